import FuzzSupport
import ImportChecks
import OshiImport

/// Format detection, then the reader it picks: nothing but a file that starts with `{`
/// is a backup, and a file detected as a format (UTF-16 and other charsets read as
/// `oshi import` reads them) reads as that format or is refused with a line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = bytes(start, count)
  ImportChecks.detect(input)
  if let format = ImportFormat.detect(bytes: input), format != .json {
    ImportChecks.read(input, as: format, datesNormalised: format != .csv)
  }
  return 0
}
