import OshiStoreCore
import OshiWords

// The store's reads and writes live in OshiStoreCore and OshiStore; what a failure of
// theirs says to the user (OshiError) is known only here, above them.
extension Store {
  /// Everything in the store; a failure is the error the user sees.
  package func contents() throws(OshiError) -> Snapshot {
    try reading { try $0.snapshot() }
  }

  /// Runs a read or a change; a failure is the error the user sees.
  package func reading<Value>(_ body: (Store) throws -> Value) throws(OshiError) -> Value {
    do {
      return try body(self)
    } catch let error as StoreError {
      throw OshiError(error)
    } catch let error as OshiError {
      throw error
    } catch {
      throw OshiError(Words.Store.failed(path, "\(error)"), exitCode: 74)
    }
  }

  /// Runs a change; a failure is the error the user sees.
  package func change(_ body: (Store) throws -> Void) throws(OshiError) {
    try reading(body)
  }
}
