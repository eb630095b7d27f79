import Foundation
import GRDB
import OshiCore
import OshiStore
import OshiStoreCore
import PropertyBased
import Testing

/// Rows planted with every kind of value a column may hold: the store's own forms, NULLs,
/// year-less dates, every kind, and values of the wrong type.
@Suite("One decoder for both reads")
struct DecodingTests {
  static let texts: [DatabaseValue] = [
    "Aki".databaseValue, "".databaseValue, "推し🎂".databaseValue, "a\u{0}b".databaseValue,
    42.databaseValue, 1.5.databaseValue,
    Data([0x41, 0xFF, 0x42]).databaseValue,
  ]
  static let nullableTexts: [DatabaseValue] = texts + [.null]
  static let dates: [DatabaseValue] = [
    .null, "1999-03-15".databaseValue, "--02-29".databaseValue, "--04-05".databaseValue,
    "2024-02-29".databaseValue, "2023-02-29".databaseValue, "--13-01".databaseValue,
    "today".databaseValue,
    19_990_315.databaseValue, "1999-03-15 ".databaseValue,
  ]
  static let ages: [DatabaseValue] = [
    "real".databaseValue, "hidden".databaseValue, "17".databaseValue, "0".databaseValue,
    "old".databaseValue, "-3".databaseValue, 17.databaseValue,
  ]
  static let booleans: [DatabaseValue] = [
    0.databaseValue, 1.databaseValue, 7.databaseValue, "1".databaseValue, "yes".databaseValue,
    0.5.databaseValue,
  ]
  static let kinds: [DatabaseValue] =
    WidgetKind.allCases.map { $0.rawValue.databaseValue } + [
      "weekly".databaseValue, "".databaseValue, 3.databaseValue,
    ]
  static let countStyles: [DatabaseValue] =
    CountStyle.allCases.map { $0.rawValue.databaseValue } + ["sometimes".databaseValue]
  static let leapDays: [DatabaseValue] =
    LeapDayRule.allCases.map { $0.rawValue.databaseValue } + ["feb30".databaseValue, .null]
  static let yearStyles: [DatabaseValue] =
    YearStyle.allCases.map { $0.rawValue.databaseValue } + ["both".databaseValue, 2.databaseValue]
  static let positions: [DatabaseValue] = [
    .null, 1.databaseValue, 1.databaseValue, (-4).databaseValue, "9".databaseValue,
  ]

  @Test("The raw read and GRDB's init(row:) decode any planted row alike")
  func rawAndRecordsAgree() async throws {
    await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max).array(of: 1...12)) { seeds in
      do {
        try Self.check(seeds)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  static func check(_ seeds: [Int]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "oshi-decoding-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("oshi.sqlite").path
    let store = try Store.open(path: path)
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      // As the sqlite3 shell plants them: foreign keys are not enforced.
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      for (index, seed) in seeds.enumerated() {
        var pick = Picker(seed: seed)
        try db.execute(
          sql: """
            INSERT INTO oshi(slug, name, shortName, symbol, isGroup, groupId, birthday, debut,
              since, ageMode, isPrivate, formed, graduated, stopsFollowing, hiatusFrom,
              hiatusUntil, joined) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            "o\(index)", pick(texts), pick(nullableTexts), pick(nullableTexts),
            pick(booleans), pick([.null, 1.databaseValue, 99.databaseValue, "1".databaseValue]),
            pick(dates), pick(dates), pick(dates), pick(ages), pick(booleans), pick(dates),
            pick(dates), pick(booleans), pick(dates), pick(dates), pick(dates),
          ])
        try db.execute(
          sql: """
            INSERT INTO widget(id, oshiId, kind, date, label, once, countStyle, leapDay,
              isPrivate, position, years, breakdown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            "w\(index)", pick([(index + 1).databaseValue, 99.databaseValue, "1".databaseValue]),
            pick(kinds),
            pick(dates), pick(nullableTexts), pick(booleans), pick(countStyles),
            pick(leapDays.filter { !$0.isNull }), pick(booleans), pick(positions),
            pick(yearStyles), pick(booleans),
          ])
      }
    }
    let raw = try store.snapshot()
    let (oshis, widgets) = try queue.read { db in
      (
        try Oshi.order(Column("id")).fetchAll(db),
        try Widget.order(sql: "oshiId, position, id").fetchAll(db)
      )
    }
    #expect(raw.oshis == oshis, "seeds \(seeds)")
    #expect(raw.widgets == widgets, "seeds \(seeds)")
    #expect(raw.oshis.count == seeds.count)
    #expect(raw.widgets.count == seeds.count)
    // Written back through encode(to:), whose values follow the same column list, every
    // record reads the same again.
    try queue.writeWithoutTransaction { db in
      for oshi in oshis { try oshi.update(db) }
      for widget in widgets { try widget.update(db) }
    }
    let rewritten = try store.snapshot()
    #expect(rewritten.oshis == raw.oshis, "seeds \(seeds)")
    #expect(rewritten.widgets == raw.widgets, "seeds \(seeds)")
    // The raw read of a few widgets decodes them as the whole read does.
    let few = try store.snapshot(widgetIDs: widgets.map(\.id))
    #expect(Set(few.widgets) == Set(widgets))
  }

  /// Picks values from lists, driven by one seed, the same way in every process, so that
  /// the printed seeds replay a failure. (It reseeded from `hashValue`, which Swift
  /// randomises per process.)
  struct Picker {
    var seed: Int
    /// How many times the seed ran out, which the next one is made from.
    private var reseeds = 0

    init(seed: Int) { self.seed = seed }

    mutating func callAsFunction(_ values: [DatabaseValue]) -> DatabaseValue {
      let value = values[seed % values.count]
      seed /= values.count
      if seed == 0 {
        reseeds += 1
        seed = (reseeds &* 0x9E37_79B9 &+ values.count) & 0xFFFF | 1
      }
      return value
    }
  }
}
