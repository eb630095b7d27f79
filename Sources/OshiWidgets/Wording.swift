import OshiCore
import OshiText

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
    /// A hiatus on its day `count` (活休N日目), with the return `days` ahead.
    case returning(days: Int, count: Int)
    /// The return from a hiatus is today.
    case back
    /// Back from a hiatus for `days` days.
    case backFor(days: Int)
  }

  var moment: Moment {
    let occasion = face.occasion
    let next = occasion.next
    switch face.kind {
    case .birthday, .debut, .formed:
      if let next {
        let ordinal = shown(next.ordinal)
        return next.daysUntil == 0
          ? .today(ordinal: ordinal) : .countdown(days: next.daysUntil, ordinal: ordinal)
      }
      return .counting(occasion.count ?? 0)
    case .following, .custom, .graduation, .hiatus:
      guard let days = occasion.days, let count = occasion.count else {
        // A yearless date: only the next occurrence can be told.
        guard let next else { return .counting(0) }
        return next.daysUntil == 0
          ? .today(ordinal: nil) : .countdown(days: next.daysUntil, ordinal: nil)
      }
      if days < 0 { return .countdown(days: -days, ordinal: nil) }
      if face.kind == .hiatus {
        // A hiatus counts its days; once its return day is known, it counts down to it.
        guard let end = occasion.end else { return .counting(count) }
        if end.daysUntil > 0 { return .returning(days: end.daysUntil, count: count) }
        return end.daysUntil == 0 ? .back : .backFor(days: -end.daysUntil)
      }
      if face.kind == .following { return .counting(count) }
      // A custom day (and a graduation) is celebrated on the day itself and on each anniversary.
      if days == 0 || next?.daysUntil == 0 { return .today(ordinal: shown(next?.ordinal)) }
      return .counting(count)
    }
  }

  /// The N an anniversary shows: the completed years (7周年), or with `--years nth` the
  /// year running (8年目). An age and a first occurrence (0) are shown as they are.
  func shown(_ ordinal: Int?) -> Int? {
    guard face.years == .nth, face.kind != .birthday, let ordinal, ordinal > 0 else {
      return ordinal
    }
    return ordinal + 1
  }

  /// The word after an anniversary's N: 周年, or 年目 with `--years nth`.
  var yearWord: String { face.years == .nth ? "年目" : "周年" }

  /// The noun after an anniversary's ordinal: "anniversary", or "year" with `--years nth`.
  var anniversaryWord: StaticString { face.years == .nth ? "year" : "anniversary" }

  /// "7 years" before "in 30 days"; with `--years nth`, "8th year".
  func yearsEN(_ n: Int) -> Line {
    face.years == .nth ? "\(ordinal: n) year" : n == 1 ? "\(n) year" : "\(n) years"
  }

  /// The symbol before the text: the cake for birthdays, else the oshi's own or the kind's.
  var symbol: String {
    if face.kind == .birthday { return "🎂" }
    if let symbol = face.symbol { return symbol }
    switch face.kind {
    case .following: return "♡"
    case .debut, .formed: return "★"
    case .birthday: return "🎂"
    case .custom: return "◆"
    case .graduation: return "🌸"
    case .hiatus: return "☾"
    }
  }

  /// Whether the widget is worded as a custom day, with a label: a custom day, and a
  /// graduation (卒業, 解散) whose label is its own unless the widget has one.
  var isLabelled: Bool { face.kind == .custom || face.kind == .graduation }

  /// The word for the day in Japanese: the label of a custom day or a graduation, else
  /// the kind's own.
  var labelJA: String {
    switch face.kind {
    case .graduation: face.label ?? (face.isGroup ? "解散" : "卒業")
    case .hiatus: "活休"
    default: face.label ?? "記念日"
    }
  }

  /// The word for the day in English, as ``labelJA``.
  var labelEN: String {
    switch face.kind {
    case .graduation: face.label ?? (face.isGroup ? "disbanding" : "graduation")
    case .hiatus: "hiatus"
    default: face.label ?? "the day"
    }
  }

  /// How many days the hiatus lasted, once its return day is known; nil otherwise.
  var hiatusLength: Int? {
    guard face.kind == .hiatus, let start = face.occasion.date.date, let end = face.occasion.end
    else { return nil }
    let length = end.date.days(since: start)
    return length > 0 ? length : nil
  }

  /// Shorter cuts of a custom day's long label, ending in "…" (between grapheme
  /// clusters, at least three cells kept), longest first, so that a line cuts the label
  /// before it drops it: `ファーストライブ…から700日` says more than `700日`. Empty for
  /// the other kinds, for a label that is already short, and without a label.
  var labelCuts: [String] {
    guard isLabelled, let label = face.label else { return [] }
    let width = label.cellWidth
    var cuts: [String] = []
    for cells in [16, 12, 9, 6, 4] where cells < width {
      var cut = String(label.truncated(toCells: cells).dropLast())
      while cut.last?.isWhitespace == true { cut.removeLast() }
      guard cut.cellWidth >= 3 else { continue }
      cut += "…"
      if cut != cuts.last { cuts.append(cut) }
    }
    return cuts
  }

  /// Offers the rectangular family's two-line candidates: the name's title above
  /// `first`, then above `second`.
  func titled(
    _ first: @autoclosure () -> String, then second: @autoclosure () -> String,
    _ list: inout Candidates
  ) {
    list.named { [title($0), first()] }
    list.named { [title($0), second()] }
  }

  /// The rectangular title line for a name.
  func title(_ name: String) -> String {
    face.kind == .birthday ? "\(name) \(symbol)" : "\(symbol) \(name)"
  }

  /// Whether the count is inclusive (N日目, day N).
  ///
  /// A count that stopped (推し歴) is said in days, N日, whatever its style.
  var isInclusive: Bool {
    !face.occasion.isFrozen && face.occasion.count != face.occasion.days
  }

  /// Whether today is a milestone or a キリ番 of the count, celebrated with "!" and 祝;
  /// never during a hiatus.
  var isCelebrated: Bool { face.occasion.isCelebrated(as: face.kind) }

  /// Today's キリ番 when it is one for a reason a milestone does not say: the oshi's
  /// birthday as a number, or a run of digits.
  var kiribanToday: Kiriban.Reason? {
    guard isCelebrated, let kiriban = face.occasion.kiriban, kiriban.daysUntil == 0,
      kiriban.reason == .birthday || kiriban.reason == .sequence
    else { return nil }
    return kiriban.reason
  }

  /// Why today's number is special, in Japanese: 誕生日の数字, 連番.
  var kiribanWordsJA: String? {
    kiribanToday.map { $0 == .birthday ? "誕生日の数字!" : "連番の日!" }
  }

  /// Why today's number is special, in English.
  var kiribanWordsEN: String? {
    kiribanToday.map { $0 == .birthday ? "the birthday in digits!" : "digits in a row!" }
  }

  /// How long ago the date was, for the rectangular family of a widget made with
  /// `--breakdown`: 3年2ヶ月5日, leaving out the parts that are 0; nil otherwise.
  var breakdownJA: String? {
    guard face.showsBreakdown, let breakdown = face.occasion.breakdown else { return nil }
    var text = ""
    if breakdown.years > 0 { text += "\(breakdown.years)年" }
    if breakdown.months > 0 { text += "\(breakdown.months)ヶ月" }
    if breakdown.days > 0 || text.isEmpty { text += "\(breakdown.days)日" }
    return text
  }

  /// ``breakdownJA`` in English: in words ("3 years, 2 months, 5 days"), and short
  /// ("3y 2m 5d") for when the words do not fit.
  var breakdownEN: (words: String, short: String)? {
    guard face.showsBreakdown, let breakdown = face.occasion.breakdown else { return nil }
    var words: [String] = []
    var short: [String] = []
    for (value, unit, letter) in [
      (breakdown.years, "year", "y"), (breakdown.months, "month", "m"),
      (breakdown.days, "day", "d"),
    ] where value > 0 || (letter == "d" && words.isEmpty) {
      words.append(English.counted(value, unit))
      short.append("\(value)\(letter)")
    }
    return (words.joined(separator: ", "), short.joined(separator: " "))
  }

  /// Offers the candidates of `family` to `list`, in the order the fitting tries them.
  func offer(_ family: Family, to list: inout Candidates) {
    // The symbol, the label and its cuts are the same words in both languages' lines.
    switch language {
    case .ja: japanese(family, &list, symbol: symbol, label: labelJA, cuts: labelCuts)
    case .en: english(family, &list, symbol: symbol, label: labelEN, cuts: labelCuts)
    }
  }

  // MARK: - Japanese

  func japanese(
    _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    switch moment {
    case .counting(let n):
      let unit = isInclusive ? "日目" : "日"
      let mark = isCelebrated ? "!" : ""
      let phrase: String
      switch face.kind {
      case .following:
        // After a graduation the count stops (推し歴) or goes on (推し続けて).
        let verb =
          face.occasion.isFrozen ? "推し歴" : face.status == .graduated ? "推し続けて" : "推し始めて"
        phrase = "\(verb)\(n)\(unit)\(mark)"
      case .hiatus: phrase = "活休\(n)\(unit)\(mark)"
      default: phrase = "\(label)から\(n)\(unit)\(mark)"
      }
      let cutPhrases = cuts.map { "\($0)から\(n)\(unit)\(mark)" }
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(phrase)" }
        list.signed("\(sym) \(phrase)")
        // A long label is cut before it is dropped.
        for phrase in cutPhrases {
          list.named { "\(sym) \($0) \(phrase)" }
          list.signed("\(sym) \(phrase)")
        }
        list.named { "\(sym) \($0) \(n)\(unit)\(mark)" }
        list.named { "\($0) \(n)\(unit)\(mark)" }
        if face.kind == .following { list.add("推し\(n)\(unit)\(mark)") }
        if face.kind == .hiatus { list.add("活休\(n)\(unit)") }
        list.signed("\(sym) \(n)\(unit)\(mark)")
        list.add("\(n)\(unit)")
        list.add("\(n)")
      case .circular:
        let word = face.kind == .following ? "推し" : face.kind == .hiatus ? "活休" : sym
        let top = isCelebrated ? "祝" : word
        list.named(after: isCelebrated ? "祝" : sym, "\(n)", unit)
        if top != sym { list.add([top, "\(n)", unit]) }
        list.signed([sym, "\(n)", unit])
        list.number("\(n)", unit)
      case .rectangular:
        let third =
          celebrationJA(n, unit)
          ?? (face.occasion.isFrozen
            ? (face.isGroup ? "解散まで" : "卒業まで")
            : breakdownJA ?? (isLabelled ? anniversaryLineJA : nil) ?? milestoneLineJA)
        if era, let start = face.occasion.date.date, let date = JapaneseEra.format(start) {
          list.named { [title($0), phrase, "\(date)から"] }
        }
        list.named { [title($0), phrase, third] }
        for phrase in cutPhrases { list.named { [title($0), phrase, third] } }
        countedJA(phrase, "\(n)\(unit)\(mark)", bare: "\(n)\(unit)", n, above: third, &list)
      }
    case .countdown(let d, let ordinal):
      let event = eventJA(ordinal: ordinal, label: label)
      let plain = eventJA(ordinal: nil, label: label)
      let compact = compactJA(ordinal: ordinal)
      // An anniversary keeps its N (7周年) when words are dropped; an age may go.
      let nth = keepsOrdinal(ordinal)
      let reduced = nth != nil ? compact ?? plain : plain
      let cutEvents = cuts.map { eventJA(ordinal: ordinal, label: $0) }
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event)まであと\(d)日" }
        if let compact { list.named { "\(sym) \($0) \(compact)まであと\(d)日" } }
        if nth == nil { list.named { "\(sym) \($0) \(plain)まであと\(d)日" } }
        if nth != nil, isLabelled { list.named { "\(sym) \($0) \(event)まで\(d)日" } }
        list.named { "\(sym) \($0) \(reduced)まで\(d)日" }
        list.signed("\(sym) \(event)まであと\(d)日")
        for event in cutEvents {
          list.named { "\(sym) \($0) \(event)まであと\(d)日" }
          list.named { "\(sym) \($0) \(event)まで\(d)日" }
          list.signed("\(sym) \(event)まであと\(d)日")
        }
        if nth == nil {
          list.named { "\(sym) \($0) あと\(d)日" }
          list.named { "\(sym)\($0) あと\(d)日" }
          list.named { "\(sym)\($0) \(d)日" }
          list.named { "\($0) あと\(d)日" }
          list.named { "\($0) \(d)日" }
        } else {
          list.named { "\($0) \(reduced)まで\(d)日" }
        }
        list.signed("\(sym) \(reduced)まであと\(d)日")
        list.signed(nth == nil ? "\(sym) あと\(d)日" : "\(sym) \(reduced)まで\(d)日")
        if nth != nil { list.add("\(reduced)まで\(d)日") }
        list.add("あと\(d)日")
        list.number(d, unit: "日")
      case .circular:
        if let nth {
          list.circle(sym, "\(nth)\(yearWord)", "\(d)日")
          list.add(["\(nth)\(yearWord)", "あと", "\(d)日"])
        } else {
          list.named(after: sym, "\(d)", "日")
        }
        list.daysLeft(d, after: sym)
      case .rectangular:
        if era, let next = face.occasion.next, let date = JapaneseEra.format(next.date) {
          list.named { [title($0), "\(event)まであと\(d)日", date] }
          list.named { [title($0), "\(event)まで\(d)日", date] }
          if nth == nil { list.named { [title($0), "あと\(d)日", date] } }
        }
        if let breakdown = breakdownJA {
          list.named { [title($0), "\(event)まであと\(d)日", breakdown] }
          list.named { [title($0), "\(reduced)まであと\(d)日", breakdown] }
          list.named { [title($0), "あと\(d)日", breakdown] }
        }
        list.named { [title($0), "\(event)まで", "あと\(d)日"] }
        for event in cutEvents { list.named { [title($0), "\(event)まで", "あと\(d)日"] } }
        list.named { [title($0), "\(reduced)まで", "あと\(d)日"] }
        list.add([sym, "\(event)まで", "あと\(d)日"])
        if nth == nil { list.named { [title($0), "あと\(d)日"] } }
        list.add(["\(reduced)まで", "あと\(d)日"])
        list.add(["あと\(d)日"])
        list.add(["\(d)日"])
        list.add(["\(d)"])
      }
    case .today(let ordinal):
      let event = eventJA(ordinal: ordinal, label: label)
      let cutEvents = cuts.map { eventJA(ordinal: ordinal, label: $0) }
      let plain = eventJA(ordinal: nil, label: label)
      let nth = keepsOrdinal(ordinal)
      let reduced = nth != nil ? compactJA(ordinal: ordinal) ?? plain : plain
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event)!" }
        if isLabelled {
          // The label, whole or cut, before the line without it.
          list.signed("\(sym) 今日は\(event)!")
          for event in cutEvents {
            list.named { "\(sym) \($0) \(event)!" }
            list.signed("\(sym) 今日は\(event)!")
          }
        }
        list.named { "\(sym) \($0) 今日は\(reduced)!" }
        if !isLabelled { list.signed("\(sym) 今日は\(event)!") }
        list.named { "\($0) 今日は\(reduced)!" }
        list.named { "\(sym)\($0) \(nth == nil ? "今日" : reduced)!" }
        list.signed("\(sym) 今日は\(reduced)!")
        list.add("今日は\(reduced)!")
        list.add("今日!")
      case .circular:
        if let ordinal, ordinal > 0 {
          let (number, word) =
            face.kind == .birthday ? ("\(ordinal)歳", "誕生日") : ("\(ordinal)\(yearWord)", "今日")
          list.named(after: sym, number, word)
          switch face.kind {
          case .birthday: list.signed([sym, number, word])
          case .debut, .formed: list.signed(["祝", number, sym])
          default: list.signed([sym, number, word])
          }
        }
        for label in [label] + cuts {
          list.named { ["\(sym)\($0)", "今日", shortEventJA(label: label)] }
        }
        for label in [label] + cuts { list.named { [$0, "今日", shortEventJA(label: label)] } }
        for label in [label] + cuts { list.signed([sym, "今日", shortEventJA(label: label)]) }
        list.signed([sym, "今日"])
        list.add(["今日"])
      case .rectangular:
        let cheer = isLabelled ? "" : "おめでとう!"
        if era, let date = JapaneseEra.format(face.occasion.today) {
          list.named { [title($0), "今日は\(event)!", date] }
        }
        list.named { [title($0), "今日は\(event)!", cheer] }
        for event in cutEvents { list.named { [title($0), "今日は\(event)!", cheer] } }
        list.named { [title($0), "今日は\(reduced)!"] }
        list.add(["今日は\(event)!"])
        list.add(["今日は\(reduced)!"])
        list.add(["今日!"])
      }
    case .returning(let d, let n):
      let lasting = "活休\(n)\(isInclusive ? "日目" : "日")"
      switch family {
      case .inline:
        list.named { "\(sym) \($0) 復帰まであと\(d)日" }
        list.named { "\(sym) \($0) 復帰まで\(d)日" }
        list.signed("\(sym) 復帰まであと\(d)日")
        list.named { "\(sym) \($0) あと\(d)日" }
        list.named { "\(sym)\($0) あと\(d)日" }
        list.named { "\(sym)\($0) \(d)日" }
        list.named { "\($0) あと\(d)日" }
        list.named { "\($0) \(d)日" }
        list.signed("\(sym) 復帰まで\(d)日")
        list.signed("\(sym) あと\(d)日")
        list.add("復帰まで\(d)日")
        list.add("あと\(d)日")
        list.number(d, unit: "日")
      case .circular:
        list.hiatusDays(d, after: sym)
        list.daysLeft(d, after: sym)
      case .rectangular:
        if era, let end = face.occasion.end, let date = JapaneseEra.format(end.date) {
          list.named { [title($0), "復帰まであと\(d)日", date] }
        }
        list.named { [title($0), "復帰まであと\(d)日", lasting] }
        list.named { [title($0), "復帰まで\(d)日", lasting] }
        list.add([sym, "復帰まであと\(d)日", lasting])
        titled("復帰まであと\(d)日", then: "あと\(d)日", &list)
        list.add(["復帰まであと\(d)日", lasting])
        list.add(["復帰まで", "あと\(d)日"])
        list.add(["あと\(d)日"])
        list.add(["\(d)日"])
        list.add(["\(d)"])
      }
    case .back:
      switch family {
      case .inline:
        list.named { "\(sym) \($0) 今日は復帰!" }
        list.named { "\(sym) \($0) 復帰!" }
        list.signed("\(sym) 今日は復帰!")
        list.named { "\($0) 今日は復帰!" }
        list.named { "\($0) 復帰!" }
        list.named { "\(sym)\($0) 今日!" }
        list.signed("\(sym) 復帰!")
        list.add("今日は復帰!")
        list.add("復帰!")
        list.add("今日!")
      case .circular:
        list.circle(sym, "今日", "復帰")
        list.signed([sym, "今日"])
        list.add(["今日", "復帰"])
        list.add(["今日"])
      case .rectangular:
        if era, let date = JapaneseEra.format(face.occasion.today) {
          list.named { [title($0), "今日は復帰!", date] }
        }
        list.named { [title($0), "今日は復帰!", "おかえり!"] }
        list.named { [title($0), "今日は復帰!"] }
        list.named { [title($0), "復帰!"] }
        list.add([sym, "今日は復帰!", "おかえり!"])
        list.add(["今日は復帰!"])
        list.add(["今日!"])
      }
    case .backFor(let n):
      let phrase = "復帰から\(n)日"
      let length = hiatusLength.map { "活休は\($0)日間" } ?? ""
      switch family {
      case .inline:
        // Each line says what the days count (復帰から), before it drops the name.
        list.named { "\(sym) \($0) \(phrase)" }
        list.signed("\(sym) \(phrase)")
        list.named { "\(sym) \($0) 復帰\(n)日" }
        list.named { "\($0) \(phrase)" }
        list.add("\(phrase)")
        list.signed("\(sym) 復帰\(n)日")
        list.number(n, unit: "日")
      case .circular:
        list.hiatusDays(n, after: sym)
        list.signed([sym, "\(n)", "日"])
        list.number("\(n)", "日")
      case .rectangular:
        if era, let end = face.occasion.end, let date = JapaneseEra.format(end.date) {
          list.named { [title($0), phrase, "\(date)から"] }
        }
        list.named { [title($0), phrase, length] }
        countedJA(phrase, "\(n)日", bare: "\(n)日", n, above: length, &list)
      }
    }
  }

  /// The rectangular line of a celebrated day: why its number is special, or 祝 N日目!
  /// Offers the rectangular family's candidates for a count after its richest: the title
  /// above the `count` and `third`, the symbol instead of the title, the title above the
  /// `phrase` or the count alone, then the phrase, the `bare` count and the number `n`.
  func countedJA(
    _ phrase: String, _ count: String, bare: String, _ n: Int, above third: String,
    _ list: inout Candidates
  ) {
    list.named { [title($0), count, third] }
    list.add([symbol, phrase, third])
    titled(phrase, then: count, &list)
    list.add([phrase])
    list.add([bare])
    list.add(["\(n)"])
  }

  func celebrationJA(_ n: Int, _ unit: String) -> String? {
    kiribanWordsJA ?? (isCelebrated ? "祝 \(n)\(unit)!" : nil)
  }

  /// The ordinal of an anniversary, which a line keeps when it drops words; nil for an
  /// age, which may go, and when there is none.
  func keepsOrdinal(_ ordinal: Int?) -> Int? {
    guard face.kind != .birthday, let ordinal, ordinal > 0 else { return nil }
    return ordinal
  }

  func eventJA(ordinal: Int?, label: String) -> String {
    let nth = ordinal.flatMap { $0 > 0 ? $0 : nil }
    switch face.kind {
    case .birthday: return nth.map { "\($0)歳の誕生日" } ?? "誕生日"
    case .debut: return nth.map { "デビュー\($0)\(yearWord)" } ?? "デビュー"
    case .formed: return nth.map { "結成\($0)\(yearWord)" } ?? "結成"
    case .following: return nth.map { "推し始めて\($0)\(yearWord)" } ?? "推し始め"
    case .custom, .graduation, .hiatus: return nth.map { "\(label)\($0)\(yearWord)" } ?? label
    }
  }

  /// The ordinal alone, as 28歳 or 7周年, for the tightest lines that still say it.
  func compactJA(ordinal: Int?) -> String? {
    guard let ordinal, ordinal > 0 else { return nil }
    return face.kind == .birthday ? "\(ordinal)歳" : "\(ordinal)\(yearWord)"
  }

  func shortEventJA(label: String) -> String {
    switch face.kind {
    case .birthday: "誕生日"
    case .debut, .formed, .following: "記念日"
    case .custom, .graduation, .hiatus: label
    }
  }

  var milestoneLineJA: String {
    guard let milestone = face.occasion.milestone, milestone.daysUntil > 0 else { return "" }
    let unit = isInclusive ? "日目" : "日"
    return "\(milestone.value)\(unit)まであと\(milestone.daysUntil)日"
  }

  var anniversaryLineJA: String? {
    guard let next = face.occasion.next, let ordinal = shown(next.ordinal), ordinal > 0 else {
      return nil
    }
    return "\(ordinal)\(yearWord)まであと\(next.daysUntil)日"
  }

  // MARK: - English

  func english(
    _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    switch moment {
    case .counting(let n):
      let count: Line = isInclusive ? "day \(grouped: n)" : English.days(n)
      let mark = isCelebrated ? "!" : ""
      // What a custom day counts: "First live: day 3" or "335 days since First live".
      func about(_ label: String) -> Line {
        isInclusive ? "\(label): \(count)" : "\(count) since \(label)"
      }
      // What a following count after a graduation, or a hiatus, says in words.
      var phrase: Line?
      switch face.kind {
      case .following where face.occasion.isFrozen: phrase = "\(count) as a fan"
      case .following where face.status == .graduated: phrase = "still a fan, \(count)"
      case .hiatus: phrase = isInclusive ? "hiatus, \(count)" : "\(count) on hiatus"
      default: phrase = nil
      }
      switch family {
      case .inline:
        if let phrase {
          list.named { "\(sym) \($0) \(phrase)\(mark)" }
          list.signed("\(sym) \(phrase)\(mark)")
        }
        if isLabelled {
          // Each length of the label, in words, then tighter with the label before the
          // number ("First li… 335d").
          for label in [label] + cuts {
            list.named { "\(sym) \($0) \(about(label))\(mark)" }
            // Which way the days run, said where it fits: "56d since graduation", not
            // "graduation 56d", which may read as a countdown.
            if !isInclusive {
              list.named { "\(sym) \($0) \(grouped: n)d since \(label)\(mark)" }
              // A graduation without a label of its own says it with the verb.
              let done =
                face.kind == .graduation && face.label == nil
                ? (face.isGroup ? "disbanded" : "graduated") : label
              list.named { "\(sym) \($0) \(done) \(grouped: n)d ago\(mark)" }
            }
          }
          // The tightest keep the label, whole or cut, before the number.
          for label in [label] + cuts {
            list.named { "\(sym) \($0) \(label) \(grouped: n)d\(mark)" }
          }
        }
        if face.kind == .following && !isInclusive {
          // Days, not day N: say whose days they are.
          list.named { "\(sym) \($0) \(grouped: n)d as a fan\(mark)" }
        }
        list.named { "\(sym) \($0) \(count)\(mark)" }
        list.signed("\(sym) \(count)\(mark)")
        list.named { "\($0) \(count)\(mark)" }
        list.named { "\(sym) \($0) \(grouped: n)\(mark)" }
        list.add(count)
        list.add("\(grouped: n)")
        list.add("\(n)")
      case .circular:
        let unit = isInclusive ? "" : (n == 1 ? "day" : "days")
        if isInclusive {
          list.named(after: sym, "day", "\(n)\(mark)")
        } else {
          list.named(after: sym, "\(n)\(mark)", unit)
        }
        if isCelebrated {
          if isInclusive {
            list.add(["day", "\(n)", "!"])
          } else {
            list.signed([sym, "\(n)", "!"])
          }
        }
        list.signed(isInclusive ? ["day", "\(n)", sym] : [sym, "\(n)", unit])
        list.add([isInclusive ? "day" : "\(n)", isInclusive ? "\(n)" : unit])
        list.add(["\(n)"])
      case .rectangular:
        let words: String =
          phrase?.text ?? (face.kind == .following ? "\(count) as a fan" : about(label).text)
        let breakdown = face.occasion.isFrozen || isCelebrated ? nil : breakdownEN
        let third =
          kiribanWordsEN ?? (isCelebrated ? "milestone \(English.grouped(n))!" : nil)
          ?? (face.occasion.isFrozen
            ? (face.isGroup ? "until the disbanding" : "until graduation")
            : breakdown?.short ?? (isLabelled ? anniversaryLineEN : nil) ?? milestoneLineEN)
        if let breakdown, !isLabelled {
          list.named { [title($0), "\(words)\(mark)", breakdown.words] }
        }
        if isLabelled {
          for label in [label] + cuts {
            list.named { [title($0), "\(about(label))\(mark)", third] }
          }
          // A graduation's own word is not cut: it goes before the count instead.
          if face.kind == .graduation, face.label == nil, !isInclusive {
            list.named { [title($0), "\(label): \(count)\(mark)", third] }
          }
        } else {
          list.named { [title($0), "\(words)\(mark)", third] }
        }
        list.named { [title($0), "\(count)\(mark)", third] }
        list.add([sym, "\(words)\(mark)", third])
        list.named { [title($0), "\(count)\(mark)"] }
        list.add([count.text])
        list.add(["\(n)"])
      }
    case .countdown(let d, let ordinal):
      let days = English.days(d)
      let event = eventEN(ordinal: ordinal, label: label)
      let plain = eventEN(ordinal: nil, label: label)
      // An anniversary keeps its N (7th) when words are dropped; an age may go.
      let nth = keepsOrdinal(ordinal)
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event) in \(days)" }
        // A long word is kept before the days are spelt out: "formation in 9d".
        if nth == nil, face.kind == .formed || face.kind == .graduation || face.kind == .hiatus {
          list.named { "\(sym) \($0) \(event) in \(d)d" }
        }
        if face.kind == .birthday {
          list.named { "\(sym) \($0)'s birthday in \(days)" }
          if let age = ordinal, age > 0 { list.named { "\(sym) \($0) turns \(age) in \(d)d" } }
        }
        if let nth {
          if isLabelled {
            list.named { "\(sym) \($0) \(label) \(ordinal: nth) in \(days)" }
          }
          if face.kind == .formed {
            // A formation keeps its word while it fits, so that it never reads as the
            // debut's anniversary beside it.
            list.named { "\(sym) \($0) \(ordinal: nth) formation in \(days)" }
            list.named { "\(sym) \($0) \(ordinal: nth) formation in \(d)d" }
          }
          list.named { "\(sym) \($0) \(yearsEN(nth)) in \(days)" }
          list.named { "\(sym) \($0) \(ordinal: nth) in \(days)" }
        }
        list.signed("\(sym) \(event) in \(days)")
        if !cuts.isEmpty { offerCutsEN(cuts, ordinal, sym, "in \(days)", &list) }
        if let nth {
          if face.kind == .formed { list.signed("\(sym) \(ordinal: nth) formation in \(days)") }
          list.signed("\(sym) \(yearsEN(nth)) in \(days)")
          list.named { "\($0) \(ordinal: nth) in \(days)" }
          list.named { "\($0) \(ordinal: nth) in \(d)d" }
          list.signed("\(sym) \(ordinal: nth) in \(days)")
          list.add("\(ordinal: nth) in \(days)")
          list.add("\(ordinal: nth) in \(d)d")
        } else {
          list.named { "\(sym) \($0) in \(days)" }
          list.named { "\(sym) \($0) \(days)" }
          list.named { "\(sym)\($0) \(d)d" }
          list.named { "\($0) in \(days)" }
          list.named { "\($0) \(d)d" }
          list.signed("\(sym) \(plain) in \(days)")
          list.signed("\(sym) \(days)")
        }
        list.add(days)
        list.number(d, unit: "d")
      case .circular:
        let unit = d == 1 ? "day" : "days"
        if let nth {
          list.named { ["\(sym)\($0)", "\(English.ordinal(nth)) in", days.text] }
          list.named(after: sym, English.ordinal(nth), days.text)
          list.named { [$0, English.ordinal(nth), "\(d)d"] }
          list.signed([sym, "\(English.ordinal(nth)) in", days.text])
          list.signed([sym, English.ordinal(nth), "\(d)d"])
          list.add([English.ordinal(nth), "in", days.text])
          list.add([English.ordinal(nth), "\(d)", unit])
        } else {
          list.named(after: sym, "\(d)", unit)
        }
        list.signed([sym, "\(d)", unit])
        list.number("\(d)", unit)
      case .rectangular:
        let reduced = nth.map { (nth) -> Line in "\(ordinal: nth) \(anniversaryWord)" } ?? plain
        if let breakdown = breakdownEN {
          for text in [breakdown.words, breakdown.short] {
            list.named { [title($0), "\(event) in \(days)", text] }
            list.named { [title($0), "\(reduced) in \(days)", text] }
            list.named { [title($0), "in \(days)", text] }
          }
        }
        list.named { [title($0), "\(event) in", days.text] }
        for label in cuts {
          let event = eventEN(ordinal: ordinal, label: label)
          list.named { [title($0), "\(event) in", days.text] }
        }
        list.named { [title($0), "\(reduced) in", days.text] }
        list.add([sym, "\(event) in", days.text])
        if face.kind == .formed { list.add([sym, "\(reduced) in", days.text]) }
        if nth == nil { list.named { [title($0), "in \(days)"] } }
        list.add(["\(reduced) in", days.text])
        list.add(["in \(days)"])
        list.add([days.text])
        list.add(["\(d)"])
      }
    case .today(let ordinal):
      let event = eventEN(ordinal: ordinal, label: label)
      let plain = eventEN(ordinal: nil, label: label)
      let nth = keepsOrdinal(ordinal)
      let reduced = nth.map { (nth) -> Line in "\(ordinal: nth) \(anniversaryWord)" } ?? plain
      switch family {
      case .inline:
        list.named { "\(sym) \($0) \(event) today!" }
        if face.kind == .birthday { list.named { "\(sym) Happy birthday, \($0)!" } }
        if isLabelled {
          // The label, whole or cut, before the line without it.
          if let nth { list.named { "\(sym) \($0) \(label) \(ordinal: nth) today!" } }
          list.signed("\(sym) \(event) today!")
          offerCutsEN(cuts, ordinal, sym, "today!", &list)
        }
        if let nth { list.named { "\(sym) \($0) \(ordinal: nth) today!" } }
        if !isLabelled { list.signed("\(sym) \(event) today!") }
        list.signed("\(sym) \(reduced) today!")
        if let nth {
          list.named { "\($0) \(ordinal: nth) today!" }
          list.named { "\($0) \(ordinal: nth)!" }
          list.signed("\(sym) \(ordinal: nth) today!")
          list.add("\(ordinal: nth) today!")
        } else {
          list.named { "\(sym) \($0) today!" }
          list.named { "\($0) today!" }
          list.signed("\(sym) today!")
        }
        list.add("today!")
      case .circular:
        if let ordinal, ordinal > 0 {
          let number = face.kind == .birthday ? "\(ordinal)" : English.ordinal(ordinal)
          list.named(after: sym, number, "today")
          list.signed(face.kind == .birthday ? [sym, number, "today"] : [number, "today", sym])
        }
        list.circle(sym, "today", "!")
        list.signed([sym, "today"])
        list.add(["today"])
      case .rectangular:
        let cheer =
          face.kind == .birthday
          ? "Happy birthday!" : (isLabelled ? "" : "Congratulations!")
        list.named { [title($0), "\(event) today!", cheer] }
        // A formation too long for the line cheers with its plain anniversary.
        if face.kind == .formed { list.named { [title($0), "\(reduced) today!", cheer] } }
        for label in cuts {
          let event = eventEN(ordinal: ordinal, label: label)
          list.named { [title($0), "\(event) today!", cheer] }
        }
        if isLabelled, let ordinal, ordinal > 0 {
          for label in [label] + cuts {
            list.named { [title($0), label, "\(English.ordinal(ordinal)) \(anniversaryWord)!"] }
          }
        }
        list.named { [title($0), "\(reduced) today!"] }
        list.add([sym, "\(event) today!"])
        list.add(["\(reduced) today!"])
        list.add(["today!"])
      }
    case .returning(let d, let n):
      let days = English.days(d)
      let lasting: Line = isInclusive ? "hiatus, day \(grouped: n)" : "\(English.days(n)) on hiatus"
      switch family {
      case .inline:
        list.named { "\(sym) \($0) back in \(days)" }
        list.named { "\(sym) \($0) back in \(d)d" }
        list.signed("\(sym) back in \(days)")
        list.named { "\(sym) \($0) in \(days)" }
        list.named { "\(sym)\($0) \(d)d" }
        list.named { "\($0) back in \(d)d" }
        list.named { "\($0) \(d)d" }
        list.signed("\(sym) back in \(d)d")
        list.add("back in \(days)")
        list.add("back in \(d)d")
        list.add(days)
        list.number(d, unit: "d")
      case .circular:
        list.days(d, after: sym)
      case .rectangular:
        list.named { [title($0), "back in \(days)", lasting.text] }
        list.named { [title($0), "back in \(d)d", lasting.text] }
        list.add([sym, "back in \(days)", lasting.text])
        titled("back in \(days)", then: "in \(days)", &list)
        list.add(["back in \(days)", lasting.text])
        list.add(["back in", days.text])
        list.add(["in \(days)"])
        list.add([days.text])
        list.add(["\(d)"])
      }
    case .back:
      switch family {
      case .inline:
        list.named { "\(sym) \($0) back today!" }
        list.signed("\(sym) back today!")
        list.named { "\($0) back today!" }
        list.named { "\(sym) \($0) today!" }
        list.named { "\($0) today!" }
        list.signed("\(sym) today!")
        list.add("back today!")
        list.add("today!")
      case .circular:
        list.circle(sym, "back", "today")
        list.signed([sym, "today", "!"])
        list.add(["back", "today"])
        list.add(["today"])
      case .rectangular:
        list.named { [title($0), "back today!", "Welcome back!"] }
        list.named { [title($0), "back today!"] }
        list.add([sym, "back today!", "Welcome back!"])
        list.add(["back today!"])
        list.add(["today!"])
      }
    case .backFor(let n):
      let count = English.days(n)
      let phrase: Line = "back for \(count)"
      let length = hiatusLength.map { (length) -> String in
        let line: Line = "after \(English.days(length)) off"
        return line.text
      }
      switch family {
      case .inline:
        // Each line says what the days count (back), before it drops the name.
        list.named { "\(sym) \($0) \(phrase)" }
        list.named { "\(sym) \($0) back \(grouped: n)d" }
        list.signed("\(sym) \(phrase)")
        list.named { "\($0) back \(grouped: n)d" }
        list.add(phrase)
        list.add(count)
        list.add("\(grouped: n)")
        list.add("\(n)")
      case .circular:
        list.days(n, after: sym)
      case .rectangular:
        list.named { [title($0), phrase.text, length ?? ""] }
        list.named { [title($0), count.text, length ?? ""] }
        list.add([sym, phrase.text, length ?? ""])
        titled(phrase.text, then: count.text, &list)
        list.add([phrase.text])
        list.add([count.text])
        list.add(["\(n)"])
      }
    }
  }

  /// Offers the inline family's lines with each cut of a custom day's `cuts`, longest
  /// first, before `end`: the name's lines, then the symbol's ("◆ Aki First li… 3rd in
  /// 9 days").
  func offerCutsEN(
    _ cuts: [String], _ ordinal: Int?, _ sym: String, _ end: Line, _ list: inout Candidates
  ) {
    let nth = keepsOrdinal(ordinal)
    for label in cuts {
      let event = eventEN(ordinal: ordinal, label: label)
      list.named { "\(sym) \($0) \(event) \(end)" }
      if let nth { list.named { "\(sym) \($0) \(label) \(ordinal: nth) \(end)" } }
      list.signed("\(sym) \(event) \(end)")
    }
  }

  func eventEN(ordinal: Int?, label: String) -> Line {
    guard let nth = ordinal, nth > 0 else {
      switch face.kind {
      case .birthday: return "birthday"
      case .debut: return "debut"
      case .formed: return "formation"
      case .following: return "first day"
      case .custom, .graduation, .hiatus: return "\(label)"
      }
    }
    switch face.kind {
    case .birthday: return "turns \(nth)"
    case .debut: return "\(ordinal: nth) \(anniversaryWord)"
    case .formed:
      return face.years == .nth
        ? "\(ordinal: nth) year formed" : "\(ordinal: nth) formation anniversary"
    case .following:
      return face.years == .nth
        ? "\(ordinal: nth) year as a fan" : "\(ordinal: nth) fan anniversary"
    case .custom, .graduation, .hiatus: return "\(label) \(ordinal: nth) \(anniversaryWord)"
    }
  }

  var milestoneLineEN: String {
    guard let milestone = face.occasion.milestone, milestone.daysUntil > 0 else { return "" }
    let value: Line =
      isInclusive ? "day \(grouped: milestone.value)" : English.days(milestone.value)
    let line: Line = "\(value) in \(English.days(milestone.daysUntil))"
    return line.text
  }

  var anniversaryLineEN: String? {
    guard let next = face.occasion.next, let ordinal = shown(next.ordinal), ordinal > 0 else {
      return nil
    }
    let line: Line = "\(yearsEN(ordinal)) in \(English.days(next.daysUntil))"
    return line.text
  }
}

