import OshiCore

/// The words of each family, in Japanese and English, richest first.
struct Wording {
  let face: WidgetFace
  let language: Language

  /// What the widget is about today.
  enum Moment {
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

  /// The symbol shown before the text: the birthday cake, else the oshi's own.
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

  var unitIsInclusive: Bool {
    face.occasion.count != face.occasion.days
  }

  func candidates(for family: Family) -> [[String]] {
    let lines: [[String]]
    switch language {
    case .ja: lines = japanese(family)
    case .en: lines = english(family)
    }
    // Drop empty lines and identical candidates that an absent name produced.
    var seen = Set<[String]>()
    var result: [[String]] = []
    for candidate in lines {
      let trimmed = candidate.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
      if !trimmed.isEmpty && seen.insert(trimmed).inserted { result.append(trimmed) }
    }
    return result
  }

  // MARK: - Japanese

  func japanese(_ family: Family) -> [[String]] {
    let name = face.name ?? ""
    let title = face.kind == .birthday ? "\(name) \(symbol)" : "\(symbol) \(name)"
    let label = face.label ?? "記念日"
    switch (face.kind, moment) {
    case (.following, .counting(let n)):
      let unit = unitIsInclusive ? "日目" : "日"
      let mark = isMilestoneDay ? "!" : ""
      switch family {
      case .inline:
        return [
          ["\(symbol) \(name) 推し始めて\(n)\(unit)\(mark)"], ["\(symbol) 推し始めて\(n)\(unit)\(mark)"],
          ["\(symbol) \(name) \(n)\(unit)\(mark)"], ["推し\(n)\(unit)\(mark)"], ["\(n)\(unit)"], ["\(n)"],
        ]
      case .circular:
        return [["推し", "\(n)", unit], [symbol, "\(n)", unit], ["\(n)", unit], ["\(n)"]]
      case .rectangular:
        return [
          [title, "推し始めて\(n)\(unit)\(mark)", milestoneLineJA],
          [title, "推し始めて\(n)\(unit)\(mark)"], [title, "\(n)\(unit)"], ["\(n)\(unit)"], ["\(n)"],
        ]
      }
    case (.custom, .counting(let n)):
      let unit = unitIsInclusive ? "日目" : "日"
      switch family {
      case .inline:
        return [
          ["\(symbol) \(name) \(label)から\(n)\(unit)"], ["\(symbol) \(label)から\(n)\(unit)"],
          ["\(label)から\(n)\(unit)"], ["\(symbol) \(n)\(unit)"], ["\(n)\(unit)"], ["\(n)"],
        ]
      case .circular:
        return [[symbol, "\(n)", unit], ["\(n)", unit], ["\(n)"]]
      case .rectangular:
        return [
          [title, "\(label)から\(n)\(unit)", nextLineJA ?? milestoneLineJA],
          [title, "\(label)から\(n)\(unit)"], [title, "\(n)\(unit)"], ["\(n)\(unit)"], ["\(n)"],
        ]
      }
    case (_, .counting(let n)):
      // Birthdays and debuts always have a next occurrence; this keeps the number anyway.
      return [["\(symbol) \(n)日"], ["\(n)日"], ["\(n)"]]
    case (_, .countdown(let d, let ordinal)):
      let event = eventJA(ordinal: ordinal, label: label)
      switch family {
      case .inline:
        return [
          ["\(symbol) \(name) \(event)まであと\(d)日"], ["\(symbol) \(event)まであと\(d)日"],
          ["\(symbol) \(name) あと\(d)日"], ["\(symbol) あと\(d)日"], ["あと\(d)日"], ["\(d)日"], ["\(d)"],
        ]
      case .circular:
        var result: [[String]] = []
        if face.kind == .debut, let ordinal, ordinal > 0 {
          result.append(["\(ordinal)周年", "あと", "\(d)日"])
        }
        return result + [[symbol, "\(d)", "日"], ["あと", "\(d)", "日"], ["\(d)", "日"], ["\(d)"]]
      case .rectangular:
        return [
          [title, "\(event)まで", "あと\(d)日"], [title, "あと\(d)日"], ["あと\(d)日"], ["\(d)日"], ["\(d)"],
        ]
      }
    case (_, .today(let ordinal)):
      let event = eventJA(ordinal: ordinal, label: label)
      let short = shortEventJA(label: label)
      switch family {
      case .inline:
        return [
          ["\(symbol) \(name) \(event)!"], ["\(symbol) 今日は\(short)!"], ["今日は\(short)!"], ["今日!"],
        ]
      case .circular:
        return [[symbol, "今日", short], [symbol, "今日"], ["今日"]]
      case .rectangular:
        return [[title, "今日は\(event)!"], [title, "今日は\(short)!"], ["今日は\(short)!"], ["今日!"]]
      }
    }
  }

  func eventJA(ordinal: Int?, label: String) -> String {
    switch face.kind {
    case .birthday:
      if let ordinal, ordinal > 0 { return "\(ordinal)歳の誕生日" }
      return "誕生日"
    case .debut:
      if let ordinal, ordinal > 0 { return "デビュー\(ordinal)周年" }
      return "デビュー"
    case .following:
      if let ordinal, ordinal > 0 { return "推し始めて\(ordinal)周年" }
      return "推し始め"
    case .custom:
      if let ordinal, ordinal > 0 { return "\(label)\(ordinal)周年" }
      return label
    }
  }

  func shortEventJA(label: String) -> String {
    switch face.kind {
    case .birthday: "誕生日"
    case .debut: "記念日"
    case .following: "記念日"
    case .custom: label
    }
  }

