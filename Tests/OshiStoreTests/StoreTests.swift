import Foundation
import GRDB
import OshiCore
import OshiStoreCore
import Testing

@testable import OshiStore

@Suite("The store")
final class StoreTests {
  /// A folder for this test's stores, removed when the test ends.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "oshi-store-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A store path in a folder that does not exist yet.
  func temporaryPath() -> String {
    folder.appendingPathComponent("\(UUID().uuidString)/data/oshi.sqlite").path
  }

  @Test("Each name in the one list of migrations has its migration, in its order")
  func migrationIdentifiers() {
    #expect(Store.schemaVersions == Store.migrationIdentifiers)
  }

  @Test("Without a migrator, a store that needs one is refused and left as it was")
  func needsUpgrade() throws {
    let path = temporaryPath()
    _ = try Store.open(path: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    // As a store written before the last migration.
    try Store.open(path: path).write { db in
      try db.execute(
        sql: "DELETE FROM grdb_migrations WHERE identifier = ?",
        arguments: [Store.migrationIdentifiers.last])
    }
    let changed = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(changed != before)
    #expect(throws: StoreError.needsUpgrade(path: path)) {
      try Store.open(path: path, creating: false, upgrade: nil)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == changed)
    #expect(throws: StoreError.missing(path: path + "-none")) {
      try Store.open(path: path + "-none", creating: false, upgrade: nil)
    }
  }

  @Test("v8 adds the reading of names and changes no slug")
  func readingsMigration() throws {
    let path = temporaryPath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // A store as v7 left it, with the numbered slug an older oshi gave a name in kanji.
    let queue = try DatabaseQueue(path: path)
    try Store.migrator.migrate(queue, upTo: "v7: widgets listed from an index that holds them")
    try queue.write { db in
      try db.execute(sql: "INSERT INTO oshi (slug, name) VALUES ('oshi1', '宝鐘マリン')")
    }
    try queue.close()
    let store = try Store.open(path: path)
    #expect(try store.yomis().isEmpty)
    let backup = try store.backup()
    #expect(backup.oshis.map(\.oshi.slug) == ["oshi1"])
    #expect(backup.oshis.map(\.yomi) == [nil])
  }

  @Test(
    "v9 keeps each oshi's contact: a restore writes it, a merge keeps it, one contact has one oshi, and a removed oshi leaves it behind"
  )
  func contacts() throws {
    let path = temporaryPath()
    let store = try Store.open(path: path)
    let aki = Backup.OshiEntry(
      oshi: Oshi(slug: "aki", name: "Aki"), widgets: [], contact: "urn:uuid:aki")
    let rin = Backup.OshiEntry(oshi: Oshi(slug: "rin", name: "Rin"), widgets: [])
    try store.restore(Backup(oshis: [aki, rin], slots: [], settings: [:]), replacing: false)
    #expect(try store.backup().oshis.map(\.contact) == ["urn:uuid:aki", nil])
    // A merge without the contact keeps it; the same contact given to another oshi moves.
    var plain = aki
    plain.contact = nil
    try store.restore(Backup(oshis: [plain], slots: [], settings: [:]), replacing: false)
    #expect(try store.backup().oshis.map(\.contact) == ["urn:uuid:aki", nil])
    var moved = rin
    moved.contact = "urn:uuid:aki"
    try store.restore(Backup(oshis: [moved], slots: [], settings: [:]), replacing: false)
    #expect(try store.backup().oshis.map(\.contact) == [nil, "urn:uuid:aki"])
    // A removed oshi's contact is kept without it, so that the next import leaves it out.
    #expect(try store.removedContacts().isEmpty)
    #expect(try store.removeOshi(slug: "rin"))
    #expect(try store.removedContacts() == ["urn:uuid:aki"])
    #expect(try store.backup().oshis.map(\.contact) == [nil])
  }

  @Test("Oshis and widgets round-trip with civil dates stored as text")
  func roundTrip() throws {
    let path = temporaryPath()
    let store = try Store.open(path: path)
    let oshi = Oshi(
      slug: "aki", name: "Aki", shortName: "A", symbol: "♡",
      birthday: .yearless(month: 2, day: 29),
      debut: EventDate(iso: "2019-11-30"), since: EventDate(iso: "2023-04-01"),
      graduated: EventDate(iso: "2026-03-31"), stopsFollowing: true,
      hiatus: Hiatus(from: .full(LocalDate(year: 2025, month: 1, day: 1)!), until: nil),
      ageMode: .frozen(17), isPrivate: true)
    let saved = try store.addOshi(
      oshi,
      widgets: [
        Widget(id: "aki-birthday", oshiID: 0, kind: .birthday),
        Widget(
          id: "aki-live", oshiID: 0, kind: .custom, date: EventDate(iso: "2026-12-24"),
          label: "Live", once: true, leapDay: .mar1, isPrivate: true),
      ])
    #expect(saved.id != nil)
    let reopened = try Store.open(path: path)
    let snapshot = try reopened.snapshot()
    #expect(snapshot.oshis == [saved])
    #expect(snapshot.widgets.map(\.id) == ["aki-birthday", "aki-live"])
    #expect(snapshot.widgets.last?.once == true)
    #expect(snapshot.widgets.last?.leapDay == .mar1)
    #expect(snapshot.widgets.first?.countStyle == .elapsed)
    let queue = try DatabaseQueue(path: path)
    let birthday = try queue.read { db in try String.fetchOne(db, sql: "SELECT birthday FROM oshi")
    }
    #expect(birthday == "--02-29")
    let debut = try queue.read { db in try String.fetchOne(db, sql: "SELECT debut FROM oshi") }
    #expect(debut == "2019-11-30")
  }

  @Test("Every kind, count style and leap-day rule is read back as it was written")
  func everyStoredSpelling() throws {
    let store = try Store.open(path: temporaryPath())
    var widgets: [Widget] = []
    for kind in WidgetKind.allCases {
      for style in CountStyle.allCases {
        for rule in LeapDayRule.allCases {
          widgets.append(
            Widget(
              id: "w-\(kind)-\(style)-\(rule)", oshiID: 0, kind: kind,
              date: kind == .custom ? .full(LocalDate(year: 2024, month: 2, day: 29)!) : nil,
              countStyle: style, leapDay: rule))
        }
      }
    }
    _ = try store.addOshi(Oshi(slug: "aki", name: "Aki"), widgets: widgets)
    let read = try store.snapshot().widgets
    #expect(read.map(\.kind) == widgets.map(\.kind))
    #expect(read.map(\.countStyle) == widgets.map(\.countStyle))
    #expect(read.map(\.leapDay) == widgets.map(\.leapDay))
    #expect(read.map(\.date) == widgets.map(\.date))
  }

  @Test("A kind, count style or leap-day rule spelled wrongly reads as the default")
  func unknownSpellings() throws {
    let store = try Store.open(path: temporaryPath())
    _ = try store.addOshi(Oshi(slug: "aki", name: "Aki"), widgets: [])
    let queue = try DatabaseQueue(path: store.path)
    // Empty, a prefix, a longer word, another case, and a spelling of the same length.
    let spellings = ["", "birth", "birthdays", "Birthday", "birthdaz"]
    try queue.write { db in
      for (index, spelling) in spellings.enumerated() {
        try db.execute(
          sql: """
            INSERT INTO widget(id, oshiId, kind, countStyle, leapDay, position)
            VALUES (?, 1, ?, ?, ?, ?)
            """, arguments: ["w\(index)", spelling, spelling, spelling, index])
      }
    }
    let read = try store.snapshot().widgets
    #expect(read.map(\.id) == spellings.indices.map { "w\($0)" })
    #expect(read.allSatisfy { $0.kind == .custom && $0.leapDay == .feb28 })
  }

  @Test("A snapshot finds each oshi by row id, in any order, and nothing for other ids")
  func oshiByID() {
    let orders: [[Int64?]] = [
      [], [7], [1, 2, 3], [3, 1, 2], [9, nil, 4, 12, nil, 1], [5, 4, 3, 2, 1], [2, 40, 8, 16],
    ]
    for ids in orders {
      let oshis = ids.enumerated().map { Oshi(id: $1, slug: "o\($0)", name: "O\($0)") }
      let snapshot = Snapshot(oshis: oshis, widgets: [])
      for id: Int64 in -1...41 {
        #expect(
          snapshot.oshi(id: id)?.slug == oshis.first { $0.id == id }?.slug, "\(ids), \(id)")
      }
    }
  }

  @Test("Removing an oshi removes its widgets and their slot places")
  func cascade() throws {
    let store = try Store.open(path: temporaryPath())
    _ = try store.addOshi(
      Oshi(slug: "aki", name: "Aki", since: EventDate(iso: "2023-04-01")),
      widgets: [
        Widget(id: "aki-following", oshiID: 0, kind: .following)
      ])
    let queue = try DatabaseQueue(path: store.path)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO slot(name, family) VALUES ('bar', 'inline')")
      try db.execute(
        sql: "INSERT INTO slotWidget(slot, position, widget) VALUES ('bar', 0, 'aki-following')")
    }
    try store.removeOshi(slug: "aki")
    #expect(try store.snapshot().widgets.isEmpty)
    let places = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM slotWidget")
    }
    #expect(places == 0)
  }

  @Test("Widgets come by oshi, then position, then id, as SQLite would order them")
  func widgetOrder() throws {
    let store = try Store.open(path: temporaryPath())
    for slug in ["b", "a", "c"] {
      _ = try store.addOshi(
        Oshi(slug: slug, name: slug, since: EventDate(iso: "2023-04-01")),
        widgets: [Widget(id: "\(slug)-following", oshiID: 0, kind: .following)])
    }
    // Rows inserted after others of a lower oshi, with planted, repeated and NULL
    // positions, so that insertion order is not the answer.
    let queue = try DatabaseQueue(path: store.path)
    try queue.write { db in
      for (id, oshi, position) in [
        ("z-late", 1, "5"), ("m-same", 1, "5"), ("y-null", 2, "NULL"), ("x-first", 3, "-1"),
      ] {
        try db.execute(
          sql: """
            INSERT INTO widget(id, oshiId, kind, countStyle, position)
            VALUES ('\(id)', \(oshi), 'following', 'inclusive', \(position))
            """)
      }
    }
    let expected = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT id FROM widget ORDER BY oshiId, position, id")
    }
    #expect(try store.snapshot().widgets.map(\.id) == expected)
    #expect(expected.count == 7)
  }

  @Test("The widget cursor reads every widget with its oshi, in list order, and skips orphans")
  func widgetCursor() throws {
    let store = try Store.open(path: temporaryPath())
    for index in 0..<7 {
      _ = try store.addOshi(
        Oshi(slug: "o\(index)", name: "O\(index)", since: EventDate(iso: "2023-04-01")),
        // The fourth oshi has no widget of its own.
        widgets: index == 3
          ? []
          : [
            Widget(id: "o\(index)-following", oshiID: 0, kind: .following),
            Widget(id: "o\(index)-custom", oshiID: 0, kind: .custom),
          ])
    }
    // A widget added to the first oshi is stored after every other row; a widget whose
    // oshi is gone is planted by hand.
    let first = try #require(try store.snapshot().oshis.first?.id)
    try store.addWidget(Widget(id: "o0-later", oshiID: first, kind: .custom))
    let queue = try DatabaseQueue(path: store.path)
    try queue.writeWithoutTransaction { db in
      // As the sqlite3 shell would, which does not enforce foreign keys.
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      try db.execute(
        sql: """
          INSERT INTO widget(id, oshiId, kind, countStyle, position)
          VALUES ('orphan', 99, 'custom', 'elapsed', 0)
          """)
    }
    let whole = try store.snapshot()
    let read = try store.readWidgets { rows in
      var read: [(Widget, Oshi)] = []
      while let widget = try rows.next() { read.append((widget, rows.oshi)) }
      return read
    }
    #expect(read.map(\.0) == whole.widgets.filter { $0.id != "orphan" })
    #expect(read.allSatisfy { widget, oshi in whole.oshi(id: widget.oshiID) == oshi })
    #expect(read[2].0.id == "o0-later")
    #expect(read.count == 13)
  }

  @Test("Every named column is a column of its table, read as the table stores it")
  func namedColumns() throws {
    let store = try Store.open(path: temporaryPath())
    let queue = try DatabaseQueue(path: store.path)
    func columns(_ table: String) throws -> [String: String] {
      try queue.read { db in
        Dictionary(
          uniqueKeysWithValues: try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").map {
            (($0["name"] as String?) ?? "", (($0["type"] as String?) ?? "").uppercased())
          })
      }
    }
    let oshi = try columns("oshi")
    for column in Oshi.Column.allCases where column.isWritten {
      let type = try #require(oshi[column.name], "oshi has no column \(column.name)")
      // Booleans are declared BOOLEAN, and read as integers like the INTEGER columns.
      #expect(column.isInteger == ["INTEGER", "BOOLEAN"].contains(type), "\(column.name): \(type)")
    }
    // The only column read and not written is the group's colour, a member's by default.
    #expect(Oshi.Column.allCases.filter { !$0.isWritten }.map(\.name) == ["groupColor"])
    let widget = try columns("widget")
    for column in Widget.Column.allCases {
      #expect(widget[column.name] != nil, "widget has no column \(column.name)")
    }
    // oshi doctor checks every date column.
    #expect(
      Oshi.Column.allCases.filter(\.isDate).map(\.name).sorted() == [
        "birthday", "debut", "formed", "graduated", "hiatusFrom", "hiatusUntil", "joined", "since",
      ])
  }

  @Test("SQLite reads the widgets in list order from the index alone, without sorting them")
  func widgetOrderIndex() throws {
    let store = try Store.open(path: temporaryPath())
    let queue = try DatabaseQueue(path: store.path)
    let plan = try queue.read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(WidgetRows.widgetQuery)").map {
        $0["detail"] as String? ?? ""
      }
    }
    // A column added to Widget.stored and not to the index would make SQLite look every
    // widget up in the table again.
    #expect(plan.contains { $0.contains("USING COVERING INDEX widget_list") }, "\(plan)")
    #expect(!plan.contains { $0.contains("TEMP B-TREE") })
  }

  @Test("A store from a newer schema is refused and left untouched")
  func newerSchema() throws {
    let path = temporaryPath()
    _ = try Store.open(path: path)
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations(identifier) VALUES ('v99: from the future')")
    }
    try queue.close()
    let before = try #require(FileManager.default.contents(atPath: path))
    #expect(throws: StoreError.newerSchema(path: path)) { try Store.open(path: path) }
    #expect(FileManager.default.contents(atPath: path) == before)
  }

  @Test(
    "Files that are not stores are refused and left untouched",
    arguments: [
      Data("this is a shopping list, not a database\n".utf8),
      Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
    ])
  func foreignFiles(content: Data) throws {
    let path = temporaryPath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try content.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.self) { try Store.open(path: path) }
    #expect(FileManager.default.contents(atPath: path) == content)
  }

  @Test("Opening an up-to-date store writes nothing")
  func openingDoesNotWrite() throws {
    let path = temporaryPath()
    _ = try Store.open(path: path).addOshi(Oshi(slug: "aki", name: "Aki"), widgets: [])
    let before = try #require(FileManager.default.contents(atPath: path))
    let store = try Store.open(path: path)
    _ = try store.snapshot()
    #expect(FileManager.default.contents(atPath: path) == before)
  }

  @Test("A read waits while another process writes, then sees what it wrote")
  func readWaitsForAWrite() throws {
    let path = temporaryPath()
    let store = try Store.open(path: path)
    _ = try store.addOshi(Oshi(slug: "aki", name: "Aki"), widgets: [])
    // Another connection, as another process's would be, holds the write lock.
    let other = try DatabaseQueue(path: path)
    let locked = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      try? other.writeWithoutTransaction { db in
        try db.execute(sql: "BEGIN EXCLUSIVE")
        try db.execute(sql: "INSERT INTO oshi(slug, name) VALUES ('ren', 'Ren')")
        locked.signal()
        Thread.sleep(forTimeInterval: 0.3)
        try db.execute(sql: "COMMIT")
      }
      done.signal()
    }
    locked.wait()
    // Without the busy timeout this read fails at once with "database is locked".
    let snapshot = try store.snapshot()
    #expect(snapshot.oshis.map(\.slug) == ["aki", "ren"])
    done.wait()
  }

  @Test("A store in memory reads what its writes wrote; two such stores share nothing")
  func storesInMemory() throws {
    let first = try Store.inMemory()
    let second = try Store.inMemory()
    _ = try first.addOshi(
      Oshi(slug: "aki", name: "Aki"),
      widgets: [Widget(id: "aki-following", oshiID: 0, kind: .following)])
    #expect(try first.snapshot().widgets.map(\.id) == ["aki-following"])
    #expect(try second.snapshot().oshis.isEmpty)
  }

  @Test("A store of the v3 schema keeps every row through v4, which adds its defaults")
  func v3ToV4() throws {
    let path = temporaryPath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: path)
    try Store.migrator.migrate(queue, upTo: "v3: groups, graduations and hiatuses")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO oshi (slug, name, isGroup, formed) VALUES ('stella', 'Stella', 1, '2020-04-01');
          INSERT INTO oshi (slug, name, groupId, birthday, since, graduated, stopsFollowing,
            hiatusFrom, hiatusUntil)
            VALUES ('luna', 'Luna', 1, '2001-04-05', '2024-01-01', '2026-03-31', 1, '2025-01-01',
              '2025-02-01');
          INSERT INTO widget (id, oshiId, kind, countStyle, position)
            VALUES ('stella-formed', 1, 'formed', 'elapsed', 1),
              ('luna-following', 2, 'following', 'inclusive', 2),
              ('luna-live', 2, 'custom', 'elapsed', 3);
          UPDATE widget SET date = '2024-02-12', label = '初現場' WHERE id = 'luna-live';
          INSERT INTO slot (name, family) VALUES ('bar', 'inline');
          INSERT INTO slotWidget (slot, position, widget) VALUES ('bar', 0, 'luna-live');
          INSERT INTO setting (key, value) VALUES ('lang', 'ja');
          """)
    }
    try queue.close()
    let store = try Store.open(path: path)
    let snapshot = try store.snapshot()
    #expect(snapshot.oshis.map(\.slug) == ["stella", "luna"])
    let luna = try #require(snapshot.oshi(slug: "luna"))
    #expect(luna.groupID == snapshot.oshi(slug: "stella")?.id)
    #expect(luna.joined == nil)
    #expect(luna.stopsFollowing)
    #expect(luna.hiatus?.until == EventDate(iso: "2025-02-01"))
    #expect(snapshot.widgets.map(\.id) == ["stella-formed", "luna-following", "luna-live"])
    #expect(snapshot.widgets.allSatisfy { $0.years == .completed && !$0.showsBreakdown })
    #expect(snapshot.widgets.last?.label == "初現場")
    #expect(snapshot.slots.map(\.widgetIDs) == [["luna-live"]])
    #expect(try store.settings()["lang"] == "ja")
  }

  /// The names as shipped, written out on purpose: a migration's name is its identifier
  /// in every fan's store, and a renamed one would run again.
  @Test("The migrations have stable names")
  func migrations() {
    #expect(
      Store.schemaVersions == [
        "v1: oshis, widgets, slots and settings", "v2: widgets indexed in list order",
        "v3: groups, graduations and hiatuses", "v4: year styles, breakdowns and joining days",
        "v5: notifications sent, and quiet oshis and widgets",
        "v6: oshis' photos", "v7: widgets listed from an index that holds them",
        "v8: readings of names", "v9: the contacts oshis came from", "v10: oshis' colours",
      ])
  }
}
