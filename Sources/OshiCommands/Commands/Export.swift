import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRender
import OshiRuntime
import OshiWords

/// `oshi export`.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "export", Words.Help.Export.abstract)

  @Option(
    name: .shortAndLong, help: .localized(Words.Help.Export.output),
    completion: .file())
  var output: String?

  @Option(help: .localized(Words.Help.Export.format))
  var format: ExportFormat = .json

  @Flag(help: .localized(Words.Help.Export.includePrivate))
  var includePrivate = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if includePrivate && format != .ics {
      throw OshiError.usage(
        "--include-private is for --format ics; a JSON backup always holds everything",
        ja: "--include-private は --format ics 用です。JSON のバックアップには常にすべてが入ります")
    }
    let context = try global.context(use: .reads)
    let text =
      format == .ics
      ? try Renderer(context).calendar(
        includePrivate: includePrivate, notify: NotifySettings(context.storedSettings))
      : try Backups(context).export()
    guard let output else {
      emit(text)
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
      chmod(output, 0o600)
    } catch {
      throw OshiError(
        "cannot write \(output): \(error.localizedDescription)",
        ja: "\(output) に書き込めません: \(error.localizedDescription)", exitCode: 73)
    }
  }
}
