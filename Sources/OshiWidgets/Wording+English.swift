import OshiCore
import OshiText

// The English candidates of each family, richest first, one function for each moment.
extension Wording {
  /// Offers the English candidates of `family` for today's moment.

  func english(
    _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    switch moment {
    case .counting(let n):
      countingEN(n, family, &list, symbol: sym, label: label, cuts: cuts)
    case .countdown(let d, let ordinal):
      countdownEN(d, ordinal, family, &list, symbol: sym, label: label, cuts: cuts)
    case .today(let ordinal):
      todayEN(ordinal, family, &list, symbol: sym, label: label, cuts: cuts)
    case .returning(let d, let n):
      returningEN(d, n, family, &list, symbol: sym, label: label, cuts: cuts)
    case .back:
      backEN(family, &list, symbol: sym, label: label, cuts: cuts)
    case .backFor(let n):
      backForEN(n, family, &list, symbol: sym, label: label, cuts: cuts)
    case .remembered(let years):
      rememberedEN(years, family, &list, symbol: sym, label: label, cuts: cuts)
    }
  }

  /// Offers the English candidates of a sad day remembered on its own day ("graduates
  /// today") or on its yearly day ("1 year since graduation"): said plainly, with no
  /// anniversary and no "!".
  func rememberedEN(
    _ years: Int, _ family: Family, _ list: inout Candidates, symbol sym: String,
    label: String, cuts: [String]
  ) {
    // A graduation without a label of its own says it with the verb.
    let verb = ownVerb.map { "\($0(isGroup: face.isGroup, done: false)) today" }
    func phrase(_ label: String) -> String {
      years == 0 ? verb ?? "\(label) today" : "\(English.counted(years, "year")) since \(label)"
    }
    let when = years == 0 ? "today" : English.counted(years, "year")
    switch family {
    case .inline:
      for label in [label] + cuts {
        list.named { "\(sym) \($0) \(phrase(label))" }
        list.signed("\(sym) \(phrase(label))")
      }
      if years > 0 {
        // Tighter, with the verb: "graduated 1y ago".
        list.named { "\(sym) \($0) \(done(label)) \(years)y ago" }
      }
      list.named { "\($0) \(phrase(label))" }
      list.named { "\(sym) \($0) \(when)" }
      list.add("\(phrase(label))")
      list.add("\(when)")
    case .circular:
      let (top, bottom) =
        years == 0 ? ("today", "") : ("\(years)", years == 1 ? "year" : "years")
      list.circle(sym, top, bottom)
      list.add([top, bottom])
    case .rectangular:
      let date = rememberedDateEN
      for label in [label] + cuts { list.named { [title($0), phrase(label), date] } }
      list.named { [title($0), phrase(label)] }
      list.add([sym, phrase(label), date])
      list.add([phrase(label)])
      list.add([when])
    }
  }

  /// Offers the English candidates of a count that goes on: 推し始めて100日目, day 100.
  func countingEN(
    _ n: Int, _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    let count: Line = isInclusive ? "day \(grouped: n)" : English.days(n)
    let mark = isCelebrated ? "!" : ""
    // What a following count after a graduation, or a hiatus, says in words.
    let phrase = words.count?.aroundEN(
      inclusive: isInclusive, afterGraduation: face.status == .graduated,
      stopped: face.occasion.isFrozen
    ).map { (around) -> Line in "\(around.before)\(count)\(around.after)" }
    let said = CountEN(n: n, count: count, mark: mark, phrase: phrase)
    switch family {
    case .inline:
      countingInlineEN(said, &list, symbol: sym, label: label, cuts: cuts)
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
      countingRectangularEN(said, &list, symbol: sym, label: label, cuts: cuts)
    }
  }

  /// A count as English says it: its number, its words (day 12, 56 days), the mark of a
  /// celebrated one, and the words the kind puts around it, if any.
  struct CountEN {
    let n: Int
    let count: Line
    let mark: String
    let phrase: Line?
  }

  /// What a custom day counts: "First live: day 3" or "335 days since First live".
  func about(_ label: String, _ said: CountEN) -> Line {
    isInclusive ? "\(label): \(said.count)" : "\(said.count) since \(label)"
  }

