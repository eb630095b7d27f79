import Foundation
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
    let separator = language == .ja ? "、" : ", "
    var lines: [String] = replaced.map { entry in
      let name = Sanitizer.clean(entry.oshi.name)
      return language == .ja
        ? "削除: \(name)(\(entry.oshi.slug))" : "remove \(name) (\(entry.oshi.slug))"
    }
    for entry in added + updated {
      let old = before[entry.oshi.slug]
      var changes: [String] = []
      if let old, old.oshi.name != entry.oshi.name {
        let names = "\(Sanitizer.clean(old.oshi.name)) → \(Sanitizer.clean(entry.oshi.name))"
        changes.append((language == .ja ? "名前 " : "name ") + names)
      }
      // The nickname the widgets show when the name does not fit.
      if let old, old.oshi.shortName != entry.oshi.shortName {
        let none = language == .ja ? "なし" : "none"
        let was = old.oshi.shortName.map(Sanitizer.clean) ?? none
        let now = entry.oshi.shortName.map(Sanitizer.clean) ?? none
        changes.append((language == .ja ? "ニックネーム " : "nickname ") + "\(was) → \(now)")
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
        changes.append(language == .ja ? "写真" : "a photo")
      }
      let what =
        changes.isEmpty
        ? (language == .ja ? "新しい日付なし" : "no new dates") : changes.joined(separator: separator)
      let name = Sanitizer.clean(entry.oshi.name)
      switch (language, old == nil) {
      case (.ja, true): lines.append("追加: \(name)(\(entry.oshi.slug)): \(what)")
      case (.ja, false): lines.append("更新: \(name)(\(entry.oshi.slug)): \(what)")
      case (.en, true): lines.append("add \(name) (\(entry.oshi.slug)): \(what)")
      case (.en, false): lines.append("update \(name) (\(entry.oshi.slug)): \(what)")
      }
    }
    for entry in unchanged {
      let name = Sanitizer.clean(entry.oshi.name)
      lines.append(
        language == .ja
          ? "そのまま: \(name)(\(entry.oshi.slug)): 連絡先に変更なし"
          : "leave \(name) (\(entry.oshi.slug)): the contact has not changed")
    }
    lines += goneLines(in: language)
    return (columnsLine(in: language).map { [$0] } ?? []) + lines
      + notes.map { note(in: language, $0) }
  }

  /// A line for each oshi whose contact is gone from the folder: kept, and how to remove it.
  public func goneLines(in language: Language) -> [String] {
    gone.map { entry in
      let name = Sanitizer.clean(entry.oshi.name)
      let slug = entry.oshi.slug
      return language == .ja
        ? "残します: \(name)(\(slug)): 連絡先が \(source) にありません(電話で削除しましたか)。推しは残します。消すなら oshi remove \(slug)"
        : "keep \(name) (\(slug)): the contact is not in \(source) (deleted on the phone?); the oshi stays, and oshi remove \(slug) removes it"
    }
  }

  /// The columns of a CSV export read and how many were left out: `read the columns First
  /// Name, Last Name, Birthday; ignored 42 others`; nil for other files.
  public func columnsLine(in language: Language) -> String? {
    guard let columns else { return nil }
    let used = columns.used.map { Sanitizer.clean($0) }
    let ignored = columns.ignored.count
    if language == .ja {
      return "読んだ列: " + used.joined(separator: "、")
        + (ignored == 0 ? "" : "。ほかの\(ignored)列は読んでいません")
    }
    return "read the columns " + used.joined(separator: ", ")
      + (ignored == 0 ? "" : "; ignored \(English.counted(ignored, "other"))")
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
    let verb = note.cause == nil ? "" : (language == .ja ? "飛ばしました: " : "skipped: ")
    return "\(ContactImport.place(source, file: note.file)):\(note.line): \(verb)\(text)"
  }

  /// `name` with から, a space between when the name ends in Latin letters (連絡先の
  /// vdir から), as Japanese sets a Latin word apart.
  static func from(_ name: String) -> String {
    name.last?.isASCII == true ? "\(name) から" : "\(name)から"
  }

  /// What an import did, as `oshi import` reports it; with `dryRun`, what it would do.
  public func summary(in language: Language, dryRun: Bool = false) -> String {
    var text: String
    if language == .ja {
      let from = Self.from(format.name(in: language))
      text =
        (replaced.isEmpty ? "" : "ストアの推し\(replaced.count)人を削除し、")
        + "\(from)推し\(added.count)人を追加"
        + (updated.isEmpty ? "" : "、\(updated.count)人を更新")
        + (leftAlone == 0 ? "" : "、\(leftAlone)人はそのまま") + "、ウィジェット\(newWidgets)個"
        + (photos == 0 ? "" : "、写真\(photos)枚")
        + (dryRun ? "(--dry-run なので何も書いていません)" : "")
    } else {
      text =
        (dryRun ? "would import" : "imported")
        + " from \(format.name(in: language)): "
        + (replaced.isEmpty ? "" : "\(English.counted(replaced.count, "stored oshi")) removed, ")
        + "\(English.counted(added.count, "oshi")) added"
        + (updated.isEmpty ? "" : ", \(updated.count) updated")
        + (leftAlone == 0 ? "" : ", \(leftAlone) left alone")
        + ", \(English.counted(newWidgets, "new widget"))"
        + (photos == 0 ? "" : ", \(English.counted(photos, "photo"))")
        + (dryRun ? " (--dry-run: nothing was written)" : "")
    }
    if let skipped = skippedLine(in: language) {
      text += language == .ja ? "。" + skipped : "; " + skipped
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
    if language == .ja {
      let parts = causes.map { $0.ja.replacingOccurrences(of: "{n}", with: "\(counts[$0] ?? 0)") }
      return parts.joined(separator: "、") + "を飛ばしました"
    }
    let parts = causes.map { cause in
      let n = counts[cause] ?? 0
      let qualifier = cause.qualifier.replacingOccurrences(of: "{is}", with: n == 1 ? "is" : "are")
      return "\(English.counted(n, cause.noun)) \(qualifier)"
    }
    let list =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    return "skipped " + list
  }
}
