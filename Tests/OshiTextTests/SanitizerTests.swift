import OshiText
import Testing

@Suite("Sanitizer")
struct SanitizerTests {
  /// Every scalar that input validation refuses: C0 (tab and newline too), DEL, C1, and
  /// the bidi embeddings, overrides and isolates.
  static let forbidden: [UInt32] =
    Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E)
    + Array(0x2066...0x2069)

  /// Invisible or reordering format characters that output removes besides those.
  static let alsoCleaned: [UInt32] = [
    0x061C, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0x2060, 0x2061, 0x2064, 0x206A, 0x206F,
    0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB, 0xE0001, 0xE0041,
  ]

  @Test("every forbidden scalar is found, wherever it is", arguments: forbidden)
  func forbiddenFound(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let bad = String(scalar)
    #expect(Sanitizer.firstForbidden(in: bad) == scalar)
    #expect(Sanitizer.firstForbidden(in: "Aki" + bad) == scalar)
    #expect(Sanitizer.firstForbidden(in: "推し" + bad + "Aki") == scalar)
  }

  /// What output turns into a space, since it separated two words: tab, the line breaks
  /// and the line and paragraph separators.
  static let spaced: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

  @Test(
    "every forbidden scalar is removed from output, or spaced", arguments: forbidden + alsoCleaned)
  func removed(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let bad = String(scalar)
    let becomes = Self.spaced.contains(value) ? " " : ""
    #expect(Sanitizer.clean(bad) == becomes)
    #expect(Sanitizer.clean("A" + bad + "ki") == "A\(becomes)ki")
    #expect(Sanitizer.clean(bad + "推し" + bad + bad) == becomes + "推し" + becomes + becomes)
  }

  @Test("a planted tab or line break becomes a space, not nothing")
  func spacedWords() {
    #expect(Sanitizer.clean("tab\tx") == "tab x")
    #expect(Sanitizer.clean("cr\rx") == "cr x")
    #expect(Sanitizer.clean("crlf\r\nx") == "crlf x")
    #expect(Sanitizer.clean("two\t\tx") == "two  x")
    #expect(Sanitizer.clean("ls\u{2028}x") == "ls x")
  }

  @Test("visible names planted text exactly, with escapes, never raw")
  func visible() {
    #expect(Sanitizer.visible("aki-birthday") == #""aki-birthday""#)
    #expect(Sanitizer.visible("zz$(touch x)") == #""zz$(touch x)""#)
    #expect(Sanitizer.visible("a\tb\nc\rd") == #""a\tb\nc\rd""#)
    #expect(Sanitizer.visible("q\"b\\") == #""q\"b\\""#)
    #expect(Sanitizer.visible("\u{1B}[2J\u{202E}x\u{7}") == #""\u{1B}[2J\u{202E}x\u{7}""#)
    #expect(Sanitizer.visible("推し\u{2028}🎂") == #""推し\u{2028}🎂""#)
    // Nothing that can move the cursor or reorder text is left in what it returns.
    for value in Self.forbidden + Self.alsoCleaned {
      let shown = Sanitizer.visible("x" + String(Unicode.Scalar(value)!))
      #expect(Sanitizer.clean(shown) == shown, "\(value)")
    }
  }

  @Test("printable ASCII comes out as it went in, however long")
  func printableASCII() {
    let printable = String(
      String.UnicodeScalarView((0x20...0x7E).map { Unicode.Scalar(UInt8($0)) }))
    #expect(Sanitizer.clean(printable) == printable)
    #expect(Sanitizer.clean("o12-birthday") == "o12-birthday")
    #expect(Sanitizer.clean(printable + "\u{7F}" + printable) == printable + printable)
  }

  @Test("the first of several forbidden scalars is reported")
  func firstOfSeveral() {
    #expect(Sanitizer.firstForbidden(in: "a\u{202E}b\u{1B}c") == "\u{202E}")
    #expect(Sanitizer.firstForbidden(in: "a\r\n") == "\r")
  }

  @Test(
    "ordinary names pass untouched",
    arguments: [
      "Aki", "推し", "星街すいせい", "ｱｷ", "방탄소년단", "ลิซ่า", "Beyonce\u{301}", "👩‍👩‍👧",
      "🏳️‍🌈", "🇯🇵", "1️⃣", "♥️", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "میرزا\u{200C}ای", "\u{600}١٢", "soft\u{AD}hyphen",
      "محمد", "",
    ]
  )
  func untouched(_ name: String) {
    #expect(Sanitizer.firstForbidden(in: name) == nil)
    #expect(Sanitizer.clean(name) == name)
  }

  @Test("marks that are not bidi overrides are allowed in input but cleaned from output")
  func marksCleanedOnly() {
    // The SPEC refuses overrides and isolates; LRM and RLM are allowed in a name, yet
    // output drops them, since it never needs them.
    #expect(Sanitizer.firstForbidden(in: "Aki\u{200F}") == nil)
    #expect(Sanitizer.clean("Aki\u{200F}") == "Aki")
  }

  @Test("tag characters survive only inside a subdivision flag")
  func tags() {
    let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    #expect(Sanitizer.clean(england) == england)
    #expect(Sanitizer.clean("Aki\u{E0068}\u{E0069}") == "Aki")
  }

  @Test("a planted escape sequence cannot reach the terminal")
  func escapeSequence() {
    let planted = "Aki\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m"
    let cleaned = Sanitizer.clean(planted)
    #expect(cleaned == "Aki]0;pwned[2J31m")
    #expect(Sanitizer.firstForbidden(in: cleaned) == nil)
  }

  @Test("bidi overrides cannot reorder the rest of the line")
  func bidi() {
    #expect(Sanitizer.clean("\u{202E}ikA\u{202C} 🎂") == "ikA 🎂")
    #expect(Sanitizer.clean("\u{2067}Aki\u{2069}") == "Aki")
  }
}
