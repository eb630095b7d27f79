import OshiCore

/// The words of each family, in Japanese and English, richest first.
///
/// Each family gets an ordered list of candidates. A candidate with the oshi's name is
/// tried with the full name, then with the short name, and the barest candidates carry
/// the main number alone, so that the fitting always has something that fits.
struct Wording {
  let face: WidgetFace
  let language: Language
  /// Whether dates are written in 和暦 (Japanese only).
  let era: Bool

  /// What the widget is about today.
  enum Moment: Equatable {
    /// Counting up from the date: N日目, day N.
    case counting(Int)
    /// Counting down to the next occurrence.
    case countdown(days: Int, ordinal: Int?)
    /// The occurrence is today.
    case today(ordinal: Int?)
  }

  var moment: Moment {
    let occasion = face.occasion
    let next = occasion.next
    switch face.kind {
    case .birthday, .debut:
      if let next {
        return next.daysUntil == 0
          ? .today(ordinal: next.ordinal) : .countdown(days: next.daysUntil, ordinal: next.ordinal)
      }
      return .counting(occasion.count ?? 0)
    case .following, .custom:
      guard let days = occasion.days, let count = occasion.count else {
        // A yearless date: only the next occurrence can be told.
        guard let next else { return .counting(0) }
        return next.daysUntil == 0
          ? .today(ordinal: nil) : .countdown(days: next.daysUntil, ordinal: nil)
      }
      if days < 0 { return .countdown(days: -days, ordinal: nil) }
      if face.kind == .following { return .counting(count) }
      // A custom day is celebrated on the day itself and on each anniversary.
      if days == 0 || next?.daysUntil == 0 { return .today(ordinal: next?.ordinal) }
      return .counting(count)
    }
  }

  /// The symbol before the text: the cake for birthdays, else the oshi's own or the kind's.
  var symbol: String {
    if face.kind == .birthday { return "🎂" }
    if let symbol = face.symbol { return symbol }
    switch face.kind {
    case .following: return "♡"
    case .debut: return "★"
    case .birthday: return "🎂"
    case .custom: return "◆"
    }
  }

  /// The names to try, longest first; empty when the name is hidden.
  static func names(of face: WidgetFace) -> [String] {
    var result: [String] = []
    if let name = face.name { result.append(name) }
    if let short = face.shortName, short != face.name { result.append(short) }
    return result
  }

  /// The rectangular title line for a name.
  func title(_ name: String) -> String {
    face.kind == .birthday ? "\(name) \(symbol)" : "\(symbol) \(name)"
  }

  var isInclusive: Bool { face.occasion.count != face.occasion.days }

  var isMilestoneDay: Bool { face.occasion.milestone?.daysUntil == 0 }

  /// Offers the candidates of `family` to `list`, in the order the fitting tries them.
  func offer(_ family: Family, to list: inout Candidates) {
    switch language {
    case .ja: japanese(family, &list)
    case .en: english(family, &list)
    }
  }

  // MARK: - Japanese

