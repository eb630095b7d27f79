import Foundation
import GRDB

/// Why the store could not be opened or changed. Each case reads as one line.
public enum StoreError: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not an oshi store.
  case notAStore(path: String, reason: String)
  /// The file was written by a newer version of oshi.
  case newerSchema(path: String)
  /// The file or its folder cannot be read.
  case unreadable(path: String, reason: String)
  /// There is no store at the path, and the command only reads.
  case missing(path: String)
  /// The file or its folder cannot be written.
  case unwritable(path: String, reason: String)
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

  /// Maps a GRDB error on `path` to a case the user can act on.
  init(path: String, _ error: any Error) {
    guard let error = error as? DatabaseError else {
      self = .failed(path: path, reason: String(describing: error))
      return
    }
    switch error.extendedResultCode {
    case .SQLITE_NOTADB:
      self = .notAStore(path: path, reason: "the file is not an SQLite database")
    case .SQLITE_CORRUPT:
      self = .damaged(path: path)
    case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY:
      self = .alreadyExists(path: path)
    case .SQLITE_CONSTRAINT_FOREIGNKEY:
      self = .missingReference(path: path)
    case let code where code.primaryResultCode == .SQLITE_CORRUPT:
      self = .damaged(path: path)
    case let code
    where code.primaryResultCode == .SQLITE_BUSY || code.primaryResultCode == .SQLITE_LOCKED:
      self = .busy(path: path)
    case let code where code.primaryResultCode == .SQLITE_READONLY:
      self = .unwritable(path: path, reason: "the file or its folder is read-only")
    case let code
    where code.primaryResultCode == .SQLITE_CANTOPEN || code.primaryResultCode == .SQLITE_PERM
      || code.primaryResultCode == .SQLITE_AUTH:
      self = .unreadable(path: path, reason: "it cannot be opened")
    case let code
    where code.primaryResultCode == .SQLITE_IOERR || code.primaryResultCode == .SQLITE_FULL:
      self = .failed(path: path, reason: "input/output error (\(error.message ?? "disk"))")
    default:
      self = .failed(path: path, reason: error.message ?? "\(error.resultCode)")
    }
  }

  public var description: String {
    switch self {
    case .notAStore(let path, let reason):
      "\(path) is not an oshi store: \(reason); it was left untouched"
    case .newerSchema(let path):
      "\(path) was written by a newer version of oshi; upgrade oshi to use it (the file was left untouched)"
    case .unreadable(let path, let reason):
      "cannot read the store \(path): \(reason)"
    case .missing(let path):
      "no store at \(path); check --db or OSHI_DB, or add an oshi first with oshi add NAME"
    case .unwritable(let path, let reason):
      "cannot write the store \(path): \(reason)"
    case .busy(let path):
      "the store \(path) stayed busy for \(Int(Store.busyTimeout)) seconds; try again"
    case .damaged(let path):
      "the store \(path) is damaged (SQLite finds malformed pages); it was left untouched: restore a backup with oshi import"
    case .alreadyExists(let path):
      "the store \(path) already holds that slug or id (added meanwhile?); choose another"
    case .missingReference(let path):
      "the store \(path) no longer holds what this refers to (removed meanwhile?); check oshi list"
    case .changedMeanwhile(let path):
      "the store \(path) kept changing while this command ran; try again"
    case .failed(let path, let reason):
      "store \(path): \(reason)"
    }
  }
}
