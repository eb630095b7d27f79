/// An oshi's 推し年表: their dated events in order, with the age at the time, and the next
/// occasion.
///
/// Pure: the caller says what today is.
public enum Chronicle {
  /// One dated event.
  public struct Entry: Hashable, Sendable {
    /// What happened.
    public enum Event: String, Hashable, Sendable, CaseIterable {
      case born, formed, debut, joined, following
      /// A date of the oshi's own that no other event names: the day of the kind that
      /// counts it (``Entry/kind``).
      case day
      case custom, milestone, hiatus
      case `return`, graduation, disbanding
    }

    /// The day.
    public var date: LocalDate
    /// today − date: negative for a day still ahead.
    public var days: Int
    public var event: Event
    /// The oshi's age on the day, when the birthday's year is known and the age is real.
    public var age: Int?
    /// A milestone's day number, or a hiatus's length in days at its return.
    public var number: Int?
    /// The widget the entry comes from: a custom day's or a milestone's.
    public var widget: String?
    /// A custom day's label.
    public var label: String?
    /// The kind of the widget the entry comes from (a custom day's), or of the date of a
    /// ``Event/day``.
    public var kind: WidgetKind?

    public init(
      date: LocalDate, days: Int, event: Event, age: Int? = nil, number: Int? = nil,
      widget: String? = nil, label: String? = nil
    ) {
      (self.date, self.days, self.event, self.age) = (date, days, event, age)
      (self.number, self.widget, self.label) = (number, widget, label)
    }
  }

  /// The next occasion after today, with the widget it belongs to.
  public struct Next: Hashable, Sendable {
    public var event: UpcomingEvent
    public var widget: Widget
  }

  /// How far ahead ``next(of:widgets:today:)`` looks: a year and a day, so that every
  /// yearly day is found.
  public static let horizon = 366

  /// The dated events of `oshi`, oldest first; events of one day keep the order of
  /// ``Entry/Event``.
  ///
  /// - The oshi's own days: born (a person's birthday with its year), formed, debut,
  ///   joined, following, each custom day with a year, the hiatus and its return, and the
  ///   graduation or disbanding. A day still ahead is listed too.
  /// - Every milestone the following count has reached by today (or by the graduation,
  ///   when the count stopped there).
  public static func entries(of oshi: Oshi, widgets: [Widget], today: LocalDate) -> [Entry] {
    var entries: [Entry] = []
    let birthday = oshi.isGroup ? nil : oshi.birthday
    let leapDay = widgets.first { $0.kind.facts.countsAge }?.leapDay ?? .feb28
    func age(on day: LocalDate) -> Int? {
      guard case .real = oshi.ageMode, let born = birthday?.date, born <= day else { return nil }
      let birthdayThatYear = Occasion.occurrence(of: .full(born), in: day.year, leapDay: leapDay)
      return day.year - born.year - (day < birthdayThatYear ? 1 : 0)
    }
    func add(
      _ date: EventDate?, _ event: Entry.Event, number: Int? = nil, widget: Widget? = nil,
      kind: WidgetKind? = nil
    ) {
      guard let day = date?.date else { return }
      var entry = Entry(
        date: day, days: today.days(since: day), event: event,
        age: event == .born ? nil : age(on: day), number: number, widget: widget?.id,
        label: widget?.label)
      entry.kind = kind
      entries.append(entry)
    }
    add(birthday, .born)
    add(oshi.formed, .formed)
    add(oshi.debut, .debut)
    add(oshi.joined, .joined)
    add(oshi.since, .following)
    // Any other date of the oshi's own is its kind's day.
    let named: Set<OshiDate> = [.birthday, .formed, .debut, .joined, .since, .graduated]
    for date in OshiDate.allCases where !named.contains(date) {
      for kind in date.kinds { add(oshi.dates[date], .day, kind: kind) }
    }
    for widget in widgets where widget.kind.facts.date == .own {
      add(widget.date, .custom, widget: widget, kind: widget.kind)
    }
    if let hiatus = oshi.hiatus {
      add(hiatus.from, .hiatus)
      if let from = hiatus.from.date, let until = hiatus.until?.date {
        add(hiatus.until, .return, number: until.days(since: from))
      }
    }
    add(oshi.graduated, oshi.isGroup ? .disbanding : .graduation)

    // The milestones the fan's count has reached.
    if let following = widgets.first(where: { $0.kind.facts.countsFollowing }),
      let start = oshi.since?.date
    {
      var last = today
      if oshi.stopsFollowing, let graduated = oshi.graduated?.date, graduated < last {
        last = graduated
      }
      let offset = following.countStyle == .inclusive ? 1 : 0
      let reached = last.days(since: start) + offset
      var value = Occasion.milestone(after: max(offset, 1)).value
      while value <= reached {
        add(.full(start.adding(days: value - offset)), .milestone, number: value, widget: following)
        value = Occasion.milestone(after: value + 1).value
      }
    }
    let rank = Dictionary(
      uniqueKeysWithValues: Entry.Event.allCases.enumerated().map { ($1, $0) })
    // Stable: milestones, added last, follow the day's own events.
    return entries.enumerated().sorted { lhs, rhs in
      if lhs.element.date != rhs.element.date { return lhs.element.date < rhs.element.date }
      let (a, b) = (rank[lhs.element.event] ?? 0, rank[rhs.element.event] ?? 0)
      return a != b ? a < b : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The first occasion from today on, among `widgets` (in their order on a tie), within
  /// ``horizon`` days; nil when there is none.
  public static func next(of oshi: Oshi, widgets: [Widget], today: LocalDate) -> Next? {
    var best: Next?
    for widget in widgets {
      guard let first = widget.upcoming(of: oshi, from: today, days: horizon).first else {
        continue
      }
      if best.map({ first.date < $0.event.date }) ?? true {
        best = Next(event: first, widget: widget)
      }
    }
    return best
  }
}
