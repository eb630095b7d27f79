import OshiCore
import OshiStore
import OshiWidgets

/// The settings a user may store, checked before they are saved.
public enum Settings {
  /// The keys oshi knows.
  public static let keys = [
    SettingKey.language, SettingKey.timeZone, SettingKey.era, SettingKey.formats,
  ]

  /// Returns `key` when oshi knows it.
  public static func key(_ key: String) throws(OshiError) -> String {
    guard keys.contains(key) else {
      throw .usage("unknown setting '\(key)'; the settings are: \(keys.joined(separator: ", "))")
    }
    return key
  }

  /// Returns the value to store for `key`, or throws when it is not valid.
  public static func value(_ value: String, for key: String) throws(OshiError) -> String {
    switch key {
    case SettingKey.language:
      guard Language(rawValue: value) != nil else {
        throw .usage("lang '\(value)' is not a language oshi speaks; use ja or en")
      }
    case SettingKey.timeZone:
      guard let zone = Zone(identifier: value) else {
        throw .usage("tz '\(value)' is not a known time zone; use an IANA name such as Asia/Tokyo")
      }
      return zone.identifier
    case SettingKey.formats:
      return try Refresher.parseFormats(value).map(\.rawValue).joined(separator: ",")
    case SettingKey.era:
      guard value == "on" || value == "off" else {
        throw .usage("era '\(value)' is not valid; use on (和暦 in Japanese) or off")
      }
    default:
      break
    }
    return value
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
