import OshiWords

extension Words {
  /// Graduations, disbandings and hiatuses (`graduate`, `disband`, `hiatus`, `resume`).
  public enum Life {
    public static func oshiDisbands(_ slug: String) -> Said {
      Said(
        "'\(slug)' is an oshi, not a group; an oshi graduates: oshi graduate \(slug) --on D",
        ja: """
          '\(slug)' はグループではなく推しです。推しの場合は卒業を記録します: oshi graduate \(slug) --on 日付
          """)
    }
    public static func groupGraduates(_ slug: String) -> Said {
      Said(
        "'\(slug)' is a group; a group disbands: oshi disband \(slug) --on D",
        ja: "'\(slug)' はグループです。グループの場合は解散を記録します: oshi disband \(slug) --on 日付")
    }
    public static func noHiatus(_ slug: String) -> Said {
      Said(
        "\(slug) has no hiatus to end; record one with oshi hiatus \(slug) --from D",
        ja: "\(slug) は活動休止していません。oshi hiatus \(slug) --from 日付 で記録できます")
    }
    public static func returnBeforeHiatus(_ option: String, _ day: String, began: String) -> Said {
      Said(
        "\(option) \(day) is before the hiatus began (\(began))",
        ja: "\(option) \(day) は活動休止の始まり(\(began))より前です")
    }
  }
}
