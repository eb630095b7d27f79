import ArgumentParser
import OshiRuntime
import OshiWidgets
import OshiWords

/// The language of `--help`, and the help texts in it.
///
/// Every help text is a key of ``Words/Help`` (OshiWords' catalog), with its English and
/// its Japanese side by side: a declaration names the key, and the text is read in
/// help's language when swift-argument-parser first builds the command.
enum HelpText {
  /// The language help is written in, set once by `main` before any command is parsed
  /// (swift-argument-parser reads the texts when it first builds a command).
  nonisolated(unsafe) static var language: Language = .en

  /// `said` in help's language.
  static func localized(_ said: Said) -> String { said(language) }
}

extension ArgumentHelp {
  /// The help of an option, flag or argument, in help's language.
  static func localized(_ said: Said, valueName: String? = nil) -> ArgumentHelp {
    ArgumentHelp(HelpText.localized(said), valueName: valueName)
  }
}
