import GRDB

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
    let statement = try makeStatement(sql: sql)
    try statement.setArguments(arguments)
    let columns = RawColumns(statement: statement.sqliteStatement)
    while true {
      switch sqlite3_step(statement.sqliteStatement) {
      case SQLITE_ROW: try body(columns)
      case SQLITE_DONE: return
      case let code:
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code),
          message: String(cString: sqlite3_errmsg(sqliteConnection)),
          sql: sql)
      }
    }
  }
}
