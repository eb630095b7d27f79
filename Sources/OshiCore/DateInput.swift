/// Parses dates the way fans write them.
///
/// Accepted: `2019-08-01`, `2019/8/1`, `2019.8.1`, `2019年8月1日`; era dates such as
/// `令和元年8月1日`, `令和1年8月1日`, `R1.8.1`, `r01.08.01`, `H31/4/30`, `S64-1-7`;
/// `today` (or 今日); and, for a date without a year, `--04-05`, `4/5`, `4.5` and
/// `4月5日`. Full-width digits and separators read as their ASCII forms, and
/// surrounding whitespace (U+3000 included) is ignored.
public enum DateInput {
  /// Parses `text` into an event date.
  ///
  /// `today` resolves the word `today`. When `allowsYearless` is false, a yearless form is refused.
  public static func parse(
    _ text: String, today: LocalDate, allowsYearless: Bool = true
  ) throws(DateInputError) -> EventDate {
    let reader = Reader(input: text)
    let written = trimmed(text)
    guard !written.isEmpty else {
      throw reader.refuse("is empty \(formsHint)", ja: "は空です\(formsHintJA)")
    }
    // Every accepted form is short; the cap keeps hostile input from costing anything.
    guard written.unicodeScalars.count <= 40 else {
      throw reader.refuse(
        "is too long to be a date \(formsHint)", ja: "は日付にしては長すぎます\(formsHintJA)")
    }
    guard let pieces = tokens(of: written) else {
      throw reader.refuse("is not a date \(formsHint)", ja: "は日付ではありません\(formsHintJA)")
    }
    switch try reader.shape(of: pieces) {
    case .today:
      return .full(today)
    case .yearless(let month, let day):
      let date = try reader.yearless(month: month, day: day)
      guard allowsYearless else {
        let example = "2020-\(LocalDate.pad(date.month, 2))-\(LocalDate.pad(date.day, 2))"
        throw reader.refuse(
          "has no year, and this date needs one (write it with a year, such as \(example)"
            + " or 令和2年\(date.month)月\(date.day)日)",
          ja: "には年がありませんが、この日付には年が要ります(\(example) や"
            + " 令和2年\(date.month)月\(date.day)日 のように年を付けてください)")
      }
      return date
    case .gregorian(let year, let month, let day):
      return .full(try reader.gregorian(year: year, month: month, day: day))
    case .era(let era, let year, let month, let day):
      return .full(try reader.era(era, year: year, month: month, day: day))
    }
  }

  /// The forms to suggest when the input matches none of them.
  static let formsHint =
    "(write a date such as 2019-08-01, 2019/8/1, 2019年8月1日, 令和元年8月1日, R1.8.1,"
    + " --04-05 or today)"

  static let formsHintJA =
    "(2019-08-01、2019/8/1、2019年8月1日、令和元年8月1日、R1.8.1、--04-05、today のように書いてください)"

  /// The forms to suggest when a date has the right shape but does not exist.
  static let dateHint = "(write a date such as 2019-08-01 or 令和元年8月1日)"
  static let dateHintJA = "(2019-08-01 や 令和元年8月1日 のように書いてください)"

  /// A recognised way of writing a date, before its numbers are checked.
  enum Shape {
    case today
    case yearless(month: String, day: String)
    case gregorian(year: String, month: String, day: String)
    /// `year` is nil for 元年.
    case era(JapaneseEra, year: String?, month: String, day: String)
  }
}

/// Why a date was refused; `description` is one line that quotes the input and shows an accepted form.
public struct DateInputError: Error, Equatable, CustomStringConvertible {
  /// The text as it was given.
  public let input: String
  /// What is wrong and how to write it instead, phrased to follow the quoted input.
  public let reason: String

  /// The same in Japanese, reading on from the quoted input.
  public let japaneseReason: String

  /// Creates an error whose `reason` reads on from the quoted `input`.
  public init(input: String, reason: String, japaneseReason: String) {
    self.input = input
    self.reason = reason
    self.japaneseReason = japaneseReason
  }

  /// The quoted input followed by the reason, such as `'2019-13-01' is not a date: there is no month 13 (…)`.
  public var description: String { "'\(Self.shown(input))' \(reason)" }

