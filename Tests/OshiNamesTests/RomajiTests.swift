import OshiNames
import PropertyBased
import Testing

@Suite("Names as ASCII letters people can type, for slugs")
struct RomajiTests {
  @Test(
    "Readings",
    arguments: [
      // Accents and special letters.
      ("Björk", "bjork"), ("Beyoncé", "beyonce"), ("Zoë", "zoe"), ("Straße", "strasse"),
      ("Ærø", "aero"), ("Łódź", "lodz"), ("Đorđe", "dorde"), ("Œuvre", "oeuvre"),
      ("Þór", "thor"), ("İstanbul", "istanbul"), ("ＡＫＩ　２", "aki 2"),
      // Kana, plain and voiced.
      ("すいせい", "suisei"), ("ぺこら", "pekora"), ("マリン", "marin"), ("みこ", "miko"),
      ("フブキ", "fubuki"), ("ﾏﾘﾝ", "marin"), ("ｶﾞｳﾙ", "gauru"), ("づ", "zu"), ("ぢ", "ji"),
      ("を", "o"), ("ん", "n"),
      // Small ya, yu, yo.
      ("きゃ", "kya"), ("しゃ", "sha"), ("ちゅ", "chu"), ("じょ", "jo"), ("ぢゃ", "ja"),
      ("にゃ", "nya"), ("ぴょん", "pyon"), ("きゃりーぱみゅぱみゅ", "kyaripamyupamyu"),
      // っ doubles the consonant, and writes t before ch.
      ("はっと", "hatto"), ("まっちゃ", "matcha"), ("ざっし", "zasshi"), ("あっ", "a"),
      // The long vowel mark is dropped.
      ("ラーメン", "ramen"), ("チェリー", "cheri"),
      // Loanword sounds.
      ("ファン", "fan"), ("ティーナ", "tina"), ("ディスコ", "disuko"), ("ウィンター", "winta"),
      ("ヴァイオレット", "vaioretto"), ("シェフ", "shefu"), ("ジェイ", "jei"), ("トゥー", "tu"),
      // Kanji, emoji and punctuation are spaces; words keep their order.
      ("星街すいせい Suisei", "suisei suisei"), ("宝鐘マリン", "marin"), ("がうる・ぐら", "gauru gura"),
      ("宝鐘", ""), ("🎤🎤", ""), ("推し", "shi"), ("A&B <x>", "a b x"),
    ])
  func readings(name: String, expected: String) {
    #expect(Romaji.ascii(name) == expected)
  }

  @Test("Any text gives lowercase ASCII letters and digits, one space between words")
  func onlyTypable() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...0x10FFFF).array(of: 0...30)) { values in
      var text = String.UnicodeScalarView()
      for value in values {
        if let scalar = Unicode.Scalar(UInt32(value)) { text.append(scalar) }
      }
      let ascii = Romaji.ascii(String(text))
      #expect(
        ascii.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == " "
        }, "\(ascii)")
      #expect(!ascii.contains("  ") && !ascii.hasPrefix(" ") && !ascii.hasSuffix(" "))
    }
  }

  @Test("Every kana reads as letters")
  func everyKana() {
    for value in Array(0x3041...0x3096) + Array(0x30A1...0x30F6) {
      let kana = String(Unicode.Scalar(UInt32(value))!)
      let ascii = Romaji.ascii(kana)
      // っ alone has no sound of its own.
      if kana == "っ" || kana == "ッ" { continue }
      #expect(!ascii.isEmpty && ascii.allSatisfy(\.isLetter), "\(kana) → \(ascii)")
    }
  }
}

@Suite("Slugs made free")
struct SlugNumberingTests {
  @Test("A taken slug is cut and numbered from 2; a free one is kept whole")
  func free() {
    let taken: Set = ["aki", "aki-2", "a-very-long-name-that-goes-on-and-on"]
    #expect(Slug.free("mio", cut: 35, isTaken: taken.contains) == "mio")
    #expect(Slug.free("aki", cut: 35, isTaken: taken.contains) == "aki-3")
    #expect(
      Slug.free("a-very-long-name-that-goes-on-and-on", cut: 10, isTaken: taken.contains)
        == "a-very-lon-2")
    #expect(Slug.numbered { ["oshi1", "oshi2"].contains($0) } == "oshi3")
    #expect(Slug.numbered { _ in false } == "oshi1")
  }
}
