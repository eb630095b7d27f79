import OshiCore

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
  public static let penlights: [Penlight] = [
    Penlight("赤", "red", "#FF0000", aliases: ["レッド"]),
    Penlight("ピンク", "pink", "#FF69B4", aliases: ["hotpink"]),
    Penlight("薄ピンク", "light pink", "#FFB6C1", aliases: ["桃", "サクラピンク", "lightpink"]),
    Penlight("オレンジ", "orange", "#FFA500"),
    Penlight("黄", "yellow", "#FFFF00", aliases: ["黄色", "イエロー"]),
    Penlight("黄緑", "lime", "#ADFF2F", aliases: ["ライトグリーン", "yellow green", "greenyellow"]),
    Penlight("緑", "green", "#32CD32", aliases: ["グリーン", "limegreen"]),
    Penlight("ターコイズ", "turquoise", "#40E0D0"),
    Penlight("水色", "light blue", "#87CEEB", aliases: ["ライトブルー", "パステルブルー", "skyblue"]),
    Penlight("青", "blue", "#1E90FF", aliases: ["ブルー", "dodgerblue"]),
    Penlight("紫", "purple", "#9370DB", aliases: ["パープル", "mediumpurple"]),
    Penlight("すみれ", "violet", "#EE82EE", aliases: ["スミレ", "バイオレット"]),
    Penlight("白", "white", "#FFFFFF", aliases: ["ホワイト"]),
    Penlight("金", "gold", "#FFD700", aliases: ["ゴールド"]),
    Penlight("銀", "silver", "#C0C0C0", aliases: ["シルバー"]),
  ]

  /// Reads a colour as a fan gives it: a penlight colour's name in Japanese or English
  /// (case, spaces and hyphens aside), or hex digits as ``init(hex:)`` reads them.
  public init?(named text: String) {
    let key = OshiColor.key(text)
    if let penlight = OshiColor.penlights.first(where: { penlight in
      ([penlight.japanese, penlight.english] + penlight.aliases).contains {
        OshiColor.key($0) == key
      }
    }) {
      self = penlight.color
    } else if let color = OshiColor(hex: text) {
      self = color
    } else {
      return nil
    }
  }

  /// A name as it is compared: lower case, without spaces, hyphens or underscores.
  private static func key(_ text: String) -> String {
    String(
      text.lowercased().unicodeScalars.filter { !" \t-_・　".unicodeScalars.contains($0) }
        .map(Character.init))
  }
}
