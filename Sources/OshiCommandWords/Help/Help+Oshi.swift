import OshiWords

extension Words.Help {
  /// `oshi`'s own help, above its commands'.
  public enum Oshi {
    public static let abstract = Said(
      "Count the days that matter about the people you follow (推し活).",
      ja: "推しの大切な日を数えます(推し活)。")
  }
}
