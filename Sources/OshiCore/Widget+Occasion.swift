extension Widget {
  /// The date this widget counts from: its own for a kind whose widgets have one, else
  /// the oshi's.
  public func eventDate(of oshi: Oshi) -> EventDate? {
    kind.facts.date == .own ? date : oshi.date(for: kind)
  }

  /// Whether the widget's date comes back every year: the kind's does, unless the
  /// widget's own day happens `--once`.
  public var repeats: Bool { kind.facts.repeats && !happensOnce }

  /// Whether the widget is a day of its own that happens `--once`, with no yearly
  /// occurrence.
  public var happensOnce: Bool { once && kind.facts.date == .own }

  /// The occasion this widget shows on `today`, or nil when its date is not set.
  public func occasion(of oshi: Oshi, on today: LocalDate) -> Occasion? {
    guard let eventDate = eventDate(of: oshi) else { return nil }
    var fixedOrdinal: Int?
    var hidesOrdinal = false
    if kind.facts.countsAge {
      switch oshi.ageMode {
      case .real: break
      case .hidden: hidesOrdinal = true
      case .frozen(let age): fixedOrdinal = age
      }
    }
    // After a graduation with --stop-following, the fan's count stops on that day.
    if kind.facts.countsFollowing, oshi.stopsFollowing, let graduated = oshi.graduated?.date,
      graduated <= today, let start = eventDate.date, start <= graduated
    {
      var occasion = Occasion.frozen(
        date: eventDate, stoppedOn: graduated, today: today, countStyle: countStyle)
      occasion.milestone = nil
      return occasion
    }
    let until = kind.facts.date == .hiatus ? oshi.hiatus?.until?.date : nil
    var occasion: Occasion
    if let until, let start = eventDate.date, start < until, until <= today {
      // From the return on, a hiatus counts its length: its count stops on its last day
      // (the return day itself when days are counted from 0).
      let last = countStyle == .inclusive ? until.adding(days: -1) : until
      occasion = Occasion.frozen(
        date: eventDate, stoppedOn: last, today: today, countStyle: countStyle)
      if until == today {
        occasion.next = Occasion.Next(date: until, daysUntil: 0, ordinal: nil)
      }
    } else {
      occasion = Occasion(
        date: eventDate, today: today, countStyle: countStyle, leapDay: leapDay,
        yearly: repeats, fixedOrdinal: fixedOrdinal,
        hidesOrdinal: hidesOrdinal)
    }
    if let until {
      occasion.end = Occasion.End(date: until, daysUntil: until.days(since: today))
      // While the hiatus lasts, the next thing to come is the return.
      if let start = eventDate.date, start <= today, until > today {
        occasion.next = Occasion.Next(
          date: until, daysUntil: until.days(since: today), ordinal: nil)
      }
    }
    // A sad day's count is remembered: it has no milestone to count down to.
    if !kind.celebratesCount { occasion.milestone = nil }
    // キリ番 are for the counts that go up day by day, and may be the oshi's birthday.
    if countsKiriban, let count = occasion.count, count >= 0 {
      occasion.kiriban = Kiriban.next(
        atLeast: count, birthday: oshi.birthday.map { (month: $0.month, day: $0.day) })
    }
    return occasion
  }

  /// Whether the widget's count has キリ番: a count that goes up day by day, except a
  /// `--once` day's, which is an event that happened, not a count fans keep.
  public var countsKiriban: Bool {
    kind.countsKiriban && !happensOnce
  }
}

extension Occasion {
  /// Whether today is a day this count is celebrated on: a milestone or a キリ番 of a
  /// count that goes on, never a hiatus's.
  ///
  /// The text (and so the cards), every bar format's state, upcoming and notify, and the calendar
  /// follow this one rule; JSON gives the milestone and キリ番 it is decided from.
  public func isCelebrated(as kind: WidgetKind) -> Bool {
    kind.celebratesCount && !isFrozen
      && (milestone?.daysUntil == 0 || kiriban?.daysUntil == 0)
  }
}
