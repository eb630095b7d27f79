/// The date of an event: a full civil date, or a month and day whose year is unknown.
///
/// Stored and printed as `YYYY-MM-DD`, or as `--MM-DD` (ISO 8601's form for a date
/// without a year) when the year is unknown.
public enum EventDate: Hashable, Sendable, CustomStringConvertible {
  /// A date with a known year.
  case full(LocalDate)
  /// A month and day, for example a birthday whose year is not public.
  case yearless(month: Int, day: Int)

  /// Creates a yearless date, or nil when the month and day never occur (Feb 29 does).
  public static func yearless(checkingMonth month: Int, day: Int) -> EventDate? {
    guard (1...12).contains(month), day >= 1,
      day <= LocalDate.daysInMonth(year: 2000, month: month)
    else { return nil }
    return .yearless(month: month, day: day)
  }

  /// The month, 1 through 12.
  public var month: Int {
    switch self {
    case .full(let date): date.month
    case .yearless(let month, _): month
    }
  }

  /// The day of the month.
  public var day: Int {
    switch self {
    case .full(let date): date.day
    case .yearless(_, let day): day
    }
  }

  /// The full date, when the year is known.
  public var date: LocalDate? {
    if case .full(let date) = self { return date }
    return nil
  }

  /// `YYYY-MM-DD`, or `--MM-DD` when the year is unknown.
  public var iso: String {
    switch self {
    case .full(let date): date.iso
    case .yearless(let month, let day): "--\(LocalDate.pad(month, 2))-\(LocalDate.pad(day, 2))"
    }
  }

  public var description: String { iso }

  /// Parses the stored forms `YYYY-MM-DD` and `--MM-DD`.
  public init?(iso text: String) {
    guard let date = text.withUTF8Bytes(EventDate.init(isoUTF8:)) else { return nil }
    self = date
  }

  /// Parses `YYYY-MM-DD` and `--MM-DD` from UTF-8 bytes, as the store hands them over.
  public init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    // Byte by byte: every stored date is read this way, three per oshi.
    guard bytes.first == UInt8(ascii: "-") else {
      guard let date = LocalDate(isoUTF8: bytes) else { return nil }
      self = .full(date)
      return
    }
    guard bytes.count == 7, bytes[1] == UInt8(ascii: "-"), bytes[4] == UInt8(ascii: "-"),
      let month = LocalDate.digits(bytes, 2..<4), let day = LocalDate.digits(bytes, 5..<7),
      let value = EventDate.yearless(checkingMonth: month, day: day)
    else { return nil }
    self = value
  }
}
