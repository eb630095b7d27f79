import OshiWords

extension Words.Help {
  /// `oshi group add`'s help.
  public enum GroupAdd {
    public static let abstract = Said(
      "Add a group, with one widget per date given: <slug>-formed, -debut and -following.",
      ja: """
        グループを追加し、指定した日付ごとにウィジェットを作ります: <slug>-formed、-debut、\
        -following。
        """)
    public static let name = Said(
      "The group's name, as you write it.",
      ja: "グループの表示名(ふだんの表記のまま)。")
    public static let slug = Said(
      "A short ASCII id for the group (default: from the name).",
      ja: "グループのスラッグ: 英数字の短い識別名(既定: 名前から作ります)。")
  }
}
