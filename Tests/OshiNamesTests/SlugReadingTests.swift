import Testing

@testable import OshiNames
@testable import OshiReading

#if canImport(Glibc)
import Glibc
#endif

/// Whether MeCab's dictionary is on this machine.
///
/// CI installs it (OSHI_REQUIRE_CONSUMERS=1), and there a test that needs it fails
/// instead of being skipped when it is missing.
enum Dictionary {
  static let reader = MeCabReader(dictionaries: MeCabReader.dictionaries)
  static let required = getenv("OSHI_REQUIRE_CONSUMERS").map { String(cString: $0) } == "1"
  static let isInstalled = required || reader.hasDictionary
}

/// A reader that knows a few names, so that the word rules are tested without MeCab.
struct TableReader: KanjiReader {
  let table: [String: [NamePiece]]
  func pieces(of text: String) -> [NamePiece]? { table[text] }
}

@Suite("Slugs that read kanji")
struct SlugReadingTests {
  static let reader = TableReader(table: [
    "宝鐘マリン": [
      NamePiece(surface: "宝鐘", reading: "ホウショウ", role: .familyName),
      NamePiece(surface: "マリン"),
    ],
    "日向坂46": [
      NamePiece(surface: "日向", reading: "ヒナタ"),
      NamePiece(surface: "坂", reading: "ザカ", role: .suffix), NamePiece(surface: "46"),
    ],
    "米津玄師": [
      NamePiece(surface: "米津", reading: "ヨネヅ", role: .familyName),
      NamePiece(surface: "玄", reading: "ケン", role: .givenName),
      NamePiece(surface: "師", reading: "シ", role: .givenName),
    ],
    "新しい学校のリーダーズ": [
      NamePiece(surface: "新しい", reading: "アタラシイ"),
      NamePiece(surface: "学校", reading: "ガッコウ"), NamePiece(surface: "の"),
      NamePiece(surface: "リーダーズ"),
    ],
    "東京ドーム公演": [
      NamePiece(surface: "東京", reading: "トウキョウ"), NamePiece(surface: "ドーム"),
      NamePiece(surface: "公演", reading: "コウエン"),
    ],
    "謎": [NamePiece(surface: "謎")],
  ])

  @Test(
    "Kanji read by the dictionary, kana romanised, digits and Latin letters kept",
    arguments: [
      // Kanji, with the dictionary's words.
      ("宝鐘マリン", "houshou-marin", Slug.Source.dictionary),
      ("日向坂46", "hinatazaka46", .dictionary),
      ("米津玄師", "yonezu-kenshi", .dictionary),
      ("新しい学校のリーダーズ", "atarashii-gakkou-no-ridazu", .dictionary),
      ("東京ドーム公演", "toukyou-domu-kouen", .dictionary),
      // Kana and Latin letters need no dictionary.
      ("すいせい", "suisei", .letters), ("ホロライブ", "hororaibu", .letters),
      ("ぺこら Pekora", "pekora-pekora", .letters), ("Björk", "bjork", .letters),
      ("ＡＫＩ　２", "aki-2", .letters), ("46", "46", .letters),
      ("ときのそらAZKi", "tokinosoraazki", .letters),
      // Kanji the dictionary cannot read end a word; with nothing readable, no slug.
      ("謎 Nazo", "nazo", .letters), ("🎤", nil, .letters),
      // Cut at 32 characters, at the end of a word.
      (
        "Aaaaaaaaaa Bbbbbbbbbb Cccccccccc Dddddddddd", "aaaaaaaaaa-bbbbbbbbbb-cccccccccc",
        .letters
      ),
      ("Supercalifragilisticexpialidocious", "supercalifragilisticexpialidocio", .letters),
    ] as [(String, String?, Slug.Source)])
  func table(name: String, slug: String?, source: Slug.Source) {
    let made = Slug.make(fromName: name, reader: Self.reader)
    #expect(made.slug == slug)
    if slug != nil || source != .letters { #expect(made.source == source) }
  }

  @Test("Without a dictionary, kanji count as spaces and the slug says so")
  func noDictionary() {
    #expect(
      Slug.make(fromName: "宝鐘マリン", reader: nil)
        == Slug.Made(slug: "marin", source: .noDictionary))
    #expect(Slug.make(fromName: "宝鐘", reader: nil) == Slug.Made(slug: nil, source: .noDictionary))
    let missing = MeCabReader(dictionaries: ["/nonexistent/dictionary"])
    #expect(!missing.hasDictionary)
    #expect(missing.pieces(of: "宝鐘") == nil)
    #expect(Slug.make(fromName: "宝鐘マリン", reader: missing).source == .noDictionary)
  }

