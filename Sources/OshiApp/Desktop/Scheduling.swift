import Foundation
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWidgets
import OshiWords

/// The crontab line and systemd units that run `refresh` at every local midnight.
public struct Schedule: Sendable {
  /// The absolute path of the oshi binary.
  public var binary: String
  /// The absolute path of the store.
  public var store: String
  /// The absolute path of the output folder.
  public var output: String
  /// A command to run after a refresh that changed something.
  public var then: String?
  /// The zone whose midnight the refresh keeps.
  public var zone: String
  /// Whether the command names the zone with `--tz`: when it is not the stored one,
  /// cron's and systemd's bare environment would otherwise read another.
  public var passesZone: Bool
  /// A note for the user when no zone is stored and theirs is not the system's.
  public var zoneWarning: String?
  /// The `oshi schedule` options given, so that the printed install command keeps
  /// every one of them (`--then` among them).
  public var givenOptions: [String] = []
  /// `notify.at`, `HH:MM` in ``zone``: when the notify timer fires.
  public var notifyAt = "09:00"
  /// The minute of the hour at which cron, in the system's zone, meets `notify.at` in
  /// ``zone`` (they differ when an offset has a half or quarter hour).
  public var notifyMinute = 0
  /// The user's id, for the session bus's path in the crontab line.
  public var uid: UInt32 = 0
  /// The language of the comments and the units' descriptions; the block's first and
  /// last lines stay as they are, since `--install` finds the block by them.
  public var language: Language = .en

  /// Creates a schedule.
  public init(
    binary: String, store: String, output: String, then: String?, zone: String, passesZone: Bool,
    zoneWarning: String? = nil
  ) {
    (self.binary, self.store, self.output, self.then) = (binary, store, output, then)
    (self.zone, self.passesZone, self.zoneWarning) = (zone, passesZone, zoneWarning)
  }

  /// The refresh command, quoted for a POSIX shell.
  var command: [String] {
    var words = [binary, "refresh", "--db", store, "--out", output]
    if passesZone { words += ["--tz", zone] }
    if let then { words += ["--then", then] }
    return words
  }

  /// The notify command, quoted for a POSIX shell.
  var notifyCommand: [String] {
    var words = [binary, "notify", "--db", store]
    if passesZone { words += ["--tz", zone] }
    return words
  }

  /// The crontab's notify lines: hourly, and at boot, with the session bus cron lacks.
  var notifyLines: String {
    let bus = "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(uid)/bus"
    let line =
      bus + " "
      + notifyCommand.map(Schedule.shellQuoted).joined(separator: " ")
      .replacingOccurrences(of: "%", with: "\\%")
    return """
      # oshi: \(Words.Snippets.cronNotify(notifyAt)(language))
      \(notifyMinute) * * * * \(line)
      # oshi: \(Words.Snippets.cronNotifyAtBoot(language))
      @reboot sleep 60; \(line)
      """
  }

  /// A crontab: every quarter hour, and at boot, each line under a comment that says
  /// what that line does.
  ///
  /// Every zone's midnight falls on a quarter hour of every other zone (offsets are
  /// whole multiples of 15 minutes, :30 and :45 included), so running at minutes 0, 15,
  /// 30 and 45 catches the user's midnight exactly, whatever the system zone and across
  /// daylight saving changes; a refresh that finds nothing to change writes nothing.
  public var crontab: String {
    // cron turns an unescaped % into a newline.
    let line = quotedCommand(Schedule.shellQuoted, percent: "\\%")
    let install = (["oshi", "schedule", "--cron", "--install"] + givenOptions)
      .map(Schedule.shellQuoted).joined(separator: " ")
    return """
      \(Schedule.beginMarker)
      # \(Words.Snippets.installWith(language)) \(install)
      \(warningLine)# oshi: \(Words.Snippets.cronRefresh(zone)(language))
      */15 * * * * \(line)
      # oshi: \(Words.Snippets.cronRefreshAtBoot(language))
      @reboot \(line)
      \(notifyLines)
      \(Schedule.endMarker)

      """
  }

