import OshiCore
import Testing

/// One row of an occasion table, readable as a sentence.
struct OccasionCase: CustomTestStringConvertible, Sendable {
  var date: String
  var today: String
  var style: CountStyle = .elapsed
  var leapDay: LeapDayRule = .feb28
  var yearly = true
  var days: Int?
  var count: Int?
  var next: String?
  var daysUntil: Int?
  var ordinal: Int?
  var gauge: Double?

  var testDescription: String { "\(date) on \(today) (\(style), \(leapDay))" }
}

@Suite("Occasions")
struct OccasionTests {
  static let cases: [OccasionCase] = [
    // The birthday of SPEC's example.
    OccasionCase(
      date: "1999-03-15", today: "2026-11-22", days: 10_114, count: 10_114, next: "2027-03-15",
      daysUntil: 113, ordinal: 28, gauge: 1 - 113.0 / 365),
    // Following, counted inclusively: the first day is day 1.
    OccasionCase(
      date: "2023-04-01", today: "2026-11-22", style: .inclusive, days: 1331, count: 1332,
      next: "2027-04-01", daysUntil: 130, ordinal: 4, gauge: 1 - 130.0 / 365),
    OccasionCase(
      date: "2026-11-22", today: "2026-11-22", style: .inclusive, days: 0, count: 1,
      next: "2026-11-22",
      daysUntil: 0, ordinal: 0, gauge: 1),
    // On the day itself.
    OccasionCase(
      date: "1999-11-22", today: "2026-11-22", days: 9862, count: 9862, next: "2026-11-22",
      daysUntil: 0,
      ordinal: 27, gauge: 1),
    // Feb 29 in a common year: Feb 28 by default, Mar 1 on request.
    OccasionCase(
      date: "2008-02-29", today: "2027-02-01", days: 6912, count: 6912, next: "2027-02-28",
      daysUntil: 27,
      ordinal: 19, gauge: 1 - 27.0 / 365),
    OccasionCase(
      date: "2008-02-29", today: "2027-02-28", days: 6939, count: 6939, next: "2027-02-28",
      daysUntil: 0,
      ordinal: 19, gauge: 1),
    OccasionCase(
      date: "2008-02-29", today: "2027-02-28", leapDay: .mar1, days: 6939, count: 6939,
      next: "2027-03-01",
      daysUntil: 1, ordinal: 19, gauge: 1 - 1.0 / 365),
    OccasionCase(
      date: "2008-02-29", today: "2028-02-29", days: 7305, count: 7305, next: "2028-02-29",
      daysUntil: 0,
      ordinal: 20, gauge: 1),
    OccasionCase(
      date: "2008-02-29", today: "2028-02-29", leapDay: .mar1, days: 7305, count: 7305,
      next: "2028-02-29",
      daysUntil: 0, ordinal: 20, gauge: 1),
    // Year ends.
    OccasionCase(
      date: "2000-12-31", today: "2026-12-31", days: 9496, count: 9496, next: "2026-12-31",
      daysUntil: 0,
      ordinal: 26, gauge: 1),
    OccasionCase(
      date: "2000-12-31", today: "2027-01-01", days: 9497, count: 9497, next: "2027-12-31",
      daysUntil: 364,
      ordinal: 27, gauge: 1 - 364.0 / 365),
    OccasionCase(
      date: "2001-01-01", today: "2026-12-31", days: 9495, count: 9495, next: "2027-01-01",
      daysUntil: 1,
      ordinal: 26, gauge: 1 - 1.0 / 365),
    // A yearless birthday: no days, count or ordinal, but a next occurrence and a gauge.
    OccasionCase(
      date: "--04-05", today: "2026-11-22", days: nil, count: nil, next: "2027-04-05",
      daysUntil: 134,
      ordinal: nil, gauge: 1 - 134.0 / 365),
    OccasionCase(
      date: "--02-29", today: "2027-02-28", days: nil, count: nil, next: "2027-02-28", daysUntil: 0,
      ordinal: nil, gauge: 1),
    // A future date is its own next occurrence, with no gauge yet.
    OccasionCase(
      date: "2027-01-01", today: "2026-11-22", days: -40, count: -40, next: "2027-01-01",
      daysUntil: 40,
      ordinal: 0, gauge: nil),
    OccasionCase(
      date: "2027-01-01", today: "2026-11-22", style: .inclusive, days: -40, count: -40,
      next: "2027-01-01",
      daysUntil: 40, ordinal: 0, gauge: nil),
    // A one-off date: next while ahead and on the day, then none.
    OccasionCase(
      date: "2026-12-24", today: "2026-11-22", yearly: false, days: -32, count: -32,
      next: "2026-12-24",
      daysUntil: 32, ordinal: 0, gauge: nil),
    OccasionCase(
      date: "2026-12-24", today: "2026-12-24", yearly: false, days: 0, count: 0, next: "2026-12-24",
      daysUntil: 0,
      ordinal: 0, gauge: nil),
    OccasionCase(
      date: "2026-12-24", today: "2026-12-25", yearly: false, days: 1, count: 1, next: nil,
      daysUntil: nil,
      ordinal: nil, gauge: nil),
  ]