  @Test(
    "A reading gives the slug; spaces or the name's runs separate its words",
    arguments: [
      ("宝鐘マリン", "ほうしょうまりん", "houshou-marin"),
      ("宝鐘マリン", "ホウショウマリン", "houshou-marin"),
      ("星街すいせい", "ほしまち すいせい", "hoshimachi-suisei"),
      ("宝鐘", "ほうしょう", "houshou"), ("日向坂46", "ひなたざか46", "hinatazaka46"),
      ("東京ドーム公演", "とうきょうどーむこうえん", "toukyou-domu-kouen"),
      // Issue 61: kana after kanji is a word of its own (the given name after the
      // family name); a lone ノ joins the word before it; letters the reading leaves out
      // stay.
      ("星街すいせい", "ほしまちすいせい", "hoshimachi-suisei"),
      ("兎田ぺこら", "うさだぺこら", "usada-pekora"), ("月ノ美兎", "つきのみと", "tsukino-mito"),
      ("でんぱ組.inc", "でんぱぐみ", "denpa-gumi-inc"), ("夏色まつり", "なついろまつり", "natsuiro-matsuri"),
      // A reading of the family name or the given name alone: the rest from the name.
      ("宝鐘マリン", "ほうしょう", "houshou-marin"), ("星街すいせい", "ほしまち", "hoshimachi-suisei"),
      ("兎田ぺこら", "うさだ", "usada-pekora"), ("白上フブキ", "しらかみ", "shirakami-fubuki"),
      // A reading that fits no part of the name is one word.
      ("宝鐘マリン", "まりんせんちょう", "marinsenchou"),
    ])
  func yomi(name: String, yomi: String, slug: String) {
    #expect(Slug.isYomi(yomi))
    #expect(Slug.make(fromYomi: yomi, name: name) == slug)
  }

  @Test("A reading of one part of a name is completed by the dictionary")
  func partialYomi() {
    // 米津玄師 is one run: a reading of 米津 alone cannot be laid over it by runs.
    #expect(Slug.make(fromYomi: "よねづ", name: "米津玄師", reader: Self.reader) == "yonezu")
    // A given name in kana with a family name in kanji: the reading of the given name
    // alone, and the family name read by the dictionary.
    let reader = TableReader(table: [
      "宝鐘": [NamePiece(surface: "宝鐘", reading: "ホウショウ", role: .familyName)]
    ])
    #expect(Slug.make(fromYomi: "まりん", name: "宝鐘マリン", reader: reader) == "houshou-marin")
    #expect(Slug.make(fromYomi: "まりん", name: "宝鐘マリン") == "marin")
  }

  @Test(
    "A reading is kana: kanji and Latin letters are refused",
    arguments: ["宝鐘", "houshou", "ほうしょうM", "", " ", "ー"])
  func badYomi(yomi: String) {
    #expect(!Slug.isYomi(yomi))
  }

  /// The scores recorded in docs/names.md, by dictionary.
  ///
  /// A change that reads fewer real names right fails here.
  static let measured = ["unidic": 46, "ipadic-utf8": 44]

  @Test("Real names: at least the measured score", .enabled(if: Dictionary.isInstalled))
  func realNames() throws {
    let fixture = try fixtureText()
    var right = 0
    var rows = 0
    var wrong: [String] = []
    for line in fixture.split(separator: "\n") where !line.hasPrefix("#") {
      let columns = line.split(separator: "\t").map(String.init)
      guard columns.count >= 2 else { continue }
      rows += 1
      let made = Slug.make(fromName: columns[0], reader: Dictionary.reader)
      if made.slug == columns[1] {
        right += 1
      } else {
        wrong.append("\(columns[0]) \(made.slug ?? "-")")
      }
    }
    #expect(rows >= 60)
    let dictionary = try #require(
      MeCabReader.dictionaries.first { access($0 + "/sys.dic", R_OK) == 0 })
    let floor = Self.measured[String(dictionary.split(separator: "/").last ?? "")] ?? 0
    #expect(right >= floor, "\(right)/\(rows); wrong: \(wrong.joined(separator: ", "))")
  }

  func fixtureText() throws -> String {
    let path =
      String(#filePath.dropLast("SlugReadingTests.swift".count)) + "Fixtures/real-names.tsv"
    guard let file = fopen(path, "r") else { throw CocoaFree.missing(path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

enum CocoaFree: Error {
  case missing(String)
}