  /// The quoted input followed by the reason in Japanese.
  public var japanese: String { "'\(Self.shown(input))' \(japaneseReason)" }

  /// The input as it can safely be quoted on one line of a terminal.
  static func shown(_ input: String) -> String {
    var result = ""
    for (count, character) in DateInput.trimmed(input).enumerated() {
      // Enough to recognise the input; a pasted paragraph would bury the reason.
      guard count < 40 else {
        result += "…"
        break
      }
      for scalar in character.unicodeScalars {
        switch scalar.properties.generalCategory {
        // Control characters, bidirectional overrides and line breaks could end the
        // line or reorder the message, so they are shown as escapes.
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
          result += escaped(scalar)
        default:
          result.unicodeScalars.append(scalar)
        }
      }
    }
    // A leading combining mark would fuse with the opening quote (and a trailing
    // prepended mark with the closing one), hiding where the input starts or ends.
    if let first = result.unicodeScalars.first, ("'" + result).first != "'" {
      result = escaped(first) + String(result.unicodeScalars.dropFirst())
    }
    if let last = result.unicodeScalars.last, (result + "'").last != "'" {
      result = String(result.unicodeScalars.dropLast()) + escaped(last)
    }
    return result
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}

/// Recognises a tokenised date and checks its numbers, refusing with a reason.
private struct Reader {
  let input: String

  func refuse(_ reason: String, ja: String) -> DateInputError {
    DateInputError(input: input, reason: reason, japaneseReason: ja)
  }

  func shape(of tokens: [DateInput.Token]) throws(DateInputError) -> DateInput.Shape {
    if tokens == [.today] { return .today }
    if tokens.count == 5, tokens[0] == .separator("-"), tokens[1] == .separator("-"),
      case .number(let month) = tokens[2], tokens[3] == .separator("-"),
      case .number(let day) = tokens[4]
    {
      return .yearless(month: month, day: day)
    }
    var body = tokens[...]
    var era: JapaneseEra?
    if case .era(let named)? = body.first {
      era = named
      body = body.dropFirst()
    }
    let parts = Array(body)
    let dated: (year: DateInput.Token, month: String, day: String)
    if parts.contains(where: \.isUnit) {
      if parts.count == 6, parts[0] == .gannen || parts[0].isNumber, parts[1] == .unit("年"),
        case .number(let month) = parts[2], parts[3] == .unit("月"),
        case .number(let day) = parts[4], parts[5] == .unit("日")
      {
        dated = (parts[0], month, day)
      } else if parts.count == 4, case .number(let month) = parts[0], parts[1] == .unit("月"),
        case .number(let day) = parts[2], parts[3] == .unit("日")
      {
        return try yearlessShape(month: month, day: day, era: era)
      } else {
        throw refuse(
          "is not a date \(DateInput.formsHint)", ja: "は日付ではありません\(DateInput.formsHintJA)")
      }
    } else if parts.count == 5, parts[0] == .gannen || parts[0].isNumber,
      case .separator(let first) = parts[1], case .number(let month) = parts[2],
      case .separator(let second) = parts[3], case .number(let day) = parts[4]
    {
      guard first == second else {
        throw refuse(
          "mixes separators (write one kind throughout, such as 2019-08-01 or 2019/8/1)",
          ja: "は区切りが混ざっています(2019-08-01 や 2019/8/1 のように一種類で書いてください)")
      }
      dated = (parts[0], month, day)
    } else if parts.count == 3, case .number(let month) = parts[0], case .separator = parts[1],
      case .number(let day) = parts[2]
    {
      return try yearlessShape(month: month, day: day, era: era)
    } else {
      throw refuse("is not a date \(DateInput.formsHint)", ja: "は日付ではありません\(DateInput.formsHintJA)")
    }
    let year: String? = if case .number(let digits) = dated.year { digits } else { nil }
    if let era { return .era(era, year: year, month: dated.month, day: dated.day) }
    guard let year else {
      throw refuse(
        "has 元年 but no era (write one such as 令和元年8月1日 or 平成元年1月8日)",
        ja: "は元年とありますが元号がありません(令和元年8月1日 や 平成元年1月8日 のように書いてください)")
    }
    return .gregorian(year: year, month: dated.month, day: dated.day)
  }

