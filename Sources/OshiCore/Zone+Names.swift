/// What a `TZ` setting, `--tz` or a stored zone names.
public enum ZoneReading: Sendable {
  /// A zone of the IANA time zone database, or a POSIX rule.
  case zone(Zone)
  /// An abbreviation such as `JST` or `EST`: not a zone (`EST` has no daylight time,
  /// New York does), but it suggests one.
  case abbreviation(String, suggestion: String)
  /// Neither IANA nor POSIX can read it.
  case unknown(String)

  /// The zone, when the text named one.
  public var zone: Zone? {
    if case .zone(let zone) = self { return zone }
    return nil
  }
}

extension Zone {
  /// Reads a zone as glibc reads `TZ`: a name in the time zone database (after an
  /// optional `:`, or as a path into a `zoneinfo` folder), else a POSIX rule.
  ///
  /// Abbreviations are refused with the zone they usually stand for. Foundation reads
  /// `JST` as Tokyo but `EST` as a fixed −05:00, glibc reads neither as a zone, and
  /// `systemd` refuses both, so oshi never takes one for a zone.
  public static func reading(_ text: String) -> ZoneReading {
    var name = text.hasPrefix(":") ? String(text.dropFirst()) : text
    if name.hasPrefix("/"), let rest = Zone.afterZoneinfo(name) {
      name = rest
    }
    if let target = abbreviationTarget(name) {
      return .abbreviation(name, suggestion: target)
    }
    if isDatabaseName(name), let zone = Zone(identifier: name) { return .zone(zone) }
    if let zone = Zone(posix: name) { return .zone(zone) }
    return .unknown(name)
  }

  /// The IANA zone an abbreviation usually stands for (`JST` → `Asia/Tokyo`), from
  /// Foundation's table; nil for `UTC`, `GMT` and anything that is not an abbreviation.
  public static func abbreviationTarget(_ name: String) -> String? {
    let key = name.uppercased()
    guard key != "UTC", key != "GMT", key.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    return abbreviations[key]
  }

  /// Foundation's `TimeZone.abbreviationDictionary`, copied so that reading `TZ` needs
  /// no Foundation; a test checks that the two agree.
  public static let abbreviations: [String: String] = [
    "ADT": "America/Halifax", "AKDT": "America/Juneau", "AKST": "America/Juneau",
    "ART": "America/Argentina/Buenos_Aires", "AST": "America/Halifax", "BDT": "Asia/Dhaka",
    "BRST": "America/Sao_Paulo", "BRT": "America/Sao_Paulo", "BST": "Europe/London",
    "CAT": "Africa/Harare", "CDT": "America/Chicago", "CEST": "Europe/Paris",
    "CET": "Europe/Paris", "CLST": "America/Santiago", "CLT": "America/Santiago",
    "COT": "America/Bogota", "CST": "America/Chicago", "EAT": "Africa/Addis_Ababa",
    "EDT": "America/New_York", "EEST": "Europe/Athens", "EET": "Europe/Athens",
    "EST": "America/New_York", "GMT": "GMT", "GST": "Asia/Dubai", "HKT": "Asia/Hong_Kong",
    "HST": "Pacific/Honolulu", "ICT": "Asia/Bangkok", "IRST": "Asia/Tehran",
    "IST": "Asia/Kolkata", "JST": "Asia/Tokyo", "KST": "Asia/Seoul", "MDT": "America/Denver",
    "MSD": "Europe/Moscow", "MSK": "Europe/Moscow", "MST": "America/Phoenix",
    "NDT": "America/St_Johns", "NST": "America/St_Johns", "NZDT": "Pacific/Auckland",
    "NZST": "Pacific/Auckland", "PDT": "America/Los_Angeles", "PET": "America/Lima",
    "PHT": "Asia/Manila", "PKT": "Asia/Karachi", "PST": "America/Los_Angeles",
    "SGT": "Asia/Singapore", "TRT": "Europe/Istanbul", "UTC": "UTC", "WAT": "Africa/Lagos",
    "WEST": "Europe/Lisbon", "WET": "Europe/Lisbon", "WIT": "Asia/Jakarta",
  ]

  /// What follows the first `zoneinfo/` in a path, or nil.
  public static func afterZoneinfo(_ path: String) -> String? {
    let marker = Array("zoneinfo/".utf8)
    let bytes = Array(path.utf8)
    guard bytes.count >= marker.count else { return nil }
    for start in 0...(bytes.count - marker.count)
    where bytes[start..<(start + marker.count)].elementsEqual(marker) {
      return String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
    }
    return nil
  }

  /// Whether `name` can be a name in the time zone database: not Foundation's own
  /// `GMT+0900` form, which a POSIX reader takes the other way round (`GMT+9` is UTC−9).
  static func isDatabaseName(_ name: String) -> Bool {
    for prefix in ["GMT", "UTC"] where name.hasPrefix(prefix) {
      if let sign = name.dropFirst(3).first, sign == "+" || sign == "-" { return false }
    }
    return true
  }

  /// A name in the IANA database with this zone's offsets, for `systemd` and other programs.
  ///
  /// The zone's own name, else for a POSIX rule the zone its abbreviation stands for
  /// (`JST-9` → `Asia/Tokyo`), a fixed `Etc/GMT-9`, or the first zone of the database
  /// that agrees with it. Agreement is checked weekly over two years from `instant`, and
  /// around each of the rule's transitions.
  ///
  /// - Parameters:
  ///   - instant: where agreement starts to be checked, in seconds since 1970.
  ///   - known: the names of the database, tried last in this order.
  /// - Returns: the name; nil when no zone agrees.
  public func ianaName(near instant: Int64, among known: [String]) -> String? {
    guard let rule = posixRule else {
      if let target = Zone.abbreviationTarget(identifier) {
        return Zone(identifier: target).map { agrees(with: $0, near: instant) } == true
          ? target : nil
      }
      return identifier
    }
    var candidates: [String] = []
    for name in [rule.standardName, rule.daylight?.name].compactMap({ $0 }) {
      if let target = Zone.abbreviationTarget(name) { candidates.append(target) }
    }
    if rule.daylight == nil, rule.standardOffset % 3600 == 0 {
      let hours = rule.standardOffset / 3600
      // Etc/GMT's sign is POSIX's: Etc/GMT-9 is UTC+9.
      candidates.append(hours == 0 ? "UTC" : "Etc/GMT\(hours > 0 ? "-" : "+")\(abs(hours))")
    }
    candidates += known
    return candidates.first { name in
      Zone(identifier: name).map { agrees(with: $0, near: instant) } ?? false
    }
  }

  /// Whether `other` has this zone's offsets at every sampled instant near `instant`.
  private func agrees(with other: Zone, near instant: Int64) -> Bool {
    // Instants to compare offsets at, not day counts: a week of seconds apart is fine.
    let week: Int64 = 7 * 86_400
    var samples = (0..<105).map { instant + Int64($0) * week }
    if let daylight = posixRule?.daylight {
      let year = localDate(at: instant).year
      for year in year...(year + 2) {
        for transition in [daylight.start, daylight.end] {
          let wall = PosixTimeZone.wallClock(of: transition, in: year)
          for shift: Int64 in [-86_400, -7200, -1, 0, 7200, 86_400] {
            samples.append(wall - Int64(offset(at: wall)) + shift)
          }
        }
      }
    }
    return samples.allSatisfy { offset(at: $0) == other.offset(at: $0) }
  }
}
