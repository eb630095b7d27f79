import OshiWords

extension Words.Help {
  /// `oshi doctor`'s help.
  public enum Doctor {
    public static let abstract = Said(
      "Check the store's integrity, schema, references and file modes.",
      ja: "ストアの整合性、スキーマ、参照、ファイルの権限を確かめます。")
    public static let discussion = Said(
      "Exits 0 when healthy, 1 with one line per finding otherwise.",
      ja: """
        問題がなければ終了ステータス0で終わります。\
        問題があれば1件を1行で表示し、終了ステータス1で終わります。
        """)
    public static let fix = Said(
      "Repair what can be repaired safely: modes, references to nothing, control characters.",
      ja: "安全に直せるものを直します: 権限、存在しないものへの参照、制御文字。")
  }
}
