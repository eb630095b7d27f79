import OshiCore
import PropertyBased
import Testing

/// 2026-11-22, the day every table below is read on.
private let today = LocalDate(dayNumber: 20_779)

/// The error `text` is refused with, or a test failure when it is accepted.
private func refusal(
  _ text: String, allowsYearless: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) -> DateInputError? {
  do {
    let date = try DateInput.parse(text, today: today, allowsYearless: allowsYearless)
    Issue.record("'\(text)' was accepted as \(date)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

@Suite("DateInput")
struct DateInputTests {
  @Test("today is the date it is read on")
  func todayFixture() {
    #expect(today.iso == "2026-11-22")
  }

  @Test(
    "Gregorian dates, written every way we accept",
    arguments: [
      ("2019-08-01", "2019-08-01"),
      ("2019-8-1", "2019-08-01"),
      ("2019/8/1", "2019-08-01"),
      ("2019/08/01", "2019-08-01"),
      ("2019.8.1", "2019-08-01"),
      ("2019年8月1日", "2019-08-01"),
      ("2019年08月01日", "2019-08-01"),
      ("２０１９年８月１日", "2019-08-01"),
      ("２０１９／８／１", "2019-08-01"),
      ("２０１９－８－１", "2019-08-01"),
      ("２０１９．８．１", "2019-08-01"),
      ("2019ー8ー1", "2019-08-01"),  // the ー a Japanese IME types for -
      ("2019−8−1", "2019-08-01"),  // U+2212 minus sign
      ("  2019-08-01  ", "2019-08-01"),
      ("\u{3000}2019年8月1日\u{3000}", "2019-08-01"),
      ("\t2019/8/1\n", "2019-08-01"),
      ("2019 年 8 月 1 日", "2019-08-01"),
      ("2019 / 8 / 1", "2019-08-01"),
      ("2020-02-29", "2020-02-29"),
      ("2000-02-29", "2000-02-29"),
      ("1850-06-01", "1850-06-01"),  // plain Gregorian years need no era, so 1873 does not bind
      ("1000-01-01", "1000-01-01"),
      ("9999-12-31", "9999-12-31"),
    ])
  func gregorian(text: String, iso: String) throws {
    #expect(try DateInput.parse(text, today: today).iso == iso)
  }

  @Test(
    "era dates in kanji, by letter, with 元年 and zero padding",
    arguments: [
      ("令和元年8月1日", "2019-08-01"),
      ("令和1年8月1日", "2019-08-01"),
      ("令和01年08月01日", "2019-08-01"),
      ("令和 元年 5月 1日", "2019-05-01"),
      ("令和8年11月22日", "2026-11-22"),
      ("R1.8.1", "2019-08-01"),
      ("r1.8.1", "2019-08-01"),
      ("R01.05.01", "2019-05-01"),
      ("R1-5-1", "2019-05-01"),
      ("R1/5/1", "2019-05-01"),
      ("R元.5.1", "2019-05-01"),
      ("Ｒ１．５．１", "2019-05-01"),
      ("R1年5月1日", "2019-05-01"),
      ("㋿1.5.1", "2019-05-01"),
      ("H31/4/30", "2019-04-30"),
      ("h31.4.30", "2019-04-30"),
      ("平成31年4月30日", "2019-04-30"),
      ("平成31/4/30", "2019-04-30"),
      ("㍻31年4月30日", "2019-04-30"),
      ("S64.1.7", "1989-01-07"),
      ("s64.1.7", "1989-01-07"),
      ("昭和64年1月7日", "1989-01-07"),
      ("S20.8.15", "1945-08-15"),
      ("T12.9.1", "1923-09-01"),
      ("大正12年9月1日", "1923-09-01"),
      ("M6.1.1", "1873-01-01"),
      ("m37.2.10", "1904-02-10"),
      ("明治37年2月10日", "1904-02-10"),
    ])
  func era(text: String, iso: String) throws {
    #expect(try DateInput.parse(text, today: today).iso == iso)
  }

  @Test(
    "today, in either language and any case",
    arguments: ["today", "TODAY", "Today", " today ", "ｔｏｄａｙ", "今日"])
  func todayWord(text: String) throws {
    #expect(try DateInput.parse(text, today: today) == .full(today))
    let other = today.adding(days: -400)
    #expect(try DateInput.parse(text, today: other, allowsYearless: false) == .full(other))
  }

  @Test(
    "a birthday without a year",
    arguments: [
      ("--04-05", "--04-05"),
      ("--4-5", "--04-05"),
      ("4/5", "--04-05"),
      ("04/05", "--04-05"),
      ("4.5", "--04-05"),
      ("4-5", "--04-05"),
      ("4月5日", "--04-05"),
      ("４月５日", "--04-05"),
      ("１２／２５", "--12-25"),
      ("2/29", "--02-29"),
      ("--02-29", "--02-29"),
      ("2月29日", "--02-29"),
      ("12月31日", "--12-31"),
    ])
  func yearless(text: String, iso: String) throws {
    #expect(try DateInput.parse(text, today: today).iso == iso)
  }

  @Test(
    "a birthday without a year is refused where a year is needed",
    arguments: [
      ("4/5", "2020-04-05 or 令和2年4月5日"),
      ("--04-05", "2020-04-05"),
      ("4月5日", "2020-04-05"),
      ("2/29", "2020-02-29 or 令和2年2月29日"),
    ])
  func yearNeeded(text: String, example: String) throws {
    let error = try #require(refusal(text, allowsYearless: false))
    #expect(error.description.hasPrefix("'\(text)' has no year, and this date needs one"))
    #expect(error.description.contains(example))
  }

  @Test(
    "impossible, ambiguous and malformed dates are refused, quoting the input",
    arguments: [
      ("abc", "is not a date (write a date such as 2019-08-01"),
      ("2019-02-29", "is not a date: February 2019 has 28 days (write a date such as 2019-08-01"),
      ("2023-02-29", "February 2023 has 28 days"),
      ("2019年2月29日", "February 2019 has 28 days"),
      ("1900-02-29", "February 1900 has 28 days"),
      ("2023-13-01", "there is no month 13"),
      ("2019-00-10", "there is no month 0"),
      ("2019-04-31", "April 2019 has 30 days"),
      ("2019-01-32", "January 2019 has 31 days"),
      ("2019-01-00", "there is no day 0"),
      ("19-8-1", "has a two-digit year, which is ambiguous"),
      ("19年8月1日", "has a two-digit year"),
      ("01/08/2019", "has the year last"),
      ("201-8-1", "has a 3-digit year"),
      ("20190-8-1", "has a 5-digit year"),
      ("0999-12-31", "years start at 1000"),
      ("2019/8-1", "mixes separators"),
      ("2019-008-01", "has a month of 3 digits"),
      ("2019-08-001", "has a day of 3 digits"),
      ("2019 8 1", "is not a date"),
      ("20 19-8-1", "is not a date"),
      ("2019-08-01T10:00", "is not a date"),
      ("2019年8月1", "is not a date"),
      ("2019-08", "has a year and a month but no day"),
      ("2019年8月", "is not a date"),
      ("令和元年", "is not a date"),
      ("令和", "is not a date"),
      ("R", "is not a date"),
      ("X1.1.1", "is not a date"),
      ("🎂", "is not a date"),
      ("٢٠١٩-٠٨-٠١", "is not a date"),  // Arabic-Indic digits are not read as numbers
      ("99999999999999999999-1-1", "has a 20-digit year"),
      ("2019-99999999999999999999-1", "has a month of 20 digits"),
      ("R99999999999999999999.1.1", "has a 20-digit 令和 year"),
      ("令和2019年5月1日", "has a 4-digit 令和 year"),
      (
        "令和元年4月30日",
        "is outside 令和, which began on 2019-05-01 (2019-04-30 is 平成31年4月30日)"
      ),
      (
        "昭和64年1月8日",
        "is outside 昭和, which ended on 1989-01-07 (1989-01-08 is 平成元年1月8日)"
      ),
      ("大正15年12月26日", "is outside 大正, which ended on 1926-12-24"),
      ("平成99年1月1日", "is outside 平成, which ended on 2019-04-30 (2087-01-01 is 令和69年1月1日)"),
      ("平成0年4月1日", "has year 0 of 平成, but era years start at 元年"),
      ("R0.5.1", "has year 0 of 令和"),
      ("明治5年12月2日", "is before 明治6年1月1日 (1873-01-01), when Japan adopted the Gregorian"),
      ("明治5年2月30日", "lunisolar"),
      ("M1.10.23", "lunisolar"),
      ("平成31年2月29日", "February of 平成31年 (2019) has 28 days"),
      ("令和元年13月1日", "there is no month 13"),
      ("元年5月1日", "has 元年 but no era"),
      ("令和5月1日", "names the era 令和 but no year"),
      ("R5.1", "names the era 令和 but no year"),
      ("2/30", "February has at most 29 days"),
      ("4/31", "April has 30 days"),
      ("13/1", "there is no month 13"),
      ("--13-01", "there is no month 13"),
      ("--02-30", "February has at most 29 days"),
      ("0/5", "there is no month 0"),
    ])
  func refused(text: String, reason: String) throws {
    let error = try #require(refusal(text))
    #expect(error.input == text)
    #expect(error.description.hasPrefix("'\(text)' "))
    #expect(error.description.contains(reason))
    #expect(isOneLine(error.description))
  }

  @Test(
    "the first and last day of every era are accepted",
    arguments: [
      ("明治6年1月1日", "1873-01-01"), ("M6.1.1", "1873-01-01"),
      ("明治45年7月29日", "1912-07-29"), ("M45.7.29", "1912-07-29"),
      ("大正元年7月30日", "1912-07-30"), ("T1.7.30", "1912-07-30"),
      ("大正15年12月24日", "1926-12-24"), ("T15.12.24", "1926-12-24"),
      ("昭和元年12月25日", "1926-12-25"), ("S1.12.25", "1926-12-25"),
      ("昭和64年1月7日", "1989-01-07"), ("S64.1.7", "1989-01-07"),
      ("平成元年1月8日", "1989-01-08"), ("H1.1.8", "1989-01-08"),
      ("平成31年4月30日", "2019-04-30"), ("H31.4.30", "2019-04-30"),
      ("令和元年5月1日", "2019-05-01"), ("R1.5.1", "2019-05-01"),
    ])
  func eraBoundaryAccepted(text: String, iso: String) throws {
    #expect(try DateInput.parse(text, today: today).iso == iso)
  }

  @Test(
    "one day outside every era is refused",
    arguments: [
      ("明治5年12月31日", "lunisolar"), ("M5.12.31", "lunisolar"),
      ("明治45年7月30日", "outside 明治"), ("M45.7.30", "outside 明治"),
      ("大正元年7月29日", "outside 大正"), ("T1.7.29", "outside 大正"),
      ("大正15年12月25日", "outside 大正"), ("T15.12.25", "outside 大正"),
      ("昭和元年12月24日", "outside 昭和"), ("S1.12.24", "outside 昭和"),
      ("昭和64年1月8日", "outside 昭和"), ("S64.1.8", "outside 昭和"),
      ("平成元年1月7日", "outside 平成"), ("H1.1.7", "outside 平成"),
      ("平成31年5月1日", "outside 平成"), ("H31.5.1", "outside 平成"),
      ("令和元年4月30日", "outside 令和"), ("R1.4.30", "outside 令和"),
    ])
  func eraBoundaryRefused(text: String, reason: String) throws {
    let error = try #require(refusal(text))
    #expect(error.description.hasPrefix("'\(text)' "))
    #expect(error.description.contains(reason))
  }

  @Test("surrounding whitespace is left out of the quote")
  func quoteIsTrimmed() throws {
    let error = try #require(refusal("\u{3000} 2019-02-29\n"))
    #expect(error.description.hasPrefix("'2019-02-29' is not a date"))
    let empty = try #require(refusal(" \u{3000}\t"))
    #expect(empty.description.hasPrefix("'' is empty (write a date such as"))
  }

  @Test(
    "a quote never breaks the line or reorders the text",
    arguments: [
      ("2019\n08\n01", "'2019\\u{A}08\\u{A}01' is not a date"),
      ("2019-08-01\u{202E}", "'2019-08-01\\u{202E}' is not a date"),
      ("\u{1B}[31m2019", "'\\u{1B}[31m2019' is not a date"),
      ("2019-08-01\u{200B}", "'2019-08-01\\u{200B}' is not a date"),
      ("\u{301}2019", "'\\u{301}2019' is not a date"),  // would fuse with the opening quote
    ])
  func quoteIsEscaped(text: String, start: String) throws {
    let error = try #require(refusal(text))
    #expect(error.description.hasPrefix(start))
    #expect(error.input == text)
  }

  @Test("a very long input is refused and quoted in part")
  func longInput() throws {
    let text = String(repeating: "9", count: 10_000)
    let error = try #require(refusal(text))
    #expect(error.description.hasPrefix("'\(String(repeating: "9", count: 40))…' is too long"))
  }

  @Test("every 和暦 date from 1873 to 2100 reads back as itself")
  func formatRoundTrip() async throws {
    let first = try #require(LocalDate(year: 1873, month: 1, day: 1)).dayNumber
    let last = try #require(LocalDate(year: 2100, month: 12, day: 31)).dayNumber
    await propertyCheck(count: 1000, input: Gen.int(in: first...last)) { number in
      let date = LocalDate(dayNumber: number)
      let written = try #require(JapaneseEra.format(date))
      #expect(try DateInput.parse(written, today: today) == .full(date), "\(written)")
      let era = try #require(JapaneseEra.era(of: date))
      let short = "\(era.letter)\(date.year - era.firstDay.year + 1).\(date.month).\(date.day)"
      #expect(try DateInput.parse(short, today: today) == .full(date), "\(short)")
      #expect(try DateInput.parse(date.iso, today: today) == .full(date))
    }
  }

  @Test("random Unicode never crashes the parser")
  func randomScalars() async {
    let scalar = Gen.int(in: 0...0x10_FFFF).map { value in
      Unicode.Scalar(UInt32(value)).map { String(Character($0)) } ?? "?"
    }
    await propertyCheck(count: 1000, input: scalar.array(of: 0...16).map { $0.joined() }) {
      checkParse($0)
    }
  }

  @Test("random mixes of digits, separators and kanji never crash the parser")
  func randomPieces() async {
    let pieces = [
      "0", "1", "2", "9", "12", "29", "31", "02", "2019", "1989", "99999999999", "００", "１",
      "-", "/", ".", "－", "／", "ー", "--", " ", "\u{3000}", "年", "月", "日", "元", "令和",
      "平成", "昭和", "大正", "明治", "㋿", "R", "H", "s", "m", "t", "today", "今日", "\u{202E}",
      "\n", "x",
    ]
    let piece = Gen.element(of: pieces).map { $0 ?? "" }
    await propertyCheck(count: 1000, input: piece.array(of: 0...8).map { $0.joined() }) {
      checkParse($0)
    }
  }
}

/// Parses `text`: an accepted date must exist, and a refusal must be one line quoting it.
private func checkParse(_ text: String) {
  do {
    let date = try DateInput.parse(text, today: today)
    #expect(EventDate(iso: date.iso) == date, "'\(text)' gave \(date)")
    switch date {
    case .full(let full):
      #expect(LocalDate(year: full.year, month: full.month, day: full.day) == full)
    case .yearless(let month, let day):
      #expect(EventDate.yearless(checkingMonth: month, day: day) == date)
    }
  } catch {
    #expect(error.input == text)
    #expect(error.description.hasPrefix("'"))
    #expect(isOneLine(error.description), "\(error)")
  }
}

/// Whether `text` holds no line break and no control character.
private func isOneLine(_ text: String) -> Bool {
  !text.contains(where: \.isNewline)
    && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
}
