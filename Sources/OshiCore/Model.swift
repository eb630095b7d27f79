/// How the shown count relates to the number of days since the event.
public enum CountStyle: String, CaseIterable, Codable, Sendable {
  /// N = days; 0 on the day itself.
  case elapsed
  /// N = days + 1 once the day has come: the event day is day 1 (N日目).
  case inclusive
}

/// Where Feb 29 falls in a common year.
public enum LeapDayRule: String, CaseIterable, Codable, Sendable {
  /// Feb 28, as Japanese law counts a birthday (the default).
  case feb28
  /// Mar 1.
  case mar1
}

/// How an anniversary says its years.
public enum YearStyle: String, CaseIterable, Codable, Sendable {
  /// N full years: 7周年, "7th anniversary" (the default).
  case completed
  /// The N-th year running, as some agencies count: 8年目, "8th year".
  case nth
}

/// How a birthday widget shows the oshi's age.
public enum AgeMode: Hashable, Sendable, CustomStringConvertible {
  /// The real age, from the birth year.
  case real
  /// No age at all.
  case hidden
  /// Always the same age, as in 「永遠の17歳」.
  case frozen(Int)

  /// `real`, `hidden`, or the frozen age as digits.
  public var description: String {
    switch self {
    case .real: "real"
    case .hidden: "hidden"
    case .frozen(let age): String(age)
    }
  }

  /// Parses `real`, `hidden` or a non-negative age such as `17`.
  public init?(_ text: String) {
    switch text {
    case "real": self = .real
    case "hidden": self = .hidden
    default:
      guard !text.isEmpty, text.count <= 4, text.allSatisfy(\.isASCIIDigit), let age = Int(text)
      else { return nil }
      self = .frozen(age)
    }
  }
}

/// The family of a widget: the three Lock Screen shapes.
public enum Family: String, CaseIterable, Codable, Sendable {
  /// A small round widget: up to three short lines.
  case circular
  /// A wider widget: title, count and next-occasion lines.
  case rectangular
  /// One line of text, as above the clock.
  case inline
}

/// A hiatus (活動休止): from a day, until a return day when one is known.
public struct Hiatus: Hashable, Sendable {
  /// The first day of the hiatus.
  public var from: EventDate
  /// The day of the return, when known; a hiatus without one lasts until `oshi resume`.
  public var until: EventDate?

  /// Creates a hiatus.
  public init(from: EventDate, until: EventDate? = nil) {
    self.from = from
    self.until = until
  }

  /// Whether the hiatus lasts on `today`: from its first day up to the day before the return.
  public func lasts(on today: LocalDate) -> Bool {
    guard let start = from.date, start <= today else { return false }
    guard let end = until?.date else { return true }
    return today < end
  }
}

/// A person or group the user follows.
public struct Oshi: Hashable, Sendable {
  /// The store's row id; nil before the oshi is saved.
  public var id: Int64?
  /// A short ASCII identifier, used in widget ids.
  public var slug: String
  /// The name as the fan writes it.
  public var name: String
  /// A shorter name for the circular family.
  public var shortName: String?
  /// One grapheme, such as ♡ or 🎂.
  public var symbol: String?
  /// Whether this is a group (箱推し) whose members are oshis of their own.
  public var isGroup: Bool
  /// The row id of the group the oshi belongs to.
  public var groupID: Int64?
  /// The oshi's own dates: birthday, debut, the day the fan started following, and the
  /// others of ``OshiDate``.
  public var dates = OshiDates()
  /// Whether the following count stops at the graduation (推し歴N日) instead of going on
  /// (推し続けてN日目).
  public var stopsFollowing: Bool
  /// The last hiatus (活動休止), over or not.
  public var hiatus: Hiatus?
  /// How birthday widgets show the age.
  public var ageMode: AgeMode
  /// Whether every widget of this oshi hides the name.
  public var isPrivate: Bool
  /// The oshi's own colour (推し色), when the fan gave one.
  public var color: OshiColor?
  /// The colour of the oshi's group, for a member without a colour of its own.
  ///
  /// The store reads it with such a member, which shows it; it is nil for every other
  /// oshi, and never written.
  public var groupColor: OshiColor?

  /// The colour the oshi's widgets show: its own, else its group's.
  public var shownColor: OshiColor? { color ?? groupColor }

