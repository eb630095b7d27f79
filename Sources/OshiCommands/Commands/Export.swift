import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRender
import OshiRuntime
import OshiWidgets
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

  @Option(help: .localized(Words.Help.Export.vcardVersion))
  var vcardVersion: VCardWriter.Version?

  @Flag(help: .localized(Words.Help.Export.includePrivate))
  var includePrivate = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if includePrivate && format == .json {
      throw OshiError.usage(Words.Export.includePrivateWithJSON)
    }
    if vcardVersion != nil && format != .vcard {
      throw OshiError.usage(Words.Export.vcardVersionWithoutVCard)
    }
    let context = try global.context(use: .reads)
    let text: String
    switch format {
    case .json:
      text = try Backups(context).export()
    case .ics:
      text = try CalendarExport(Renderer(context)).calendar(
        includePrivate: includePrivate, notify: NotifySettings(context.storedSettings))
    case .vcard:
      text = try Backups(context).contacts(
        version: vcardVersion ?? .v4, language: context.language, includePrivate: includePrivate)
    }
    guard let output else {
      emit(text)
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
      chmod(output, 0o600)
    } catch {
      throw OshiError(
        Words.Export.cannotWrite(output, error.localizedDescription), exitCode: 73)
    }
  }
}
