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
