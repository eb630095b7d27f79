import OshiWords

extension Words.Help {
  /// The help of the options of `GroupOptions`, which several commands share.
  public enum GroupOptions {
    public static let formed = Said(
      "The day the group was formed (結成).",
      ja: "グループの結成日。")
  }
}
