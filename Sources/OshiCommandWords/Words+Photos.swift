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
    /// A photo that cannot be opened, and why (the system's words in both languages).
    public static func cannotRead(_ file: String, _ reason: (en: String, ja: String), slug: String)
      -> Said
    {
      Said(
        "cannot read \(file): \(reason.en); give the path of a JPEG or PNG, such as oshi image set \(slug) ~/Pictures/\(slug).jpg",
        ja:
          "\(file) を読めません(\(reason.ja))。oshi image set \(slug) ~/Pictures/\(slug).jpg のように JPEG か PNG のパスを指定してください"
      )
    }
    public static func tooLarge(_ file: String, kib: Int, most: Int) -> Said {
      Said(
        "\(file) is still \(kib) KiB as a 512-pixel PNG; the most oshi stores is \(most) KiB",
        ja: "\(file) は 512 ピクセルの PNG にしても \(kib) KiB あります。保存できるのは \(most) KiB までです")
    }
    public static let isAFolder = Said("it is a folder", ja: "フォルダーです")
    /// What the system's reasons mean; the system's own words follow them.
    public static let noSuchFile = Said("no such file", ja: "ファイルがありません")
    public static let noReadPermission = Said("permission denied", ja: "読む権限がありません")
    public static let cannotOpen = Said("cannot be opened", ja: "開けません")
  }
}
