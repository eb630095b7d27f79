extension Words {
  /// Notifications: their settings (`notify.*`), and sending them to the desktop.
  public enum Notify {
    public static func notATime(_ text: String) -> Said {
      Said(
        "notify.at '\(text)' is not a time; use HH:MM, such as 09:00 or 00:00",
        ja: "notify.at '\(text)' は時刻ではありません。09:00 や 00:00 のように HH:MM で指定してください")
    }
    public static func badBefore(_ text: String) -> Said {
      Said(
        "notify.before '\(text)' must list days from 1 to 365, such as 30,7,1 (or none)",
        ja: "notify.before '\(text)' は 30,7,1 のように1〜365の日数を並べてください(なしは none)")
    }
    public static func unknownKind(_ part: String, _ names: String) -> Said {
      Said(
        "notify.kinds: '\(part)' is not an occasion; choose from \(names)",
        ja: "notify.kinds: '\(part)' という種類はありません。次から選んでください: \(names)")
    }
    public static func badCatchUp(_ text: String) -> Said {
      Said(
        "notify.catch_up '\(text)' must be a number of days from 0 to 30",
        ja: "notify.catch_up '\(text)' は0〜30の日数にしてください")
    }
    public static func badPrivacy(_ text: String) -> Said {
      Said(
        "notify.private '\(text)' is not valid; use hide (the default) or show",
        ja: "notify.private '\(text)' は使えません。hide(既定)か show にしてください")
    }
  }
}
