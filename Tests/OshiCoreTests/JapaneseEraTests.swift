import OshiCore
import PropertyBased
import Testing

/// The date written `iso`, or a test failure.
private func day(_ iso: String) throws -> LocalDate {
  try #require(LocalDate(iso: iso), "\(iso) is not a date")
}

@Suite("JapaneseEra")
struct JapaneseEraTests {
  @Test(
    "each era's name, letter, first and last day",
    arguments: [
      (JapaneseEra.meiji, "明治", "M", "1868-10-23", "1912-07-29"),
      (.taisho, "大正", "T", "1912-07-30", "1926-12-24"),
      (.showa, "昭和", "S", "1926-12-25", "1989-01-07"),
      (.heisei, "平成", "H", "1989-01-08", "2019-04-30"),
      (.reiwa, "令和", "R", "2019-05-01", nil),
    ] as [(JapaneseEra, String, Character, String, String?)])
  func table(era: JapaneseEra, kanji: String, letter: Character, first: String, last: String?) {
    #expect(era.kanji == kanji)
    #expect(era.letter == letter)
    #expect(era.firstDay.iso == first)
    #expect(era.lastDay?.iso == last)
  }

  @Test("the eras follow one another with no gap and no overlap")
  func contiguous() throws {
    for (earlier, later) in zip(JapaneseEra.allCases, JapaneseEra.allCases.dropFirst()) {
      let last = try #require(earlier.lastDay)
      #expect(last.adding(days: 1) == later.firstDay, "\(earlier) → \(later)")
    }
  }

  @Test(
    "the era of a date, exact to the day",
    arguments: [
      ("1868-10-23", nil),  // 明治 had begun, but Japan still used the lunisolar calendar
      ("1872-12-31", nil),
      ("1873-01-01", JapaneseEra.meiji),
      ("1912-07-29", .meiji),
      ("1912-07-30", .taisho),
      ("1926-12-24", .taisho),
      ("1926-12-25", .showa),
      ("1989-01-07", .showa),
      ("1989-01-08", .heisei),
      ("2019-04-30", .heisei),
      ("2019-05-01", .reiwa),
      ("2026-11-22", .reiwa),
      ("9999-12-31", .reiwa),
    ] as [(String, JapaneseEra?)])
  func era(iso: String, expected: JapaneseEra?) throws {
    #expect(JapaneseEra.era(of: try day(iso)) == expected)
  }

  @Test(
    "和暦 form, with 元年 for the first year",
    arguments: [
      ("2026-11-22", "令和8年11月22日"),
      ("2019-05-01", "令和元年5月1日"),
      ("2019-12-31", "令和元年12月31日"),
      ("2020-01-01", "令和2年1月1日"),
      ("2019-04-30", "平成31年4月30日"),
      ("1989-01-08", "平成元年1月8日"),
      ("1989-01-07", "昭和64年1月7日"),
      ("1926-12-25", "昭和元年12月25日"),
      ("1926-12-24", "大正15年12月24日"),
      ("1912-07-30", "大正元年7月30日"),
      ("1912-07-29", "明治45年7月29日"),
      ("1873-01-01", "明治6年1月1日"),
      ("1872-12-31", nil),
      ("1000-01-01", nil),
    ] as [(String, String?)])
  func format(iso: String, expected: String?) throws {
    #expect(JapaneseEra.format(try day(iso)) == expected)
  }

  @Test("every date from 1873 to 2100 lies within the era it is given")
  func eraContainsDate() async throws {
    let first = try day("1873-01-01").dayNumber
    let last = try day("2100-12-31").dayNumber
    await propertyCheck(count: 1000, input: Gen.int(in: first...last)) { number in
      let date = LocalDate(dayNumber: number)
      let era = try #require(JapaneseEra.era(of: date), "\(date)")
      #expect(era.firstDay <= date, "\(date) in \(era)")
      #expect(era.lastDay.map { date <= $0 } ?? true, "\(date) in \(era)")
    }
  }
}
