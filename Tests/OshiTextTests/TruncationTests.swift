import OshiText
import PropertyBased
import Testing

/// One truncation example: the text, the budget, and the expected line.
struct TruncationCase: CustomTestStringConvertible, Sendable {
  let text: String
  let cells: Int
  let expected: String

  init(_ text: String, _ cells: Int, _ expected: String) {
    self.text = text
    self.cells = cells
    self.expected = expected
  }

  var testDescription: String { "\(text) in \(cells) cells" }
}

@Suite("Truncation")
struct TruncationTests {
  @Test(
    "examples",
    arguments: [
      TruncationCase("Aki", 24, "Aki"),
      TruncationCase("Aki", 3, "Aki"),
      TruncationCase("Akihabara", 5, "Akih…"),
      TruncationCase("Akihabara", 1, "…"),
      TruncationCase("Akihabara", 0, ""),
      TruncationCase("Akihabara", -3, ""),
      TruncationCase("", 0, ""),
      TruncationCase("\u{301}", 0, ""),
      TruncationCase("\u{301}", 1, "\u{301}"),
      TruncationCase("推し始めて1332日目", 18, "推し始めて1332日目"),
      TruncationCase("推し始めて1332日目", 17, "推し始めて1332日…"),
      // 推 takes two cells, so a budget of 2 leaves room for the ellipsis only.
      TruncationCase("推し始めて", 2, "…"),
      TruncationCase("推し始めて", 3, "推…"),
      TruncationCase("推し始めて", 4, "推…"),
      TruncationCase("♡ Aki 推し始めて1332日目", 10, "♡ Aki 推…"),
      TruncationCase("Aki 🎂 27歳", 6, "Aki …"),
      TruncationCase("Aki 🎂 27歳", 7, "Aki 🎂…"),
      TruncationCase("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", 4, "👩‍👩‍👧…"),
      TruncationCase("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", 5, "👩‍👩‍👧👩‍👩‍👧…"),
      TruncationCase("🇯🇵🇰🇷🇺🇸", 5, "🇯🇵🇰🇷…"),
      TruncationCase("🇯🇵🇰🇷🇺🇸", 4, "🇯🇵…"),
      TruncationCase("Beyonce\u{301} Knowles", 8, "Beyonce\u{301}…"),
      TruncationCase("ｱｷﾊﾞﾗ", 3, "ｱｷ…"),
      TruncationCase("♥️♥️♥️", 3, "♥️…"),
      TruncationCase("방탄소년단", 7, "방탄소…"),
    ]
  )
  func examples(_ row: TruncationCase) {
    let result = row.text.truncated(toCells: row.cells)
    #expect(result == row.expected)
    #expect(result.cellWidth <= max(row.cells, 0))
  }

  @Test("a flag is never cut in half")
  func flagStaysWhole() {
    let result = "🇯🇵🇯🇵".truncated(toCells: 3)
    #expect(result == "🇯🇵…")
    #expect(result.unicodeScalars.count == 3)
  }

  @Test("a ZWJ family is never cut at a joiner")
  func familyStaysWhole() {
    let family = "👩‍👩‍👧"
    let result = (family + family).truncated(toCells: 3)
    #expect(result.unicodeScalars.elementsEqual((family + "…").unicodeScalars))
  }

  /// Clusters that tend to break width code: marks, joiners, flags, jamo, keycaps.
  static let pool: [String] = [
    "a", "Z", " ", "1", "推", "し", "マ", "ｱ", "ｶﾞ", "Ａ", "한", "\u{1100}\u{1161}\u{11A8}",
    "\u{1100}", "\u{1161}", "ลิ", "่", "น้ำ", "e\u{301}", "\u{301}", "\u{200D}", "\u{FE0F}",
    "👩‍👩‍👧", "👍🏽", "\u{1F3FD}", "🇯🇵", "\u{1F1F0}", "♥", "♥️", "1️⃣", "🎂", "…", "क्ष", "ि",
    "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "🏳️‍🌈", "\u{600}", "𠮷",
  ]

  @Test("truncation fits, and keeps whole clusters of the input")
  func truncationProperty() async {
    let pool = Self.pool
    let text = Gen.int(in: 0...(pool.count - 1)).array(of: 0...16).map { indices in
      indices.map { pool[$0] }.joined()
    }
    await propertyCheck(count: 1000, input: text, Gen.int(in: 0...30)) { text, cells in
      let result = text.truncated(toCells: cells)
      #expect(result.cellWidth <= cells)
      // No cells means no text, even text that takes no cells.
      if cells == 0 {
        #expect(result.isEmpty)
        return
      }
      if text.cellWidth <= cells {
        #expect(result == text)
        return
      }
      // The result is k whole Characters of the input, then the ellipsis. Compare scalars:
      // the ellipsis must not be allowed to hide a cut through a cluster.
      let scalars = Array(result.unicodeScalars)
      #expect(scalars.last == "…")
      let kept = scalars.dropLast()
      var prefix: [Unicode.Scalar] = []
      var isWholePrefix = kept.isEmpty
      for character in text where prefix.count < kept.count {
        prefix.append(contentsOf: character.unicodeScalars)
        isWholePrefix = prefix.elementsEqual(kept)
      }
      #expect(isWholePrefix, "\(text.unicodeScalars.map(\.value)) in \(cells)")
      // Longest: one more cluster of the input would not have fitted with the ellipsis.
      let keptCount = Self.characterCount(ofPrefix: kept, in: text)
      if let following = text.dropFirst(keptCount).first {
        let keptWidth = text.prefix(keptCount).cellWidth
        #expect(keptWidth + CellWidth.of(following) > cells - 1)
      }
    }
  }

  /// How many Characters of `text` make up the scalars `prefix`.
  static func characterCount(ofPrefix prefix: ArraySlice<Unicode.Scalar>, in text: String) -> Int {
    var count = 0
    var scalars = 0
    for character in text where scalars < prefix.count {
      scalars += character.unicodeScalars.count
      count += 1
    }
    return count
  }
}
