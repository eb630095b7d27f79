import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiText
import OshiWords

/// swift-argument-parser's refusals, said as oshi says its own: one lowercase `error:`
/// line in the resolved language, about what was typed.
extension OshiCommand {
  /// The refusal for swift-argument-parser's `message` about `arguments`.
  static func parserRefusal(for message: String, arguments: [String]) -> OshiError {
    let (command, path, rest, leading) = commandPath(arguments)
    if let refusal = commandError(
      for: message, path: path, rest: rest, leadingOptions: leading, command: command)
    {
      return refusal
    }
    if let refusal = dateTookOption(arguments) { return refusal }
    if let refusal = outsideCases(message) { return refusal }
    if let refusal = notANumber(message, command: command) { return refusal }
    if let refusal = unknownOption(message, command: command, path: path, arguments: arguments) {
      return refusal
    }
    var hint = dashedNameHint(for: message, arguments: arguments)
    if hint == nil, let refusal = missingValue(message, command: command, arguments: arguments) {
      return refusal
    }
    // A missing argument or option: the command's first example, then where the others
    // are.
    if hint == nil, message.hasPrefix(ParserText.missingArgument) {
      let help = (["oshi"] + path + ["--help"]).joined(separator: " ")
      if let example = Help.examples[path.joined(separator: " ")]?.first?.command {
        hint = Words.Parser.forExample(example, help: help)
      } else {
        hint = Words.Parser.examplesIn(help)
      }
    }
    return .usage(Words.Parser.translated(message, ParserTranslation.message(message), hint: hint))
  }

  /// The command that `arguments` name as far as their words name commands, the words
  /// that did, what follows them, and any options typed before the command.
  static func commandPath(_ arguments: [String]) -> (
    command: any ParsableCommand.Type, path: [String], rest: ArraySlice<String>,
    leading: [String]
  ) {
    var command: any ParsableCommand.Type = OshiCommand.self
    var path: [String] = []
    var rest = arguments[...]
    var leadingOptions: [String] = []
    while let word = rest.first {
      if word.hasPrefix("-") {
        // Options before any command word: `oshi --lang ja list`.
        guard path.isEmpty, word != "--" else { break }
        leadingOptions.append(rest.removeFirst())
        // Its value, when it takes one: a global option's whatever it is, another's
        // when it reads as neither an option nor a command.
        if !word.contains("="), let value = rest.first,
          GlobalInput.takes(Substring(word), value)
            || (!value.hasPrefix("-") && !OshiCommand.subcommandNames(of: command).contains(value))
        {
          leadingOptions.append(rest.removeFirst())
        }
        continue
      }
      guard
        let next = command.configuration.subcommands.first(where: { $0._commandName == word })
      else { break }
      command = next
      path.append(rest.removeFirst())
    }
    return (command, path, rest, leadingOptions)
  }

  /// swift-argument-parser's message as one line in oshi's lowercase form.
  static func parserMessage(for error: any Error) -> String {
    let full = message(for: error)
    if let invalid = invalidValue(in: full) { return invalid }
    var line = full.split(separator: "\n").first.map(String.init) ?? ""
    if line.hasPrefix(ParserText.errorPrefix) { line.removeFirst(ParserText.errorPrefix.count) }
    if line.hasSuffix(".") { line.removeLast() }
    if let first = line.first, first.isUppercase, line.dropFirst().first?.isUppercase != true {
      line = first.lowercased() + line.dropFirst()
    }
    return line
  }

