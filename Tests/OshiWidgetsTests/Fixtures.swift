import OshiCore
import OshiWidgets

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
    let occasion = Occasion(
      date: date(iso), today: today, countStyle: style ?? kind.defaultCountStyle, leapDay: leapDay,
      yearly: !once, fixedOrdinal: ordinal, hidesOrdinal: hidesOrdinal)
    return WidgetFace(
      id: "w", kind: kind, name: name, shortName: shortName, symbol: symbol, label: label,
      occasion: occasion)
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
          face: face(.following, "2023-04-01", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil)),
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
          face: face(.custom, "2025-12-01", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil, label: "初現場")),
      ]
    }
  }
}
