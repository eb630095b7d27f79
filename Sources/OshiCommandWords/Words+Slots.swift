import OshiWords

extension Words {
  /// Slots: what a status bar or lock screen shows (`oshi slot`).
  public enum Slots {
    public static let noWidgets = Said(
      "--widgets needs at least one id, such as --widgets aki-birthday,aki-debut",
      ja: "--widgets には ID が1つ以上要ります(例: --widgets aki-birthday,aki-debut)")
    public static let widgetTwice = Said(
      "--widgets lists a widget twice; give each id once",
      ja: "--widgets に同じウィジェットが2回あります。ID は1回ずつにしてください")
    /// A group `group` without widgets for `slot rotate`.
    public static func nothingToRotate(_ group: String) -> Said {
      Said(
        "the group '\(group)' and its members have no widgets to rotate through",
        ja: "グループ '\(group)' とそのメンバーには、順に表示するウィジェットがありません")
    }
    /// The same, for widgets of `kind`.
    public static func nothingToRotate(_ group: String, _ kind: Said) -> Said {
      Said(
        "the group '\(group)' and its members have no \(kind.en) widgets to rotate through",
        ja: "グループ '\(group)' とそのメンバーには、順に表示するウィジェット(\(kind.ja))がありません")
    }
    public static let widgetsRemoved = Said(
      "(nothing: its widgets were removed)",
      ja: "(なし: ウィジェットが削除されました)")
    /// `slot list --where`: a slot shown nowhere, with the `oshi integrate` lines that
    /// would show it.
    public static func shownNowhere(_ commands: [String]) -> Said {
      Said(
        "(shown nowhere: \(commands.joined(separator: ", ")))",
        ja: "(どこにも表示されていません: \(commands.joined(separator: "、")))")
    }
    /// The same, with none of the programs `oshi integrate` configures installed.
    public static let shownNowhereNothingInstalled = Said(
      "(shown nowhere)", ja: "(どこにも表示されていません)")
    /// `slot rotate` with both or neither of `--widgets` and `--group`.
    public static func rotateNeedsOne(_ slot: String) -> Said {
      Said(
        "give --widgets ID,ID or --group SLUG, one of the two: oshi slot rotate \(slot) --widgets aki-birthday,aki-debut",
        ja:
          "--widgets ID,ID か --group SLUG のどちらか一方を付けてください(例: oshi slot rotate \(slot) --widgets aki-birthday,aki-debut)"
      )
    }
    public static func kindNeedsGroup(_ slot: String) -> Said {
      Said(
        "--kind goes with --group: oshi slot rotate \(slot) --group stella --kind birthday",
        ja: "--kind は --group と一緒に使います(例: oshi slot rotate \(slot) --group stella --kind birthday)")
    }
  }
}
