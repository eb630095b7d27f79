import OshiWords

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

/// Why the store could not be opened or changed.
///
/// Each case reads as one line.
public enum StoreError: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not an oshi store.
  case notAStore(path: String, reason: String)
  /// The file was written by a newer version of oshi.
  case newerSchema(path: String)
  /// The file was written by an older version of oshi, and this binary cannot migrate it
  /// (the status bar's, which hands such a store to the full one).
  case needsUpgrade(path: String)
  /// The file or its folder cannot be read.
  case unreadable(path: String, reason: String)
  /// There is no store at the path, and the command only reads.
  case missing(path: String)
  /// The file or its folder cannot be written.
  case unwritable(path: String, reason: WriteFailure)
  /// Another process held the store for too long.
  case busy(path: String)
  /// The file is an SQLite database whose pages are damaged (truncated or overwritten).
  case damaged(path: String)
  /// A row with the same key exists (another process may have added it meanwhile).
  case alreadyExists(path: String)
  /// A row it refers to was removed meanwhile.
  case missingReference(path: String)
  /// The row changed in another process between reading and writing; try again.
  case changedMeanwhile(path: String)
  /// Any other database failure.
  case failed(path: String, reason: String)

  /// Maps a failure of the store's connection on `path` to a case the user can act on.
  ///
  /// OshiStore maps GRDB's errors through ``init(path:code:message:)`` too.
  package init(path: String, _ error: any Error) {
    if let failure = error as? SQLiteFailure {
      self.init(path: path, code: failure.code, message: failure.message)
    } else {
      self = .failed(path: path, reason: String(describing: error))
    }
  }

  /// The case for SQLite's extended result `code` on `path`.
  package init(path: String, code: Int32, message: String?) {
    let primary = code & 0xFF
    switch code {
    case SQLITE_NOTADB:
      self = .notAStore(path: path, reason: "the file is not an SQLite database")
    case SQLITE_CORRUPT:
      self = .damaged(path: path)
    // SQLite's extended codes, which are macros Swift does not import.
    case SQLITE_CONSTRAINT | 8 << 8, SQLITE_CONSTRAINT | 6 << 8:  // UNIQUE, PRIMARYKEY
      self = .alreadyExists(path: path)
    case SQLITE_CONSTRAINT | 3 << 8:  // FOREIGNKEY
      self = .missingReference(path: path)
    case _ where primary == SQLITE_CORRUPT:
      self = .damaged(path: path)
    case _ where primary == SQLITE_BUSY || primary == SQLITE_LOCKED:
      self = .busy(path: path)
    case _ where primary == SQLITE_READONLY:
      self = .unwritable(path: path, reason: .readOnly)
    case _ where primary == SQLITE_CANTOPEN || primary == SQLITE_PERM || primary == SQLITE_AUTH:
      self = .unreadable(path: path, reason: "it cannot be opened")
    case _ where primary == SQLITE_IOERR || primary == SQLITE_FULL:
      self = .failed(path: path, reason: "input/output error (\(message ?? "disk"))")
    default:
      self = .failed(path: path, reason: message ?? String(cString: sqlite3_errstr(code)))
    }
  }

  /// What failed, in English and in Japanese.
  public var messages: (en: String, ja: String) {
    let said: Said =
      switch self {
      case .notAStore(let path, let reason): Words.Store.notAStore(path, reason)
      case .needsUpgrade(let path): Words.Store.needsUpgrade(path)
      case .newerSchema(let path): Words.Store.newerSchema(path)
      case .unreadable(let path, let reason): Words.Store.unreadable(path, reason)
      case .missing(let path): Words.Store.missing(path)
      case .unwritable(let path, let reason):
        Words.Store.unwritable(path, Said(reason.messages.en, ja: reason.messages.ja))
      case .busy(let path): Words.Store.busy(path, seconds: Int(Store.busyTimeout))
      case .damaged(let path): Words.Store.damaged(path)
      case .alreadyExists(let path): Words.Store.alreadyExists(path)
      case .missingReference(let path): Words.Store.missingReference(path)
      case .changedMeanwhile(let path): Words.Store.changedMeanwhile(path)
      case .failed(let path, let reason): Words.Store.failed(path, reason)
      }
    return (said.en, said.ja)
  }

  public var description: String { messages.en }
}

/// Why the store or a folder it needs cannot be written: what oshi tried, and the
/// system's reason, so that the user can act on it.
public enum WriteFailure: Sendable, Equatable {
  /// A part of the store's path is a file, not a folder.
  case notAFolder(String)
  /// `mkdir` refused the folder, with `errno`.
  case folder(String, errno: Int32)
  /// `open` refused to create the file, with `errno`.
  case file(errno: Int32)
  /// SQLite found the file or its folder read-only.
  case readOnly

  /// The reason, in English and in Japanese; the system's own words are quoted in both.
  public var messages: (en: String, ja: String) {
    let said: Said =
      switch self {
      case .notAFolder(let path): Words.Store.notAFolder(path)
      case .folder(let path, let code):
        Words.Store.cannotCreateFolder(path, WriteFailure.systemSaid(code))
      case .file(let code): Words.Store.cannotCreateFile(WriteFailure.systemSaid(code))
      case .readOnly: Words.Store.readOnly
      }
    return (said.en, said.ja)
  }

  /// The C library's words for `code`, as `strerror` gives them.
  static func system(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// The system's words for `code` in both languages: in Japanese with what they mean,
  /// for the reasons a home gives.
  static func systemSaid(_ code: Int32) -> Said {
    let system = system(code)
    let meaning: Said? =
      switch code {
      case EACCES, EPERM: Words.Store.noPermission
      case EROFS: Words.Store.readOnlyFileSystem
      case ENOSPC: Words.Store.diskFull
      case EDQUOT: Words.Store.overQuota
      case ENOTDIR: Words.Store.notAFolderOnTheWay
      default: nil
      }
    return Said(system, ja: meaning.map { "\($0.ja): \(system)" } ?? system)
  }
}
