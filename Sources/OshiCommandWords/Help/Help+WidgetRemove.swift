import OshiWords

extension Words.Help {
  /// The help of the options of `WidgetRemove`, which several commands share.
  public enum WidgetRemove {
    public static let abstract = Said(
      "Remove a widget and clear it from every slot.",
      ja: "ウィジェットを削除し、すべてのスロットから外します。")
  }
}
