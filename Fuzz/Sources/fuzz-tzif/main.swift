import FuzzSupport
import OshiCore

/// The TZif reader (RFC 8536): an accepted file gives, at every instant from 1900 to
/// 2200, an offset in the range RFC 8536 allows (−89999 to 93599 seconds).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard let zone = TZif(bytes(start, count)) else { return 0 }
  for step in stride(from: Int64(-2_208_988_800), to: 7_258_118_400, by: 7_776_000) {
    let offset = zone.offset(at: step)
    require((-89_999...93_599).contains(offset), "offset \(offset) at \(step)")
  }
  return 0
}
