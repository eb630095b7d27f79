import OshiWords

extension Words.Help {
  /// `oshi config set`'s help.
  public enum ConfigSet {
    public static let abstract = Said(
      "Store a setting, after checking it.",
      ja: "設定を確かめてから保存します。")
    public static let key = Said(
      "tz, lang, era, formats, or a notify.* or vdir.* key (see KEYS).",
      ja: "tz、lang、era、formats、notify.* か vdir.* のキー(「キー」を参照)。")
    public static let value = Said(
      "The value.",
      ja: "値。")
  }
}
