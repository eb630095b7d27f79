import OshiText
import PropertyBased
import Testing

@testable import OshiWidgets

@Suite("Face text")
struct WidgetFaceCleanTests {
  /// The trimming as written before its fast path: Character by Character.
  static func reference(_ text: String) -> String? {
    var cleaned = Substring(Sanitizer.clean(text))
    while cleaned.first?.isWhitespace == true { cleaned.removeFirst() }
    while cleaned.last?.isWhitespace == true { cleaned.removeLast() }
    return cleaned.isEmpty ? nil : String(cleaned)
  }

  @Test("names are trimmed as Character by Character, spaces, marks and joiners included")
  func trimmedLikeCharacters() async {
    let pool: [Unicode.Scalar] = [
      "a", "推", " ", "\u{3000}", "\u{A0}", "\u{301}", "\u{200D}", "\u{600}", "\u{1100}", "\u{1161}",
      "\u{1F382}", "\u{FE0F}", "\u{1F1EF}", "\u{9}", "\u{202E}", "\u{E33}", "ｶ", "\u{FF9E}",
    ]
    await propertyCheck(count: 2000, input: Gen.int(in: 0...(pool.count - 1)).array(of: 0...8)) {
      indices in
      var text = ""
      for index in indices { text.unicodeScalars.append(pool[index]) }
      #expect(WidgetFace.clean(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }

  @Test("the whitespace test agrees with Unicode's White_Space for every scalar")
  func whitespace() {
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if WidgetFace.isWhitespace(scalar) != scalar.properties.isWhitespace {
        Issue.record("U+\(String(value, radix: 16, uppercase: true))")
      }
    }
  }
}
