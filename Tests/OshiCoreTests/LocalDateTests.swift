import OshiCore
import PropertyBased
import Testing

@Suite("Civil dates")
struct LocalDateTests {
  @Test(
    "Day numbers count from 1970-01-01",
    arguments: [
      ("1970-01-01", 0), ("1970-01-02", 1), ("1969-12-31", -1), ("2000-03-01", 11_017),
      ("1900-01-01", -25_567), ("2100-12-31", 47_846), ("2026-11-22", 20_779),
    ])
  func dayNumbers(iso: String, dayNumber: Int) throws {
    let date = try #require(LocalDate(iso: iso))
    #expect(date.dayNumber == dayNumber)
    #expect(LocalDate(dayNumber: dayNumber) == date)
  }

  @Test(
    "Impossible dates do not exist",
    arguments: [
      "2023-02-29", "2023-13-01", "2023-00-10", "2023-04-31", "2023-01-32", "2100-02-29",
      "23-01-01", "2023-1-01", "2023-01-01x", "", "2023/01/01", "2023-01-0a", "+023-01-01",
      "2023-01-1 ", "２０２３-01-01",
    ])
  func impossible(iso: String) {
    #expect(LocalDate(iso: iso) == nil)
  }

  @Test(
    "Feb 29 exists in leap years only",
    arguments: [(2024, true), (2000, true), (1900, false), (2100, false), (2023, false)])
  func leapYears(year: Int, leap: Bool) {
    #expect((LocalDate(year: year, month: 2, day: 29) != nil) == leap)
  }

  @Test(
    "Days between civil dates",
    arguments: [
      // (event, today, days)
      ("1999-03-15", "2026-11-22", 10_114),
      ("2023-04-01", "2026-11-22", 1331),
      ("2026-12-31", "2027-01-01", 1),
      ("2024-02-28", "2024-03-01", 2),
      ("2023-02-28", "2023-03-01", 1),
      ("2027-01-01", "2026-11-22", -40),
      ("2026-11-22", "2026-11-22", 0),
    ])
  func days(event: String, today: String, days: Int) throws {
    let event = try #require(LocalDate(iso: event))
    let today = try #require(LocalDate(iso: today))
    #expect(today.days(since: event) == days)
  }

  @Test("Yearless dates keep their month and day")
  func yearless() throws {
    #expect(EventDate(iso: "--02-29") == .yearless(month: 2, day: 29))
    #expect(EventDate(iso: "--04-05")?.iso == "--04-05")
    #expect(EventDate(iso: "--02-30") == nil)
    #expect(EventDate(iso: "--13-01") == nil)
    for malformed in [
      "--4-05", "--04-5", "--0405", "--04-05-", "-04-05x", "--a4-05", "-", "--", "",
    ] {
      #expect(EventDate(iso: malformed) == nil, "\(malformed)")
    }
    #expect(EventDate(iso: "1999-03-15")?.date == LocalDate(year: 1999, month: 3, day: 15))
  }

  /// The Julian Day Number by Fliegel and Van Flandern (1968), an independent formula.
  static func julianDay(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let a = (month - 14) / 12
    return (1461 * (year + 4800 + a)) / 4 + (367 * (month - 2 - 12 * a)) / 12
      - (3 * ((year + 4900 + a) / 100)) / 4 + day - 32075
  }

  @Test("Day counts agree with the Julian Day Number from 1900 to 2100")
  func agreesWithJulianDay() async {
    let first = LocalDate(year: 1900, month: 1, day: 1)?.dayNumber ?? 0
    let last = LocalDate(year: 2100, month: 12, day: 31)?.dayNumber ?? 0
    await propertyCheck(count: 2000, input: Gen.int(in: first...last), Gen.int(in: first...last)) {
      a, b in
      let start = LocalDate(dayNumber: a)
      let end = LocalDate(dayNumber: b)
      let expected =
        Self.julianDay(end.year, end.month, end.day)
        - Self.julianDay(start.year, start.month, start.day)
      #expect(end.days(since: start) == expected)
      #expect(LocalDate(year: start.year, month: start.month, day: start.day) == start)
      #expect(LocalDate(iso: start.iso) == start)
    }
  }
}
