import OshiWords

/// The global options as every reader of the command line takes them: the lean `oshi`'s
/// own parser, swift-argument-parser's (which reads them into the same ``GlobalInput``),
/// and what must know them before any parser runs (the language of an error, shell
/// completion).
extension GlobalInput {
  /// The global options that `arguments` give, as far as they read without a parser:
  /// `--db`, `--tz` and `--lang`, each as `--name value` or `--name=value`, before any
  /// `--`.
  ///
  /// The last of each counts, as in swift-argument-parser; a language oshi does not speak
  /// is passed over, so that an error about it is still said in the language given
  /// before it.
  public static func given(_ arguments: some Sequence<String>) -> GlobalInput {
    var input = GlobalInput()
    var words = ArraySlice(arguments)
    while let word = words.popFirst(), word != "--" {
      guard word.hasPrefix("--") else { continue }
      if let equals = word.firstIndex(of: "=") {
        _ = input.take(word[..<equals], String(word[word.index(after: equals)...]))
      } else if let value = words.first, input.take(Substring(word), value) {
        words.removeFirst()
      }
    }
    return input
  }

  /// Reads `--db`, `--tz` or `--lang` with its value; false for another option, or a
  /// language the full parser refuses.
  public mutating func take(_ name: Substring, _ value: String) -> Bool {
    switch name {
    case "--db": db = value
    case "--tz": tz = value
    case "--lang":
      guard let language = Language.parse(value) else { return false }
      lang = language
    default: return false
    }
    return true
  }
}
