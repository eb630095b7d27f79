import OshiWords

extension Words {
  /// The stored settings (`oshi config`): what each key holds, for `config --help`'s
  /// KEYS, in lines short enough not to be wrapped, and the refusals of bad values.
  public enum Settings {
    /// `tz`.
    public static let timeZone = Said(
      "The IANA zone for today without --tz or TZ (Asia/Tokyo).",
      ja: "--tz も TZ もないときの「今日」の IANA ゾーン(Asia/Tokyo)。")
    /// `lang`.
    public static let language = Said(
      "ja or en, the language without --lang or OSHI_LANG.",
      ja: "ja か en。--lang も OSHI_LANG もないときの言語。")
    /// `era`.
    public static let era = Said(
      "on shows dates in 和暦 in Japanese; off (the default) does not.",
      ja: "on で日本語表示の日付を和暦にします。off(既定)は西暦のまま。")
    /// `formats`, whose bar formats are `bars`, already in lines.
    public static func formats(bars: String) -> Said {
      Said(
        "The bar formats refresh writes besides text, comma-separated:\n\(bars),\n"
          + "ics for oshi.ics, a calendar to subscribe to,\npng for each slot's picture, "
          + "<slot>.png,\nand vdir for the calendar as a vdir, for vdirsyncer",
        ja: "refresh が text のほかに書くバーの形式。カンマ区切りで:\n\(bars)、\n"
          + "購読できるカレンダー oshi.ics なら ics、\nスロットごとの画像 <slot>.png なら png、\n"
          + "vdirsyncer 用のカレンダーの vdir なら vdir")
    }
    /// `notify.at`.
    public static let notifyAt = Said(
      "When a day's notifications go, HH:MM local (09:00).",
      ja: "1日の通知を送る時刻。現地時間の HH:MM(09:00)。")
    /// `notify.before`.
    public static let notifyBefore = Said(
      "Days before birthdays and anniversaries to notify (7,1), or none.",
      ja: "誕生日と周年の何日前に通知するか(7,1)、または none。")
    /// `notify.kinds`.
    public static let notifyKinds = Said(
      "The occasions that notify (all but the half-years), from: birthday,\n"
        + "anniversary,half-birthday,half-anniversary,milestone,kiriban,graduation,hiatus",
      ja: "通知する日の種類(既定はハーフバースデーと半年以外)。選択肢: birthday,\n"
        + "anniversary,half-birthday,half-anniversary,milestone,kiriban,graduation,hiatus")
    /// `notify.catch-up`.
    public static let notifyCatchUp = Said(
      "Days late a missed notification is still sent (1), 0 to 30.",
      ja: "送りそびれた通知を何日遅れまで送るか(1)。0〜30。")
    /// `notify.privacy`.
    public static let notifyPrivacy = Said(
      "show puts private oshis' names in notifications; hide (default).",
      ja: "show で非公開の推しの名前も通知に出します。hide(既定)では出しません。")
    /// `vdir.path`.
    public static let vdirPath = Said(
      "The vdir's folder (default: calendar in refresh's folder).",
      ja: "vdir のフォルダー(既定: refresh のフォルダーの calendar)。")
    /// `vdir.kinds`, whose kinds are `kinds`.
    public static func vdirKinds(_ kinds: String) -> Said {
      Said(
        "The widget kinds in the vdir (default: all), from:\n\(kinds)",
        ja: """
          vdir に入れるウィジェットの種類(既定: すべて)。次から選びます:
          \(kinds)
          """)
    }
    /// `vdir.oshis`.
    public static let vdirOshis = Said(
      "The oshis and groups in the vdir (default: all).",
      ja: "vdir に入れる推しとグループ(既定: すべて)。")
    /// `vdir.privacy`.
    public static let vdirPrivacy = Said(
      "show puts private oshis in the vdir; hide (default).",
      ja: "show で非公開の推しも vdir に入れます。hide(既定)では入れません。")

    public static let terminal = Said(
      "The terminal, with its options, that a right click on a bar opens the\n"
        + "oshi's timeline in ('foot --hold', 'xterm -hold -e'); unset (the\n"
        + "default): the next occasion as a notification.",
      ja: "バーを右クリックしたときに推し年表を開く端末と、そのオプション\n"
        + "(例: 'foot --hold'、'xterm -hold -e')。未設定(既定)なら次の記念日を\n"
        + "通知で出します。")
    /// A `terminal` setting with a character no command line may hold.
    public static let badTerminal = Said(
      "the terminal is a program and its options, separated by spaces, with no control characters",
      ja: "terminal にはプログラムとそのオプションをスペース区切りで指定します。制御文字は使えません")

    public static func unknownSetting(_ key: String, _ keys: String) -> Said {
      Said(
        "unknown setting '\(key)'; the settings are: \(keys)",
        ja: "'\(key)' という設定はありません。設定: \(keys)")
    }
    public static func unknownLanguage(_ value: String) -> Said {
      Said(
        "lang '\(value)' is not a language oshi speaks; use ja or en",
        ja: "lang '\(value)' には対応していません。ja か en にしてください")
    }
    public static func badEra(_ value: String) -> Said {
      Said(
        "era '\(value)' is not valid; use on (和暦 in Japanese) or off",
        ja: "era '\(value)' は使えません。on(和暦で表示)か off にしてください")
    }
    /// A `tz` that is a rule, not an IANA name.
    public static func notIANA(_ name: String) -> Said {
      Said(
        "tz '\(name)' is not an IANA zone name; use one such as Asia/Tokyo",
        ja: "tz '\(name)' は IANA のゾーン名ではありません。Asia/Tokyo のような名前にしてください")
    }
    /// The same, naming the IANA zone with the `sameMidnights`.
    public static func notIANA(_ name: String, sameMidnights zone: String) -> Said {
      Said(
        "tz '\(name)' is not an IANA zone name; store the IANA zone with the same midnights: oshi config set tz \(zone)",
        ja:
          "tz '\(name)' は IANA のゾーン名ではありません。日付の変わり目が同じ IANA のゾーンを保存してください: oshi config set tz \(zone)"
      )
    }
    /// A `tz` that is an abbreviation, with the zone it may mean.
    public static func abbreviation(_ name: String, _ suggestion: String) -> Said {
      Said(
        "tz '\(name)' is an abbreviation, not a time zone; did you mean \(suggestion)? (oshi config set tz \(suggestion))",
        ja:
          "tz '\(name)' は略称で、タイムゾーンではありません。\(suggestion) のことですか?(oshi config set tz \(suggestion))")
    }
    /// A `tz` that is no zone.
    public static func unknownZone(_ name: String) -> Said {
      Said(
        "tz '\(name)' is not a known time zone; use an IANA name such as Asia/Tokyo",
        ja: "tz '\(name)' というタイムゾーンはありません。Asia/Tokyo のような IANA の名前にしてください")
    }
    /// The same, with the closest name.
    public static func unknownZone(_ name: String, didYouMean suggestion: String) -> Said {
      Said(
        "tz '\(name)' is not a known time zone; did you mean \(suggestion)?",
        ja: "tz '\(name)' というタイムゾーンはありません。\(suggestion) のことですか?")
    }
  }
}
