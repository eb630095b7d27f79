import OshiCore
import Testing

/// Counts that stopped, days that are listed on the day itself, and the one rule for
/// what a celebrated day is.
@Suite("Stopped counts, the day itself, and what is celebrated")
struct CelebrationTests {
  static func date(_ iso: String) -> LocalDate { .fixture(iso) }

  /// A group on a 106-day hiatus, from 2026-08-01 to the return on 2026-11-15.
  static let band = Oshi(
    id: 1, slug: "yume", name: "ゆめいろ♪バンド", isGroup: true,
    hiatus: Hiatus(from: .full(date("2026-08-01")), until: EventDate(iso: "2026-11-15")))
  static let hiatus = Widget(id: "yume-hiatus", oshiID: 1, kind: .hiatus)

  @Test("A count frozen at a graduation keeps today as today")
  func frozenToday() throws {
    let oshi = Oshi(
      id: 1, slug: "mio", name: "Mio", since: EventDate(iso: "2023-01-01"),
      graduated: EventDate(iso: "2026-10-01"), stopsFollowing: true)
    let widget = Widget(id: "mio-following", oshiID: 1, kind: .following)
    let occasion = try #require(widget.occasion(of: oshi, on: Self.date("2026-11-26")))
    #expect(occasion.today == Self.date("2026-11-26"))
    #expect(occasion.frozenOn == Self.date("2026-10-01"))
    #expect(occasion.count == 1370)
    #expect(occasion.next == nil)
    // days and the breakdown run to today, as for every widget (SPEC); the count stopped.
    #expect(occasion.days == 1425)
    #expect(occasion.breakdown == Breakdown(years: 3, months: 10, days: 25))
  }

  @Test(
    "A hiatus counts up while it lasts, and from the return on counts its length",
    arguments: [
      // today, count, next (days until), frozen
      ("2026-11-14", 106, 1, false),
      ("2026-11-15", 106, 0, true),
      ("2026-11-16", 106, nil, true),
      ("2027-08-01", 106, nil, true),
    ] as [(String, Int, Int?, Bool)])
  func hiatusLength(today: String, count: Int, next: Int?, frozen: Bool) throws {
    let occasion = try #require(Self.hiatus.occasion(of: Self.band, on: Self.date(today)))
    #expect(occasion.count == count, "\(today)")
    // days is today − the date for every widget (SPEC), the hiatus's included.
    #expect(occasion.days == Self.date(today).days(since: Self.date("2026-08-01")), "\(today)")
    #expect(occasion.next?.daysUntil == next, "\(today)")
    #expect(occasion.next.map { $0.date } == (next == nil ? nil : Self.date("2026-11-15")))
    // A hiatus's count is remembered: it has no milestone to count down to.
    #expect(occasion.milestone == nil, "\(today)")
    #expect(occasion.isFrozen == frozen, "\(today)")
    #expect(occasion.end?.date == Self.date("2026-11-15"))
  }

