import OshiCore

#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// One row's columns, by position, as the store's selections cast them: each column is
/// text, an integer or NULL.
///
/// Two kinds of row conform: ``RawColumns``, read with SQLite's C API while rendering
/// every widget, and GRDB's `Row`, which records are fetched through. ``Oshi`` and
/// ``Widget`` are decoded from either by the same initializer, so the two reads cannot
/// drift apart.
package protocol StoredRow {
  /// The text in column `index` up to its first NUL, or nil when it is NULL.
  func text(_ index: Int32) -> String?
  /// `body` applied to the UTF-8 bytes of the text in column `index` up to its first NUL;
  /// nil when the column is NULL.
  func withText<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T?
  /// The integer in column `index`, or nil when it is NULL.
  func integer(_ index: Int32) -> Int64?
  /// The boolean in column `index`: false when it is NULL or 0.
  func bool(_ index: Int32) -> Bool
}

extension StoredRow {
  package func bool(_ index: Int32) -> Bool {
    (integer(index) ?? 0) != 0
  }

  /// The stored date in column `index`, or nil when it is NULL or not a date.
  package func eventDate(_ index: Int32) -> EventDate? {
    withText(index, EventDate.init(isoUTF8:))
  }

  /// The case of `T` spelled by the text in column `index`; nil when it is NULL or no
  /// case matches.
  package func value<T>(_ index: Int32, _ spellings: StoredSpellings<T>) -> T? {
    withText(index, spellings.value(of:))
  }
}

/// Rows read one at a time, in order: a statement's (``RowCursor``) or a copy's
/// (``CopiedRows``).
package protocol RowStream {
  associatedtype Row: StoredRow
  /// What stepping may throw: SQLite's failures, or `Never` for a copy's rows.
  associatedtype Failure: Error
  /// The next row, valid until the next call, or nil after the last.
  mutating func next() throws(Failure) -> Row?
}

/// The columns of the current row of a statement, read with SQLite's C API.
///
/// Rendering every widget reads every row of the store, and GRDB's `Row` costs more per
/// row than the C calls it makes (docs/perf-history.md#callgrind-rounds).
package struct RawColumns: StoredRow {
  let statement: OpaquePointer

  package func text(_ index: Int32) -> String? {
    guard let text = sqlite3_column_text(statement, index) else { return nil }
    return String(cString: text)
  }

  package func withText<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
    guard let text = sqlite3_column_text(statement, index) else { return nil }
    let count = Int(sqlite3_column_bytes(statement, index))
    var length = 0
    while length < count && text[length] != 0 { length += 1 }
    return body(UnsafeBufferPointer(start: text, count: length))
  }

  package func integer(_ index: Int32) -> Int64? {
    sqlite3_column_type(statement, index) == SQLITE_NULL
      ? nil : sqlite3_column_int64(statement, index)
  }

  /// One call instead of ``integer(_:)``'s two: SQLite reads NULL as 0.
  package func bool(_ index: Int32) -> Bool {
    sqlite3_column_int64(statement, index) != 0
  }

  /// The bytes of the blob in column `index`, or nil when it is NULL.
  package func bytes(_ index: Int32) -> [UInt8]? {
    guard sqlite3_column_type(statement, index) != SQLITE_NULL else { return nil }
    let count = Int(sqlite3_column_bytes(statement, index))
    guard count > 0, let blob = sqlite3_column_blob(statement, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: blob, count: count))
  }
}

/// The rows of a statement, stepped one at a time with SQLite's C API, so that two
/// statements may be read side by side in one transaction.
package final class RowCursor: RowStream {
  private let statement: OpaquePointer
  private let sql: String
  /// Whether the last row was read: stepping on would run the statement again.
  private var finished = false

  package init(_ db: some RowSource, _ sql: String) throws {
    let handle = try db.sqliteHandle
    var statement: OpaquePointer?
    let status = sqlite3_prepare_v3(handle, sql, -1, 0, &statement, nil)
    guard status == SQLITE_OK, let statement else {
      throw Connection.error(status, on: handle, sql: sql)
    }
    self.statement = statement
    self.sql = sql
  }

  /// A cursor over `sql` with its parameters bound, in order, to `texts`.
  package convenience init(_ db: some RowSource, _ sql: String, texts: [String]) throws {
    try self.init(db, sql)
    for (index, text) in texts.enumerated() {
      // SQLITE_TRANSIENT: SQLite copies the text.
      try check(
        sqlite3_bind_text(
          statement, Int32(index + 1), text, Int32(clamping: text.utf8.count),
          unsafeBitCast(-1, to: sqlite3_destructor_type.self)))
    }
  }

  /// A cursor over `sql` with its parameters bound, in order, to `integers`.
  package convenience init(_ db: some RowSource, _ sql: String, integers: [Int64]) throws {
    try self.init(db, sql)
    for (index, integer) in integers.enumerated() {
      try check(sqlite3_bind_int64(statement, Int32(index + 1), integer))
    }
  }

  deinit {
    sqlite3_finalize(statement)
  }

  /// How many columns each row has.
  package var columnCount: Int32 { sqlite3_column_count(statement) }

  private func check(_ status: Int32) throws {
    guard status == SQLITE_OK else {
      throw Connection.error(status, on: sqlite3_db_handle(statement), sql: sql)
    }
  }

  /// Every remaining row, each decoded by `decode`.
  package func all<Element>(_ decode: (RawColumns) -> Element) throws -> [Element] {
    var result: [Element] = []
    while let row = try next() { result.append(decode(row)) }
    return result
  }

  /// Steps to the next row: its columns, valid until the next step, or nil after the last.
  package func next() throws(any Error) -> RawColumns? {
    guard !finished else { return nil }
    switch sqlite3_step(statement) {
    case SQLITE_ROW: return RawColumns(statement: statement)
    case SQLITE_DONE:
      finished = true
      return nil
    case let status: throw Connection.error(status, on: sqlite3_db_handle(statement), sql: sql)
    }
  }
}

/// The cases of an enum stored as its raw text, matched byte for byte without making a
/// `String` per row.
///
/// The spellings and the cases are two arrays, not one of pairs: an array of
/// `([UInt8], T)` is a generic type of its own for each enum, whose metadata the runtime
/// built at the first row, 17K instructions for each of the four enums, 7% of a status
/// bar's call at 10 oshis (docs/perf-history.md#argv).
package struct StoredSpellings<T: RawRepresentable & CaseIterable & Sendable>: Sendable
where T.RawValue == String {
  /// Every case of `T`.
  private let cases = Array(T.allCases)
  /// The UTF-8 of each case's raw value, in the order of ``cases``.
  private let spellings: [[UInt8]]

  /// The spellings of every case of `T`.
  package init() {
    spellings = cases.map { Array($0.rawValue.utf8) }
  }

  /// The case spelled `bytes`, or nil.
  package func value(of bytes: UnsafeBufferPointer<UInt8>) -> T? {
    // Compared a byte at a time: the generic elementsEqual cost more than the rest of
    // reading the column, and a spelling is a few bytes.
    for (index, spelling) in spellings.enumerated() where spelling.count == bytes.count {
      let same = spelling.withUnsafeBufferPointer { spelling in
        var at = 0
        while at < bytes.count && spelling[at] == bytes[at] { at += 1 }
        return at == bytes.count
      }
      if same { return cases[index] }
    }
    return nil
  }
}

package let storedWidgetKinds = StoredSpellings<WidgetKind>()
package let storedCountStyles = StoredSpellings<CountStyle>()
package let storedLeapDayRules = StoredSpellings<LeapDayRule>()
package let storedYearStyles = StoredSpellings<YearStyle>()
