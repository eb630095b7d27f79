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
    var occasion = Occasion(
      date: eventDate, today: today, countStyle: countStyle, leapDay: leapDay,
      yearly: !(kind == .custom && once), fixedOrdinal: fixedOrdinal, hidesOrdinal: hidesOrdinal)
    // キリ番 are for the counts that go up day by day, and may be the oshi's birthday.
    if kind == .following || kind == .custom, let count = occasion.count, count >= 0 {
      occasion.kiriban = Kiriban.next(
        atLeast: count, birthday: oshi.birthday.map { (month: $0.month, day: $0.day) })
    }
    return occasion
  }
}
