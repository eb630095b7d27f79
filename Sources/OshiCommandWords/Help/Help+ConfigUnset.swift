import OshiWords

extension Words.Help {
  /// `oshi config unset`'s help.
  public enum ConfigUnset {
    public static let abstract = Said(
      "Remove a stored setting.",
      ja: "保存された設定を削除します。")
    public static let key = Said(
      "tz, lang, era, formats, or a notify.* or vdir.* key.",
      ja: "tz、lang、era、formats、notify.* か vdir.* のキー。")
  }
}
