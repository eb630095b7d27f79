import OshiWords

extension Words.Help {
  /// `oshi slot`'s help.
  public enum Slot {
    public static let abstract = Said(
      "Place widgets in named slots, as on a Lock Screen.",
      ja: "ロック画面のように、名前を付けたスロットにウィジェットを置きます。")
  }
}
