extension Words {
  /// What every command resolves first: the store's path, the language, the time zone.
  public enum Runtime {
    public static let emptyDB = Said(
      "--db is empty; give the store's path",
      ja: "--db が空です。ストアのパスを指定してください")
    public static let noHomeForStore = Said(
      "cannot find the store: HOME is not set; give --db PATH or set OSHI_DB",
      ja: "ストアの場所が分かりません。HOME が設定されていないので、--db パス か OSHI_DB を指定してください")
    public static func unknownOshiLang(_ lang: String) -> Said {
      Said(
        "OSHI_LANG '\(lang)' is not a language oshi speaks; use ja or en",
        ja: "OSHI_LANG '\(lang)' には対応していません。ja か en にしてください")
    }
    public static func zoneAbbreviation(_ name: String, _ suggestion: String) -> Said {
      Said(
        "--tz '\(name)' is an abbreviation, not a time zone; use \(suggestion)",
        ja: "--tz '\(name)' は略称で、タイムゾーンではありません。\(suggestion) を使ってください")
    }
    public static func unknownZone(_ tz: String) -> Said {
      Said(
        "--tz '\(tz)' is not a time zone; use an IANA name such as Asia/Tokyo, or a POSIX rule such as JST-9",
        ja: "--tz '\(tz)' はタイムゾーンではありません。Asia/Tokyo のような IANA のゾーン名か、JST-9 のような POSIX 形式にしてください")
    }
    public static func cannotFillDemo(_ reason: String) -> Said {
      Said(
        "cannot fill the demo store: \(reason)",
        ja: "デモのストアを作れません: \(reason)")
    }
    /// A `TZ` that is an abbreviation.
    public static func tzAbbreviation(_ name: String, _ suggestion: String) -> Said {
      Said(
        "TZ '\(name)' is an abbreviation, not a time zone (set TZ=\(suggestion))",
        ja: "TZ '\(name)' は略称で、タイムゾーンではありません(TZ=\(suggestion) にしてください)")
    }
    /// A `TZ` that is no zone.
    public static func unknownTZ(_ tz: String) -> Said {
      Said(
        "TZ '\(tz)' is neither an IANA time zone nor a POSIX rule",
        ja: "TZ '\(tz)' は IANA のタイムゾーンでも POSIX 形式でもありません")
    }
    /// A `TZ` with a `problem`, and the stored zone used instead.
    public static func usingStoredZone(_ problem: Said, _ zone: String) -> Said {
      Said(
        "\(problem.en); using the stored zone, \(zone)",
        ja: "\(problem.ja)。保存されたゾーン \(zone) を使います")
    }
    /// The same, with the system's zone.
    public static func usingSystemZone(_ problem: Said, _ zone: String) -> Said {
      Said(
        "\(problem.en); using the system zone, \(zone)",
        ja: "\(problem.ja)。システムのゾーン \(zone) を使います")
    }
    public static func badOshiNow(_ text: String) -> Said {
      Said(
        "OSHI_NOW '\(text)' is not an ISO 8601 instant or date; write 2026-11-22T09:00:00+09:00 or 2026-11-22",
        ja:
          "OSHI_NOW '\(text)' は ISO 8601 の日時でも日付でもありません。2026-11-22T09:00:00+09:00 か 2026-11-22 と書いてください"
      )
    }
  }
}
