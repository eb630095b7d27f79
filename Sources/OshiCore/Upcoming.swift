/// One dated occasion ahead, as `oshi upcoming` lists it.
///
/// Pure: the caller says what today is.
public struct UpcomingEvent: Hashable, Sendable {
  /// What happens.
  public enum Event: String, Hashable, Sendable, CaseIterable {
    case birthday, anniversary
    case halfBirthday = "half-birthday"
    case halfAnniversary = "half-anniversary"
    case milestone, kiriban
    /// A graduation's (or disbanding's) day and its yearly days.
    case graduation
    /// A hiatus's first day, its yearly days while it lasts, and the return.
    case hiatus
  }

  /// The day it falls on.
  public var date: LocalDate
  /// Days from today; 0 is today.
  public var daysUntil: Int
  public var event: Event
  /// The occasion's number; nil when it cannot be known (a hidden age, a date without a
  /// year).
  ///
  /// It is the age, N of N周年 (0 for a day's first occurrence), or the day number of a
  /// milestone or キリ番. A half-year's number is the whole years before it: 27 for 27½. A
  /// return from hiatus carries the hiatus's length in days.
  public var number: Int?
  /// Why a キリ番 is one.
  public var reason: Kiriban.Reason?
  /// Whether this is the end of a period rather than its start: a return from hiatus.
  public var isReturn = false

  public init(
    date: LocalDate, daysUntil: Int, event: Event, number: Int?, reason: Kiriban.Reason? = nil,
    isReturn: Bool = false
  ) {
    (self.date, self.daysUntil, self.event, self.number, self.reason) = (
      date, daysUntil, event, number, reason
    )
    self.isReturn = isReturn
  }
}

extension Widget {
  /// The occasions of this widget from `today` to `today + days`, in date order.
  ///
  /// - Yearly days: the birthday (with the age) or the anniversary (with N), and six
  ///   months later the half-birthday or half-anniversary, for every kind. A day still
  ///   ahead, or today, is its own first occurrence (N 0); a `--once` day has only that
  ///   one.
  /// - Counts: each milestone of the count, and for the counts that have キリ番
  ///   (following, custom but a `--once` day) each one that is not also a milestone. A
  ///   sad day's count (a graduation's, a hiatus's) is never celebrated, so it has
  ///   neither.
  /// - A graduation's day and yearly days are `graduation` events, with no half-years. A
  ///   hiatus gives `hiatus` events: its first day, its yearly days while it lasts, and
  ///   the return (``UpcomingEvent/isReturn``); its counts stop at the return.
  /// - A following count that stopped at a graduation (`--stop-following`) has nothing
  ///   from the graduation day on.
  public func upcoming(of oshi: Oshi, from today: LocalDate, days: Int) -> [UpcomingEvent] {
    var events: [UpcomingEvent] = []
    upcoming(of: oshi, from: today, days: days, into: &events)
    return events
  }

  /// ``upcoming(of:from:days:)``, appended to `events`, in date order after those already
  /// there.
  ///
  /// `upcoming` walks every widget of the store with one array, emptied and kept between
  /// widgets: an array a widget allocated, grew, sorted into a copy and freed
  /// was 5% of a year's list at 1,000 oshis (docs/perf-history.md#upcoming-bytes).
  public func upcoming(
    of oshi: Oshi, from today: LocalDate, days: Int, into events: inout [UpcomingEvent]
  ) {
    guard let date = eventDate(of: oshi), days >= 0 else { return }
    let first = events.count
    var walk = UpcomingWalk(
      widget: self, oshi: oshi, date: date, today: today, end: today.adding(days: days),
      events: events)
    events = []
    walk.addReturn()
    walk.addDays()
    walk.addCounts()
    events = walk.events
    // Sorted in place: sorting `events[first...]` sorted a copy and put it back.
    events.withUnsafeMutableBufferPointer { $0[first...].sort { $0.date < $1.date } }
  }
}

/// ``Widget/upcoming(of:from:days:)``'s walk over the days from `today` to `end`.
///
/// It holds plain values only, none of the widget's or the oshi's texts: `upcoming` and
/// `notify` walk every widget of the store, and copying their strings cost 4% of the
/// instructions.
private struct UpcomingWalk {
  let facts: WidgetKind.Facts
  let date: EventDate
  let today: LocalDate
  let end: LocalDate
  let countStyle: CountStyle
  let leapDay: LeapDayRule
  let happensOnce: Bool
  let ageMode: AgeMode
  /// The oshi's birthday's month and day, which キリ番 read.
  let born: (month: Int, day: Int)?
  /// The first day on which the count no longer goes on, when there is one.
  let stop: LocalDate?
  /// The events found, after those the caller's array already held.
  var events: [UpcomingEvent]

