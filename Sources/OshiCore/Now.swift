/// What `OSHI_NOW` (or the clock) says the present moment is.
public enum Now: Hashable, Sendable {
  /// An exact instant, in seconds since 1970.
  case instant(Int64)
  /// A civil date, meaning local noon of that day in the effective zone.
  case date(LocalDate)
  /// A wall-clock time with no offset, read in the effective zone.
  case wallClock(Int64)

  /// Parses `2026-11-22T09:00:00+09:00`, `…Z`, `2026-11-22T09:00` (local) or `2026-11-22`.
  public init?(iso text: String) {
    let text = text.trimmingASCIISpaces()
    if let date = LocalDate(iso: text) {
      self = .date(date)
      return
    }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 16, let date = LocalDate(iso: String(text.prefix(10))),
      scalars[10] == "T" || scalars[10] == "t" || scalars[10] == " "
    else { return nil }
    var rest = Substring(text.dropFirst(11))
    func number(_ width: Int) -> Int? {
      let digits = rest.prefix(width)
      guard digits.count == width, digits.allSatisfy(\.isASCIIDigit) else { return nil }
      rest = rest.dropFirst(width)
      return Int(digits)
    }
    guard let hour = number(2), hour < 24, rest.popFirst() == ":", let minute = number(2),
      minute < 60
    else { return nil }
    var second = 0
    if rest.first == ":" {
      rest = rest.dropFirst()
      guard let value = number(2), value < 61 else { return nil }
      second = min(value, 59)
      if rest.first == "." || rest.first == "," {
        rest = rest.dropFirst()
        let fraction = rest.prefix(while: \.isASCIIDigit)
        guard !fraction.isEmpty else { return nil }
        rest = rest.dropFirst(fraction.count)
      }
    }
    let wall =
      Int64(date.dayNumber) * Zone.secondsPerDay + Int64(hour * 3600 + minute * 60 + second)
    if rest.isEmpty {
      self = .wallClock(wall)
      return
    }
    if rest == "Z" || rest == "z" {
      self = .instant(wall)
      return
    }
    guard let sign = rest.popFirst(), sign == "+" || sign == "-",
      let offsetHours = number(2), offsetHours <= 18
    else { return nil }
    var offsetMinutes = 0
    if rest.first == ":" { rest = rest.dropFirst() }
    if !rest.isEmpty {
      guard let value = number(2), value < 60, rest.isEmpty else { return nil }
      offsetMinutes = value
    }
    let offset = (offsetHours * 3600 + offsetMinutes * 60) * (sign == "-" ? -1 : 1)
    self = .instant(wall - Int64(offset))
  }

  /// The instant this stands for in `zone`.
  public func instant(in zone: Zone) -> Int64 {
    switch self {
    case .instant(let instant): instant
    case .date(let date): zone.noon(of: date)
    case .wallClock(let wall): zone.instant(atWallClock: wall)
    }
  }
}

extension String {
  func trimmingASCIISpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == "\n" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}
