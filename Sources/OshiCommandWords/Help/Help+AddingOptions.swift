import OshiWords

extension Words.Help {
  /// The help of the options of `AddingOptions`, which several commands share.
  public enum AddingOptions {
    public static let isPrivate = Said(
      "Hide the name in every widget.",
      ja: "すべてのウィジェットで名前を隠します。")
    public static let format = Said(
      "text (one id per line) or json.",
      ja: "text(1行に1つの ID)か json。")
  }
}
