import ArgumentParser
import Foundation
import OshiApp
import OshiCore

/// The root command.
@main
struct Oshi: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Count the days that matter about the people you follow (推し活).",
    version: OshiVersion.current,
    subcommands: [
      Add.self, Edit.self, Remove.self, WidgetCommand.self, List.self, Render.self, Show.self,
      Options.self, SlotCommand.self, Refresh.self, Schedule.self, Config.self, Export.self,
      Import.self, Doctor.self,
    ])

  /// Runs the command; an error becomes one `error:` line and its exit status.
  static func main() {
    do {
      // The calls a status bar makes every few seconds skip swift-argument-parser, whose
      // start-up costs more than the rendering itself (BENCHMARKS.md).
      if let fast = RenderInvocation(fastArguments: CommandLine.arguments.dropFirst()) {
        try fast.runAndExit(environment: processEnvironment(), clock: clock, write: emit)
      }
      if let shell = Completions.requestedShell(CommandLine.arguments.dropFirst()) {
        let script = Completions.script(for: shell)
        emit(script.hasSuffix("\n") ? script : script + "\n")
        return
      }
      var command = try parseAsRoot()
      try command.run()
    } catch let error as OshiError {
      fail(error.line, status: error.exitCode)
    } catch {
      let status = exitCode(for: error).rawValue
      // Help, --version and a command's own exit status print as swift-argument-parser
      // prints them; a refusal reads as one of oshi's own error lines.
      guard status == ExitCode.validationFailure.rawValue else { exit(withError: error) }
      let message = parserMessage(for: error)
      let hint = dashedNameHint(for: message, arguments: Array(CommandLine.arguments.dropFirst()))
      fail(OshiError.usage(message + (hint ?? "")).line, status: status)
    }
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
