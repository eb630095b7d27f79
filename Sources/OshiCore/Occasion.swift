/// Everything a widget shows about one event on one day, following SPEC's calendar rules.
///
/// An occasion is computed from civil dates only; the caller says what `today` is.
public struct Occasion: Hashable, Sendable {
  /// The next yearly occurrence on or after today.
  public struct Next: Hashable, Sendable {
    /// The date of the next occurrence.
    public var date: LocalDate
    /// Days from today to ``date``; 0 means today.
    public var daysUntil: Int
    /// The age reached, or N in N周年; nil when it cannot be known or is hidden.
    public var ordinal: Int?
  }

  /// The smallest milestone at or after the count.
  public struct Milestone: Hashable, Sendable {
    /// The milestone, for example 1000.
    public var value: Int
    /// How far the count is from it; 0 on the milestone day.
    public var daysUntil: Int
  }

  /// The event's date, as stored.
  public var date: EventDate
  /// The day this occasion is computed for.
  public var today: LocalDate
  /// today − date in whole days; negative while the date is ahead; nil without a year.
  public var days: Int?
  /// The number shown, after the counting style; nil without a year.
  public var count: Int?
  /// The next occurrence, or nil when there is none (a `--once` date that has passed).
  public var next: Next?
  /// The share of the yearly cycle that has passed: 1.0 on the day.
  public var gauge: Double?
  /// The next milestone of ``count``.
  public var milestone: Milestone?
  /// The next キリ番 of ``count``, for the kinds that have them (set by the widget).
  public var kiriban: Kiriban?
  /// The end of a period that the date starts (a hiatus's return), when it is known.
  public var end: End?
  /// The day the count stopped on, when it stopped (推し歴 after a graduation with
  /// `--stop-following`, a hiatus after the return): ``count`` is as of that day, while
  /// ``today``, ``days`` and the breakdown run to today as for every occasion.
  public var frozenOn: LocalDate?

  /// Whether the count stopped at an earlier day.
  public var isFrozen: Bool { frozenOn != nil }

  /// The known end of a period, such as the return from a hiatus.
  public struct End: Hashable, Sendable {
    /// The day it ends.
    public var date: LocalDate
    /// Days from today to ``date``: negative once it has passed, 0 on the day.
    public var daysUntil: Int
  }

  /// The share a circular widget's ring shows: the ``gauge`` of a yearly date, else the
  /// share of a period with a known end (a hiatus before its return) that has passed,
  /// 1.0 on the day it ends; nil for neither.
  ///
  /// JSON's `gauge` stays the yearly one (SPEC: null without a yearly cycle); the card's
  /// ring reads this.
  public var ring: Double? {
    if let gauge { return gauge }
    guard let start = date.date, let end, !isFrozen || end.daysUntil == 0 else { return nil }
    let length = end.date.days(since: start)
    guard length > 0, end.daysUntil >= 0, end.daysUntil <= length else { return nil }
    return 1.0 - Double(end.daysUntil) / Double(length)
  }

  /// How long ago the date was, in years, months and days; nil while it is ahead or
  /// without a year.
  public var breakdown: Breakdown? {
    date.date.flatMap { Breakdown(from: $0, to: today) }
  }

  /// The occasion on `today` of a count that stopped on `stop`: its count and milestone
  /// are those of `stop`, and it has no next occurrence.
  ///
  /// `days` stays today − date, as SPEC has it for every widget.
  public static func frozen(
    date: EventDate, stoppedOn stop: LocalDate, today: LocalDate, countStyle: CountStyle
  ) -> Occasion {
    var occasion = Occasion(date: date, today: stop, countStyle: countStyle, yearly: false)
    occasion.today = today
    occasion.days = date.date.map { today.days(since: $0) }
    occasion.frozenOn = stop
    occasion.next = nil
    return occasion
  }

