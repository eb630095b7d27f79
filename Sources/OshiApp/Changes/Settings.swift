import Foundation
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// The settings a user may store, checked before they are saved.
public enum Settings {
  /// The keys oshi knows.
  public static let keys = [
    SettingKey.language, SettingKey.timeZone, SettingKey.era, SettingKey.formats,
    SettingKey.terminal, NotifySettings.at, NotifySettings.before, NotifySettings.kinds,
    NotifySettings.catchUp,
    NotifySettings.privacy, CalendarFolderSettings.path, CalendarFolderSettings.kinds,
    CalendarFolderSettings.oshis, CalendarFolderSettings.privacy,
  ]

  /// What each key holds, for `config --help`: the catalog's ``Words/Settings``.
  public static let meanings: [(key: String, meaning: Said)] = [
    (SettingKey.timeZone, Words.Settings.timeZone),
    (SettingKey.language, Words.Settings.language),
    (SettingKey.era, Words.Settings.era),
    (
      SettingKey.formats,
      Words.Settings.formats(bars: commaLines(StatusFormat.allCases.map(\.rawValue)))
    ),
    (SettingKey.terminal, Words.Settings.terminal),
    (NotifySettings.at, Words.Settings.notifyAt),
    (NotifySettings.before, Words.Settings.notifyBefore),
    (NotifySettings.kinds, Words.Settings.notifyKinds),
    (NotifySettings.catchUp, Words.Settings.notifyCatchUp),
    (NotifySettings.privacy, Words.Settings.notifyPrivacy),
    (CalendarFolderSettings.path, Words.Settings.vdirPath),
    (
      CalendarFolderSettings.kinds,
      Words.Settings.vdirKinds(WidgetKind.allCases.map(\.rawValue).joined(separator: ","))
    ),
    (CalendarFolderSettings.oshis, Words.Settings.vdirOshis),
    (CalendarFolderSettings.privacy, Words.Settings.vdirPrivacy),
  ]

  /// `names` joined with commas, in lines of at most `width` characters: help does not
  /// break a word that long where a reader can follow it.
  public static func commaLines(_ names: [String], width: Int = 66) -> String {
    var lines: [String] = []
    var line = ""
    for name in names {
      if !line.isEmpty && line.count + 1 + name.count > width {
        lines.append(line + ",")
        line = ""
      }
      line += (line.isEmpty ? "" : ",") + name
    }
    return (lines + [line]).joined(separator: "\n")
  }

  /// The keys and their meanings as help text, in the layout of the examples, in
  /// `language`.
  public static func keysHelp(in language: Language = .en) -> String {
    meanings.map { key, meaning in
      "  \(key)\n"
        + meaning(language).split(separator: "\n").map { "      \($0)" }
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Returns `key` when oshi knows it.
  public static func key(_ key: String) throws(OshiError) -> String {
    guard keys.contains(key) else {
      throw .usage(
        Words.Settings.unknownSetting(key, keys.joined(separator: ", ")))
    }
    return key
  }

  /// Returns the value to store for `key`, or throws when it is not valid.
  public static func value(_ value: String, for key: String) throws(OshiError) -> String {
    switch key {
    case SettingKey.language:
      // JA and ja_JP.UTF-8 are stored as ja.
      guard let language = Language.parse(value) else {
        throw .usage(
          Words.Settings.unknownLanguage(value))
      }
      return language.rawValue
    case SettingKey.timeZone:
      return try ianaZoneName(value)
    case SettingKey.formats:
      return try RefreshFormats(value).setting
    case NotifySettings.at, NotifySettings.before, NotifySettings.kinds, NotifySettings.catchUp,
      NotifySettings.privacy:
      return try NotifySettings.value(value, for: key)
    case CalendarFolderSettings.path, CalendarFolderSettings.kinds, CalendarFolderSettings.oshis,
      CalendarFolderSettings.privacy:
      return try CalendarFolderSettings.value(value, for: key)
    case SettingKey.terminal:
      let words = value.split(separator: " ")
      guard !words.isEmpty, Sanitizer.firstForbidden(in: value) == nil, !value.contains("\t")
      else { throw .usage(Words.Settings.badTerminal) }
      return words.joined(separator: " ")
    case SettingKey.era:
      guard value == "on" || value == "off" else {
        throw .usage(
          Words.Settings.badEra(value))
      }
    default:
      break
    }
    return value
  }
}

extension Settings {
  /// `name` when it is a zone of the IANA database, kept as written (`UTC` stays
  /// `UTC`); otherwise an error that names the zone meant.
  ///
  /// The stored zone reaches programs other than oshi: `systemd` reads it in the
  /// printed `OnCalendar=`, and it refuses abbreviations and POSIX rules. `EST` is also
  /// a fixed −05:00, an hour off New York's midnight all summer.
  static func ianaZoneName(_ name: String) throws(OshiError) -> String {
    var reading = Zone.reading(name)
    // The zoneinfo folder also holds files that are no zone's name, which glibc reads
    // for TZ but systemd refuses (`localtime`, `posixrules`, `posix/Asia/Tokyo`): the
    // stored name must be one the database lists.
    if case .zone(let zone) = reading, zone.posixRule == nil, TimeZone(identifier: name) == nil {
      reading = .unknown(name)
    }
    switch reading {
    case .zone(let zone) where zone.posixRule == nil && zone.identifier == name:
      return name
    case .zone(let zone):
      let iana = zone.ianaName(near: Int64(Date().timeIntervalSince1970))
      throw .usage(
        iana.map { Words.Settings.notIANA(name, sameMidnights: $0) } ?? Words.Settings.notIANA(name)
      )
    case .abbreviation(_, let suggestion):
      throw .usage(Words.Settings.abbreviation(name, suggestion))
    case .unknown:
      let suggestion = Suggestion.closest(to: name, in: TimeZone.knownTimeZoneIdentifiers)
      throw .usage(
        suggestion.map { Words.Settings.unknownZone(name, didYouMean: $0) }
          ?? Words.Settings.unknownZone(name))
    }
  }
}

extension Catalog {
  /// The stored settings.
  public func settings() throws(OshiError) -> [String: String] {
    do {
      return try store.settings()
    } catch {
      throw OshiError(error)
    }
  }

  /// Stores a setting after checking it; nil removes it.
  public func setSetting(_ key: String, to value: String?) throws(OshiError) {
    let key = try Settings.key(key)
    let checked = try value.map { text throws(OshiError) in try Settings.value(text, for: key) }
    try store.change { store in try store.setSetting(key, to: checked) }
  }
}
