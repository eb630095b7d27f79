import OshiWords

/// English numbers, plurals and ordinals.
public enum English {
  /// "1 oshi", "2 oshis", "1,000 widgets": a count and its noun, plural unless one.
  public static func counted(_ n: Int, _ noun: String) -> String { Words.counted(n, noun) }

  /// "1 day", "2 days", "1,332 days".
  static func days(_ n: Int) -> Line {
    "\(grouped: n) \(abs(n) == 1 ? "day" : "days")"
  }

  /// The name of month `month` (1 to 12): "January".
  static func month(_ month: Int) -> String { Words.Dates.monthName(month) }

  /// 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 111th.
  static func ordinal(_ n: Int) -> String {
    "\(n)\(ordinalSuffix(n))"
  }

  /// The letters after an ordinal's digits.
  static func ordinalSuffix(_ n: Int) -> StaticString {
    if (11...13).contains(abs(n) % 100) { return "th" }
    switch abs(n) % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }

  /// Digits grouped by thousands: 1,332.
  static func grouped(_ n: Int) -> String {
    let line: Line = "\(grouped: n)"
    return line.text
  }

  /// The most bytes ``write(_:grouped:into:)`` writes: Int.min, grouped.
  static let maximumDigits = 26

  /// Writes the decimal digits of `n`, with its minus sign, at the start of `buffer`.
  ///
  /// - Parameters:
  ///   - n: the number.
  ///   - grouped: puts a comma between thousands: 1,332.
  ///   - buffer: where the bytes go; at least ``maximumDigits`` bytes.
  /// - Returns: how many bytes it wrote.
  static func write(_ n: Int, grouped: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>)
    -> Int
  {
    // Written from the right as bytes, not through Characters
    // (docs/perf-history.md#callgrind-rounds): every widget past day 999 shows a grouped number.
    var digits = 1
    var rest = n.magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    let length = (n < 0 ? 1 : 0) + digits + (grouped ? (digits - 1) / 3 : 0)
    var magnitude = n.magnitude
    var index = length
    for written in 0..<digits {
      if grouped && written > 0 && written % 3 == 0 {
        index -= 1
        buffer[index] = UInt8(ascii: ",")
      }
      index -= 1
      buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    }
    if n < 0 { buffer[0] = UInt8(ascii: "-") }
    return length
  }
}
