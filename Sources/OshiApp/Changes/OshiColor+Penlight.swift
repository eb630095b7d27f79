import OshiCore
import OshiWords

extension OshiColor {
  /// A penlight colour a fan may name instead of hex digits: `赤`, `red`, `ピンク`, `pink`.
  ///
  /// Penlight makers publish the names of their colours, not sRGB values (an LED has
  /// none), so each value is oshi's choice: CSS's named colour for the English word, and
  /// a brighter CSS colour where the plain one is dark on a dark bar (green, blue, purple),
  /// as a lit penlight looks.
  public struct Penlight: Sendable {
    /// The Japanese name, as fans and makers write it.
    public let japanese: String
    /// The English name.
    public let english: String
    /// Other names that mean it: katakana, a second kanji spelling, CSS's keyword.
    public let aliases: [String]
    /// The colour.
    public let color: OshiColor

    init(_ japanese: String, _ english: String, _ hex: String, aliases: [String] = []) {
      self.japanese = japanese
      self.english = english
      self.aliases = aliases
      // The table is oshi's own, and a test reads every value.
      guard let color = OshiColor(hex: hex) else { preconditionFailure("\(hex) is not hex") }
      self.color = color
    }
  }

  /// The penlight colours, in the order of a penlight's switch.
  ///
  /// Each name is also read in hiragana (むらさき, みずいろ): a katakana alias is read
  /// in hiragana by ``Folding/key(_:)`` already, and the kanji names have their readings here.
  public static let penlights: [Penlight] = [
    Penlight("赤", "red", "#FF0000", aliases: ["レッド", "あか"]),
    Penlight("ピンク", "pink", "#FF69B4", aliases: ["hotpink"]),
    Penlight(
      "薄ピンク", "light pink", "#FFB6C1",
      aliases: ["桃", "もも", "うすピンク", "サクラピンク", "lightpink"]),
    Penlight("オレンジ", "orange", "#FFA500"),
    Penlight("黄", "yellow", "#FFFF00", aliases: ["黄色", "きいろ", "イエロー"]),
    Penlight(
      "黄緑", "lime", "#ADFF2F", aliases: ["きみどり", "ライトグリーン", "yellow green", "greenyellow"]),
    Penlight("緑", "green", "#32CD32", aliases: ["みどり", "グリーン", "limegreen"]),
    Penlight("ターコイズ", "turquoise", "#40E0D0"),
    Penlight(
      "水色", "light blue", "#87CEEB", aliases: ["みずいろ", "ライトブルー", "パステルブルー", "skyblue"]),
    Penlight("青", "blue", "#1E90FF", aliases: ["あお", "ブルー", "dodgerblue"]),
    Penlight("紫", "purple", "#9370DB", aliases: ["むらさき", "パープル", "mediumpurple"]),
    // A pale purple, as penlights' ラベンダー is; CSS's lavender (#E6E6FA) is nearly white.
    Penlight(
      "薄紫", "lavender", "#B39DDB", aliases: ["うすむらさき", "ラベンダー", "light purple"]),
    Penlight("すみれ", "violet", "#EE82EE", aliases: ["菫", "バイオレット"]),
    Penlight("白", "white", "#FFFFFF", aliases: ["しろ", "ホワイト"]),
    Penlight("金", "gold", "#FFD700", aliases: ["きん", "ゴールド"]),
    Penlight("銀", "silver", "#C0C0C0", aliases: ["ぎん", "シルバー"]),
  ]

  /// Reads a colour as a fan gives it: a penlight colour's name in Japanese or English
  /// (case, spaces, hyphens, full-width letters and katakana or hiragana aside, with or
  /// without 色: 紫色, むらさき), or hex digits as ``init(hex:)`` reads them, full-width
  /// ones too (＃FF6F91).
  public init?(named text: String) {
    let key = Folding.key(text)
    // 紫色 and あかいろ are the colour 紫 and あか; 水色 is a name of its own.
    var keys = [key]
    for suffix in ["色", "いろ"] where key.hasSuffix(suffix) && key.count > suffix.count {
      keys.append(String(key.dropLast(suffix.count)))
    }
    for key in keys {
      if let penlight = OshiColor.penlights.first(where: { penlight in
        ([penlight.japanese, penlight.english] + penlight.aliases).contains {
          Folding.key($0) == key
        }
      }) {
        self = penlight.color
        return
      }
    }
    guard let color = OshiColor(hex: Folding.halfWidth(text)) else { return nil }
    self = color
  }
}
