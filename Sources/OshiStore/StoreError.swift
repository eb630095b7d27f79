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
  /// The file or its folder cannot be written.
  case unwritable(path: String, reason: String)
  /// Another process held the store for too long.
  case busy(path: String)
  /// Any other database failure.
  case failed(path: String, reason: String)

  /// Maps a GRDB error on `path` to a case the user can act on.
  init(path: String, _ error: any Error) {
    guard let error = error as? DatabaseError else {
      self = .failed(path: path, reason: String(describing: error))
      return
    }
    switch error.resultCode {
    case .SQLITE_NOTADB, .SQLITE_CORRUPT:
      self = .notAStore(path: path, reason: "the file is not a valid SQLite database")
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      self = .busy(path: path)
    case .SQLITE_READONLY:
      self = .unwritable(path: path, reason: "it is read-only")
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      self = .unreadable(path: path, reason: "it cannot be opened")
    case .SQLITE_IOERR, .SQLITE_FULL:
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
    case .unwritable(let path, let reason):
      "cannot write the store \(path): \(reason)"
    case .busy(let path):
      "the store \(path) stayed busy for \(Int(Store.busyTimeout)) seconds; try again"
    case .failed(let path, let reason):
      "store \(path): \(reason)"
    }
  }
}
