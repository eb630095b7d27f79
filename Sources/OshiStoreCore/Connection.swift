#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the store's reads run: a connection SQLite's C API can step statements on.
///
/// The store's own ``Connection`` is one; GRDB's `Database` is another, inside a write
/// transaction that reads before it writes. Rows are decoded by the same ``StoredRow``
/// code either way.
package protocol RowSource {
  /// The connection's handle.
  ///
  /// Throws when there is none: GRDB's `Database` has none once it is closed.
  var sqliteHandle: OpaquePointer { get throws }
}

extension RowSource {
  /// Runs `sql` and calls `body` with each row's columns.
  package func forEachRow(_ sql: String, _ body: (RawColumns) throws -> Void) throws {
    let rows = try RowCursor(self, sql)
    while let row = try rows.next() { try body(row) }
  }
}

/// The store's connection for reading, opened with SQLite's C API alone.
///
/// Every read of the store goes through it. GRDB's queue, which the writes and the
/// migrations go through, is opened only when something is written: a status bar's
/// `render` then never starts GRDB, whose start (its queue, its statement authorizer, the
/// generic types it instantiates) cost more than reading a thousand widgets
/// (docs/perf-history.md#reads-without-grdb).
package final class Connection: RowSource, @unchecked Sendable {
  // Unchecked: the handle is used inside `read` only, which holds `lock`. The connection
  // is opened without SQLite's own mutex, which took a lock on every column read.

  package let sqliteHandle: OpaquePointer
  private let lock = Lock()

  /// Opens the database at `path`, which exists: SQLite's own file name or an in-memory URI.
  ///
  /// Nothing is read until the first statement runs.
  package init(path: String) throws {
    var handle: OpaquePointer?
    let status = sqlite3_open_v2(
      path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, nil)
    guard status == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_close_v2(handle)
      throw SQLiteFailure(code: status, message: message)
    }
    sqliteHandle = handle
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, Int32(Store.busyTimeout * 1000))
    // Reads walk the tables in order, and the system keeps the file's pages cached: a
    // small cache of SQLite's own recycles its page buffers instead of growing the heap
    // by a page for every page read (docs/perf-history.md#lean-binary).
    sqlite3_exec(handle, "PRAGMA cache_size = 32", nil, nil, nil)
  }

  deinit {
    sqlite3_close_v2(sqliteHandle)
  }

  /// Runs `body` in one read transaction: every statement in it sees the same store.
  package func read<T>(_ body: (Connection) throws -> T) throws -> T {
    try lock.withLock { try transaction(body) }
  }

  private func transaction<T>(_ body: (Connection) throws -> T) throws -> T {
    try execute("BEGIN")
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  private func execute(_ sql: String) throws {
    let status = sqlite3_exec(sqliteHandle, sql, nil, nil, nil)
    guard status == SQLITE_OK else { throw Connection.error(status, on: sqliteHandle, sql: sql) }
  }

  /// The error of a call that returned `status` on `handle`, with SQLite's extended code,
  /// so that ``StoreError`` maps it as it maps GRDB's, whichever connection failed.
  package static func error(_ status: Int32, on handle: OpaquePointer?, sql: String)
    -> SQLiteFailure
  {
    let code = handle.map { sqlite3_extended_errcode($0) } ?? status
    return SQLiteFailure(
      code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) }, sql: sql)
  }
}

/// A failure SQLite's C API reported: its extended result code and message.
package struct SQLiteFailure: Error, CustomStringConvertible {
  package let code: Int32
  package let message: String?
  package var sql: String?

  package init(code: Int32, message: String?, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  package var description: String {
    "SQLite error \(code): \(message ?? "")" + (sql.map { " - while executing `\($0)`" } ?? "")
  }
}

/// A mutex of the C library's, for the few places that need one without Foundation.
package final class Lock: @unchecked Sendable {
  // Unchecked: the mutex is only used through pthread's calls, which synchronise.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
