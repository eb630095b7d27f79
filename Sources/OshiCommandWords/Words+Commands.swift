import OshiWords

extension Words {
  /// What commands print around their work: files written, doctor's verdict, the usage
  /// line after a refusal, schedule's warning about the zone.
  public enum Commands {
    /// A picture written, of `size`.
    public static func wrotePicture(_ output: String, _ size: String) -> Said {
      Said(
        "wrote \(output) (\(size))\n",
        ja: """
          書き込み: \(output)(\(size))

          """)
    }
    /// A share card with the oshi's photo.
    public static let withPhoto = Said(
      "  with the oshi's photo\n",
      ja: """
          推しの写真つき

        """)
    /// A face drawn as the photo.
    public static let photo = Said("photo", ja: "写真")
    /// Doctor's line before a repair.
    public static let fixed = Said("fixed: ", ja: "修正: ")
    /// Doctor's line before a finding.
    public static let problem = Said("problem: ", ja: "問題: ")
    /// Doctor found nothing.
    public static let healthy = Said("healthy", ja: "問題はありません")
    /// Doctor found `count` problems.
    public static func problemsFound(_ count: Int) -> Said {
      Said("\(Words.counted(count, "problem")) found", ja: "問題が \(count) 件あります")
    }
    /// A file refresh wrote.
    public static func wrote(_ file: String) -> Said {
      Said("wrote \(file)", ja: "書き込み: \(file)")
    }
    /// A file refresh removed.
    public static func removed(_ file: String) -> Said {
      Said("removed \(file)", ja: "削除: \(file)")
    }
    /// The files refresh kept.
    public static func kept(_ count: Int, in folder: String) -> Said {
      Said("kept \(count) unchanged in \(folder)", ja: "変更なし: \(folder) の \(count) 件")
    }
    /// The zone that schedule passes, where the environment's cron has none.
    public static func zonePassed(_ zone: String) -> Said {
      Said(
        "cron, systemd and status bars run without your TZ: this command passes --tz \(zone); `oshi config set tz \(zone)` stores it for every command",
        ja:
          "cron・systemd・ステータスバーには TZ が渡りません。そのため、出力する行には --tz \(zone) を付けています。`oshi config set tz \(zone)` で保存すれば、すべてのコマンドに効きます"
      )
    }
    /// The start of the usage line after a refusal.
    public static let usage = Said("usage: ", ja: "使い方: ")
  }
}