/// English numbers, plurals and ordinals.
public enum English {
  /// "1 oshi", "2 oshis", "1,000 widgets": a count and its noun, plural unless one.
  public static func counted(_ n: Int, _ noun: String) -> String {
    "\(grouped(n)) \(abs(n) == 1 ? noun : noun + "s")"
  }

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

extension Candidates {
  /// Offers the circular family's named candidates: `symbol` before the name above
  /// `first` and `second`, then the name alone above them.
  mutating func named(
    after symbol: String, _ first: @autoclosure () -> String,
    _ second: @autoclosure () -> String
  ) {
    named { ["\(symbol)\($0)", first(), second()] }
    named { [$0, first(), second()] }
  }

  /// Offers the circular family's usual three: `symbol` before the name above `first` and
  /// `second`, the name alone above them, then the symbol alone above them.
  mutating func circle(
    _ symbol: String, _ first: @autoclosure () -> String, _ second: @autoclosure () -> String
  ) {
    named(after: symbol, first(), second())
    signed([symbol, first(), second()])
  }

  /// Offers the circular family's candidates for `days` in English: the name above the
  /// number and its unit, then the symbol, then the number.
  mutating func days(_ days: Int, after symbol: String) {
    let unit = days == 1 ? "day" : "days"
    circle(symbol, "\(days)", unit)
    number("\(days)", unit)
  }

  /// Offers the circular family's named candidates for a hiatus's `days` in Japanese: the
  /// name above them, then 復帰 above them.
  mutating func hiatusDays(_ days: Int, after symbol: String) {
    named(after: symbol, "\(days)", "日")
    add(["復帰", "\(days)", "日"])
  }

  /// Offers the circular family's candidates for the `days` left in Japanese, after the
  /// named ones: the symbol above them, then あと above them, then the number.
  mutating func daysLeft(_ days: Int, after symbol: String) {
    signed([symbol, "\(days)", "日"])
    add(["あと", "\(days)", "日"])
    number("\(days)", "日")
  }

  /// Offers the inline family's barest candidates: the number with its `unit` (日, d),
  /// then the number alone.
  mutating func number(_ number: Int, unit: StaticString) {
    add("\(number)\(unit)")
    add("\(number)")
  }

  /// Offers the circular family's barest candidates: `number` above its `unit`, then the
  /// number alone.
  mutating func number(_ number: @autoclosure () -> String, _ unit: @autoclosure () -> String) {
    add([number(), unit()])
    add([number()])
  }
}
