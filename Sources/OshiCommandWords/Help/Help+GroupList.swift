import OshiWords

extension Words.Help {
  /// `oshi group list`'s help.
  public enum GroupList {
    public static let abstract = Said(
      "List the groups and their members.",
      ja: "グループとそのメンバーを一覧表示します。")
  }
}
