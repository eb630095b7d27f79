import FuzzSupport
import ImportChecks
import OshiImport

/// The remind reader: every record has a name, its dates normalised and the lines they came
/// from; a refusal names a line; detection never calls the file a backup.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = bytes(start, count)
  ImportChecks.read(input, as: .remind, datesNormalised: true)
  ImportChecks.detect(input)
  return 0
}
