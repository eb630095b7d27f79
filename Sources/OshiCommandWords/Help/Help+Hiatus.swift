import OshiWords

extension Words.Help {
  /// `oshi hiatus`'s help.
  public enum Hiatus {
    public static let abstract = Said(
      "Record a hiatus (活動休止); <slug>-hiatus counts its days, or the days to the return.",
      ja: "活動休止を記録します。<slug>-hiatus が休止の日数、または復帰までの日数を数えます。")
    public static let from = Said(
      "The first day of the hiatus.",
      ja: "活動休止の初日。")
    public static let until = Said(
      "The day of the return, when it is known.",
      ja: "復帰の日(分かっていれば)。")
  }
}
