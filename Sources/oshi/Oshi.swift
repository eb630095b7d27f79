import ArgumentParser
import Foundation
import OshiApp

/// The root command.
@main
struct Oshi: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "oshi",
    abstract: "Count the days that matter about the people you follow (推し活).",
    version: OshiVersion.current,
    subcommands: [
      Add.self, Edit.self, Remove.self, WidgetCommand.self, List.self, Render.self, Show.self,
      Options.self, SlotCommand.self, Refresh.self, Schedule.self, Config.self, Export.self,
      Import.self, Doctor.self,
    ])

  /// Runs the command; an ``OshiError`` becomes one `error:` line and its exit status.
  static func main() {
    do {
      if let fast = RenderInvocation(fastArguments: CommandLine.arguments.dropFirst()) {
        try fast.runAndExit()
      }
      var command = try parseAsRoot()
      try command.run()
    } catch let error as OshiError {
      FileHandle.standardError.write(Data((error.line + "\n").utf8))
      Foundation.exit(error.exitCode)
    } catch {
      exit(withError: error)
    }
  }
}
