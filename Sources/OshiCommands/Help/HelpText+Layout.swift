import ArgumentParser
import Foundation
import OshiRuntime
import OshiText
import OshiWidgets

extension HelpText {
  /// Whether `arguments` ask for help: `-h`, `--help` or `help` (swift-argument-parser's
  /// command), the dump that the man pages are made from, and a group of commands named
  /// with nothing after it but the global options (`oshi`, `oshi group --lang ja`),
  /// which swift-argument-parser answers with the group's help.
  static func isRequested(in arguments: [String]) -> Bool {
    let options = arguments.prefix { $0 != "--" }
    return options.contains("-h") || options.contains("--help")
      || options.contains("--experimental-dump-help") || arguments.first == "help"
      || groupPath(in: arguments) != nil
  }

  /// The names of the commands that group others, by their path: a test holds them to
  /// the commands' configuration, which is not read here, since reading it makes the
  /// help texts in the language of the moment.
  static let groups: Set<[String]> = [[], ["group"], ["widget"], ["image"], ["slot"], ["config"]]

  /// The path of the group of commands that `arguments` name with nothing after it but
  /// the global options (`--lang`, `--db`, `--tz`, with their values): `[]` for the root.
  static func groupPath(in arguments: [String]) -> [String]? {
    let words = GlobalInput.read(arguments).others
    return groups.contains(words) ? words : nil
  }

  /// The command that `path` names, once the help's language is set.
  static func command(at path: [String]) -> (any ParsableCommand.Type)? {
    var command: any ParsableCommand.Type = OshiCommand.self
    for word in path {
      guard let next = command.configuration.subcommands.first(where: { $0._commandName == word })
      else { return nil }
      command = next
    }
    return command
  }

  /// The help swift-argument-parser wrote without wrapping (`text`), in Japanese, wrapped
  /// at the terminal's width by the cells each character takes: swift-argument-parser
  /// counts characters, and a Japanese character takes two cells.
  static func japaneseLayout(_ text: String) -> String {
    let columns = terminalColumns()
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        var line = String(line)
        line = ParserTranslation.line(line)
        return wrapped(line, columns: columns)
      }.joined(separator: "\n")
  }

  /// The column where swift-argument-parser starts an option's help.
  static var helpColumn: Int { ParserText.helpColumn }

  /// `line` broken so that no line is wider than `columns` cells.
  ///
  /// It breaks at a space, after a comma, or between two Japanese characters, never before
  /// a closing mark (。、」) or after an opening one. Continuation lines take the option
  /// help's column, or the line's indent.
  static func wrapped(_ line: String, columns: Int) -> String {
    guard CellWidth.of(line) > columns else { return line }
    let indent = line.prefix { $0 == " " }.count
    let optionHelp =
      indent == 2 && line.count > helpColumn
      && line.dropFirst(helpColumn - 2).prefix(2) == "  "
    let hanging = String(repeating: " ", count: optionHelp ? helpColumn : indent)
    var result: [String] = []
    var current = ""
    var width = 0
    var lastBreak: String.Index?
    for character in line {
      let cells = CellWidth.of(character)
      if width + cells > columns, let breakAt = lastBreak, breakAt > current.startIndex {
        let head = current[..<breakAt]
        result.append(String(head.reversed().drop { $0 == " " }.reversed()))
        current = hanging + current[breakAt...].drop { $0 == " " }
        width = CellWidth.of(current)
        lastBreak = nil
      }
      if breaksBefore(character, after: current.last), current.count > hanging.count {
        lastBreak = current.endIndex
      }
      current.append(character)
      width += cells
      if character == " " { lastBreak = current.endIndex }
    }
    result.append(current)
    return result.joined(separator: "\n")
  }

  /// Whether a line may break between `previous` and `character`.
  static func breaksBefore(_ character: Character, after previous: Character?) -> Bool {
    guard let previous else { return false }
    // Japanese does not begin a line with a closing mark, a long vowel or a small kana.
    let closing = Set<Character>("。、」』)）・ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ.,")
    let opening: Set<Character> = ["「", "『", "(", "（"]
    guard !closing.contains(character), !opening.contains(previous) else { return false }
    // Nor inside a katakana word: ウィ/ジェット, ス/ロット.
    if isKatakana(previous) && isKatakana(character) { return false }
    // Nor between a number and its counter: 3/つ, 1/行.
    if previous.isASCII && previous.isNumber && CellWidth.of(character) == 2 { return false }
    // A list written without spaces (waybar,i3blocks,…) breaks after a comma.
    return previous == "," || previous == "、" || CellWidth.of(character) == 2
      || CellWidth.of(previous) == 2
  }

  /// Whether `character` is katakana (ァ to ヺ, and ー), which makes words that do not break.
  static func isKatakana(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { (0x30A1...0x30FC).contains($0.value) }
  }

  /// The terminal's width, as swift-argument-parser reads it: COLUMNS, else the
  /// terminal of standard output, else 80.
  static func terminalColumns() -> Int {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      return columns
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }
}
