import OshiWords

extension Words.Help {
  /// The help of the argument that names what a command acts on.
  public enum Arguments {
    public static let oshiSlug = Said(
      "The oshi's slug.",
      ja: "推しのスラッグ。")
    public static let groupSlug = Said(
      "The group's slug.",
      ja: "グループのスラッグ。")
    public static let oshiOrGroupSlug = Said(
      "The oshi's or group's slug.",
      ja: "推しかグループのスラッグ。")
    public static let widgetID = Said(
      "The widget's id.",
      ja: "ウィジェットの ID。")
    public static let slotName = Said(
      "The slot's name.",
      ja: "スロットの名前。")
  }
}
