import FuzzSupport
import OshiCore

/// `DateInput`, every form `oshi add` accepts (eras and full-width digits included): an
/// accepted date round-trips through its ISO text to the same day, and the ISO text is
/// itself accepted as that day.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = bytes(start, count)
  // The first byte picks whether a year-less date is allowed.
  let allowsYearless = input.first.map { $0 & 1 == 0 } ?? true
  if !input.isEmpty { input.removeFirst() }
  let text = String(decoding: input, as: UTF8.self)
  let today = LocalDate(dayNumber: 20_779)  // 2026-11-22
  guard let date = try? DateInput.parse(text, today: today, allowsYearless: allowsYearless) else {
    return 0
  }
  require(
    EventDate(iso: date.iso) == date, "'\(text)' gives \(date.iso), which reads back otherwise")
  let again = try? DateInput.parse(date.iso, today: today, allowsYearless: allowsYearless)
  require(
    again == date,
    "'\(text)' gives \(date.iso), which DateInput reads as \(String(describing: again))")
  if case .yearless = date {
    require(allowsYearless, "'\(text)' gave a year-less date where none is allowed")
  }
  require((1...12).contains(date.month) && (1...31).contains(date.day), "\(date.iso) is no day")
  return 0
}
