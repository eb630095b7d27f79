/// A civil date in the proleptic Gregorian calendar, with no time of day and no zone.
///
/// Day arithmetic goes through ``dayNumber``, an integer count of days since
/// 1970-01-01, so that a difference of dates never depends on seconds, offsets
/// or daylight saving time.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, for example 2026.
  ///
  /// Years before 1 are not supported by the parsers.
  public let year: Int
  /// The month, 1 through 12.
  public let month: Int
  /// The day of the month, 1 through the month's length.
  public let day: Int

  /// Creates a date, or returns nil when the month or day does not exist in that year.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1,
      day <= LocalDate.daysInMonth(year: year, month: month)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Creates the date that lies `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    // Howard Hinnant's civil_from_days: exact for every Int day number we use.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
    self.month = m
    self.day = d
  }

  /// The number of days since 1970-01-01 (negative before it).
  public var dayNumber: Int {
    LocalDate.dayNumber(year: year, month: month, day: day)
  }

  /// The day number of `year`-`month`-`day`, without checking that the date exists.
  ///
  /// For dates built from parts known to be valid, such as the first of a month, where
  /// ``init(year:month:day:)`` would give an optional that is never nil.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Whether `year` has a February 29.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` of `year`.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The date `count` days later (earlier when negative).
  public func adding(days count: Int) -> LocalDate {
    LocalDate(dayNumber: dayNumber + count)
  }

  /// The whole days from `other` to `self`: positive when `self` is later.
  public func days(since other: LocalDate) -> Int {
    dayNumber - other.dayNumber
  }

  /// The ISO 8601 form, `YYYY-MM-DD`.
  public var iso: String {
    guard (0...9999).contains(year) else {
      return "\(LocalDate.pad(year, 4))-\(LocalDate.pad(month, 2))-\(LocalDate.pad(day, 2))"
    }
    // Written byte by byte: JSON output writes several dates per widget.
    let digits: [UInt8] = [
      UInt8(48 + year / 1000), UInt8(48 + year / 100 % 10), UInt8(48 + year / 10 % 10),
      UInt8(48 + year % 10), 45,
      UInt8(48 + month / 10), UInt8(48 + month % 10), 45, UInt8(48 + day / 10),
      UInt8(48 + day % 10),
    ]
    return String(decoding: digits, as: UTF8.self)
  }

  /// Appends ``iso`` to `output` as UTF-8, with no String or array made on the way:
  /// `upcoming` writes a date on each of thousands of lines.
  public func writeISO(to output: inout [UInt8]) {
    guard (0...9999).contains(year) else { return output.append(contentsOf: iso.utf8) }
    var divisor = 1000
    while divisor > 0 {
      output.append(UInt8(48 + year / divisor % 10))
      divisor /= 10
    }
    output.append(45)
    output.append(UInt8(48 + month / 10))
    output.append(UInt8(48 + month % 10))
    output.append(45)
    output.append(UInt8(48 + day / 10))
    output.append(UInt8(48 + day % 10))
  }

  public var description: String { iso }

  /// Parses exactly `YYYY-MM-DD`, refusing dates that do not exist.
  public init?(iso text: String) {
    guard let date = text.withUTF8Bytes(LocalDate.init(isoUTF8:)) else { return nil }
    self = date
  }

  /// Parses `YYYY-MM-DD` from UTF-8 bytes, as the store hands them over.
  public init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    // Byte by byte: every stored date is read this way, once per widget.
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = LocalDate.digits(bytes, 0..<4), let month = LocalDate.digits(bytes, 5..<7),
      let day = LocalDate.digits(bytes, 8..<10)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The number the ASCII digits of `bytes[range]` spell, or nil when one is not a digit.
  static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var value = 0
    for index in range {
      let digit = Int(bytes[index]) &- 48
      guard digit >= 0 && digit <= 9 else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// `value` with zeros before it, to `width` digits: 05.
  public static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0-9.
  var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
  /// Calls `body` with the text's UTF-8 bytes, copied only when they are not contiguous.
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
