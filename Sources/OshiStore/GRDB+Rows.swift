import GRDB
import OshiStoreCore

extension Database: RowSource {
  package var sqliteHandle: OpaquePointer {
    get throws {
      // GRDB hands a `Database` only to a closure it runs on an open connection, so this
      // refuses only a `Database` kept after its closure, as SQLite refuses a closed one.
      guard let sqliteConnection else {
        throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the connection is closed")
      }
      return sqliteConnection
    }
  }
}

extension Row: StoredRow {
  package func text(_ index: Int32) -> String? {
    // GRDB reads text with String(cString:), as RawColumns does: up to the first NUL.
    guard case .string(let text) = (self[Int(index)] as DatabaseValue).storage else { return nil }
    return text
  }

  package func withText<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
    guard var text = text(index) else { return nil }
    return text.withUTF8(body)
  }

  package func integer(_ index: Int32) -> Int64? {
    guard case .int64(let value) = (self[Int(index)] as DatabaseValue).storage else { return nil }
    return value
  }
}
