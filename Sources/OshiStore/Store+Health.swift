import GRDB
import OshiCore

/// What the store's own checks found: SQLite's integrity check and the references
/// between tables that foreign keys should keep, but that a hand edit can break.
public struct StoreHealth: Sendable {
  /// SQLite's `PRAGMA integrity_check` lines; `["ok"]` when healthy.
  public var integrity: [String]
  /// The migrations applied to the file, oldest first.
  public var appliedMigrations: [String]
  /// Widgets whose oshi does not exist.
  public var orphanWidgets: [String]
  /// Slot entries that name a widget or slot that does not exist.
  public var danglingSlotEntries: Int
  /// Slots that show nothing.
  public var emptySlots: [String]
  /// Stored values that oshi cannot read, as `table.column of key: value`.
  public var unreadableValues: [String]
  /// Every stored text a person typed, by where it is, to check for unsafe characters.
  public var texts: [(place: String, text: String)]
}

extension Store {
  /// Runs the store's checks. Nothing is written.
  public func health() throws(StoreError) -> StoreHealth {
    let migrator = Store.migrator
    return try read { db in
      let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      let applied = try migrator.appliedMigrations(db)
      let orphans = try String.fetchAll(
        db, sql: "SELECT id FROM widget WHERE oshiId NOT IN (SELECT id FROM oshi) ORDER BY id")
      let dangling =
        try Int.fetchOne(
          db,
          sql: """
            SELECT count(*) FROM slotWidget
            WHERE widget NOT IN (SELECT id FROM widget) OR slot NOT IN (SELECT name FROM slot)
            """) ?? 0
      let empty = try String.fetchAll(
        db,
        sql: """
          SELECT name FROM slot WHERE name NOT IN
            (SELECT slot FROM slotWidget WHERE widget IN (SELECT id FROM widget)) ORDER BY name
          """)
      var unreadable: [String] = []
      var texts: [(String, String)] = []
      for row in try Row.fetchAll(db, sql: "SELECT * FROM oshi ORDER BY id") {
        let slug: String = row["slug"] ?? ""
        for column in [
          "birthday", "debut", "since", "formed", "graduated", "hiatusFrom", "hiatusUntil",
          "joined",
        ] {
          if let value: String = row[column], EventDate(iso: value) == nil {
            unreadable.append("oshi.\(column) of \(slug): \(value)")
          }
        }
        if AgeMode(row["ageMode"] ?? "") == nil {
          unreadable.append("oshi.ageMode of \(slug): \(row["ageMode"] as String? ?? "null")")
        }
        texts.append(("oshi slug", slug))
        for column in ["name", "shortName", "symbol"] {
          if let value: String = row[column] { texts.append(("oshi.\(column) of \(slug)", value)) }
        }
      }
      for row in try Row.fetchAll(db, sql: "SELECT * FROM widget ORDER BY position, id") {
        let id: String = row["id"] ?? ""
        if WidgetKind(rawValue: row["kind"] ?? "") == nil {
          unreadable.append("widget.kind of \(id): \(row["kind"] as String? ?? "null")")
        }
        if CountStyle(rawValue: row["countStyle"] ?? "") == nil {
          unreadable.append("widget.countStyle of \(id): \(row["countStyle"] as String? ?? "null")")
        }
        if LeapDayRule(rawValue: row["leapDay"] ?? "") == nil {
          unreadable.append("widget.leapDay of \(id): \(row["leapDay"] as String? ?? "null")")
        }
        if YearStyle(rawValue: row["years"] ?? "") == nil {
          unreadable.append("widget.years of \(id): \(row["years"] as String? ?? "null")")
        }
        if let value: String = row["date"], EventDate(iso: value) == nil {
          unreadable.append("widget.date of \(id): \(value)")
        }
        if row["kind"] == "custom" && (row["date"] as String?) == nil {
          unreadable.append("widget.date of \(id): a custom widget without a date")
        }
        texts.append(("widget id", id))
        if let label: String = row["label"] { texts.append(("widget.label of \(id)", label)) }
      }
      for row in try Row.fetchAll(db, sql: "SELECT name, family FROM slot ORDER BY name") {
        let name: String = row["name"] ?? ""
        texts.append(("slot name", name))
        if Family(rawValue: row["family"] ?? "") == nil {
          unreadable.append("slot.family of \(name): \(row["family"] as String? ?? "null")")
        }
      }
      return StoreHealth(
        integrity: integrity, appliedMigrations: applied, orphanWidgets: orphans,
        danglingSlotEntries: dangling, emptySlots: empty, unreadableValues: unreadable, texts: texts
      )
    }
  }

  /// Deletes widgets whose oshi is gone and slot entries that name nothing, and
  /// replaces stored texts by the cleaned forms given (old → new, per place).
  /// Returns how many rows it removed.
  public func repair(cleaning texts: [String: String] = [:]) throws -> Int {
    try write { db in
      try db.execute(sql: "DELETE FROM widget WHERE oshiId NOT IN (SELECT id FROM oshi)")
      var removed = db.changesCount
      try db.execute(
        sql: """
          DELETE FROM slotWidget
          WHERE widget NOT IN (SELECT id FROM widget) OR slot NOT IN (SELECT name FROM slot)
          """)
      removed += db.changesCount
      for (old, new) in texts {
        for (table, column) in [
          ("oshi", "name"), ("oshi", "shortName"), ("oshi", "symbol"), ("widget", "label"),
        ] {
          try db.execute(
            sql: "UPDATE \(table) SET \(column) = ? WHERE \(column) = ?", arguments: [new, old])
        }
      }
      return removed
    }
  }
}
