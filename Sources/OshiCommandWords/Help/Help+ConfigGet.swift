import OshiWords

extension Words.Help {
  /// `oshi config get`'s help.
  public enum ConfigGet {
    public static let abstract = Said(
      "Print settings, or one setting.",
      ja: "設定を表示します(キーを指定すれば、その設定だけ)。")
    public static let key = Said(
      "tz, lang, era, formats, or a notify.* or vdir.* key (default: all).",
      ja: "tz、lang、era、formats、notify.* か vdir.* のキー(既定: すべて)。")
  }
}
