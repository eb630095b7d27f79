import OshiCore
import Testing

@Suite("Upcoming occasions of a widget")
struct UpcomingTests {
  static func date(_ iso: String) -> LocalDate { .fixture(iso) }

  /// The events of `widget` as "date event number" lines.
  static func lines(_ widget: Widget, _ oshi: Oshi, from today: String, days: Int) -> [String] {
    widget.upcoming(of: oshi, from: date(today), days: days).map {
      "\($0.date.iso) \($0.event.rawValue) \($0.number.map(String.init) ?? "-")"
        + ($0.reason.map { " \($0.rawValue)" } ?? "")
    }
  }

  @Test("A birthday across the year end, with its half-birthday")
  func birthdayAcrossYearEnd() {
    let oshi = Oshi(id: 1, slug: "aki", name: "Aki", birthday: EventDate(iso: "1999-01-05"))
    let widget = Widget(id: "aki-birthday", oshiID: 1, kind: .birthday)
    #expect(
      Self.lines(widget, oshi, from: "2026-12-20", days: 30) == [
        "2027-01-05 birthday 28"
      ])
    #expect(
      Self.lines(widget, oshi, from: "2026-06-01", days: 60) == [
        "2026-07-05 half-birthday 27"
      ])
  }

  @Test("Feb 29: the birthday follows the leap-day rule, the half-birthday is Aug 29")
  func leapDay() {
    let oshi = Oshi(id: 1, slug: "r", name: "R", birthday: EventDate(iso: "2004-02-29"))
    var widget = Widget(id: "r-birthday", oshiID: 1, kind: .birthday)
    #expect(
      Self.lines(widget, oshi, from: "2027-01-01", days: 365) == [
        "2027-02-28 birthday 23", "2027-08-29 half-birthday 23",
      ])
    widget.leapDay = .mar1
    #expect(Self.lines(widget, oshi, from: "2027-02-20", days: 20) == ["2027-03-01 birthday 23"])
    #expect(Self.lines(widget, oshi, from: "2028-02-20", days: 20) == ["2028-02-29 birthday 24"])
  }

  @Test("Half-birthdays from the 31st fall on the month's last day")
  func halfFromThe31st() {
    let oshi = Oshi(id: 1, slug: "m", name: "M", birthday: EventDate(iso: "2000-08-31"))
    let widget = Widget(id: "m-birthday", oshiID: 1, kind: .birthday)
    #expect(
      Self.lines(widget, oshi, from: "2028-02-01", days: 40) == ["2028-02-29 half-birthday 27"])
    #expect(
      Self.lines(widget, oshi, from: "2027-02-01", days: 40) == ["2027-02-28 half-birthday 26"])
  }

  @Test("Hidden and frozen ages")
  func ages() {
    var oshi = Oshi(id: 1, slug: "a", name: "A", birthday: EventDate(iso: "1999-03-15"))
    let widget = Widget(id: "a-birthday", oshiID: 1, kind: .birthday)
    oshi.ageMode = .hidden
    #expect(Self.lines(widget, oshi, from: "2027-03-01", days: 20) == ["2027-03-15 birthday -"])
    oshi.ageMode = .frozen(17)
    #expect(Self.lines(widget, oshi, from: "2027-03-01", days: 20) == ["2027-03-15 birthday 17"])
  }

  @Test(
    "Counting up: anniversaries, half-anniversaries, milestones and キリ番 that are not milestones")
  func following() {
    let oshi = Oshi(
      id: 1, slug: "aki", name: "Aki", birthday: EventDate(iso: "1999-12-10"),
      since: EventDate(iso: "2023-04-01"))
    var widget = Widget(id: "aki-following", oshiID: 1, kind: .following)
    widget.countStyle = .inclusive
    // Day 1 is 2023-04-01: day 1111 (a milestone) is 2026-04-15, day 1210 (the birthday's
    // number) 2026-07-23, and day 1234 2026-08-16.
    #expect(
      Self.lines(widget, oshi, from: "2026-04-01", days: 140) == [
        "2026-04-01 anniversary 3", "2026-04-15 milestone 1111",
        "2026-07-23 kiriban 1210 birthday", "2026-08-16 kiriban 1234 sequence",
      ])
    #expect(
      Self.lines(widget, oshi, from: "2026-09-25", days: 10) == ["2026-10-01 half-anniversary 3"])
  }

  @Test("Events appended to a list keep what it held, and are the widget's own in order")
  func appended() {
    let oshi = Oshi(
      id: 1, slug: "aki", name: "Aki", birthday: EventDate(iso: "1999-12-10"),
      since: EventDate(iso: "2023-04-01"))
    let today = Self.date("2026-04-01")
    let held = UpcomingEvent(
      date: Self.date("2030-01-01"), daysUntil: 0, event: .milestone, number: 1)
    for kind in [WidgetKind.following, .birthday] {
      let widget = Widget(id: "aki-\(kind.rawValue)", oshiID: 1, kind: kind)
      let own = widget.upcoming(of: oshi, from: today, days: 400)
      #expect(own.count >= 2)
      // Appended after an event of a later day, which is neither moved nor sorted in.
      var events = [held]
      widget.upcoming(of: oshi, from: today, days: 400, into: &events)
      #expect(events == [held] + own)
      #expect(own == own.sorted { $0.date < $1.date })
      // Emptied and filled again, as upcoming walks the widgets.
      events.removeAll(keepingCapacity: true)
      widget.upcoming(of: oshi, from: today, days: 400, into: &events)
      #expect(events == own)
    }
  }

  @Test("A day still ahead is its own first occurrence; a once day has only that one")
  func ahead() {
    let oshi = Oshi(id: 1, slug: "aki", name: "Aki")
    var widget = Widget(id: "aki-live", oshiID: 1, kind: .custom)
    widget.date = EventDate(iso: "2026-12-24")
    widget.once = true
    // Once: no anniversaries or half-years, no キリ番, but its count's milestones.
    let counts = [
      "2027-04-03 milestone 100", "2027-04-14 milestone 111", "2027-04-26 kiriban 123 sequence",
      "2027-07-12 milestone 200", "2027-08-03 milestone 222", "2027-08-15 kiriban 234 sequence",
      "2027-10-20 milestone 300", "2027-11-22 milestone 333", "2027-12-04 kiriban 345 sequence",
    ]
    #expect(
      Self.lines(widget, oshi, from: "2026-11-22", days: 400) == ["2026-12-24 anniversary 0"]
        + counts.filter { !$0.contains("kiriban") })
    widget.once = false
    let yearly = Self.lines(widget, oshi, from: "2026-11-22", days: 400)
    var expected = ["2026-12-24 anniversary 0"]
    expected += counts.prefix(3)
    expected.append("2027-06-24 half-anniversary 0")
    expected += counts.dropFirst(3)
    expected.append("2027-12-24 anniversary 1")
    #expect(yearly == expected)
  }

  @Test("Nothing outside the window, nothing for a negative one")
  func window() {
    let oshi = Oshi(id: 1, slug: "a", name: "A", birthday: EventDate(iso: "1999-03-15"))
    let widget = Widget(id: "a-birthday", oshiID: 1, kind: .birthday)
    #expect(Self.lines(widget, oshi, from: "2027-03-16", days: 0).isEmpty)
    #expect(Self.lines(widget, oshi, from: "2027-03-15", days: 0) == ["2027-03-15 birthday 28"])
    #expect(Self.lines(widget, oshi, from: "2027-03-01", days: -1).isEmpty)
  }

  @Test("A graduation's day and yearly days are graduation events, and nothing else")
  func graduation() {
    let oshi = Oshi(id: 1, slug: "aki", name: "Aki", graduated: EventDate(iso: "2025-03-31"))
    let widget = Widget(id: "aki-graduation", oshiID: 1, kind: .graduation)
    // Day 345 since the graduation would be a run of digits, but a sad day's count is not
    // celebrated; its first yearly day is N 1. No half-years.
    #expect(
      Self.lines(widget, oshi, from: "2026-03-01", days: 60) == ["2026-03-31 graduation 1"])
    let ahead = Oshi(id: 1, slug: "aki", name: "Aki", graduated: EventDate(iso: "2027-03-31"))
    #expect(Self.lines(widget, ahead, from: "2027-03-01", days: 60) == ["2027-03-31 graduation 0"])
  }

  @Test("A hiatus: its return, and no count past the return")
  func hiatus() throws {
    let oshi = Oshi(
      id: 1, slug: "aki", name: "Aki",
      hiatus: Hiatus(
        from: try #require(EventDate(iso: "2026-10-10")), until: EventDate(iso: "2027-01-01")))
    let widget = Widget(id: "aki-hiatus", oshiID: 1, kind: .hiatus)
    // Day 100 would be 2027-01-17, after the return: not listed.
    #expect(Self.lines(widget, oshi, from: "2026-11-22", days: 60) == ["2027-01-01 hiatus 83"])
    let events = widget.upcoming(of: oshi, from: Self.date("2026-11-22"), days: 60)
    #expect(events.map(\.isReturn) == [true])
    // Without a return day it lasts: its first yearly day comes, and its count's days
    // (day 100, 111, 123…) are never celebrated.
    var lasting = oshi
    lasting.hiatus?.until = nil
    #expect(Self.lines(widget, lasting, from: "2026-11-22", days: 330) == ["2027-10-10 hiatus 1"])
  }

  @Test("A following count that stopped at the graduation has nothing from that day on")
  func stoppedFollowing() {
    var oshi = Oshi(
      id: 1, slug: "aki", name: "Aki", since: EventDate(iso: "2023-08-01"),
      graduated: EventDate(iso: "2026-12-01"))
    let widget = Widget(id: "aki-following", oshiID: 1, kind: .following)
    #expect(
      Self.lines(widget, oshi, from: "2026-11-22", days: 30) == ["2026-12-16 kiriban 1234 sequence"]
    )
    oshi.stopsFollowing = true
    #expect(Self.lines(widget, oshi, from: "2026-11-22", days: 30) == [])
  }
}
