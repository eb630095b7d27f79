import OshiCore
import OshiText
import OshiWords

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
  /// The kind's words.
  var words: KindWords { face.kind.words }

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
    /// A sad day (a graduation, a disbanding) remembered on its own day (`years` 0) or on
    /// its yearly day: 今日は卒業, 卒業から1年, said quietly, never cheered.
    case remembered(years: Int)
  }

  var moment: Moment {
    let occasion = face.occasion
    let next = occasion.next
    guard face.kind.facts.countsDays else {
      // A birthday or an anniversary counts down to its next yearly day.
      if let next {
        let ordinal = shown(next.ordinal)
        return next.daysUntil == 0
          ? .today(ordinal: ordinal) : .countdown(days: next.daysUntil, ordinal: ordinal)
      }
      return .counting(occasion.count ?? 0)
    }
    // A count goes up day by day from its date.
    guard let days = occasion.days, let count = occasion.count else {
      // A yearless date: only the next occurrence can be told.
      guard let next else { return .counting(0) }
      return next.daysUntil == 0
        ? .today(ordinal: nil) : .countdown(days: next.daysUntil, ordinal: nil)
    }
    if days < 0 { return .countdown(days: -days, ordinal: nil) }
    if face.kind.facts.date == .hiatus {
      // A hiatus counts its days; once its return day is known, it counts down to it.
      guard let end = occasion.end else { return .counting(count) }
      if end.daysUntil > 0 { return .returning(days: end.daysUntil, count: count) }
      return end.daysUntil == 0 ? .back : .backFor(days: -end.daysUntil)
    }
    if face.kind.facts.countsFollowing {
      // The fan's own anniversary is celebrated on its day: 推し始めて1周年!
      if days > 0, let next, next.daysUntil == 0 { return .today(ordinal: shown(next.ordinal)) }
      return .counting(count)
    }
    // A custom day is celebrated on the day itself and on each anniversary; a sad day is
    // remembered on them.
    if days == 0 || next?.daysUntil == 0 {
      guard face.kind.celebratesCount else {
        return .remembered(years: days == 0 ? 0 : next?.ordinal ?? 0)
      }
      return .today(ordinal: shown(next?.ordinal))
    }
    return .counting(count)
  }

  /// The N an anniversary shows: the completed years (7周年), or with `--years nth` the
  /// year running (8年目).
  ///
  /// An age and a first occurrence (0) are shown as they are.
  func shown(_ ordinal: Int?) -> Int? {
    guard face.years == .nth, !face.kind.facts.countsAge, let ordinal, ordinal > 0 else {
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

  /// The symbol before the text: the kind's where it says the day (the cake for
  /// birthdays), else the oshi's own or the kind's.
  var symbol: String {
    if words.symbolIsTheDay { return words.symbol }
    return face.symbol ?? words.symbol
  }

  /// Whether the widget is worded as a custom day, with a label.
  ///
  /// Those are the kinds worded by a label that may be the widget's own: a custom day, and
  /// a graduation (卒業 or 解散, unless the widget has one). A hiatus's words are its own,
  /// 活休.
  var isLabelled: Bool { words.isLabelled && face.kind.facts.date != .hiatus }

  /// The word for the day in Japanese: the label of a custom day or a graduation, else
  /// the kind's own.
  var labelJA: String { words.widgetLabel(face.label, isGroup: face.isGroup, .ja) }

  /// The word for the day in English, as ``labelJA``.
  var labelEN: String { words.widgetLabel(face.label, isGroup: face.isGroup, .en) }

  /// How many days the hiatus lasted, once its return day is known; nil otherwise.
  var hiatusLength: Int? {
    guard face.kind.facts.date == .hiatus, let start = face.occasion.date.date,
      let end = face.occasion.end
    else { return nil }
    let length = end.date.days(since: start)
    return length > 0 ? length : nil
  }

  /// Shorter cuts of a custom day's long label, ending in "…", longest first, so that a
  /// line cuts the label before it drops it.
  ///
  /// `ファーストライブ…から700日` says more than `700日`. Each cut falls between grapheme
  /// clusters and keeps at least three cells. Empty for the kinds not worded with a label
  /// (``isLabelled``), for a label that is already short, and without a label.
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
    words.symbolIsTheDay ? "\(name) \(symbol)" : "\(symbol) \(name)"
  }

  /// Whether the count is inclusive (N日目, day N).
  ///
  /// A count that stopped (推し歴) is said in days, N日, whatever its style.
  var isInclusive: Bool {
    !face.occasion.isFrozen && face.occasion.count != face.occasion.days
  }

  /// Whether today is a milestone or a キリ番 of the count, celebrated with "!" and 祝;
  /// never on a sad day's count.
  var isCelebrated: Bool { face.occasion.isCelebrated(as: face.kind) }

  /// Whether the kind is a sad day's, remembered rather than celebrated
  /// (``WidgetKind/Facts/celebrated``).
  var isRemembered: Bool { !face.kind.celebratesCount }

  /// A date in Japanese, in 和暦 when asked: 2026年1月1日, 令和8年1月1日.
  func dateJA(_ date: LocalDate) -> String {
    if era, let text = JapaneseEra.format(date) { return text }
    return "\(date.year)年\(date.month)月\(date.day)日"
  }

  /// A date in English: January 1, 2026.
  func dateEN(_ date: LocalDate) -> String {
    "\(English.month(date.month)) \(date.day), \(date.year)"
  }

  /// The quiet line under a sad day's count: the day it happened, 2026年1月1日; empty
  /// without a year.
  var rememberedDateJA: String { face.occasion.date.date.map(dateJA) ?? "" }

  /// ``rememberedDateJA`` in English.
  var rememberedDateEN: String { face.occasion.date.date.map(dateEN) ?? "" }

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
}
