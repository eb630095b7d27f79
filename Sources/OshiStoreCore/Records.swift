import OshiCore

/// A table's columns as every read selects them, in one order, which the decoder reads by
/// position and GRDB's records write (OshiStore).
///
/// The raw read asks SQLite's C API for each column as text or as an integer, and SQLite
/// converts a value planted with another type (a number in a text column) as `CAST`
/// would. GRDB's `Row` keeps the stored type instead, so GRDB's selection casts each
/// column to the type the decoder reads: both reads then see the same values.
package struct StoredColumns: Sendable {
  /// The columns and the type each is read as.
  package let columns: [(name: String, type: String)]

  /// The selection for the raw read: `id, slug, …`.
  package var sql: String {
    // Concatenated by hand: the first `joined(separator:)` of a process looks up its
    // generic conformances across the whole static binary, on every status bar's call.
    var sql = ""
    for (name, _) in columns {
      if !sql.isEmpty { sql += ", " }
      sql += name
    }
    return sql
  }
}

extension Oshi {
  /// The columns ``init(stored:)`` reads, in its order.
  package static let stored = StoredColumns(columns: [
    ("id", "INTEGER"), ("slug", "TEXT"), ("name", "TEXT"), ("shortName", "TEXT"),
    ("symbol", "TEXT"), ("isGroup", "INTEGER"), ("groupId", "INTEGER"), ("birthday", "TEXT"),
    ("debut", "TEXT"), ("since", "TEXT"), ("ageMode", "TEXT"), ("isPrivate", "INTEGER"),
    ("formed", "TEXT"), ("graduated", "TEXT"), ("stopsFollowing", "INTEGER"),
    ("hiatusFrom", "TEXT"), ("hiatusUntil", "TEXT"), ("joined", "TEXT"),
  ])

  /// The oshi in a row of ``stored``'s columns. A value oshi cannot read (a date that is
  /// not one) reads as missing, and `oshi doctor` reports it.
  package init(stored row: some StoredRow) {
    self.init(
      id: row.integer(0), slug: row.text(1) ?? "", name: row.text(2) ?? "",
      shortName: row.text(3), symbol: row.text(4), isGroup: row.bool(5), groupID: row.integer(6),
      birthday: row.eventDate(7), debut: row.eventDate(8), since: row.eventDate(9),
      joined: row.eventDate(17), formed: row.eventDate(12), graduated: row.eventDate(13),
      stopsFollowing: row.bool(14),
      hiatus: row.eventDate(15).map { Hiatus(from: $0, until: row.eventDate(16)) },
      ageMode: row.text(10).flatMap(AgeMode.init) ?? .real, isPrivate: row.bool(11))
  }
}

extension Widget {
  /// The columns ``init(stored:)`` reads, in its order.
  package static let stored = StoredColumns(columns: [
    ("id", "TEXT"), ("oshiId", "INTEGER"), ("kind", "TEXT"), ("date", "TEXT"), ("label", "TEXT"),
    ("once", "INTEGER"), ("countStyle", "TEXT"), ("leapDay", "TEXT"), ("isPrivate", "INTEGER"),
    ("years", "TEXT"), ("breakdown", "INTEGER"),
  ])

  /// The order of every list of widgets: by oshi, then as the fan added them. The index
  /// `widget_list` holds them in this order with every column of ``stored``,
  /// so SQLite reads the list from it alone, without sorting and without the table.
  package static let order = "ORDER BY oshiId, position, id"

  /// The widget in a row of ``stored``'s columns. A kind, count style or leap-day rule
  /// oshi cannot read falls back to `custom`, the kind's default and `feb28`.
  package init(stored row: some StoredRow) {
    self.init(
      id: row.text(0) ?? "", oshiID: row.integer(1) ?? 0,
      kind: row.value(2, storedWidgetKinds) ?? .custom, date: row.eventDate(3),
      label: row.text(4), once: row.bool(5), countStyle: row.value(6, storedCountStyles),
      leapDay: row.value(7, storedLeapDayRules) ?? .feb28, isPrivate: row.bool(8),
      years: row.value(9, storedYearStyles) ?? .completed, showsBreakdown: row.bool(10))
  }
}
