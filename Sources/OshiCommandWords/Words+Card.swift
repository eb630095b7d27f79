import OshiWords

extension Words {
  /// `oshi card` and oshi-card, which draws widgets as pictures.
  public enum Card {
    /// The plan for oshi-card cannot be written, for `reason`.
    public static func cannotWritePlan(_ reason: String) -> Said {
      Said("cannot write the card's plan: \(reason)", ja: "カードの計画を書けません: \(reason)")
    }
    /// oshi-card said nothing back, for `reason`.
    public static func noReport(_ reason: String) -> Said {
      Said(
        "oshi-card gave back no report: \(reason)",
        ja: """
          oshi-card から報告が返りません: \(reason)
          """)
    }
    /// An output named neither .png nor .svg.
    public static func unknownPictureType(_ output: String) -> Said {
      Said(
        "cannot tell the picture's type from \(output); name the file with .png or .svg",
        ja: "\(output) では画像の形式がわかりません。.png か .svg で終わる名前にしてください")
    }
    /// A `--scale` out of 1 to 8.
    public static func scaleOutOfRange(_ scale: Int) -> Said {
      Said(
        "--scale \(scale) is out of range; use 1 to 8",
        ja: """
          --scale \(scale) は範囲外です。1〜8 \
          にしてください
          """)
    }
    /// An output in a `folder` that does not exist.
    public static func noFolder(_ output: String, _ folder: String) -> Said {
      Said(
        "cannot write \(output): there is no folder \(folder)",
        ja: "\(output) を書けません。フォルダー \(folder) がありません")
    }
    /// A `--background` that cannot be read.
    public static func unreadableBackground(_ background: String) -> Said {
      Said("cannot read the background \(background)", ja: "背景 \(background) を読めません")
    }
    /// A widget without a date to count yet.
    public static func noDateYet(_ id: String) -> Said {
      Said(
        "widget \(id) has no date to count from yet; set one with oshi edit or oshi widget edit",
        ja: """
          ウィジェット \(id) にはまだ数える日付がありません。oshi edit か oshi widget edit \
          で設定してください
          """)
    }
    /// A file that cannot be written.
    public static func cannotWrite(_ path: String) -> Said {
      Said("cannot write \(path)", ja: "\(path) を書けません")
    }
    /// The same, for `reason`.
    public static func cannotWriteBecause(_ path: String, _ reason: String) -> Said {
      Said("cannot write \(path): \(reason)", ja: "\(path) を書けません: \(reason)")
    }
    /// A file that cannot be read.
    public static func cannotRead(_ path: String) -> Said {
      Said("cannot read \(path)", ja: "\(path) を読めません")
    }
    /// `--share` with the option `name`, which a share card has no use for.
    public static func shareWith(_ name: String) -> Said {
      Said(
        "--share draws a picture of its own size, with the oshi's photo and colour; leave out \(name)",
        ja: "--share は推しの写真と推し色で、専用の大きさの画像を描きます。\(name) は付けないでください")
    }
    /// `--photo` with `--redact`.
    public static let photoAndRedact = Said(
      "--photo shows who the oshi is, which --redact hides; give one of them",
      ja: "--photo は推しが誰かを見せ、--redact はそれを隠します。どちらか一方にしてください")
    /// `--photo` with another family than circular.
    public static let photoNotCircular = Said(
      "--photo draws the circular image widget; leave out --family, or give --family circular",
      ja: """
        --photo は円形の画像ウィジェットを描きます。--family を付けないか、--family circular \
        にしてください
        """)
    /// Both a background picture and a colour.
    public static let backgroundAndColor = Said(
      "give --background FILE or --background-color COLOR, not both",
      ja: "--background FILE と --background-color COLOR はどちらか一方にしてください")
    /// A picture that is neither PNG nor JPEG.
    public static func notAPicture(_ path: String) -> Said {
      Said(
        "cannot read \(path): not a PNG or JPEG picture",
        ja: "\(path) を読めません。PNG か JPEG の画像ではありません")
    }
    /// A picture of `width` by `height` pixels, over the `most` megapixels oshi reads.
    public static func pictureTooLarge(_ path: String, width: Int, height: Int, most: Int) -> Said {
      Said(
        "\(path) is \(width)×\(height) pixels; the most oshi reads is \(most) megapixels",
        ja: """
          \(path) は \(width)×\(height) ピクセルです。oshi が読めるのは \(most) \
          メガピクセルまでです
          """)
    }
    /// A picture gdk-pixbuf cannot read, for its `reason`.
    public static func unreadablePicture(_ path: String, _ reason: String) -> Said {
      Said("cannot read \(path): \(reason)", ja: "\(path) を読めません: \(reason)")
    }
    /// Cairo ran out of memory.
    public static let outOfMemory = Said(
      "not enough memory for the picture", ja: "画像に使うメモリが足りません")
    /// oshi-card run by hand.
    public static let usage = Said(
      "usage: oshi-card [PLAN.json]; `oshi card` writes the plan, see oshi card --help",
      ja: "使い方: oshi-card [PLAN.json]。計画は oshi card が書きます(oshi card --help を参照)")
    /// A plan oshi-card cannot decode, for `reason`.
    public static func notAPlan(_ reason: String) -> Said {
      Said("the plan is not a card plan: \(reason)", ja: "カードの計画として読めません: \(reason)")
    }
    /// A plan's scale out of 1 to 8.
    public static func badScale(_ scale: Int) -> Said {
      Said("the scale must be from 1 to 8, not \(scale)", ja: "倍率は 1〜8 です(\(scale) ではなく)")
    }
    /// A photo file of `mebibytes`, over the `most` oshi reads.
    public static func photoTooLarge(_ input: String, _ mebibytes: Int, most: Int) -> Said {
      Said(
        "\(input) is \(mebibytes) MiB; the most oshi reads is \(most) MiB",
        ja: "\(input) は \(mebibytes) MiB です。oshi が読めるのは \(most) MiB までです")
    }
    /// The report of a drawn picture cannot be written.
    public static func cannotWriteReport(_ output: String) -> Said {
      Said("cannot write the report of \(output)", ja: "\(output) の報告を書けません")
    }
  }
}
