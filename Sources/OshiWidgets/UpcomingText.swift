import OshiCore

/// The sentences of `oshi upcoming`, in Japanese and English: whose occasion and what.
public enum UpcomingText {
  /// The sentence for `event` of a widget of `kind`; `name` is nil when it is private.
  ///
  /// - Parameter isGroup: whether the oshi is a group, whose graduation is a disbanding.
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

  /// The word for the day: a custom day's or a graduation's own label, else the kind's
  /// word (卒業 or 解散, 活動休止) or, for a hidden label, 記念日 / "the day".
  static func label(_ label: String?, kind: WidgetKind, isGroup: Bool, language: Language)
    -> String
  {
    switch (language, kind) {
    case (.ja, .graduation): label ?? (isGroup ? "解散" : "卒業")
    case (.ja, .hiatus): "活動休止"
    case (.ja, _): label ?? "記念日"
    case (.en, .graduation): label ?? (isGroup ? "disbanding" : "graduation")
    case (.en, .hiatus): "hiatus"
    case (.en, _): label ?? "the day"
    }
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
      what = n.map { "\($0)歳の誕生日" } ?? "誕生日"
    case .anniversary:
      let base = japaneseEvent(kind, label)
      what = n.map { $0 == 0 ? base : "\(base)\($0)周年" } ?? "\(base)の記念日"
    case .halfBirthday:
      what = n.map { "ハーフバースデー(\($0).5歳)" } ?? "ハーフバースデー"
    case .halfAnniversary:
      let base = japaneseEvent(kind, label)
      what = n.map { $0 == 0 ? "\(base)半周年" : "\(base)\($0).5周年" } ?? "\(base)半周年"
    case .milestone, .kiriban:
      let value = n ?? 0
      let count: String
      switch kind {
      case .following: count = style == .inclusive ? "推し始めて\(value)日目" : "推し始めて\(value)日"
      case .birthday: count = "生まれて\(value)日"
      case .debut: count = "デビューから\(value)日"
      case .formed: count = "結成から\(value)日"
      case .custom, .graduation, .hiatus:
        count = style == .inclusive ? "\(label)\(value)日目" : "\(label)から\(value)日"
      }
      let note =
        event.event == .milestone ? "" : event.reason == .birthday ? "(誕生日の数字)" : "(キリ番)"
      what = count + note
    case .graduation:
      what = n.map { $0 == 0 ? label : "\(label)\($0)周年" } ?? label
    case .hiatus:
      if event.isReturn {
        what = n.map { "活動休止から復帰(\($0)日ぶり)" } ?? "活動休止から復帰"
      } else {
        what = n.map { $0 == 0 ? "活動休止" : "活動休止\($0)年" } ?? "活動休止"
      }
    }
    return "\(name) \(what)"
  }

  static func japaneseEvent(_ kind: WidgetKind, _ label: String) -> String {
    switch kind {
    case .birthday: "誕生日"
    case .debut: "デビュー"
    case .formed: "結成"
    case .following: "推し始め"
    case .custom, .graduation, .hiatus: label
    }
  }

  static func english(
    _ event: UpcomingEvent, _ kind: WidgetKind, _ style: CountStyle, _ name: String,
    _ label: String
  ) -> String {
    let n = event.number
    switch event.event {
    case .birthday:
      return n.map { "\(name) turns \($0)" } ?? "\(name)'s birthday"
    case .anniversary:
      guard let n, n > 0 else {
        switch kind {
        case .birthday: return "\(name)'s birthday"
        case .debut: return n == nil ? "\(name)'s debut anniversary" : "\(name)'s debut"
        case .formed: return n == nil ? "\(name)'s formation anniversary" : "\(name)'s formation"
        case .following:
          return n == nil ? "\(name): your fan anniversary" : "\(name): you start following"
        case .custom, .graduation, .hiatus: return "\(name): \(label)"
        }
      }
      let nth = English.ordinal(n)
      switch kind {
      case .birthday: return "\(name) turns \(n)"
      case .debut: return "\(name)'s \(nth) debut anniversary"
      case .formed: return "\(name)'s \(nth) formation anniversary"
      case .following: return "\(name): \(nth) anniversary as a fan"
      case .custom, .graduation, .hiatus: return "\(name): \(label), \(nth) anniversary"
      }
    case .halfBirthday:
      return n.map { "\(name)'s half-birthday (\($0)½)" } ?? "\(name)'s half-birthday"
    case .halfAnniversary:
      let years = n.map { $0 == 0 ? "half a year" : "\($0)½ years" } ?? "a half-year"
      switch kind {
      case .birthday: return "\(name)'s half-birthday"
      case .debut: return "\(name): \(years) since the debut"
      case .formed: return "\(name): \(years) since the formation"
      case .following: return "\(name): \(years) as a fan"
      case .custom, .graduation, .hiatus: return "\(name): \(years) since \(label)"
      }
    case .milestone, .kiriban:
      let value = n ?? 0
      let count: String
      switch kind {
      case .following:
        count =
          style == .inclusive
          ? "day \(English.grouped(value)) as a fan" : "\(English.days(value).text) as a fan"
      case .birthday: count = "\(English.days(value).text) since birth"
      case .debut: count = "\(English.days(value).text) since the debut"
      case .formed: count = "\(English.days(value).text) since the formation"
      case .custom, .graduation, .hiatus:
        count =
          style == .inclusive
          ? "\(label), day \(English.grouped(value))" : "\(English.days(value).text) since \(label)"
      }
      let note: String
      switch event.event {
      case .kiriban:
        note = event.reason == .birthday ? " (the birthday's number)" : " (キリ番)"
      default:
        note = ""
      }
      return "\(name): \(count)\(note)"
    case .graduation:
      guard let n, n > 0 else { return "\(name): \(label)" }
      return "\(name): \(label), \(English.ordinal(n)) anniversary"
    case .hiatus:
      if event.isReturn {
        return n.map { "\(name) returns from hiatus after \(English.days($0).text)" }
          ?? "\(name) returns from hiatus"
      }
      guard let n, n > 0 else { return "\(name): hiatus begins" }
      return "\(name): \(English.counted(n, "year")) on hiatus"
    }
  }
}
