import Foundation
import Testing

/// `render` and `upcoming` read the store's copy in the cache folder while it holds
/// (docs/SPEC.md#the-stores-copy).
@Suite("The status bar reads the store's copy, and sees every change")
struct StoreCopyEndToEndTests {
  /// The calls a status bar, a lock screen and a prompt make.
  static let calls: [[String]] = [
    ["render", "--all"], ["render", "--all", "--family", "all", "--format", "json"],
    ["render", "aki-birthday", "--family", "rectangular"], ["render", "--group", "hoshi"],
    ["render", "--slot", "bar", "--format", "waybar"],
    ["render", "--slot", "bar", "--format", "i3blocks"],
    ["upcoming", "--days", "400"], ["upcoming", "--oshi", "aki", "--format", "json"],
  ]

  static func fan() throws -> Harness {
    let oshi = try Harness()
    try oshi.ok(["group", "add", "星の会", "--slug", "hoshi", "--formed", "2015-04-01"])
    try oshi.addAki()
    try oshi.ok(["edit", "aki", "--group", "hoshi", "--oshi-color", "#ff6699"])
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday", "--widget", "aki-following"])
    return oshi
  }

  @Test("Read from the copy, every call prints what it printed from the store, byte for byte")
  func sameOutput() throws {
    let oshi = try Self.fan()
    let cache = oshi.folder.appendingPathComponent(".cache/oshi")
    // No cache folder: the store alone is read, and nothing is written.
    let bare = ["HOME": nil, "XDG_CACHE_HOME": nil] as [String: String?]
    var fromStore: [RunResult] = []
    for call in Self.calls { fromStore.append(try oshi.run(call, bare)) }
    #expect(try Self.copies(in: cache).isEmpty)
    for (call, expected) in zip(Self.calls, fromStore) {
      // The first call makes the copy; the second reads it.
      for _ in 0..<2 {
        let result = try oshi.run(call)
        #expect(result.stdout == expected.stdout, "\(call)")
        #expect(result.stderr == expected.stderr, "\(call)")
        #expect(result.status == expected.status, "\(call)")
      }
    }
    #expect(try Self.copies(in: cache).count == 1)
    // XDG_CACHE_HOME names the folder.
    let xdg = oshi.folder.appendingPathComponent("xdg-cache")
    try oshi.ok(["render", "--all"], ["XDG_CACHE_HOME": xdg.path])
    #expect(try Self.copies(in: xdg.appendingPathComponent("oshi")).count == 1)
  }

  /// The copies in `folder`.
  static func copies(in folder: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasPrefix("store-") && $0.hasSuffix(".copy")
    }
  }

  @Test("Two stores read by turns keep a copy each, and each is read from its own")
  func twoStores() throws {
    let oshi = try Self.fan()
    let other = oshi.folder.appendingPathComponent("other.sqlite").path
    try oshi.ok(["add", "Ren", "--birthday", "1999-12-01", "--db", other])
    let mine = try oshi.ok(["render", "--all"])
    let theirs = try oshi.ok(["render", "--all", "--db", other])
    #expect(mine != theirs)
    for _ in 0..<3 {
      #expect(try oshi.ok(["render", "--all"]) == mine)
      #expect(try oshi.ok(["render", "--all", "--db", other]) == theirs)
    }
    let cache = oshi.folder.appendingPathComponent(".cache/oshi")
    let copies = try Self.copies(in: cache)
    #expect(copies.count == 2)
    // Each copy is left as its store's read wrote it: neither was rewritten by the other.
    let dates = try copies.map {
      try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent($0).path)[
        .modificationDate] as? Date
    }
    try oshi.ok(["render", "--all"])
    try oshi.ok(["render", "--all", "--db", other])
    #expect(
      try copies.map {
        try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent($0).path)[
          .modificationDate] as? Date
      } == dates)
  }

  @Test("After each command that changes the store, the bar shows the change")
  func seesChanges() throws {
    let oshi = try Self.fan()
    let bare = ["HOME": nil, "XDG_CACHE_HOME": nil] as [String: String?]
    let changes: [[String]] = [
      ["add", "Ren", "--birthday", "1999-12-01"], ["edit", "aki", "--name", "Aki-chan"],
      ["widget", "add", "--oshi", "aki", "--date", "2027-01-10", "--label", "Live"],
      ["slot", "next", "bar"], ["config", "set", "lang", "ja"], ["config", "set", "tz", "UTC"],
      ["remove", "ren"], ["widget", "remove", "aki-following"],
    ]
    for change in changes {
      try oshi.ok(["render", "--all"])
      let result = try oshi.run(change)
      #expect(result.status == 0, "\(change): \(result.stderr)")
      for call in Self.calls {
        #expect(try oshi.run(call).stdout == oshi.run(call, bare).stdout, "\(change) then \(call)")
      }
    }
  }
}
