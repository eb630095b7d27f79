import OshiApp
import Testing

@testable import OshiCore

@Suite("Oshi colours: hex, penlight names and contrast")
struct OshiColorTests {
  @Test(
    "Hex is read with or without #, in either case, in six or three digits",
    arguments: [
      ("#FF6F91", "#FF6F91"), ("#ff6f91", "#FF6F91"), ("ff6f91", "#FF6F91"), ("F19DB4", "#F19DB4"),
      ("#fff", "#FFFFFF"), ("09c", "#0099CC"), ("#000000", "#000000"),
    ])
  func hex(text: String, expected: String) throws {
    let color = try #require(OshiColor(hex: text))
    #expect(color.description == expected)
    #expect(color.markup == expected.lowercased())
    #expect(OshiColor(hex: color.description) == color)
  }

  @Test(
    "Anything else is not a colour",
    arguments: [
      "", "#", "#ff6f9", "#ff6f911", "#ggg000", "ff 6f91", "#ff6f91aa", "red;", "#ff6f91\n",
      "＃ff6f91",
      "#ｆｆ6f91", "rgb(1,2,3)", "##ff6f91",
    ])
  func notHex(text: String) {
    #expect(OshiColor(hex: text) == nil)
  }

  @Test(
    "The nearest of xterm's 256 colours, as tmux chooses: the cube or the greys",
    arguments: [
      ("#FF0000", 196), ("#FFFFFF", 231), ("#000000", 16), ("#808080", 244), ("#87CEEB", 117),
      ("#FF6F91", 204), ("#9370DB", 98), ("#FFFF00", 226), ("#1E90FF", 33), ("#EEEEEE", 255),
      ("#080808", 232),
    ])
  func palette(hex: String, index: Int) throws {
    #expect(try #require(OshiColor(hex: hex)).xterm256 == index)
  }

  @Test("The channels are the digits")
  func channels() throws {
    let color = try #require(OshiColor(hex: "#1E90FF"))
    #expect((color.red, color.green, color.blue) == (0x1E, 0x90, 0xFF))
    var bytes: [UInt8] = []
    color.appendDigits(uppercase: false, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "1e90ff")
  }

  /// WCAG 2.2's own anchors, and the values its formula gives (research in the issue).
  @Test(
    "Contrast follows WCAG 2.2's formula",
    arguments: [
      ("#000000", "#FFFFFF", 21.0), ("#777777", "#777777", 1.0), ("#FF6F91", "#000000", 7.93),
      ("#FF6F91", "#FFFFFF", 2.65), ("#FF0000", "#FFFFFF", 4.00), ("#0000FF", "#000000", 2.44),
      ("#1E90FF", "#222222", 4.92),
    ])
  func contrast(first: String, second: String, ratio: Double) throws {
    let a = try #require(OshiColor(hex: first))
    let b = try #require(OshiColor(hex: second))
    #expect(abs(a.contrast(with: b) - ratio) < 0.01, "\(a.contrast(with: b))")
    #expect(a.contrast(with: b) == b.contrast(with: a))
  }

  @Test("Every penlight colour is read by each of its names, and no name means two colours")
  func penlights() {
    var seen: [String: OshiColor] = [:]
    for penlight in OshiColor.penlights {
      for name in [penlight.japanese, penlight.english] + penlight.aliases {
        #expect(OshiColor(named: name) == penlight.color, "\(name)")
        #expect(OshiColor(named: name.uppercased()) == penlight.color, "\(name)")
        let key = name.lowercased().filter { $0 != " " }
        #expect(seen[key] == nil || seen[key] == penlight.color, "\(name) is two colours")
        seen[key] = penlight.color
      }
    }
    #expect(OshiColor.penlights.count == Set(OshiColor.penlights.map(\.color)).count)
  }

  @Test(
    "Names are read as fans write them",
    arguments: [
      ("赤", "#FF0000"), ("ピンク", "#FF69B4"), ("Light Blue", "#87CEEB"), ("light-blue", "#87CEEB"),
      ("lightblue", "#87CEEB"), ("水色", "#87CEEB"), ("黄緑", "#ADFF2F"), ("lime", "#ADFF2F"),
      ("緑", "#32CD32"), ("紫", "#9370DB"), ("PURPLE", "#9370DB"), ("#ff6f91", "#FF6F91"),
      ("F19DB4", "#F19DB4"),
      // Issue 61: hiragana, …色, a pale purple, katakana in any width, full-width hex.
      ("むらさき", "#9370DB"), ("みずいろ", "#87CEEB"), ("紫色", "#9370DB"), ("赤色", "#FF0000"),
      ("あかいろ", "#FF0000"), ("ピンク色", "#FF69B4"), ("桃色", "#FFB6C1"), ("薄紫", "#B39DDB"),
      ("ラベンダー", "#B39DDB"), ("らべんだー", "#B39DDB"), ("＃FF6F91", "#FF6F91"),
      ("＃ｆｆ６ｆ９１", "#FF6F91"), ("ＰＵＲＰＬＥ", "#9370DB"), ("ぴんく", "#FF69B4"),
      ("すみれ色", "#EE82EE"), ("スミレ", "#EE82EE"), ("水色", "#87CEEB"),
    ] as [(String, String?)])
  func names(text: String, expected: String?) {
    #expect(OshiColor(named: text)?.description == expected)
  }

  @Test(
    "A name that is no colour is nil",
    arguments: ["", "pinkish", "赤い", "#red", "レッドX", "色", "いろ", "水"])

  func unknownNames(text: String) {
    #expect(OshiColor(named: text) == nil)
  }

  /// A lit penlight looks bright: every preset keeps at least 3:1 (WCAG's non-text
  /// contrast) on a dark bar's #222222, where CSS's plain blue, purple and navy do not.
  @Test("Every penlight colour shows on a dark bar")
  func visibleOnDark() throws {
    let bar = try #require(OshiColor(hex: "#222222"))
    for penlight in OshiColor.penlights {
      #expect(penlight.color.contrast(with: bar) >= 3, "\(penlight.english)")
    }
  }
}
