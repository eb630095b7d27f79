import OshiWords

extension Words.Help {
  /// `oshi notify`'s help.
  public enum Notify {
    public static let abstract = Said(
      "Send the notifications due now, each once: on the day, before it, and missed ones.",
      ja: "送信時刻を迎えた通知を1回ずつ送ります(当日・事前・送り損ねた分)。")
    public static let discussion = Said(
      """
      Run it from the systemd timer or the crontab line that oshi schedule prints. \
      Settings: notify.at, notify.before, notify.kinds, notify.catch_up, notify.private \
      (oshi config --help). Exit 69 when a notification cannot be delivered; it is not \
      recorded, and the next run sends it.
      """,
      ja: """
        oshi schedule が表示する systemd タイマーか crontab の行から実行します。設定: notify.at、\
        notify.before、notify.kinds、notify.catch_up、notify.private(oshi config --help を参照)。\
        通知を届けられないときは終了ステータス69で終わります。その通知は記録されず、\
        次の実行で送られます。
        """)
    public static let print = Said(
      "Write what is due as lines instead of desktop notifications (cron mail, a login shell).",
      ja: """
        デスクトップ通知の代わりに、送る通知を1行ずつ出力します(cron \
        のメールやログインシェル向け)。
        """)
    public static let dryRun = Said(
      "List what would be sent; record nothing.",
      ja: "送る予定の通知を一覧表示します。送信済みとしては記録しません。")
    public static let format = Said(
      "text or json (JSON Lines).",
      ja: "text か json(JSON Lines)。")
  }
}
