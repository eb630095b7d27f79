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
      // The one value of each row of a query that selects one.
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
      var findings = Findings()
      try findings.readOshis(db)
      try findings.readWidgets(db)
      try findings.readSlots(db)
      let (unreadable, texts) = (findings.unreadable, findings.texts)
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

/// What ``Store/health()`` finds in each table's rows: values no reader can read, and
/// every text a person typed.
private struct Findings {
  var unreadable: [String] = []
  var texts: [(String, String)] = []

  /// Each oshi's dates, age setting and colour, and its texts.
  mutating func readOshis(_ db: some RowSource) throws {
    var columns: [String] = []
    try db.forEachRow("SELECT name FROM pragma_table_info('oshi') ORDER BY cid") { row in
      columns.append(row.text(TableColumn.name) ?? "")
    }
    // The date columns in the table's own order, the order they were added in.
    let dateColumns = Set(Oshi.Column.allCases.filter(\.isDate).map(\.name))
    let dates = columns.filter(dateColumns.contains)
    let named = ["name", "shortName", "symbol"]
    let selected = ["slug", "ageMode", "color"] + dates + named
    // A store before v10 has no colours to check.
    let selection = selected.map { $0 == "color" && !columns.contains($0) ? "NULL AS color" : $0 }
    func position(_ name: String) -> Int32 { Int32(selected.firstIndex(of: name) ?? 0) }
    try db.forEachRow(
      "SELECT \(selection.joined(separator: ", ")) FROM oshi ORDER BY id"
    ) { row in
      let slug = row.text(position("slug")) ?? ""
      for column in dates {
        if let value = row.text(position(column)), EventDate(iso: value) == nil {
          unreadable.append("oshi.\(column) of \(slug): \(value)")
        }
      }
      let age = row.text(position("ageMode"))
      if AgeMode(age ?? "") == nil {
        unreadable.append("oshi.ageMode of \(slug): \(age ?? "null")")
      }
      if let value = row.text(position("color")), OshiColor(hex: value) == nil {
        unreadable.append("oshi.color of \(slug): \(value)")
      }
      texts.append(("oshi slug", slug))
      for column in named {
        if let value = row.text(position(column)) {
          texts.append(("oshi.\(column) of \(slug)", value))
        }
      }
    }
  }

  /// Each widget's kind, styles and date, and its texts.
  mutating func readWidgets(_ db: some RowSource) throws {
    typealias Column = WidgetCheckColumn
    try db.forEachRow("SELECT \(Column.columns) FROM widget ORDER BY position, id") { row in
      let id = row.text(Column.id) ?? ""
      let kind = row.text(Column.kind)
      for (column, known) in [
        (Column.kind, WidgetKind(rawValue: kind ?? "") != nil),
        (.countStyle, CountStyle(rawValue: row.text(Column.countStyle) ?? "") != nil),
        (.leapDay, LeapDayRule(rawValue: row.text(Column.leapDay) ?? "") != nil),
        (.years, YearStyle(rawValue: row.text(Column.years) ?? "") != nil),
      ] where !known {
        unreadable.append("widget.\(column.rawValue) of \(id): \(row.text(column) ?? "null")")
      }
      let date = row.text(Column.date)
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
      if let label = row.text(Column.label) { texts.append(("widget.label of \(id)", label)) }
    }
  }

  /// Each slot's family, and its name.
  mutating func readSlots(_ db: some RowSource) throws {
    typealias Column = SlotCheckColumn
    try db.forEachRow("SELECT \(Column.columns) FROM slot ORDER BY name") { row in
      let name = row.text(Column.name) ?? ""
      texts.append(("slot name", name))
      if Family(rawValue: row.text(Column.family) ?? "") == nil {
        unreadable.append("slot.family of \(name): \(row.text(Column.family) ?? "null")")
      }
    }
  }
}

/// The columns of SQLite's `pragma_table_info` that the check reads.
private enum TableColumn: String, Selection { case name }

/// The columns of a widget that the check reads.
private enum WidgetCheckColumn: String, Selection {
  case id, kind, countStyle, leapDay, years, date, label
}

/// The columns of a slot that the check reads.
private enum SlotCheckColumn: String, Selection { case name, family }
