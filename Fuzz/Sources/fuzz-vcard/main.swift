import FuzzSupport
import ImportChecks
import OshiImport

/// The vcard reader, and the same bytes read as a vdir of contacts.
///
/// Every record has a name, its dates normalised and the lines they came from; a refusal
/// names a line; detection never calls the file a backup. The bytes cut at NUL bytes into
/// files are read as a vdir: every record and note names its file and a line of it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = bytes(start, count)
  ImportChecks.read(input, as: .vcard, datesNormalised: true)
  ImportChecks.detect(input)
  ImportChecks.folder(input)
  return 0
}
