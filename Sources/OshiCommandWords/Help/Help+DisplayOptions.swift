import OshiWords

extension Words.Help {
  /// The help of the options of `DisplayOptions`, which several commands share.
  public enum DisplayOptions {
    public static let redact = Said(
      "Hide names and labels; keep the numbers.",
      ja: "名前とラベルを隠し、数字だけ見せます。")
    public static let era = Said(
      "Show dates in 和暦 where a family shows one (with --lang ja).",
      ja: "日付を和暦で表示します(日付を出す形だけ。--lang ja のとき)。")
  }
}
