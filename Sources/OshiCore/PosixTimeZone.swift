/// A time zone written as a POSIX `TZ` rule, read as glibc reads it.
///
/// `JST-9` (Japan, common in Japanese set-ups), `EST5EDT` and `<+0545>-5:45` are valid
/// `TZ` settings that glibc, `date` and Python honour, though no IANA database names them.
/// The grammar is `std offset [dst [offset] [,start[/time],end[/time]]]`:
///
/// - a name is three or more letters, or anything of letters, digits, `+` and `-` in
///   angle brackets (`<+0545>`);
/// - an offset is `[+|-]hh[:mm[:ss]]` hours *west* of UTC (so `JST-9` is UTC+9), up
///   to 24 hours; the daylight offset defaults to one hour ahead of standard time;
/// - a transition is `Jn` (day 1 to 365, February 29 never counted), `n` (day 0 to
///   365, counted) or `Mm.w.d` (weekday `d`, 0 = Sunday, of week `w` of month `m`,
///   5 = the last), at `time` local (default 02:00:00, glibc allows −167 to 167 hours);
/// - daylight time without transitions follows the United States' rules since 2007
///   (`M3.2.0,M11.1.0`), as America/New_York does. glibc adapts its `posixrules` file
///   (New York) instead, and so follows older rules before 2007 and ends daylight time
///   at 02:00 UTC, four hours early.
///
/// As glibc does, the transitions are computed in the UTC year of the instant. Pure:
/// nothing here reads the clock or a file.
public struct PosixTimeZone: Sendable, Equatable {
  /// Daylight saving time: its name, offset and the two transitions.
  public struct Daylight: Sendable, Equatable {
    public let name: String
    /// Seconds east of UTC in daylight time.
    public let offset: Int
    /// When daylight time starts, in standard local time.
    public let start: Transition
    /// When daylight time ends, in daylight local time.
    public let end: Transition
  }

