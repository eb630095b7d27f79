import OshiCore

/// A column of a stored table, named once: its position in every selection (its raw
/// value, which the decoders read by), its name, and the type it is read as.
///
/// The raw read asks SQLite's C API for each column as text or as an integer, and SQLite
/// converts a value planted with another type (a number in a text column) as `CAST`
/// would. GRDB's `Row` keeps the stored type instead, so GRDB's selection casts each
/// column to the type the decoder reads: both reads then see the same values.
package protocol StoredColumn: RawRepresentable, CaseIterable, Sendable
where RawValue == Int32 {
  /// The column's name in the table.
  var name: String { get }
  /// Whether the column is read as an integer (`INTEGER`) rather than as text (`TEXT`).
  var isInteger: Bool { get }
  /// What a read selects for the column: its name, or an expression for a value read
  /// with the row and never written.
  var selection: String { get }
  /// Whether a record writes the column: false for one only read (``selection``).
  var isWritten: Bool { get }
}

extension StoredColumn {
  package var selection: String { name }
  package var isWritten: Bool { true }

  /// The type the column is read as: `INTEGER` or `TEXT`.
  package var type: String { isInteger ? "INTEGER" : "TEXT" }
}

/// A table's columns as every read selects them, in the order of the table's
/// ``StoredColumn`` cases, which the decoder reads by and GRDB's records write (OshiStore).
package struct StoredColumns: Sendable {
  /// The columns, what a read selects for each, and the type each is read as.
  package let columns: [(name: String, selection: String, type: String)]

  /// The columns of `column`'s table, in their order.
  package init<Column: StoredColumn>(_ column: Column.Type) {
    var columns: [(name: String, selection: String, type: String)] = []
    for (position, column) in Column.allCases.enumerated() {
      precondition(Int(column.rawValue) == position, "a column's raw value is its position")
      columns.append((column.name, column.selection, column.type))
    }
    self.columns = columns
  }

  /// The selection for the raw read: `id, slug, …`.
  package var sql: String {
    // Concatenated by hand: the first `joined(separator:)` of a process looks up its
    // generic conformances across the whole static binary, on every status bar's call.
    var sql = ""
    for (name, selection, _) in columns {
      if !sql.isEmpty { sql += ", " }
      sql += selection
      if selection != name { sql += " AS " + name }
    }
    return sql
  }
}

extension StoredRow {
  /// The text in `column`, or nil when it is NULL.
  @inline(__always)
  package func text(_ column: some StoredColumn) -> String? { text(column.rawValue) }

  /// The integer in `column`, or nil when it is NULL.
  @inline(__always)
  package func integer(_ column: some StoredColumn) -> Int64? { integer(column.rawValue) }

  /// The boolean in `column`: false when it is NULL or 0.
  @inline(__always)
  package func bool(_ column: some StoredColumn) -> Bool { bool(column.rawValue) }

  /// The stored date in `column`, or nil when it is NULL or not a date.
  @inline(__always)
  package func eventDate(_ column: some StoredColumn) -> EventDate? {
    eventDate(column.rawValue)
  }

  /// The case of `T` spelled by the text in `column`; nil when it is NULL or no case
  /// matches.
  @inline(__always)
  package func value<T>(_ column: some StoredColumn, _ spellings: StoredSpellings<T>) -> T? {
    value(column.rawValue, spellings)
  }
}

extension Oshi {
  /// The columns of the `oshi` table that every read selects, in this order: the oshi's
  /// own columns, then one for each of its dates (``OshiDate``), named after it.
  package enum Column: StoredColumn {
    case id, slug, name, shortName, symbol, isGroup, groupId, ageMode, isPrivate
    case stopsFollowing, hiatusFrom, hiatusUntil, color
    /// The colour of the oshi's group: read with the oshi, never written
    /// (``isWritten``).
    case groupColor
    /// The column of one of the oshi's dates.
    case date(OshiDate)

    /// The columns before the dates, in their order.
    private static let own: [Column] = [
      .id, .slug, .name, .shortName, .symbol, .isGroup, .groupId, .ageMode, .isPrivate,
      .stopsFollowing, .hiatusFrom, .hiatusUntil, .color, .groupColor,
    ]

    package static let allCases: [Column] = own + OshiDate.allCases.map(Column.date)

    package init?(rawValue: Int32) {
      guard rawValue >= 0, Int(rawValue) < Column.allCases.count else { return nil }
      self = Column.allCases[Int(rawValue)]
    }

    /// The column's position in every selection.
    @inline(__always)
    package var rawValue: Int32 {
      switch self {
      case .id: 0
      case .slug: 1
      case .name: 2
      case .shortName: 3
      case .symbol: 4
      case .isGroup: 5
      case .groupId: 6
      case .ageMode: 7
      case .isPrivate: 8
      case .stopsFollowing: 9
      case .hiatusFrom: 10
      case .hiatusUntil: 11
      case .color: 12
      case .groupColor: 13
      case .date(let date): 14 + Int32(date.rawValue)
      }
    }

    package var name: String {
      switch self {
      case .id: "id"
      case .slug: "slug"
      case .name: "name"
      case .shortName: "shortName"
      case .symbol: "symbol"
      case .isGroup: "isGroup"
      case .groupId: "groupId"
      case .ageMode: "ageMode"
      case .isPrivate: "isPrivate"
      case .stopsFollowing: "stopsFollowing"
      case .hiatusFrom: "hiatusFrom"
      case .hiatusUntil: "hiatusUntil"
      case .color: "color"
      case .groupColor: "groupColor"
      case .date(let date): date.name
      }
    }

    package var selection: String {
      switch self {
      // Looked up by the group's row id, the table's key, and only for a member without
      // a colour of its own: every other row costs SQLite two comparisons.
      case .groupColor:
        """
        CASE WHEN color IS NULL AND groupId IS NOT NULL
        THEN (SELECT g.color FROM oshi AS g WHERE g.id = oshi.groupId) END
        """
      default: name
      }
    }

    package var isWritten: Bool { self != .groupColor }

    package var isInteger: Bool {
      switch self {
      case .id, .isGroup, .groupId, .isPrivate, .stopsFollowing: true
      default: false
      }
    }

    /// Whether the column holds a date (`YYYY-MM-DD` or `--MM-DD`), which `oshi doctor`
    /// checks.
    package var isDate: Bool {
      switch self {
      case .date, .hiatusFrom, .hiatusUntil: true
      default: false
      }
    }
  }

