import Foundation
import OshiCore
import OshiStore

/// `oshi export` and `oshi import`: the store's content as a backup file, and back.
public struct Backups: Sendable {
  /// The store backed up and restored.
  public let store: Store

  /// The backups of `store`.
  public init(store: Store) {
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

  /// `oshi import`: restores a backup in one transaction. A store that is not empty
  /// needs `merge` (update and add) or `replace` (empty it first).
  public func restore(_ data: Data, merge: Bool, replace: Bool) throws(OshiError) -> Backup {
    if merge && replace { throw .usage("choose one of --merge and --replace") }
    let backup = try BackupFile.decode(data)
    let current: Backup
    do {
      current = try store.backup()
    } catch {
      throw OshiError(error)
    }
    if !current.isEmpty && !merge && !replace {
      throw .usage(
        "the store is not empty (\(current.oshis.count) oshis); add --merge to update and add, or --replace to replace everything"
      )
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
            throw .usage(
              "$.oshis[\(index)].widgets[\(position)].id: '\(widget.id)' belongs to the oshi '\(slug)' in the store"
            )
          }
        }
      }
    }
    try store.change { store in try store.restore(backup, replacing: replace) }
    return backup
  }
}
