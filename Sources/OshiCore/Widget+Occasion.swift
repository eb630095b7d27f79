extension Widget {
  /// The date this widget counts from: its own for `custom`, else the oshi's.
  public func eventDate(of oshi: Oshi) -> EventDate? {
    kind == .custom ? date : oshi.date(for: kind)
  }

  /// The occasion this widget shows on `today`, or nil when its date is not set.
  public func occasion(of oshi: Oshi, on today: LocalDate) -> Occasion? {
    guard let eventDate = eventDate(of: oshi) else { return nil }
    var fixedOrdinal: Int?
    var hidesOrdinal = false
    if kind == .birthday {
      switch oshi.ageMode {
      case .real: break
      case .hidden: hidesOrdinal = true
      case .frozen(let age): fixedOrdinal = age
      }
    }
    // After a graduation with --stop-following, the fan's count stops on that day.
    if kind == .following, oshi.stopsFollowing, let graduated = oshi.graduated?.date,
      graduated <= today, let start = eventDate.date, start <= graduated
    {
      var occasion = Occasion(
        date: eventDate, today: graduated, countStyle: countStyle, leapDay: leapDay,
        yearly: false)
      occasion.isFrozen = true
      occasion.next = nil
      occasion.milestone = nil
      return occasion
    }
    var occasion = Occasion(
      date: eventDate, today: today, countStyle: countStyle, leapDay: leapDay,
      yearly: !(kind == .custom && once) && kind != .hiatus, fixedOrdinal: fixedOrdinal,
      hidesOrdinal: hidesOrdinal)
    if kind == .hiatus, let until = oshi.hiatus?.until?.date {
      occasion.end = Occasion.End(date: until, daysUntil: until.days(since: today))
      // While the hiatus lasts, the next thing to come is the return.
      if let start = eventDate.date, start <= today, until > today {
        occasion.next = Occasion.Next(date: until, daysUntil: until.days(since: today), ordinal: nil)
      }
    }
    // キリ番 are for the counts that go up day by day, and may be the oshi's birthday.
    if kind.countsKiriban, let count = occasion.count, count >= 0 {
      occasion.kiriban = Kiriban.next(
        atLeast: count, birthday: oshi.birthday.map { (month: $0.month, day: $0.day) })
    }
    return occasion
  }
}

extension WidgetKind {
  /// Whether the widget's count goes up day by day and so has キリ番.
  public var countsKiriban: Bool {
    switch self {
    case .following, .custom, .graduation, .hiatus: true
    case .birthday, .debut, .formed: false
    }
  }
}
