import OshiCore
import Testing

/// The kinds' facts and the oshi's dates, as SPEC has them.
@Suite("Each kind declared once")
struct KindsTests {
  @Test("add makes the widgets of the dates given in SPEC's order, never a custom day")
  func madeByAdd() {
    #expect(WidgetKind.madeByAdd == [.birthday, .formed, .debut, .following, .graduation, .hiatus])
    #expect(WidgetKind.allCases.filter { $0.facts.madeByAdd == nil } == [.custom])
  }

  @Test("Each oshi's date has its own name, and the kinds that count it count it from there")
  func dates() {
    let names = OshiDate.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    for date in OshiDate.allCases {
      for kind in date.kinds { #expect(kind.oshiDate == date, "\(kind)") }
    }
    // A date without a kind: the day the oshi joined their group.
    #expect(OshiDate.joined.kinds.isEmpty)
    // Only the custom day has a date of its own; only the hiatus counts from its hiatus.
    #expect(WidgetKind.allCases.filter { $0.facts.date == .own } == [.custom])
    #expect(WidgetKind.allCases.filter { $0.facts.date == .hiatus } == [.hiatus])
  }

  @Test("OshiDates holds each date in its own place")
  func heldInPlace() {
    var dates = OshiDates()
    for (offset, date) in OshiDate.allCases.enumerated() {
      dates[date] = .yearless(month: 1, day: offset + 1)
    }
    for (offset, date) in OshiDate.allCases.enumerated() {
      #expect(dates[date] == .yearless(month: 1, day: offset + 1), "\(date)")
    }
    dates[.debut] = nil
    #expect(dates[.debut] == nil)
    #expect(dates[.since] != nil)
  }

  @Test("The counts that go on day by day and are celebrated have キリ番; sad days are not")
  func counts() {
    for kind in WidgetKind.allCases {
      #expect(kind.countsKiriban == (kind.facts.countsDays && kind.celebratesCount), "\(kind)")
      #expect(kind.celebratesCount == (kind != .hiatus && kind != .graduation), "\(kind)")
      #expect(kind.facts.halfYears == (kind != .graduation && kind != .hiatus), "\(kind)")
    }
    #expect(WidgetKind.following.defaultCountStyle == .inclusive)
    #expect(WidgetKind.hiatus.defaultCountStyle == .inclusive)
    #expect(WidgetKind.debut.defaultCountStyle == .elapsed)
  }
}