  /// A better message for a mistyped command (`oshi rendr`: did you mean 'render'?) or
  /// for options given before the command (`oshi --lang ja list`), or nil.
  static func commandError(
    for message: String, path: [String], rest: ArraySlice<String>, leadingOptions: [String],
    command: any ParsableCommand.Type
  ) -> OshiError? {
    if !leadingOptions.isEmpty, !path.isEmpty, message.hasPrefix(ParserText.unknownOption) {
      let fixed = (["oshi"] + path + rest + leadingOptions).map(OshiApp.Schedule.shellQuoted)
        .joined(separator: " ")
      return .usage(
        Words.Parser.optionsGoAfter(fixed))
    }
    let names = subcommandNames(of: command)
    // "unexpected argument 'x'", "2 unexpected arguments: 'x', 'y'", or an option after
    // it that the command without a subcommand does not know.
    // Options typed before an unknown command (`oshi --lang ja rendr`) are not what is
    // wrong; the command is.
    guard let word = rest.first, leadingOptions.isEmpty || path.isEmpty, !names.isEmpty,
      !word.hasPrefix("-"),
      message == ParserText.unexpectedArgument(word) || message.hasPrefix(ParserText.unknownOption)
        || (message.contains(" unexpected arguments: '\(word)'")
          && message.first?.isNumber == true)
    else { return nil }
    let typed = (path + [word]).joined(separator: " ")
    if let near = Suggestion.closest(to: word, in: names) {
      let meant = (path + [near]).joined(separator: " ")
      return .usage(
        Words.Parser.unknownCommand(typed, meant))
    }
    let parent = path.isEmpty ? "oshi" : "oshi " + path.joined(separator: " ")
    let list = names.joined(separator: ", ")
    return .usage(
      Words.Parser.unknownCommandOf(typed, parent, list))
  }

  /// The refusal of `oshi help WORDS` when the words name no command, as `oshi WORDS`
  /// would be refused; nil when they name one (or none: `oshi help`).
  static func unknownHelpTopic(_ words: [String]) -> OshiError? {
    var command: any ParsableCommand.Type = OshiCommand.self
    var path: [String] = []
    for (index, word) in words.enumerated() where !word.hasPrefix("-") {
      guard let next = command.configuration.subcommands.first(where: { $0._commandName == word })
      else {
        return commandError(
          for: "unexpected argument '\(word)'", path: path, rest: words[index...],
          leadingOptions: [], command: command)
      }
      command = next
      path.append(word)
    }
    return nil
  }

  /// The options that take a date.
  ///
  /// They read the next word whatever it is, so that a year-less date (`--birthday --04-05`) is a
  /// value, not an option.
  static let dateOptions: Set<String> = [
    "--birthday", "--debut", "--since", "--joined", "--formed", "--date", "--from", "--until",
    "--on",
  ]

  /// A date option that took the next option as its date (`--birthday --lang ja`), which
  /// swift-argument-parser reports as whatever the words after it became ("unexpected
  /// argument 'ja'"), or takes without a word (`--birthday --private`).
  static func dateTookOption(_ arguments: [String]) -> OshiError? {
    let words = arguments.prefix { $0 != "--" }
    // Every command runs this before parsing: the command's help, which names its
    // options, is made only when a date option is followed by what reads as one.
    let suspect = zip(words, words.dropFirst()).contains { option, value in
      dateOptions.contains(option) && value.hasPrefix("--")
        && value.dropFirst(2).first?.isLetter == true
    }
    guard suspect else { return nil }
    let options = optionNames(of: commandPath(arguments).command)
    for (option, value) in zip(words, words.dropFirst())
    where dateOptions.contains(option) && options.contains(value) {
      return .usage(Words.Parser.dateTookOption(option, value))
    }
    return nil
  }

  /// "unknown option '--bday'", with the option of the command that was meant: the one
  /// whose letters the typed one abbreviates (`--bday`, `--birthday`), else the nearest.
  static func unknownOption(
    _ message: String, command: any ParsableCommand.Type, path: [String], arguments: [String]
  ) -> OshiError? {
    guard let match = message.firstMatch(of: ParserText.unknownOptionNamed) else {
      return nil
    }
    let typed = String(match.option)
    let help = (["oshi"] + path).joined(separator: " ") + " --help"
    // One of the commands' own options, typed where no command took it (`oshi --lang`).
    if path.isEmpty, someCommandTakes(typed) {
      return .usage(Words.Parser.optionOfCommands(typed))
    }
    if let meant =
      optionTaking(typed, arguments: arguments, command: command)
      ?? closestOption(to: typed, in: optionNames(of: command))
    {
      return .usage(
        Words.Parser.unknownOption(typed, meant))
    }
    let hint = dashedNameHint(for: message, arguments: arguments)
    return .usage(Words.Parser.unknownOption(typed, listedBy: help, hint: hint))
  }

