/// The Japanese eras from 明治 on.
///
/// Each era ends the day before the next one begins. Where an emperor died and the
/// era changed on the same day (1912-07-30, 1926-12-25), that day belongs to the
/// new era only, so that every date has exactly one 和暦 form.
public enum JapaneseEra: String, CaseIterable, Sendable {
  /// 明治 (M), until 1912-07-29.
  case meiji
  /// 大正 (T), 1912-07-30 through 1926-12-24.
  case taisho
  /// 昭和 (S), 1926-12-25 through 1989-01-07.
  case showa
  /// 平成 (H), 1989-01-08 through 2019-04-30.
  case heisei
  /// 令和 (R), from 2019-05-01.
  case reiwa

  /// The era's name in kanji, such as 令和.
  public var kanji: String {
    switch self {
    case .meiji: "明治"
    case .taisho: "大正"
    case .showa: "昭和"
    case .heisei: "平成"
    case .reiwa: "令和"
    }
  }

  /// The initial letter of the era's romanised name, as in R1.5.1.
  public var letter: Character {
    switch self {
    case .meiji: "M"
    case .taisho: "T"
    case .showa: "S"
    case .heisei: "H"
    case .reiwa: "R"
    }
  }

  /// The era's first day in the Gregorian calendar.
  public var firstDay: LocalDate {
    switch self {
    // The day 明治 was proclaimed (明治元年9月8日). The proclamation reached back to
    // the start of that lunisolar year, but dates before 1873 are never converted.
    case .meiji: Self.date(1868, 10, 23)
    case .taisho: Self.date(1912, 7, 30)
    case .showa: Self.date(1926, 12, 25)
    case .heisei: Self.date(1989, 1, 8)
    case .reiwa: Self.date(2019, 5, 1)
    }
  }

  /// The era's last day in the Gregorian calendar, or nil for 令和, which has not ended.
  public var lastDay: LocalDate? {
    // Derived from the next era's first day so that the two can never disagree.
    guard let next = successor else { return nil }
    return next.firstDay.adding(days: -1)
  }

  /// The era of a date, nil before 明治6年1月1日 (1873-01-01, when Japan adopted the Gregorian calendar).
  public static func era(of date: LocalDate) -> JapaneseEra? {
    guard date >= gregorianStart else { return nil }
    return allCases.last { $0.firstDay <= date }
  }

  /// The 和暦 form of a date, such as 令和8年11月22日, or nil before 1873.
  ///
  /// Year 1 is written 元年, as in 令和元年5月1日.
  /// A day without a year as Japanese writes it: 4月6日.
  public static func monthDay(_ month: Int, _ day: Int) -> String { "\(month)月\(day)日" }

  public static func format(_ date: LocalDate) -> String? {
    guard let era = era(of: date) else { return nil }
    return "\(era.kanji)\(yearText(era.year(of: date)))年\(date.month)月\(date.day)日"
  }

  /// 1873-01-01: 明治6年1月1日, the first day of the Gregorian calendar in Japan.
  static let gregorianStart = date(1873, 1, 1)

  /// The era named by its kanji, such as 令和.
  init?(kanji: String) {
    guard let era = Self.allCases.first(where: { $0.kanji == kanji }) else { return nil }
    self = era
  }

  /// The era named by its initial letter, in either case.
  init?(letter: Character) {
    guard let era = Self.allCases.first(where: { $0.letter.lowercased() == letter.lowercased() })
    else { return nil }
    self = era
  }

  /// The era year (1 for 元年) in which `date` falls, counting from this era's first year.
  func year(of date: LocalDate) -> Int {
    date.year - firstDay.year + 1
  }

  /// The Gregorian year of this era's year `eraYear`.
  func gregorianYear(ofEraYear eraYear: Int) -> Int {
    firstDay.year + eraYear - 1
  }

  /// 元 for the first year, the number otherwise.
  static func yearText(_ eraYear: Int) -> String {
    eraYear == 1 ? "元" : String(eraYear)
  }

  private var successor: JapaneseEra? {
    let all = Self.allCases
    guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
    return all[index + 1]
  }

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
    // The literals above are all real dates; the tests pin every one of them.
    LocalDate(year: year, month: month, day: day) ?? LocalDate(dayNumber: 0)
  }
}
