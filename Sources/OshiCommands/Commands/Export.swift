import ArgumentParser
import Foundation
import OshiApp
import OshiRender
import OshiRuntime

/// `oshi export`.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "export", "Write a complete, versioned JSON backup of the store, or an iCalendar file.")

  @Option(
    name: .shortAndLong, help: .localized("The file to write (default: standard output)."),
    completion: .file())
  var output: String?

  @Option(help: .localized("json (a backup) or ics (RFC 5545, for calendar apps)."))
  var format: ExportFormat = .json

  @Flag(help: .localized("With --format ics, include private oshis and widgets."))
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
