/// Which notifications are due now.
///
/// They are the occasions of the day once `notify.at` has come, the lead times before
/// birthdays and anniversaries, and what a machine that was off missed. Pure: the caller
/// says what today and the time of day are, and what was already recorded.
public struct NotificationPlan: Sendable {
  /// One notification: an occasion, and how long before (the lead) or after (late) it
  /// is sent.
  public struct Item: Hashable, Sendable {
    public var widget: Widget
    public var oshi: Oshi
    /// The occasion, with `daysUntil` counted from today.
    public var event: UpcomingEvent
    /// Days before the occasion this notification is for: 0 on the day, 7 a week before.
    public var lead: Int
    /// Days after the day it was meant for (the occasion's day less the lead): 0 on
    /// time, 1 when a machine that was off catches up the next day.
    public var late: Int

    /// What the store records, so that it is sent once, ever.
    public var key: Key {
      Key(widget: widget.id, date: event.date, event: event.event, lead: lead)
    }
  }

  /// What identifies a notification in the store.
  public struct Key: Hashable, Sendable {
    public var widget: String
    public var date: LocalDate
    public var event: UpcomingEvent.Event
    public var lead: Int

    public init(widget: String, date: LocalDate, event: UpcomingEvent.Event, lead: Int) {
      (self.widget, self.date, self.event, self.lead) = (widget, date, event, lead)
    }
  }

  /// The settings that decide what is due.
  public struct Rule: Hashable, Sendable {
    /// The time of day, in minutes after midnight, from which a day's notifications go.
    public var at: Int
    /// The lead times before birthdays and anniversaries, in days.
    public var before: [Int]
    /// The events that notify.
    public var kinds: Set<UpcomingEvent.Event>
    /// How many days late a missed notification is still sent.
    public var catchUp: Int

    /// The defaults: 09:00, 7 and 1 days before, every kind but the half-years, a day's
    /// catch-up.
    public static let standard = Rule(
      at: 9 * 60, before: [7, 1],
      kinds: [.birthday, .anniversary, .milestone, .kiriban, .graduation, .hiatus], catchUp: 1)

    public init(at: Int, before: [Int], kinds: Set<UpcomingEvent.Event>, catchUp: Int) {
      (self.at, self.before, self.kinds, self.catchUp) = (at, before, kinds, catchUp)
    }
  }

  /// How far back missed occasions are looked for, to be recorded as skipped.
  public static let lookBack = 31

  /// What to send now, oldest first, then by the order of the widgets.
  public var due: [Item] = []
  /// What was missed for longer than the catch-up: recorded, never sent.
  public var skipped: [Item] = []

  /// The plan for `widgets` of `oshis` on `today` at `minute`.
  ///
  /// - Parameters:
  ///   - oshis: the widgets' oshis; a widget whose oshi is not among them is left out.
  ///   - widgets: the widgets that may notify, in the order that ``due`` keeps within a day.
  ///   - today: the day it is in the user's zone.
  ///   - minute: the time of day, in minutes after midnight.
  ///   - rule: the settings that decide what is due.
  ///   - quietWidgets: widgets that do not notify, by id.
  ///   - quietOshis: oshis that do not notify, by row id.
  ///   - recorded: what was sent or skipped before.
  public init(
    oshis: [Oshi], widgets: [Widget], today: LocalDate, minute: Int, rule: Rule,
    quietWidgets: Set<String> = [], quietOshis: Set<Int64> = [], recorded: Set<Key> = []
  ) {
    var byID: [Int64: Oshi] = [:]
    for oshi in oshis { if let id = oshi.id { byID[id] = oshi } }
    // On the day first, then the lead times, longest first.
    let leads = [0] + Set(rule.before.filter { $0 > 0 }).sorted(by: >)
    let horizon = leads[1...].first ?? 0
    let start = today.adding(days: -Self.lookBack)
    let reached = minute >= rule.at
    for widget in widgets where !quietWidgets.contains(widget.id) {
      guard let oshi = byID[widget.oshiID], !quietOshis.contains(widget.oshiID) else { continue }
      for found in widget.upcoming(of: oshi, from: start, days: Self.lookBack + horizon)
      where rule.kinds.contains(found.event) {
        var event = found
        event.daysUntil = found.date.days(since: today)
        let hasLeads = event.event == .birthday || event.event == .anniversary
        for lead in hasLeads ? leads : [0] {
          let day = event.date.adding(days: -lead)
          // A lead whose occasion has come already is not sent late.
          if day > today || (lead > 0 && event.date <= today && day < today) { continue }
          let late = today.days(since: day)
          let item = Item(widget: widget, oshi: oshi, event: event, lead: lead, late: late)
          if recorded.contains(item.key) { continue }
          if late == 0 {
            if reached { due.append(item) }
          } else if late <= rule.catchUp {
            due.append(item)
          } else {
            skipped.append(item)
          }
        }
      }
    }
    due = Self.ordered(due)
  }

  /// Oldest first; the widgets' order is kept within a day.
  static func ordered(_ items: [Item]) -> [Item] {
    items.enumerated().sorted { lhs, rhs in
      let (a, b) = (
        lhs.element.event.date.adding(days: -lhs.element.lead),
        rhs.element.event.date.adding(days: -rhs.element.lead)
      )
      return a != b ? a < b : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