  /// A yearly transition: a day and a local time of that day, in seconds.
  public struct Transition: Sendable, Equatable {
    public enum Day: Sendable, Equatable {
      /// `Jn`: day 1...365 of the year, February 29 never counted.
      case julian(Int)
      /// `n`: day 0...365 of the year, February 29 counted.
      case zeroBased(Int)
      /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1...5, 5 = last) of month `m`.
      case monthWeekDay(month: Int, week: Int, weekday: Int)
    }
    public let day: Day
    /// Seconds after local midnight (may be negative or past 24 hours).
    public let time: Int
  }

  /// The standard time's name, without angle brackets (`JST`, `+0545`).
  public let standardName: String
  /// Seconds east of UTC in standard time (`JST-9` gives 32400).
  public let standardOffset: Int
  /// Daylight saving time, when the rule has one.
  public let daylight: Daylight?

  /// Reads a POSIX `TZ` rule; nil when `text` is not one.
  public init?(_ text: String) {
    var reader = Reader(Array(text.utf8))
    guard let standardName = reader.name(), let west = reader.offset(maxHours: 24) else {
      return nil
    }
    self.standardName = standardName
    self.standardOffset = -west
    if reader.atEnd {
      daylight = nil
      return
    }
    guard let daylightName = reader.name() else { return nil }
    var daylightOffset = standardOffset + 3600
    if let byte = reader.peek, byte != UInt8(ascii: ",") {
      guard let west = reader.offset(maxHours: 24) else { return nil }
      daylightOffset = -west
    }
    let start: Transition
    let end: Transition
    if reader.atEnd {
      start = Transition(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
      end = Transition(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
    } else {
      guard reader.take(","), let first = reader.transition(), reader.take(","),
        let second = reader.transition(), reader.atEnd
      else { return nil }
      (start, end) = (first, second)
    }
    daylight = Daylight(name: daylightName, offset: daylightOffset, start: start, end: end)
  }

  /// UTC with no daylight time: the rule `UTC0`, built without reading it.
  static let utc = PosixTimeZone(standardName: "UTC", standardOffset: 0, daylight: nil)

  private init(standardName: String, standardOffset: Int, daylight: Daylight?) {
    self.standardName = standardName
    self.standardOffset = standardOffset
    self.daylight = daylight
  }

  /// Seconds east of UTC in force at `instant` (seconds since 1970).
  public func offset(at instant: Int64) -> Int {
    guard let daylight else { return standardOffset }
    let year = LocalDate(dayNumber: Int(Zone.floorDiv(instant, Zone.secondsPerDay))).year
    let start = PosixTimeZone.wallClock(of: daylight.start, in: year) - Int64(standardOffset)
    let end = PosixTimeZone.wallClock(of: daylight.end, in: year) - Int64(daylight.offset)
    let inDaylight =
      start < end ? (start <= instant && instant < end) : (instant < end || start <= instant)
    return inDaylight ? daylight.offset : standardOffset
  }

  /// Whether this rule has the same offsets at every one of `instants` as `offset`.
  public func agrees(with offset: (Int64) -> Int, at instants: [Int64]) -> Bool {
    instants.allSatisfy { self.offset(at: $0) == offset($0) }
  }

  /// The transition's wall-clock time in `year`, as seconds since 1970 read as UTC.
  public static func wallClock(of transition: Transition, in year: Int) -> Int64 {
    let firstOfYear = LocalDate.dayNumber(year: year, month: 1, day: 1)
    let day: Int
    switch transition.day {
    case .julian(let n):
      let leap = LocalDate.isLeapYear(year)
      day = firstOfYear + n - 1 + (leap && n >= 60 ? 1 : 0)
    case .zeroBased(let n):
      day = firstOfYear + n
    case .monthWeekDay(let month, let week, let weekday):
      // The parser allows only months 1 to 12.
      let first = LocalDate.dayNumber(year: year, month: month, day: 1)
      // 1970-01-01 was a Thursday (4).
      let firstWeekday = ((first + 4) % 7 + 7) % 7
      var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      let length = LocalDate.daysInMonth(year: year, month: month)
      while dayOfMonth > length { dayOfMonth -= 7 }
      day = first + dayOfMonth - 1
    }
    return Int64(day) * Zone.secondsPerDay + Int64(transition.time)
  }

  /// A cursor over the rule's bytes.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
      guard peek == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// `<…>` of letters, digits, `+` and `-`, or a run of letters; three or more.
    mutating func name() -> String? {
      let start = index
      if take("<") {
        let first = index
        while let byte = peek,
          Reader.isLetter(byte) || Reader.isDigit(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        {
          index += 1
        }
        let name = bytes[first..<index]
        guard take(">"), name.count >= 3 else {
          index = start
          return nil
        }
        return String(decoding: name, as: UTF8.self)
      }
      while let byte = peek, Reader.isLetter(byte) { index += 1 }
      guard index - start >= 3 else {
        index = start
        return nil
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `[+|-]hh[:mm[:ss]]` as signed seconds, with hours up to `maxHours`.
    mutating func offset(maxHours: Int) -> Int? {
      var sign = 1
      if take("-") {
        sign = -1
      } else {
        _ = take("+")
      }
      guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
      var seconds = hours * 3600
      if take(":") {
        guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
        seconds += minutes * 60
        if take(":") {
          guard let extra = number(maxDigits: 2), extra < 60 else { return nil }
          seconds += extra
        }
      }
      return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then an optional `/time`.
    mutating func transition() -> Transition? {
      let day: Transition.Day
      if take("J") {
        guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
        day = .julian(n)
      } else if take("M") {
        guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
          let week = number(maxDigits: 1), (1...5).contains(week), take("."),
          let weekday = number(maxDigits: 1), (0...6).contains(weekday)
        else { return nil }
        day = .monthWeekDay(month: month, week: week, weekday: weekday)
      } else {
        guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
        day = .zeroBased(n)
      }
      var time = 7200
      if take("/") {
        guard let given = offset(maxHours: 167) else { return nil }
        time = given
      }
      return Transition(day: day, time: time)
    }

    /// One to `maxDigits` ASCII digits.
    mutating func number(maxDigits: Int) -> Int? {
      var value = 0
      var count = 0
      while count < maxDigits, let byte = peek, Reader.isDigit(byte) {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        index += 1
        count += 1
      }
      return count == 0 ? nil : value
    }

    static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }
}