  @Test("SPEC's calendar rules", arguments: cases)
  func occasion(_ row: OccasionCase) throws {
    let date = try #require(EventDate(iso: row.date))
    let today = try #require(LocalDate(iso: row.today))
    let occasion = Occasion(
      date: date, today: today, countStyle: row.style, leapDay: row.leapDay, yearly: row.yearly)
    #expect(occasion.days == row.days)
    #expect(occasion.count == row.count)
    #expect(occasion.next?.date.iso == row.next)
    #expect(occasion.next?.daysUntil == row.daysUntil)
    #expect(occasion.next?.ordinal == row.ordinal)
    if let gauge = row.gauge {
      #expect(abs((occasion.gauge ?? -1) - gauge) < 1e-9)
    } else {
      #expect(occasion.gauge == nil)
    }
  }

  @Test(
    "Milestones: hundreds below 1000, every thousand, every repdigit from 111",
    arguments: [
      (0, 100), (1, 100), (99, 100), (100, 100), (101, 111), (111, 111), (112, 200), (222, 222),
      (950, 999), (999, 999), (1000, 1000), (1001, 1111), (1112, 2000), (1332, 2000), (2001, 2222),
      (10_114, 11_000), (11_001, 11_111), (99_999, 99_999), (100_001, 101_000), (110_001, 111_000),
      (111_001, 111_111),
    ])
  func milestone(count: Int, value: Int) {
    let milestone = Occasion.milestone(after: count)
    #expect(milestone.value == value)
    #expect(milestone.daysUntil == value - count)
    #expect(Occasion.isMilestone(value))
  }

  @Test("Every value between a count and its milestone is not a milestone")
  func milestoneIsSmallest() {
    for count in 0...12_000 {
      let value = Occasion.milestone(after: count).value
      #expect(value >= count)
      for between in count..<value where Occasion.isMilestone(between) {
        Issue.record("\(between) is a milestone below \(value) for count \(count)")
      }
    }
  }

  @Test("The age mode replaces or hides a birthday's ordinal")
  func ageModes() throws {
    let today = try #require(LocalDate(iso: "2026-11-22"))
    var oshi = Oshi(slug: "mio", name: "Mio", birthday: EventDate(iso: "2008-02-29"))
    let widget = Widget(id: "mio-birthday", oshiID: 1, kind: .birthday)
    #expect(widget.occasion(of: oshi, on: today)?.next?.ordinal == 19)
    oshi.ageMode = .frozen(17)
    #expect(widget.occasion(of: oshi, on: today)?.next?.ordinal == 17)
    oshi.ageMode = .hidden
    #expect(widget.occasion(of: oshi, on: today)?.next?.ordinal == nil)
    #expect(widget.occasion(of: oshi, on: today)?.days == 6841)
    // The age mode is about birthdays only.
    oshi.debut = EventDate(iso: "2020-01-01")
    let debut = Widget(id: "mio-debut", oshiID: 1, kind: .debut)
    #expect(debut.occasion(of: oshi, on: today)?.next?.ordinal == 7)
  }
}
