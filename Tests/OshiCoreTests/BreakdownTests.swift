import Foundation
import OshiCore
import PropertyBased
import Testing

@Suite("Years, months and days; half-years; キリ番")
struct BreakdownTests {
  static func date(_ iso: String) -> LocalDate { .fixture(iso) }

  @Test(
    "Breakdowns across month ends and Feb 29",
    arguments: [
      ("2024-01-31", "2024-02-29", 0, 1, 0),  // Jan 31 plus a month is Feb 29
      ("2023-01-31", "2024-02-29", 1, 1, 0),
      ("2024-01-31", "2024-02-28", 0, 0, 28),
      ("2024-01-31", "2024-03-01", 0, 1, 1),
      ("2023-01-31", "2023-02-28", 0, 1, 0),
      ("2024-02-29", "2025-02-28", 1, 0, 0),  // Feb 29 plus a year is Feb 28
      ("2024-02-29", "2025-02-27", 0, 11, 29),
      ("2024-02-29", "2025-03-01", 1, 0, 1),
      ("2024-02-29", "2028-02-29", 4, 0, 0),
      ("2019-11-30", "2026-11-22", 6, 11, 23),
      ("1999-03-15", "2026-11-22", 27, 8, 7),
      ("2026-11-22", "2026-11-22", 0, 0, 0),
      ("2026-10-31", "2026-11-30", 0, 1, 0),
      ("2026-03-31", "2026-04-30", 0, 1, 0),
      ("2025-12-31", "2026-01-01", 0, 0, 1),
    ])
  func breakdowns(from: String, to: String, years: Int, months: Int, days: Int) throws {
    let breakdown = try #require(Breakdown(from: Self.date(from), to: Self.date(to)))
    #expect(breakdown == Breakdown(years: years, months: months, days: days))
  }

  @Test("No breakdown while the date is ahead")
  func ahead() {
    #expect(Breakdown(from: Self.date("2026-11-23"), to: Self.date("2026-11-22")) == nil)
  }

  @Test(
    "The same as python-dateutil's relativedelta on random pairs from 1900 to 2100",
    .enabled(if: PythonReference.runs(importing: "dateutil.relativedelta")))
  func sameAsDateutil() throws {
    let low = Self.date("1900-01-01").dayNumber
    let high = Self.date("2100-12-31").dayNumber
    var generator = SystemRandomNumberGenerator()
    var pairs: [(LocalDate, LocalDate)] = (0..<3000).map { _ in
      let a = Int.random(in: low...high, using: &generator)
      let b = Int.random(in: a...min(high, a + Int.random(in: 0...40_000, using: &generator)))
      return (LocalDate(dayNumber: a), LocalDate(dayNumber: b))
    }
    // Month ends and Feb 29 on both sides, where the rules differ if anywhere.
    for from in ["2024-01-29", "2024-01-30", "2024-01-31", "2024-02-29", "2023-08-31"] {
      for offset in 0..<400 {
        pairs.append((Self.date(from), Self.date(from).adding(days: offset)))
      }
    }
    let text = pairs.map { "\($0.0.iso) \($0.1.iso)\n" }.joined()
    let output = try #require(
      PythonReference.run("relativedelta.py", input: text),
      "python3 with dateutil could not run scripts/relativedelta.py")
    let lines = output.split(separator: "\n")
    #expect(lines.count == pairs.count)
    for ((from, to), line) in zip(pairs, lines) {
      let numbers = line.split(separator: " ").compactMap { Int($0) }
      let breakdown = Breakdown(from: from, to: to)
      #expect(
        breakdown.map { [$0.years, $0.months, $0.days] } == numbers, "\(from.iso) → \(to.iso)")
    }
  }

  @Test("A breakdown added back gives the later date")
  func addsBack() async {
    await propertyCheck(input: Gen.int(in: 0...80_000), Gen.int(in: 0...40_000)) { start, length in
      let from = LocalDate(dayNumber: start - 30_000)
      let to = from.adding(days: length)
      guard let breakdown = Breakdown(from: from, to: to) else {
        Issue.record("no breakdown")
        return
      }
      #expect((0...11).contains(breakdown.months))
      let back = from.adding(months: breakdown.years * 12 + breakdown.months)
        .adding(days: breakdown.days)
      #expect(back == to)
    }
  }

  @Test(
    "Half-years on the 29th, 30th and 31st",
    arguments: [
      ("--08-31", 2027, "2027-02-28"), ("--08-31", 2028, "2028-02-29"),
      ("--08-30", 2027, "2027-02-28"), ("--08-29", 2028, "2028-02-29"),
      ("--02-29", 2027, "2027-08-29"), ("--12-31", 2026, "2026-06-30"),
      ("--03-31", 2026, "2026-09-30"), ("--03-15", 2026, "2026-09-15"),
      ("--09-15", 2027, "2027-03-15"),
    ])
  func halfYears(date: String, year: Int, expected: String) throws {
    let event = try #require(EventDate(iso: date))
    #expect(Occasion.halfOccurrence(of: event, in: year).iso == expected)
  }

  @Test(
    "キリ番 and their reasons",
    arguments: [
      (0, nil, 100, Kiriban.Reason.round), (100, nil, 100, .round), (101, nil, 111, .repdigit),
      (112, nil, 123, .sequence), (124, nil, 200, .round), (211, nil, 222, .repdigit),
      (223, nil, 234, .sequence), (1000, nil, 1000, .round), (1001, nil, 1111, .repdigit),
      (1112, nil, 1234, .sequence), (1235, nil, 2000, .round), (6790, nil, 7000, .round),
      (9999, nil, 9999, .repdigit), (10_001, nil, 11_000, .round), (12_001, nil, 12_345, .sequence),
      // The birthday as a number: 12/10 is 1210, 1/25 is 125, 1/5 is 105.
      (1113, (12, 10), 1210, .birthday), (101, (1, 25), 111, .repdigit),
      (112, (1, 25), 123, .sequence),
      (124, (1, 25), 125, .birthday), (101, (1, 5), 105, .birthday),
      // A tie: the birthday wins, then a sequence, then a repdigit.
      (1100, (11, 11), 1111, .birthday), (1211, (12, 10), 1234, .sequence),
    ] as [(Int, (Int, Int)?, Int, Kiriban.Reason)])
  func kiriban(count: Int, birthday: (Int, Int)?, value: Int, reason: Kiriban.Reason) {
    let next = Kiriban.next(atLeast: count, birthday: birthday.map { (month: $0.0, day: $0.1) })
    #expect(next == Kiriban(value: value, daysUntil: value - count, reason: reason))
  }

  @Test("The next キリ番 is never past a milestone, and is one of its kind")
  func kiribanProperty() async {
    await propertyCheck(input: Gen.int(in: 0...50_000), Gen.int(in: 1...12), Gen.int(in: 1...31)) {
      count, month, day in
      let next = Kiriban.next(atLeast: count, birthday: (month, day))
      #expect(next.value >= count)
      #expect(next.value <= Occasion.milestone(after: count).value)
      switch next.reason {
      case .round: #expect(next.value % 100 == 0)
      case .repdigit: #expect(Set(String(next.value)).count == 1)
      case .sequence: #expect(Kiriban.sequences.contains(next.value))
      case .birthday: #expect(next.value == Kiriban.number(month: month, day: day))
      }
    }
  }
}
