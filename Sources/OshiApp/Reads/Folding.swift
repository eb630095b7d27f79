/// Words as they are compared when a fan types them: a penlight colour's name, a filter.
enum Folding {
  /// `text` as it is compared: half-width, lower case, katakana as hiragana, without
  /// spaces, hyphens, underscores or ・.
  static func key(_ text: String) -> String {
    String(
      halfWidth(text).lowercased().unicodeScalars.compactMap { scalar -> Character? in
        if " \t-_・".unicodeScalars.contains(scalar) { return nil }
        // Katakana ァ (U+30A1) to ヶ (U+30F6) are hiragana ぁ (U+3041) on, 0x60 below.
        if (0x30A1...0x30F6).contains(scalar.value),
          let hiragana = Unicode.Scalar(scalar.value - 0x60)
        {
          return Character(hiragana)
        }
        return Character(scalar)
      })
  }

  /// `text` with the full-width forms of ASCII (＃, Ｆ, ６) and the ideographic space
  /// as their ASCII selves, as a Japanese keyboard's wide mode types them.
  static func halfWidth(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          if scalar.value == 0x3000 { return " " }
          guard (0xFF01...0xFF5E).contains(scalar.value) else { return scalar }
          return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        }))
  }
}
