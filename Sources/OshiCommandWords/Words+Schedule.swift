import OshiWords

extension Words {
  /// `oshi schedule`: the crontab or systemd timers that run refresh and notify.
  public enum Schedule {
    public static let cronAndSystemd = Said(
      "choose one of --cron and --systemd",
      ja: "--cron と --systemd のどちらか一方にしてください")
    public static let installAndUninstall = Said(
      "choose one of --install and --uninstall",
      ja: "--install と --uninstall のどちらか一方にしてください")
    public static let installWithSystemd = Said(
      "--install and --uninstall change the crontab; for systemd, save the printed units and enable the timer",
      ja: "--install と --uninstall は crontab を変えます。systemd では、表示されたユニットを保存してタイマーを有効にしてください")
    public static func noIANAZone(_ chosen: String) -> Said {
      Said(
        "the zone '\(chosen)' has no IANA name with the same midnights; give --tz with an IANA name such as Asia/Tokyo",
        ja: "ゾーン '\(chosen)' と日付の変わり目が同じ IANA のゾーンがありません。--tz Asia/Tokyo のように IANA の名前を指定してください")
    }
    public static func crontabListFailed(_ reason: String) -> Said {
      Said(
        "crontab -l failed: \(reason)",
        ja: "crontab -l が失敗しました: \(reason)")
    }
    public static func crontabWriteFailed(_ reason: String) -> Said {
      Said(
        "crontab - failed: \(reason)",
        ja: "crontab - が失敗しました: \(reason)")
    }
    public static let noCrontab = Said(
      "there is no crontab program; install cron, or use oshi schedule --systemd",
      ja: "crontab がありません。cron を入れるか、oshi schedule --systemd を使ってください")
    /// `--install` done.
    public static let installed = Said(
      "installed: your crontab runs oshi refresh every quarter hour and at boot, and oshi notify every hour and at boot (crontab -l shows it)",
      ja:
        "インストールしました: crontab が15分ごとと起動時に oshi refresh を、毎時と起動時に oshi notify を実行します(crontab -l で確認できます)"
    )
    /// `--uninstall` done.
    public static let uninstalled = Said(
      "removed oshi's lines from your crontab", ja: "crontab から oshi の行を削除しました")
    /// `--uninstall` with nothing to do.
    public static let nothingToUninstall = Said(
      "your crontab has no oshi lines", ja: "crontab に oshi の行はありません")
  }
}
