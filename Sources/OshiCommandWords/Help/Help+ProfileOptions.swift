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
        名前のよみがな。'ほうしょう まりん' のように、かなで書きます(語の間は空白)。add \
        はよみがなからスラッグを作ります。よみがなは保存されますが、edit \
        でスラッグが変わることはありません。
        """)
    public static let oshiColor = Said(
      """
      The oshi's colour: #RRGGBB, or a penlight colour such as 赤, ピンク, red or light blue \
      (oshi options color lists them); a member without one shows its group's.
      """,
      ja: """
        推し色。#RRGGBB か、赤・ピンク・水色などのペンライトの色の名前(一覧は oshi options color)。\
        推し色のないメンバーはグループの推し色で表示します。
        """
    )
    public static let clearsColor = Said(
      "Clear the oshi's colour.",
      ja: "推し色を消します。")
  }
}
