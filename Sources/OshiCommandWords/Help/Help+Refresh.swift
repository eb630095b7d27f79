import OshiWords

extension Words.Help {
  /// `oshi refresh`'s help.
  public enum Refresh {
    public static let abstract = Said(
      "Rewrite the output files that status bars read (for cron, at each local midnight).",
      ja: "ステータスバー用のファイルを更新します(cron などで毎日ローカル時刻0時に実行)。")
    public static let discussion = Said(
      """
      Writes <widget>.<family>.txt for every widget, <slot>.txt and one file per enabled \
      format for every slot, oshi.ics when the formats include ics, <slot>.png when they \
      include png (drawn by oshi-card, as oshi card draws), the calendar as a vdir (a file \
      per event, for vdirsyncer; vdir.* settings) when they include vdir, and \
      timeline.json. Only files whose content changed are written, each atomically. Quiet \
      on success unless --verbose.
      """,
      ja: """
        ウィジェットごとに <widget>.<family>.txt を、スロットごとに <slot>.txt \
        と有効な形式ごとのファイルを書き出します。形式に ics があれば oshi.ics、png があれば \
        <slot>.png(oshi card と同じく oshi-card が描きます)、vdir があればカレンダーの vdir\
        (予定ごとに1ファイル、vdirsyncer 用。設定は vdir.*)、そして timeline.json も書き出します。\
        書き込むのは内容が変わったファイルだけで、どれも書きかけが読まれないよう一度に置き換えます。\
        成功したときは、--verbose がなければ何も表示しません。
        """)
    public static let formats = Said(
      """
      Status-bar formats to write for every slot, ics for a calendar, png for pictures and \
      vdir for vdirsyncer, comma-separated (default: the stored 'formats' setting).
      """,
      ja: """
        書き出す形式をカンマ区切りで: スロットごとのステータスバーの形式、カレンダー用の ics、\
        画像用の png、vdirsyncer 用の vdir(既定: 保存した 'formats' の設定)。
        """)
    public static let verbose = Said(
      "Say what was written, kept, removed and skipped.",
      ja: "書いたもの、そのままのもの、消したもの、飛ばしたものを表示します。")
  }
}
