import OshiWords

extension Words.Help {
  /// `oshi image`'s help.
  public enum Image {
    public static let abstract = Said(
      "Store or remove an oshi's photo, for cards and notifications.",
      ja: "カードと通知に使う推しの写真を保存・削除します。")
  }
}
