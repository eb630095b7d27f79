import OshiWords

extension Words {
  /// `oshi import`: the refusals of the command itself (the readers' notes are still
  /// written beside them, in OshiImport).
  public enum Import {
    /// `--date-order` with a `format` (named in both languages) that has no slash dates.
    public static func dateOrderWithoutCSV(_ format: Said) -> Said {
      Said(
        "--date-order reads the slash dates of CSV; \(format.en) has none",
        ja: """
          --date-order は CSV のスラッシュの日付を読むためのものです。\(format.ja)にはありません
          """)
    }
  }
}
