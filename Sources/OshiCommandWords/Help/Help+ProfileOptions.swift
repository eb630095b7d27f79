import OshiWords

extension Words.Help {
  /// The help of the options of `ProfileOptions`, which several commands share.
  public enum ProfileOptions {
    public static let debut = Said(
      "The debut date.",
      ja: "デビュー日。")
    public static let since = Said(
      "The day you started following.",
      ja: "推し始めた日。")
    public static let short = Said(
      "A shorter name for small widgets (with edit, \"\" clears it).",
      ja: "小さなウィジェット用の短い名前(edit で \"\" を渡すと消します)。")
    public static let symbol = Said(
      "One symbol, such as ♡, ☆ or 🎂 (with edit, \"\" clears it).",
      ja: "シンボル1つ。♡、☆、🎂 など(edit で \"\" を渡すと消します)。")
    public static let yomi = Said(
      """
      The reading of the name in kana, such as 'ほうしょう まりん' (a space separates words): add \
      makes the slug from it; it is kept, and edit never renames.
      """,
      ja: """
        名前のよみがな。'ほうしょう まりん' のように、かなで書きます(空白で語を分けます)。add \
        はこれから slug を作ります。よみがなは保存され、edit では slug は変わりません。
        """)
    public static let oshiColor = Said(
      """
      The oshi's colour: #RRGGBB, or a penlight colour such as 赤, ピンク, red or light blue \
      (oshi options color lists them); a member without one shows its group's.
      """,
      ja: """
        推しの色(推し色)。#RRGGBB か、赤・ピンク・水色などのペンライトの色の名前(一覧は oshi \
        options color)。色のないメンバーはグループの色で表示します。
        """
    )
    public static let clearsColor = Said(
      "Clear the oshi's colour.",
      ja: "推しの色を消します。")
  }
}
