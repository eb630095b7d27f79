import Foundation
import OshiCommandWords
import OshiCore
import OshiImport
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi export` and `oshi import`: the store's content as a backup file, and back.
public struct Backups: Sendable {
  /// The store backed up and restored.
  public let store: Store

  /// The backups of `context`'s store.
  public init(_ context: Context) {
    self.init(store: context.store)
  }

  /// The backups of `store`.
  init(store: Store) {
    self.store = store
  }

  /// `oshi export`: everything in the store.
  public func export() throws(OshiError) -> String {
    do {
      return BackupFile.encode(try store.backup())
    } catch {
      throw OshiError(error)
    }
  }

  /// The bytes of the file at `path`, to be read as `format` (a backup when nil); a
  /// missing, unreadable or folder path is an error that says which, and names the kind
  /// of file meant (exit 66, EX_NOINPUT).
  public static func read(_ path: String, as format: ImportFormat? = .json) throws(OshiError)
    -> Data
  {
    let meant = Backups.kind(of: format)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw OshiError(
        Words.Backup.noFile(path, meant: meant), exitCode: 66)
    }
    if isFolder.boolValue {
      // A folder of contacts is read as a vdir, which --from vcard does not.
      let vdir = format == .vcard
      throw OshiError(
        vdir
          ? Words.Backup.vcardFolder(path, meant: meant) : Words.Backup.folder(path, meant: meant),
        exitCode: 66)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw OshiError(
        Words.Backup.noPermission(path, meant: meant),
        exitCode: 66)
    }
    return data
  }

  /// The kind of file `oshi import` reads as `format`, in words; nil: any it reads.
  static func kind(of format: ImportFormat?) -> Said {
    switch format {
    case .json: Words.Backup.meantBackup
    case .vcard: Words.Backup.meantVCard
    case .csv: Words.Backup.meantCSV
    case .birthday: Words.Backup.meantBirthdays
    case .remind: Words.Backup.meantRemind
    case .vdir: Words.Backup.meantVdir
    case nil: Words.Backup.meantAny
    }
  }

  /// `oshi import`: restores a backup in one transaction.
  ///
  /// A store that is not empty needs `merge` (update and add) or `replace` (empty it
  /// first). With `dryRun`, checks everything and writes nothing.
  public func restore(_ data: Data, merge: Bool, replace: Bool, dryRun: Bool = false)
    throws(OshiError) -> Backup
  {
    if merge && replace {
      throw .usage(
        Words.Backup.mergeAndReplace)
    }
    let backup = try BackupFile.decode(data)
    let current: Backup
    do {
      current = try store.backup()
    } catch {
      throw OshiError(error)
    }
    if !current.isEmpty && !merge && !replace {
      // The oshis the backup has that are stored already (by slug or name) are named.
      let stored = Set(current.allEntries.flatMap { [$0.oshi.slug, $0.oshi.name] })
      let both = backup.allEntries.filter {
        stored.contains($0.oshi.slug) || stored.contains($0.oshi.name)
      }.map { Sanitizer.clean($0.oshi.name) }
      let named = Said(
        both.prefix(5).joined(separator: ", ") + (both.count > 5 ? ", …" : ""),
        ja: both.prefix(5).joined(separator: "、") + (both.count > 5 ? "ほか" : ""))
      throw .usage(
        both.isEmpty
          ? Words.Backup.storeNotEmpty(current.oshis.count)
          : Words.Backup.storeNotEmpty(current.oshis.count, alreadyStored: named))
    }
    if merge {
      // A widget id may move to another oshi only through a slug the backup names too.
      var owner: [String: String] = [:]
      for entry in current.oshis {
        for widget in entry.widgets { owner[widget.id] = entry.oshi.slug }
      }
      for (index, entry) in backup.oshis.enumerated() {
        for (position, widget) in entry.widgets.enumerated() {
          if let slug = owner[widget.id], slug != entry.oshi.slug {
            let field = "$.oshis[\(index)].widgets[\(position)].id"
            throw .usage(
              Words.Backup.widgetOfAnother(field, widget.id, slug))
          }
        }
      }
    }
    if !dryRun {
      try store.change { store in try store.restore(backup, replacing: replace) }
    }
    return backup
  }

  /// What restoring `backup` does to the store as it is now, a line per oshi and group:
  /// added, or updated (same slug); `--dry-run` prints them.
  public func preview(_ backup: Backup, replace: Bool, language: Language) throws(OshiError)
    -> [String]
  {
    let current: Set<String>
    do {
      current = replace ? [] : Set(try store.backup().allEntries.map(\.oshi.slug))
    } catch {
      throw OshiError(error)
    }
    return backup.allEntries.map { entry in
      let name = Sanitizer.clean(entry.oshi.name)
      let widgets = entry.widgets.count
      switch (language, current.contains(entry.oshi.slug)) {
      case (.ja, false): return "追加: \(name)(\(entry.oshi.slug)): ウィジェット\(widgets)個"
      case (.ja, true): return "更新: \(name)(\(entry.oshi.slug)): ウィジェット\(widgets)個"
      case (.en, false):
        return "add \(name) (\(entry.oshi.slug)): \(English.counted(widgets, "widget"))"
      case (.en, true):
        return "update \(name) (\(entry.oshi.slug)): \(English.counted(widgets, "widget"))"
      }
    }
  }
}

extension Backup {
  /// What an import brought in, as `oshi import` reports it; with `dryRun`, what it
  /// would bring.
  ///
  /// Everything restored is counted: groups, oshis, the widgets of both, slots,
  /// settings and photos; groups, settings and photos only when there are some.
  public func summary(in language: Language, dryRun: Bool = false) -> String {
    let widgets = allEntries.reduce(0) { $0 + $1.widgets.count }
    let photos = allEntries.count { $0.photo != nil }
    if language == .ja {
      let parts =
        (groups.isEmpty ? [] : ["グループ\(groups.count)個"])
        + ["推し\(oshis.count)人", "ウィジェット\(widgets)個", "スロット\(slots.count)個"]
        + (settings.isEmpty ? [] : ["設定\(settings.count)個"])
        + (photos == 0 ? [] : ["写真\(photos)枚"])
      return "\(dryRun ? "読み込めます" : "読み込みました"): " + parts.joined(separator: "、")
        + (dryRun ? "(--dry-run なので何も書いていません)" : "")
    }
    let parts =
      (groups.isEmpty ? [] : [English.counted(groups.count, "group")])
      + [
        English.counted(oshis.count, "oshi"), English.counted(widgets, "widget"),
        English.counted(slots.count, "slot"),
      ]
      + (settings.isEmpty ? [] : [English.counted(settings.count, "setting")])
      + (photos == 0 ? [] : [English.counted(photos, "photo")])
    return "\(dryRun ? "would import" : "imported") " + parts.joined(separator: ", ")
      + (dryRun ? " (--dry-run: nothing was written)" : "")
  }

  /// The groups, then the oshis.
  var allEntries: [OshiEntry] { groups + oshis }
}
