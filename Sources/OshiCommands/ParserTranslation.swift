import Foundation
import OshiCommandWords

/// swift-argument-parser's own English, in Japanese: the one file that reads what the
/// parser writes, in help (its headings, its flags' help, `(default: …)`) and in its
/// refusals (a missing argument, a value it cannot read).
///
/// Written against the version the package pins, ``version``: a test fails when
/// Package.resolved names another, so that a new version's words are read here before
/// they reach a fan untranslated. oshi's own words around them are in the catalog
/// (`Words.Parser`).
enum ParserTranslation {
  /// The swift-argument-parser these translations were written for.
  static let version = "1.8.2"

  /// An argument as the parser's refusals name it, by its place in the usage line.
  static func argument(_ name: String) -> String { "引数 <\(name)> に" }

  /// A line of help in Japanese: a heading, the group's footer, the parser's own words.
  static func line(_ line: String) -> String {
    var line = line
    for (en, ja) in headings where line.hasPrefix(en) {
      line = ja + line.dropFirst(en.count)
    }
    if let footer = groupFooter(line) { line = footer }
    return words(line)
  }

  /// swift-argument-parser's headings and the lines it writes itself, in Japanese.
  static let headings: [(en: String, ja: String)] = [
    ("OVERVIEW: ", "概要: "),
    ("USAGE: ", "使い方: "),
    ("ARGUMENTS:", "引数:"),
    ("OPTIONS:", "オプション:"),
    ("SUBCOMMANDS:", "サブコマンド:"),
    ("EXAMPLES:", "例:"),
    ("KEYS:", "キー:"),
    (
      "  See 'oshi help <subcommand>' for detailed help.",
      "  各コマンドの詳しい説明は 'oshi help <コマンド>' で読めます。"
    ),
  ]

  /// swift-argument-parser's footer of a group's help (`See 'oshi help slot
  /// <subcommand>' for detailed help.`), in Japanese; nil for any other line.
  static func groupFooter(_ line: String) -> String? {
    guard
      let match = line.wholeMatch(
        of: #/  See 'oshi help (?<group>[a-z -]+) <subcommand>' for detailed help\./#)
    else { return nil }
    return "  各コマンドの詳しい説明は 'oshi help \(match.group) <コマンド>' で読めます。"
  }

  /// The words swift-argument-parser adds to options: its own flags' help, and the
  /// default value and the list of values it appends.
  ///
  /// The list reads as one Japanese list, in one style: `(values: a, b; default: a)`
  /// is `(値: a、b。既定: a)`, with no space after the sentence's 。 before it.
  static func words(_ line: String) -> String {
    var line = sentences(line)
    let list = /\(values: (?<values>[^;)]*)(?:; default: (?<fallback>[^)]*))?\)/
    line = line.replacing(list) { match in
      let values = match.output.values.replacingOccurrences(of: ", ", with: "、")
      return "(値: \(values)" + (match.output.fallback.map { "。既定: \($0)" } ?? "") + ")"
    }
    return line.replacingOccurrences(of: "(default: ", with: "(既定: ")
      .replacingOccurrences(of: "。 (値: ", with: "。(値: ")
      .replacingOccurrences(of: "。 (既定: ", with: "。(既定: ")
  }

  /// swift-argument-parser's help of its own flags and of `help`, in Japanese: for the
  /// help page and for the dump the Japanese manual pages are made from.
  static func sentences(_ text: String) -> String {
    text.replacingOccurrences(of: "Show subcommand help information.", with: "サブコマンドのヘルプを表示します。")
      .replacingOccurrences(of: "Show help information.", with: "ヘルプを表示します。")
      .replacingOccurrences(of: "Show the version.", with: "バージョンを表示します。")
  }

  /// swift-argument-parser's other messages in Japanese: a missing argument, unexpected
  /// arguments, a value it cannot read; anything else as it is.
  static func message(_ message: String) -> String {
    if let match = message.wholeMatch(of: ParserText.invalidFor) {
      return "\(match.option) に '\(match.value)' は使えません"
    }
    if let match = message.wholeMatch(of: ParserText.missingArgumentNamed) {
      // A required option is an option, not an argument: --on <on> is --on.
      if match.name.hasPrefix("-") {
        return "\(match.name.prefix { $0 != " " }) を付けてください"
      }
      return "引数 \(match.name) がありません"
    }
    if let match = message.wholeMatch(of: ParserText.unexpectedArgumentNamed) {
      return "余分な引数 '\(match.word)' があります"
    }
    if let match = message.wholeMatch(of: ParserText.unexpectedArguments) {
      return "余分な引数があります: \(match.words)"
    }
    return message
  }
}

