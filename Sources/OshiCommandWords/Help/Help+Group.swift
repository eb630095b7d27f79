import OshiWords

extension Words.Help {
  /// `oshi group`'s help.
  public enum Group {
    public static let abstract = Said(
      "Add, list, change and remove groups (箱推し).",
      ja: "グループ(箱推し)を追加・一覧・変更・削除します。")
  }
}