  init(
    widget: Widget, oshi: Oshi, date: EventDate, today: LocalDate, end: LocalDate,
    events: [UpcomingEvent]
  ) {
    self.events = events
    facts = widget.kind.facts
    (self.date, self.today, self.end) = (date, today, end)
    (countStyle, leapDay, happensOnce) = (widget.countStyle, widget.leapDay, widget.happensOnce)
    ageMode = oshi.ageMode
    born = oshi.birthday.map { (month: $0.month, day: $0.day) }
    var stop: LocalDate?
    if facts.countsFollowing, oshi.stopsFollowing { stop = oshi.graduated?.date }
    if facts.date == .hiatus { stop = oshi.hiatus?.until?.date }
    self.stop = stop
  }

  @inline(__always)
  mutating func add(_ day: LocalDate, _ event: UpcomingEvent.Event, _ number: Int?) {
    guard today <= day, day <= end else { return }
    if let stop, day >= stop { return }
    events.append(
      UpcomingEvent(date: day, daysUntil: day.days(since: today), event: event, number: number))
  }

  /// A hiatus's return, with the days it lasted.
  mutating func addReturn() {
    guard facts.date == .hiatus, let until = stop, today <= until, until <= end
    else { return }
    events.append(
      UpcomingEvent(
        date: until, daysUntil: until.days(since: today), event: .hiatus,
        number: date.date.map { until.days(since: $0) }, isReturn: true))
  }

  /// Whether the yearly day is a birthday, whose N is an age.
  var isBirthday: Bool { facts.event == .birthday }

  /// The N of the yearly day in `year`: the years since, or the age as the oshi's age
  /// setting shows it.
  @inline(__always)
  func ordinal(in year: Int) -> Int? {
    if isBirthday {
      switch ageMode {
      case .hidden: return nil
      case .frozen(let age): return age
      case .real: break
      }
    }
    return date.date.map { year - $0.year }
  }

  /// The day itself, its yearly days and half-years.
  mutating func addDays() {
    let yearly = facts.event
    if let start = date.date, start >= today || happensOnce {
      // Ahead or today, or once: the day itself; its anniversaries start a year on.
      add(start, yearly, isBirthday ? ordinal(in: start.year) : 0)
    }
    guard !happensOnce else { return }
    for year in today.year...end.year {
      let day = Occasion.occurrence(of: date, in: year, leapDay: leapDay)
      // A dated event's own day is listed above; its anniversaries start a year on.
      if let start = date.date, day <= start { continue }
      add(day, yearly, ordinal(in: year))
    }
    for year in today.year...end.year where facts.halfYears {
      let day = Occasion.halfOccurrence(of: date, in: year)
      if let start = date.date, day <= start { continue }
      // The whole years before it: 27 for the half-birthday between 27 and 28. A
      // frozen age is the same all year: 17½ for 「永遠の17歳」.
      var whole = ordinal(in: year)
      if day.month < date.month, !(isBirthday && ageMode != .real) {
        whole = whole.map { $0 - 1 }
      }
      add(day, isBirthday ? .halfBirthday : .halfAnniversary, whole)
    }
  }

  /// The count's milestones and キリ番: a count is celebrated on them, never a sad day's
  /// (the rule of `Occasion.isCelebrated(as:)`).
  mutating func addCounts() {
    guard let start = date.date, facts.celebrated else { return }
    // A count on `day` is day − start (+1 inclusive); walk its milestones and キリ番.
    let offset = countStyle == .inclusive ? 1 : 0
    let first = max(today.days(since: start) + offset, offset)
    let last = end.days(since: start) + offset
    var value = Occasion.milestone(after: first).value
    while value <= last {
      add(start.adding(days: value - offset), .milestone, value)
      value = Occasion.milestone(after: value + 1).value
    }
    guard facts.kiriban, !happensOnce else { return }
    var next = Kiriban.next(atLeast: first, birthday: born)
    while next.value <= last {
      // Every milestone from `first` to `last` was listed above, as a milestone.
      if !Occasion.isMilestone(next.value) {
        let day = start.adding(days: next.value - offset)
        if today <= day, stop.map({ day < $0 }) ?? true {
          events.append(
            UpcomingEvent(
              date: day, daysUntil: day.days(since: today), event: .kiriban,
              number: next.value, reason: next.reason))
        }
      }
      next = Kiriban.next(atLeast: next.value + 1, birthday: born)
    }
  }
}
