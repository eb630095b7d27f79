import OshiWords

extension Words.Help {
  /// `oshi slot rotate`'s help.
  public enum SlotRotate {
    public static let abstract = Said(
      "Make a slot rotate through several widgets.",
      ja: "スロットで複数のウィジェットを順に表示します。")
    public static let widgets = Said(
      "Widget ids separated by commas.",
      ja: "カンマで区切ったウィジェットの id。")
    public static let group = Said(
      "Instead of --widgets: a group's widgets and its members'.",
      ja: "--widgets の代わりに: グループとそのメンバーのウィジェット。")
    public static let kind = Said(
      "With --group, only widgets of this kind, such as birthday.",
      ja: "--group と一緒に: この種類のウィジェットだけ。birthday など。")
    public static let family = Said(
      "circular, rectangular or inline (default: the slot's, else inline).",
      ja: """
        形: circular(円形)、rectangular(長方形)、inline(インライン)のどれか(既定: スロットの形、\
        なければ inline)。
        """)
  }
}
