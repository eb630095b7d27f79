import OshiRuntime
import OshiWidgets

/// The vdirsyncer configuration that pairs oshi's calendar vdir with a CalDAV calendar.
///
/// vdirsyncer's configuration is INI sections whose values are JSON: each value here is
/// written as a JSON string, whatever the path or URL holds. oshi is side `a` and wins a
/// conflict (`conflict_resolution = "a wins"`): an event edited on both sides keeps oshi's
/// version. The password is never in the file: vdirsyncer runs `password_command` with
/// the shell (its `shell` fetch strategy) each time it needs it.
public struct VdirsyncerPairing: Sendable {
  /// The calendar vdir that refresh writes.
  public var folder: String
  /// The CalDAV calendar's URL; nil prints a placeholder.
  public var url: String?
  /// The account's user name; nil prints a placeholder.
  public var username: String?
  /// The shell command that prints the password; nil prints a placeholder.
  public var passwordCommand: String?

  /// The pair's name in vdirsyncer's commands.
  public static let pairName = "oshi_calendar"

  /// Creates a pairing.
  public init(folder: String, url: String?, username: String?, passwordCommand: String?) {
    (self.folder, self.url, self.username, self.passwordCommand) = (
      folder, url, username, passwordCommand
    )
  }

  /// Whether a placeholder stands where an option was not given.
  public var hasPlaceholders: Bool { url == nil || username == nil || passwordCommand == nil }

  /// The warnings for `context`: examples to replace, and no `vdir` in the stored
  /// formats, without which refresh writes no vdir.
  public func warnings(in context: Context) -> [String] {
    let japanese = context.language == .ja
    var warnings: [String] = []
    if hasPlaceholders {
      warnings.append(
        japanese
          ? "例の値を、使うサーバーの値に置き換えてください(--url、--username、--password-command で指定できます)"
          : "replace the example values with your server's (or give --url, --username and --password-command)"
      )
    }
    let formats = try? RefreshFormats(context.storedSettings[SettingKey.formats] ?? "")
    if formats?.vdir != true {
      warnings.append(
        japanese
          ? "refresh は formats に vdir があるときだけカレンダーの vdir を書きます。oshi config set formats vdir(ほかの形式も並べて)を実行してください"
          : "refresh writes the calendar vdir only with vdir in its formats: run oshi config set formats vdir (with your others)"
      )
    }
    return warnings
  }

  /// The configuration, ready to add to `~/.config/vdirsyncer/config`.
  public var configuration: String {
    let pair = Self.pairName
    let folder = folder.hasSuffix("/") ? folder : folder + "/"
    func json(_ text: String) -> String { JSONValue.string(text).text }
    return """
      # vdirsyncer (~/.config/vdirsyncer/config): oshi's calendar vdir, which refresh writes
      # with vdir in its formats, paired with a CalDAV calendar. oshi's side wins a conflict.
      # Keep a single [general] section in the file.
      [general]
      status_path = "~/.local/share/vdirsyncer/status/"

      [pair \(pair)]
      a = "\(pair)_local"
      b = "\(pair)_remote"
      collections = null
      conflict_resolution = "a wins"

      [storage \(pair)_local]
      type = "filesystem"
      path = \(json(folder))
      fileext = ".ics"

      [storage \(pair)_remote]
      type = "caldav"
      # The calendar's own URL (a collection), as the server shows it.
      url = \(json(url ?? "https://dav.example.com/calendars/you/oshi/"))
      username = \(json(username ?? "you"))
      # A command that prints the password; the password itself is never written here.
      password.fetch = ["shell", \(json(passwordCommand ?? "pass show caldav"))]

      # Then:
      #   vdirsyncer discover \(pair)
      #   vdirsyncer sync \(pair)
      # and to sync after each refresh that changed something, in oshi schedule's line:
      #   oshi refresh --then 'vdirsyncer sync \(pair)'

      """
  }
}
