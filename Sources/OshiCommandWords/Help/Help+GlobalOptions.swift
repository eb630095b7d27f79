import OshiWords

extension Words.Help {
  /// The help of the options of `GlobalOptions`, which several commands share.
  public enum GlobalOptions {
    public static let db = Said(
      "The store file (default: $OSHI_DB, else $XDG_DATA_HOME/oshi/oshi.sqlite).",
      ja: "ストアのファイル(既定: $OSHI_DB、なければ $XDG_DATA_HOME/oshi/oshi.sqlite)。")
    public static let tz = Said(
      """
      The time zone that decides what today is: an IANA name, or a POSIX rule such as JST-9 \
      (default: $TZ, the stored zone, the system's).
      """,
      ja: """
        「今日」を決めるタイムゾーン: Asia/Tokyo のような IANA のゾーン名か、JST-9 のような POSIX \
        形式(既定: $TZ、保存した設定、システムの設定の順)。
        """)
    public static let lang = Said(
      "The output language: ja or en (default: $OSHI_LANG, the stored setting, $LANG).",
      ja: "出力の言語: ja か en(既定: $OSHI_LANG、保存した設定、$LANG の順)。")
  }
}