  /// ``countingEN``'s inline candidates.
  func countingInlineEN(
    _ said: CountEN, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    let (n, count, mark, phrase) = (said.n, said.count, said.mark, said.phrase)
    if let phrase {
      list.named { "\(sym) \($0) \(phrase)\(mark)" }
      list.signed("\(sym) \(phrase)\(mark)")
    }
    if isLabelled {
      // Each length of the label, in words, then tighter with the label before the
      // number ("First li… 335d").
      for label in [label] + cuts {
        list.named { "\(sym) \($0) \(about(label, said))\(mark)" }
        // Which way the days run, said where it fits: "56d since graduation", not
        // "graduation 56d", which may read as a countdown.
        if !isInclusive {
          list.named { "\(sym) \($0) \(grouped: n)d since \(label)\(mark)" }
          list.named { "\(sym) \($0) \(done(label)) \(grouped: n)d ago\(mark)" }
        }
      }
      // The tightest keep the label, whole or cut, before the number.
      for label in [label] + cuts {
        list.named { "\(sym) \($0) \(label) \(grouped: n)d\(mark)" }
      }
    }
    if let whose = words.count?.daysEN, !isInclusive {
      // Days, not day N: say whose days they are.
      list.named { "\(sym) \($0) \(grouped: n)d \(whose)\(mark)" }
    }
    list.named { "\(sym) \($0) \(count)\(mark)" }
    list.signed("\(sym) \(count)\(mark)")
    list.named { "\($0) \(count)\(mark)" }
    list.named { "\(sym) \($0) \(grouped: n)\(mark)" }
    list.add(count)
    list.add("\(grouped: n)")
    list.add("\(n)")
  }