/// What swift-argument-parser writes that oshi reads back.
///
/// As ``ParserTranslation/version`` writes them: the beginnings and patterns of its
/// refusals (once `parserMessage(for:)` made each one lowercase line), a help line's list
/// of values, and the column its help starts in. `ParserTextTests` checks each against
/// the parser the package pins.
enum ParserText {
  /// The word before every refusal.
  static let errorPrefix = "Error: "
  /// The beginnings of refusals that oshi words again or adds a hint to.
  static let missingArgument = "missing expected argument"
  static let unknownOption = "unknown option"
  static let invalidOption = "invalid option"
  static let missingValue = "missing value for"

  /// "unexpected argument 'x'".
  static func unexpectedArgument(_ word: String) -> String { "unexpected argument '\(word)'" }

  /// "unknown option '--bday'".
  static var unknownOptionNamed: Regex<(Substring, option: Substring)> {
    #/^unknown option '(?<option>[^']*)'/#
  }

  /// "missing value for '--days <days>'".
  static var missingValueFor: Regex<(Substring, option: Substring)> {
    #/^missing value for '(?<option>-[^ ']+)[^']*'/#
  }

  /// "missing expected argument '<name>'", or "'--on <on>'" for a required option.
  static var missingArgumentNamed: Regex<(Substring, name: Substring)> {
    #/missing expected argument '(?<name>[^']*)'/#
  }

  /// "unexpected argument 'x'".
  static var unexpectedArgumentNamed: Regex<(Substring, word: Substring)> {
    #/unexpected argument '(?<word>.*)'/#
  }

  /// "2 unexpected arguments: 'x', 'y'".
  static var unexpectedArguments: Regex<(Substring, words: Substring)> {
    #/\d+ unexpected arguments: (?<words>.*)/#
  }

  /// "the value 'abc' is invalid for '--days <days>'": a value its type cannot read; the
  /// option is its name (`--days`), or an argument's place (`<target>`).
  static var invalidFor: Regex<(Substring, value: Substring, option: Substring)> {
    #/the value '(?<value>.*)' is invalid for '(?<option>[^' ]+)[^']*'/#
  }

  /// A value outside an option's (or an argument's) cases, before it is made one line.
  ///
  /// "The value 'x' is invalid for '--family <family>'. Please provide one of …", the
  /// cases quoted on one line, or a bulleted list.
  static var outsideCases:
    Regex<
      (Substring, value: Substring, option: Substring?, name: Substring, cases: Substring)
    >
  {
    #/The value '(?<value>.*)' is invalid for '(?:(?<option>[^' <]+) )?<(?<name>[^>']+)>'\. Please provide one of (?<cases>[\s\S]*)/#
  }

  /// A help line's option and the values it lists: `  -f, --family <family>  … (values:
  /// circular, rectangular)`.
  static var optionValues: Regex<(Substring, option: Substring, values: Substring)> {
    #/^\s+(?:-\w, )?(?<option>--[a-z][a-z0-9-]*).*?\(values: (?<values>[^)]*)\)/#
  }

  /// The column where swift-argument-parser starts an option's help.
  static let helpColumn = 26
}
