import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRender
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets

/// The root command.
@main
struct Oshi: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Count the days that matter about the people you follow (推し活).",
    discussion: Help.discussion(""), version: "oshi \(OshiVersion.current)",
    subcommands: [
      Add.self, Edit.self, RemoveCommand<OshiSlug>.self, GroupCommand.self,
      GraduateCommand<OshiSlug>.self, GraduateCommand<GroupSlug>.self,
      HiatusCommand.self, Resume.self, WidgetCommand.self, List.self, Render.self, Show.self,
      Card.self, ImageCommand.self,
      UpcomingCommand.self, TimelineCommand.self, NotifyCommand.self, Options.self,
      SlotCommand.self, Refresh.self, Schedule.self, Integrate.self, Config.self, Export.self,
      Import.self, Doctor.self,
    ])

  /// Runs the command; an error becomes one `error:` line and its exit status.
  static func main() {
    do {
      // The calls a status bar makes every few seconds skip swift-argument-parser, whose
      // start-up costs more than the rendering itself (BENCHMARKS.md).
      if let fast = RenderInvocation(fastArguments: CommandLine.arguments.dropFirst()) {
        try fast.runAndExit(
          environment: processEnvironment(), clock: clock, upgrade: Store.migrate, write: emit)
      }
      if let shell = Completions.requestedShell(CommandLine.arguments.dropFirst()) {
        let script = Completions.script(for: shell)
        emit(script.hasSuffix("\n") ? script : script + "\n")
        return
      }
      var command = try parseAsRoot()
      try command.run()
    } catch let error as OshiError {
      fail(error.line(in: errorLanguage), status: error.exitCode)
    } catch {
      let status = exitCode(for: error).rawValue
      // Help, --version and a command's own exit status print as swift-argument-parser
      // prints them; a refusal reads as one of oshi's own error lines.
      guard status == ExitCode.validationFailure.rawValue else { exit(withError: error) }
      let arguments = Array(CommandLine.arguments.dropFirst())
      let message = parserMessage(for: error)
      // swift-argument-parser's own messages stay in English; oshi's read in Japanese too.
      let refusal =
        commandError(for: message, arguments: arguments) ?? outsideCases(message)
        ?? OshiError.usage(message + (dashedNameHint(for: message, arguments: arguments) ?? ""))
      fail(refusal.line(in: errorLanguage), status: status)
    }
  }

  /// The language of an error: the command's, else --lang, OSHI_LANG or LANG.
  static var errorLanguage: Language {
    ErrorLanguage.current(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment())
  }

  /// swift-argument-parser's message as one line in oshi's lowercase form.
  static func parserMessage(for error: any Error) -> String {
    let full = message(for: error)
    if let invalid = invalidValue(in: full) { return invalid }
    var line = full.split(separator: "\n").first.map(String.init) ?? ""
    if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
    if line.hasSuffix(".") { line.removeLast() }
    if let first = line.first, first.isUppercase, line.dropFirst().first?.isUppercase != true {
      line = first.lowercased() + line.dropFirst()
    }
    return line
  }

  /// A better message for a mistyped command (`oshi rendr`: did you mean 'render'?) or
  /// for options given before the command (`oshi --lang ja list`), or nil.
  static func commandError(for message: String, arguments: [String]) -> OshiError? {
    // Follow the command words as far as they name commands.
    var command: any ParsableCommand.Type = Oshi.self
    var path: [String] = []
    var rest = arguments[...]
    var leadingOptions: [String] = []
    while let word = rest.first {
      if word.hasPrefix("-") {
        // Options before any command word: `oshi --lang ja list`.
        guard path.isEmpty, word != "--" else { break }
        leadingOptions.append(rest.removeFirst())
        if !word.contains("="), let value = rest.first, !value.hasPrefix("-"),
          !Oshi.subcommandNames(of: command).contains(value)
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
    if !leadingOptions.isEmpty, !path.isEmpty, message.hasPrefix("unknown option") {
      let fixed = (["oshi"] + path + rest + leadingOptions).map(OshiApp.Schedule.shellQuoted)
        .joined(separator: " ")
      return .usage(
        "options go after the command: \(fixed)", ja: "オプションはコマンドの後に書きます: \(fixed)")
    }
    let names = subcommandNames(of: command)
    // "unexpected argument 'x'", "2 unexpected arguments: 'x', 'y'", or an option after
    // it that the command without a subcommand does not know.
    guard let word = rest.first, leadingOptions.isEmpty, !names.isEmpty, !word.hasPrefix("-"),
      message == "unexpected argument '\(word)'" || message.hasPrefix("unknown option")
        || (message.contains(" unexpected arguments: '\(word)'")
          && message.first?.isNumber == true)
    else { return nil }
    let typed = (path + [word]).joined(separator: " ")
    if let near = Suggestion.closest(to: word, in: names) {
      let meant = (path + [near]).joined(separator: " ")
      return .usage(
        "unknown command '\(typed)'; did you mean '\(meant)'?",
        ja: "'\(typed)' というコマンドはありません。'\(meant)' のことですか?")
    }
    let parent = path.isEmpty ? "oshi" : "oshi " + path.joined(separator: " ")
    let list = names.joined(separator: ", ")
    return .usage(
      "unknown command '\(typed)'; the commands of \(parent) are: \(list)",
      ja: "'\(typed)' というコマンドはありません。\(parent) のコマンド: \(list)")
  }

  /// ``invalidValue(in:)``'s refusal, `--family 'x' is not one of: circular, …`, with
  /// its Japanese; nil for any other message.
  static func outsideCases(_ message: String) -> OshiError? {
    guard
      let match = message.wholeMatch(
        of: #/(?<what>\S+) '(?<value>.*)' is not one of: (?<cases>.*)/#)
    else { return nil }
    return .usage(
      message, ja: "\(match.what) '\(match.value)' は使えません。次のどれかにしてください: \(match.cases)")
  }

  /// The names of a command's subcommands, in help order.
  static func subcommandNames(of command: any ParsableCommand.Type) -> [String] {
    command.configuration.subcommands.map { $0._commandName }
  }

  /// How to give a name that begins with `-`, which swift-argument-parser reads as an
  /// option: after `--` for `add`, as `--name=-x` for `edit`. Nil when the refusal is
  /// about something else.
  static func dashedNameHint(for message: String, arguments: [String]) -> String? {
    guard !arguments.contains("--") else { return nil }
    switch arguments.first {
    case "add"
    where message.hasPrefix("invalid option") || message.hasPrefix("unknown option")
      || message.hasPrefix("missing expected argument '<name>'"):
      return "; a name that begins with '-' goes last, after --: oshi add --since today -- '-Aki-'"
    case "edit" where message.hasPrefix("missing value for '--name"):
      return "; a name that begins with '-' is given with =: --name='-Aki-'"
    default:
      return nil
    }
  }

  /// swift-argument-parser's refusal of a value outside an option's cases
  /// ("The value 'x' is invalid for '--family <family>'. Please provide one of …"), in the
  /// form of oshi's other refusals: `--family 'x' is not one of: circular, …`.
  static func invalidValue(in message: String) -> String? {
    let pattern =
      #/The value '(?<value>.*)' is invalid for '(?:(?<option>[^' <]+) )?<(?<name>[^>']+)>'\. Please provide one of (?<cases>[\s\S]*)/#
    guard let match = message.firstMatch(of: pattern) else { return nil }
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

  private static func fail(_ line: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    Foundation.exit(status)
  }
}
