import OshiWords

extension Words.Help {
  /// `oshi resume`'s help.
  public enum Resume {
    public static let abstract = Said(
      "End a hiatus: the oshi returns (復帰) on the day given.",
      ja: "推しの復帰を記録し、活動休止を指定した日で終えます。")
    public static let on = Said(
      "The day of the return.",
      ja: "復帰の日。")
  }
}
