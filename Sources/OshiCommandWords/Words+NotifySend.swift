import OshiWords

extension Words {
  /// oshi-notify-send, which sends one desktop notification through the session bus.
  public enum NotifySend {
    /// An sd-bus call that failed, doing `what`, for `reason`.
    public static func failed(_ what: Said, reason: String) -> Said {
      Said("\(what.en): \(reason)", ja: "\(what.ja): \(reason)")
    }
    /// An option without its value.
    public static func noValue(_ name: String) -> Said {
      Said("\(name) needs a value", ja: "\(name) に値がありません")
    }
    /// An option it does not know.
    public static func unknownOption(_ name: String) -> Said {
      Said("unknown option \(name)", ja: "\(name) というオプションはありません")
    }
    /// No `--summary`.
    public static let noSummary = Said("--summary is required", ja: "--summary が必要です")
    /// No session bus, for `reason`, as under cron; `user` is the user's id, for the
    /// bus's path.
    public static func noSessionBus(_ reason: String, user: UInt32) -> Said {
      Said(
        "no session bus to send the notification on (\(reason)); cron has none: set DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(user)/bus in the crontab line, or use the systemd timer that oshi schedule --systemd prints",
        ja:
          "通知を送るセッションバスがありません(\(reason))。cron にはありません。crontab の行で DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(user)/bus を設定するか、oshi schedule --systemd が出す systemd タイマーを使ってください"
      )
    }
    /// What was being done: making the Notify call.
    public static let cannotMakeCall = Said(
      "cannot make the Notify call", ja: "Notify の呼び出しを作れません")
    /// What was being done: writing the call's arguments.
    public static let cannotWriteCall = Said("cannot write the call", ja: "呼び出しを書けません")
    /// What was being done: reading the server's answer.
    public static let cannotReadAnswer = Said(
      "cannot read the server's answer", ja: "通知サーバーの応答を読めません")
    /// No notification server answered, for `reason`.
    public static func noServer(_ reason: String) -> Said {
      Said(
        "no notification server answered on the session bus: \(reason)",
        ja: "セッションバスで通知サーバーが応答しません: \(reason)")
    }
  }
}
