import OshiWords

extension Words.Help {
  /// `oshi slot set`'s help.
  public enum SlotSet {
    public static let abstract = Said(
      "Show one widget in a slot.",
      ja: "スロットにウィジェットを1つ表示します。")
    public static let name = Said(
      "The slot's name, such as bar.",
      ja: "スロットの名前。bar など。")
    public static let widgetID = Said(
      "The widget's id.",
      ja: "ウィジェットの id。")
    public static let family = Said(
      "circular, rectangular or inline.",
      ja: "形: circular(円形)、rectangular(長方形)、inline(インライン)のどれか。")
  }
}
