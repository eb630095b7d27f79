import OshiWords

extension Words {
  /// Each oshi's photo (`oshi image`).
  public enum Photos {
    public static func noPhoto(_ slug: String) -> Said {
      Said(
        "\(slug) has no photo; oshi image set \(slug) FILE adds one",
        ja: "\(slug) には写真がありません。oshi image set \(slug) ファイル で追加できます")
    }
    public static let cardWroteNoPhoto = Said(
      "oshi-card wrote no photo",
      ja: "oshi-card が写真を書きませんでした")
    public static let cardPhotoNotPNG = Said(
      "oshi-card wrote a photo that is not a PNG",
      ja: "oshi-card が書いた写真が PNG ではありません")
  }
}
