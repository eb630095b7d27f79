import Foundation
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
    NotifySettings.at, NotifySettings.before, NotifySettings.kinds, NotifySettings.catchUp,
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
        "unknown setting '\(key)'; the settings are: \(keys.joined(separator: ", "))",
        ja: "'\(key)' という設定はありません。設定: \(keys.joined(separator: ", "))")
    }
    return key
  }

  /// Returns the value to store for `key`, or throws when it is not valid.
  public static func value(_ value: String, for key: String) throws(OshiError) -> String {
    switch key {
    case SettingKey.language:
      // JA and ja_JP.UTF-8 are stored as ja.
      guard let language = Language(rawValue: value) ?? Language(locale: value) else {
        throw .usage(
          "lang '\(value)' is not a language oshi speaks; use ja or en",
          ja: "lang '\(value)' には対応していません。ja か en にしてください")
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
    case SettingKey.era:
      guard value == "on" || value == "off" else {
        throw .usage(
          "era '\(value)' is not valid; use on (和暦 in Japanese) or off",
          ja: "era '\(value)' は使えません。on(和暦で表示)か off にしてください")
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
      let hint = iana.map {
        "; store the IANA zone with the same midnights: oshi config set tz \($0)"
      }
      let hintJA = iana.map { "。日付の変わり目が同じ IANA のゾーンを保存してください: oshi config set tz \($0)" }
      throw .usage(
        "tz '\(name)' is not an IANA zone name\(hint ?? "; use one such as Asia/Tokyo")",
        ja: "tz '\(name)' は IANA のゾーン名ではありません\(hintJA ?? "。Asia/Tokyo のような名前にしてください")")
    case .abbreviation(_, let suggestion):
      throw .usage(
        "tz '\(name)' is an abbreviation, not a time zone; did you mean \(suggestion)? (oshi config set tz \(suggestion))",
        ja:
          "tz '\(name)' は略称で、タイムゾーンではありません。\(suggestion) のことですか?(oshi config set tz \(suggestion))"
      )
    case .unknown:
      let suggestion = Suggestion.closest(to: name, in: TimeZone.knownTimeZoneIdentifiers)
      throw .usage(
        "tz '\(name)' is not a known time zone; "
          + (suggestion.map { "did you mean \($0)?" } ?? "use an IANA name such as Asia/Tokyo"),
        ja: "tz '\(name)' というタイムゾーンはありません。"
          + (suggestion.map { "\($0) のことですか?" } ?? "Asia/Tokyo のような IANA の名前にしてください"))
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