  /// Creates an oshi.
  public init(
    id: Int64? = nil, slug: String, name: String, shortName: String? = nil, symbol: String? = nil,
    isGroup: Bool = false, groupID: Int64? = nil, birthday: EventDate? = nil,
    debut: EventDate? = nil, since: EventDate? = nil, joined: EventDate? = nil,
    formed: EventDate? = nil,
    graduated: EventDate? = nil, stopsFollowing: Bool = false, hiatus: Hiatus? = nil,
    ageMode: AgeMode = .real, isPrivate: Bool = false, color: OshiColor? = nil
  ) {
    self.id = id
    self.slug = slug
    self.name = name
    self.shortName = shortName
    self.symbol = symbol
    self.isGroup = isGroup
    self.groupID = groupID
    self.dates[.birthday] = birthday
    self.dates[.debut] = debut
    self.dates[.since] = since
    self.dates[.joined] = joined
    self.dates[.formed] = formed
    self.dates[.graduated] = graduated
    self.stopsFollowing = stopsFollowing
    self.hiatus = hiatus
    self.ageMode = ageMode
    self.isPrivate = isPrivate
    self.color = color
  }

  /// The oshi's own date for a kind, or nil for a kind whose widgets have their own and
  /// for a date not set.
  public func date(for kind: WidgetKind) -> EventDate? {
    switch kind.facts.date {
    case .oshi(let date): dates[date]
    case .own: nil
    case .hiatus: hiatus?.from
    }
  }

  /// The birthday; its year may be unknown.
  public var birthday: EventDate? {
    get { dates[.birthday] }
    set { dates[.birthday] = newValue }
  }

  /// The debut date.
  public var debut: EventDate? {
    get { dates[.debut] }
    set { dates[.debut] = newValue }
  }

  /// The day the fan started following.
  public var since: EventDate? {
    get { dates[.since] }
    set { dates[.since] = newValue }
  }

  /// The day the oshi joined their group, when known.
  public var joined: EventDate? {
    get { dates[.joined] }
    set { dates[.joined] = newValue }
  }

  /// A group's formation day.
  public var formed: EventDate? {
    get { dates[.formed] }
    set { dates[.formed] = newValue }
  }

  /// The graduation day (卒業), or a group's disbanding (解散).
  public var graduated: EventDate? {
    get { dates[.graduated] }
    set { dates[.graduated] = newValue }
  }

  /// What the oshi is doing on `today`: active, on hiatus, or graduated.
  public func status(on today: LocalDate) -> Status {
    if let graduated = graduated?.date, graduated <= today { return .graduated }
    if let hiatus, hiatus.lasts(on: today) { return .hiatus }
    return .active
  }

  /// What an oshi is doing on a day.
  public enum Status: String, Sendable {
    /// Active.
    case active
    /// On hiatus (活動休止).
    case hiatus
    /// Graduated (卒業), or a group disbanded (解散).
    case graduated
  }
}

/// One stored widget configuration.
public struct Widget: Hashable, Sendable {
  /// A short ASCII slug, for example `aki-birthday`.
  public var id: String
  /// The row id of the oshi it belongs to.
  public var oshiID: Int64
  /// What it counts.
  public var kind: WidgetKind
  /// The date of a custom widget; the other kinds take the oshi's date.
  public var date: EventDate?
  /// The label of a custom widget (初現場, a concert …).
  public var label: String?
  /// Whether a custom date happens once, with no yearly occurrence.
  public var once: Bool
  /// How the count is shown.
  public var countStyle: CountStyle
  /// Where Feb 29 falls in a common year.
  public var leapDay: LeapDayRule
  /// Whether the name and label are hidden.
  public var isPrivate: Bool
  /// How its anniversaries say their years: 7周年 or 8年目.
  public var years: YearStyle
  /// Whether the rectangular family shows how long ago the date was: 3年2ヶ月5日.
  public var showsBreakdown: Bool

  /// Creates a widget.
  public init(
    id: String, oshiID: Int64, kind: WidgetKind, date: EventDate? = nil, label: String? = nil,
    once: Bool = false, countStyle: CountStyle? = nil, leapDay: LeapDayRule = .feb28,
    isPrivate: Bool = false, years: YearStyle = .completed, showsBreakdown: Bool = false
  ) {
    self.id = id
    self.oshiID = oshiID
    self.kind = kind
    self.date = date
    self.label = label
    self.once = once
    self.countStyle = countStyle ?? kind.defaultCountStyle
    self.leapDay = leapDay
    self.isPrivate = isPrivate
    self.years = years
    self.showsBreakdown = showsBreakdown
  }
}
