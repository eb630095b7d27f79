import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiText
import OshiWidgets
import OshiWords

/// The entry point of `oshi-cli`, whose `main.swift` is this call alone.
public enum CommandLineTool {
  /// Runs the command the process's arguments name, and exits with its status.
  public static func main() { OshiCommand.main() }
}

/// The root command.
struct OshiCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "oshi",
    abstract: HelpText.localized(Words.Help.Oshi.abstract),
    discussion: Help.discussion(""), version: "oshi \(OshiVersion.current)",
    subcommands: [
      AddCommand.self, EditCommand.self, RemoveCommand<OshiSlug>.self, GroupCommand.self,
      GraduateCommand<OshiSlug>.self, GraduateCommand<GroupSlug>.self,
      HiatusCommand.self, ResumeCommand.self, WidgetCommand.self, ListCommand.self,
      RenderCommand.self, ShowCommand.self,
      CardCommand.self, ImageCommand.self,
      UpcomingCommand.self, CalCommand.self, TimelineCommand.self, NotifyCommand.self,
      OptionsCommand.self,
      SlotCommand.self, CustomizeCommand.self, RefreshCommand.self, ScheduleCommand.self,
      IntegrateCommand.self, OpenCommand.self,
      ConfigCommand.self, ExportCommand.self,
      ImportCommand.self, DoctorCommand.self,
    ])

  /// Runs the command; an error becomes one `error:` line and its exit status.
  static func main() {
    // The command, once parsed, for the language of its errors.
    var parsed: (any ParsableCommand)?
    do {
      if try answeredBeforeParsing() { return }
      var command = try parseAsRoot()
      parsed = command
      try command.run()
    } catch let error as OshiError {
      CreatedStore.undo()
      fail(error.line(in: error.language ?? errorLanguage(of: parsed)), status: error.exitCode)
    } catch {
      finish(after: error)
    }
  }

  /// Answers or refuses what needs no parse: the calls that skip swift-argument-parser
  /// (which exit), the completion script, help's language and its unknown topics, and a
  /// date option that took an option.
  ///
  /// - Returns: true when the request was answered.
  static func answeredBeforeParsing() throws -> Bool {
    // The calls a status bar makes every few seconds skip swift-argument-parser, whose
    // start-up costs more than the rendering itself (docs/perf-history.md#callgrind-rounds).
    // A click on an i3blocks block ($BLOCK_BUTTON) is done by RenderCommand, then drawn.
    if processEnvironment()["BLOCK_BUTTON", default: ""].isEmpty,
      let fast = RenderInvocation(fastArguments: CommandLine.arguments.dropFirst())
    {
      try fast.runAndExit(
        environment: processEnvironment(), clock: clock, upgrade: Context.migrating, write: emit)
    }
    // So are the calls of prompts and timers that `oshi` serves itself (upcoming): one
    // reading of their arguments, whichever binary runs them.
    if let fast = UpcomingInvocation(fastArguments: CommandLine.arguments.dropFirst()) {
      try fast.runAndExit(
        environment: processEnvironment(), clock: clock, upgrade: Context.migrating, write: emit)
    }
    if let shell = Completions.requestedShell(CommandLine.arguments.dropFirst()) {
      let script = Completions.script(for: shell)
      emit(script.hasSuffix("\n") ? script : script + "\n")
      return true
    }
    // Help is in the language the command would speak; only a request for help pays
    // for reading the store's setting.
    let arguments = Array(CommandLine.arguments.dropFirst())
    if HelpText.isRequested(in: arguments) {
      HelpText.language = resolvedLanguage(arguments)
      // A group with nothing after it but the global options, which it does not take
      // itself (`oshi --lang ja`): its help, in the language they ask for.
      if let path = HelpText.groupPath(in: arguments), let group = HelpText.command(at: path) {
        throw CleanExit.helpRequest(group)
      }
      // `oshi help rendr` is refused as `oshi rendr` is, not answered with oshi's help.
      if arguments.first == "help", let refusal = unknownHelpTopic(Array(arguments.dropFirst())) {
        throw refusal
      }
    }
    // A date option reads the next word whatever it is (a year-less --04-05), so it
    // can take an option as its date: refused here, whatever the parse makes of it.
    if let refusal = dateTookOption(Array(CommandLine.arguments.dropFirst())) {
      throw refusal
    }
    return false
  }

  /// Ends the process after swift-argument-parser's help, `--version`, a command's own
  /// exit status, or its refusal, which reads as one of oshi's own error lines.
  static func finish(after error: any Error) -> Never {
    let status = exitCode(for: error).rawValue
    if status != 0 { CreatedStore.undo() }
    // Help, --version and a command's own exit status print as swift-argument-parser
    // prints them; a refusal reads as one of oshi's own error lines.
    if status == 0, HelpText.language == .ja {
      // swift-argument-parser's headings and its own lines, in Japanese, wrapped by
      // the cells the text takes; the dump keeps its form.
      let text = fullMessage(for: error, columns: 10_000)
      emit(
        (CommandLine.arguments.contains("--experimental-dump-help")
          ? ParserTranslation.sentences(text) : HelpText.japaneseLayout(text)) + "\n")
      Foundation.exit(0)
    }
    guard status == ExitCode.validationFailure.rawValue else { exit(withError: error) }
    let arguments = Array(CommandLine.arguments.dropFirst())
    let refusal = parserRefusal(for: parserMessage(for: error), arguments: arguments)
    let language = errorLanguage(of: nil)
    // Then how the command is used, as git does after a refusal of its parser.
    let usage = usageString(for: commandPath(arguments).command)
    fail(
      refusal.line(in: language) + "\n" + Words.Commands.usage(language) + usage,
      status: status)
  }

  /// The language of an error that does not carry its command's: the language of the
  /// command's context, resolved again from its global options, else --lang, OSHI_LANG
  /// or LANG as given.
  static func errorLanguage(of command: (any ParsableCommand)?) -> Language {
    let environment = processEnvironment()
    let global = command.flatMap { command in
      Mirror(reflecting: command).children.lazy
        .compactMap { ($0.value as? OptionGroup<GlobalOptions>)?.wrappedValue }.first
    }
    if let global, let language = Context.language(of: global.input, environment: environment) {
      return language
    }
    return resolvedLanguage(Array(CommandLine.arguments.dropFirst()))
  }

  /// The language that `arguments` resolve to before they are parsed: `--lang`,
  /// `OSHI_LANG`, the `lang` stored in the store `--db` (or the default) names, read and
  /// never created, then `LANG`.
  ///
  /// Options typed before the command count as typed after it, where the refusal of them
  /// puts them (`oshi --lang ja list --lang en` is `oshi list --lang en --lang ja`).
  static func resolvedLanguage(_ arguments: [String]) -> Language {
    let environment = processEnvironment()
    // Read without the commands' configurations, which help builds in its language only
    // once that is known.
    return Context.language(of: GlobalInput.given(arguments), environment: environment)
      ?? ErrorLanguage.current(arguments: arguments, environment: environment)
  }

  private static func fail(_ line: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    Foundation.exit(status)
  }
}
