extension Words {
  /// `render`, `show` and `upcoming`: what they are asked to draw or list.
  public enum Render {
    /// A menu line's submenu: show the widget in the slot `slot`.
    public static func menuShow(_ slot: String) -> Said {
      Said("Show in '\(slot)'", ja: "'\(slot)' に表示")
    }
    /// A menu line's submenu: the oshi's timeline.
    public static let menuTimeline = Said("Timeline", ja: "推し年表")
    /// A menu line's submenu: the widget's next occasion, as a notification.
    public static let menuOccasion = Said("Next occasion", ja: "次の記念日")
    public static let noHomeForOutput = Said(
      "cannot find the output folder: HOME is not set; give --out DIR",
      ja: "出力フォルダーの場所が分かりません。HOME が設定されていないので、--out フォルダー を指定してください")
    public static let slotWithOthers = Said(
      "--slot renders the slot's own widget and family; give no ids, --all, --group or --family with it",
      ja: "--slot はスロットのウィジェットを、スロットの形で出力します。ID・--all・--group・--family は一緒に使えません")
    public static let groupWithOthers = Said(
      "--group renders the group's widgets and its members'; give no ids or --all with it",
      ja: "--group はグループとメンバーのウィジェットを出力します。ID や --all は一緒に使えません")
    public static func daysOutOfRange(_ days: Int) -> Said {
      Said(
        "--days \(days) is out of range; use 0 to 36600",
        ja: "--days \(days) は範囲外です。0〜36600 にしてください")
    }
    public static let limitBelowOne = Said(
      "--limit must be 1 or more",
      ja: "--limit は1以上にしてください")
    /// A slot whose widgets were all removed.
    public static func slotShowsNothing(_ name: String, family: String) -> Said {
      Said(
        "slot '\(name)' shows nothing: its widgets were removed; place one with oshi slot set \(name) --widget ID --family \(family)",
        ja:
          "スロット '\(name)' は何も表示しません。ウィジェットが削除されました。oshi slot set \(name) --widget ID --family \(family) で置いてください"
      )
    }
    public static func widthOutOfRange(_ width: Int, _ least: Int, _ most: Int) -> Said {
      Said(
        "--width \(width) is out of range; use \(least) to \(most) cells",
        ja: "--width \(width) は範囲外です。\(least)〜\(most) セルにしてください")
    }
    public static let cachedNeedsSlot = Said(
      "--cached prints refresh's file of a slot; give --slot NAME",
      ja: "--cached はスロットの refresh のファイルを表示します。--slot 名前 を指定してください")
    public static let outNeedsCached = Said(
      "--out names refresh's folder for --cached; give --slot NAME --cached",
      ja: "--out は --cached で読む refresh のフォルダーです。--slot 名前 --cached と一緒に使ってください")
  }
}