  func japanese(_ family: Family, _ list: inout Candidates) {
    let sym = symbol
    let label = face.label ?? "記念日"
    switch moment {
    case .counting(let n):
      let unit = isInclusive ? "日目" : "日"
      let mark = isMilestoneDay ? "!" : ""
      let phrase =
        face.kind == .following ? "推し始めて\(n)\(unit)\(mark)" : "\(label)から\(n)\(unit)\(mark)"
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(phrase)" }
        list.add("\(sym) \(phrase)")
        list.named { "\(sym) \($0) \(n)\(unit)\(mark)" }
        list.add(face.kind == .following ? "推し\(n)\(unit)\(mark)" : "\(sym) \(n)\(unit)\(mark)")
        list.add("\(n)\(unit)")
        list.add("\(n)")
      case .circular:
        let top = isMilestoneDay ? "祝" : (face.kind == .following ? "推し" : sym)
        list.add([top, "\(n)", unit])
        list.add([sym, "\(n)", unit])
        list.add(["\(n)", unit])
        list.add(["\(n)"])
      case .rectangular:
        let third =
          isMilestoneDay
          ? "祝 \(n)\(unit)!" : (face.kind == .custom ? anniversaryLineJA : nil) ?? milestoneLineJA
        if era, let start = face.occasion.date.date, let date = JapaneseEra.format(start) {
          list.named { [title($0), phrase, "\(date)から"] }
        }
        list.named { [title($0), phrase, third] }
        list.add([sym, phrase, third])
        list.named { [title($0), phrase] }
        list.add([phrase])
        list.add(["\(n)\(unit)"])
        list.add(["\(n)"])
      }
    case .countdown(let d, let ordinal):
      let event = eventJA(ordinal: ordinal, label: label)
      let plain = eventJA(ordinal: nil, label: label)
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event)まであと\(d)日" }
        if let short = compactJA(ordinal: ordinal) {
          list.named { "\(sym) \($0) \(short)まであと\(d)日" }
        }
        list.named { "\(sym) \($0) \(plain)まであと\(d)日" }
        list.named { "\(sym) \($0) \(plain)まで\(d)日" }
        list.add("\(sym) \(event)まであと\(d)日")
        list.named { "\(sym) \($0) あと\(d)日" }
        list.add("\(sym) \(plain)まであと\(d)日")
        list.add("\(sym) あと\(d)日")
        list.add("あと\(d)日")
        list.add("\(d)日")
        list.add("\(d)")
      case .circular:
        if face.kind == .debut, let ordinal, ordinal > 0 {
          list.add(["\(ordinal)周年", "あと", "\(d)日"])
        }
        list.add([sym, "\(d)", "日"])
        list.add(["あと", "\(d)", "日"])
        list.add(["\(d)", "日"])
        list.add(["\(d)"])
      case .rectangular:
        if era, let next = face.occasion.next, let date = JapaneseEra.format(next.date) {
          list.named { [title($0), "\(event)まであと\(d)日", date] }
          list.named { [title($0), "\(event)まで\(d)日", date] }
          list.named { [title($0), "あと\(d)日", date] }
        }
        list.named { [title($0), "\(event)まで", "あと\(d)日"] }
        list.named { [title($0), "\(plain)まで", "あと\(d)日"] }
        list.add([sym, "\(event)まで", "あと\(d)日"])
        list.named { [title($0), "あと\(d)日"] }
        list.add(["\(plain)まで", "あと\(d)日"])
        list.add(["あと\(d)日"])
        list.add(["\(d)日"])
        list.add(["\(d)"])
      }
    case .today(let ordinal):
      let event = eventJA(ordinal: ordinal, label: label)
      let plain = eventJA(ordinal: nil, label: label)
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event)!" }
        list.named { "\(sym) \($0) 今日は\(plain)!" }
        list.add("\(sym) 今日は\(event)!")
        list.add("\(sym) 今日は\(plain)!")
        list.add("今日は\(plain)!")
        list.add("今日!")
      case .circular:
        if let ordinal, ordinal > 0 {
          switch face.kind {
          case .birthday: list.add([sym, "\(ordinal)歳", "誕生日"])
          case .debut: list.add(["祝", "\(ordinal)周年", sym])
          default: list.add([sym, "\(ordinal)周年", "今日"])
          }
        }
        list.add([sym, "今日", shortEventJA(label: label)])
        list.add([sym, "今日"])
        list.add(["今日"])
      case .rectangular:
        let cheer = face.kind == .custom ? "" : "おめでとう!"
        if era, let date = JapaneseEra.format(face.occasion.today) {
          list.named { [title($0), "今日は\(event)!", date] }
        }
        list.named { [title($0), "今日は\(event)!", cheer] }
        list.named { [title($0), "今日は\(plain)!"] }
        list.add(["今日は\(event)!"])
        list.add(["今日は\(plain)!"])
        list.add(["今日!"])
      }
    }
  }

  func eventJA(ordinal: Int?, label: String) -> String {
    let nth = ordinal.flatMap { $0 > 0 ? $0 : nil }
    switch face.kind {
    case .birthday: return nth.map { "\($0)歳の誕生日" } ?? "誕生日"
    case .debut: return nth.map { "デビュー\($0)周年" } ?? "デビュー"
    case .following: return nth.map { "推し始めて\($0)周年" } ?? "推し始め"
    case .custom: return nth.map { "\(label)\($0)周年" } ?? label
    }
  }

  /// The ordinal alone, as 28歳 or 7周年, for the tightest lines that still say it.
  func compactJA(ordinal: Int?) -> String? {
    guard let ordinal, ordinal > 0 else { return nil }
    return face.kind == .birthday ? "\(ordinal)歳" : "\(ordinal)周年"
  }

  func shortEventJA(label: String) -> String {
    switch face.kind {
    case .birthday: "誕生日"
    case .debut, .following: "記念日"
    case .custom: label
    }
  }

  var milestoneLineJA: String {
    guard let milestone = face.occasion.milestone else { return "" }
    let unit = isInclusive ? "日目" : "日"
    return "\(milestone.value)\(unit)まであと\(milestone.daysUntil)日"
  }

  var anniversaryLineJA: String? {
    guard let next = face.occasion.next, let ordinal = next.ordinal, ordinal > 0 else { return nil }
    return "\(ordinal)周年まであと\(next.daysUntil)日"
  }

  // MARK: - English

  func english(_ family: Family, _ list: inout Candidates) {
    let sym = symbol
    let label = face.label ?? "the day"
    switch moment {
    case .counting(let n):
      let count: Line = isInclusive ? "day \(grouped: n)" : English.days(n)
      let mark = isMilestoneDay ? "!" : ""
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(count)\(mark)" }
        list.add("\(sym) \(count)\(mark)")
        list.add(count)
        list.add("\(grouped: n)")
        list.add("\(n)")
      case .circular:
        let unit = isInclusive ? "" : (n == 1 ? "day" : "days")
        if isMilestoneDay { list.add([isInclusive ? "day" : sym, "\(n)", "!"]) }
        list.add(isInclusive ? ["day", "\(n)", sym] : [sym, "\(n)", unit])
        list.add([isInclusive ? "day" : "\(n)", isInclusive ? "\(n)" : unit])
        list.add(["\(n)"])
      case .rectangular:
        let about: String =
          face.kind == .following
          ? "\(count) as a fan" : (isInclusive ? "\(label): \(count)" : "\(count) since \(label)")
        let third =
          isMilestoneDay
          ? "milestone \(English.grouped(n))!"
          : (face.kind == .custom ? anniversaryLineEN : nil) ?? milestoneLineEN
        list.named { [title($0), "\(about)\(mark)", third] }
        list.named { [title($0), "\(count)\(mark)", third] }
        list.add([sym, "\(about)\(mark)", third])
        list.named { [title($0), "\(count)\(mark)"] }
        list.add([count.text])
        list.add(["\(n)"])
      }
    case .countdown(let d, let ordinal):
      let days = English.days(d)
      let event = eventEN(ordinal: ordinal, label: label)
      let plain = eventEN(ordinal: nil, label: label)
      let nth = ordinal.flatMap { $0 > 0 ? $0 : nil }
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event) in \(days)" }
        if face.kind == .birthday { list.named { "\(sym) \($0)'s birthday in \(days)" } }
        if face.kind == .debut, let nth {
          list.named { "\(sym) \($0) \(nth) \(nth == 1 ? "year" : "years") in \(days)" }
        }
        list.add("\(sym) \(event) in \(days)")
        if face.kind == .debut, let nth {
          list.add("\(sym) \(nth) \(nth == 1 ? "year" : "years") in \(days)")
        }
        list.named { "\(sym) \($0) in \(days)" }
        list.add("\(sym) \(plain) in \(days)")
        list.add("\(sym) \(days)")
        list.add(days)
        list.add("\(d)d")
        list.add("\(d)")
      case .circular:
        if face.kind == .debut, let nth {
          list.add([English.ordinal(nth), "in", days.text])
          list.add([English.ordinal(nth), "\(d)", d == 1 ? "day" : "days"])
        }
        list.add([sym, "\(d)", d == 1 ? "day" : "days"])
        list.add(["\(d)", d == 1 ? "day" : "days"])
        list.add(["\(d)"])
      case .rectangular:
        list.named { [title($0), "\(event) in", days.text] }
        list.named { [title($0), "\(plain) in", days.text] }
        list.add([sym, "\(event) in", days.text])
        list.named { [title($0), "in \(days)"] }
        list.add(["in \(days)"])
        list.add([days.text])
        list.add(["\(d)"])
      }
    case .today(let ordinal):
      let event = eventEN(ordinal: ordinal, label: label)
      let plain = eventEN(ordinal: nil, label: label)
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event) today!" }
        if face.kind == .birthday { list.named { "\(sym) Happy birthday, \($0)!" } }
        list.add("\(sym) \(event) today!")
        list.add("\(sym) \(plain) today!")
        list.add("\(sym) today!")
        list.add("today!")
      case .circular:
        if let ordinal, ordinal > 0 {
          list.add(
            face.kind == .birthday
              ? [sym, "\(ordinal)", "today"] : [English.ordinal(ordinal), "today", sym])
        }
        list.add([sym, "today", "!"])
        list.add([sym, "today"])
        list.add(["today"])
      case .rectangular:
        let cheer =
          face.kind == .birthday
          ? "Happy birthday!" : (face.kind == .custom ? "" : "Congratulations!")
        list.named { [title($0), "\(event) today!", cheer] }
        if face.kind == .custom, let ordinal, ordinal > 0 {
          list.named { [title($0), label, "\(English.ordinal(ordinal)) anniversary!"] }
        }
        list.named { [title($0), "\(plain) today!"] }
        list.add([sym, "\(event) today!"])
        list.add(["\(plain) today!"])
        list.add(["today!"])
      }
    }
  }

  func eventEN(ordinal: Int?, label: String) -> Line {
    guard let nth = ordinal, nth > 0 else {
      switch face.kind {
      case .birthday: return "birthday"
      case .debut: return "debut"
      case .following: return "first day"
      case .custom: return "\(label)"
      }
    }
    switch face.kind {
    case .birthday: return "turns \(nth)"
    case .debut: return "\(ordinal: nth) anniversary"
    case .following: return "\(ordinal: nth) fan anniversary"
    case .custom: return "\(label) \(ordinal: nth) anniversary"
    }
  }

  var milestoneLineEN: String {
    guard let milestone = face.occasion.milestone else { return "" }
    let value: Line =
      isInclusive ? "day \(grouped: milestone.value)" : English.days(milestone.value)
    let line: Line = "\(value) in \(English.days(milestone.daysUntil))"
    return line.text
  }

  var anniversaryLineEN: String? {
    guard let next = face.occasion.next, let ordinal = next.ordinal, ordinal > 0 else { return nil }
    let line: Line =
      "\(ordinal) \(ordinal == 1 ? "year" : "years") in \(English.days(next.daysUntil))"
    return line.text
  }
}

/// English numbers, plurals and ordinals.
enum English {
  /// "1 day", "2 days", "1,332 days".
  static func days(_ n: Int) -> Line {
    "\(grouped: n) \(abs(n) == 1 ? "day" : "days")"
  }

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

  /// Writes the decimal digits of `n`, with its minus sign, at the start of `buffer` (of
  /// at least ``maximumDigits`` bytes), and returns how many bytes it wrote.
  ///
  /// - Parameter grouped: puts a comma between thousands: 1,332.
  static func write(_ n: Int, grouped: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>)
    -> Int
  {
    // Written from the right as bytes, not through Characters (BENCHMARKS.md, "What was
    // changed"): every widget past day 999 shows a grouped number.
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
