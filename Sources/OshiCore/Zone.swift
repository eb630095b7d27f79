/// The link between instants and civil dates in one time zone.
///
/// The zone decides only what today is and when tomorrow starts; every count of days
/// is done on ``LocalDate/dayNumber``. Nothing here reads the clock: callers pass the
/// instant in.
public struct Zone: Sendable {
  /// Where the offsets come from.
  private enum Rules: Sendable {
    /// The IANA time zone database, from the system's `zoneinfo` folder.
    case file(TZif)
    /// A POSIX `TZ` rule such as `JST-9`.
    case posix(PosixTimeZone)
  }

  private let rules: Rules

  /// The zone's name as it was given: `Asia/Tokyo`, `UTC` (never renamed `GMT`), or a
  /// POSIX rule such as `JST-9`.
  public let identifier: String

  /// The zone with this name in the time zone database (a leading `:` as in
  /// `TZ=:Asia/Tokyo` is allowed).
  ///
  /// The zone is read from the system's `zoneinfo` folder, the file glibc reads for the
  /// same `TZ` (Debian's tzdata; macOS has the folder too). Foundation's copy of the
  /// database is not asked: it starts ICU, which cost a status bar's call more than
  /// drawing its widget (docs/perf-history.md#zones-without-icu).
  public init?(identifier: String) {
    let name = identifier.hasPrefix(":") ? String(identifier.dropFirst()) : identifier
    guard !name.isEmpty, let file = Zone.databaseFile(named: name).flatMap(TZif.init) else {
      return nil
    }
    rules = .file(file)
    self.identifier = name
  }

  /// UTC: the database's zone when it has one, else the rule `UTC0`, so that a system
  /// without a zone database still has a zone.
  public static var utc: Zone {
    Zone(identifier: "UTC") ?? Zone(rule: .utc, identifier: "UTC")
  }

  private init(rule: PosixTimeZone, identifier: String) {
    rules = .posix(rule)
    self.identifier = identifier
  }

  /// Where the system keeps the time zone database, as glibc does.
  static let databaseFolder = "/usr/share/zoneinfo"

  /// The bytes of the zone file `name` names in ``databaseFolder``; nil when there is
  /// none, or when `name` is not a plain relative path inside the folder.
  static func databaseFile(named name: String) -> [UInt8]? {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.hasPrefix("/"), !name.utf8.contains(0),
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { return nil }
    return SystemFile.bytes(at: databaseFolder + "/" + name, limit: 1 << 20)
  }

  /// The zone a POSIX `TZ` rule describes, such as `JST-9` or `EST5EDT,M3.2.0,M11.1.0`.
  public init?(posix text: String) {
    guard let rule = PosixTimeZone(text) else { return nil }
    rules = .posix(rule)
    identifier = text
  }

  /// The POSIX rule, when the zone is one.
  public var posixRule: PosixTimeZone? {
    if case .posix(let rule) = rules { return rule }
    return nil
  }

  /// Seconds east of UTC in force at `instant` (seconds since 1970).
  public func offset(at instant: Int64) -> Int {
    switch rules {
    case .file(let file):
      return file.offset(at: instant)
    case .posix(let rule):
      return rule.offset(at: instant)
    }
  }

  /// The civil date at `instant` in this zone.
  public func localDate(at instant: Int64) -> LocalDate {
    let wall = instant + Int64(offset(at: instant))
    return LocalDate(dayNumber: Int(Zone.floorDiv(wall, Zone.secondsPerDay)))
  }

  /// The minutes since local midnight at `instant` in this zone (the wall clock's time of
  /// day, 0 to 1439).
  public func minuteOfDay(at instant: Int64) -> Int {
    let wall = instant + Int64(offset(at: instant))
    return Int(wall - Zone.floorDiv(wall, Zone.secondsPerDay) * Zone.secondsPerDay) / 60
  }

  /// The first instant whose local date is later than `today`, with the offset then in force.
  ///
  /// Normally that is tomorrow's midnight. Where a jump removes midnight
  /// (America/Sao_Paulo on 2018-11-04) or skips a whole day (Pacific/Apia on 2011-12-30),
  /// it is the first instant after the jump.
  public func startOfNextDay(after today: LocalDate) -> (instant: Int64, offset: Int) {
    // Local midnight starting tomorrow, as seconds of wall-clock time since 1970.
    let wall = Int64(today.adding(days: 1).dayNumber) * Zone.secondsPerDay
    let window: Int64 = 30 * 3600
    let before = offset(at: wall - window)
    let after = offset(at: wall + window)
    // Midnight exists when an offset maps it to an instant that has that offset.
    var exact: [Int64] = []
    for candidate in Set([before, after]) {
      let instant = wall - Int64(candidate)
      if offset(at: instant) == candidate { exact.append(instant) }
    }
    if let first = exact.min() {
      return (first, offset(at: first))
    }
    // Midnight falls in a gap: find the first instant whose wall clock is past it.
    var low = wall - Int64(max(before, after)) - 1  // wall clock before midnight
    var high = wall - Int64(min(before, after)) + 1  // wall clock at or after midnight
    if wallClock(at: low) >= wall { low -= window }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if wallClock(at: middle) >= wall { high = middle } else { low = middle }
    }
    return (high, offset(at: high))
  }

  /// The instant at local noon of `date`.
  public func noon(of date: LocalDate) -> Int64 {
    instant(atWallClock: Int64(date.dayNumber) * Zone.secondsPerDay + 12 * 3600)
  }

  /// The instant whose wall clock reads `wall` seconds since 1970 (after the jump, in a gap).
  public func instant(atWallClock wall: Int64) -> Int64 {
    let first = wall - Int64(offset(at: wall))
    return wall - Int64(offset(at: first))
  }

  /// Formats an instant as ISO 8601 with the offset in force: `2026-11-23T00:00:00+09:00`.
  public func iso8601(_ instant: Int64) -> String {
    Zone.iso8601(instant, offset: offset(at: instant))
  }

  /// Formats an instant in ISO 8601 with a given offset in seconds.
  public static func iso8601(_ instant: Int64, offset: Int) -> String {
    let wall = instant + Int64(offset)
    let date = LocalDate(dayNumber: Int(floorDiv(wall, secondsPerDay)))
    let second = Int(wall - Int64(date.dayNumber) * secondsPerDay)
    let time =
      "\(LocalDate.pad(second / 3600, 2)):\(LocalDate.pad(second / 60 % 60, 2)):\(LocalDate.pad(second % 60, 2))"
    let sign = offset < 0 ? "-" : "+"
    let magnitude = abs(offset)
    var zone =
      "\(sign)\(LocalDate.pad(magnitude / 3600, 2)):\(LocalDate.pad(magnitude / 60 % 60, 2))"
    if magnitude % 60 != 0 { zone += ":\(LocalDate.pad(magnitude % 60, 2))" }
    return "\(date.iso)T\(time)\(zone)"
  }

  private func wallClock(at instant: Int64) -> Int64 {
    instant + Int64(offset(at: instant))
  }

  /// Converts between a civil date and wall-clock seconds; never used to count days.
  static let secondsPerDay: Int64 = 24 * 60 * 60

  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }
}
