import OshiWords

extension Words.Help {
  /// `oshi image set`'s help.
  public enum ImageSet {
    public static let abstract = Said(
      "Store a PNG or JPEG as the oshi's photo.",
      ja: "PNG か JPEG を推しの写真として保存します。")
    public static let discussion = Said(
      """
      The picture is cut to a square around its centre, scaled to at most 512 pixels and \
      stored in the store as PNG (at most 1 MiB). Files over 20 MiB or 50 megapixels are \
      refused.
      """,
      ja: """
        画像は中央を正方形に切り抜き、最大512ピクセルに縮めて、PNG(最大1 \
        MiB)としてストアに保存します。20 MiB か5000万画素を超えるファイルは受け付けません。
        """)
    public static let file = Said(
      "A PNG or JPEG file.",
      ja: "PNG か JPEG のファイル。")
  }
}
