import OshiCore

/// The words of `oshi timeline`, in Japanese and English.
public enum TimelineText {
  /// What happened on an entry's day, with the age at the time: デビュー(18歳),
  /// "debut, aged 18".
  ///
  /// - Parameters:
  ///   - group: the name of the group the oshi joined, or nil when hidden or none.
  ///   - label: a custom day's label, or nil when hidden.
  public static func phrase(
    _ entry: Chronicle.Entry, countStyle: CountStyle = .inclusive, group: String?,
    label: String?, language: Language
  ) -> String {
    switch language {
    case .ja:
      let what: String
      switch entry.event {
      case .born: what = "誕生"
      case .formed: what = "結成"
      case .debut: what = "デビュー"
      case .joined: what = group.map { "\($0)に加入" } ?? "グループに加入"
      case .following: what = "推し始め"
      case .custom: what = label ?? "記念日"
      case .milestone:
        let value = entry.number ?? 0
        what = countStyle == .inclusive ? "推し始めて\(value)日目" : "推し始めて\(value)日"
      case .hiatus: what = "活動休止"
      case .return: what = entry.number.map { "\($0)日ぶりに活動再開" } ?? "活動再開"
      case .graduation: what = "卒業"
      case .disbanding: what = "解散"
      }
      return what + (entry.age.map { "(\($0)歳)" } ?? "")
    case .en:
      let what: String
      switch entry.event {
      case .born: what = "born"
      case .formed: what = "formed"
      case .debut: what = "debut"
      case .joined: what = group.map { "joined \($0)" } ?? "joined the group"
      case .following: what = "you started following"
      case .custom: what = label ?? "the day"
      case .milestone:
        let value = entry.number ?? 0
        what =
          countStyle == .inclusive
          ? "day \(English.grouped(value)) as a fan" : "\(English.days(value).text) as a fan"
      case .hiatus: what = "hiatus begins"
      case .return:
        what = entry.number.map { "back after \(English.days($0).text)" } ?? "back from hiatus"
      case .graduation: what = "graduation"
      case .disbanding: what = "disbanding"
      }
      return what + (entry.age.map { ", aged \($0)" } ?? "")
    }
  }

  /// The last line's words: 次: … (あと18日), "next: … (in 18 days)".
  public static func next(_ sentence: String, daysUntil: Int, language: Language) -> String {
    let left = UpcomingText.daysLeft(daysUntil, language: language)
    switch language {
    case .ja: return "次: \(sentence)(\(left))"
    case .en: return "next: \(sentence) (\(left))"
    }
  }
}
