extension Words {
  /// Dates as fans write them (`DateInput`): each refusal reads on from the quoted
  /// input, `'2019-13-01' is not a date: …`, `'2019-13-01' は日付ではありません: …`, and
  /// ends with a form to write instead.
  public enum Dates {
    /// The forms to suggest when the input matches none of them.
    public static let forms = Said(
      "(write a date such as 2019-08-01, 2019/8/1, 2019年8月1日, 令和元年8月1日, R1.8.1, --04-05 or today)",
      ja: "(2019-08-01、2019/8/1、2019年8月1日、令和元年8月1日、R1.8.1、--04-05、today のように書いてください)")
    /// The forms to suggest when a date has the right shape but does not exist.
    public static let dateForms = Said(
      "(write a date such as 2019-08-01 or 令和元年8月1日)",
      ja: "(2019-08-01 や 令和元年8月1日 のように書いてください)")
    /// The forms of a day without a year.
    public static let dayForms = Said(
      "(write a day such as --04-05, 4/5 or 4月5日)",
      ja: "(--04-05、4/5、4月5日 のように書いてください)")

    /// Nothing given, then `hint`.
    public static func empty(_ hint: Said) -> Said {
      Said("is empty \(hint.en)", ja: "は空です\(hint.ja)")
    }
    /// Longer than any date.
    public static func tooLong(_ hint: Said) -> Said {
      Said("is too long to be a date \(hint.en)", ja: "は日付にしては長すぎます\(hint.ja)")
    }
    /// No form of a date.
    public static func notADate(_ hint: Said) -> Said {
      Said("is not a date \(hint.en)", ja: "は日付ではありません\(hint.ja)")
    }
    /// A day without a year where a year is needed; `example` is the day in 2020, and
    /// `month` and `day` its numbers.
    public static func needsYear(_ example: String, month: Int, day: Int) -> Said {
      Said(
        "has no year, and this date needs one (write it with a year, such as \(example) or 令和2年\(month)月\(day)日)",
        ja: "には年がありませんが、この日付には年が要ります(\(example) や 令和2年\(month)月\(day)日 のように年を付けてください)")
    }
    /// Two kinds of separator.
    public static let mixedSeparators = Said(
      "mixes separators (write one kind throughout, such as 2019-08-01 or 2019/8/1)",
      ja: "は区切りが混ざっています(2019-08-01 や 2019/8/1 のように一種類で書いてください)")
    /// 元年 without its era.
    public static let gannenWithoutEra = Said(
      "has 元年 but no era (write one such as 令和元年8月1日 or 平成元年1月8日)",
      ja: "は元年とありますが元号がありません(令和元年8月1日 や 平成元年1月8日 のように書いてください)")
    /// A year and month, no day.
    public static let noDay = Said(
      "has a year and a month but no day (write a date such as 2019-08-01)",
      ja: "は年と月だけで日がありません(2019-08-01 のように書いてください)")
    /// An era without its year.
    public static func eraWithoutYear(_ era: String, month: String, day: String) -> Said {
      Said(
        "names the era \(era) but no year (write one such as \(era)2年\(month)月\(day)日)",
        ja: "は元号\(era)だけで年がありません(\(era)2年\(month)月\(day)日 のように書いてください)")
    }
    /// A day past the month's end, in no particular year: `month` has `most` days, said
    /// in English as `at most 29` for February.
    public static func pastMonthsEnd(month: Int, days: Int, hint: Said) -> Said {
      // February has 29 days in English's "at most 29", and 29日まで in Japanese.
      // (words: each its own way)
      Said(
        "is not a date: \(monthName(month)) has \(month == 2 ? "at most \(days)" : "\(days)") days \(hint.en)",
        ja: "は日付ではありません: \(month)月は\(days)日までです\(hint.ja)")
    }
    /// A day past the month's end in `year` (`named` as written: `2019`, `of 令和元年 (2019)`).
    public static func pastMonthsEnd(year: Int, named: String, month: Int, days: Int) -> Said {
      // The year as written in English, as a number in Japanese. (words: each its own way)
      Said(
        "is not a date: \(monthName(month)) \(named) has \(days) days \(dateForms.en)",
        ja: "は日付ではありません: \(year)年\(month)月は\(days)日までです\(dateForms.ja)")
    }
    /// The year last: month and day cannot be told apart.
    public static let yearLast = Said(
      "has the year last, which leaves the month and day ambiguous (write the year first, such as 2019-08-01)",
      ja: "は年が最後にあり、月と日がどちらか分かりません(2019-08-01 のように年を先に書いてください)")
    /// A two-digit year.
    public static let twoDigitYear = Said(
      "has a two-digit year, which is ambiguous (write all four digits, such as 2019-08-01, or an era year, such as R1.8.1)",
      ja: "は年が2桁で、どの年か分かりません(2019-08-01 のように4桁で、または R1.8.1 のように和暦で書いてください)")
    /// A year of `digits` digits.
    public static func yearDigits(_ digits: Int) -> Said {
      Said(
        "has a \(digits)-digit year (write the year with four digits, such as 2019-08-01)",
        ja: "は年が\(digits)桁です(2019-08-01 のように4桁で書いてください)")
    }
    /// A year before 1000.
    public static func yearBefore1000(_ year: String) -> Said {
      Said(
        "has year \(year), and years start at 1000 (write one such as 2019-08-01)",
        ja: "は\(year)年です。年は1000年からです(2019-08-01 のように書いてください)")
    }
    /// An era year of `digits` digits.
    public static func eraYearDigits(_ era: String, _ digits: Int) -> Said {
      Said(
        "has a \(digits)-digit \(era) year (era years have one or two digits, such as \(era)2年; for a Gregorian year leave out the era, as in 2019年8月1日)",
        ja: "は\(era)の年が\(digits)桁です(和暦の年は\(era)2年のように1〜2桁です。西暦なら2019年8月1日のように元号を付けずに書いてください)")
    }
    /// Year 0 of an era, whose first day is written `first`.
    public static func eraYearZero(_ era: String, first: String) -> Said {
      Said(
        "has year 0 of \(era), but era years start at 元年, year 1 (write one such as \(first))",
        ja: "は\(era)0年です。和暦の年は元年(1年)からです(\(first) のように書いてください)")
    }
    /// A date before Japan's Gregorian calendar.
    public static let lunisolar = Said(
      "is before 明治6年1月1日 (1873-01-01), when Japan adopted the Gregorian calendar; earlier 明治 dates are lunisolar (write a date from 明治6年1月1日 on)",
      ja:
        "は明治6年1月1日(1873-01-01)より前です。日本がグレゴリオ暦にしたのはこの日からで、それより前の明治の日付は太陰太陽暦です(明治6年1月1日以降の日付を書いてください)"
    )
    /// A date before its era's first day; `actually` says what the date is, when it can.
    public static func beforeEra(_ era: String, began: String, actually: Said?) -> Said {
      Said(
        "is outside \(era), which began on \(began)\(actually?.en ?? "")",
        ja: "は\(era)の前です。\(era)は\(began)からです\(actually?.ja ?? "")")
    }
    /// A date after its era's last day.
    public static func afterEra(_ era: String, ended: String, actually: Said?) -> Said {
      Said(
        "is outside \(era), which ended on \(ended)\(actually?.en ?? "")",
        ja: "は\(era)の後です。\(era)は\(ended)までです\(actually?.ja ?? "")")
    }
    /// The date `iso` is `name` in 和暦.
    public static func actually(_ iso: String, is name: String) -> Said {
      Said(" (\(iso) is \(name))", ja: "(\(iso) は\(name)です)")
    }
    /// Month 0 or past 12.
    public static func noSuchMonth(_ month: Int, hint: Said) -> Said {
      Said(
        "is not a date: there is no month \(month) \(hint.en)",
        ja: "は日付ではありません: \(month)月はありません\(hint.ja)")
    }
    /// Day 0.
    public static func dayZero(_ hint: Said) -> Said {
      Said("is not a date: there is no day 0 \(hint.en)", ja: "は日付ではありません: 0日はありません\(hint.ja)")
    }
    /// A `part` (year, month or day) of `digits` digits, past its `most`.
    public static func tooManyDigits(_ part: Said, digits: Int, most: Int, hint: Said) -> Said {
      Said(
        "has a \(part.en) of \(digits) digits (a \(part.en) has at most \(most)) \(hint.en)",
        ja: "は\(part.ja)が\(digits)桁です(\(part.ja)は\(most)桁まで)\(hint.ja)")
    }
    /// A date's parts, for ``tooManyDigits(_:digits:most:hint:)``.
    public static let year = Said("year", ja: "年")
    /// A month.
    public static let month = Said("month", ja: "月")
    /// A day.
    public static let day = Said("day", ja: "日")

    /// The English name of month `month` (1 to 12).
    public static func monthName(_ month: Int) -> String {
      [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
      ][min(max(month, 1), 12) - 1]
    }
  }
}
