import OshiWords

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
      throw reader.refuse(Words.Dates.empty(Words.Dates.forms))
    }
    // Every accepted form is short; the cap keeps hostile input from costing anything.
    guard written.unicodeScalars.count <= 40 else {
      throw reader.refuse(Words.Dates.tooLong(Words.Dates.forms))
    }
    guard let pieces = tokens(of: written) else {
      throw reader.refuse(Words.Dates.notADate(Words.Dates.forms))
    }
    switch try reader.shape(of: pieces) {
    case .today:
      return .full(today)
    case .yearless(let month, let day):
      let date = try reader.yearless(month: month, day: day)
      guard allowsYearless else {
        let example = "2020-\(LocalDate.pad(date.month, 2))-\(LocalDate.pad(date.day, 2))"
        throw reader.refuse(Words.Dates.needsYear(example, month: date.month, day: date.day))
      }
      return date
    case .gregorian(let year, let month, let day):
      return .full(try reader.gregorian(year: year, month: month, day: day))
    case .era(let era, let year, let month, let day):
      return .full(try reader.era(era, year: year, month: month, day: day))
    }
  }

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

  func refuse(_ reason: Said) -> DateInputError {
    DateInputError(input: input, reason: reason.en, japaneseReason: reason.ja)
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
        throw refuse(Words.Dates.notADate(Words.Dates.forms))
      }
    } else if parts.count == 5, parts[0] == .gannen || parts[0].isNumber,
      case .separator(let first) = parts[1], case .number(let month) = parts[2],
      case .separator(let second) = parts[3], case .number(let day) = parts[4]
    {
      guard first == second else {
        throw refuse(Words.Dates.mixedSeparators)
      }
      dated = (parts[0], month, day)
    } else if parts.count == 3, case .number(let month) = parts[0], case .separator = parts[1],
      case .number(let day) = parts[2]
    {
      return try yearlessShape(month: month, day: day, era: era)
    } else {
      throw refuse(Words.Dates.notADate(Words.Dates.forms))
    }
    let year: String? = if case .number(let digits) = dated.year { digits } else { nil }
    if let era { return .era(era, year: year, month: dated.month, day: dated.day) }
    guard let year else {
      throw refuse(Words.Dates.gannenWithoutEra)
    }
    return .gregorian(year: year, month: dated.month, day: dated.day)
  }

  private func yearlessShape(
    month: String, day: String, era: JapaneseEra?
  ) throws(DateInputError) -> DateInput.Shape {
    if month.count == 4 {
      throw refuse(Words.Dates.noDay)
    }
    if let era {
      throw refuse(Words.Dates.eraWithoutYear(era.kanji, month: month, day: day))
    }
    return .yearless(month: month, day: day)
  }

  func yearless(month monthDigits: String, day dayDigits: String) throws(DateInputError)
    -> EventDate
  {
    let hint = Words.Dates.dayForms
    let (month, day) = try monthAndDay(monthDigits, dayDigits, hint: hint)
    guard let date = EventDate.yearless(checkingMonth: month, day: day) else {
      let length = LocalDate.daysInMonth(year: 2000, month: month)
      throw refuse(Words.Dates.pastMonthsEnd(month: month, days: length, hint: hint))
    }
    return date
  }

  func gregorian(year digits: String, month: String, day: String) throws(DateInputError)
    -> LocalDate
  {
    guard digits.count == 4 else {
      if day.count == 4 {
        throw refuse(Words.Dates.yearLast)
      }
      if digits.count == 2 {
        throw refuse(Words.Dates.twoDigitYear)
      }
      throw refuse(Words.Dates.yearDigits(digits.count))
    }
    let year = try number(digits, as: Words.Dates.year, hint: Words.Dates.dateForms)
    guard year >= 1000 else { throw refuse(Words.Dates.yearBefore1000(digits)) }
    return try date(year: year, month: month, day: day, named: String(year))
  }

  func era(
    _ era: JapaneseEra, year digits: String?, month: String, day: String
  ) throws(DateInputError) -> LocalDate {
    var eraYear = 1
    if let digits {
      guard digits.count <= 2 else {
        throw refuse(Words.Dates.eraYearDigits(era.kanji, digits.count))
      }
      eraYear = try number(digits, as: Words.Dates.year, hint: Words.Dates.dateForms)
      guard eraYear >= 1 else {
        let first = JapaneseEra.format(max(era.firstDay, JapaneseEra.gregorianStart)) ?? ""
        throw refuse(Words.Dates.eraYearZero(era.kanji, first: first))
      }
    }
    let year = era.gregorianYear(ofEraYear: eraYear)
    // Before 明治6年 the months were lunisolar, so even their lengths would be wrong here.
    guard year >= JapaneseEra.gregorianStart.year else {
      throw refuse(Words.Dates.lunisolar)
    }
    let name = "\(era.kanji)\(JapaneseEra.yearText(eraYear))年 (\(year))"
    let date = try date(year: year, month: month, day: day, named: "of \(name)")
    if date < era.firstDay {
      throw refuse(
        Words.Dates.beforeEra(era.kanji, began: era.firstDay.iso, actually: Self.actually(date)))
    }
    if let last = era.lastDay, date > last {
      throw refuse(
        Words.Dates.afterEra(era.kanji, ended: last.iso, actually: Self.actually(date)))
    }
    return date
  }

  /// The month and day as numbers, the month from 1 to 12 and the day at least 1; `hint`
  /// ends each refusal with a form to write instead.
  private func monthAndDay(_ monthDigits: String, _ dayDigits: String, hint: Said)
    throws(DateInputError) -> (month: Int, day: Int)
  {
    let month = try number(monthDigits, as: Words.Dates.month, hint: hint)
    let day = try number(dayDigits, as: Words.Dates.day, hint: hint)
    guard (1...12).contains(month) else {
      throw refuse(Words.Dates.noSuchMonth(month, hint: hint))
    }
    guard day >= 1 else { throw refuse(Words.Dates.dayZero(hint)) }
    return (month, day)
  }

  /// The date once its month and day are checked; `named` describes the year, as in `2019`.
  private func date(
    year: Int, month monthDigits: String, day dayDigits: String, named: String
  ) throws(DateInputError) -> LocalDate {
    let (month, day) = try monthAndDay(monthDigits, dayDigits, hint: Words.Dates.dateForms)
    guard let date = LocalDate(year: year, month: month, day: day) else {
      let length = LocalDate.daysInMonth(year: year, month: month)
      throw refuse(
        Words.Dates.pastMonthsEnd(year: year, named: named, month: month, days: length))
    }
    return date
  }

  /// The value of a month, day or year, whose digits are limited first so that no input overflows.
  private func number(_ digits: String, as part: Said, hint: Said) throws(DateInputError) -> Int {
    let most = part == Words.Dates.year ? 4 : 2
    guard digits.count <= most, let value = Int(digits) else {
      throw refuse(
        Words.Dates.tooManyDigits(part, digits: digits.count, most: most, hint: hint))
    }
    return value
  }

  /// The real 和暦 name of a date that fell outside the era it was written in.
  private static func actually(_ date: LocalDate) -> Said? {
    JapaneseEra.format(date).map { Words.Dates.actually(date.iso, is: $0) }
  }
}