  /// The long option a short one (`-f`) meant, when the word after it is one of that
  /// option's values: `-f circular` is `--family`, not `--format`.
  static func optionTaking(
    _ typed: String, arguments: [String], command: any ParsableCommand.Type
  ) -> String? {
    guard typed.count == 2, typed.hasPrefix("-"), let letter = typed.last,
      let index = arguments.firstIndex(of: typed), index + 1 < arguments.count
    else { return nil }
    let value = arguments[index + 1]
    let help = OshiCommand.helpMessage(for: command, includeHidden: true, columns: 10_000)
    for line in help.split(separator: "\n") {
      guard
        let match = line.firstMatch(of: ParserText.optionValues),
        match.option.dropFirst(2).first == letter
      else { continue }
      let values = match.values.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if values.contains(value) { return String(match.option) }
    }
    return nil
  }

  /// The option `typed` meant: one with the same first letter whose letters it takes in
  /// order (an abbreviation: `--bday` of `--birthday`), shortest first; else the nearest
  /// by edits.
  static func closestOption(to typed: String, in options: [String]) -> String? {
    let letters = Array(typed.drop { $0 == "-" })
    if let first = letters.first {
      let abbreviated = options.filter { option in
        let name = Array(option.drop { $0 == "-" })
        guard name.first == first, name.count > letters.count else { return false }
        var index = name.startIndex
        for letter in letters {
          guard let found = name[index...].firstIndex(of: letter) else { return false }
          index = found + 1
        }
        return true
      }
      if let shortest = abbreviated.min(by: { $0.count < $1.count }) { return shortest }
    }
    return Suggestion.closest(to: typed, in: options)
  }

