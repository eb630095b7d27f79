import OshiApp
import OshiCore
import Testing

@Suite("A month as a wall calendar lays it out")
struct CalendarMonthTests {
  @Test(
    "Months as fans write them, and what is not a month",
    arguments: [
      ("2026-12", CalendarMonth(year: 2026, month: 12)),
      ("2026/1", CalendarMonth(year: 2026, month: 1)),
      ("2026.02", CalendarMonth(year: 2026, month: 2)),
      (" 2026年12月 ", CalendarMonth(year: 2026, month: 12)),
      ("令和8年12月", CalendarMonth(year: 2026, month: 12)),
      ("令和元年5月", CalendarMonth(year: 2019, month: 5)),
      ("R8.12", CalendarMonth(year: 2026, month: 12)),
      ("２０２６－１２", CalendarMonth(year: 2026, month: 12)),
      ("2026-13", nil), ("2026-1x", nil), ("2026-12-05", nil), ("12月", nil), ("2026", nil),
      ("", nil), ("today", nil), ("--12", nil), ("2026-00", nil), ("令和8年13月", nil),
    ])
  func parse(text: String, expected: CalendarMonth?) {
    #expect(CalendarMonth.parse(text) == expected)
  }

  @Test("Weeks from Sunday or Monday, with the first and last weeks padded")
  func weeks() throws {
    let december = try #require(CalendarMonth(year: 2026, month: 12))
    #expect(december.weeks(mondayFirst: false).first == [nil, nil, 1, 2, 3, 4, 5])
    #expect(december.weeks(mondayFirst: false).last == [27, 28, 29, 30, 31, nil, nil])
    #expect(december.weeks(mondayFirst: true).first == [nil, 1, 2, 3, 4, 5, 6])
    // February 2026 begins on a Sunday and fills four weeks exactly.
    let february = try #require(CalendarMonth(year: 2026, month: 2))
    #expect(february.weeks(mondayFirst: false).count == 4)
    #expect(february.weeks(mondayFirst: true).count == 5)
    #expect(december.length == 31 && february.length == 28)
    #expect(CalendarMonth(year: 2028, month: 2)?.length == 29)
  }

  @Test("Months step across years both ways")
  func adding() throws {
    let december = try #require(CalendarMonth(year: 2026, month: 12))
    #expect(december.adding(months: 1) == CalendarMonth(year: 2027, month: 1))
    #expect(december.adding(months: -12) == CalendarMonth(year: 2025, month: 12))
    #expect(december.adding(months: 25) == CalendarMonth(year: 2029, month: 1))
    #expect(december.description == "2026-12")
    #expect(
      CalendarMonth(year: 2026, month: 0) == nil && CalendarMonth(year: 10_000, month: 1) == nil)
  }
}
