import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRender
import OshiRuntime
import OshiText
import OshiWidgets

/// The root command.
@main
struct OshiCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "oshi",
    abstract: "Count the days that matter about the people you follow (推し活).",
    discussion: Help.discussion(""), version: "oshi \(OshiVersion.current)",
    subcommands: [
      AddCommand.self, EditCommand.self, RemoveCommand<OshiSlug>.self, GroupCommand.self,
      GraduateCommand<OshiSlug>.self, GraduateCommand<GroupSlug>.self,
      HiatusCommand.self, ResumeCommand.self, WidgetCommand.self, ListCommand.self,
      RenderCommand.self, ShowCommand.self,
      CardCommand.self, ImageCommand.self,
      UpcomingCommand.self, TimelineCommand.self, NotifyCommand.self, OptionsCommand.self,
      SlotCommand.self, RefreshCommand.self, ScheduleCommand.self, IntegrateCommand.self,
      ConfigCommand.self, ExportCommand.self,
      ImportCommand.self, DoctorCommand.self,
    ])

  /// Runs the command; an error becomes one `error:` line and its exit status.
  static func main() {
    // The command, once parsed, for the language of its errors.
    var parsed: (any ParsableCommand)?
    do {
      // The calls a status bar makes every few seconds skip swift-argument-parser, whose
      // start-up costs more than the rendering itself (docs/perf-history.md#callgrind-rounds).
      if let fast = RenderInvocation(fastArguments: CommandLine.arguments.dropFirst()) {
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
        return
      }
      // A date option reads the next word whatever it is (a year-less --04-05), so it
      // can take an option as its date: refused here, whatever the parse makes of it.
      if let refusal = dateTookOption(Array(CommandLine.arguments.dropFirst())) {
        throw refusal
      }
      var command = try parseAsRoot()
      parsed = command
      try command.run()
    } catch let error as OshiError {
      fail(error.line(in: error.language ?? errorLanguage(of: parsed)), status: error.exitCode)
    } catch {
      let status = exitCode(for: error).rawValue
      // Help, --version and a command's own exit status print as swift-argument-parser
      // prints them; a refusal reads as one of oshi's own error lines.
      guard status == ExitCode.validationFailure.rawValue else { exit(withError: error) }
      let refusal = parserRefusal(
        for: parserMessage(for: error), arguments: Array(CommandLine.arguments.dropFirst()))
      fail(refusal.line(in: errorLanguage(of: nil)), status: status)
    }
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
    return ErrorLanguage.current(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
  }

  private static func fail(_ line: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    Foundation.exit(status)
  }
}
