import Foundation
import OshiCommandWords
import OshiRuntime
import OshiWidgets
import OshiWords

/// The vdirsyncer configuration that pairs oshi's calendar vdir with a CalDAV calendar,
/// or a CardDAV address book with the folder of contacts that `oshi import` reads.
///
/// vdirsyncer's configuration is INI sections whose values are JSON: each value here is
/// written as a JSON string, whatever the path or URL holds. For the calendar, oshi is
/// side `a` and wins a conflict (`conflict_resolution = "a wins"`): an event edited on
/// both sides keeps oshi's version. For contacts, the server is read only
/// (`read_only = true`): oshi never changes a contact, and a file changed in the folder
/// is never uploaded (`partial_sync = "revert"`: vdirsyncer 0.19 records the change as
/// seen, and the server's next change of that contact replaces it). The password is
/// never in the file: vdirsyncer runs the password command with the shell (its `shell`
/// fetch strategy) each time it needs it.
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
  /// The user's vdirsyncer configuration file when it already has a `[general]` section,
  /// which the pairing then leaves out: vdirsyncer refuses a file with two.
  public var generalIn: String?
  /// The language of the comments; the configuration itself is the same.
  public var language: Language = .en

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

  /// The configuration file vdirsyncer reads, as it looks for one: `VDIRSYNCER_CONFIG`,
  /// else `~/.vdirsyncer/config` when it exists, else `$XDG_CONFIG_HOME/vdirsyncer/config`
  /// (`~/.config/vdirsyncer/config`); nil without a home.
  public static func configurationFile(environment: [String: String]) -> String? {
    if let file = environment["VDIRSYNCER_CONFIG"], !file.isEmpty { return file }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    let old = home + "/.vdirsyncer/config"
    if FileManager.default.fileExists(atPath: old) { return old }
    let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    return (config ?? home + "/.config") + "/vdirsyncer/config"
  }

  /// Whether the configuration at `path` has a `[general]` section; false when there is
  /// no such file.
  public static func hasGeneralSection(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
      $0.trimmingCharacters(in: .whitespaces) == "[general]"
    }
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
    var warnings: [String] = []
    if hasPlaceholders {
      warnings.append(Words.Snippets.replaceExamples(context.language))
    }
    let formats = try? RefreshFormats(context.storedSettings[SettingKey.formats] ?? "")
    if case .calendar = collection, formats?.vdir != true {
      warnings.append(Words.Snippets.vdirNotInFormats(context.language))
    }
    return warnings
  }

  /// The configuration, ready to add to `~/.config/vdirsyncer/config`.
  public var configuration: String {
    let folder = folder.hasSuffix("/") ? folder : folder + "/"
    func json(_ text: String) -> String { JSONValue.string(text).text }
    // What differs between the two pairings; the rest of the text is shared below.
    let (pair, about, local, remote): (String, String, String, String)
    let (fileext, noun, collectionURL, passwordPlaceholder): (String, String, String, String)
    let then: [String]
    switch collection {
    case .calendar:
      pair = Self.pairName
      about = Words.Snippets.vdirsyncerCalendar(language)
      local = "conflict_resolution = \"a wins\""
      remote = "type = \"caldav\""
      (fileext, noun, collectionURL, passwordPlaceholder) = (
        ".ics", Words.Snippets.calendarNoun(language),
        "https://dav.example.com/calendars/you/oshi/",
        "pass show caldav"
      )
      then = [
        "vdirsyncer discover \(pair)", "vdirsyncer sync \(pair)",
        Words.Snippets.syncAfterRefresh(language),
        "oshi refresh --then 'vdirsyncer sync \(pair)'",
      ]
    case .contacts(let importCommand):
      pair = Self.contactsPairName
      about = Words.Snippets.vdirsyncerContacts(language)
      local = "conflict_resolution = \"b wins\"\npartial_sync = \"revert\""
      // Read only: nothing in the folder is ever uploaded.
      remote = "type = \"carddav\"\nread_only = true"
      (fileext, noun, collectionURL, passwordPlaceholder) = (
        ".vcf", Words.Snippets.addressBookNoun(language),
        "https://dav.example.com/addressbooks/you/contacts/",
        "pass show carddav"
      )
      then = [
        "mkdir -p \(Schedule.shellQuoted(folder))", "vdirsyncer discover \(pair)",
        "vdirsyncer sync \(pair)", importCommand,
        Words.Snippets.syncEachMorning(language),
        "30 5 * * * vdirsyncer sync \(pair) && "
          + importCommand.replacingOccurrences(of: "%", with: "\\%"),
      ]
    }
    // "and …" lines are said to the reader; the others are commands, indented.
    let steps = then.map {
      $0.hasPrefix("and ")
        ? "# " + (language == .ja ? String($0.dropFirst("and ".count)) : $0) : "#   " + $0
    }
    return """
      \(about)
      \(general)
      [pair \(pair)]
      a = "\(pair)_local"
      b = "\(pair)_remote"
      collections = null
      \(local)

      [storage \(pair)_local]
      type = "filesystem"
      path = \(json(folder))
      fileext = "\(fileext)"

      [storage \(pair)_remote]
      \(remote)
      # \(Words.Snippets.collectionURL(noun)(language))
      url = \(json(url ?? collectionURL))
      username = \(json(username ?? "you"))
      # \(Words.Snippets.passwordCommand(language))
      password.fetch = ["shell", \(json(passwordCommand ?? passwordPlaceholder))]

      # \(Words.Snippets.then(language))
      \(steps.joined(separator: "\n"))

      """
  }

  /// The `[general]` section, or a comment that the file has one; each ends with a blank
  /// line.
  var general: String {
    if let generalIn {
      return Words.Snippets.generalLeftOut(generalIn)(language)
    }
    return """
      # \(Words.Snippets.oneGeneral(language))
      [general]
      status_path = "~/.local/share/vdirsyncer/status/"

      """
  }
}
