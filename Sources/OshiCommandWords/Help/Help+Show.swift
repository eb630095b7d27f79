import OshiWords

extension Words.Help {
  /// `oshi show`'s help.
  public enum Show {
    public static let abstract = Said(
      "Preview every widget in every family, framed at its real size.",
      ja: "すべてのウィジェットを3つの形で、実物大の枠に入れてプレビューします。")
    public static let demo = Said(
      "Show sample oshis from a temporary store; your store is not touched.",
      ja: "一時的なストアに作ったサンプルの推しを表示します(自分のストアは変更しません)。")
    public static let images = Said(
      """
      Draw each oshi's photo (oshi image set) in 6×3 cells: grey half blocks in colour, \
      braille without.
      """,
      ja: """
        推しの写真(oshi image set)を6×3セルで描きます: 色が使えればグレーの半ブロック、\
        使えなければ点字で。
        """)
  }
}
