import FuzzSupport
import OshiCore

/// The POSIX `TZ` rule reader: an accepted rule gives, at every instant from 1900 to
/// 2200, an offset a rule can say (an hour of 0 to 24 with minutes and seconds, and
/// daylight time an hour ahead by default: −89999 to 93599 seconds, RFC 8536's range),
/// and its transitions fall in their year.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: bytes(start, count), as: UTF8.self)
  guard let rule = PosixTimeZone(text) else { return 0 }
  let range = -89_999...93_599
  require(range.contains(rule.standardOffset), "standard offset \(rule.standardOffset)")
  for step in stride(from: Int64(-2_208_988_800), to: 7_258_118_400, by: 7_776_000) {
    let offset = rule.offset(at: step)
    require(range.contains(offset), "'\(text)': offset \(offset) at \(step)")
  }
  if let daylight = rule.daylight {
    for year in [1900, 1970, 2024, 2026, 2100, 2200] {
      for transition in [daylight.start, daylight.end] {
        let clock = PosixTimeZone.wallClock(of: transition, in: year)
        let first = Int64(LocalDate(year: year, month: 1, day: 1)?.dayNumber ?? 0) * 86_400
        // Julian days run to 365, and a transition's time may be up to ±167 hours.
        require(
          clock >= first - 168 * 3600 && clock < first + 367 * 86_400 + 168 * 3600,
          "'\(text)': a transition of \(year) at \(clock)")
      }
    }
  }
  return 0
}