  private func yearlessShape(
    month: String, day: String, era: JapaneseEra?
  ) throws(DateInputError) -> DateInput.Shape {
    if month.count == 4 {
      throw refuse(
        "has a year and a month but no day (write a date such as 2019-08-01)",
        ja: "は年と月だけで日がありません(2019-08-01 のように書いてください)")
    }
    if let era {
      throw refuse(
        "names the era \(era.kanji) but no year (write one such as \(era.kanji)2年\(month)月\(day)日)",
        ja: "は元号\(era.kanji)だけで年がありません(\(era.kanji)2年\(month)月\(day)日 のように書いてください)")
    }
    return .yearless(month: month, day: day)
  }

  func yearless(month monthDigits: String, day dayDigits: String) throws(DateInputError)
    -> EventDate
  {
    let hint = "(write a day such as --04-05, 4/5 or 4月5日)"
    let hintJA = "(--04-05、4/5、4月5日 のように書いてください)"
    let (month, day) = try monthAndDay(monthDigits, dayDigits, hint: hint, hintJA: hintJA)
    guard let date = EventDate.yearless(checkingMonth: month, day: day) else {
      let length = LocalDate.daysInMonth(year: 2000, month: month)
      let most = month == 2 ? "at most 29" : String(length)
      throw refuse(
        "is not a date: \(Self.monthNames[month - 1]) has \(most) days \(hint)",
        ja: "は日付ではありません: \(month)月は\(length)日までです\(hintJA)")
    }
    return date
  }

  func gregorian(year digits: String, month: String, day: String) throws(DateInputError)
    -> LocalDate
  {
    guard digits.count == 4 else {
      if day.count == 4 {
        throw refuse(
          "has the year last, which leaves the month and day ambiguous"
            + " (write the year first, such as 2019-08-01)",
          ja: "は年が最後にあり、月と日がどちらか分かりません(2019-08-01 のように年を先に書いてください)")
      }
      if digits.count == 2 {
        throw refuse(
          "has a two-digit year, which is ambiguous (write all four digits, such as 2019-08-01,"
            + " or an era year, such as R1.8.1)",
          ja: "は年が2桁で、どの年か分かりません(2019-08-01 のように4桁で、または R1.8.1 のように和暦で書いてください)")
      }
      throw refuse(
        "has a \(digits.count)-digit year (write the year with four digits, such as 2019-08-01)",
        ja: "は年が\(digits.count)桁です(2019-08-01 のように4桁で書いてください)")
    }
    let year = try number(
      digits, as: "year", hint: DateInput.dateHint, hintJA: DateInput.dateHintJA)
    guard year >= 1000 else {
      throw refuse(
        "has year \(digits), and years start at 1000 (write one such as 2019-08-01)",
        ja: "は\(digits)年です。年は1000年からです(2019-08-01 のように書いてください)")
    }
    return try date(year: year, month: month, day: day, named: String(year))
  }

  func era(
    _ era: JapaneseEra, year digits: String?, month: String, day: String
  ) throws(DateInputError) -> LocalDate {
    var eraYear = 1
    if let digits {
      guard digits.count <= 2 else {
        throw refuse(
          "has a \(digits.count)-digit \(era.kanji) year (era years have one or two digits,"
            + " such as \(era.kanji)2年; for a Gregorian year leave out the era, as in 2019年8月1日)",
          ja:
            "は\(era.kanji)の年が\(digits.count)桁です(和暦の年は\(era.kanji)2年のように1〜2桁です。西暦なら2019年8月1日のように元号を付けずに書いてください)"
        )
      }
      eraYear = try number(
        digits, as: "year", hint: DateInput.dateHint, hintJA: DateInput.dateHintJA)
      guard eraYear >= 1 else {
        let first = JapaneseEra.format(max(era.firstDay, JapaneseEra.gregorianStart)) ?? ""
        throw refuse(
          "has year 0 of \(era.kanji), but era years start at 元年, year 1 (write one such as \(first))",
          ja: "は\(era.kanji)0年です。和暦の年は元年(1年)からです(\(first) のように書いてください)")
      }
    }
    let year = era.gregorianYear(ofEraYear: eraYear)
    // Before 明治6年 the months were lunisolar, so even their lengths would be wrong here.
    guard year >= JapaneseEra.gregorianStart.year else {
      throw refuse(Self.lunisolar, ja: Self.lunisolarJA)
    }
    let name = "\(era.kanji)\(JapaneseEra.yearText(eraYear))年 (\(year))"
    let date = try date(year: year, month: month, day: day, named: "of \(name)")
    if date < era.firstDay {
      throw refuse(
        "is outside \(era.kanji), which began on \(era.firstDay.iso)\(Self.actually(date))",
        ja: "は\(era.kanji)の前です。\(era.kanji)は\(era.firstDay.iso)からです\(Self.actuallyJA(date))")
    }
    if let last = era.lastDay, date > last {
      throw refuse(
        "is outside \(era.kanji), which ended on \(last.iso)\(Self.actually(date))",
        ja: "は\(era.kanji)の後です。\(era.kanji)は\(last.iso)までです\(Self.actuallyJA(date))")
    }
    return date
  }

