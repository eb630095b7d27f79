import OshiWords

extension Words.Help {
  /// `oshi widget add`'s help.
  public enum WidgetAdd {
    public static let abstract = Said(
      "Add a widget to an oshi and print its id.",
      ja: "推しにウィジェットを追加し、その ID を表示します。")
    public static let oshiSlug = Said(
      "The oshi's slug.",
      ja: "推しのスラッグ。")
    public static let kind = Said(
      "What the widget counts: one of the oshi's dates, or a custom day.",
      ja: "ウィジェットが数えるもの: 推しの日付のどれか、または記念日。")
    public static let id = Said(
      "The widget's id (default: <slug>-<kind> or <slug>-<label>).",
      ja: "ウィジェットの ID(既定: <slug>-<kind> か <slug>-<label>)。")
    public static let once = Said(
      "A custom date that happens once, with no yearly occurrence.",
      ja: "毎年は来ない、一度きりの記念日。")
  }
}
