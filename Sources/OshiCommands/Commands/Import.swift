import ArgumentParser
import Foundation
import OshiApp
import OshiImport
import OshiRuntime

/// `oshi import`.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "import",
    "Bring oshis in from oshi's backup, contacts (vCard), ~/.birthdays, remind or CSV; all or nothing.",
    """
    The format is read from the file's content unless --from names it. A backup into a \
    store that is not empty needs --merge (update and add) or --replace. From the other \
    formats, names that are not stored are added; a name that is already stored is \
    refused, and given the file's dates with --merge.
    """)

  @Argument(help: .localized("The file, or - for standard input."), completion: .file())
  var file: String

  @Option(help: .localized("The file's format (default: read from its content)."))
  var from: ImportFormat?

  @Flag(help: .localized("Update entries with the same slug, id or name, and add the rest."))
  var merge = false

  @Flag(help: .localized("Replace everything in the store."))
  var replace = false

  @Flag(help: .localized("Say what would be added and updated, and write nothing."))
  var dryRun = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let data =
      file == "-"
      ? FileHandle.standardInput.readDataToEndOfFile()
      : try Backups.read(file, as: from ?? ImportFormat.suggested(byName: file))
    let context = try global.context(use: dryRun ? .readsOrEmpty : .writes)
    // The content first; a name such as backup.json only when the content says nothing.
    let detected = ImportFormat.detect(Substring(decoding: data.prefix(4096), as: UTF8.self))
    guard let format = from ?? detected ?? ImportFormat.suggested(byName: file) else {
      throw ContactImport.undetected(file == "-" ? "stdin" : file, data: data)
    }
    let report: String
    if format == .json {
      let backups = Backups(context)
      let backup = try backups.restore(
        data, merge: merge, replace: replace, dryRun: dryRun)
      if dryRun {
        let lines = try backups.preview(backup, replace: replace, language: context.language)
        emit(lines.map { $0 + "\n" }.joined())
      }
      report = backup.summary(in: context.language, dryRun: dryRun)
    } else {
      let source = file == "-" ? "stdin" : file
      let read: ImportedFile
      do {
        read = try format.read(Array(data))
      } catch {
        throw ContactImport.refusal(error, source: source)
      }
      let importer = ContactImport(context, source: source)
      let plan = try importer.plan(read, format: format, merge: merge, replace: replace)
      if dryRun {
        emit(plan.lines(in: context.language).map { $0 + "\n" }.joined())
      } else {
        try importer.apply(plan)
        let notes = plan.spokenNotes(in: context.language)
        FileHandle.standardError.write(Data(notes.map { "note: \($0)\n" }.joined().utf8))
      }
      report = plan.summary(in: context.language, dryRun: dryRun)
    }
    FileHandle.standardError.write(Data((report + "\n").utf8))
  }
}
