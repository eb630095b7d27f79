import ArgumentParser
import OshiRuntime
import OshiWidgets
import OshiWords

/// The language of `--help`, and the help texts in it.
///
/// Every help text is written in English where it is declared, and its Japanese is in
/// ``HelpText/japanese``, the one table of both: the declarations read it at run time
/// through ``localized(_:)``. A test walks every command's help in Japanese and fails on
/// any text the table does not have, so a changed English text cannot keep a stale
/// Japanese one.
enum HelpText {
  /// The language help is written in, set once by `main` before any command is parsed
  /// (swift-argument-parser reads the texts when it first builds a command).
  nonisolated(unsafe) static var language: Language = .en

  /// `english`, or its Japanese when help is in Japanese and the table has it.
  static func localized(_ english: String) -> String {
    guard language == .ja else { return english }
    return japanese[english] ?? english
  }

  /// The Japanese of every help text, by its English.
  static let japanese: [String: String] = Dictionary(
    pairs.map { ($0.en, $0.ja) }, uniquingKeysWith: { first, _ in first })
}

extension ArgumentHelp {
  /// The help of an option, flag or argument, in help's language.
  static func localized(_ english: String, valueName: String? = nil) -> ArgumentHelp {
    ArgumentHelp(HelpText.localized(english), valueName: valueName)
  }
}
