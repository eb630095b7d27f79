import GRDB
import OshiCore
import OshiStoreCore

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
  /// Runs the store's checks, writing nothing.
  public func health() throws(StoreError) -> StoreHealth {
    let known = Store.migrator.migrations
    return try read { db in
      func texts(_ sql: String) throws -> [String] {
        var result: [String] = []
        try db.forEachRow(sql) { row in result.append(row.text(0) ?? "") }
        return result
      }
      let integrity = try texts("PRAGMA integrity_check")
      // As GRDB's appliedMigrations lists them: the known ones that were applied.
      let appliedSet = Set(try Store.appliedMigrations(db))
      let orphans = try texts(
        "SELECT id FROM widget WHERE oshiId NOT IN (SELECT id FROM oshi) ORDER BY id")
      var dangling = 0
      try db.forEachRow(
        """
        SELECT count(*) FROM slotWidget
        WHERE widget NOT IN (SELECT id FROM widget) OR slot NOT IN (SELECT name FROM slot)
        """
      ) { row in dangling = Int(row.integer(0) ?? 0) }
      let empty = try texts(
        """
        SELECT name FROM slot WHERE name NOT IN
          (SELECT slot FROM slotWidget WHERE widget IN (SELECT id FROM widget)) ORDER BY name
        """)
      // The date columns in the table's own order, the order they were added in.
      let dateColumns = Set(Oshi.Column.allCases.filter(\.isDate).map(\.name))
      let oshiColumns = try texts("SELECT name FROM pragma_table_info('oshi') ORDER BY cid")
      let dates = oshiColumns.filter(dateColumns.contains)
      // A store before v10 has no colours to check.
      let color = oshiColumns.contains("color") ? "color" : "NULL"
      var unreadable: [String] = []
      var texts: [(String, String)] = []
      let named = ["name", "shortName", "symbol"]
      try db.forEachRow(
        """
        SELECT slug, ageMode, \(color), \((dates + named).joined(separator: ", ")) FROM oshi
        ORDER BY id
        """
      ) { row in
        let slug = row.text(0) ?? ""
        for (index, column) in dates.enumerated() {
          if let value = row.text(Int32(3 + index)), EventDate(iso: value) == nil {
            unreadable.append("oshi.\(column) of \(slug): \(value)")
          }
        }
        if AgeMode(row.text(1) ?? "") == nil {
          unreadable.append("oshi.ageMode of \(slug): \(row.text(1) ?? "null")")
        }
        if let value = row.text(2), OshiColor(hex: value) == nil {
          unreadable.append("oshi.color of \(slug): \(value)")
        }
        texts.append(("oshi slug", slug))
        for (index, column) in named.enumerated() {
          if let value = row.text(Int32(3 + dates.count + index)) {
            texts.append(("oshi.\(column) of \(slug)", value))
          }
        }
      }
      try db.forEachRow(
        """
        SELECT id, kind, countStyle, leapDay, years, date, label FROM widget
        ORDER BY position, id
        """
      ) { row in
        let id = row.text(0) ?? ""
        let kind = row.text(1)
        for (index, column, known) in [
          (1, "kind", WidgetKind(rawValue: kind ?? "") != nil),
          (2, "countStyle", CountStyle(rawValue: row.text(2) ?? "") != nil),
          (3, "leapDay", LeapDayRule(rawValue: row.text(3) ?? "") != nil),
          (4, "years", YearStyle(rawValue: row.text(4) ?? "") != nil),
        ] where !known {
          unreadable.append("widget.\(column) of \(id): \(row.text(Int32(index)) ?? "null")")
        }
        let date = row.text(5)
        if let date, EventDate(iso: date) == nil {
          unreadable.append("widget.date of \(id): \(date)")
        }
        // A kind whose widgets have a date of their own cannot count without it.
        if let kind = kind.flatMap(WidgetKind.init(rawValue:)), kind.facts.date == .own,
          date == nil
        {
          unreadable.append("widget.date of \(id): a \(kind.rawValue) widget without a date")
        }
        texts.append(("widget id", id))
        if let label = row.text(6) { texts.append(("widget.label of \(id)", label)) }
      }
      try db.forEachRow("SELECT name, family FROM slot ORDER BY name") { row in
        let name = row.text(0) ?? ""
        texts.append(("slot name", name))
        if Family(rawValue: row.text(1) ?? "") == nil {
          unreadable.append("slot.family of \(name): \(row.text(1) ?? "null")")
        }
      }
      let applied = known.filter(appliedSet.contains)
      return StoreHealth(
        integrity: integrity, appliedMigrations: applied, orphanWidgets: orphans,
        danglingSlotEntries: dangling, emptySlots: empty, unreadableValues: unreadable, texts: texts
      )
    }
  }

  /// Deletes widgets whose oshi is gone and slot entries that name nothing.
  ///
  /// It also replaces stored texts by the cleaned forms given (old → new, per place).
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
