import OshiCore
import OshiText
import OshiWords

// The Japanese candidates of each family, richest first, one function for each moment.
extension Wording {
  /// Offers the Japanese candidates of `family` for today's moment.
  func japanese(
    _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    switch moment {
    case .counting(let n):
      countingJA(n, family, &list, symbol: sym, label: label, cuts: cuts)
    case .countdown(let d, let ordinal):
      countdownJA(d, ordinal, family, &list, symbol: sym, label: label, cuts: cuts)
    case .today(let ordinal):
      todayJA(ordinal, family, &list, symbol: sym, label: label, cuts: cuts)
    case .returning(let d, let n):
      returningJA(d, n, family, &list, symbol: sym, label: label, cuts: cuts)
    case .back:
      backJA(family, &list, symbol: sym, label: label, cuts: cuts)
    case .backFor(let n):
      backForJA(n, family, &list, symbol: sym, label: label, cuts: cuts)
    case .remembered(let years):
      rememberedJA(years, family, &list, symbol: sym, label: label, cuts: cuts)
    }
  }

  /// Offers the Japanese candidates of a count that goes on: 推し始めて100日目, day 100.
  func countingJA(
    _ n: Int, _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    let unit = isInclusive ? "日目" : "日"
    let mark = isCelebrated ? "!" : ""
    let phrase: String
    if let count = words.count {
      // After a graduation the count stops (推し歴) or goes on (推し続けて).
      let verb =
        face.occasion.isFrozen
        ? count.stoppedJA : face.status == .graduated ? count.afterGraduationJA : count.goingJA
      phrase = "\(verb)\(n)\(unit)\(mark)"
    } else {
      phrase = "\(label)から\(n)\(unit)\(mark)"
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
      if let count = words.count { list.add("\(count.shortJA)\(n)\(unit)\(mark)") }
      list.signed("\(sym) \(n)\(unit)\(mark)")
      list.add("\(n)\(unit)")
      list.add("\(n)")
    case .circular:
      let word = words.count?.shortJA ?? sym
      let top = isCelebrated ? "祝" : word
      list.named(after: isCelebrated ? "祝" : sym, "\(n)", unit)
      if top != sym { list.add([top, "\(n)", unit]) }
      list.signed([sym, "\(n)", unit])
      list.number("\(n)", unit)
    case .rectangular:
      // Under a count that stopped, the day it stopped on (2026年1月1日に卒業); under a
      // sad day's count, the day it happened; else what comes next.
      let third =
        celebrationJA(n, unit)
        ?? (face.occasion.isFrozen
          ? stoppedLineJA
          : isRemembered
            ? rememberedDateJA
            : breakdownJA ?? (isLabelled ? anniversaryLineJA : nil) ?? milestoneLineJA)
      if era, let start = face.occasion.date.date, let date = JapaneseEra.format(start) {
        list.named { [title($0), phrase, "\(date)から"] }
      }
      list.named { [title($0), phrase, third] }
      for phrase in cutPhrases { list.named { [title($0), phrase, third] } }
      countedJA(phrase, "\(n)\(unit)\(mark)", bare: "\(n)\(unit)", n, above: third, &list)
    }
  }

  /// Offers the Japanese candidates of the days until the next yearly day: 誕生日まであと30日, in 30 days.
  func countdownJA(
    _ d: Int, _ ordinal: Int?, _ family: Family, _ list: inout Candidates, symbol sym: String,
    label: String, cuts: [String]
  ) {
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
      // Always まであと, as everywhere (7周年まであと8日): a tighter line drops the kind's
      // words, then the symbol or the name, before it drops あと.
      if nth == nil { list.named { "\(sym) \($0) \(plain)まであと\(d)日" } }
      list.named { "\(sym) \($0) \(reduced)まであと\(d)日" }
      list.signed("\(sym) \(event)まであと\(d)日")
      for event in cutEvents {
        list.named { "\(sym) \($0) \(event)まであと\(d)日" }
        list.signed("\(sym) \(event)まであと\(d)日")
      }
      // The name without the symbol still says what is coming (解散まであと9日).
      list.named { "\($0) \(reduced)まであと\(d)日" }
      if nth == nil {
        list.named { "\(sym) \($0) あと\(d)日" }
        list.named { "\(sym)\($0) あと\(d)日" }
        list.named { "\(sym)\($0) \(d)日" }
        list.named { "\($0) あと\(d)日" }
        list.named { "\($0) \(d)日" }
      }
      list.signed("\(sym) \(reduced)まであと\(d)日")
      if nth == nil { list.signed("\(sym) あと\(d)日") }
      if nth != nil { list.add("\(reduced)まであと\(d)日") }
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
        list.named { [title($0), "\(reduced)まであと\(d)日", date] }
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
  }

