import OshiWidgets

// @testable for Occasion.End's memberwise initialiser.
@testable import OshiCore

/// Faces for the golden and property tests, on SPEC's day.
enum Fixtures {
  static let today = LocalDate(year: 2026, month: 11, day: 22) ?? LocalDate(dayNumber: 0)

  static func date(_ iso: String) -> EventDate {
    EventDate(iso: iso) ?? .yearless(month: 1, day: 1)
  }

  /// One scenario of a golden file: a name for it and the face to draw.
  struct Scenario {
    var name: String
    var face: WidgetFace
  }

  static func face(
    _ kind: WidgetKind, _ iso: String, name: String? = "Aki", shortName: String? = nil,
    symbol: String? = "♡", label: String? = nil, style: CountStyle? = nil,
    leapDay: LeapDayRule = .feb28,
    once: Bool = false, ordinal: Int? = nil, hidesOrdinal: Bool = false, today: LocalDate = today
  ) -> WidgetFace {
    // A hiatus is not yearly, as Widget.occasion(of:on:) makes it.
    let occasion = Occasion(
      date: date(iso), today: today, countStyle: style ?? kind.defaultCountStyle, leapDay: leapDay,
      yearly: !once && kind != .hiatus, fixedOrdinal: ordinal, hidesOrdinal: hidesOrdinal)
    return WidgetFace(
      id: "w", kind: kind, name: name, shortName: shortName, symbol: symbol, label: label,
      occasion: occasion)
  }

  /// A hiatus from `iso`, with its return day `until` when known, as
  /// Widget.occasion(of:on:) computes it.
  static func hiatus(
    _ iso: String, until: String? = nil, name: String? = "Aki", shortName: String? = nil,
    symbol: String? = nil, style: CountStyle = .inclusive, today: LocalDate = today
  ) -> WidgetFace {
    var occasion = Occasion(date: date(iso), today: today, countStyle: style, yearly: false)
    if let until, let end = date(until).date {
      occasion.end = Occasion.End(date: end, daysUntil: end.days(since: today))
    }
    let lasts = Hiatus(from: date(iso), until: until.map(date)).lasts(on: today)
    return WidgetFace(
      id: "w", kind: .hiatus, name: name, shortName: shortName, symbol: symbol,
      occasion: occasion, status: lasts ? .hiatus : .active)
  }

  /// A following widget from `iso` of an oshi who graduated on `graduated`: its count
  /// stops then with `stops` (--stop-following), as Widget.occasion(of:on:) computes
  /// it, and goes on otherwise.
  static func graduatedFollowing(
    _ iso: String, graduated: String, stops: Bool, name: String? = "Aki", symbol: String? = "♡",
    style: CountStyle = .inclusive, today: LocalDate = today
  ) -> WidgetFace {
    var occasion: Occasion
    if stops, let day = date(graduated).date {
      occasion = Occasion.frozen(date: date(iso), stoppedOn: day, today: today, countStyle: style)
      occasion.milestone = nil
    } else {
      occasion = Occasion(date: date(iso), today: today, countStyle: style)
    }
    return WidgetFace(
      id: "w", kind: .following, name: name, symbol: symbol, occasion: occasion,
      status: .graduated)
  }

  /// A graduation widget, or a group's disbanding.
  static func graduation(
    _ iso: String, name: String? = "Aki", symbol: String? = nil, label: String? = nil,
    isGroup: Bool = false, today: LocalDate = today
  ) -> WidgetFace {
    var face = Self.face(.graduation, iso, name: name, symbol: symbol, label: label, today: today)
    face.isGroup = isGroup
    if let day = date(iso).date, day <= today { face.status = .graduated }
    return face
  }

  /// The pages of the golden files of the kinds added with groups and life events; each
  /// is a kind's, except `following-graduated`.
  static let lifeEventPages = ["formed", "graduation", "hiatus", "following-graduated"]

