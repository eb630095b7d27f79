import OshiStoreCore
import OshiWords

extension Store {
  /// Everything in the store; a failure is the error the user sees.
  package func contents() throws(OshiError) -> Snapshot {
    do {
      return try snapshot()
    } catch {
      throw OshiError(error)
    }
  }

  /// Runs a change; a failure is the error the user sees.
  package func change(_ body: (Store) throws -> Void) throws(OshiError) {
    do {
      try body(self)
    } catch let error as StoreError {
      throw OshiError(error)
    } catch let error as OshiError {
      throw error
    } catch {
      throw OshiError(Words.Store.failed(path, "\(error)"), exitCode: 74)
    }
  }
}
