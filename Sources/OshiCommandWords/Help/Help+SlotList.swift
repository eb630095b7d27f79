import OshiWords

extension Words.Help {
  /// `oshi slot list`'s help.
  public enum SlotList {
    public static let abstract = Said(
      "List slots: name, family, the widget shown now, the rotation.",
      ja: "スロットを一覧表示します: 名前、形、いま表示中のウィジェット、ローテーション。")
  }
}
