import Testing

@testable import OshiWidgets

/// RFC 5545 TEXT escaping, which every SUMMARY and DESCRIPTION of the calendar, and every
/// text of a vCard, goes through.
@Suite("iCalendar TEXT escaping")
struct ICalendarTextTests {
  @Test(
    "Backslash, semicolon, comma and each line break are escaped; everything else is kept",
    arguments: [
      ("Aki's birthday", "Aki's birthday"),
      ("a,b;c\\d", "a\\,b\\;c\\\\d"),
      ("day 3,000", "day 3\\,000"),
      ("x\r\ny", "x\\ny"),
      ("x\ry", "x\\ny"),
      ("x\ny", "x\\ny"),
      ("x\n\ny", "x\\n\\ny"),
      ("x\r\r\ny", "x\\n\\ny"),
      ("推し,活;", "推し\\,活\\;"),
      ("\u{1}tab\there", "\u{1}tab\there"),
      ("", ""),
    ])
  func escaped(text: String, expected: String) {
    #expect(ContentLines.escaped(text) == expected)
  }

  @Test("The bytes' escaping is the characters' escaping, on every text of a small alphabet")
  func sameAsCharacters() {
    let alphabet: [String] = ["a", ",", ";", "\\", "\r", "\n", "推", "🎂", " "]
    func byCharacter(_ text: String) -> String {
      var output = ""
      for character in text {
        switch character {
        case "\\": output += "\\\\"
        case ";": output += "\\;"
        case ",": output += "\\,"
        case "\n", "\r\n", "\r": output += "\\n"
        default: output.append(character)
        }
      }
      return output
    }
    // Every text of up to four symbols: 9 + 81 + 729 + 6,561 of them.
    var texts = [""]
    for _ in 1...4 {
      texts = texts.flatMap { text in alphabet.map { text + $0 } }
      for text in texts {
        #expect(ContentLines.escaped(text) == byCharacter(text), "\(text.debugDescription)")
      }
    }
  }
}