  /// The month and day as numbers, the month from 1 to 12 and the day at least 1; `hint`
  /// and `hintJA` end each refusal with a form to write instead.
  private func monthAndDay(
    _ monthDigits: String, _ dayDigits: String, hint: String, hintJA: String
  ) throws(DateInputError) -> (month: Int, day: Int) {
    let month = try number(monthDigits, as: "month", hint: hint, hintJA: hintJA)
    let day = try number(dayDigits, as: "day", hint: hint, hintJA: hintJA)
    guard (1...12).contains(month) else {
      throw refuse(
        "is not a date: there is no month \(month) \(hint)",
        ja: "は日付ではありません: \(month)月はありません\(hintJA)")
    }
    guard day >= 1 else {
      throw refuse(
        "is not a date: there is no day 0 \(hint)", ja: "は日付ではありません: 0日はありません\(hintJA)")
    }
    return (month, day)
  }

  /// The date once its month and day are checked; `named` describes the year, as in `2019`.
  private func date(
    year: Int, month monthDigits: String, day dayDigits: String, named: String
  ) throws(DateInputError) -> LocalDate {
    let (month, day) = try monthAndDay(
      monthDigits, dayDigits, hint: DateInput.dateHint, hintJA: DateInput.dateHintJA)
    guard let date = LocalDate(year: year, month: month, day: day) else {
      let length = LocalDate.daysInMonth(year: year, month: month)
      throw refuse(
        "is not a date: \(Self.monthNames[month - 1]) \(named) has \(length) days \(DateInput.dateHint)",
        ja: "は日付ではありません: \(year)年\(month)月は\(length)日までです\(DateInput.dateHintJA)")
    }
    return date
  }

  /// The value of a month, day or year, whose digits are limited first so that no input overflows.
  private func number(_ digits: String, as part: String, hint: String, hintJA: String)
    throws(DateInputError) -> Int
  {
    let most = part == "year" ? 4 : 2
    guard digits.count <= most, let value = Int(digits) else {
      let name = ["year": "年", "month": "月", "day": "日"][part] ?? part
      throw refuse(
        "has a \(part) of \(digits.count) digits (a \(part) has at most \(most)) \(hint)",
        ja: "は\(name)が\(digits.count)桁です(\(name)は\(most)桁まで)\(hintJA)")
    }
    return value
  }

  /// The real 和暦 name of a date that fell outside the era it was written in.
  private static func actually(_ date: LocalDate) -> String {
    guard let name = JapaneseEra.format(date) else { return "" }
    return " (\(date.iso) is \(name))"
  }

  /// The real 和暦 name, in Japanese.
  private static func actuallyJA(_ date: LocalDate) -> String {
    guard let name = JapaneseEra.format(date) else { return "" }
    return "(\(date.iso) は\(name)です)"
  }

  private static let lunisolarJA =
    "は明治6年1月1日(1873-01-01)より前です。日本がグレゴリオ暦にしたのはこの日からで、"
    + "それより前の明治の日付は太陰太陽暦です(明治6年1月1日以降の日付を書いてください)"

  private static let lunisolar =
    "is before 明治6年1月1日 (1873-01-01), when Japan adopted the Gregorian calendar;"
    + " earlier 明治 dates are lunisolar (write a date from 明治6年1月1日 on)"

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}
