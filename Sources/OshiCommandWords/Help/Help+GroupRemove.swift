import OshiWords

extension Words.Help {
  /// The help of the options of `GroupRemove`, which several commands share.
  public enum GroupRemove {
    public static let abstract = Said(
      "Remove a group and its widgets; its members stay, without a group.",
      ja: "グループとそのウィジェットを削除します。メンバーはグループなしで残ります。")
  }
}
