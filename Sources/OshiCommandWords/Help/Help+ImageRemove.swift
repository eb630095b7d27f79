import OshiWords

extension Words.Help {
  /// `oshi image remove`'s help.
  public enum ImageRemove {
    public static let abstract = Said(
      "Take the oshi's photo out of the store.",
      ja: "推しの写真をストアから削除します。")
  }
}
