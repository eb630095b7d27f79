import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

/// The Examples section of each command's help, in the way of git's and gh's: the
/// command to copy, then what it does.
enum Help {
  /// `text`, the settings' KEYS when `settings`, then the examples of the command at
  /// `path` (`"slot set"`).
  ///
  /// The text and each example's caption are in help's language (``HelpText``).
  static func discussion(_ path: String, _ text: Said? = nil, settings: Bool = false) -> String {
    let examples = Help.examples[path] ?? []
    let section = examples.map { "  $ oshi \($0.command)\n      \(HelpText.localized($0.what))" }
      .joined(separator: "\n")
    let keys = settings ? "KEYS:\n" + Settings.keysHelp(in: HelpText.language) : ""
    return [
      text.map(HelpText.localized) ?? "", keys, examples.isEmpty ? "" : "EXAMPLES:\n" + section,
    ]
    .filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// Every command's examples, by its path: the catalog's (``Words/Help/examples``).
  ///
  /// Each parses (a test checks).
  static var examples: [String: [Words.Help.Example]] { Words.Help.examples }
}