  /// The columns ``init(stored:)`` reads, in its order.
  package static let stored = StoredColumns(Column.self)

  /// The oshi in a row of ``stored``'s columns.
  ///
  /// A value oshi cannot read (a date that is not one) reads as missing, and `oshi doctor` reports
  /// it.
  package init(stored row: some StoredRow) {
    typealias C = Column
    self.init(
      id: row.integer(C.id), slug: row.text(C.slug) ?? "", name: row.text(C.name) ?? "",
      shortName: row.text(C.shortName), symbol: row.text(C.symbol), isGroup: row.bool(C.isGroup),
      groupID: row.integer(C.groupId), stopsFollowing: row.bool(C.stopsFollowing),
      hiatus: row.eventDate(C.hiatusFrom).map {
        Hiatus(from: $0, until: row.eventDate(C.hiatusUntil))
      },
      ageMode: row.text(C.ageMode).flatMap(AgeMode.init) ?? .real,
      isPrivate: row.bool(C.isPrivate), color: row.text(C.color).flatMap(OshiColor.init(hex:)))
    groupColor = row.text(C.groupColor).flatMap(OshiColor.init(hex:))
    // One by one, not over `OshiDate.allCases`, which would make an array for every row.
    dates[.joined] = row.eventDate(C.date(.joined))
    dates[.birthday] = row.eventDate(C.date(.birthday))
    dates[.debut] = row.eventDate(C.date(.debut))
    dates[.since] = row.eventDate(C.date(.since))
    dates[.formed] = row.eventDate(C.date(.formed))
    dates[.graduated] = row.eventDate(C.date(.graduated))
  }
}

extension Widget {
  /// The columns of the `widget` table that every read selects, in this order.
  package enum Column: Int32, StoredColumn {
    case id, oshiId, kind, date, label, once, countStyle, leapDay, isPrivate, years, breakdown

    package var name: String {
      switch self {
      case .id: "id"
      case .oshiId: "oshiId"
      case .kind: "kind"
      case .date: "date"
      case .label: "label"
      case .once: "once"
      case .countStyle: "countStyle"
      case .leapDay: "leapDay"
      case .isPrivate: "isPrivate"
      case .years: "years"
      case .breakdown: "breakdown"
      }
    }

    package var isInteger: Bool {
      switch self {
      case .oshiId, .once, .isPrivate, .breakdown: true
      default: false
      }
    }
  }

  /// The columns ``init(stored:)`` reads, in its order.
  package static let stored = StoredColumns(Column.self)

  /// The order of every list of widgets: by oshi, then as the fan added them.
  ///
  /// The index `widget_list` holds them in this order with every column of ``stored``, so
  /// SQLite reads the list from it alone, without sorting and without the table.
  package static let order = "ORDER BY oshiId, position, id"

  /// The widget in a row of ``stored``'s columns.
  ///
  /// A kind, count style or leap-day rule oshi cannot read falls back to `custom`, the kind's
  /// default and `feb28`.
  package init(stored row: some StoredRow) {
    typealias C = Column
    self.init(
      id: row.text(C.id) ?? "", oshiID: row.integer(C.oshiId) ?? 0,
      kind: row.value(C.kind, storedWidgetKinds) ?? .custom, date: row.eventDate(C.date),
      label: row.text(C.label), once: row.bool(C.once),
      countStyle: row.value(C.countStyle, storedCountStyles),
      leapDay: row.value(C.leapDay, storedLeapDayRules) ?? .feb28,
      isPrivate: row.bool(C.isPrivate), years: row.value(C.years, storedYearStyles) ?? .completed,
      showsBreakdown: row.bool(C.breakdown))
  }
}
