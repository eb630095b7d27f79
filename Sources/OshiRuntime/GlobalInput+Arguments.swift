import OshiWords

/// The global options as every reader of the command line takes them: the lean `oshi`'s
/// own parser, swift-argument-parser's (which reads them into the same ``GlobalInput``),
/// and what must know them before any parser runs (the language of an error, help's
/// language and the group it is for, shell completion, the refusal of what was typed).
extension GlobalInput {
  /// The global options that `arguments` give, as far as they read without a parser:
  /// `--db`, `--tz` and `--lang`, each as `--name value` or `--name=value`, before any
  /// `--`.
  ///
  /// The last of each counts, as in swift-argument-parser; those typed before the
  /// command count as typed after it, where its refusal of them puts them (`oshi --lang
  /// ja list --lang en` is `oshi list --lang en --lang ja`). A language oshi does not
  /// speak is passed over, so that an error about it is still said in the language
  /// given before it.
  public static func given(_ arguments: some Sequence<String>) -> GlobalInput {
    read(arguments).input
  }

  /// The global options that `arguments` give (as ``given(_:)`` reads them), and every
  /// other word in order: the global options and their values taken out, and `--` with
  /// what follows it kept.
  public static func read(_ arguments: some Sequence<String>) -> (
    input: GlobalInput, others: [String]
  ) {
    var leading = GlobalInput()
    var input = GlobalInput()
    var others: [String] = []
    var words = ArraySlice(arguments)
    // Before the command: the words so far are all options.
    var beforeCommand = true
    while let word = words.popFirst() {
      if word == "--" {
        others.append(word)
        others += words
        break
      }
      var taken = false
      if word.hasPrefix("--") {
        if let equals = word.firstIndex(of: "=") {
          let (name, value) = (word[..<equals], String(word[word.index(after: equals)...]))
          taken = beforeCommand ? leading.take(name, value) : input.take(name, value)
        } else if let value = words.first {
          taken =
            beforeCommand
            ? leading.take(Substring(word), value) : input.take(Substring(word), value)
          if taken { words.removeFirst() }
        }
      }
      if !taken {
        others.append(word)
        if !word.hasPrefix("-") { beforeCommand = false }
      }
    }
    input.db = leading.db ?? input.db
    input.tz = leading.tz ?? input.tz
    input.lang = leading.lang ?? input.lang
    return (input, others)
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

  /// Whether `name` with `value` is a global option that takes it.
  public static func takes(_ name: Substring, _ value: String) -> Bool {
    var probe = GlobalInput()
    return probe.take(name, value)
  }
}
