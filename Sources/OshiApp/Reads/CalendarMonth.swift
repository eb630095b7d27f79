import OshiCore

/// A month of the proleptic Gregorian calendar, as `oshi cal` lays it out.
public struct CalendarMonth: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let year: Int
  /// 1 through 12.
  public let month: Int

  /// The month, or nil when `month` is not 1 through 12 or `year` is outside 1...9999.
  public init?(year: Int, month: Int) {
    guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
    (self.year, self.month) = (year, month)
  }

  /// The month that holds `date`.
  public init(of date: LocalDate) {
    (year, month) = (date.year, date.month)
  }

  /// Its first day.
  public var first: LocalDate {
    // Every month has a first day.
    LocalDate(year: year, month: month, day: 1) ?? LocalDate(dayNumber: 0)
  }

  /// How many days it has.
  public var length: Int { LocalDate.daysInMonth(year: year, month: month) }

  /// Its days, in order.
  public var days: [LocalDate] {
    let first = first.dayNumber
    return (0..<length).map { LocalDate(dayNumber: first + $0) }
  }

  /// The month `count` months later (earlier when negative).
  public func adding(months count: Int) -> CalendarMonth {
    let index = year * 12 + (month - 1) + count
    return CalendarMonth(uncheckedYear: index / 12, month: index % 12 + 1)
  }

  /// Its weeks as a wall calendar shows them: seven places a week, from Sunday (or from
  /// Monday when `mondayFirst`), each holding its day of the month or nil.
  public func weeks(mondayFirst: Bool) -> [[Int?]] {
    let sundayBased = Self.weekday(of: first)
    let lead = mondayFirst ? (sundayBased + 6) % 7 : sundayBased
    let places = [Int?](repeating: nil, count: lead) + (1...length).map { $0 }
    return stride(from: 0, to: places.count, by: 7).map { start in
      let week = places[start..<min(start + 7, places.count)]
      return Array(week) + [Int?](repeating: nil, count: 7 - week.count)
    }
  }

  /// The weekday of `date`: 0 for Sunday through 6 for Saturday.
  public static func weekday(of date: LocalDate) -> Int {
    // 1970-01-01, day number 0, was a Thursday.
    ((date.dayNumber + 4) % 7 + 7) % 7
  }

  /// `YYYY-MM`.
  public var description: String {
    "\(LocalDate.pad(year, 4))-\(LocalDate.pad(month, 2))"
  }

  public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }

  private init(uncheckedYear year: Int, month: Int) {
    (self.year, self.month) = (year, month)
  }
}

extension CalendarMonth {
  /// The month that `text` names, written as a date is without its day: `2026-12`,
  /// `2026/12`, `2026.12`, `2026年12月`, `令和8年12月` or `R8.12`; nil for anything else.
  public static func parse(_ text: String) -> CalendarMonth? {
    let written = String(
      text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard let last = written.last, written.count <= 20 else { return nil }
    // The first of the month, written as the month is: a date parser then reads it.
    let firstDay: String
    if last == "月" {
      firstDay = written + "1日"
    } else if let separator = written.last(where: { "-/.－／．".contains($0) }) {
      firstDay = written + String(separator) + "1"
    } else {
      return nil
    }
    // A full date (`2026-12-05`) made longer would be refused, as it should: a month
    // has two numbers.
    guard
      case .full(let date)? = try? DateInput.parse(
        firstDay, today: LocalDate(dayNumber: 0), allowsYearless: false), date.day == 1
    else { return nil }
    return CalendarMonth(year: date.year, month: date.month)
  }
}
