import OshiWords

extension Words.Help {
  /// `oshi export`'s help.
  public enum Export {
    public static let abstract = Said(
      "Write a complete, versioned JSON backup of the store, or an iCalendar file.",
      ja: "ストアの完全なバックアップ(バージョン番号付きの JSON)か iCalendar ファイルを書き出します。")
    public static let output = Said(
      "The file to write (default: standard output).",
      ja: "書き出すファイル(既定: 標準出力)。")
    public static let format = Said(
      "json (a backup) or ics (RFC 5545, for calendar apps).",
      ja: "json(バックアップ)か ics(RFC 5545、カレンダーアプリ用)。")
    public static let includePrivate = Said(
      "With --format ics, include private oshis and widgets.",
      ja: "--format ics と一緒に: 非公開の推しとウィジェットも含めます。")
  }
}