  /// The first and last lines of oshi's block in a crontab.
  static let beginMarker =
    "# BEGIN oshi schedule (oshi schedule --cron --install replaces this block)"
  static let endMarker = "# END oshi schedule"

  /// `crontab` with oshi's block replaced by `block` (removed when nil), every other
  /// line left as it was.
  ///
  /// Lines an older oshi printed without the block (its comment lines, and the
  /// `*/15` and `@reboot` lines that run `<binary> refresh`) count as oshi's too, so
  /// that installing after a hand-made install does not run refresh twice.
  public static func crontab(
    _ crontab: String, replacingOshiBlockWith block: String?, binary: String
  )
    -> String
  {
    var kept: [Substring] = []
    var inBlock = false
    for line in crontab.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == beginMarker {
        inBlock = true
        continue
      }
      if inBlock {
        if line == endMarker { inBlock = false }
        continue
      }
      let legacy =
        line.hasPrefix("# oshi: keep the status-bar files right at every local midnight")
        || line.hasPrefix("# Install with: (crontab -l 2>/dev/null; oshi schedule --cron)")
        || ((line.hasPrefix("*/15 * * * * ") || line.hasPrefix("@reboot "))
          && line.contains("\(shellQuoted(binary)) refresh "))
      if !legacy { kept.append(line) }
    }
    // Keep the user's lines as they were, without a trail of blank lines.
    while let last = kept.last, last.isEmpty { kept.removeLast() }
    var result = kept.joined(separator: "\n")
    if !result.isEmpty { result += "\n" }
    if let block {
      if !result.isEmpty { result += "\n" }
      result += block
    }
    return result
  }

  /// A systemd user service and timer, with the timer at midnight in the user's zone.
  public var systemd: String {
    // systemd expands % specifiers in unit files; %% is a literal %.
    let exec = quotedCommand(Schedule.systemdQuoted, percent: "%%")
    return """
      # ~/.config/systemd/user/oshi-refresh.service
      [Unit]
      Description=\(Words.Snippets.refreshService(language))

      [Service]
      Type=oneshot
      ExecStart=\(exec)

      # ~/.config/systemd/user/oshi-refresh.timer
      [Unit]
      Description=\(Words.Snippets.refreshTimer(zone)(language))

      [Timer]
      OnCalendar=*-*-* 00:00:00 \(zone)
      OnStartupSec=30s
      Persistent=true

      [Install]
      WantedBy=timers.target

      # ~/.config/systemd/user/oshi-notify.service
      [Unit]
      Description=\(Words.Snippets.notifyService(language))

      [Service]
      Type=oneshot
      ExecStart=\(notifyCommand.map(Schedule.systemdQuoted).joined(separator: " ").replacingOccurrences(of: "%", with: "%%"))

      # ~/.config/systemd/user/oshi-notify.timer
      [Unit]
      Description=\(Words.Snippets.notifyTimer(notifyAt, zone)(language))

      [Timer]
      OnCalendar=*-*-* \(notifyAt):00 \(zone)
      Persistent=true

      [Install]
      WantedBy=timers.target

      # \(Words.Snippets.then(language)) systemctl --user daemon-reload && systemctl --user enable --now oshi-refresh.timer oshi-notify.timer
      \(warningLine)
      """
  }

  /// The refresh command as one line, each word quoted by `quote` and every % written
  /// as `percent`.
  private func quotedCommand(_ quote: (String) -> String, percent: String) -> String {
    command.map(quote).joined(separator: " ").replacingOccurrences(of: "%", with: percent)
  }

  /// The zone warning as a comment line, or nothing.
  private var warningLine: String { zoneWarning.map { "# \($0)\n" } ?? "" }

  /// Quotes a word for a POSIX shell when it needs it.
  public static func shellQuoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
        || "/._-+=:,@".unicodeScalars.contains(scalar)
    }
    if safe && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Quotes a word for systemd's ExecStart.
  static func systemdQuoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && !word.contains { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == ";" }
    if plain { return word }
    return "\""
      + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}
