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

extension ContactImport.Plan {
  /// How many of the file's records were left out.
  public var skipped: Int { notes.count { $0.cause != nil } }

  /// How many oshis added have a photo from the file.
  public var photos: Int { added.count { $0.photo != nil } }

  /// How many stored oshis the import leaves as they are: those whose contact has nothing
  /// new, and those whose contact is gone from the folder.
  public var leftAlone: Int { unchanged.count + gone.count }

  /// What `--dry-run` prints: a line per oshi added or updated with its dates that are
  /// new or changed, a line per oshi left alone, then each note with its line.
  public func lines(in language: Language) -> [String] {
    let separator = Words.Import.listSeparator(language)
    var lines: [String] = replaced.map { entry in
      Words.Import.willRemove(Sanitizer.clean(entry.oshi.name), entry.oshi.slug)(language)
    }
    for entry in added + updated {
      let old = before[entry.oshi.slug]
      var changes: [String] = []
      if let old, old.oshi.name != entry.oshi.name {
        let names = "\(Sanitizer.clean(old.oshi.name)) → \(Sanitizer.clean(entry.oshi.name))"
        changes.append(Words.Import.nameChange(names)(language))
      }
      // The nickname the widgets show when the name does not fit.
      if let old, old.oshi.shortName != entry.oshi.shortName {
        let none = Words.Import.none(language)
        let was = old.oshi.shortName.map(Sanitizer.clean) ?? none
        let now = entry.oshi.shortName.map(Sanitizer.clean) ?? none
        changes.append(Words.Import.nicknameChange("\(was) → \(now)")(language))
      }
      for widget in entry.widgets {
        guard let date = widget.eventDate(of: entry.oshi) else { continue }
        if let old, let was = old.widgets.first(where: { $0.id == widget.id }),
          was.eventDate(of: old.oshi) == date
        {
          continue
        }
        changes.append(
          "\(widget.label.map(Sanitizer.clean) ?? widget.kind.name(in: language)) \(date.iso)")
      }
      if entry.photo != nil && old?.photo == nil {
        changes.append(Words.Import.aPhoto(language))
      }
      let what =
        changes.isEmpty ? Words.Import.noNewDates(language) : changes.joined(separator: separator)
      let name = Sanitizer.clean(entry.oshi.name)
      lines.append(
        (old == nil
          ? Words.Import.willAdd(name, entry.oshi.slug, what)
          : Words.Import.willUpdate(name, entry.oshi.slug, what))(language))
    }
    for entry in unchanged {
      lines.append(
        Words.Import.willLeave(Sanitizer.clean(entry.oshi.name), entry.oshi.slug)(language))
    }
    lines += goneLines(in: language)
    return (columnsLine(in: language).map { [$0] } ?? []) + lines
      + notes.map { note(in: language, $0) }
  }

  /// A line for each oshi whose contact is gone from the folder: kept, and how to remove it.
  public func goneLines(in language: Language) -> [String] {
    gone.map { entry in
      Words.Import.contactGone(Sanitizer.clean(entry.oshi.name), entry.oshi.slug, source)(
        language)
    }
  }

  /// The columns of a CSV export read and how many were left out: `read the columns First
  /// Name, Last Name, Birthday; ignored 42 others`; nil for other files.
  public func columnsLine(in language: Language) -> String? {
    guard let columns else { return nil }
    let used = columns.used.map { Sanitizer.clean($0) }
    let names = Said(used.joined(separator: ", "), ja: used.joined(separator: "、"))
    let ignored = columns.ignored.count
    return
      (ignored == 0
      ? Words.Import.columnsRead(names) : Words.Import.columnsRead(names, ignoring: ignored))(
        language)
  }

  /// The notes `oshi import` says as it writes: all but the routine skips (the cards of
  /// an address book without a birthday), which the summary counts.
  public func spokenNotes(in language: Language) -> [String] {
    goneLines(in: language)
      + notes.filter { !($0.cause?.isRoutine ?? false) }.map { note(in: language, $0) }
  }

  /// A note as a line: `contacts.vcf:12: skipped: …`, or a folder's file
  /// (`contacts/3f2a.vcf:12: …`).
  func note(in language: Language, _ note: ImportNote) -> String {
    let text = Sanitizer.clean(language == .ja ? note.ja : note.text)
    let verb = note.cause == nil ? "" : Words.Import.skippedVerb(language)
    return "\(ContactImport.place(source, file: note.file)):\(note.line): \(verb)\(text)"
  }

  /// What an import did, as `oshi import` reports it; with `dryRun`, what it would do.
  public func summary(in language: Language, dryRun: Bool = false) -> String {
    var text = Words.Import.summary(
      from: Said(format.name(in: .en), ja: format.name(in: .ja)),
      replaced: replaced.count, added: added.count, updated: updated.count,
      leftAlone: leftAlone, newWidgets: newWidgets, photos: photos, dryRun: dryRun)(language)
    if let skipped = skippedLine(in: language) {
      text += Words.Import.thenSkipped(language) + skipped
    }
    if let columns = columnsLine(in: language) { text += "\n" + columns }
    return text
  }

  /// The records skipped, counted by cause, in words; nil when none were.
  func skippedLine(in language: Language) -> String? {
    var causes: [ImportNote.Cause] = []
    var counts: [ImportNote.Cause: Int] = [:]
    for case let cause? in notes.map(\.cause) {
      if counts[cause] == nil { causes.append(cause) }
      counts[cause, default: 0] += 1
    }
    guard !causes.isEmpty else { return nil }
    let japanese = causes.map {
      $0.ja.replacingOccurrences(of: "{n}", with: "\(counts[$0] ?? 0)")
    }
    let parts = causes.map { cause in
      let n = counts[cause] ?? 0
      let qualifier = cause.qualifier.replacingOccurrences(of: "{is}", with: n == 1 ? "is" : "are")
      return "\(English.counted(n, cause.noun)) \(qualifier)"
    }
    let list =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    return Words.Import.skipped(Said(list, ja: japanese.joined(separator: "、")))(language)
  }
}