  /// The scenarios of one of ``lifeEventPages``.
  static func lifeEventScenarios(_ page: String) -> [Scenario] {
    if page == "following-graduated" {
      return [
        Scenario(
          name: "still a fan, day 1332",
          face: graduatedFollowing("2023-04-01", graduated: "2025-03-31", stops: false)),
        Scenario(
          name: "still a fan, day 299, no symbol",
          face: graduatedFollowing(
            "2026-01-28", graduated: "2026-06-30", stops: false, symbol: nil)),
        Scenario(
          name: "still a fan, milestone day 1000",
          face: graduatedFollowing("2024-02-27", graduated: "2025-03-31", stops: false)),
        Scenario(
          name: "stopped at 731 days",
          face: graduatedFollowing("2023-04-01", graduated: "2025-03-31", stops: true)),
        Scenario(
          name: "stopped at 1,461 days, no symbol",
          face: graduatedFollowing(
            "2021-04-01", graduated: "2025-03-31", stops: true, symbol: nil)),
        Scenario(
          name: "stopped, a long name",
          face: graduatedFollowing(
            "2023-04-01", graduated: "2025-03-31", stops: true,
            name: "Kobo Kanaeru Hololive Indonesia", symbol: nil)),
        Scenario(
          name: "stopped, private",
          face: graduatedFollowing("2023-04-01", graduated: "2025-03-31", stops: true, name: nil)),
      ]
    }
    guard let kind = WidgetKind(rawValue: page) else { return [] }
    return scenarios(kind)
  }

