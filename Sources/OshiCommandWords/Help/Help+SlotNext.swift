import OshiWords

extension Words.Help {
  /// `oshi slot next`'s help.
  public enum SlotNext {
    public static let abstract = Said(
      "Show a slot's next widget and print it (for a status bar's on-click).",
      ja: "スロットの次のウィジェットに進めて表示します(ステータスバーのクリック用)。")
    public static let previous = Said(
      "Step back to the widget before (for a scroll), round from the first to the last.",
      ja: "1つ前のウィジェットに戻します(スクロール用)。先頭の前は末尾です。")
    public static let quiet = Said(
      "Print nothing.",
      ja: "何も表示しません。")
  }
}
