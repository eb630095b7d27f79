import OshiWords

extension Words.Help {
  /// `oshi widget edit`'s help.
  public enum WidgetEdit {
    public static let abstract = Said(
      "Change a widget; slots that show it follow a new id.",
      ja: "ウィジェットを変更します。ID を変えても、表示中のスロットは新しい ID で表示を続けます。")
    public static let id = Said(
      "A new id.",
      ja: "新しい id。")
    public static let once = Said(
      "Whether the custom date happens once.",
      ja: "記念日が一度きりかどうか。")
  }
}
