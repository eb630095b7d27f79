import Foundation
import GRDB
import OshiStoreCore

extension Store {
  /// Opens the store at `path`, creating it (mode 0600, its folder 0700) when missing,
  /// and migrating one made by an older oshi with GRDB.
  ///
  /// A command that only reads passes `creating: false`: a mistyped path is then an
  /// error, not a new empty store (under cron, an empty bar and no error at all).
  public static func open(path: String, creating: Bool = true) throws(StoreError) -> Store {
    try open(path: path, creating: creating, upgrade: Store.migrate)
  }

  /// Migrates a store to the current schema with GRDB's migrator.
  public static let migrate: Upgrade = { store in try Store.migrator.migrate(try store.writer) }

  /// An empty store in memory, for tests and the demo: a database that the store's two
  /// connections share by name while it is open.
  public static func inMemory() throws(StoreError) -> Store {
    let name = "oshi-\(UUID().uuidString)"
    do {
      return try Store(
        path: "file:\(name)?mode=memory&cache=shared", memoryName: name, upgrade: Store.migrate)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: ":memory:", grdb: error)
    }
  }

  /// GRDB's queue, opened at the first call.
  var writer: any DatabaseWriter {
    get throws {
      try writerSlot.get { () throws -> DatabaseQueue in
        var configuration = Configuration()
        configuration.busyMode = .timeout(Store.busyTimeout)
        configuration.label = "oshi"
        if let memoryName {
          return try DatabaseQueue(named: memoryName, configuration: configuration)
        }
        return try DatabaseQueue(path: path, configuration: configuration)
      }
    }
  }
}

extension StoreError {
  /// Maps a GRDB error on `path` as a failure of the store's own connection is mapped.
  init(path: String, grdb error: any Error) {
    if let error = error as? DatabaseError {
      self.init(path: path, code: error.extendedResultCode.rawValue, message: error.message)
    } else {
      self.init(path: path, error)
    }
  }
}
