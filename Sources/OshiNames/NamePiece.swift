/// A piece of a name as a dictionary split it: its text, the reading of its kanji, and
/// the part it plays, which decides where one word of its slug ends.
public struct NamePiece: Sendable, Equatable {
  /// The part a piece plays in the name, as far as the slug's words need to know.
  public enum Role: Sendable, Equatable {
    /// A word of its own.
    case word
    /// A prefix (接頭辞), which joins the word after it.
    case prefix
    /// A suffix (接尾辞: 坂 in 日向坂, 師), which joins the word before it.
    case suffix
    /// An ending or an auxiliary (しい in 新しい, 助動詞), which joins the word before it.
    case inflection
    /// A family name (姓); a given name after it is a word of its own.
    case familyName
    /// A given name (名).
    case givenName
  }

  /// The text of the name that the piece covers.
  public var surface: String
  /// The reading of its kanji, in kana; nil when the dictionary has none.
  public var reading: String?
  /// The part it plays.
  public var role: Role

  /// A piece of a name.
  public init(surface: String, reading: String? = nil, role: Role = .word) {
    (self.surface, self.reading, self.role) = (surface, reading, role)
  }
}

/// Reads the kanji of a name with a dictionary: oshi-cli's MeCab (OshiReading).
public protocol KanjiReader: Sendable {
  /// The pieces of `text` (a run of a name with no space or punctuation in it), or nil
  /// when nothing can be read, such as when the dictionary is missing.
  func pieces(of text: String) -> [NamePiece]?
}
