import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// An error the user sees as one `error:` line, with the exit status it deserves.
public struct OshiError: Error, Equatable, CustomStringConvertible {
  /// The message, lowercase, naming what is wrong and what is accepted.
  public var message: String
  /// The same message in Japanese, printed when the language is Japanese.
  ///
  /// Every message oshi writes has one; a reason the system gave is quoted in both.
  public var japanese: String
  /// The process exit status (sysexits.h).
  public var exitCode: Int32
  /// Whether the same use case may succeed when run again on the store's new state.
  public var changedMeanwhile = false
  /// Whether the command only read, and there was no store to read.
  public var missingStore = false
  /// Whether the store needs migrating, which only the full binary does.
  public var storeNeedsUpgrade = false
  /// The language of the command that gave the error, once its context knew it; nil for
  /// an error before that, which is printed in the language the arguments and the
  /// environment ask for (``ErrorLanguage/current(arguments:environment:)``).
  public var language: Language?

  /// Creates an error.
  public init(_ message: String, ja japanese: String, exitCode: Int32) {
    self.message = message
    self.japanese = japanese
    self.exitCode = exitCode
  }

  /// Creates an error that says `said` (a key of the catalog, ``Words``).
  public init(_ said: Said, exitCode: Int32) {
    self.init(said.en, ja: said.ja, exitCode: exitCode)
  }

  /// Bad input from the command line or the environment: exit status 64 (EX_USAGE).
  public static func usage(_ message: String, ja japanese: String) -> OshiError {
    OshiError(message, ja: japanese, exitCode: 64)
  }

  /// Bad input from the command line or the environment, saying `said`: exit status 64
  /// (EX_USAGE).
  public static func usage(_ said: Said) -> OshiError { OshiError(said, exitCode: 64) }

  /// Maps a store failure to its message and exit status.
  public init(_ error: StoreError) {
    let code: Int32 =
      switch error {
      case .notAStore, .newerSchema, .damaged: 65  // EX_DATAERR
      case .needsUpgrade: 75  // EX_TEMPFAIL: the full oshi migrates it
      case .alreadyExists, .missingReference: 64  // EX_USAGE: what was asked no longer fits
      case .unreadable, .missing: 66  // EX_NOINPUT
      case .unwritable: 73  // EX_CANTCREAT
      case .busy, .changedMeanwhile: 75  // EX_TEMPFAIL
      case .failed: 74  // EX_IOERR
      }
    self.init(error.description, ja: error.messages.ja, exitCode: code)
    if case .changedMeanwhile = error { changedMeanwhile = true }
    if case .missing = error { missingStore = true }
    if case .needsUpgrade = error { storeNeedsUpgrade = true }
  }

  /// Two errors are the same refusal when they say the same and exit alike; the
  /// Japanese is the same message in another language.
  public static func == (lhs: OshiError, rhs: OshiError) -> Bool {
    lhs.message == rhs.message && lhs.exitCode == rhs.exitCode
      && lhs.changedMeanwhile == rhs.changedMeanwhile && lhs.missingStore == rhs.missingStore
  }

  public var description: String { message }

  /// The line printed on standard error.
  ///
  /// Input quoted in the message may hold control characters, so they are stripped
  /// here, once, for every error.
  public var line: String { line(in: .en) }

  /// The error in `language`, unless it already has the language of a command.
  public func said(in language: Language) -> OshiError {
    var error = self
    if error.language == nil { error.language = language }
    return error
  }

  /// The line printed on standard error, in `language` when the message has it.
  public func line(in language: Language) -> String {
    let text = language == .ja ? japanese : message
    return "error: " + Sanitizer.clean(text)
  }

}

/// The language of an error given before a command knew its own (``OshiError/language``):
/// `--lang`, `OSHI_LANG` and `LANG` as given.
public enum ErrorLanguage {
  /// The language to print such an error in.
  public static func current(arguments: [String], environment: [String: String]) -> Language {
    if let language = GlobalInput.given(arguments).lang { return language }
    for name in ["OSHI_LANG", "LANG"] {
      if let value = environment[name], let language = Language.parse(value) { return language }
    }
    return .en
  }
}

extension Language {
  /// `ja`, `en`, or a locale name (`ja_JP.UTF-8`, `C`); nil otherwise.
  package static func parse(_ text: String) -> Language? {
    Language(rawValue: text) ?? Language(locale: text)
  }
}
