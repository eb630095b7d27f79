import OshiWords

extension Words.Help {
  /// `oshi schedule`'s help.
  public enum Schedule {
    public static let abstract = Said(
      "Print a crontab line, or systemd user units, that run refresh at every local midnight.",
      ja: """
        毎日ローカル時刻0時に refresh を実行する crontab の行か systemd \
        ユーザーユニットを表示します。
        """)
    public static let cron = Said(
      "A crontab (the default).",
      ja: "crontab(既定)。")
    public static let systemd = Said(
      "A systemd user service and timer.",
      ja: "systemd のユーザーサービスとタイマー。")
    public static let install = Said(
      "Put the crontab lines in your crontab, replacing oshi's earlier ones.",
      ja: "出力する行を自分の crontab に書き込みます。以前の oshi の行は置き換えます。")
    public static let uninstall = Said(
      "Take oshi's lines out of your crontab; the others stay.",
      ja: "crontab から oshi の行を取り除きます。ほかの行はそのまま残ります。")
  }
}
