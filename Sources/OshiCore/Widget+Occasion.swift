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
    return Occasion(
      date: eventDate, today: today, countStyle: countStyle, leapDay: leapDay,
      yearly: !(kind == .custom && once), fixedOrdinal: fixedOrdinal, hidesOrdinal: hidesOrdinal)
  }
}
