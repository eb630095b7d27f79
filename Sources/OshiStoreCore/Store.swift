import OshiCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The store of oshis, widgets, slots and settings: one SQLite file.
///
/// Reads go through SQLite's C API on a connection of the store's own (``Connection``),
/// and writes through GRDB, which owns the schema: like GRDB's `AppDatabase`, the store
/// migrates when it is opened, and GRDB's queue is opened when the first write needs it.
/// This module holds the file and the reads, and links neither GRDB nor Foundation, so
/// that a status bar's `oshi render` starts without them; OshiStore adds the writes, the
/// migrations and GRDB's queue. The queue uses SQLite's default rollback-journal mode with
/// a busy timeout: our transactions are tiny, a reader never changes the file (a store
/// that is refused stays byte for byte as it was), and no `-wal`/`-shm` files are left
/// beside the user's data.
public struct Store: Sendable {
  /// The path of the database file (a URI for a store in memory).
  public let path: String
  /// The connection every read goes through, opened when the first read needs it: a
  /// store read from its copy never opens it.
  package let connection: ConnectionSlot
  /// What ``StoreCopy`` copied of the store, when the store was opened to be read from it
  /// and the copy held or was made then.
  package let copy: StoreCopy?
  /// The name GRDB opens a store in memory by; nil for a file.
  package let memoryName: String?
  /// GRDB's queue, for the writes, once the first write opened it.
  package let writerSlot = WriterSlot()
  /// The settings as they were when the store was opened, read in the same transaction
  /// as the schema check: a status bar's call then reads the store only once more.
  public let settingsAtOpen: [String: String]
  /// What opening made because the store was missing, which a refused command undoes.
  ///
  /// Nil for a store that was there, or one in memory (``open(path:creating:upgrade:)``).
  public private(set) var creation: Creation?

  /// How long a command waits for another process's write before it gives up, in seconds.
  package static let busyTimeout: Double = 10

  /// The migrations of this version of oshi, in order, as OshiStore registers them.
  package static let migrationIdentifiers = [
    "v1: oshis, widgets, slots and settings", "v2: widgets indexed in list order",
    "v3: groups, graduations and hiatuses", "v4: year styles, breakdowns and joining days",
    "v5: notifications sent, and quiet oshis and widgets", "v6: oshis' photos",
    "v7: widgets listed from an index that holds them", "v8: readings of names",
    "v9: the contacts oshis came from", "v10: oshis' colours",
  ]

  /// Brings a store made by an older oshi, or a new one, to the current schema: GRDB's
  /// migrator, which OshiStore supplies.
  public typealias Upgrade = @Sendable (Store) throws -> Void

  /// Opens the store at `path`, creating it (mode 0600, its folder 0700) when missing.
  ///
  /// A command that only reads passes `creating: false`: a mistyped path is then an
  /// error, not a new empty store (under cron, an empty bar and no error at all). Without
  /// `upgrade`, a store that needs migrating is refused with
  /// ``StoreError/needsUpgrade(path:)`` and left as it is.
  ///
  /// With `copy`, the path of the store's copy (``StoreCopy``), a command that only reads
  /// what the copy holds reads the copy while it holds, and otherwise makes it anew from
  /// the store, read once.
  public static func open(path: String, creating: Bool, upgrade: Upgrade?, copy: String? = nil)
    throws(StoreError) -> Store
  {
    var status = stat()
    let exists = stat(path, &status) == 0
    if !exists && !creating { throw .missing(path: path) }
    if exists {
      if status.st_mode & S_IFMT == S_IFDIR {
        throw .notAStore(path: path, reason: "it is a folder")
      }
      if status.st_mode & S_IFMT != S_IFREG {
        throw .notAStore(
          path: path,
          reason:
            "it is a device or a pipe, not a file; give the path of a file, such as /tmp/oshi.sqlite for a throwaway store"
        )
      }
      guard access(path, R_OK) == 0 else {
        throw .unreadable(path: path, reason: "permission denied")
      }
    }
    var made: [String] = []
    if !exists {
      // The folder is the path up to its last slash, or the current one.
      let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
      try createFolder(folder.isEmpty ? "/" : folder, for: path, made: &made)
      // Create the file owner-only before SQLite opens it: SQLite's journal files
      // then inherit the same mode.
      let fd = openFile(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
      if fd < 0 {
        let code = errno
        Creation.removeFolders(made)
        throw .unwritable(path: path, reason: .file(errno: code))
      }
      fstat(fd, &status)
      close(fd)
    }
    var store: Store
    do {
      store = try Store(path: path, memoryName: nil, upgrade: upgrade, copy: exists ? copy : nil)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, error)
    }
    if !exists {
      // Read after the migration: a counter that moves on means that something was
      // written since, by this command or another process.
      store.creation = Creation(
        path: path, folders: made, device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
        changeCounter: store.changeCounter())
    }
    return store
  }

