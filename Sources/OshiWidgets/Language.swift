/// The languages oshi speaks.
public enum Language: String, CaseIterable, Sendable {
  /// Japanese.
  case ja
  /// English.
  case en

  /// The language of a POSIX locale name such as `ja_JP.UTF-8`, or nil when neither.
  public init?(locale: String) {
    let lowered = locale.lowercased()
    if lowered.hasPrefix("ja") {
      self = .ja
    } else if lowered.hasPrefix("en") || lowered == "c" || lowered == "posix"
      || lowered.hasPrefix("c.")
    {
      self = .en
    } else {
      return nil
    }
  }
}

/// One thing said in both languages, for the messages that are built as they are said
/// (`doctor`'s findings), and printed in the language of the command.
public struct Said: Sendable, Equatable {
  /// In English.
  public var en: String
  /// In Japanese.
  public var ja: String

  /// The same words in English and in Japanese.
  public init(_ en: String, ja: String) { (self.en, self.ja) = (en, ja) }

  /// The words in `language`.
  public func callAsFunction(_ language: Language) -> String { language == .ja ? ja : en }
}
