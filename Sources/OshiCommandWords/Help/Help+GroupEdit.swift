import OshiWords

extension Words.Help {
  /// `oshi group edit`'s help.
  public enum GroupEdit {
    public static let abstract = Said(
      "Change a group; a date given for the first time adds its widget.",
      ja: "グループの登録内容を変更します。初めて指定した日付は、そのウィジェットも作ります。")
  }
}
