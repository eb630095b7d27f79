import OshiCore
import OshiWords

/// The sentences of `oshi upcoming`, in Japanese and English: whose occasion and what.
public enum UpcomingText {
  /// The sentence for `event` of a widget of `kind`; `name` is nil when it is private.
  ///
  /// - Parameters:
  ///   - event: the occasion ahead.
  ///   - kind: the widget's kind, whose words the sentence uses.
  ///   - countStyle: the widget's count style: a day count reads 推し始めて1000日目 when
  ///     inclusive, 推し始めて1000日 when elapsed.
  ///   - name: the oshi's name; nil when it is private.
  ///   - label: the widget's own label, if any, for the kinds worded by one.
  ///   - language: the language of the sentence.
  ///   - isGroup: whether the oshi is a group, whose graduation is a disbanding.
  /// - Returns: the sentence, starting with the name, or with (非公開) or "(private)" in
  ///   its place.
  public static func sentence(
    _ event: UpcomingEvent, kind: WidgetKind, countStyle: CountStyle, name: String?,
    label: String?, language: Language, isGroup: Bool = false
  ) -> String {
    let label = self.label(label, kind: kind, isGroup: isGroup, language: language)
    switch language {
    case .ja: return japanese(event, kind, countStyle, name ?? "(非公開)", label)
    case .en: return english(event, kind, countStyle, name ?? "(private)", label)
    }
  }

  /// ``sentence(_:kind:countStyle:name:label:language:isGroup:)`` as UTF-8, appended to
  /// `output`.
  ///
  /// A year's list at 1,000 oshis is about 9,000 sentences: written into one array, an
  /// English one is never a `String`, whose making checked its UTF-8 again and whose
  /// freeing was a third of the list's releases (docs/perf-history.md#upcoming-bytes).
  public static func write(
    _ event: UpcomingEvent, kind: WidgetKind, countStyle: CountStyle, name: String?,
    label: String?, language: Language, isGroup: Bool = false, to output: inout [UInt8]
  ) {
    let label = self.label(label, kind: kind, isGroup: isGroup, language: language)
    switch language {
    case .ja:
      output.append(contentsOf: japanese(event, kind, countStyle, name ?? "(非公開)", label).utf8)
    case .en:
      englishLine(event, kind, countStyle, name ?? "(private)", label).write(to: &output)
    }
  }

  /// The word for the day: a custom day's or a graduation's own label, else the kind's
  /// (卒業 or 解散, 活動休止), or, for a hidden label, 記念日 / "the day".
  static func label(_ label: String?, kind: WidgetKind, isGroup: Bool, language: Language)
    -> String
  {
    kind.words.label(label, isGroup: isGroup, language)
  }

  /// The days left: `today`, `in 1 day`, `in 30 days`; 今日, あと30日.
  public static func daysLeft(_ days: Int, language: Language) -> String {
    switch language {
    case .ja: return days == 0 ? "今日" : "あと\(days)日"
    case .en: return days == 0 ? "today" : "in \(English.days(days).text)"
    }
  }

  static func japanese(
    _ event: UpcomingEvent, _ kind: WidgetKind, _ style: CountStyle, _ name: String,
    _ label: String
  ) -> String {
    let n = event.number
    let what: String
    switch event.event {
    case .birthday:
      let day = kind.words.event?.ja ?? label
      what = n.map { "\($0)歳の\(day)" } ?? day
    case .anniversary:
      // The day itself by its name (推し始め), its yearly days as the widget says them
      // (推し始めて4周年, デビュー7周年).
      let base = kind.words.event?.ja ?? label
      let before = kind.words.event?.beforeYearsJA ?? label
      let day = kind.words.event?.dayJA ?? label
      what = n.map { $0 == 0 ? day : "\(before)\($0)周年" } ?? "\(base)の記念日"
    case .halfBirthday:
      what = n.map { "ハーフバースデー(\($0).5歳)" } ?? "ハーフバースデー"
    case .halfAnniversary:
      // 推し始めて6年半, デビュー8年半, 初現場から2年半: a half year is said in years.
      let before = kind.words.event?.beforeYearsJA ?? "\(label)から"
      what = n.map { $0 == 0 ? "\(before)半年" : "\(before)\($0)年半" } ?? "\(before)半年"
    case .milestone, .kiriban:
      let value = n ?? 0
      let count =
        kind.words.event?.countJA(value, style)
        ?? (style == .inclusive ? "\(label)\(value)日目" : "\(label)から\(value)日")
      let note =
        event.event == .milestone ? "" : event.reason == .birthday ? "(誕生日の数字)" : "(キリ番)"
      what = count + note
    case .graduation:
      // A sad day is remembered, not celebrated: 卒業から1年, never 卒業1周年.
      what = n.map { $0 == 0 ? label : "\(label)から\($0)年" } ?? label
    case .hiatus:
      if event.isReturn {
        what = n.map { "\(label)から復帰(\($0)日ぶり)" } ?? "\(label)から復帰"
      } else {
        what = n.map { $0 == 0 ? label : "\(label)から\($0)年" } ?? label
      }
    }
    return "\(name) \(what)"
  }

  static func english(
    _ event: UpcomingEvent, _ kind: WidgetKind, _ style: CountStyle, _ name: String,
    _ label: String
  ) -> String {
    englishLine(event, kind, style, name, label).text
  }

  /// ``english(_:_:_:_:_:)``, built in place as a line: one `String` is made at the end,
  /// where interpolation grew and copied one for most of a year's thousands of sentences
  /// (docs/perf-history.md#upcoming-lines).
  private static func englishLine(
    _ event: UpcomingEvent, _ kind: WidgetKind, _ style: CountStyle, _ name: String,
    _ label: String
  ) -> Line {
    let n = event.number
    switch event.event {
    case .birthday:
      guard let n else { return "\(name)'s birthday" }
      return "\(name) turns \(n)"
    case .anniversary:
      if let event = kind.words.event { return event.yearlyEN(name, n) }
      guard let n, n > 0 else { return "\(name): \(label)" }
      return "\(name): \(label), \(ordinal: n) anniversary"
    case .halfBirthday:
      guard let n else { return "\(name)'s half-birthday" }
      return "\(name)'s half-birthday (\(n)½)"
    case .halfAnniversary:
      let years = n.map { $0 == 0 ? "half a year" : "\($0)½ years" } ?? "a half-year"
      return kind.words.event?.halfEN(name, years) ?? "\(name): \(years) since \(label)"
    case .milestone, .kiriban:
      let value = n ?? 0
      let count: Line =
        kind.words.event?.countEN(value, style)
        ?? (style == .inclusive
          ? "\(label), day \(grouped: value)"
          : "\(English.days(value)) since \(label)")
      let note: StaticString
      switch event.event {
      case .kiriban:
        note = event.reason == .birthday ? " (the birthday's number)" : " (キリ番)"
      default:
        note = ""
      }
      return "\(name): \(count)\(note)"
    case .graduation:
      // A sad day is remembered, not celebrated: "1 year since graduation".
      guard let n, n > 0 else { return "\(name): \(label)" }
      return "\(name): \(English.counted(n, "year")) since \(label)"
    case .hiatus:
      if event.isReturn {
        guard let n else { return "\(name) returns from hiatus" }
        return "\(name) returns from hiatus after \(English.days(n))"
      }
      guard let n, n > 0 else { return "\(name): \(label) begins" }
      return "\(name): \(English.counted(n, "year")) on hiatus"
    }
  }
}
