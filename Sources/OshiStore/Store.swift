import Foundation
import GRDB
import OshiCore

/// The store of oshis, widgets, slots and settings: one SQLite file through GRDB.
///
/// Like GRDB's `AppDatabase`, it owns one writer and migrates when it is created.
/// It uses a `DatabaseQueue` in SQLite's default rollback-journal mode with a busy
/// timeout: our transactions are tiny, a reader never changes the file (a store that
/// is refused stays byte for byte as it was), and no `-wal`/`-shm` files are left
/// beside the user's data.
public struct Store: Sendable {
  /// Access to the database.
  let writer: any DatabaseWriter
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
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "oshi"
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      return try Store(queue)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, error)
    }
  }

  /// An empty store in memory, for tests and the demo.
  public static func inMemory() throws(StoreError) -> Store {
    do {
      return try Store(DatabaseQueue())
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: ":memory:", error)
    }
  }

  /// Wraps a writer, refusing a store from a newer schema and migrating an older one.
  init(_ writer: any DatabaseWriter) throws {
    self.writer = writer
    let migrator = Store.migrator
    let (superseded, complete, settings) = try writer.read { db in
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
      throw StoreError.newerSchema(path: writer.path)
    }
    if !complete {
      // A store being created has no settings yet.
      try migrator.migrate(writer)
    }
    settingsAtOpen = settings
  }

  /// The identifiers of the migrations applied to the store, as GRDB's
  /// `appliedIdentifiers` reads them, but with SQLite's C API: GRDB's generic fetch
  /// looks up type metadata on every start (BENCHMARKS.md, "What was changed").
  ///
  /// As GRDB does, the table is read first, and looked for only when that fails: a store
  /// being created has none yet.
  static func appliedMigrations(_ db: Database) throws -> [String] {
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

  /// The path of the database file.
  public var path: String { writer.path }

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