  /// Opens the store at `path`, refusing one from a newer schema and migrating an older
  /// one with `upgrade`.
  ///
  /// With `copy`, the path of the store's copy, the store is read from the copy when it
  /// holds; otherwise a store of the current schema is copied in the transaction that
  /// checks the schema, and the copy is written there for the next command.
  package init(path: String, memoryName: String?, upgrade: Upgrade?, copy copyPath: String? = nil)
    throws
  {
    self.path = path
    self.memoryName = memoryName
    let known = Store.migrationIdentifiers
    let schema = known.last ?? ""
    if let copyPath, memoryName == nil,
      let copy = StoreCopy.load(copyPath, store: path, schema: schema)
    {
      // The copy was made from this very file, whose schema was then checked.
      connection = ConnectionSlot(path: path)
      self.copy = copy
      settingsAtOpen = copy.settings
      return
    }
    let opened = try Connection(path: path)
    connection = ConnectionSlot(opened, path: path)
    let (superseded, complete, copy, settings) = try opened.read { db in
      // What GRDB's hasBeenSuperseded and hasCompletedMigrations decide, from one read
      // of the applied identifiers instead of two. Reading the schema first turns a file
      // that is not SQLite into a clear error before anything is written.
      let applied = try Store.appliedMigrations(db)
      let complete = known.last.map(applied.contains) ?? true
      let superseded = applied.contains { !known.contains($0) }
      let copy =
        copyPath != nil && memoryName == nil && complete && !superseded
        ? try StoreCopy.record(db, store: path, schema: schema) : nil
      return (
        superseded, complete, copy,
        complete ? try copy?.settings ?? Store.readSettings(db) : [:]
      )
    }
    if superseded {
      throw StoreError.newerSchema(path: path)
    }
    if let copy, let copyPath { copy.write(to: copyPath) }
    self.copy = copy
    // A store being created has no settings yet.
    settingsAtOpen = settings
    if !complete {
      guard let upgrade else { throw StoreError.needsUpgrade(path: path) }
      try upgrade(self)
    }
  }

  /// The identifiers of the migrations applied to the store, as GRDB's
  /// `appliedIdentifiers` reads them, but with SQLite's C API: GRDB's generic fetch
  /// looks up type metadata on every start (docs/perf-history.md#callgrind-rounds).
  ///
  /// As GRDB does, the table is read first, and looked for only when that fails: a store
  /// being created has none yet.
  package static func appliedMigrations(_ db: some RowSource) throws -> [String] {
    var identifiers: [String] = []
    do {
      try db.forEachRow("SELECT \(MigrationColumn.columns) FROM grdb_migrations") { row in
        if let identifier = row.text(MigrationColumn.identifier) { identifiers.append(identifier) }
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
    let fd = openFile(path, O_RDONLY | O_CLOEXEC, 0)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    let count = withUnsafeMutableBytes(of: &bytes) { pread(fd, $0.baseAddress, 4, 24) }
    guard count == 4 else { return nil }
    return UInt32(bytes.0) << 24 | UInt32(bytes.1) << 16 | UInt32(bytes.2) << 8 | UInt32(bytes.3)
  }

  /// Creates `folder` and the folders above it that are missing, owner-only, for the
  /// store at `store`, which a refusal names with the system's reason; adds each folder
  /// it made to `made`, outermost first.
  private static func createFolder(_ folder: String, for store: String, made: inout [String])
    throws(StoreError)
  {
    var status = stat()
    if stat(folder, &status) == 0 {
      if status.st_mode & S_IFMT != S_IFDIR {
        throw .unwritable(path: store, reason: .notAFolder(folder))
      }
      return
    }
    if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      try createFolder(String(folder[..<slash]), for: store, made: &made)
    }
    if mkdir(folder, 0o700) == 0 {
      made.append(folder)
    } else {
      let code = errno
      if code != EEXIST {
        Creation.removeFolders(made)
        throw .unwritable(path: store, reason: .folder(folder, errno: code))
      }
    }
  }
}

/// The C library's `open`, out of the reach of ``Store/open(path:creating:upgrade:)``.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

/// The store's own connection, opened the first time a read asks for it, once.
package final class ConnectionSlot: @unchecked Sendable {
  // Unchecked: `opened` is read and written under `lock` only.
  private let lock = Lock()
  private let path: String
  private var opened: Connection?

  /// A slot that opens the store at `path` when first asked.
  init(path: String) {
    self.path = path
  }

  /// A slot holding `connection`, already open on the store at `path`.
  init(_ connection: Connection, path: String) {
    self.path = path
    opened = connection
  }

  /// The connection, opened at the first call.
  package func get() throws -> Connection {
    try lock.withLock {
      if let opened { return opened }
      let connection = try Connection(path: path)
      opened = connection
      return connection
    }
  }
}

extension Store {
  /// The copy the reads answer from: none once this process has written to the store,
  /// whose copy no longer holds.
  var readableCopy: StoreCopy? {
    writerSlot.isOpen ? nil : copy
  }
}

/// GRDB's queue, opened the first time a write asks for it, once, whichever thread asks.
///
/// It is held untyped here, where GRDB is not linked; OshiStore opens it.
package final class WriterSlot: @unchecked Sendable {
  // Unchecked: `opened` is read and written under `lock` only.
  private let lock = Lock()
  private var opened: AnyObject?

  package init() {}

  /// Whether a write opened the writer.
  var isOpen: Bool {
    lock.withLock { opened != nil }
  }

  /// The writer `open` made at the first call.
  ///
  /// Every call asks for the same type of writer, the one OshiStore opens; a call for
  /// another type is refused rather than given a second writer.
  package func get<Writer: AnyObject>(_ open: () throws -> Writer) throws -> Writer {
    try lock.withLock {
      if let opened {
        guard let writer = opened as? Writer else {
          throw WriterMismatch(opened: "\(type(of: opened))", asked: "\(Writer.self)")
        }
        return writer
      }
      let writer = try open()
      opened = writer
      return writer
    }
  }

  /// A call asked for another type of writer than the one the slot holds.
  package struct WriterMismatch: Error, CustomStringConvertible {
    let opened: String
    let asked: String

    package var description: String { "the store's writer is a \(opened), not a \(asked)" }
  }
}

/// The columns of GRDB's `grdb_migrations` table that the store reads.
private enum MigrationColumn: String, Selection { case identifier }
