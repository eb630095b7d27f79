import OshiWords

extension Words.Help {
  /// The help of the options of `SlotRemove`, which several commands share.
  public enum SlotRemove {
    public static let abstract = Said(
      "Remove a slot.",
      ja: "スロットを削除します。")
  }
}
