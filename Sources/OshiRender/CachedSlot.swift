import OshiCore
import OshiRuntime
import OshiStoreCore
import OshiWidgets
import OshiWords

/// `oshi render --slot NAME --cached`: the file `refresh` wrote for the slot, printed as it
/// is while it is still right, so that a shell prompt, which runs its command at every
/// prompt, does not open the store.
///
/// The file is right while the refresh's `valid_until` is ahead and the store's change
/// counter is the one the refresh recorded (a command that changed the store since makes
/// it stale); a refresh removes the files it no longer writes. It was drawn in the
/// refresh's zone and language. Anything else (no refresh, a stale or missing file, a
/// format refresh does not write) returns nil, and the slot is rendered as usual.
package struct CachedSlot {
  /// The bytes to print.
  package var bytes: [UInt8]
  /// The exit status: 33 for i3blocks on the day, as `render` gives.
  package var status: Int32

  package init?(
    slot: String, format: RenderFormat, folder: String, storePath: String, now: Int64
  ) {
    let name: String
    switch format {
    case .text: name = "\(slot).txt"
    case .status(let status): name = status.fileName(slot: slot)
    case .json: return nil
    }
    // Two fields of the timeline, read without decoding its list of thousands of files.
    let limit = 1 << 28
    guard
      let timeline = SystemFile.bytes(
        at:
          RefreshFolder.file(RefreshFolder.timelineName, in: folder), limit: limit),
      let validText = JSONPaths.string(at: "$.valid_until", in: timeline),
      case .instant(let validUntil)? = Now(iso: validText), now < validUntil,
      let fingerprint = JSONPaths.string(at: "$.fingerprint", in: timeline),
      !RefreshFolder.isUnfinished(folder),
      let counter = Store.changeCounter(path: storePath),
      fingerprint.hasPrefix("store \(counter);"),
      let data = SystemFile.bytes(at: RefreshFolder.file(name, in: folder), limit: limit)
    else { return nil }
    bytes = data
    status =
      format == .status(.i3blocks)
        && StatusFormat.isToday(i3blocks: String(decoding: data, as: UTF8.self)) ? 33 : 0
  }
}
