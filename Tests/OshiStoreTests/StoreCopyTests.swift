import Foundation
import GRDB
import OshiCore
import OshiStoreCore
import Testing

@testable import OshiStore

@Suite("The store's copy for the status bar's reads")
final class StoreCopyTests {
  /// A folder for this test's store and copy, removed when the test ends.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "oshi-copy-\(UUID().uuidString)")
  var path: String { folder.appendingPathComponent("data/oshi.sqlite").path }
  var copyPath: String { folder.appendingPathComponent("cache/oshi/store.copy").path }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A store with every kind of column filled: a group and its member, colours, every
  /// date, a hiatus, private and quiet widgets, text in kanji, slots and settings.
  func makeStore() throws -> Store {
    let store = try Store.open(path: path)
    let group = try store.addOshi(
      Oshi(
        slug: "hoshi", name: "星の会", isGroup: true, formed: EventDate(iso: "2015-04-01"),
        color: OshiColor(hex: "#3366ff")),
      widgets: [])
    let member = try store.addOshi(
      Oshi(
        slug: "aki", name: "Aki", shortName: "あき", symbol: "🌸", groupID: group.id,
        birthday: EventDate(iso: "2001-03-15"), debut: EventDate(iso: "2019-08-01"),
        since: EventDate(iso: "2020-05-01"), joined: EventDate(iso: "2018-02-01"),
        hiatus: Hiatus(from: try #require(EventDate(iso: "2026-10-01"))), ageMode: .real,
        isPrivate: true),
      widgets: [
        Widget(id: "aki-birthday", oshiID: 0, kind: .birthday),
        Widget(id: "aki-following", oshiID: 0, kind: .following, showsBreakdown: true),
        Widget(
          id: "aki-live", oshiID: 0, kind: .custom, date: EventDate(iso: "2027-01-10"),
          label: "ライブ", once: true, isPrivate: true),
      ])
    try store.addWidget(
      Widget(id: "hoshi-formed", oshiID: group.id ?? 0, kind: .formed), quiet: true)
    _ = try store.addOshi(
      Oshi(slug: "ren", name: "Ren", birthday: EventDate.yearless(checkingMonth: 2, day: 29)),
      widgets: [Widget(id: "ren-birthday", oshiID: 0, kind: .birthday, leapDay: .mar1)])
    try store.saveSlot(
      Slot(name: "bar", family: .inline, widgetIDs: ["aki-birthday", "ren-birthday"], current: 1))
    try store.saveSlot(Slot(name: "lock", family: .rectangular, widgetIDs: ["hoshi-formed"]))
    try store.setSetting("tz", to: "Asia/Tokyo")
    try store.setSetting("lang", to: "ja")
    _ = member
    return store
  }

  /// Opens the store for reading, from the copy when it holds.
  func reading() throws -> Store {
    try Store.open(path: path, creating: false, upgrade: nil, copy: copyPath)
  }

  /// Everything a read from `store` sees.
  func reads(_ store: Store) throws -> [String] {
    var widgets: [String] = []
    try store.readWidgets { rows in
      while let widget = try rows.next() { widgets.append("\(widget) of \(rows.oshi)") }
    }
    let snapshot = try store.snapshot()
    let some = try store.snapshot(widgetIDs: ["ren-birthday", "aki-live", "none"])
    return [
      "\(snapshot.oshis)", "\(snapshot.widgets)", "\(snapshot.slots)", "\(some.oshis)",
      "\(some.widgets)", "\(widgets)", "\(store.settingsAtOpen.sorted { $0.key < $1.key })",
      "\(try store.settings().sorted { $0.key < $1.key })",
    ]
  }

  /// The copy's bytes with every `from` replaced by `to`, of the same length.
  func plant(_ from: String, _ to: String) throws {
    let url = URL(fileURLWithPath: copyPath)
    var bytes = [UInt8](try Data(contentsOf: url))
    let (old, new) = (Array(from.utf8), Array(to.utf8))
    precondition(old.count == new.count)
    var index = 0
    var planted = false
    while index + old.count <= bytes.count {
      if Array(bytes[index..<index + old.count]) == old {
        bytes.replaceSubrange(index..<index + old.count, with: new)
        planted = true
      }
      index += 1
    }
    #expect(planted)
    try Data(bytes).write(to: url)
  }

  @Test("A copy reads as the store: every oshi, widget, slot and setting, whole or chosen")
  func sameReads() throws {
    let store = try makeStore()
    let direct = try reads(
      try Store.open(path: path, creating: false, upgrade: nil))
    #expect(!FileManager.default.fileExists(atPath: copyPath))
    // The first read makes the copy; the second reads it.
    let made = try reading()
    #expect(made.copy != nil)
    #expect(try reads(made) == direct)
    let attributes = try FileManager.default.attributesOfItem(atPath: copyPath)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    let folderAttributes = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent("cache").path)
    #expect(folderAttributes[.posixPermissions] as? Int == 0o700)
    let read = try reading()
    #expect(read.copy != nil)
    #expect(try reads(read) == direct)
    _ = store
  }

