/// What a widget counts.
public enum WidgetKind: String, CaseIterable, Codable, Sendable {
  /// Days since the fan started following (推し始めてN日目).
  case following
  /// The oshi's birthday: age and days until (誕生日まであとN日).
  case birthday
  /// The debut: N周年 and days until the anniversary.
  case debut
  /// Any other day, with its own date and label.
  case custom

  /// The counting style a widget of this kind uses unless told otherwise.
  public var defaultCountStyle: CountStyle {
    self == .following ? .inclusive : .elapsed
  }
}

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
  /// The group the oshi belongs to.
  public var group: String?
  /// The birthday; its year may be unknown.
  public var birthday: EventDate?
  /// The debut date.
  public var debut: EventDate?
  /// The day the fan started following.
  public var since: EventDate?
  /// How birthday widgets show the age.
  public var ageMode: AgeMode
  /// Whether every widget of this oshi hides the name.
  public var isPrivate: Bool

  /// Creates an oshi.
  public init(
    id: Int64? = nil, slug: String, name: String, shortName: String? = nil, symbol: String? = nil,
    group: String? = nil, birthday: EventDate? = nil, debut: EventDate? = nil,
    since: EventDate? = nil, ageMode: AgeMode = .real, isPrivate: Bool = false
  ) {
    self.id = id
    self.slug = slug
    self.name = name
    self.shortName = shortName
    self.symbol = symbol
    self.group = group
    self.birthday = birthday
    self.debut = debut
    self.since = since
    self.ageMode = ageMode
    self.isPrivate = isPrivate
  }

  /// The oshi's own date for a kind, or nil for `custom` and for a date not set.
  public func date(for kind: WidgetKind) -> EventDate? {
    switch kind {
    case .following: since
    case .birthday: birthday
    case .debut: debut
    case .custom: nil
    }
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

  /// Creates a widget.
  public init(
    id: String, oshiID: Int64, kind: WidgetKind, date: EventDate? = nil, label: String? = nil,
    once: Bool = false, countStyle: CountStyle? = nil, leapDay: LeapDayRule = .feb28,
    isPrivate: Bool = false
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
  }
}