  /// ``countingEN``'s rectangular candidates.
  func countingRectangularEN(
    _ said: CountEN, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    let (n, count, mark, phrase) = (said.n, said.count, said.mark, said.phrase)
    let words: String =
      phrase?.text ?? self.words.count?.daysEN.map { "\(count) \($0)" } ?? about(label, said).text
    let breakdown = face.occasion.isFrozen || isCelebrated ? nil : breakdownEN
    let third =
      kiribanWordsEN ?? (isCelebrated ? "milestone \(English.grouped(n))!" : nil)
      ?? (face.occasion.isFrozen
        ? (face.isGroup ? "until the disbanding" : "until graduation")
        : isRemembered
          ? rememberedDateEN
          : breakdown?.short ?? (isLabelled ? anniversaryLineEN : nil) ?? milestoneLineEN)
    if let breakdown, !isLabelled {
      list.named { [title($0), "\(words)\(mark)", breakdown.words] }
    }
    if isLabelled {
      for label in [label] + cuts {
        list.named { [title($0), "\(about(label, said))\(mark)", third] }
      }
      // A graduation's own word is not cut: it goes before the count instead.
      if ownVerb != nil, !isInclusive {
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

  /// Offers the English candidates of the days until the next yearly day: 誕生日まであと30日, in 30 days.
  func countdownEN(
    _ d: Int, _ ordinal: Int?, _ family: Family, _ list: inout Candidates, symbol sym: String,
    label: String, cuts: [String]
  ) {
    let days = English.days(d)
    let event = eventEN(ordinal: ordinal, label: label)
    let plain = eventEN(ordinal: nil, label: label)
    // An anniversary keeps its N (7th) when words are dropped; an age may go.
    let nth = keepsOrdinal(ordinal)
    switch family {
    case .inline:
      let said = CountdownEN(
        d: d, ordinal: ordinal, days: days, event: event, plain: plain, nth: nth)
      countdownInlineEN(said, &list, symbol: sym, label: label, cuts: cuts)
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
      if words.anniversaryWordEN != nil { list.add([sym, "\(reduced) in", days.text]) }
      if nth == nil { list.named { [title($0), "in \(days)"] } }
      list.add(["\(reduced) in", days.text])
      list.add(["in \(days)"])
      list.add([days.text])
      list.add(["\(d)"])
    }
  }

  /// The days until a yearly day as English says them: the days, the day with its N and
  /// without, and the N a line keeps when it drops words.
  struct CountdownEN {
    let d: Int
    let ordinal: Int?
    let days: Line
    let event: Line
    let plain: Line
    let nth: Int?
  }

  /// ``countdownEN``'s inline candidates.
  func countdownInlineEN(
    _ said: CountdownEN, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    let (d, ordinal, days, event, plain, nth) = (
      said.d, said.ordinal, said.days, said.event, said.plain, said.nth
    )
    list.named { "\(sym) \($0) \(event) in \(days)" }
    // A long word is kept before the days are spelt out: "formation in 9d".
    // A sad day keeps its word too: without it the days read as ones to look forward to.
    if nth == nil, words.anniversaryWordEN != nil || isRemembered {
      list.named { "\(sym) \($0) \(event) in \(d)d" }
    }
    if face.kind.facts.countsAge, let day = words.event?.en {
      list.named { "\(sym) \($0)'s \(day) in \(days)" }
      if let age = ordinal, age > 0 { list.named { "\(sym) \($0) turns \(age) in \(d)d" } }
    }
    if let nth {
      if isLabelled {
        list.named { "\(sym) \($0) \(label) \(ordinal: nth) in \(days)" }
      }
      if let word = words.anniversaryWordEN {
        // A formation keeps its word while it fits, so that it never reads as the
        // debut's anniversary beside it.
        list.named { "\(sym) \($0) \(ordinal: nth) \(word) in \(days)" }
        list.named { "\(sym) \($0) \(ordinal: nth) \(word) in \(d)d" }
      }
      list.named { "\(sym) \($0) \(yearsEN(nth)) in \(days)" }
      list.named { "\(sym) \($0) \(ordinal: nth) in \(days)" }
    }
    list.signed("\(sym) \(event) in \(days)")
    if !cuts.isEmpty { offerCutsEN(cuts, ordinal, sym, "in \(days)", &list) }
    if let nth {
      if let word = words.anniversaryWordEN {
        list.signed("\(sym) \(ordinal: nth) \(word) in \(days)")
      }
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
  }

  /// Offers the English candidates of the day itself: 今日は誕生日!, today!.
  func todayEN(
    _ ordinal: Int?, _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
    let event = eventEN(ordinal: ordinal, label: label)
    let plain = eventEN(ordinal: nil, label: label)
    let nth = keepsOrdinal(ordinal)
    let reduced = nth.map { (nth) -> Line in "\(ordinal: nth) \(anniversaryWord)" } ?? plain
    switch family {
    case .inline:
      list.named { "\(sym) \($0) \(event) today!" }
      if let greeting = words.event?.greetingEN {
        list.named { "\(sym) \(greeting), \($0)!" }
      }
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
        let age = face.kind.facts.countsAge
        let number = age ? "\(ordinal)" : English.ordinal(ordinal)
        list.named(after: sym, number, "today")
        list.signed(age ? [sym, number, "today"] : [number, "today", sym])
      }
      // "today!" whole: a "!" alone on a line reads as a stray mark on a card.
      list.circle(sym, "today!", "")
      list.signed([sym, "today"])
      list.add(["today"])
    case .rectangular:
      let cheer =
        words.event.map { $0.greetingEN.map { "\($0)!" } ?? "Congratulations!" } ?? ""
      list.named { [title($0), "\(event) today!", cheer] }
      // A formation too long for the line cheers with its plain anniversary.
      if words.anniversaryWordEN != nil {
        list.named { [title($0), "\(reduced) today!", cheer] }
      }
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
  }

  /// Offers the English candidates of a hiatus with its return ahead: 復帰まであと30日, back in 30 days.
  func returningEN(
    _ d: Int, _ n: Int, _ family: Family, _ list: inout Candidates, symbol sym: String,
    label: String, cuts: [String]
  ) {
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
  }

  /// Offers the English candidates of the day of the return from a hiatus: 今日は復帰!, back today!.
  func backEN(
    _ family: Family, _ list: inout Candidates, symbol sym: String, label: String, cuts: [String]
  ) {
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
      list.signed([sym, "today!"])
      list.add(["back", "today"])
      list.add(["today"])
    case .rectangular:
      list.named { [title($0), "back today!", "Welcome back!"] }
      list.named { [title($0), "back today!"] }
      list.add([sym, "back today!", "Welcome back!"])
      list.add(["back today!"])
      list.add(["today!"])
    }
  }

  /// Offers the English candidates of the days since the return from a hiatus: 復帰から30日, back for 30 days.
  func backForEN(
    _ n: Int, _ family: Family, _ list: inout Candidates, symbol sym: String, label: String,
    cuts: [String]
  ) {
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

  /// The day in English, with its N when there is one: "7th anniversary", "turns 28",
  /// "First live 3rd anniversary".
  func eventEN(ordinal: Int?, label: String) -> Line {
    guard let event = words.event else {
      guard let nth = ordinal, nth > 0 else { return "\(label)" }
      return "\(label) \(ordinal: nth) \(anniversaryWord)"
    }
    guard let nth = ordinal, nth > 0 else { return "\(event.en)" }
    // An age turns; an anniversary has the kind's words after its ordinal.
    guard let after = event.afterOrdinalEN else { return "turns \(nth)" }
    return "\(ordinal: nth) \(face.years == .nth ? after.nth : after.completed)"
  }

  /// The verb a widget without a label of its own says its day with (a graduation's
  /// "graduated", "disbanded"), or nil.
  var ownVerb: KindWords.Verb? { face.label == nil ? words.verbEN : nil }

  /// What happened `label` ago, with the verb where there is one: "graduated",
  /// "disbanded", else the label.
  func done(_ label: String) -> String {
    ownVerb.map { "\($0(isGroup: face.isGroup, done: true))" } ?? label
  }

  var milestoneLineEN: String {
    guard let milestone = face.occasion.milestone, milestone.daysUntil > 0 else { return "" }
    let value: Line =
      isInclusive ? "day \(grouped: milestone.value)" : English.days(milestone.value)
    let line: Line = "\(value) in \(English.days(milestone.daysUntil))"
    return line.text
  }

  var anniversaryLineEN: String? {
    guard !isRemembered, let next = face.occasion.next, let ordinal = shown(next.ordinal),
      ordinal > 0
    else {
      return nil
    }
    let line: Line = "\(yearsEN(ordinal)) in \(English.days(next.daysUntil))"
    return line.text
  }
}
