import OshiWords
import Testing

@testable import OshiCore
@testable import OshiWidgets

/// The milestone event each count has in the calendar: the next one `upcoming` lists,
/// whether the count's date has come or is still ahead (issue 54, item 3).
@Suite("The calendar's milestone of a count")
struct ICalendarMilestoneTests {
  static let today = Fixtures.today

  /// A widget of `kind` on `iso`: its own date (a labelled day, `--once` or yearly), or
  /// the oshi's date that the kind counts.
  static func entry(_ kind: WidgetKind, _ iso: String, once: Bool) -> (widget: Widget, oshi: Oshi) {
    var oshi = Oshi(id: 1, slug: "aki", name: "Aki")
    var widget = Widget(id: "aki-\(kind.rawValue)", oshiID: 1, kind: kind, once: once)
    switch kind.facts.date {
    case .own: (widget.date, widget.label) = (Fixtures.date(iso), "Tour")
    case .oshi(let date): oshi.dates[date] = Fixtures.date(iso)
    case .hiatus: oshi.hiatus = Hiatus(from: Fixtures.date(iso))
    }
    return (widget, oshi)
  }

  /// The calendar's milestone events of `entry`: each UID with its first day.
  static func milestones(_ entry: (widget: Widget, oshi: Oshi)) -> [String] {
    ICalendar.events(
      [entry], today: today, language: .en, includePrivate: false, alarms: ICalendar.Alarms()
    )
    .filter { $0.lines.contains("CATEGORIES:milestone") }
    .map { event in
      let start = event.lines.first { $0.hasPrefix("DTSTART;VALUE=DATE:") } ?? ""
      return event.uid + " " + start.dropFirst("DTSTART;VALUE=DATE:".count)
    }
  }

  @Test(
    "The calendar's milestone is upcoming's first, for every kind, its date past, today or ahead; a sad day's count has none",
    arguments: WidgetKind.allCases, ["2024-02-12", "2026-11-22", "2027-01-10"])
  func sameAsUpcoming(kind: WidgetKind, iso: String) {
    for once in [false, true] {
      let entry = Self.entry(kind, iso, once: once)
      let first = entry.widget.upcoming(of: entry.oshi, from: Self.today, days: 4000).first {
        $0.event == .milestone
      }
      let expected = first.map { event in
        "\(entry.widget.id)-day-\(event.number ?? 0)@oshi " + ICalendar.compact(event.date)
      }
      #expect(Self.milestones(entry) == (expected.map { [$0] } ?? []), "\(kind) \(iso) \(once)")
      if !kind.celebratesCount { #expect(expected == nil, "\(kind): a sad day is not celebrated") }
    }
  }

  @Test("A tour still ahead, once: upcoming's day 100 is in the calendar (issue 54)")
  func tourAhead() {
    let tour = Self.entry(.custom, "2027-01-10", once: true)
    #expect(Self.milestones(tour) == ["aki-custom-day-100@oshi 20270420"])
  }
}
