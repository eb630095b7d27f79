import OshiWords

extension Words.Help {
  /// `oshi edit`'s help.
  public enum Edit {
    public static let abstract = Said(
      "Change an oshi; a date given for the first time adds its widget.",
      ja: "推しの登録内容を変更します。初めて指定した日付は、そのウィジェットも作ります。")
  }
}
