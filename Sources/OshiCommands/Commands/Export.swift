import ArgumentParser
import Foundation
import OshiApp
import OshiRender
import OshiRuntime
import OshiWidgets

/// `oshi export`.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "export",
    "Write a complete, versioned JSON backup of the store, an iCalendar file, or a vCard per oshi."
  )

  @Option(
    name: .shortAndLong, help: .localized("The file to write (default: standard output)."),
    completion: .file())
  var output: String?

  @Option(
    help: .localized(
      "json (a backup), ics (RFC 5545, for calendar apps) or vcard (a contact per oshi, for a phone or a CardDAV address book)."
    ))
  var format: ExportFormat = .json

  @Option(
    help: .localized(
      "With --format vcard: 4.0 (RFC 6350, the default) or 3.0 (as iOS and Apple Contacts write it)."
    ))
  var vcardVersion: VCardWriter.Version?

  @Flag(help: .localized("With --format ics or vcard, include private oshis and widgets."))
  var includePrivate = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if includePrivate && format == .json {
      throw OshiError.usage(
        "--include-private is for --format ics and vcard; a JSON backup always holds everything",
        ja: "--include-private は --format ics と vcard 用です。JSON のバックアップには常にすべてが入ります")
    }
    if vcardVersion != nil && format != .vcard {
      throw OshiError.usage(
        "--vcard-version is for --format vcard; add --format vcard to write vCards",
        ja: "--vcard-version は --format vcard 用です。vCard を書き出すなら --format vcard を付けてください")
    }
    let context = try global.context(use: .reads)
    let text: String
    switch format {
    case .json:
      text = try Backups(context).export()
    case .ics:
      text = try Renderer(context).calendar(
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
        "cannot write \(output): \(error.localizedDescription)",
        ja: "\(output) に書き込めません: \(error.localizedDescription)", exitCode: 73)
    }
  }
}
