import Foundation
import GRDB
import OshiCore

/// The store of oshis, widgets, slots and settings: one SQLite file.
///
/// Reads go through SQLite's C API on a connection of the store's own (``Connection``),
/// and writes through GRDB, which owns the schema: like GRDB's `AppDatabase`, the store
/// migrates when it is opened, and GRDB's queue is opened when the first write needs it.
/// The queue uses SQLite's default rollback-journal mode with a busy timeout: our
/// transactions are tiny, a reader never changes the file (a store that is refused stays
/// byte for byte as it was), and no `-wal`/`-shm` files are left beside the user's data.
public struct Store: Sendable {
  /// The path of the database file (a URI for a store in memory).
  public let path: String
  /// The connection every read goes through.
  let connection: Connection
  /// GRDB's queue, for the writes.
  private let queue: LazyQueue
  /// The settings as they were when the store was opened, read in the same transaction
  /// as the schema check: a status bar's call then reads the store only once more.
  public let settingsAtOpen: [String: String]

  /// How long a command waits for another process's write before it gives up.
  static let busyTimeout: TimeInterval = 10

  /// Opens the store at `path`, creating it (mode 0600, its folder 0700) when missing.
  ///
  /// A command that only reads passes `creating: false`: a mistyped path is then an
  /// error, not a new empty store (under cron, an empty bar and no error at all).
  public static func open(path: String, creating: Bool = true) throws(StoreError) -> Store {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
    if !exists && !creating { throw .missing(path: path) }
    if exists {
      if isDirectory.boolValue { throw .notAStore(path: path, reason: "it is a folder") }
      var status = stat()
      if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        throw .notAStore(
          path: path,
          reason: "it is a device or a pipe, not a file; give the path of a file, such as /tmp/oshi.sqlite for a throwaway store"
        )
      }
      guard manager.isReadableFile(atPath: path) else {
        throw .unreadable(path: path, reason: "permission denied")
      }
    } else {
      // The folder is the path up to its last slash, or the current one.
      let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
      try createFolder(folder.isEmpty ? "/" : folder)
      // Create the file owner-only before SQLite opens it: SQLite's journal files
      // then inherit the same mode.
      let fd = Foundation.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
      if fd < 0 {
        throw .unwritable(path: path, reason: String(cString: strerror(errno)))
      }
      close(fd)
    }
    do {
      return try Store(path: path) { try DatabaseQueue(path: path, configuration: $0) }
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, error)
    }
  }

  /// An empty store in memory, for tests and the demo: a database that the store's two
  /// connections share by name while it is open.
  public static func inMemory() throws(StoreError) -> Store {
    let name = "oshi-\(UUID().uuidString)"
    do {
      return try Store(path: "file:\(name)?mode=memory&cache=shared") {
        try DatabaseQueue(named: name, configuration: $0)
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: ":memory:", error)
    }
  }

  /// Opens the store at `path`, refusing one from a newer schema and migrating an older
  /// one with the queue `open` makes.
  private init(
    path: String, open: @escaping @Sendable (Configuration) throws -> DatabaseQueue
  ) throws {
    self.path = path
    connection = try Connection(path: path)
    queue = LazyQueue {
      var configuration = Configuration()
      configuration.busyMode = .timeout(Store.busyTimeout)
      configuration.label = "oshi"
      return try open(configuration)
    }
    let migrator = Store.migrator
    let (superseded, complete, settings) = try connection.read { db in
      // What GRDB's hasBeenSuperseded and hasCompletedMigrations decide, from one read
      // of the applied identifiers instead of two. Reading the schema first turns a file
      // that is not SQLite into a clear error before anything is written.
      let applied = try Store.appliedMigrations(db)
      let known = migrator.migrations
      let complete = known.last.map(applied.contains) ?? true
      return (
        applied.contains { !known.contains($0) }, complete,
        complete ? try Store.readSettings(db) : [:]
      )
    }
    if superseded {
      throw StoreError.newerSchema(path: path)
    }
    if !complete {
      // A store being created has no settings yet.
      try migrator.migrate(try queue.get())
    }
    settingsAtOpen = settings
  }

  /// GRDB's queue, opened at the first call.
  var writer: any DatabaseWriter {
    get throws { try queue.get() }
  }

  /// The identifiers of the migrations applied to the store, as GRDB's
  /// `appliedIdentifiers` reads them, but with SQLite's C API: GRDB's generic fetch
  /// looks up type metadata on every start (BENCHMARKS.md, "What was changed").
  ///
  /// As GRDB does, the table is read first, and looked for only when that fails: a store
  /// being created has none yet.
  static func appliedMigrations(_ db: some RowSource) throws -> [String] {
    var identifiers: [String] = []
    do {
      try db.forEachRow("SELECT identifier FROM grdb_migrations") { row in
        if let identifier = row.text(0) { identifiers.append(identifier) }
      }
    } catch {
      var recorded = false
      try db.forEachRow(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'"
      ) { _ in recorded = true }
      if recorded { throw error }
    }
    return identifiers
  }

  /// SQLite's file change counter (header bytes 24–27), which every committed write
  /// transaction increments in rollback-journal mode; nil for a store in memory.
  ///
  /// `refresh` compares it with the one it saw last, to skip rendering when the store
  /// has not changed since.
  public func changeCounter() -> UInt32? {
    Store.changeCounter(path: path)
  }

  /// The change counter of the store file at `path`, read without opening it as a
  /// database; nil when it cannot be read.
  public static func changeCounter(path: String) -> UInt32? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: 24)) != nil, let bytes = try? handle.read(upToCount: 4),
      bytes.count == 4
    else { return nil }
    return bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func createFolder(_ folder: String) throws(StoreError) {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
      if !isDirectory.boolValue {
        throw .unwritable(path: folder, reason: "it is not a folder")
      }
      return
    }
    do {
      try manager.createDirectory(
        atPath: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .unwritable(path: folder, reason: "cannot create the folder")
    }
  }
}

/// A queue opened the first time it is asked for, once, whichever thread asks.
private final class LazyQueue: @unchecked Sendable {
  // Unchecked: `opened` is read and written under `lock` only.
  private let lock = NSLock()
  private var opened: DatabaseQueue?
  private let open: @Sendable () throws -> DatabaseQueue

  init(_ open: @escaping @Sendable () throws -> DatabaseQueue) {
    self.open = open
  }

  func get() throws -> DatabaseQueue {
    try lock.withLock {
      if let opened { return opened }
      let queue = try open()
      opened = queue
      return queue
    }
  }
}
