import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiImport
import OshiRuntime
import OshiWidgets
import OshiWords

/// `oshi import`.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "import",
    Words.Help.Import.abstract,
    Words.Help.Import.discussion)

  @Argument(
    help: .localized(Words.Help.Import.file),
    completion: .file())
  var file: String

  @Option(help: .localized(Words.Help.Import.from))
  var from: ImportFormat?

  @Flag(help: .localized(Words.Help.Import.merge))
  var merge = false

  @Flag(help: .localized(Words.Help.Import.replace))
  var replace = false

  @Flag(help: .localized(Words.Help.Import.dryRun))
  var dryRun = false

  @Option(help: .localized(Words.Help.Import.dateOrder))
  var dateOrder: DateOrder?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var isFolder: ObjCBool = false
    let folder =
      file != "-" && FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
      && isFolder.boolValue
    // A folder is a vdir when --from says so, or when neither --from nor its name says
    // otherwise.
    if from == .vdir || (from == nil && folder && ImportFormat.suggested(byName: file) == nil) {
      guard file != "-" else {
        throw OshiError.usage(Words.Import.vdirFromStandardInput)
      }
      try checkDateOrder(.vdir)
      let read = try ContactImport.readFolder(file)
      let context = try global.context(use: dryRun ? .readsOrEmpty : .writes)
      try importContacts(read, format: .vdir, source: file, context: context)
      return
    }
    let data =
      file == "-"
      ? FileHandle.standardInput.readDataToEndOfFile()
      : try Backups.read(file, as: from ?? ImportFormat.suggested(byName: file))
    let context = try global.context(use: dryRun ? .readsOrEmpty : .writes)
    // The content first; a name such as backup.json only when the content says nothing.
    let detected = ImportFormat.detect(bytes: data)
    guard let format = from ?? detected ?? ImportFormat.suggested(byName: file) else {
      throw ContactImport.undetected(file == "-" ? "stdin" : file, data: data)
    }
    try checkDateOrder(format)
    guard format != .json else {
      let backups = Backups(context)
      let backup = try backups.restore(
        data, merge: merge, replace: replace, dryRun: dryRun)
      if dryRun {
        let lines = try backups.preview(backup, replace: replace, language: context.language)
        emit(lines.map { $0 + "\n" }.joined())
      }
      report(backup.summary(in: context.language, dryRun: dryRun))
      return
    }
    let source = file == "-" ? "stdin" : file
    let read: ImportedFile
    do {
      read = try format.read(Array(data), dateOrder: dateOrder)
    } catch {
      throw ContactImport.refusal(error, source: source)
    }
    try importContacts(read, format: format, source: source, context: context)
  }

  /// Plans the import of another program's file (or a folder of contacts), and writes it
  /// or, with --dry-run, says what it would do.
  func importContacts(
    _ read: ImportedFile, format: ImportFormat, source: String, context: Context
  ) throws {
    let importer = ContactImport(context, source: source)
    let plan = try importer.plan(read, format: format, merge: merge, replace: replace)
    if dryRun {
      emit(plan.lines(in: context.language).map { $0 + "\n" }.joined())
    } else {
      try importer.apply(plan)
      let notes = plan.spokenNotes(in: context.language)
      FileHandle.standardError.write(Data(notes.map { "note: \($0)\n" }.joined().utf8))
    }
    report(plan.summary(in: context.language, dryRun: dryRun))
  }

  /// Refuses `--date-order` for a format without slash dates to order: only CSV has them.
  func checkDateOrder(_ format: ImportFormat) throws {
    guard dateOrder != nil, format != .csv else { return }
    throw OshiError.usage(
      Words.Import.dateOrderWithoutCSV(Said(format.name(in: .en), ja: format.name(in: .ja))))
  }

  /// What the import did, on standard error.
  func report(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
