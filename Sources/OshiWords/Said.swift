/// One thing said, in English and in Japanese: the value of every key of ``Words``.
public struct Said: Sendable, Hashable {
  /// In English.
  public var en: String
  /// In Japanese.
  public var ja: String

  /// The same words in English and in Japanese.
  public init(_ en: String, ja: String) { (self.en, self.ja) = (en, ja) }

  /// The words in `language`.
  public func callAsFunction(_ language: Language) -> String { language == .ja ? ja : en }
}
