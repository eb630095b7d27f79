import OshiWords

extension Words.Help {
  /// `oshi config`'s help.
  public enum Config {
    public static let abstract = Said(
      "Read or change stored settings (tz, lang, era, formats, notify.*, vdir.*).",
      ja: "保存された設定(tz、lang、era、formats、notify.*、vdir.*)を読み書きします。")
  }
}
