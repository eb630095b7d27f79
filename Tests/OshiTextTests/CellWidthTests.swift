import OshiText
import Testing

/// One row of a width table: the text, what it is, and the cells a terminal gives it.
struct WidthCase: CustomTestStringConvertible, Sendable {
  let text: String
  let what: String
  let cells: Int

  init(_ text: String, _ what: String, _ cells: Int) {
    self.text = text
    self.what = what
    self.cells = cells
  }

  var testDescription: String { "\(what): \(cells)" }
}

@Suite("Cell width")
struct CellWidthTests {
  @Test(
    "strings",
    arguments: [
      WidthCase("", "empty", 0),
      WidthCase("Aki", "ASCII", 3),
      WidthCase("Hello, world!", "ASCII punctuation", 13),
      WidthCase("推し", "kanji", 4),
      WidthCase("𠮷野家", "kanji outside the BMP", 6),
      WidthCase("すいせい", "hiragana", 8),
      WidthCase("マリン", "katakana", 6),
      WidthCase("ｱｷ", "half-width katakana", 2),
      WidthCase("ｶﾞﾝﾀﾞﾑ", "half-width katakana with voiced marks", 6),
      WidthCase("방탄소년단", "Hangul syllables", 10),
      WidthCase("\u{1112}\u{1161}\u{11AB}", "conjoining jamo L V T", 2),
      WidthCase("ลิซ่า", "Thai with vowel and tone marks", 3),
      WidthCase("น้ำ", "Thai with a mark before SARA AM", 2),
      WidthCase("e\u{301}", "e with a combining acute", 1),
      WidthCase("Beyonce\u{301}", "name with a combining acute", 7),
      WidthCase("Beyoncé", "name with a precomposed é", 7),
      WidthCase("👩‍👩‍👧", "emoji ZWJ family", 2),
      WidthCase("👨‍👩‍👧‍👦", "emoji ZWJ family of four", 2),
      WidthCase("🏳️‍🌈", "rainbow flag: VS16 and ZWJ", 2),
      WidthCase("👍🏽", "emoji with a skin tone", 2),
      WidthCase("🇯🇵", "regional-indicator flag", 2),
      WidthCase("🇰🇷🇺🇸", "two flags", 4),
      WidthCase("🏴󠁧󠁢󠁥󠁮󠁧󠁿", "subdivision flag with tags", 2),
      WidthCase("♥", "text-presentation heart", 1),
      WidthCase("♥️", "heart with VS16", 2),
      WidthCase("♡", "white heart suit", 1),
      WidthCase("1️⃣", "keycap 1", 2),
      WidthCase("#️⃣", "keycap #", 2),
      WidthCase("🎂", "emoji presentation", 2),
      WidthCase("⌚", "Wide symbol", 2),
      WidthCase("Ａ", "full-width A", 2),
      WidthCase("ＡＢＣ１２３", "full-width letters and digits", 12),
      WidthCase("…", "ellipsis (ambiguous, counted narrow)", 1),
      WidthCase("♡ Aki 推し始めて1332日目", "inline widget line", 24),
      WidthCase("🎂 Aki 27歳の誕生日!", "birthday line", 20),
      WidthCase("प्रिया", "Devanagari with conjunct and spacing mark", 4),
    ]
  )
  func strings(_ row: WidthCase) {
    #expect(CellWidth.of(row.text) == row.cells)
    #expect(row.text.cellWidth == row.cells)
    #expect(Substring(row.text).cellWidth == row.cells)
  }

  @Test(
    "single clusters",
    arguments: [
      WidthCase("a", "ASCII letter", 1),
      WidthCase("推", "kanji", 2),
      WidthCase("ｱ", "half-width katakana", 1),
      WidthCase("한", "Hangul syllable", 2),
      WidthCase("e\u{301}", "base and combining mark", 1),
      WidthCase("👩‍👩‍👧", "ZWJ sequence", 2),
      WidthCase("🇯🇵", "flag", 2),
      WidthCase("♥️", "symbol with VS16", 2),
      WidthCase("1️⃣", "keycap", 2),
      WidthCase("\u{301}", "lone combining mark", 0),
      WidthCase("\u{200D}", "lone ZWJ", 0),
      WidthCase("\u{FE0F}", "lone VS16", 0),
      WidthCase("\u{1F3FD}", "lone skin-tone modifier", 2),
      WidthCase("\u{1F1EF}", "lone regional indicator", 2),
      WidthCase("\r\n", "CR LF (a control, counted 0)", 0),
    ]
  )
  func clusters(_ row: WidthCase) throws {
    let character = try #require(row.text.count == 1 ? row.text.first : nil)
    #expect(CellWidth.of(character) == row.cells)
  }

  @Test(
    "scalars",
    arguments: [
      (0x41, 1), (0x7E, 1), (0x0, 0), (0x9, 0), (0x1B, 0), (0x7F, 0), (0x85, 0), (0x9F, 0),
      (0xA0, 1), (0xAD, 1), (0x301, 0), (0x903, 0), (0xE31, 0), (0xE33, 1),
      (0x1100, 2), (0x115F, 2), (0x1161, 0), (0x11A8, 0), (0x200B, 0), (0x200D, 0),
      (0x2026, 1), (0x2665, 1), (0x3000, 2), (0x3042, 2), (0x4E00, 2), (0xAC00, 2),
      (0xFE0F, 0), (0xFF21, 2), (0xFF71, 1), (0x1F1EF, 2), (0x1F382, 2), (0x1F3FB, 2),
      (0x20BB7, 2), (0xE0001, 0),
    ] as [(UInt32, Int)]
  )
  func scalars(_ value: UInt32, _ cells: Int) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(CellWidth.of(scalar: scalar) == cells)
  }

  /// The places where CellWidth departs from `wcwidth.wcswidth` on purpose.
  @Test(
    "intentional differences from wcswidth",
    arguments: [
      // wcswidth: -1 for the whole string. Output is sanitised first, so 0 keeps sums sane.
      WidthCase("a\tb", "a tab inside text", 2),
      // wcswidth: 4. Two leading jamo are one cluster, drawn as one wide glyph.
      WidthCase("\u{1100}\u{1100}", "two leading jamo in one cluster", 2),
      // wcswidth: 1, because its ZWJ swallows the next scalar even across clusters.
      WidthCase("a\u{200D}b", "ZWJ between letters", 2),
    ]
  )
  func differences(_ row: WidthCase) {
    #expect(row.text.cellWidth == row.cells)
  }

  @Test("literals resolve to the String or the Character overload alike")
  func literals() {
    #expect(CellWidth.of("推し") == 4)
    #expect(CellWidth.of("推") == 2)
    #expect("推し🎂".cellWidth == 6)
  }

  @Test("a cluster never measures more than 2")
  func clusterCap() {
    for text in ["\u{1100}\u{1100}\u{1100}", "\u{600}\u{600}1", "क्ष", "👩🏽‍🎤"] {
      for character in text {
        #expect((0...2).contains(CellWidth.of(character)), "\(text.unicodeScalars)")
      }
    }
  }
}
