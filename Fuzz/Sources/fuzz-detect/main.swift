import FuzzSupport
import ImportChecks
import OshiImport

/// Format detection, then the reader it picks: nothing but a file that starts with `{`
/// is a backup, and a file detected as a format reads as that format or is refused
/// with a line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = bytes(start, count)
  ImportChecks.detect(input)
  let text = Substring(decoding: input.prefix(4096), as: UTF8.self)
  if let format = ImportFormat.detect(text), format != .json {
    ImportChecks.read(input, as: format, datesNormalised: format != .csv)
  }
  return 0
}
