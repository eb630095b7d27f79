import OshiWords

extension Words.Help {
  /// The help of the options of `Graduate`, which several commands share.
  public enum Graduate {
    public static let abstract = Said(
      "Record an oshi's graduation (卒業); <slug>-graduation counts the days since.",
      ja: "推しの卒業を記録します。<slug>-graduation が卒業からの日数を数えます。")
    public static let on = Said(
      "The graduation day.",
      ja: "卒業の日。")
    public static let stopFollowing = Said(
      "Stop the following count on the graduation day (推し歴N日) instead of going on.",
      ja: "推し始めてからの日数を卒業日で止めます(推し歴N日のまま)。指定しなければ数え続けます。")
  }
}
