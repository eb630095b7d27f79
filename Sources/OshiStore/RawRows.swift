import Foundation
import GRDB
import OshiCore

#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// The columns of the current row of a statement, read with SQLite's C API.
///
/// Rendering every widget reads every row of the store, and GRDB's `Row` costs a few
/// thousand instructions a row more than the C calls it makes. Values are read the
/// way GRDB reads them: text up to its first NUL, booleans as integers other than 0.
struct RawColumns {
  let statement: SQLiteStatement

  /// The text in column `index`, or nil when it is NULL.
  func string(_ index: Int32) -> String? {
    guard let text = sqlite3_column_text(statement, index) else { return nil }
    return String(cString: text)
  }

  /// The UTF-8 bytes of the text in column `index` up to its first NUL, or nil when it
  /// is NULL. They live until the next step of the statement.
  func utf8(_ index: Int32) -> UnsafeBufferPointer<UInt8>? {
    guard let text = sqlite3_column_text(statement, index) else { return nil }
    let count = Int(sqlite3_column_bytes(statement, index))
    var length = 0
    while length < count && text[length] != 0 { length += 1 }
    return UnsafeBufferPointer(start: text, count: length)
  }

  /// The case of `T` spelled by the text in column `index`; nil when it is NULL or no
  /// case matches.
  func value<T>(_ index: Int32, _ spellings: StoredSpellings<T>) -> T? {
    utf8(index).flatMap(spellings.value(of:))
  }

  /// The stored date in column `index`, or nil when it is NULL or not a date.
  func eventDate(_ index: Int32) -> EventDate? {
    utf8(index).flatMap(EventDate.init(isoUTF8:))
  }

  /// The integer in column `index`, or nil when it is NULL.
  func int64(_ index: Int32) -> Int64? {
    sqlite3_column_type(statement, index) == SQLITE_NULL
      ? nil : sqlite3_column_int64(statement, index)
  }

  /// The boolean in column `index`: false when it is NULL or 0.
  func bool(_ index: Int32) -> Bool {
    sqlite3_column_int64(statement, index) != 0
  }
}

extension Database {
  /// Runs `sql` and calls `body` with each row's columns.
  func forEachRow(
    _ sql: String, arguments: StatementArguments = [], _ body: (RawColumns) throws -> Void
  ) throws {
    var rows = try RowCursor(self, sql, arguments: arguments)
    while let row = try rows.next() { try body(row) }
  }
}

/// The rows of a statement, stepped one at a time, so that two statements may be read
/// side by side in one transaction.
struct RowCursor {
  private let statement: Statement
  private let sql: String
  /// Whether the last row was read: stepping on would run the statement again.
  private var finished = false

  init(_ db: Database, _ sql: String, arguments: StatementArguments = []) throws {
    try self.init(db, unbound: sql)
    try statement.setArguments(arguments)
  }

  private init(_ db: Database, unbound sql: String) throws {
    statement = try db.makeStatement(sql: sql)
    self.sql = sql
  }

  /// A cursor over `sql` with its parameters bound, in order, to `texts`.
  ///
  /// Bound with SQLite's C API: GRDB's generic `StatementArguments` cost more than
  /// reading the row a status bar asks for.
  init(_ db: Database, _ sql: String, texts: [String]) throws {
    try self.init(db, unbound: sql)
    for (index, text) in texts.enumerated() {
      // SQLITE_TRANSIENT: SQLite copies the text.
      try check(
        sqlite3_bind_text(
          statement.sqliteStatement, Int32(index + 1), text, Int32(clamping: text.utf8.count),
          unsafeBitCast(-1, to: sqlite3_destructor_type.self)))
    }
  }

  /// A cursor over `sql` with its parameters bound, in order, to `integers`.
  init(_ db: Database, _ sql: String, integers: [Int64]) throws {
    try self.init(db, unbound: sql)
    for (index, integer) in integers.enumerated() {
      try check(sqlite3_bind_int64(statement.sqliteStatement, Int32(index + 1), integer))
    }
  }

  private func check(_ status: Int32) throws {
    guard status == SQLITE_OK else { throw error(status) }
  }

  /// The error of a call to SQLite that returned `status`.
  private func error(_ status: Int32) -> DatabaseError {
    DatabaseError(
      resultCode: ResultCode(rawValue: status),
      message: String(cString: sqlite3_errmsg(sqlite3_db_handle(statement.sqliteStatement))),
      sql: sql)
  }

  /// Steps to the next row: its columns, valid until the next step, or nil after the last.
  mutating func next() throws -> RawColumns? {
    guard !finished else { return nil }
    switch sqlite3_step(statement.sqliteStatement) {
    case SQLITE_ROW: return RawColumns(statement: statement.sqliteStatement)
    case SQLITE_DONE:
      finished = true
      return nil
    case let status: throw error(status)
    }
  }
}

/// The cases of an enum stored as its raw text, matched byte for byte without making a
/// `String` per row.
struct StoredSpellings<T: RawRepresentable & CaseIterable & Sendable>: Sendable
where T.RawValue == String {
  private let entries: [(spelling: [UInt8], value: T)] = T.allCases.map {
    (Array($0.rawValue.utf8), $0)
  }

  /// The case spelled `bytes`, or nil.
  func value(of bytes: UnsafeBufferPointer<UInt8>) -> T? {
    // memcmp: the generic elementsEqual cost more than the rest of reading the column.
    for entry in entries where entry.spelling.count == bytes.count {
      let same = entry.spelling.withUnsafeBufferPointer { spelling in
        bytes.isEmpty || memcmp(spelling.baseAddress!, bytes.baseAddress!, bytes.count) == 0
      }
      if same { return entry.value }
    }
    return nil
  }
}

let storedWidgetKinds = StoredSpellings<WidgetKind>()
let storedCountStyles = StoredSpellings<CountStyle>()
let storedLeapDayRules = StoredSpellings<LeapDayRule>()
