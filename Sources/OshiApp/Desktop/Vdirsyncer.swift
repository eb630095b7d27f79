import Foundation
import OshiRuntime
import OshiWidgets

/// The vdirsyncer configuration that pairs oshi's calendar vdir with a CalDAV calendar,
/// or a CardDAV address book with the folder of contacts that `oshi import` reads.
///
/// vdirsyncer's configuration is INI sections whose values are JSON: each value here is
/// written as a JSON string, whatever the path or URL holds. For the calendar, oshi is
/// side `a` and wins a conflict (`conflict_resolution = "a wins"`): an event edited on
/// both sides keeps oshi's version. For contacts, the server is read only
/// (`read_only = true`): oshi never changes a contact, and a file changed in the folder
/// is put back as the server has it (`partial_sync = "revert"`). The password is never in
/// the file: vdirsyncer runs the password command with the shell (its `shell` fetch
/// strategy) each time it needs it.
public struct VdirsyncerPairing: Sendable {
  /// What is synced.
  public enum Collection: Sendable {
    /// The calendar vdir that refresh writes, to a CalDAV calendar.
    case calendar
    /// A CardDAV address book, into the folder that `import` reads; with the command
    /// that imports it (`oshi import --from vdir …`, shell-quoted).
    case contacts(importCommand: String)
  }

  /// What is synced.
  public var collection: Collection
  /// The calendar vdir that refresh writes, or the folder the contacts are synced into.
  public var folder: String
  /// The CalDAV calendar's URL; nil prints a placeholder.
  public var url: String?
  /// The account's user name; nil prints a placeholder.
  public var username: String?
  /// The shell command that prints the password; nil prints a placeholder.
  public var passwordCommand: String?

  /// The calendar pair's name in vdirsyncer's commands.
  public static let pairName = "oshi_calendar"
  /// The contacts pair's name.
  public static let contactsPairName = "oshi_contacts"

  /// Creates a pairing.
  public init(
    _ collection: Collection = .calendar, folder: String, url: String?, username: String?,
    passwordCommand: String?
  ) {
    (self.collection, self.folder, self.url, self.username, self.passwordCommand) = (
      collection, folder, url, username, passwordCommand
    )
  }

  /// The folder the contacts are synced into by default: `contacts` beside the store.
  public static func contactsFolder(store: String) -> String {
    let parent = store.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    return parent.joined(separator: "/") + "/contacts"
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
    if case .calendar = collection, formats?.vdir != true {
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
    let folder = folder.hasSuffix("/") ? folder : folder + "/"
    func json(_ text: String) -> String { JSONValue.string(text).text }
    guard case .calendar = collection else { return contactsConfiguration }
    let pair = Self.pairName
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

  /// The configuration of the contacts pair.
  var contactsConfiguration: String {
    guard case .contacts(let importCommand) = collection else { return "" }
    let pair = Self.contactsPairName
    let folder = folder.hasSuffix("/") ? folder : folder + "/"
    func json(_ text: String) -> String { JSONValue.string(text).text }
    return """
      # vdirsyncer (~/.config/vdirsyncer/config): a CardDAV address book, synced into the
      # folder that oshi import reads. The server is read only: oshi never changes a contact.
      # Keep a single [general] section in the file.
      [general]
      status_path = "~/.local/share/vdirsyncer/status/"

      [pair \(pair)]
      a = "\(pair)_local"
      b = "\(pair)_remote"
      collections = null
      conflict_resolution = "b wins"
      partial_sync = "revert"

      [storage \(pair)_local]
      type = "filesystem"
      path = \(json(folder))
      fileext = ".vcf"

      [storage \(pair)_remote]
      type = "carddav"
      # The address book's own URL (a collection), as the server shows it.
      url = \(json(url ?? "https://dav.example.com/addressbooks/you/contacts/"))
      username = \(json(username ?? "you"))
      # A command that prints the password; the password itself is never written here.
      password.fetch = ["shell", \(json(passwordCommand ?? "pass show carddav"))]
      read_only = true

      # Then:
      #   mkdir -p \(Schedule.shellQuoted(folder))
      #   vdirsyncer discover \(pair)
      #   vdirsyncer sync \(pair)
      #   \(importCommand)
      # and to bring in the day's changes each morning, a crontab line:
      #   30 5 * * * vdirsyncer sync \(pair) && \(importCommand.replacingOccurrences(of: "%", with: "\\%"))

      """
  }
}