  @Test("The copy is what is read while it holds, and nothing of it after the store changed")
  func readsCopyUntilChanged() throws {
    let store = try makeStore()
    _ = try reading()
    // A mark only the copy has: the name read is the copy's.
    try plant("Ren", "Rem")
    #expect(try reading().snapshot().oshis.map(\.name).contains("Rem"))
    try store.setSetting("era", to: "on")
    let after = try reading()
    #expect(try after.snapshot().oshis.map(\.name).contains("Ren"))
    #expect(after.settingsAtOpen["era"] == "on")
    // The copy was made again, from the changed store.
    let again = try reading()
    #expect(try again.snapshot().oshis.map(\.name).contains("Ren"))
  }

  @Test(
    "Every kind of write leaves the copy stale",
    arguments: [
      "add", "widget", "edit", "remove oshi", "remove widget", "slot", "setting", "sqlite3",
    ])
  func everyWrite(write: String) throws {
    let store = try makeStore()
    _ = try reading()
    try plant("Ren", "Rem")
    #expect(try reading().snapshot().oshis.map(\.name).contains("Rem"))
    switch write {
    case "add": _ = try store.addOshi(Oshi(slug: "mio", name: "Mio"), widgets: [])
    case "widget":
      try store.addWidget(Widget(id: "ren-x", oshiID: 3, kind: .custom, label: "x"))
    case "edit":
      let hoshi = try #require(try store.snapshot().oshi(slug: "hoshi"))
      var edited = hoshi
      edited.name = "星の会!"
      try store.updateOshi(edited, expecting: hoshi)
    case "remove oshi": try store.removeOshi(slug: "aki")
    case "remove widget": try store.removeWidget(id: "aki-live")
    case "slot": try store.saveSlot(Slot(name: "new", family: .circular, widgetIDs: []))
    case "setting": try store.setSetting("formats", to: "waybar")
    default:
      // Another program's write, as a hand edit with the sqlite3 shell would be.
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "UPDATE oshi SET symbol = '★' WHERE slug = 'hoshi'")
      }
    }
    #expect(try reading().snapshot().oshis.map(\.name).contains("Ren"))
  }

  @Test("A store replaced by another file of the same counter is read anew")
  func replacedFile() throws {
    _ = try makeStore()
    _ = try reading()
    try plant("Ren", "Rem")
    // As a restore does: another file renamed over the store, with the same bytes.
    let other = path + ".restored"
    try FileManager.default.copyItem(atPath: path, toPath: other)
    #expect(rename(other, path) == 0)
    #expect(try reading().snapshot().oshis.map(\.name).contains("Ren"))
  }

  @Test("A damaged copy is never read: cut short, of another layout or schema, or not a copy")
  func damaged() throws {
    _ = try makeStore()
    let direct = try reads(try Store.open(path: path, creating: false, upgrade: nil))
    _ = try reading()
    let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: copyPath)))
    var damages: [[UInt8]] = [[], Array("not a copy".utf8), Array(whole.reversed())]
    // Cut at every length up to the first rows, then at every 97th byte.
    damages += (0..<200).map { Array(whole.prefix($0)) }
    damages += stride(from: 200, to: whole.count, by: 97).map { Array(whole.prefix($0)) }
    // The layout's version, and the schema's name.
    var version = whole
    version[16] = 2
    damages.append(version)
    if let schema = whole.firstRange(of: Array(Store.migrationIdentifiers.last!.utf8)) {
      var other = whole
      other[schema.lowerBound] ^= 1
      damages.append(other)
    }
    for damage in damages {
      try Data(damage).write(to: URL(fileURLWithPath: copyPath))
      // Read from the store, whatever the copy held, and a whole copy written again.
      #expect(try reads(try reading()) == direct)
      #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: copyPath))) == whole)
    }
  }

  @Test("A copy with any byte changed reads without reading outside it")
  func anyByteChanged() throws {
    _ = try makeStore()
    let direct = try reads(try Store.open(path: path, creating: false, upgrade: nil))
    _ = try reading()
    let url = URL(fileURLWithPath: copyPath)
    let whole = [UInt8](try Data(contentsOf: url))
    // Every fifth byte after the key, changed; under the address sanitizer a read outside
    // the copy would stop the test. A change to the layout is refused (the copy is made
    // again); one in the rows or their texts is read as it is.
    let schema = try #require(Store.migrationIdentifiers.last)
    let keyEnd = try #require(whole.firstRange(of: Array(schema.utf8))).upperBound
    var (refused, read) = (0, 0)
    for index in stride(from: keyEnd, to: whole.count, by: 5) {
      var changed = whole
      changed[index] ^= 0xA5
      try Data(changed).write(to: url)
      _ = try reads(try reading())
      if [UInt8](try Data(contentsOf: url)) == whole { refused += 1 } else { read += 1 }
    }
    #expect(refused > 0 && read > 0, "refused \(refused), read \(read)")
    try Data(whole).write(to: url)
    #expect(try reads(try reading()) == direct)
  }

  @Test("Writing a copy removes the copies of stores that are gone, and only those")
  func copiesOfGoneStores() throws {
    _ = try makeStore()
    let cache = folder.appendingPathComponent("cache/oshi").path
    // Two more stores, each read once through a copy of its own.
    var copies: [String: String] = [:]
    for name in ["gone", "kept"] {
      let store = folder.appendingPathComponent("data/\(name).sqlite").path
      _ = try Store.open(path: store).addOshi(Oshi(slug: name, name: name), widgets: [])
      copies[name] = cache + "/" + StoreCopy.fileName(store: store)
      _ = try Store.open(path: store, creating: false, upgrade: nil, copy: copies[name])
      #expect(StoreCopy.storePath(ofCopyAt: try #require(copies[name])) == store)
    }
    try FileManager.default.removeItem(
      atPath: folder.appendingPathComponent("data/gone.sqlite").path)
    // A file of another kind in the folder stays too.
    let other = cache + "/store-notes.copy"
    try Data("mine".utf8).write(to: URL(fileURLWithPath: other))
    // The first store's copy is written: the one of the store that is gone goes with it.
    _ = try reading()
    #expect(!FileManager.default.fileExists(atPath: try #require(copies["gone"])))
    #expect(FileManager.default.fileExists(atPath: try #require(copies["kept"])))
    #expect(FileManager.default.fileExists(atPath: copyPath))
    #expect(FileManager.default.fileExists(atPath: other))
  }

  @Test("Each store's copy has a name of its own, the same each time")
  func names() {
    let name = StoreCopy.fileName(store: "/home/fan/.local/share/oshi/oshi.sqlite")
    #expect(name == StoreCopy.fileName(store: "/home/fan/.local/share/oshi/oshi.sqlite"))
    #expect(name.hasPrefix("store-") && name.hasSuffix(".copy") && name.count == 6 + 16 + 5)
    #expect(name != StoreCopy.fileName(store: "/home/fan/other.sqlite"))
    // FNV-1a's own test vector: the empty string.
    #expect(StoreCopy.fileName(store: "") == "store-cbf29ce484222325.copy")
    #expect(StoreCopy.fileName(store: "a") == "store-af63dc4c8601ec8c.copy")
  }

  @Test("A store in WAL mode, whose counter does not move, is never copied")
  func walStore() throws {
    let store = try makeStore()
    try DatabaseQueue(path: path).writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL")
    }
    let read = try reading()
    #expect(read.copy == nil)
    #expect(!FileManager.default.fileExists(atPath: copyPath))
    #expect(try read.snapshot().oshis.count == 3)
    _ = store
  }

  @Test("A cache folder that cannot be written: the store is read, and nothing is written")
  func unwritableFolder() throws {
    _ = try makeStore()
    let direct = try reads(try Store.open(path: path, creating: false, upgrade: nil))
    // The copy's folder is a file.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("cache"), withIntermediateDirectories: true)
    try Data("a file".utf8).write(to: folder.appendingPathComponent("cache/oshi"))
    let read = try reading()
    #expect(try reads(read) == direct)
    #expect(try reads(try reading()) == direct)
  }

  @Test("A write through a store opened from its copy is read back, not the copy")
  func writeThenRead() throws {
    _ = try makeStore()
    _ = try reading()
    let read = try reading()
    #expect(read.copy != nil)
    try read.setSetting("era", to: "on")
    #expect(try read.settings()["era"] == "on")
    _ = try read.addOshi(Oshi(slug: "mio", name: "Mio"), widgets: [])
    #expect(try read.snapshot().oshi(slug: "mio") != nil)
  }
}
