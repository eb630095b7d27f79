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
      // start-up costs more than the rendering itself (docs/perf-history.md#callgrind-rounds).
      if let fast = RenderInvocation(fastArguments: CommandLine.arguments.dropFirst()) {
        try fast.runAndExit(
          environment: processEnvironment(), clock: clock, upgrade: Store.migrate, write: emit)
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
      try command.run()
    } catch let error as OshiError {
      fail(error.line(in: errorLanguage), status: error.exitCode)
    } catch {
      let status = exitCode(for: error).rawValue
      // Help, --version and a command's own exit status print as swift-argument-parser
      // prints them; a refusal reads as one of oshi's own error lines.
      guard status == ExitCode.validationFailure.rawValue else { exit(withError: error) }
      let refusal = parserRefusal(
        for: parserMessage(for: error), arguments: Array(CommandLine.arguments.dropFirst()))
      fail(refusal.line(in: errorLanguage), status: status)
    }
  }

  /// The language of an error: the command's, else --lang, OSHI_LANG or LANG.
  static var errorLanguage: Language {
    ErrorLanguage.current(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment())
  }

  private static func fail(_ line: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    Foundation.exit(status)
  }
}
