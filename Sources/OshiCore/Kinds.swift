/// What a widget counts.
///
/// Each kind's facts are declared once, in ``WidgetKind/facts``, and its words once, in
/// OshiWidgets' `KindWords`: every calendar rule, store column, option and text reads them
/// from there.
public enum WidgetKind: String, CaseIterable, Codable, Sendable {
  /// Days since the fan started following (推し始めてN日目).
  case following
  /// The oshi's birthday: age and days until (誕生日まであとN日).
  case birthday
  /// The debut: N周年 and days until the anniversary.
  case debut
  /// Any other day, with its own date and label.
  case custom
  /// A group's formation: 結成N周年 and days until the anniversary.
  case formed
  /// Days since a graduation (卒業) or a group's disbanding (解散), and its yearly day.
  case graduation
  /// A hiatus (活動休止): 活休N日目 while it lasts, 復帰まであとN日 while the return is ahead.
  case hiatus

  /// The facts of the kind.
  public var facts: Facts {
    switch self {
    case .following:
      Facts(
        date: .oshi(.since), countsDays: true, repeats: true, event: .anniversary,
        halfYears: true, kiriban: true, celebrated: true, countStyle: .inclusive,
        dateOption: "since", countsFollowing: true, countsAge: false,
        madeByAdd: 3)
    case .birthday:
      Facts(
        date: .oshi(.birthday), countsDays: false, repeats: true, event: .birthday,
        halfYears: true, kiriban: false, celebrated: true, countStyle: .elapsed,
        dateOption: "birthday", countsFollowing: false, countsAge: true,
        madeByAdd: 0)
    case .debut:
      Facts(
        date: .oshi(.debut), countsDays: false, repeats: true, event: .anniversary,
        halfYears: true, kiriban: false, celebrated: true, countStyle: .elapsed,
        dateOption: "debut", countsFollowing: false, countsAge: false,
        madeByAdd: 2)
    case .custom:
      Facts(
        date: .own, countsDays: true, repeats: true, event: .anniversary, halfYears: true,
        kiriban: true, celebrated: true, countStyle: .elapsed, dateOption: "date",
        countsFollowing: false, countsAge: false,
        madeByAdd: nil)
    case .formed:
      Facts(
        date: .oshi(.formed), countsDays: false, repeats: true, event: .anniversary,
        halfYears: true, kiriban: false, celebrated: true, countStyle: .elapsed,
        dateOption: "formed", countsFollowing: false, countsAge: false,
        madeByAdd: 1)
    case .graduation:
      Facts(
        date: .oshi(.graduated), countsDays: true, repeats: true, event: .graduation,
        halfYears: false, kiriban: false, celebrated: false, countStyle: .elapsed,
        dateOption: "on", countsFollowing: false, countsAge: false,
        madeByAdd: 4)
    case .hiatus:
      Facts(
        date: .hiatus, countsDays: true, repeats: false, event: .hiatus, halfYears: false,
        kiriban: false, celebrated: false, countStyle: .inclusive, dateOption: "from",
        countsFollowing: false, countsAge: false,
        madeByAdd: 5)
    }
  }

  /// The facts of one kind: the date it counts and how, as the calendar, the store and
  /// the use cases read them.
  public struct Facts: Sendable {
    /// Where a widget of the kind finds its date.
    public enum DateSource: Hashable, Sendable {
      /// The oshi's own date, the same for each of its widgets of the kind.
      case oshi(OshiDate)
      /// The widget's own date (`--date`), with a label and possibly `--once`.
      case own
      /// The first day of the oshi's hiatus, whose return ends the count.
      case hiatus
    }

    /// Where a widget of the kind finds its date.
    public let date: DateSource
    /// Whether the widget counts the days since its date (推し始めてN日目, 卒業からN日)
    /// rather than down to its next yearly day (誕生日まであとN日, デビューN周年).
    public let countsDays: Bool
    /// Whether the date comes back every year (a `--once` day of its own does not).
    public let repeats: Bool
    /// The event `upcoming` lists for the date and its yearly days.
    public let event: UpcomingEvent.Event
    /// Whether `upcoming` lists the half-years (ハーフバースデー, 半周年).
    public let halfYears: Bool
    /// Whether the count has キリ番: a count that goes up day by day and is celebrated.
    public let kiriban: Bool
    /// Whether the day is celebrated: its count's milestones and キリ番, its yearly days
    /// as N周年, with `!`.
    ///
    /// A sad day (a graduation, a disbanding, the start of a hiatus) is remembered, never
    /// celebrated: its count has no milestone and no キリ番, nothing counts down to one,
    /// and its yearly day is a quiet 卒業から1年, "1 year since graduation". Every
    /// surface (the widgets, `upcoming`, `notify`, the timeline, the calendar, the cards
    /// and JSON) reads this one fact.
    public let celebrated: Bool
    /// The counting style a widget of the kind uses unless told otherwise.
    public let countStyle: CountStyle
    /// The option, without its dashes, that gives a widget of the kind its date.
    ///
    /// A `StaticString`, so that the facts are plain values, copied without reference
    /// counting on the status bar's path.
    public let dateOption: StaticString
    /// Whether the kind counts the fan's own days with the oshi, from the day they started
    /// following: the count stops at a graduation the fan stopped following at
    /// (`--stop-following`), the timeline lists its milestones, and its yearly day is
    /// celebrated on the day (推し始めて1周年).
    public let countsFollowing: Bool
    /// Whether the N of its yearly day is an age (28歳, "turns 28") rather than years
    /// completed (7周年): the oshi's age setting hides or freezes it, `--years nth` does not
    /// apply, and its leap-day rule is the oshi's for every age the timeline tells.
    public let countsAge: Bool
    /// Where `add` (and `edit`, given the date) puts the kind's widget among the oshi's
    /// widgets; nil for a kind `add` never makes.
    public let madeByAdd: Int?
  }

