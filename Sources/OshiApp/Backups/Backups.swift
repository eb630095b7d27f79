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
      let named = Words.Backup.names(Array(both.prefix(5)), more: both.count > 5)
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
      return current.contains(entry.oshi.slug)
        ? Words.Backup.willUpdate(name, entry.oshi.slug, widgets: widgets)(language)
        : Words.Backup.willAdd(name, entry.oshi.slug, widgets: widgets)(language)
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
    let parts =
      (groups.isEmpty ? [] : [Words.Backup.groups(groups.count)])
      + [
        Words.Backup.oshis(oshis.count), Words.Backup.widgets(widgets),
        Words.Backup.slots(slots.count),
      ]
      + (settings.isEmpty ? [] : [Words.Backup.settings(settings.count)])
      + (photos == 0 ? [] : [Words.Backup.photos(photos)])
    return Words.Backup.summary(
      Said(
        parts.map(\.en).joined(separator: ", "), ja: parts.map(\.ja).joined(separator: "、")),
      dryRun: dryRun)(language)
  }

  /// The groups, then the oshis.
  var allEntries: [OshiEntry] { groups + oshis }
}
