import Foundation
import FuzzSupport

@testable import OshiApp

/// The JSON backup reader: an accepted backup, written again by `oshi export`'s encoder,
/// reads back as the same backup, and writing that gives the same text.
///
/// Not for a backup whose `group` names no group of the backup, as version 1's do: that
/// is a group's name, which a restore resolves against the store (an existing group, or
/// a new one), where version 2 holds a slug of the backup's own groups. The version
/// field alone does not tell: the decoder and a JSON parser may read a mangled file's
/// `version` differently.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes(start, count))
  guard let backup = try? BackupFile.decode(data) else { return 0 }
  // A group named by no group of the backup is a version 1 backup's group name.
  let slugs = Set(backup.groups.map(\.oshi.slug))
  if backup.allEntries.contains(where: { $0.group.map { !slugs.contains($0) } ?? false }) {
    return 0
  }
  let text = BackupFile.encode(backup)
  do {
    let again = try BackupFile.decode(Data(text.utf8))
    require(again == backup, "the backup written again reads otherwise")
    require(BackupFile.encode(again) == text, "writing the backup twice gives two texts")
  } catch {
    require(false, "the backup written again is refused: \(error.message)")
  }
  return 0
}
