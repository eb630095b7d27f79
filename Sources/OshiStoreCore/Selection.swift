/// The columns a small query selects, each named by its raw value.
///
/// The query's selection is made from the cases, in their order (``columns``), and a
/// row is read by case, never by a number: no read can take one column for another.
/// The tables every widget is drawn from have ``StoredColumn``s of their own.
package protocol Selection: RawRepresentable, CaseIterable, Equatable
where RawValue == String, AllCases == [Self] {}

extension Selection {
  /// The selection: `key, value`.
  package static var columns: String {
    // Concatenated by hand, as ``StoredColumns/sql`` is, for the status bar's start.
    var sql = ""
    for column in allCases {
      if !sql.isEmpty { sql += ", " }
      sql += column.rawValue
    }
    return sql
  }

  /// The column's position in the selection.
  @inline(__always)
  package var position: Int32 {
    var index: Int32 = 0
    for column in Self.allCases {
      if column == self { return index }
      index += 1
    }
    preconditionFailure("a case of its own selection")
  }
}

extension StoredRow {
  /// The text in `column`, or nil when it is NULL.
  @inline(__always)
  package func text(_ column: some Selection) -> String? { text(column.position) }

  /// The integer in `column`, or nil when it is NULL.
  @inline(__always)
  package func integer(_ column: some Selection) -> Int64? { integer(column.position) }
}

extension RawColumns {
  /// The bytes of the blob in `column`, or nil when it is NULL.
  @inline(__always)
  package func bytes(_ column: some Selection) -> [UInt8]? { bytes(column.position) }
}
