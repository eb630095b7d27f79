import OshiWords

extension Words.Help {
  /// `oshi resume`'s help.
  public enum Resume {
    public static let abstract = Said(
      "End a hiatus: the oshi returns (復帰) on the day given.",
      ja: "活動休止を終えます。推しは指定した日に復帰します。")
    public static let on = Said(
      "The day of the return.",
      ja: "復帰の日。")
  }
}
