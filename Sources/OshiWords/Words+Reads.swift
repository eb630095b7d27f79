extension Words {
  /// What the reading commands say around the widgets: `list`, `group list`, `show`,
  /// the choices of `oshi options`, and an oshi's status.
  public enum Reads {
    /// An empty store, listed.
    public static let noOshis = Said(
      "No oshis yet. Add one with: oshi add NAME --birthday 1999-03-15\n",
      ja: "推しはまだいません。oshi add 名前 --birthday 1999-03-15 で追加できます。\n")
    /// No groups, listed.
    public static let noGroups = Said(
      "No groups yet. Add one with: oshi group add NAME --formed 2020-04-01\n",
      ja: "グループはまだありません。oshi group add 名前 --formed 2020-04-01 で追加できます。\n")
    /// No widgets, shown.
    public static let noWidgets = Said(
      "No widgets yet. Add an oshi with: oshi add NAME --birthday 1999-03-15\n",
      ja: "ウィジェットはまだありません。oshi add 名前 --birthday 1999-03-15 で追加できます。\n")
    /// A private oshi's name.
    public static let privateName = Said("private", ja: "非公開")
    /// The same, in parentheses, where a name would be.
    public static let privateInParentheses = Said("(private)", ja: "(非公開)")
    /// A group's tag.
    public static let group = Said("group", ja: "グループ")
    /// A group's `count` members.
    public static func members(_ count: Int) -> Said {
      Said(Words.counted(count, "member"), ja: "メンバー\(count)人")
    }
    /// An oshi's `count` widgets.
    public static func widgets(_ count: Int) -> Said {
      Said(Words.counted(count, "widget"), ja: "ウィジェット\(count)個")
    }
    /// A family's room: `lines` lines of `cells` cells.
    public static func room(lines: Int, cells: Int) -> Said {
      Said("\(Words.counted(lines, "line")) × \(cells) cells", ja: "\(lines)行 × \(cells)セル")
    }
    /// Counting the day itself as day 1.
    public static let inclusive = Said("inclusive", ja: "当日を1日目とする")
    /// What inclusive means.
    public static let inclusiveMeaning = Said(
      "the day itself is day 1 (default for following)", ja: "当日を1日目と数える(推し始めの既定)")
    /// Counting the days elapsed.
    public static let elapsed = Said("elapsed", ja: "経過日数")
    /// What elapsed means.
    public static let elapsedMeaning = Said(
      "0 on the day itself (default for the other kinds)", ja: "当日を0日と数える(ほかの種類の既定)")
    /// Feb 29 on Feb 28.
    public static let feb28 = Said("Feb 28", ja: "2月28日")
    /// What feb28 means.
    public static let feb28Meaning = Said(
      "Feb 29 falls on Feb 28 in common years (default)", ja: "平年は2月29日を2月28日とする(既定)")
    /// Feb 29 on Mar 1.
    public static let mar1 = Said("Mar 1", ja: "3月1日")
    /// What mar1 means.
    public static let mar1Meaning = Said(
      "Feb 29 falls on Mar 1 in common years", ja: "平年は2月29日を3月1日とする")
    /// A slot that shows nothing.
    public static let showsNothing = Said("shows nothing", ja: "表示するウィジェットがありません")
    /// An oshi on hiatus.
    public static let onHiatus = Said("on hiatus", ja: "活動休止中")
    /// A group that disbanded.
    public static let disbanded = Said("disbanded", ja: "解散")
    /// An oshi who graduated.
    public static let graduated = Said("graduated", ja: "卒業")
    /// The three families, as `options` names them.
    public static let circular = Said("circular", ja: "円形")
    public static let rectangular = Said("rectangular", ja: "長方形")
    public static let inline = Said("inline", ja: "インライン")
  }
}