  /// The counting style a widget of this kind uses unless told otherwise.
  public var defaultCountStyle: CountStyle { facts.countStyle }

  /// Whether the widget's count goes up day by day and so has キリ番.
  public var countsKiriban: Bool { facts.kiriban }

  /// Whether the day is celebrated (``Facts/celebrated``); false for a sad day, which is
  /// remembered.
  public var celebratesCount: Bool { facts.celebrated }

  /// The option (`add`, `edit`, `widget add`) that gives a widget of this kind its date.
  public var dateOption: String { facts.dateOption.description }

  /// The oshi's date the kind counts, or nil for a day of the widget's own and a hiatus.
  public var oshiDate: OshiDate? {
    if case .oshi(let date) = facts.date { return date }
    return nil
  }

  /// The kinds `add` makes a widget of, when the oshi has the date, in the order it makes
  /// them.
  public static let madeByAdd: [WidgetKind] = allCases.compactMap { kind in
    kind.facts.madeByAdd.map { (kind, $0) }
  }.sorted { $0.1 < $1.1 }.map(\.0)
}

/// A date of the oshi's own.
///
/// The store keeps it in a column of its name, backups under the same key, and `add` and
/// `edit` set it with the option of the same name.
///
/// The order of the cases is the order of the keys in a backup.
public enum OshiDate: Int, CaseIterable, Sendable {
  /// The day the oshi joined their group.
  case joined
  /// The birthday; its year may be unknown.
  case birthday
  /// The debut date.
  case debut
  /// The day the fan started following.
  case since
  /// A group's formation day.
  case formed
  /// The graduation day (卒業), or a group's disbanding (解散).
  case graduated

  /// The date's name: its column, its backup key, and its option (`--birthday`).
  public var name: String {
    switch self {
    case .joined: "joined"
    case .birthday: "birthday"
    case .debut: "debut"
    case .since: "since"
    case .formed: "formed"
    case .graduated: "graduated"
    }
  }

  /// Whether `add` and `edit` set the date with `--name` and clear it with `--no-name`;
  /// a graduation has commands of its own.
  public var isOption: Bool { self != .graduated }

  /// Whether the date may be given without a year: only a birthday comes back every year
  /// without one; a start or a debut is one day.
  public var allowsYearless: Bool { self == .birthday }

  /// Which oshis may have the date, when not every one may.
  public var belongsTo: Belonging? {
    switch self {
    case .joined: .members
    case .formed: .groups
    default: nil
    }
  }

  /// The oshis a date belongs to.
  public enum Belonging: Sendable {
    /// Groups only (a formation day).
    case groups
    /// Members of a group only (the day they joined).
    case members
  }

  /// The kinds of widget that count this date.
  public var kinds: [WidgetKind] { WidgetKind.allCases.filter { $0.oshiDate == self } }
}

/// The dates of an oshi's own, one optional date for each ``OshiDate``.
///
/// Held in place, not in an array: reading a thousand oshis for a status bar then
/// allocates nothing more for their dates.
public struct OshiDates: Hashable, Sendable {
  private var joined, birthday, debut, since, formed, graduated: EventDate?

  /// No dates.
  public init() {}

  /// The date, or nil when it is not set.
  public subscript(date: OshiDate) -> EventDate? {
    get {
      switch date {
      case .joined: joined
      case .birthday: birthday
      case .debut: debut
      case .since: since
      case .formed: formed
      case .graduated: graduated
      }
    }
    set {
      switch date {
      case .joined: joined = newValue
      case .birthday: birthday = newValue
      case .debut: debut = newValue
      case .since: since = newValue
      case .formed: formed = newValue
      case .graduated: graduated = newValue
      }
    }
  }
}
