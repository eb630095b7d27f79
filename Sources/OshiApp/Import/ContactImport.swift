import Foundation
import OshiCommandWords
import OshiCore
import OshiImport
import OshiNames
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi import` of another program's file: contacts (vCard), Debian birthday's
/// `~/.birthdays`, remind and CSV.
///
/// Every field is checked as `oshi add` checks it, and a refusal names the file's line
/// and field. Nothing is written unless all of it reads: the whole file goes in one
/// transaction, through the same restore as a backup.
public struct ContactImport: Sendable {
  /// The store imported into.
  public let store: Store
  /// The day relative dates and checks are read against.
  public let today: LocalDate
  /// The language of the labels the file does not give.
  public let language: Language
  /// The file's name, as refusals name it (`contacts.vcf:12: BDAY: …`); a folder's, or
  /// the folder's file a record is in (`contacts/3f2a.vcf:12: BDAY: …`).
  public private(set) var source: String

  /// The import of the file `source` into `context`'s store.
  public init(_ context: Context, source: String) {
    store = context.store
    today = context.today
    language = context.language
    self.source = source
  }

  /// What an import will do.
  public struct Plan: Sendable {
    /// The format read.
    public var format: ImportFormat
    /// The oshis to add, with their widgets.
    public var added: [Backup.OshiEntry] = []
    /// The stored oshis that `--merge` gives more dates, or that their contact (by its
    /// `UID`) changes, with their widgets.
    public var updated: [Backup.OshiEntry] = []
    /// The stored oshis whose contact is in the file with nothing new.
    public var unchanged: [Backup.OshiEntry] = []
    /// The stored oshis whose contact is not in the folder: kept, and said.
    ///
    /// The contact was deleted on the phone, or moved to another address book. Only a
    /// folder's import has them.
    public var gone: [Backup.OshiEntry] = []
    /// The file's name, as notes name it.
    public var source = ""
    /// What was left out or read otherwise, in the file's order: the reader's notes,
    /// then the import's (a photo that does not read, a birthday in the future).
    public var notes: [ImportNote] = []
    /// Whether the store is emptied first.
    public var replacing = false
    /// The columns of a CSV export read and left out, for the summary.
    public var columns: ImportedColumns?

    /// The widgets that are new.
    public internal(set) var newWidgets = 0
    /// What `--replace` removes first: every stored group and oshi.
    public var replaced: [Backup.OshiEntry] = []
    /// Each oshi updated as it was stored, by slug, for ``lines(in:)``.
    var before: [String: Backup.OshiEntry] = [:]

    /// The backup that the plan restores.
    var backup: Backup {
      Backup(oshis: added + updated, slots: [], settings: [:])
    }
  }

  /// Reads `file` (named `source` in refusals) and works out what importing it does.
  ///
  /// A name that is already stored is refused, and merged only with `merge`: its dates
  /// are set from the file, and its new days added.
  public func plan(
    _ file: ImportedFile, format: ImportFormat, merge: Bool, replace: Bool
  ) throws(OshiError) -> Plan {
    if merge && replace {
      throw .usage(Words.Import.mergeOrReplace)
    }
    let current: Backup
    // The contacts whose oshi was removed, which stay out.
    let removed: Set<String>
    var replaced: [Backup.OshiEntry] = []
    do {
      let stored = try store.backup()
      current = replace ? Backup(oshis: [], slots: [], settings: [:]) : stored
      if replace { replaced = stored.groups + stored.oshis }
      removed = replace ? [] : try store.removedContacts()
    } catch {
      throw OshiError(error)
    }
    var plan = Plan(format: format, source: source, notes: file.notes, replacing: replace)
    plan.replaced = replaced
    plan.columns = file.columns
    var planning = Planning(
      plan, current: current, removed: removed, merge: merge, importing: self)
    for record in file.oshis {
      let importer = within(record.file)
      do throws(OshiError) {
        try planning.take(record, importer: importer)
      } catch {
        // One contact of a folder that oshi cannot take does not keep out the others.
        guard format == .vdir else { throw error }
        planning.plan.notes.append(importer.skipped(record, error))
      }
    }
    return try planning.finished(file, current: current)
  }

  /// A file that cannot be read, as `oshi import` says it: `contacts.vcf:12: BDAY: …`.
  public static func refusal(_ failure: ImportFailure, source: String) -> OshiError {
    let place = "\(source):\(failure.line): " + (failure.field.map { "\($0): " } ?? "")
    return .usage(place + failure.reason, ja: place + failure.reasonJA)
  }

  /// A file whose format cannot be told from its content or its name.
  public static func undetected(_ source: String, data: Data) -> OshiError {
    if let kind = BackupFile.looksLike(data) {
      return .usage(Words.Import.notABackup(kind))
    }
    return .usage(Words.Import.unknownFormat(source))
  }

  /// The import of the folder's file `file` a record is in; this import for a single file.
  func within(_ file: String?) -> ContactImport {
    var copy = self
    copy.source = Self.place(source, file: file)
    return copy
  }

  /// Where a line is, as refusals and notes name it: `source`, or its file `file` of a
  /// folder (`contacts/3f2a.vcf`), the name as the folder holds it but made printable.
  static func place(_ source: String, file: String?) -> String {
    guard let file else { return source }
    return (source.hasSuffix("/") ? String(source.dropLast()) : source) + "/"
      + Sanitizer.clean(file)
  }

  /// The note that a folder's record was skipped for `error`, a field oshi refuses: the
  /// refusal's own line and words, without the place that the note gives again.
  func skipped(_ record: ImportedOshi, _ error: OshiError) -> ImportNote {
    func unplaced(_ text: String) -> (line: Int, text: String)? {
      let prefix = source + ":"
      guard text.hasPrefix(prefix) else { return nil }
      let rest = text.dropFirst(prefix.count)
      let digits = rest.prefix(while: \.isNumber)
      guard let line = Int(digits), rest.dropFirst(digits.count).hasPrefix(": ") else { return nil }
      return (line, String(rest.dropFirst(digits.count + 2)))
    }
    let english = unplaced(error.message)
    return ImportNote(
      line: english?.line ?? record.line, skipped: .refusedCard,
      english?.text ?? error.message, ja: unplaced(error.japanese)?.text ?? error.japanese,
      file: record.file)
  }

  /// Reads the vdir of contacts at `path`, as ``ContactFolder`` reads its items.
  ///
  /// The items are the `*.vcf` files in it, not in its subfolders. A file that cannot be
  /// read is skipped with a note; a path that is not a folder, or a folder without a
  /// `.vcf` file, is refused (exit 66, EX_NOINPUT).
  public static func readFolder(_ path: String) throws(OshiError) -> ImportedFile {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw OshiError(Words.Import.noFolder(path), exitCode: 66)
    }
    guard isFolder.boolValue else {
      throw OshiError(Words.Import.fileNotFolder(path), exitCode: 66)
    }
    guard let names = try? manager.contentsOfDirectory(atPath: path) else {
      throw OshiError(Words.Import.folderDenied(path), exitCode: 66)
    }
    let folder = path.hasSuffix("/") ? path : path + "/"
    var files: [(name: String, bytes: [UInt8]?)] = []
    for name in names where ContactFolder.isItem(name) {
      var isItemFolder: ObjCBool = false
      guard manager.fileExists(atPath: folder + name, isDirectory: &isItemFolder),
        !isItemFolder.boolValue
      else { continue }
      files.append((name, manager.contents(atPath: folder + name).map(Array.init)))
    }
    guard !files.isEmpty else {
      // Discovered collections are folders of their own inside the pair's path.
      let inner = names.sorted().first { name in
        let items = try? manager.contentsOfDirectory(atPath: folder + name)
        return items?.contains(where: ContactFolder.isItem) ?? false
      }
      if let inner {
        throw OshiError(Words.Import.innerFolder(path, inner), exitCode: 66)
      }
      throw OshiError(Words.Import.noVCards(path), exitCode: 66)
    }
    return ContactFolder.read(files)
  }

  /// Writes the plan in one transaction.
  public func apply(_ plan: Plan) throws(OshiError) {
    let backup = plan.backup
    try store.change { store in try store.restore(backup, replacing: plan.replacing) }
  }

  /// Reads the record's fields into `entry`: the oshi's dates and texts, a widget for each
  /// date that has none, and the record's days (those not there already).
  ///
  /// With `retiming` (the contact an oshi came from), a day whose label the oshi has on one
  /// custom widget, and the card on one day, moves that widget to the card's date.
  func fill(
    _ entry: inout Backup.OshiEntry, from record: ImportedOshi, widgetIDs: inout Set<String>,
    retiming: Bool = false
  ) throws(OshiError) {
    var oshi = entry.oshi
    // A reading that is not kana (a Western card's SORT-AS) is not one oshi can use.
    if entry.yomi == nil, let yomi = ContactImport.yomi(of: record) { entry.yomi = yomi }
    if let value = record.shortName {
      oshi.shortName = try checked(value) { text throws(OshiError) in
        try Input.text(text, field: "short name")
      }
    }
    if let value = record.symbol { oshi.symbol = try checked(value, Input.symbol) }
    if let value = record.group {
      entry.group = try checked(value) { text throws(OshiError) in
        try Input.text(text, field: "group")
      }
    }
    // The widgets `add` makes for the dates given, in its order.
    for kind in WidgetKind.madeByAdd {
      guard let oshiDate = kind.oshiDate, let value = record.dates[oshiDate] else { continue }
      oshi.setDate(try date(value, yearless: oshiDate.allowsYearless), for: kind)
      if !entry.widgets.contains(where: { $0.kind == kind }) {
        let id = free("\(oshi.slug)-\(kind.rawValue)", in: &widgetIDs)
        entry.widgets.append(Widget(id: id, oshiID: 0, kind: kind))
      }
    }
    for day in record.days {
      let label = try checked(
        ImportedValue(day.label ?? defaultLabel(day.kind), line: day.date.line, field: "label")
      ) { text throws(OshiError) in try Input.text(text, field: "label") }
      let date = try date(day.date, yearless: !day.once)
      // A day the file does not name matches the default label of either language: the
      // same contact imported with --lang ja after --lang en is the same day.
      let labels =
        day.label == nil
        ? Set(Language.allCases.map { defaultLabel(day.kind, in: $0) }) : [label]
      let labelled = entry.widgets.indices.filter {
        entry.widgets[$0].kind.facts.date == .own && labels.contains(entry.widgets[$0].label ?? "")
      }
      if labelled.contains(where: { entry.widgets[$0].date == date }) { continue }
      if retiming, labelled.count == 1, record.days.count(where: { $0.label == day.label }) == 1 {
        entry.widgets[labelled[0]].date = date
        entry.widgets[labelled[0]].once = day.once
        continue
      }
      let base = "\(oshi.slug)-\(Input.slug(fromName: label) ?? "custom")"
      var widget = Widget(id: free(base, in: &widgetIDs), oshiID: 0, kind: .custom)
      widget.label = label
      widget.date = date
      widget.once = day.once
      entry.widgets.append(widget)
    }
    try Catalog.checkLength(of: entry.widgets.map(\.id), slug: oshi.slug)
    entry.oshi = oshi
  }

  /// A remind reminder whose birthday is in the future: remind shows it once, on that
  /// day, and oshi has no yearly day to make of it.
  func futureReminder(_ record: ImportedOshi, format: ImportFormat) -> ImportNote? {
    guard format == .remind, let birthday = record.birthday,
      let date = try? Input.date(birthday.text, option: "", today: today).date, date > today
    else { return nil }
    return ImportNote(
      line: record.line, skipped: .oneOffReminder,
      Words.Import.futureReminder(birthday.text))
  }

  /// A note when the record's birthday is after today, as `oshi add` gives one.
  func futureBirthday(_ record: ImportedOshi) -> ImportNote? {
    guard let birthday = record.birthday,
      let date = try? Input.date(birthday.text, option: "", today: today).date, date > today
    else { return nil }
    return ImportNote(
      line: birthday.line,
      Words.Import.futureBirthday(birthday.asWritten, of: record.name.text))
  }

  /// The photo a contact carries, decoded and prepared as `oshi image set` prepares one;
  /// a note when it does not read, and the oshi is imported without it.
  func photo(_ photo: ImportedPhoto) -> (png: [UInt8]?, note: ImportNote?) {
    func note(_ why: Said) -> ([UInt8]?, ImportNote?) {
      (nil, ImportNote(line: photo.line, Words.Import.photoLeftOut(why)))
    }
    guard let bytes = Data(base64Encoded: photo.base64, options: .ignoreUnknownCharacters),
      !bytes.isEmpty
    else {
      return note(Words.Import.notBase64)
    }
    do throws(OshiError) {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = folder.path + "/photo"
      guard FileManager.default.createFile(atPath: file, contents: bytes) else {
        return note(Words.Import.noTemporaryFile)
      }
      return (try Catalog.preparePhoto(file), nil)
    } catch {
      return note(Said(error.message, ja: error.japanese))
    }
  }

  /// The reading the contact carries, when it is kana.
  static func yomi(of record: ImportedOshi) -> String? {
    record.yomi.flatMap { try? Input.yomi($0.text) }
  }

  /// The label of a day the file does not name.
  private func defaultLabel(_ kind: ImportedDay.Kind, in language: Language? = nil) -> String {
    let label =
      switch kind {
      case .anniversary: Words.Import.anniversary
      case .event: Words.Import.event
      }
    return label(language ?? self.language)
  }

  /// The slug of a new oshi: the file's, or one made from the name, numbered when taken.
  func slug(for record: ImportedOshi, name: String, taken: Set<String>) throws(OshiError)
    -> String
  {
    if let given = record.slug {
      let slug = try checked(given) { text throws(OshiError) in try Input.slug(text) }
      if taken.contains(slug) {
        throw located(
          given,
          .usage(Words.Import.slugTaken(slug)))
      }
      return slug
    }
    let made = Input.madeSlug(fromName: name, yomi: ContactImport.yomi(of: record))
    guard let base = made.slug else {
      return Slug.numbered(isTaken: taken.contains)
    }
    return Slug.free(String(base.prefix(35)), cut: 35, isTaken: taken.contains)
  }

  /// `base`, or `base-2`, `base-3`…: the first widget id not in `ids`, which it joins.
  private func free(_ base: String, in ids: inout Set<String>) -> String {
    let id = Slug.free(String(base.prefix(44)), cut: 44, isTaken: ids.contains)
    ids.insert(id)
    return id
  }

  /// A date as `oshi add` reads it; a refusal names the file, the line and the field.
  ///
  /// A date the reader rewrote (`31/02/2000` as `2000-02-31`) is quoted as the file
  /// writes it.
  private func date(_ value: ImportedValue, yearless: Bool) throws(OshiError) -> EventDate {
    do {
      return try Input.date(
        value.text, option: "\(source):\(value.line): \(value.field)", today: today,
        allowsYearless: yearless)
    } catch {
      guard let written = value.written.map(Sanitizer.clean) else { throw error }
      var refusal = error
      for quoted in ["'\(value.text)'", "\"\(value.text)\""] {
        refusal.message = refusal.message.replacingOccurrences(of: quoted, with: "'\(written)'")
        refusal.japanese = refusal.japanese.replacingOccurrences(of: quoted, with: "'\(written)'")
      }
      if !refusal.message.contains(written) {
        let asWritten = Words.Import.inTheFile(written)
        refusal.message += asWritten.en
        refusal.japanese += asWritten.ja
      }
      throw refusal
    }
  }

  /// `check` applied to the value's text; a refusal names the file, the line and the field.
  func checked<T>(
    _ value: ImportedValue, _ check: (String) throws(OshiError) -> T
  ) throws(OshiError) -> T {
    do {
      return try check(value.text)
    } catch {
      throw located(value, error)
    }
  }

  /// `error` prefixed with where the value is: `oshis.csv:4: name: …`.
  private func located(_ value: ImportedValue, _ error: OshiError) -> OshiError {
    var located = error
    located.message = "\(source):\(value.line): \(value.field): \(error.message)"
    located.japanese = "\(source):\(value.line): \(value.field): \(error.japanese)"
    return located
  }
}

extension ImportFormat {
  /// The format as messages name it.
  public func name(in language: Language) -> String {
    let name: Said
    switch self {
    case .json: name = Words.Import.jsonBackup
    case .vcard: name = Words.Import.vCard
    case .remind: name = Words.Import.remindFile
    case .vdir: name = Words.Import.contactsVdir
    // The name of the file, or of the format, in both languages.
    case .birthday: return "~/.birthdays"
    case .csv: return "CSV"
    }
    return name(language)
  }
}
