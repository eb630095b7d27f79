import OshiCore
import OshiWords

/// The words of `oshi timeline`, in Japanese and English.
public enum TimelineText {
  /// What happened on an entry's day, with the age at the time: デビュー(18歳),
  /// "debut, aged 18".
  ///
  /// - Parameters:
  ///   - entry: the chronicle's entry.
  ///   - countStyle: the following widget's count style: a milestone reads
  ///     推し始めて1000日目 when inclusive, 推し始めて1000日 when elapsed.
  ///   - group: the name of the group the oshi joined, or nil when hidden or none.
  ///   - label: a custom day's label, or nil when hidden.
  ///   - language: the language of the phrase.
  /// - Returns: the phrase, with the age when the entry has one.
  public static func phrase(
    _ entry: Chronicle.Entry, countStyle: CountStyle = .inclusive, group: String?,
    label: String?, language: Language
  ) -> String {
    let value = entry.number ?? 0
    // Each event's words in both languages, side by side.
    let (ja, en): (String, String)
    // A kind's day in its words: デビュー, "debut".
    func day(of kind: WidgetKind) -> (String, String) {
      let words = kind.words.timeline ?? kind.words.name
      return (words.ja, words.en)
    }
    switch entry.event {
    case .born: (ja, en) = ("誕生", "born")
    case .formed: (ja, en) = day(of: .formed)
    case .debut: (ja, en) = day(of: .debut)
    case .joined:
      (ja, en) = (
        group.map { "\($0)に加入" } ?? "グループに加入",
        group.map { "joined \($0)" } ?? "joined the group"
      )
    case .following: (ja, en) = day(of: .following)
    case .day: (ja, en) = day(of: entry.kind ?? .custom)
    case .custom:
      let words = (entry.kind ?? .custom).words
      (ja, en) = (words.label(label, isGroup: false, .ja), words.label(label, isGroup: false, .en))
    case .milestone:
      // The milestones are the fan's own count's.
      let words = WidgetKind.following.words.event
      (ja, en) = (
        words?.countJA(value, countStyle) ?? "\(value)",
        words?.countEN(value, countStyle).text ?? "\(value)"
      )
    case .hiatus:
      let words = WidgetKind.hiatus.words.label
      (ja, en) = (words.ja, "\(words.en) begins")
    case .return:
      (ja, en) = (
        entry.number.map { "\($0)日ぶりに復帰" } ?? "復帰",
        entry.number.map { "back after \(English.days($0).text)" } ?? "back from hiatus"
      )
    case .graduation, .disbanding:
      let words = WidgetKind.graduation.words
      let isGroup = entry.event == .disbanding
      (ja, en) = (words.name(.ja, isGroup: isGroup), words.name(.en, isGroup: isGroup))
    }
    switch language {
    case .ja: return ja + (entry.age.map { "(\($0)歳)" } ?? "")
    case .en: return en + (entry.age.map { ", aged \($0)" } ?? "")
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