  /// The long options `command` takes, as its help lists them.
  static func optionNames(of command: any ParsableCommand.Type) -> [String] {
    let help = OshiCommand.helpMessage(for: command, includeHidden: true, columns: 10_000)
    var seen: Set<String> = []
    return help.matches(of: #/--[a-z][a-z0-9-]*/#).map { String($0.output) }
      .filter { seen.insert($0).inserted }
  }

  /// Whether a command that runs (not a group) takes `option`.
  static func someCommandTakes(_ option: String) -> Bool {
    func takes(_ command: any ParsableCommand.Type) -> Bool {
      let subcommands = command.configuration.subcommands
      guard !subcommands.isEmpty else { return optionNames(of: command).contains(option) }
      return subcommands.contains(where: takes)
    }
    return takes(OshiCommand.self)
  }

  /// "missing value for '--days <days>'": what was typed after the option, when it begins
  /// with '-' and so was read as an option though it is none (`--days -1`).
  static func missingValue(
    _ message: String, command: any ParsableCommand.Type, arguments: [String]
  ) -> OshiError? {
    guard
      let match = message.firstMatch(of: ParserText.missingValueFor)
    else { return nil }
    let option = String(match.option)
    if let index = arguments.firstIndex(of: option), index + 1 < arguments.count,
      arguments[index + 1].hasPrefix("-"),
      !optionNames(of: command).contains(String(arguments[index + 1].prefix { $0 != "=" }))
    {
      let value = arguments[index + 1]
      // A negative number for a count, which = would not make right: what it takes.
      if Int(value) != nil, numericOptions(of: command).contains(option) {
        return .usage(
          Words.Parser.negativeCount(option, value))
      }
      return .usage(
        Words.Parser.valueLooksLikeOption(option, value))
    }
    return .usage(Words.Parser.needsValue(option))
  }

  /// ``invalidValue(in:)``'s refusal, `--family 'x' is not one of: circular, …`, with
  /// its Japanese; nil for any other message.
  static func outsideCases(_ message: String) -> OshiError? {
    guard
      let match = message.wholeMatch(
        of: #/(?<what>\S+) '(?<value>.*)' is not one of: (?<cases>.*)/#)
    else { return nil }
    // An option by its name; an argument by its place in the usage line, <target>.
    let what =
      match.what.hasPrefix("-")
      ? String(match.what) : ParserTranslation.argument(String(match.what))
    return .usage(
      Words.Parser.badValue(
        message, what: what, value: String(match.value), cases: String(match.cases)))
  }

  /// swift-argument-parser's refusal of a value that its whole-number option cannot
  /// read (`the value 'abc' is invalid for '--days <days>'`), said with what to write.
  static func notANumber(_ message: String, command: any ParsableCommand.Type) -> OshiError? {
    guard
      let match = message.wholeMatch(of: ParserText.invalidFor),
      numericOptions(of: command).contains(String(match.option))
    else { return nil }
    let (option, value) = (String(match.option), String(match.value))
    return .usage(
      Words.Parser.notAWholeNumber(option, value))
  }

  /// The long options of `command` that take a whole number (`--days`, `--width`), read
  /// from the command's own properties.
  static func numericOptions(of command: any ParsableCommand.Type) -> Set<String> {
    Set(
      Mirror(reflecting: command.init()).children.compactMap { child in
        guard let label = child.label, child.value is Option<Int> || child.value is Option<Int?>
        else { return nil }
        // `_daysAhead` is `--days-ahead`, as swift-argument-parser names it.
        var name = "--"
        for character in label.drop(while: { $0 == "_" }) {
          name += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
        return name
      })
  }

  /// The names of a command's subcommands, in help order.
  static func subcommandNames(of command: any ParsableCommand.Type) -> [String] {
    command.configuration.subcommands.map { $0._commandName }
  }

  /// How to give a name that begins with `-`, which swift-argument-parser reads as an
  /// option: after `--` for `add`, as `--name=-x` for `edit`.
  ///
  /// Nil when the refusal is about something else: for `add`, only when a word typed looks like a
  /// name, not an option (`-Aki-`, `--Aki`).
  static func dashedNameHint(for message: String, arguments: [String]) -> Said? {
    guard !arguments.contains("--") else { return nil }
    switch arguments.first {
    case "add"
    where
      (message.hasPrefix(ParserText.invalidOption) || message.hasPrefix(ParserText.unknownOption)
      || message.hasPrefix(ParserText.missingArgument + " '<name>'"))
      && arguments.dropFirst().contains(where: looksLikeName):
      return Words.Parser.dashedNameLast
    case "edit" where message.hasPrefix(ParserText.missingValue + " '--name"):
      return Words.Parser.dashedNameWithEquals
    default:
      return nil
    }
  }

  /// Whether `word` begins with '-' but reads as a name rather than one of `add`'s
  /// options, which are `--lowercase-words` and `-h`.
  static func looksLikeName(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word != "--" else { return false }
    guard word.hasPrefix("--") else { return word != "-h" }
    let body = word.dropFirst(2).prefix { $0 != "=" }
    return body.isEmpty || body.hasSuffix("-")
      || !body.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
  }

  /// swift-argument-parser's refusal of a value outside an option's cases, in the form of
  /// oshi's other refusals: `--family 'x' is not one of: circular, …`.
  ///
  /// swift-argument-parser writes "The value 'x' is invalid for '--family <family>'", then
  /// "Please provide one of" and the cases.
  static func invalidValue(in message: String) -> String? {
    guard let match = message.firstMatch(of: ParserText.outsideCases) else { return nil }
    let cases = match.cases.split(separator: "\n").flatMap { line in
      // One line of quoted cases, or the cases as a bulleted list.
      let item = line.trimmingCharacters(in: .whitespaces)
      return item.hasPrefix("- ")
        ? [String(item.dropFirst(2))]
        : line.matches(of: #/'([^']*)'/#).map { String($0.output.1) }
    }
    guard !cases.isEmpty else { return nil }
    let what = match.option.map(String.init) ?? String(match.name)
    return "\(what) '\(match.value)' is not one of: \(cases.joined(separator: ", "))"
  }
}
