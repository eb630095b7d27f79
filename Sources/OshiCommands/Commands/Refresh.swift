import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRender
import OshiRuntime
import OshiWidgets
import OshiWords

/// `oshi refresh`.
struct RefreshCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "refresh", Words.Help.Refresh.abstract,
    Words.Help.Refresh.discussion)

  @OptionGroup var output: RefreshOutput

  @Option(
    help:
      .localized(
        Words.Help.Refresh.formats
      )
  )
  var formats: String?

  @Flag(help: .localized(Words.Help.Refresh.verbose))
  var verbose = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let environment = processEnvironment()
    let path = try output.out ?? Refresher.outputPath(environment: environment)
    let refresher = try Refresher(global.context(use: .reads))
    let report = try refresher.refresh(
      into: OutputDirectory(path: path), formats: refresher.enabledFormats(formats))
    if verbose {
      // What each file went through, said in the command's language.
      func wrote(_ file: String) -> String {
        Words.Commands.wrote(file)(refresher.renderer.language)
      }
      func removed(_ file: String) -> String {
        Words.Commands.removed(file)(refresher.renderer.language)
      }
      func kept(_ count: Int, _ folder: String) -> String {
        Words.Commands.kept(count, in: folder)(refresher.renderer.language)
      }
      var lines = report.written.map(wrote) + report.removed.map(removed)
      lines.append(kept(report.kept.count, path))
      if let calendar = report.calendar {
        lines += calendar.written.map { wrote("\(calendar.path)/\($0)") }
        lines += calendar.removed.map { removed("\(calendar.path)/\($0)") }
        lines.append(kept(calendar.kept.count, calendar.path))
      }
      lines += try refresher.skipped()
      emit(lines.joined(separator: "\n") + "\n")
    }
    if let then = output.then, report.changed {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", then]
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 {
        throw OshiError(
          Words.Refresh.thenFailed(process.terminationStatus), exitCode: 1)
      }
    }
  }
}