  /// Computes the occasion of an event on `today`.
  ///
  /// - Parameters:
  ///   - date: the event's date.
  ///   - today: the civil date in the effective zone.
  ///   - countStyle: elapsed or inclusive.
  ///   - leapDay: where Feb 29 falls in a common year.
  ///   - yearly: false for a `--once` custom date, which has no yearly occurrence.
  ///   - fixedOrdinal: an ordinal that replaces the computed one (a frozen age).
  ///   - hidesOrdinal: true when the ordinal must be nil (a hidden age).
  public init(
    date: EventDate, today: LocalDate, countStyle: CountStyle, leapDay: LeapDayRule = .feb28,
    yearly: Bool = true, fixedOrdinal: Int? = nil, hidesOrdinal: Bool = false
  ) {
    self.date = date
    self.today = today
    if let start = date.date {
      let days = today.days(since: start)
      self.days = days
      let count = countStyle == .inclusive && days >= 0 ? days + 1 : days
      self.count = count
      self.milestone = count >= 0 ? Occasion.milestone(after: count) : nil
    }

    let ordinalFor: (LocalDate) -> Int? = { next in
      if hidesOrdinal { return nil }
      if let fixedOrdinal { return fixedOrdinal }
      return date.date.map { next.year - $0.year }
    }

    if let start = date.date, start > today {
      // The event itself is still ahead: it is its own next occurrence.
      self.next = Next(
        date: start, daysUntil: start.days(since: today), ordinal: ordinalFor(start))
      self.gauge = nil
      return
    }
    guard yearly else {
      // A one-off date: still ahead it is handled above; on the day it is today.
      if let start = date.date, start == today {
        self.next = Next(date: start, daysUntil: 0, ordinal: ordinalFor(start))
      }
      self.gauge = nil
      return
    }
    var year = today.year
    var occurrence = Occasion.occurrence(of: date, in: year, leapDay: leapDay)
    if occurrence < today {
      year += 1
      occurrence = Occasion.occurrence(of: date, in: year, leapDay: leapDay)
    }
    let daysUntil = occurrence.days(since: today)
    self.next = Next(date: occurrence, daysUntil: daysUntil, ordinal: ordinalFor(occurrence))
    let previous = Occasion.occurrence(of: date, in: year - 1, leapDay: leapDay)
    let cycle = occurrence.days(since: previous)
    self.gauge = daysUntil == 0 ? 1.0 : 1.0 - Double(daysUntil) / Double(cycle)
  }

  /// The same month and day in `year`; Feb 29 in a common year follows `leapDay`.
  public static func occurrence(of date: EventDate, in year: Int, leapDay: LeapDayRule)
    -> LocalDate
  {
    if let exact = LocalDate(year: year, month: date.month, day: date.day) { return exact }
    // Only Feb 29 can be missing from a year.
    switch leapDay {
    case .feb28: return LocalDate(year: year, month: 2, day: 28) ?? LocalDate(dayNumber: 0)
    case .mar1: return LocalDate(year: year, month: 3, day: 1) ?? LocalDate(dayNumber: 0)
    }
  }

  /// Whether `value` is a milestone: 100…900 by hundreds, every thousand, every repdigit ≥ 111.
  public static func isMilestone(_ value: Int) -> Bool {
    guard value > 0 else { return false }
    if value < 1000 && value % 100 == 0 { return true }
    if value % 1000 == 0 { return true }
    return value >= 111 && isRepdigit(value)
  }

  /// The smallest milestone that is ≥ `count` (for `count` ≥ 0).
  public static func milestone(after count: Int) -> Milestone {
    var value = min(max(1000, (count + 999) / 1000 * 1000), nextRepdigit(atLeast: count))
    if count <= 900 { value = min(value, max(100, (count + 99) / 100 * 100)) }
    return Milestone(value: value, daysUntil: value - count)
  }

  static func isRepdigit(_ value: Int) -> Bool {
    let digit = value % 10
    var rest = value
    while rest > 0 {
      if rest % 10 != digit { return false }
      rest /= 10
    }
    return true
  }

  /// The smallest repdigit with at least three digits that is ≥ `value`.
  static func nextRepdigit(atLeast value: Int) -> Int {
    var ones = 111
    while true {
      for digit in 1...9 where ones * digit >= value {
        return ones * digit
      }
      ones = ones * 10 + 1
    }
  }
}
