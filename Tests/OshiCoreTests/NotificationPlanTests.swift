import OshiCore
import Testing

@Suite("Which notifications are due")
struct NotificationPlanTests {
  static func date(_ iso: String) -> LocalDate { .fixture(iso) }

  static let aki = Oshi(
    id: 1, slug: "aki", name: "Aki", birthday: EventDate(iso: "2001-12-10"),
    since: EventDate(iso: "2023-08-01"))
  static let widgets = [
    Widget(id: "aki-birthday", oshiID: 1, kind: .birthday),
    Widget(id: "aki-following", oshiID: 1, kind: .following),
  ]

  /// What is due as "widget event date lead late" lines; with `skipped`, then the
  /// skipped ones as "skipped …" lines.
  static func plan(
    _ today: String, at minute: Int = 9 * 60, rule: NotificationPlan.Rule = .standard,
    quiet: Set<String> = [], quietOshis: Set<Int64> = [], recorded: Set<NotificationPlan.Key> = [],
    skipped: Bool = false
  ) -> [String] {
    let plan = NotificationPlan(
      oshis: [aki], widgets: widgets, today: date(today), minute: minute, rule: rule,
      quietWidgets: quiet, quietOshis: quietOshis, recorded: recorded)
    func line(_ item: NotificationPlan.Item) -> String {
      "\(item.widget.id) \(item.event.event.rawValue) \(item.event.date.iso) lead \(item.lead) late \(item.late)"
    }
    return plan.due.map(line) + (skipped ? plan.skipped.map { "skipped " + line($0) } : [])
  }

  @Test("On the day, from notify.at on, and not before")
  func onTheDay() {
    // 2026-12-10: the birthday, and the following count's day 1228 is no milestone.
    #expect(Self.plan("2026-12-10", at: 8 * 60 + 59).isEmpty)
    #expect(Self.plan("2026-12-10") == ["aki-birthday birthday 2026-12-10 lead 0 late 0"])
    var midnight = NotificationPlan.Rule.standard
    midnight.at = 0
    #expect(
      Self.plan("2026-12-10", at: 0, rule: midnight) == [
        "aki-birthday birthday 2026-12-10 lead 0 late 0"
      ])
  }

  @Test("The lead times, before birthdays and anniversaries only")
  func leads() {
    #expect(Self.plan("2026-12-03") == ["aki-birthday birthday 2026-12-10 lead 7 late 0"])
    #expect(Self.plan("2026-12-09") == ["aki-birthday birthday 2026-12-10 lead 1 late 0"])
    #expect(Self.plan("2026-12-08").isEmpty)
    var rule = NotificationPlan.Rule.standard
    rule.before = [30]
    #expect(
      Self.plan("2026-11-10", rule: rule) == ["aki-birthday birthday 2026-12-10 lead 30 late 0"])
    // Day 1234 of the following count (2026-12-16) is a キリ番: on its day only.
    #expect(Self.plan("2026-12-16") == ["aki-following kiriban 2026-12-16 lead 0 late 0"])
    #expect(!Self.plan("2026-12-09").contains { $0.contains("kiriban") })
  }

  @Test("A machine that was off: a day late is sent, older is skipped")
  func catchUp() {
    // Off since 11-21 (the lookback is 31 days): the birthday (12-10) is two days late,
    // older than notify.catch_up 1, and so is day 1210 (11-22). Its leads are moot: the
    // birthday came, so they are neither sent nor recorded.
    #expect(
      Self.plan("2026-12-12", skipped: true) == [
        "skipped aki-birthday birthday 2026-12-10 lead 0 late 2",
        "skipped aki-following kiriban 2026-11-22 lead 0 late 20",
      ])
    #expect(Self.plan("2026-12-12").isEmpty)
    #expect(Self.plan("2026-12-11") == ["aki-birthday birthday 2026-12-10 lead 0 late 1"])
    // A lead whose occasion came already is not sent late, nor recorded.
    #expect(!Self.plan("2026-12-11").contains { $0.contains("lead 1") })
    var rule = NotificationPlan.Rule.standard
    rule.catchUp = 3
    #expect(
      Self.plan("2026-12-12", rule: rule) == ["aki-birthday birthday 2026-12-10 lead 0 late 2"])
  }

  @Test("What was recorded is not due again; quiet widgets and oshis send nothing")
  func recordedAndQuiet() {
    let key = NotificationPlan.Key(
      widget: "aki-birthday", date: Self.date("2026-12-10"), event: .birthday, lead: 0)
    #expect(Self.plan("2026-12-10", recorded: [key]).isEmpty)
    #expect(Self.plan("2026-12-10", quiet: ["aki-birthday"]).isEmpty)
    #expect(Self.plan("2026-12-10", quietOshis: [1]).isEmpty)
  }

  @Test("notify.kinds chooses the occasions")
  func kinds() {
    var rule = NotificationPlan.Rule.standard
    rule.kinds = [.kiriban]
    #expect(Self.plan("2026-12-10", rule: rule).isEmpty)
    #expect(
      Self.plan("2026-12-16", rule: rule) == ["aki-following kiriban 2026-12-16 lead 0 late 0"])
    rule.kinds = [.halfBirthday]
    #expect(
      Self.plan("2027-06-10", rule: rule) == ["aki-birthday half-birthday 2027-06-10 lead 0 late 0"]
    )
  }
}
