import OshiWords

extension Words.Help {
  /// `oshi slot list`'s help.
  public enum SlotList {
    public static let abstract = Said(
      "List slots: name, family, the widget shown now, the rotation.",
      ja: "スロットを一覧表示します: 名前、形、いま表示中のウィジェット、ローテーション。")
    public static let whereShown = Said(
      "Instead, say which configuration files show each slot (waybar's, tmux's and others', in their usual places), or the oshi integrate lines that would show it.",
      ja:
        "代わりに、各スロットを表示している設定ファイル(waybar や tmux などの、いつもの場所にあるもの)か、表示するための oshi integrate のコマンドを出します。"
    )
  }
}