  var isMilestoneDay: Bool { face.occasion.milestone?.daysUntil == 0 }

  var milestoneLineJA: String {
    guard let milestone = face.occasion.milestone else { return "" }
    let unit = unitIsInclusive ? "日目" : "日"
    if milestone.daysUntil == 0 { return "祝\(milestone.value)\(unit)!" }
    return "\(milestone.value)\(unit)まであと\(milestone.daysUntil)日"
  }

  var nextLineJA: String? {
    guard let next = face.occasion.next, let ordinal = next.ordinal, ordinal > 0 else { return nil }
    return "\(ordinal)周年まであと\(next.daysUntil)日"
  }

  // MARK: - English

  func english(_ family: Family) -> [[String]] {
    let name = face.name ?? ""
    let title = face.kind == .birthday ? "\(name) \(symbol)" : "\(symbol) \(name)"
    let label = face.label ?? "the day"
    switch (face.kind, moment) {
    case (_, .counting(let n)):
      let inclusive = unitIsInclusive
      let words = inclusive ? "day \(English.grouped(n))" : English.days(n)
      let mark = isMilestoneDay ? "!" : ""
      let about = face.kind == .following ? "as a fan" : "since \(label)"
      switch family {
      case .inline:
        return [
          ["\(symbol) \(name) \(words)\(mark)"], ["\(symbol) \(words)\(mark)"], [words],
          [English.grouped(n)], ["\(n)"],
        ]
      case .circular:
        return [
          inclusive ? ["day", "\(n)", symbol] : [symbol, "\(n)", n == 1 ? "day" : "days"],
          ["\(n)", inclusive ? "" : "days"], ["\(n)"],
        ]
      case .rectangular:
        let third = face.kind == .custom ? (nextLineEN ?? milestoneLineEN) : milestoneLineEN
        return [
          [title, "\(words) \(about)\(mark)", third], [title, "\(words)\(mark)", third],
          [title, "\(words)\(mark)"], [words], ["\(n)"],
        ]
      }
    case (_, .countdown(let d, let ordinal)):
      let event = eventEN(ordinal: ordinal, label: label)
      switch family {
      case .inline:
        return [
          ["\(symbol) \(name) \(event) in \(English.days(d))"], ["\(symbol) \(event) in \(English.days(d))"],
          ["\(symbol) \(name) in \(English.days(d))"], ["\(symbol) \(English.days(d))"],
          [English.days(d)], ["\(d)d"], ["\(d)"],
        ]
      case .circular:
        var result: [[String]] = []
        if face.kind == .debut, let ordinal, ordinal > 0 {
          result.append([English.ordinal(ordinal), "in", English.days(d)])
          result.append([English.ordinal(ordinal), "\(d)", d == 1 ? "day" : "days"])
        }
        return result + [[symbol, "\(d)", d == 1 ? "day" : "days"], ["\(d)", "days"], ["\(d)"]]
      case .rectangular:
        return [
          [title, "\(event) in", English.days(d)], [title, "in \(English.days(d))"],
          ["in \(English.days(d))"], [English.days(d)], ["\(d)"],
        ]
      }
    case (_, .today(let ordinal)):
      let event = eventEN(ordinal: ordinal, label: label)
      switch family {
      case .inline:
        return [["\(symbol) \(name) \(event) today!"], ["\(symbol) \(event) today!"], ["\(symbol) today!"], ["today!"]]
      case .circular:
        return [[symbol, "today", "!"], [symbol, "today"], ["today"]]
      case .rectangular:
        return [[title, "\(event)", "is today!"], [title, "today!"], ["today!"]]
      }
    }
  }

  func eventEN(ordinal: Int?, label: String) -> String {
    let nth = ordinal.flatMap { $0 > 0 ? English.ordinal($0) + " " : nil } ?? ""
    switch face.kind {
    case .birthday: return "\(nth)birthday"
    case .debut: return nth.isEmpty ? "debut" : "\(nth)anniversary"
    case .following: return nth.isEmpty ? "first day" : "\(nth)fan anniversary"
    case .custom: return nth.isEmpty ? label : "\(label) \(nth)anniversary".trimmingSpaces
    }
  }

  var milestoneLineEN: String {
    guard let milestone = face.occasion.milestone else { return "" }
    if milestone.daysUntil == 0 { return "milestone \(English.grouped(milestone.value))!" }
    return "\(English.grouped(milestone.value)) in \(English.days(milestone.daysUntil))"
  }

  var nextLineEN: String? {
    guard let next = face.occasion.next, let ordinal = next.ordinal, ordinal > 0 else { return nil }
    return "\(English.ordinal(ordinal)) in \(English.days(next.daysUntil))"
  }
}

/// English numbers, plurals and ordinals.
enum English {
  /// "1 day", "2 days", "1,332 days".
  static func days(_ n: Int) -> String {
    "\(grouped(n)) \(abs(n) == 1 ? "day" : "days")"
  }

  /// 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 111th.
  static func ordinal(_ n: Int) -> String {
    let tens = abs(n) % 100
    let suffix: String
    if (11...13).contains(tens) {
      suffix = "th"
    } else {
      switch abs(n) % 10 {
      case 1: suffix = "st"
      case 2: suffix = "nd"
      case 3: suffix = "rd"
      default: suffix = "th"
      }
    }
    return "\(n)\(suffix)"
  }

  /// Digits grouped by thousands: 1,332.
  static func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return n < 0 ? "-" + result : result
  }
}

extension String {
  /// The text without leading, trailing or doubled spaces (an absent name leaves them).
  var trimmingSpaces: String {
    split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
