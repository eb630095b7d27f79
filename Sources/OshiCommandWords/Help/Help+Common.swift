import OshiWords

extension Words.Help {
  /// Help several commands share word for word.
  public enum Common {
    public static let textOrJSON = Said(
      "text or json.",
      ja: "text か json。")
  }
}