  static func scenarios(_ kind: WidgetKind) -> [Scenario] {
    switch kind {
    case .following:
      [
        Scenario(name: "day 1332", face: face(.following, "2023-04-01")),
        Scenario(name: "milestone day 1000", face: face(.following, "2024-02-27")),
        Scenario(
          name: "repdigit day 1111 with a long name",
          face: face(.following, "2023-11-08", name: "星野ルナ・ミルキーウェイ", shortName: "ルナ", symbol: "🌙")),
        Scenario(name: "first day", face: face(.following, "2026-11-22")),
        Scenario(name: "elapsed", face: face(.following, "2023-04-01", style: .elapsed)),
        Scenario(name: "starts in 9 days", face: face(.following, "2026-12-01")),
        Scenario(
          name: "a long name and no symbol",
          face: face(.following, "2023-04-01", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil)
        ),
        Scenario(name: "private", face: face(.following, "2023-04-01", name: nil)),
      ]
    case .birthday:
      [
        Scenario(name: "28th in 113 days", face: face(.birthday, "1999-03-15")),
        Scenario(name: "on the day", face: face(.birthday, "1999-11-22")),
        Scenario(name: "tomorrow", face: face(.birthday, "1999-11-23")),
        Scenario(name: "yearless", face: face(.birthday, "--04-05", name: "星野ルナ", shortName: "ルナ")),
        Scenario(name: "age hidden", face: face(.birthday, "1999-03-15", hidesOrdinal: true)),
        Scenario(name: "forever 17, on the day", face: face(.birthday, "2008-11-22", ordinal: 17)),
        Scenario(
          name: "Feb 29 in a common year, feb28",
          face: face(
            .birthday, "2008-02-29", today: LocalDate(year: 2027, month: 2, day: 28) ?? today)),
        Scenario(
          name: "Feb 29 in a common year, mar1",
          face: face(
            .birthday, "2008-02-29", leapDay: .mar1,
            today: LocalDate(year: 2027, month: 2, day: 28) ?? today)),
        Scenario(name: "private", face: face(.birthday, "1999-03-15", name: nil)),
        Scenario(
          name: "a long name and no symbol",
          face: face(.birthday, "1999-03-15", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil)),
        Scenario(
          name: "a long Japanese name, on the day",
          face: face(.birthday, "1999-11-22", name: "星街すいせい・ホロライブ0期生", symbol: nil)),
      ]
    case .debut:
      [
        Scenario(name: "7th in 8 days", face: face(.debut, "2019-11-30")),
        Scenario(name: "on the day", face: face(.debut, "2019-11-22")),
        Scenario(name: "11th in 1 day", face: face(.debut, "2015-11-23", symbol: "★")),
        Scenario(name: "debut ahead", face: face(.debut, "2026-12-01")),
        Scenario(
          name: "7th in 8 days, a long name and no symbol",
          face: face(.debut, "2019-11-30", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil)),
      ]
    case .custom:
      [
        Scenario(name: "since the first live", face: face(.custom, "2024-02-12", label: "初現場")),
        Scenario(name: "first anniversary today", face: face(.custom, "2025-11-22", label: "初現場")),
        Scenario(
          name: "once, ahead", face: face(.custom, "2026-12-24", label: "Xmas live", once: true)),
        Scenario(
          name: "once, today", face: face(.custom, "2026-11-22", label: "Xmas live", once: true)),
        Scenario(
          name: "once, passed", face: face(.custom, "2026-11-01", label: "Xmas live", once: true)),
        Scenario(name: "private", face: face(.custom, "2024-02-12", name: nil, label: nil)),
        Scenario(
          name: "first anniversary in 9 days, a long name and no symbol",
          face: face(
            .custom, "2025-12-01", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil,
            label: "初現場")),
      ]
    case .formed:
      [
        Scenario(
          name: "7th in 8 days", face: face(.formed, "2019-11-30", name: "Lumina", symbol: nil)),
        Scenario(
          name: "on the day", face: face(.formed, "2019-11-22", name: "Lumina", symbol: nil)),
        Scenario(
          name: "11th in 1 day, own symbol",
          face: face(.formed, "2015-11-23", name: "Lumina", symbol: "🌟")),
        Scenario(
          name: "formation ahead", face: face(.formed, "2026-12-01", name: "Lumina", symbol: nil)),
        Scenario(
          name: "a Japanese name and a short name",
          face: face(.formed, "2019-11-30", name: "ルミナス・ステラ", shortName: "ルミナス", symbol: nil)),
        Scenario(name: "private", face: face(.formed, "2019-11-30", name: nil, symbol: nil)),
        Scenario(
          name: "7th in 8 days, a long name and no symbol",
          face: face(.formed, "2019-11-30", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil)),
      ]
    case .graduation:
      [
        Scenario(name: "996 days since", face: graduation("2024-03-01")),
        Scenario(name: "milestone day 1000", face: graduation("2024-02-26")),
        Scenario(name: "321 days since, own symbol", face: graduation("2026-01-05", symbol: "🎀")),
        Scenario(name: "3rd anniversary today", face: graduation("2023-11-22")),
        Scenario(name: "the graduation day", face: graduation("2026-11-22")),
        Scenario(name: "graduation in 9 days", face: graduation("2026-12-01")),
        Scenario(name: "1st anniversary in 9 days", face: graduation("2025-12-01")),
        Scenario(
          name: "a group disbanded 600 days ago, a milestone",
          face: graduation("2025-04-01", name: "Lumina", isGroup: true)),
        Scenario(
          name: "a group disbanded a year ago today",
          face: graduation("2025-11-22", name: "Lumina", isGroup: true)),
        Scenario(
          name: "a group disbanding in 9 days",
          face: graduation("2026-12-01", name: "Lumina", isGroup: true)),
        Scenario(
          name: "the widget's own label", face: graduation("2024-03-01", label: "卒業ライブ")),
        Scenario(name: "private", face: graduation("2024-03-01", name: nil)),
        Scenario(
          name: "a long name and no symbol",
          face: graduation("2024-03-01", name: "Kobo Kanaeru Hololive Indonesia")),
      ]
    case .hiatus:
      [
        Scenario(name: "day 40, no return day", face: hiatus("2026-10-14")),
        Scenario(name: "the first day", face: hiatus("2026-11-22")),
        Scenario(name: "day 100, no return day", face: hiatus("2026-08-15")),
        Scenario(name: "back in 12 days, day 40", face: hiatus("2026-10-14", until: "2026-12-04")),
        Scenario(name: "back tomorrow", face: hiatus("2026-10-14", until: "2026-11-23")),
        Scenario(name: "back today", face: hiatus("2026-10-14", until: "2026-11-22")),
        Scenario(name: "back for 21 days", face: hiatus("2026-09-01", until: "2026-11-01")),
        Scenario(name: "back for 1 day", face: hiatus("2026-09-01", until: "2026-11-21")),
        Scenario(name: "starts in 9 days", face: hiatus("2026-12-01")),
        Scenario(
          name: "starts in 9 days, back known", face: hiatus("2026-12-01", until: "2027-01-10")),
        Scenario(name: "elapsed, day 39", face: hiatus("2026-10-14", style: .elapsed)),
        Scenario(name: "own symbol, day 40", face: hiatus("2026-10-14", symbol: "🌙")),
        Scenario(
          name: "own symbol, back in 12 days",
          face: hiatus("2026-10-14", until: "2026-12-04", symbol: "🌙")),
        Scenario(
          name: "private, back in 12 days",
          face: hiatus("2026-10-14", until: "2026-12-04", name: nil)),
        Scenario(
          name: "a long name, back in 12 days",
          face: hiatus("2026-10-14", until: "2026-12-04", name: "Kobo Kanaeru Hololive Indonesia")),
        Scenario(
          name: "a long name, back for 21 days",
          face: hiatus("2026-09-01", until: "2026-11-01", name: "星街すいせい・ホロライブ0期生")),
      ]
    }
  }
}
