import OshiWords

extension Words.Help {
  /// `oshi disband`'s help.
  public enum Disband {
    public static let abstract = Said(
      "Record a group's disbanding (解散); <slug>-graduation counts the days since.",
      ja: "グループの解散を記録します。<slug>-graduation が解散からの日数を数えます。")
    public static let on = Said(
      "The day the group disbanded.",
      ja: "グループが解散した日。")
    public static let stopFollowing = Said(
      "Stop the following count on that day instead of going on.",
      ja: "推し始めてからの日数を解散の日で止めます。指定しなければ数え続けます。")
  }
}
