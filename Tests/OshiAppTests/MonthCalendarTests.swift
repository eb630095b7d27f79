import Foundation
import OshiApp
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWords
import Testing

@Suite("oshi cal lists exactly upcoming's occasions for its days")
struct MonthCalendarTests {
  /// A small generator whose seed a failure prints, so that the round can be replayed
  /// with `OSHI_PROPERTY_SEED`.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func context(_ store: Store, on date: LocalDate, language: Language) throws -> Context {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: date.iso + "T09:00:00+09:00"))
    return Context(store: store, zone: zone, language: language, now: now.instant(in: zone))
  }

  static func date(_ random: inout Generator, years: ClosedRange<Int>) -> LocalDate {
    let year = Int.random(in: years, using: &random)
    let month = Int.random(in: 1...12, using: &random)
    // Feb 29 often: both leap-day rules must agree with upcoming.
    let leapDay = month == 2 && LocalDate.isLeapYear(year) && Bool.random(using: &random)
    let day =
      leapDay
      ? 29 : Int.random(in: 1...LocalDate.daysInMonth(year: year, month: month), using: &random)
    return LocalDate(year: year, month: month, day: day) ?? LocalDate(dayNumber: 0)
  }

  /// A random store: a group with members, people with every date, Feb 29 under both
  /// rules, once-only days, a hiatus with a return, a graduation.
  static func fill(_ context: Context, _ random: inout Generator) throws {
    let catalog = Catalog(context)
    var group = OshiChanges(name: "Stella", slug: "stella")
    group.isGroup = true
    group.dates[.formed] = date(&random, years: 2010...2024).iso
    _ = try catalog.addOshi(group)
    for index in 0..<Int.random(in: 2...6, using: &random) {
      var oshi = OshiChanges(
        name: "Oshi \(index)", slug: "oshi-\(index)",
        birthday: Bool.random(using: &random)
          ? date(&random, years: 1990...2008).iso
          : "--" + date(&random, years: 2000...2000).iso.dropFirst(5),
        debut: Bool.random(using: &random) ? date(&random, years: 2015...2025).iso : nil,
        since: date(&random, years: 2018...2026).iso,
        group: index % 2 == 0 ? "stella" : nil)
      oshi.color = Bool.random(using: &random) ? "#ff66aa" : nil
      let slug = try catalog.addOshi(oshi).slug
      let custom = date(&random, years: 2020...2027)
      _ = try catalog.addWidget(
        WidgetChanges(
          oshi: slug, kind: .custom, date: custom.iso, label: "Day \(index)",
          once: Bool.random(using: &random),
          leapDay: Bool.random(using: &random) ? .mar1 : .feb28))
      switch Int.random(in: 0...3, using: &random) {
      case 0:
        let start = date(&random, years: 2024...2026)
        let back = Bool.random(using: &random) ? start.adding(days: 200).iso : nil
        _ = try catalog.hiatus(slug: slug, from: start.iso, until: back)
      case 1:
        _ = try catalog.graduate(
          slug: slug, on: date(&random, years: 2024...2026).iso,
          stopFollowing: Bool.random(using: &random), disbanding: false)
      default: break
      }
    }
  }

  @Test(
    "Over random stores and months, each day's events are upcoming's from that month's first day")
  func sameAsUpcoming() throws {
    let given = ProcessInfo.processInfo.environment["OSHI_PROPERTY_SEED"].flatMap { UInt64($0) }
    for round in 0..<20 {
      let seed = (given ?? UInt64.random(in: 0...UInt64.max)) &+ UInt64(round)
      var random = Generator(state: seed)
      let replay = Comment(rawValue: "replay with OSHI_PROPERTY_SEED=\(seed &- UInt64(round))")
      let store = try Store.inMemory()
      let language: Language = Bool.random(using: &random) ? .ja : .en
      let today = Self.date(&random, years: 2026...2026)
      let context = try Self.context(store, on: today, language: language)
      try Self.fill(context, &random)
      let month = CalendarMonth(of: Self.date(&random, years: 2025...2028))
      let count = Int.random(in: 1...3, using: &random)
      let filter = Int.random(in: 0...2, using: &random)
      let (oshi, group) = (filter == 1 ? "oshi-1" : nil, filter == 2 ? "stella" : nil)

      let months = try MonthCalendar(context).months(
        .init(month: month, months: count, oshi: oshi, group: group))
      #expect(months.map(\.month) == (0..<count).map { month.adding(months: $0) }, replay)

      // upcoming, run on the first month's first day for as many days as the months have.
      let last = month.adding(months: count - 1)
      let days = last.first.adding(days: last.length - 1).days(since: month.first)
      let upcoming = try UpcomingList(try Self.context(store, on: month.first, language: language))
        .items(.init(days: days, oshi: oshi, group: group))
      let listed = months.flatMap(\.items)
      #expect(listed.count == upcoming.count, replay)
      for (mine, theirs) in zip(listed, upcoming) {
        #expect(mine.event.date == theirs.event.date, replay)
        #expect(mine.event.event == theirs.event.event, replay)
        #expect(mine.event.number == theirs.event.number, replay)
        #expect(mine.widget == theirs.widget && mine.text == theirs.text, replay)
        // Counted from the real today, not the month's first day.
        #expect(mine.event.daysUntil == mine.event.date.days(since: today), replay)
      }
      for month in months {
        #expect(month.items.allSatisfy { CalendarMonth(of: $0.event.date) == month.month }, replay)
      }
    }
  }

  @Test("The months are refused outside 1 to 36, and past the year 9999")
  func refusals() throws {
    let context = try Self.context(
      try Store.inMemory(), on: try #require(LocalDate(year: 2026, month: 11, day: 29)),
      language: .en)
    for count in [0, 37, -1] {
      let error = #expect(throws: OshiError.self) {
        try MonthCalendar(context).months(.init(months: count))
      }
      #expect(error?.line(in: .en) == "error: --months \(count) is out of range; use 1 to 36")
    }
    #expect(throws: OshiError.self) {
      try MonthCalendar(context).months(
        .init(month: CalendarMonth(year: 9999, month: 12), months: 2))
    }
  }
}
