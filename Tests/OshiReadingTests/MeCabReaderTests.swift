import OshiNames
import Testing

@testable import OshiReading

#if canImport(Glibc)
import Glibc
#endif

/// MeCab's own part: what its features say of each piece of a name.
///
/// Also a reader without a dictionary; the slugs made from its readings are OshiNames'
/// tests.
@Suite("MeCab's readings of names")
struct MeCabReaderTests {
  @Test("MeCab's features: IPAdic's and UniDic's readings and parts of speech")
  func features() {
    #expect(
      MeCabReader.piece(surface: "米津", features: "名詞,固有名詞,人名,姓,*,*,米津,ヨネツ,ヨネツ")
        == NamePiece(surface: "米津", reading: "ヨネツ", role: .familyName))
    #expect(
      MeCabReader.piece(surface: "坂", features: "名詞,接尾,一般,*,*,*,坂,ザカ,ザカ")
        == NamePiece(surface: "坂", reading: "ザカ", role: .suffix))
    let unidic =
      "接尾辞,名詞的,一般,,,,シ,師,師,シ,師,シ,漢,\"シ濁\",\"基本形\",\"\",\"\",\"\",\"\",接尾体,シ,シ,シ,シ,\"\",\"C3\",\"\",4106134797558272,14938"
    #expect(
      MeCabReader.piece(surface: "師", features: unidic)
        == NamePiece(surface: "師", reading: "シ", role: .suffix))
    #expect(MeCabReader.piece(surface: "謎", features: "名詞,一般,*,*,*,*,*").reading == nil)
  }

  @Test("A reader whose dictionaries are missing reads nothing, and says so")
  func missingDictionary() {
    let reader = MeCabReader(dictionaries: ["/nonexistent/dictionary"])
    #expect(!reader.hasDictionary)
    #expect(reader.pieces(of: "宝鐘マリン") == nil)
  }

  @Test(
    "With a dictionary, a name is read piece by piece, family name first",
    .enabled(
      if: getenv("OSHI_REQUIRE_CONSUMERS").map { String(cString: $0) } == "1"
        || MeCabReader(dictionaries: MeCabReader.dictionaries).hasDictionary,
      "needs MeCab's UniDic or IPAdic (mecab-ipadic-utf8 or unidic-mecab)"))
  func reads() throws {
    let reader = MeCabReader(dictionaries: MeCabReader.dictionaries)
    let pieces = try #require(reader.pieces(of: "米津玄師"))
    #expect(pieces.map(\.surface).joined() == "米津玄師")
    #expect(pieces.first?.reading == "ヨネヅ" || pieces.first?.reading == "ヨネツ")
  }
}
