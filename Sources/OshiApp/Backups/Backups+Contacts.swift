import Foundation
import OshiCore
import OshiRuntime
import OshiStore
import OshiWidgets
import OshiWords

extension Backups {
  /// `oshi export --format vcard`: a vCard per oshi, in the order they were added, for a
  /// phone's contacts or a CardDAV address book (``VCardWriter``).
  ///
  /// Groups are not contacts, and private oshis and widgets stay out unless
  /// `includePrivate`. The labels of the days are in `language`.
  public func contacts(
    version: VCardWriter.Version, language: Language, includePrivate: Bool
  ) throws(OshiError) -> String {
    let backup: Backup
    do {
      backup = try store.backup()
    } catch {
      throw OshiError(error)
    }
    let contacts = backup.oshis.compactMap { entry in
      VCardWriter.Contact(
        oshi: entry.oshi, widgets: entry.widgets, reading: entry.yomi,
        photo: entry.photo.map { Data($0).base64EncodedString() }, language: language,
        includePrivate: includePrivate)
    }
    return VCardWriter.document(contacts, version: version, language: language)
  }
}
