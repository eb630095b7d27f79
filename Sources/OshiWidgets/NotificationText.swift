import OshiCore
import OshiWords

/// The words of a desktop notification: its summary, its body and its category.
///
/// Pure: the caller says how far the occasion is from today.
public enum NotificationText {
  /// The summary: `Aki 28歳の誕生日!` on the day, `Aki 28歳の誕生日まであと7日` before it,
  /// `昨日はAki 28歳の誕生日でした` when a machine that was off catches up.
  ///
  /// - Parameters:
  ///   - sentence: `oshi upcoming`'s sentence for the occasion.
  ///   - daysUntil: days from today to the occasion (negative once it has passed).
  ///   - language: the language of the words around `sentence`.
  ///   - remembered: whether the occasion is a sad day's, remembered rather than
  ///     celebrated: said on the day without "!".
  /// - Returns: `sentence`, with when it falls.
  public static func summary(
    _ sentence: String, daysUntil: Int, language: Language, remembered: Bool = false
  ) -> String {
    switch (language, daysUntil) {
    case (_, 0) where remembered: return sentence
    case (.ja, 0): return "\(sentence)!"
    case (.ja, 1...): return "\(sentence)まであと\(daysUntil)日"
    case (.ja, -1): return "昨日は\(sentence)でした"
    case (.ja, _): return "\(-daysUntil)日前は\(sentence)でした"
    case (.en, 0): return "\(sentence)!"
    case (.en, 1...): return "\(sentence) in \(English.days(daysUntil).text)"
    case (.en, -1): return "Yesterday: \(sentence)"
    case (.en, _): return "\(English.days(-daysUntil).text) ago: \(sentence)"
    }
  }

  /// The body: the occasion's date with its weekday, `2027年3月15日(月)`,
  /// "Monday, March 15, 2027".
  public static func body(_ date: LocalDate, language: Language) -> String {
    // 1970-01-01 was a Thursday.
    let weekday = ((date.dayNumber + 3) % 7 + 7) % 7  // 0 is Monday
    switch language {
    case .ja:
      let days = ["月", "火", "水", "木", "金", "土", "日"]
      return "\(date.year)年\(date.month)月\(date.day)日(\(days[weekday]))"
    case .en:
      let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
      return "\(days[weekday]), \(English.month(date.month)) \(date.day), \(date.year)"
    }
  }

  /// The category hint, as waybar's class names the state: `x-oshi.birthday`.
  public static func category(_ event: UpcomingEvent.Event) -> String {
    "x-oshi.\(event.rawValue)"
  }
}
