import OshiWords

extension Words {
  /// What `oshi cal` says: the month's title, the weekdays, the days listed.
  public enum Calendar {
    /// `December 2026` / `2026年12月`.
    public static func title(year: Int, month: Int) -> Said {
      // The month by its name in English, by its number in Japanese.
      // (words: each its own way)
      Said("\(Dates.monthName(month)) \(year)", ja: "\(year)年\(month)月")
    }
    /// The weekdays' names, two cells each, from Sunday.
    public static let weekdays = [
      Said("Su", ja: "日"), Said("Mo", ja: "月"), Said("Tu", ja: "火"), Said("We", ja: "水"),
      Said("Th", ja: "木"), Said("Fr", ja: "金"), Said("Sa", ja: "土"),
    ]
    /// A day in the list under the grid: ` 3 Thu` / ` 3日(木)`.
    public static func day(_ day: Int, weekday: Int) -> Said {
      let padded = day < 10 ? " \(day)" : "\(day)"
      let english = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
      // The weekday's short name in each language. (words: each its own way)
      return Said("\(padded) \(english)", ja: "\(padded)日(\(weekdays[weekday].ja))")
    }
    /// A month with nothing in it.
    public static func nothing(_ title: Said) -> Said {
      Said("Nothing in \(title.en).", ja: "\(title.ja)の予定はありません。")
    }
    /// What the marks of a grid printed without colours mean.
    public static let legend = Said(
      "* a day with an occasion   < today",
      ja: "* 予定のある日   < 今日")
    /// The occasions a month's picture had no room for.
    public static func more(_ count: Int) -> Said {
      Said("and \(count) more", ja: "ほか\(count)件")
    }
    /// `--format png` without a file to write.
    public static let pictureNeedsFile = Said(
      "--format png writes a picture; give the file with -o FILE.png",
      ja: "--format png は画像を書き出します。-o ファイル.png で書き出す先を指定してください")
    /// `--format png` with `--months`.
    public static let pictureIsOneMonth = Said(
      "--format png draws one month; leave out --months, or draw each month on its own",
      ja: "--format png で描けるのは1か月です。--months を外すか、1か月ずつ描いてください")
    /// `-o` with text or JSON.
    public static let fileIsForPicture = Said(
      "-o writes the picture of --format png; text and JSON go to standard output",
      ja: "-o は --format png の画像の書き出し先です。テキストと JSON は標準出力に出ます")
    /// A month that cannot be read.
    public static func badMonth(_ text: String) -> Said {
      Said(
        "'\(text)' is not a month; write YYYY-MM (2026-12), 2026年12月 or 令和8年12月",
        ja: "'\(text)' は年月として読めません。YYYY-MM(2026-12)、2026年12月、令和8年12月 のように書いてください")
    }
    /// Months that run past the last one the calendar counts.
    public static func pastLastMonth(_ first: String, months: Int) -> Said {
      Said(
        "\(months) months from \(first) run past 9999-12, the last month oshi counts",
        ja: "\(first) から\(months)か月は、oshi が数える最後の月 9999-12 を越えます")
    }
    /// `--months` out of range.
    public static func monthsOutOfRange(_ count: Int) -> Said {
      Said(
        "--months \(count) is out of range; use 1 to 36",
        ja: "--months \(count) は範囲外です。1〜36 にしてください")
    }
  }
}
