import OshiRuntime
import OshiWidgets
import OshiWords

/// How the lean `oshi` reads the options of the commands it runs itself.
///
/// `render`, `upcoming` and `notify`'s check read only what swift-argument-parser reads
/// the same way, and leave the rest (help, a mistake, an unusual form) to it, so that messages stay its own.
enum FastOption {
  /// The name and value of the option `word`: `--name=value`, or `--name` with the next
  /// word of `rest` as its value (taken from `rest`); nil for anything the full parser
  /// should read.
  static func split(_ word: String, from rest: inout ArraySlice<String>) -> (
    name: Substring, value: String
  )? {
    if let equals = word.firstIndex(of: "=") {
      let value = String(word[word.index(after: equals)...])
      // swift-argument-parser refuses `--slot=` as a missing value.
      guard !value.isEmpty else { return nil }
      return (word[..<equals], value)
    }
    guard let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
    return (Substring(word), next)
  }
}
