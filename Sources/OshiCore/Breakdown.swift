/// How long ago a date was, in years, months and days: 3年2ヶ月5日.
///
/// The civil difference as python-dateutil's `relativedelta(to, from)` gives it: the
/// most whole months such that `from` plus that many months (its day clamped to the
/// month's end) is not after `to`, then the days left. So 2024-01-31 to 2024-02-29 is
/// one month (Jan 31 plus a month is Feb 29), and 2024-01-31 to 2024-03-01 is one month
/// and one day. Pure: the caller says what today is.
public struct Breakdown: Hashable, Sendable {
  /// Whole years, then the whole months and the days after them.
  public var years: Int, months: Int, days: Int

  public init(years: Int, months: Int, days: Int) {
    (self.years, self.months, self.days) = (years, months, days)
  }

  /// The difference from `from` to `to`; nil when `from` is after `to`.
  public init?(from: LocalDate, to: LocalDate) {
    guard from <= to else { return nil }
    var months = (to.year - from.year) * 12 + (to.month - from.month)
    var reached = from.adding(months: months)
    if to < reached {
      months -= 1
      reached = from.adding(months: months)
    }
    self.init(years: months / 12, months: months % 12, days: to.days(since: reached))
  }
}

extension LocalDate {
  /// The same day `count` months later (or earlier), clamped to the month's end: Aug 31
  /// plus six months is Feb 28, or Feb 29 in a leap year.
  public func adding(months count: Int) -> LocalDate {
    let index = year * 12 + (month - 1) + count
    let year = index >= 0 ? index / 12 : (index - 11) / 12
    let month = index - year * 12 + 1
    let day = min(self.day, LocalDate.daysInMonth(year: year, month: month))
    return LocalDate(year: year, month: month, day: day) ?? self
  }
}

extension Occasion {
  /// The half-year day (ハーフバースデー, 半周年) of `date` that falls in `year`: six months
  /// after its month and day, clamped to the month's end (Aug 31 gives Feb 28, or
  /// Feb 29 in a leap year; Feb 29 gives Aug 29).
  public static func halfOccurrence(of date: EventDate, in year: Int) -> LocalDate {
    let month = (date.month + 5) % 12 + 1
    let day = min(date.day, LocalDate.daysInMonth(year: year, month: month))
    return LocalDate(year: year, month: month, day: day) ?? LocalDate(dayNumber: 0)
  }
}