  /// Offers the Japanese candidates of the day itself: 今日は誕生日!, today!.
  func todayJA(
    _ ordinal: Int?, _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
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
          face.kind.facts.countsAge
          ? ("\(ordinal)歳", words.event?.ja ?? "今日") : ("\(ordinal)\(yearWord)", "今日")
        list.named(after: sym, number, word)
        // An anniversary (not an age, not a count's yearly day) is celebrated with 祝.
        if !face.kind.facts.countsAge && !face.kind.facts.countsDays {
          list.signed(["祝", number, sym])
        } else {
          list.signed([sym, number, word])
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
  }

  /// Offers the Japanese candidates of a sad day remembered on its own day (今日は卒業) or
  /// on its yearly day (卒業から1年): said plainly, with no 周年, no 祝 and no "!".
  func rememberedJA(
    _ years: Int, _ family: Family, _ list: inout Candidates, symbol sym: String,
    label: String, cuts: [String]
  ) {
    func phrase(_ label: String) -> String {
      years == 0 ? "今日は\(label)" : "\(label)から\(years)年"
    }
    let when = years == 0 ? "今日" : "\(years)年"
    switch family {
    case .inline:
      for label in [label] + cuts {
        list.named { "\(sym) \($0) \(phrase(label))" }
        list.signed("\(sym) \(phrase(label))")
      }
      list.named { "\($0) \(phrase(label))" }
      list.named { "\(sym) \($0) \(when)" }
      list.add("\(phrase(label))")
      list.add("\(when)")
    case .circular:
      for label in [label] + cuts {
        let (top, bottom) = years == 0 ? ("今日は", label) : ("\(label)から", when)
        list.circle(sym, top, bottom)
        list.add([top, bottom])
      }
      // Tighter, the label and the years without から: 卒業 / 1年.
      if years > 0 { list.circle(sym, label, when) }
      list.signed([sym, when])
      list.add([when])
    case .rectangular:
      let date = rememberedDateJA
      for label in [label] + cuts { list.named { [title($0), phrase(label), date] } }
      list.named { [title($0), phrase(label)] }
      list.add([sym, phrase(label), date])
      list.add([phrase(label)])
      list.add([when])
    }
  }

  /// The line under a count that stopped at a graduation: 2026年1月1日に卒業 (解散).
  var stoppedLineJA: String {
    let what = WidgetKind.graduation.words.name(.ja, isGroup: face.isGroup)
    guard let day = face.occasion.frozenOn else { return what }
    return "\(dateJA(day))に\(what)"
  }

  /// Offers the Japanese candidates of a hiatus with its return ahead: 復帰まであと30日, back in 30 days.
  func returningJA(
    _ d: Int, _ n: Int, _ family: Family, _ list: inout Candidates, symbol sym: String,
    label: String, cuts: [String]
  ) {
    let lasting = "\(labelJA)\(n)\(isInclusive ? "日目" : "日")"
    switch family {
    case .inline:
      list.named { "\(sym) \($0) 復帰まであと\(d)日" }
      list.signed("\(sym) 復帰まであと\(d)日")
      list.named { "\($0) 復帰まであと\(d)日" }
      list.named { "\(sym) \($0) あと\(d)日" }
      list.named { "\(sym)\($0) あと\(d)日" }
      list.named { "\(sym)\($0) \(d)日" }
      list.named { "\($0) あと\(d)日" }
      list.named { "\($0) \(d)日" }
      list.signed("\(sym) あと\(d)日")
      list.add("復帰まであと\(d)日")
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
      list.add([sym, "復帰まであと\(d)日", lasting])
      titled("復帰まであと\(d)日", then: "あと\(d)日", &list)
      list.add(["復帰まであと\(d)日", lasting])
      list.add(["復帰まで", "あと\(d)日"])
      list.add(["あと\(d)日"])
      list.add(["\(d)日"])
      list.add(["\(d)"])
    }
  }

  /// Offers the Japanese candidates of the day of the return from a hiatus: 今日は復帰!, back today!.
  func backJA(
    _ family: Family, _ list: inout Candidates, symbol sym: String, label: String, cuts: [String]
  ) {
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
  }

  /// Offers the Japanese candidates of the days since the return from a hiatus: 復帰から30日, back for 30 days.
  func backForJA(
    _ n: Int, _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    let phrase = "復帰から\(n)日"
    let length = hiatusLength.map { "\(labelJA)は\($0)日間" } ?? ""
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

  /// The rectangular line of a celebrated day: why its number is special, or 祝 N日目!; nil
  /// on any other day.
  func celebrationJA(_ n: Int, _ unit: String) -> String? {
    kiribanWordsJA ?? (isCelebrated ? "祝 \(n)\(unit)!" : nil)
  }

  /// The ordinal of an anniversary, which a line keeps when it drops words; nil for an
  /// age, which may go, and when there is none.
  func keepsOrdinal(_ ordinal: Int?) -> Int? {
    guard !face.kind.facts.countsAge, let ordinal, ordinal > 0 else { return nil }
    return ordinal
  }

  /// The day in Japanese, with its N when there is one: デビュー7周年, 28歳の誕生日, 初現場3周年.
  func eventJA(ordinal: Int?, label: String) -> String {
    let nth = ordinal.flatMap { $0 > 0 ? $0 : nil }
    guard let event = words.event else {
      return nth.map { "\(label)\($0)\(yearWord)" } ?? label
    }
    guard let nth else { return event.dayJA }
    // An age says its years before the day; an anniversary after the kind's words.
    guard let before = event.beforeYearsJA else { return "\(nth)歳の\(event.ja)" }
    return "\(before)\(nth)\(yearWord)"
  }

  /// The ordinal alone, as 28歳 or 7周年, for the tightest lines that still say it.
  func compactJA(ordinal: Int?) -> String? {
    guard let ordinal, ordinal > 0 else { return nil }
    return face.kind.facts.countsAge ? "\(ordinal)歳" : "\(ordinal)\(yearWord)"
  }

  /// The day in a circular widget's short line: 誕生日, 記念日, or the label.
  func shortEventJA(label: String) -> String {
    words.event?.shortJA ?? label
  }

  var milestoneLineJA: String {
    guard let milestone = face.occasion.milestone, milestone.daysUntil > 0 else { return "" }
    let unit = isInclusive ? "日目" : "日"
    return "\(milestone.value)\(unit)まであと\(milestone.daysUntil)日"
  }

  var anniversaryLineJA: String? {
    guard !isRemembered, let next = face.occasion.next, let ordinal = shown(next.ordinal),
      ordinal > 0
    else {
      return nil
    }
    return "\(ordinal)\(yearWord)まであと\(next.daysUntil)日"
  }
}
