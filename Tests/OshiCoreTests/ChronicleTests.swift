import OshiCore
import Testing

@Suite("The 推し年表 of an oshi")
struct ChronicleTests {
  static let today = LocalDate.fixture("2026-11-22")

  static let aki = Oshi(
    id: 1, slug: "aki", name: "Aki", groupID: 2, birthday: EventDate(iso: "2001-12-10"),
    debut: EventDate(iso: "2019-12-22"), since: EventDate(iso: "2026-01-01"),
    joined: EventDate(iso: "2019-06-01"), graduated: EventDate(iso: "2026-12-31"),
    hiatus: Hiatus(from: .full(.fixture("2026-03-01")), until: EventDate(iso: "2026-04-01")))

  static let widgets = [
    Widget(id: "aki-birthday", oshiID: 1, kind: .birthday),
    Widget(id: "aki-debut", oshiID: 1, kind: .debut),
    Widget(id: "aki-following", oshiID: 1, kind: .following),
    Widget(
      id: "aki-live", oshiID: 1, kind: .custom, date: EventDate(iso: "2026-02-14"), label: "初現場"),
    Widget(id: "aki-hiatus", oshiID: 1, kind: .hiatus),
    Widget(id: "aki-graduation", oshiID: 1, kind: .graduation),
  ]

  static func lines(_ oshi: Oshi, widgets: [Widget] = widgets) -> [String] {
    Chronicle.entries(of: oshi, widgets: widgets, today: today).map {
      "\($0.date.iso) \($0.event.rawValue) age \($0.age.map(String.init) ?? "-")"
        + ($0.number.map { " #\($0)" } ?? "") + " days \($0.days)"
    }
  }

  @Test("Every dated event in order, with the age on the day and the milestones reached")
  func entries() {
    #expect(
      Self.lines(Self.aki) == [
        "2001-12-10 born age - days 9113",
        "2019-06-01 joined age 17 days 2731",
        "2019-12-22 debut age 18 days 2527",
        "2026-01-01 following age 24 days 325",
        "2026-02-14 custom age 24 days 281",
        "2026-03-01 hiatus age 24 days 266",
        "2026-04-01 return age 24 #31 days 235",
        "2026-04-10 milestone age 24 #100 days 226",
        "2026-04-21 milestone age 24 #111 days 215",
        "2026-07-19 milestone age 24 #200 days 126",
        "2026-08-10 milestone age 24 #222 days 104",
        "2026-10-27 milestone age 24 #300 days 26",
        "2026-12-31 graduation age 25 days -39",
      ])
  }

  @Test("The age turns on the birthday, and Feb 29 follows the birthday widget's rule")
  func ages() {
    let leap = Oshi(
      id: 1, slug: "r", name: "R", birthday: EventDate(iso: "2004-02-29"),
      debut: EventDate(iso: "2025-02-28"), since: EventDate(iso: "2025-03-01"))
    // Under feb28 the birthday of 2025 is Feb 28: 21 on the debut.
    #expect(
      Self.lines(leap, widgets: [Widget(id: "r-birthday", oshiID: 1, kind: .birthday)]).prefix(3)
        == [
          "2004-02-29 born age - days 8302", "2025-02-28 debut age 21 days 632",
          "2025-03-01 following age 21 days 631",
        ])
    // Under mar1 it is Mar 1: still 20 on Feb 28.
    let mar1 = [Widget(id: "r-birthday", oshiID: 1, kind: .birthday, leapDay: .mar1)]
    #expect(Self.lines(leap, widgets: mar1)[1] == "2025-02-28 debut age 20 days 632")
    // A hidden or frozen age is not told.
    var hidden = leap
    hidden.ageMode = .frozen(17)
    #expect(Self.lines(hidden, widgets: [])[1] == "2025-02-28 debut age - days 632")
  }

  @Test("A count that stopped at the graduation reaches no milestone after it")
  func stopped() {
    var oshi = Oshi(
      id: 1, slug: "aki", name: "Aki", since: EventDate(iso: "2026-01-01"),
      graduated: EventDate(iso: "2026-06-30"), stopsFollowing: true)
    let widgets = [Widget(id: "aki-following", oshiID: 1, kind: .following)]
    #expect(
      Self.lines(oshi, widgets: widgets).filter { $0.contains("milestone") }.map { $0.prefix(10) }
        == ["2026-04-10", "2026-04-21"])
    oshi.isGroup = true
    #expect(Self.lines(oshi, widgets: widgets).last?.contains("disbanding") == true)
  }

  @Test("The next occasion is the first one ahead, from any widget")
  func next() throws {
    let next = try #require(Chronicle.next(of: Self.aki, widgets: Self.widgets, today: Self.today))
    #expect(next.widget.id == "aki-following")
    #expect(next.event.date == LocalDate(iso: "2026-11-29"))
    #expect(next.event.event == .milestone)
    #expect(next.event.number == 333)
    #expect(Chronicle.next(of: Self.aki, widgets: [], today: Self.today) == nil)
  }
}
