import OshiWords

extension Words.Help {
  /// `oshi widget`'s help.
  public enum Widget {
    public static let abstract = Said(
      "Add, change or remove one widget.",
      ja: "ウィジェットを1つ追加・変更・削除します。")
  }
}
