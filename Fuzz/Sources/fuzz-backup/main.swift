import Foundation
import FuzzSupport

@testable import OshiApp

/// The JSON backup reader: an accepted backup, written again by `oshi export`'s encoder,
/// reads back as the same backup, and writing that gives the same text.
///
/// Not for version 1 backups: their `group` is a group's name, which a restore resolves
/// against the store (an existing group, or a new one), so the backup read holds a name
/// where version 2 holds a slug of its own groups.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes(start, count))
  guard let backup = try? BackupFile.decode(data) else { return 0 }
  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  if (object?["version"] as? NSNumber)?.intValue == 1 { return 0 }
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
