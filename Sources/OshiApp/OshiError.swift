import OshiStore
import OshiText

/// An error the user sees as one `error:` line, with the exit status it deserves.
public struct OshiError: Error, Equatable, CustomStringConvertible {
  /// The message, lowercase, naming what is wrong and what is accepted.
  public var message: String
  /// The process exit status (sysexits.h).
  public var exitCode: Int32
  /// Whether the same use case may succeed when run again on the store's new state.
  public var changedMeanwhile = false
  /// Whether the command only read, and there was no store to read.
  public var missingStore = false

  /// Creates an error.
  public init(_ message: String, exitCode: Int32) {
    self.message = message
    self.exitCode = exitCode
  }

  /// Bad input from the command line or the environment: exit status 64 (EX_USAGE).
  public static func usage(_ message: String) -> OshiError {
    OshiError(message, exitCode: 64)
  }

  /// Maps a store failure to its message and exit status.
  public init(_ error: StoreError) {
    let code: Int32 =
      switch error {
      case .notAStore, .newerSchema, .damaged: 65  // EX_DATAERR
      case .alreadyExists, .missingReference: 64  // EX_USAGE: what was asked no longer fits
      case .unreadable, .missing: 66  // EX_NOINPUT
      case .unwritable: 73  // EX_CANTCREAT
      case .busy, .changedMeanwhile: 75  // EX_TEMPFAIL
      case .failed: 74  // EX_IOERR
      }
    self.init(error.description, exitCode: code)
    if case .changedMeanwhile = error { changedMeanwhile = true }
    if case .missing = error { missingStore = true }
  }

  public var description: String { message }

  /// The line printed on standard error. Input quoted in the message may hold control
  /// characters, so they are stripped here, once, for every error.
  public var line: String { "error: " + Sanitizer.clean(message) }
}