  @Test(
    "A hiatus with its return known rings with the share of it passed; its gauge stays null (issue 54, item 10)",
    arguments: [
      // today, gauge: 2026-08-01 to 2026-11-15 is 106 days.
      ("2026-07-31", nil), ("2026-08-01", 0.0), ("2026-09-23", 0.5), ("2026-11-14", 105.0 / 106),
      ("2026-11-15", 1.0), ("2026-11-16", nil),
    ] as [(String, Double?)])
  func hiatusGauge(today: String, gauge: Double?) throws {
    let occasion = try #require(Self.hiatus.occasion(of: Self.band, on: Self.date(today)))
    #expect(
      (occasion.ring == nil) == (gauge == nil)
        && abs((occasion.ring ?? 0) - (gauge ?? 0)) < 1e-12,
      "\(today): \(String(describing: occasion.ring))")
    // JSON's gauge stays null: a hiatus has no yearly cycle (SPEC).
    #expect(occasion.gauge == nil, "\(today)")
    // Without a return day, there is nothing to measure the hiatus against.
    var lasting = Self.band
    lasting.hiatus?.until = nil
    #expect(try #require(Self.hiatus.occasion(of: lasting, on: Self.date(today))).ring == nil)
  }

  @Test("An elapsed hiatus count stops at its length too")
  func hiatusElapsed() throws {
    var widget = Self.hiatus
    widget.countStyle = .elapsed
    let occasion = try #require(widget.occasion(of: Self.band, on: Self.date("2026-12-01")))
    #expect(occasion.count == 106)
  }

  @Test("A graduation and a hiatus's first day are listed on the day itself")
  func onTheDay() {
    let oshi = Oshi(
      id: 1, slug: "mio", name: "Mio", graduated: EventDate(iso: "2026-10-01"),
      hiatus: Hiatus(from: EventDate(iso: "2026-08-01")!))
    let graduation = Widget(id: "mio-graduation", oshiID: 1, kind: .graduation)
    let hiatus = Widget(id: "mio-hiatus", oshiID: 1, kind: .hiatus)
    for (widget, day) in [(graduation, "2026-10-01"), (hiatus, "2026-08-01")] {
      let before = UpcomingTests.lines(
        widget, oshi, from: Self.date(day).adding(days: -1).iso, days: 1)
      let on = UpcomingTests.lines(widget, oshi, from: day, days: 0)
      #expect(before == ["\(day) \(widget.kind.rawValue) 0"], "\(widget.id)")
      #expect(on == before, "\(widget.id)")
    }
  }

  @Test("A frozen age has its half-birthday at the same age: 17½")
  func frozenHalfBirthday() {
    // The half-birthday of a December birthday falls in June, a month before it.
    var oshi = Oshi(id: 1, slug: "mio", name: "Mio", birthday: EventDate(iso: "2001-12-10"))
    oshi.ageMode = .frozen(17)
    let widget = Widget(id: "mio-birthday", oshiID: 1, kind: .birthday)
    #expect(
      UpcomingTests.lines(widget, oshi, from: "2027-06-01", days: 10)
        == ["2027-06-10 half-birthday 17"])
    oshi.ageMode = .real
    #expect(
      UpcomingTests.lines(widget, oshi, from: "2027-06-01", days: 10)
        == ["2027-06-10 half-birthday 25"])
  }

  @Test("A hiatus's count has no milestones or キリ番 to celebrate")
  func hiatusNotCelebrated() throws {
    let lasting = Oshi(
      id: 1, slug: "yume", name: "Yume", hiatus: Hiatus(from: EventDate(iso: "2026-01-01")!))
    let events = Self.hiatus.upcoming(of: lasting, from: Self.date("2026-01-02"), days: 700)
    #expect(!events.contains { $0.event == .milestone || $0.event == .kiriban }, "\(events)")
    // Day 111 of the hiatus would be a milestone of a count that is celebrated.
    let day111 = try #require(Self.hiatus.occasion(of: lasting, on: Self.date("2026-04-21")))
    #expect(day111.count == 111)
    #expect(day111.milestone == nil && day111.kiriban == nil)
    #expect(!day111.isCelebrated(as: .hiatus))
  }

  @Test("A --once day that has passed has no キリ番; its milestones stay")
  func onceKiriban() throws {
    let oshi = Oshi(id: 1, slug: "rin", name: "Rin")
    let widget = Widget(
      id: "rin-live", oshiID: 1, kind: .custom, date: EventDate(iso: "2026-11-01"), once: true)
    let events = widget.upcoming(of: oshi, from: Self.date("2026-11-26"), days: 400)
    #expect(!events.contains { $0.event == .kiriban }, "\(events)")
    #expect(events.contains { $0.event == .milestone && $0.number == 100 })
    let occasion = try #require(widget.occasion(of: oshi, on: Self.date("2027-02-02")))
    #expect(occasion.kiriban == nil)
  }

  @Test("A キリ番 day is celebrated as a milestone day is")
  func kiribanCelebrated() throws {
    let oshi = Oshi(id: 1, slug: "mio", name: "Mio")
    let widget = Widget(
      id: "mio-first-live", oshiID: 1, kind: .custom, date: EventDate(iso: "2026-10-01"))
    // 2027-02-01 is day 123 since the first live: a run of digits, not a milestone.
    let occasion = try #require(widget.occasion(of: oshi, on: Self.date("2027-02-01")))
    #expect(occasion.kiriban?.daysUntil == 0 && occasion.milestone?.daysUntil != 0)
    #expect(occasion.isCelebrated(as: .custom))
  }

  @Test(
    "A sad day is remembered, never celebrated: no milestone, no キリ番, on any day",
    arguments: WidgetKind.allCases.filter { !$0.celebratesCount })
  func sadDays(kind: WidgetKind) throws {
    let start = Self.date("2024-01-01")
    let oshi = Oshi(
      id: 1, slug: "mio", name: "Mio", birthday: EventDate(iso: "2000-01-23"),
      graduated: .full(start), hiatus: Hiatus(from: .full(start)))
    let widget = Widget(id: "mio-\(kind.rawValue)", oshiID: 1, kind: kind)
    // 333, 345, 1000, 1111 and 1234 days fall in these three years, and the birthday's 123.
    for offset in 0...1200 {
      let today = start.adding(days: offset)
      let occasion = try #require(widget.occasion(of: oshi, on: today))
      #expect(occasion.milestone == nil && occasion.kiriban == nil, "\(kind) on \(today)")
      #expect(!occasion.isCelebrated(as: kind), "\(kind) on \(today)")
    }
    let events = widget.upcoming(of: oshi, from: start, days: 1200)
    #expect(!events.isEmpty)
    #expect(!events.contains { $0.event == .milestone || $0.event == .kiriban }, "\(events)")
  }
}
