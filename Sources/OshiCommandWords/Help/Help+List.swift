import OshiWords

extension Words.Help {
  /// `oshi list`'s help.
  public enum List {
    public static let abstract = Said(
      "List oshis and their widgets.",
      ja: "推しとそのウィジェットを一覧表示します。")
    public static let format = Said(
      "table, json or tsv.",
      ja: "table、json、tsv のどれか。")
    public static let era = Said(
      "Show dates in 和暦 (with --lang ja).",
      ja: "日付を和暦で表示します(--lang ja のとき)。")
  }
}
