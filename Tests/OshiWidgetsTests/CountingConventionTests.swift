import OshiCore
import OshiWords
import Testing

@testable import OshiWidgets

/// A widget's own counting conventions (`--years nth`, `--breakdown`) and the words of a
/// キリ番 day, drawn from stored widgets the way render draws them, on SPEC's day.
@Suite("Year styles, breakdowns and キリ番 days")
struct CountingConventionTests {
  static let today = Fixtures.today

  static func face(
    _ kind: WidgetKind, oshi: Oshi, years: YearStyle = .completed, breakdown: Bool = false,
    date: String? = nil, label: String? = nil, today: LocalDate = today
  ) throws -> WidgetFace {
    let widget = Widget(
      id: "w", oshiID: 1, kind: kind, date: date.flatMap(EventDate.init(iso:)), label: label,
      years: years, showsBreakdown: breakdown)
    return try #require(WidgetFace(widget: widget, oshi: oshi, today: today))
  }

  static func lines(_ face: WidgetFace, _ family: Family, _ language: Language) -> [String] {
    Formatter.lines(
      for: face, family: family, budget: .standard(for: family), language: language)
  }

  static let aki = Oshi(
    slug: "aki", name: "Aki", birthday: EventDate(iso: "2001-12-10"),
    debut: EventDate(iso: "2019-12-22"), since: EventDate(iso: "2023-07-31"))

  @Test("--years nth says the year running, 8年目, where completed says 7周年")
  func nthYears() throws {
    let completed = try Self.face(.debut, oshi: Self.aki)
    let nth = try Self.face(.debut, oshi: Self.aki, years: .nth)
    #expect(Self.lines(completed, .rectangular, .ja) == ["★ Aki", "デビュー7周年まで", "あと30日"])
    #expect(Self.lines(nth, .rectangular, .ja) == ["★ Aki", "デビュー8年目まで", "あと30日"])
    #expect(Self.lines(nth, .circular, .ja) == ["★Aki", "8年目", "30日"])
    #expect(Self.lines(completed, .rectangular, .en) == ["★ Aki", "7th anniversary in", "30 days"])
    #expect(Self.lines(nth, .rectangular, .en) == ["★ Aki", "8th year in", "30 days"])
    // The JSON's ordinal keeps SPEC's meaning: next.year − date.year.
    #expect(nth.occasion.next?.ordinal == 7)
  }

  @Test("--years nth on the day: 祝 8年目")
  func nthToday() throws {
    let onTheDay = try #require(LocalDate(year: 2026, month: 12, day: 22))
    let nth = try Self.face(.debut, oshi: Self.aki, years: .nth, today: onTheDay)
    #expect(Self.lines(nth, .inline, .ja) == ["★ Aki デビュー8年目!"])
    #expect(Self.lines(nth, .inline, .en) == ["★ Aki 8th year today!"])
    #expect(Self.lines(nth, .rectangular, .ja) == ["★ Aki", "今日はデビュー8年目!", "おめでとう!"])
  }

  @Test("--breakdown puts the years, months and days in rectangular, leaving out zeros")
  func breakdown() throws {
    // 2023-07-31 to 2026-11-22: 3 years, 3 months, 22 days (relativedelta).
    let following = try Self.face(.following, oshi: Self.aki, breakdown: true)
    #expect(Self.lines(following, .rectangular, .ja) == ["♡ Aki", "推し始めて1211日目", "3年3ヶ月22日"])
    // In English the words would take 26 cells of 24: the short form stands in.
    #expect(
      Self.lines(following, .rectangular, .en) == ["♡ Aki", "day 1,211 as a fan", "3y 3m 22d"])
    // Without --breakdown the third line is the next milestone, as before.
    let plain = try Self.face(.following, oshi: Self.aki)
    #expect(Self.lines(plain, .rectangular, .ja).last == "2000日目まであと789日")
    // A debut counts down; the breakdown goes under the countdown. 2019-12-22 to
    // 2026-11-22 is 6 years and 11 months, with no days.
    let debut = try Self.face(.debut, oshi: Self.aki, breakdown: true)
    #expect(Self.lines(debut, .rectangular, .ja) == ["★ Aki", "7周年まであと30日", "6年11ヶ月"])
    #expect(Self.lines(debut, .rectangular, .en) == ["★ Aki", "in 30 days", "6 years, 11 months"])
    // Inline and circular are unchanged.
    #expect(
      Self.lines(debut, .inline, .ja)
        == Self.lines(try Self.face(.debut, oshi: Self.aki), .inline, .ja))
  }

  @Test("A date still ahead has no breakdown")
  func breakdownAhead() throws {
    let ahead = try Self.face(
      .custom, oshi: Self.aki, breakdown: true, date: "2026-12-24", label: "ライブ")
    #expect(Self.lines(ahead, .rectangular, .ja) == ["◆ Aki", "ライブまで", "あと32日"])
  }

  @Test("On a キリ番 day the count is celebrated and the reason said")
  func kiribanDay() throws {
    // Since 2023-08-01, inclusive: 2026-11-22 is day 1210, Aki's birthday (12/10) as a number.
    var aki = Self.aki
    aki.since = EventDate(iso: "2023-08-01")
    let birthdayNumber = try Self.face(.following, oshi: aki)
    #expect(
      birthdayNumber.occasion.kiriban == Kiriban(value: 1210, daysUntil: 0, reason: .birthday))
    #expect(Self.lines(birthdayNumber, .rectangular, .ja) == ["♡ Aki", "推し始めて1210日目!", "誕生日の数字!"])
    #expect(Self.lines(birthdayNumber, .inline, .ja) == ["♡ Aki 1210日目!"])
    #expect(Self.lines(birthdayNumber, .circular, .ja) == ["祝Aki", "1210", "日目"])
    #expect(
      Self.lines(birthdayNumber, .rectangular, .en) == [
        "♡ Aki", "day 1,210 as a fan!", "the birthday in digits!",
      ])
    // Day 1234, a run of digits: since 2023-07-08.
    aki.since = EventDate(iso: "2023-07-08")
    let run = try Self.face(.following, oshi: aki)
    #expect(run.occasion.count == 1234)
    #expect(Self.lines(run, .rectangular, .ja) == ["♡ Aki", "推し始めて1234日目!", "連番の日!"])
    // The day before is an ordinary day.
    aki.since = EventDate(iso: "2023-07-09")
    let before = try Self.face(.following, oshi: aki)
    #expect(Self.lines(before, .inline, .ja) == ["♡ Aki 推し始めて1233日目"])
  }

  @Test("A hiatus has no キリ番")
  func hiatusKiriban() throws {
    var aki = Self.aki
    aki.hiatus = Hiatus(from: try #require(EventDate(iso: "2023-08-01")))
    let hiatus = try Self.face(.hiatus, oshi: aki)
    // Day 1210 is the birthday's number, 12/10, for a count that is celebrated.
    #expect(hiatus.occasion.count == 1210)
    #expect(hiatus.occasion.kiriban == nil)
    #expect(Self.lines(hiatus, .inline, .ja) == ["☾ Aki 活休1210日目"])
  }
}
