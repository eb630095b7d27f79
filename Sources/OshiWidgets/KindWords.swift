import OshiCore
import OshiWords

/// The words of a widget kind, in Japanese and English, declared once for each kind in
/// ``WidgetKind/words``: the widgets' text, `upcoming`, `timeline`, the calendar, `list`,
/// `options` and the use cases' messages read them from here.
///
/// A kind is worded either by its own event (誕生日, デビュー: ``event`` is set) or by a
/// label (a custom day's, 卒業: ``label`` is set), whose phrases every text builds from the
/// label alone.
public final class KindWords: Sendable {
  /// Two words for the same thing.
  public struct Pair: Sendable {
    /// In Japanese.
    public let ja: String
    /// In English.
    public let en: String

    /// The word in `language`.
    public func callAsFunction(_ language: Language) -> String { language == .ja ? ja : en }
  }

  /// The words of a kind worded by its own event.
  public final class Event: Sendable {
    /// The day without a number: デビュー; "debut".
    let ja: String
    let en: StaticString
    /// The day itself, where a widget counts down to it or `upcoming` lists it ahead:
    /// デビュー, but 推し始めの日 (推し始めまで would read as the start of a countdown).
    let dayJA: String
    /// The words before N周年 (デビュー7周年, 推し始めて7周年); nil for an age (7歳).
    let beforeYearsJA: String?
    /// The words after an anniversary's ordinal, for completed years ("7th formation
    /// anniversary") and for the year running ("8th year formed"); nil for an age.
    let afterOrdinalEN: (completed: StaticString, nth: StaticString)?
    /// The day in a circular widget's short line: 誕生日, 記念日.
    let shortJA: String
    /// A count of days since the date, in `upcoming`: デビューから100日, 推し始めて100日目;
    /// "100 days since the debut".
    let countJA: @Sendable (_ value: Int, _ style: CountStyle) -> String
    ///
    /// The English ones are lines, built in place as a widget's are: `upcoming` says a
    /// sentence for each of a year's thousands of occasions, and a `String` built by
    /// interpolation grew and copied its storage for most of them
    /// (docs/perf-history.md#upcoming-lines).
    let countEN: @Sendable (_ value: Int, _ style: CountStyle) -> Line
    /// `upcoming`'s sentence for the yearly day with its N (nil when unknown, 0 for the day
    /// itself): "Aki's 7th debut anniversary".
    let yearlyEN: @Sendable (_ name: String, _ n: Int?) -> Line
    /// `upcoming`'s sentence for the half-year, given as "2½ years": "Aki: 2½ years since
    /// the debut".
    let halfEN: @Sendable (_ name: String, _ years: String) -> Line
    /// The English greeting of the day, said with the name ("Happy birthday, Aki!") and
    /// as the cheer under it; nil for a day cheered with "Congratulations!".
    let greetingEN: StaticString?

    /// The words of a kind's own event.
    init(
      ja: String, dayJA: String? = nil, en: StaticString, beforeYearsJA: String?,
      afterOrdinalEN: (completed: StaticString, nth: StaticString)?, shortJA: String,
      countJA: @escaping @Sendable (_ value: Int, _ style: CountStyle) -> String,
      countEN: @escaping @Sendable (_ value: Int, _ style: CountStyle) -> Line,
      yearlyEN: @escaping @Sendable (_ name: String, _ n: Int?) -> Line,
      halfEN: @escaping @Sendable (_ name: String, _ years: String) -> Line,
      greetingEN: StaticString? = nil
    ) {
      (self.ja, self.en, self.beforeYearsJA) = (ja, en, beforeYearsJA)
      self.dayJA = dayJA ?? ja
      (self.afterOrdinalEN, self.shortJA) = (afterOrdinalEN, shortJA)
      (self.countJA, self.countEN, self.yearlyEN, self.halfEN) = (
        countJA, countEN, yearlyEN, halfEN
      )
      self.greetingEN = greetingEN
    }
  }

  /// The words of a count that a kind says in words of its own (推し始めて100日目,
  /// 活休12日目), where another kind's count is said from its label (初現場から100日).
  public struct Count: Sendable {
    /// Words before and after an English count (day 12, 56 days): "hiatus, " before,
    /// " as a fan" after.
    struct Around: Sendable {
      let before: StaticString
      let after: StaticString
    }

    /// Before N日 in Japanese while the count goes on, while it goes on after a
    /// graduation, and once it stopped: 推し始めて, 推し続けて, 推し歴.
    let goingJA: String, afterGraduationJA: String, stoppedJA: String
    /// The one word a tight line keeps before N: 推し100日, 活休12日.
    let shortJA: String
    /// The words around an English count for a count from day 1 and one from 0, after a
    /// graduation, and once it stopped; nil where the count is said alone.
    let inclusiveEN: Around?, elapsedEN: Around?, afterGraduationEN: Around?, stoppedEN: Around?
    /// Whose days an English count of days are, after it: "as a fan" (56d as a fan).
    let daysEN: StaticString?

    /// The words around an English count in its state, or nil when it is said alone.
    func aroundEN(inclusive: Bool, afterGraduation: Bool, stopped: Bool) -> Around? {
      if stopped, let stoppedEN { return stoppedEN }
      if afterGraduation, let afterGraduationEN { return afterGraduationEN }
      return inclusive ? inclusiveEN : elapsedEN
    }
  }

  /// The symbol its widgets show, unless the oshi has one of its own.
  public let symbol: String
  /// Its name as people read it: 推し始め, "custom day" (JSON and TSV write the raw value).
  public let name: Pair
  /// A group's name for it, when that differs (解散, "disbanding").
  public let groupName: Pair?
  /// What `options` says the kind counts.
  public let hint: Pair
  /// The name of its day in `timeline`: 推し始め, "you started following"; nil for a kind
  /// `timeline` lists by events of its own.
  public let timeline: Pair?
  /// The words of a kind worded by its own event; nil for one worded by a label.
  public let event: Event?
  /// The label of a widget that has none of its own: 記念日, "the day"; 卒業.
  public let label: Pair
  /// The calendar's summary of a widget, from the oshi's name and the widget's label:
  /// "Aki 誕生日", "Aki's birthday".
  let summaryJA: @Sendable (_ name: String, _ label: String) -> String
  let summaryEN: @Sendable (_ name: String, _ label: String) -> String
  /// The kind's own label in a widget's tight space, for a kind whose widgets have no
  /// label of their own: 活休.
  public let shortLabel: Pair?
  /// Whether the kind's symbol is what its widgets say the day is (🎂): it is shown
  /// instead of the oshi's own, after the name in a title ("Aki 🎂", Aki's birthday), and
  /// kept where a line has room for one symbol only.
  public let symbolIsTheDay: Bool
  /// The words of a count the kind says in words of its own; nil for one said from its
  /// label.
  public let count: Count?
  /// The word an English anniversary keeps before its years while it fits ("7th
  /// formation in 30 days"), so that it never reads as the debut's beside it; nil for a
  /// kind whose anniversary reads as the plain one.
  let anniversaryWordEN: StaticString?
  /// The English verb of the day, said in place of the kind's label when the widget has
  /// none: "graduates today", "graduated"; a group "disbands".
  let verbEN: Verb?

  /// An English verb, for a person and for a group, in the present and the past.
  struct Verb: Sendable {
    let person: StaticString, group: StaticString
    let personDone: StaticString, groupDone: StaticString

    /// The verb in the present (`done` false) or the past, for a group or a person.
    func callAsFunction(isGroup: Bool, done: Bool) -> StaticString {
      isGroup ? (done ? groupDone : group) : (done ? personDone : person)
    }
  }

  /// The words of a kind; each kind's are made once (``WidgetKind/words``), and a
  /// widget's text holds them by reference.
  init(
    symbol: String, name: Pair, groupName: Pair?, hint: Pair, timeline: Pair?, event: Event?,
    label: Pair,
    summaryJA: @escaping @Sendable (_ name: String, _ label: String) -> String,
    summaryEN: @escaping @Sendable (_ name: String, _ label: String) -> String,
    shortLabel: Pair? = nil, symbolIsTheDay: Bool = false, count: Count? = nil,
    anniversaryWordEN: StaticString? = nil,
    verbEN: Verb? = nil
  ) {
    (self.symbol, self.name, self.groupName, self.hint) = (symbol, name, groupName, hint)
    (self.timeline, self.event, self.label) = (timeline, event, label)
    (self.summaryJA, self.summaryEN, self.shortLabel) = (summaryJA, summaryEN, shortLabel)
    (self.symbolIsTheDay, self.count) = (symbolIsTheDay, count)
    (self.anniversaryWordEN, self.verbEN) = (anniversaryWordEN, verbEN)
  }

  /// The name in `language`, a group's when it differs.
  public func name(_ language: Language, isGroup: Bool = false) -> String {
    isGroup ? (groupName ?? name)(language) : name(language)
  }

  /// The label of a widget of the kind: its own, else the kind's (a group's, when it
  /// differs).
  func label(_ own: String?, isGroup: Bool, _ language: Language) -> String {
    if let own { return own }
    if isGroup, let groupName { return groupName(language) }
    return label(language)
  }

  /// The label a widget's text shows: the kind's short one, or ``label(_:isGroup:_:)``.
  func widgetLabel(_ own: String?, isGroup: Bool, _ language: Language) -> String {
    shortLabel?(language) ?? label(own, isGroup: isGroup, language)
  }

  /// Whether the kind is worded by a label (記念日, 卒業) rather than by its own event.
  var isLabelled: Bool { event == nil }
}

/// The label of a day that has none: 記念日, "the day".
private let theDay = KindWords.Pair(ja: "記念日", en: "the day")

extension WidgetKind {
  /// The kind as people read it: its raw value in English (as JSON and TSV write it),
  /// and in Japanese 推し始め, 誕生日, デビュー or 記念日; a group's graduation is its
  /// disbanding, 解散.
  public func name(in language: Language, isGroup: Bool = false) -> String {
    language == .ja ? words.name(.ja, isGroup: isGroup) : rawValue
  }

  /// The kind's words.
  public var words: KindWords {
    switch self {
    case .following: .following
    case .birthday: .birthday
    case .debut: .debut
    case .custom: .custom
    case .formed: .formed
    case .graduation: .graduation
    case .hiatus: .hiatus
    }
  }
}

// Each kind's words, made once.
extension KindWords {
  static let following = KindWords(
    symbol: "♡", name: .init(ja: "推し始め", en: "following"), groupName: nil,
    hint: .init(ja: "推し始めてN日目", en: "day N since you started following"),
    timeline: .init(ja: "推し始め", en: "you started following"),
    event: .init(
      ja: "推し始め", dayJA: "推し始めの日", en: "first day", beforeYearsJA: "推し始めて",
      afterOrdinalEN: ("fan anniversary", "year as a fan"), shortJA: "記念日",
      countJA: { $1 == .inclusive ? "推し始めて\($0)日目" : "推し始めて\($0)日" },
      countEN: {
        $1 == .inclusive
          ? "day \(grouped: $0) as a fan" : "\(English.days($0)) as a fan"
      },
      yearlyEN: { name, n in
        guard let n, n > 0 else {
          return n == nil ? "\(name): your fan anniversary" : "\(name): you start following"
        }
        return "\(name): \(ordinal: n) anniversary as a fan"
      },
      halfEN: { "\($0): \($1) as a fan" }),
    label: theDay, summaryJA: { name, _ in "\(name) 推し始めた日" },
    summaryEN: { name, _ in "\(name): the day you started following" },
    count: .init(
      goingJA: "推し始めて", afterGraduationJA: "推し続けて", stoppedJA: "推し歴", shortJA: "推し",
      inclusiveEN: nil, elapsedEN: nil,
      afterGraduationEN: .init(before: "still a fan, ", after: ""),
      stoppedEN: .init(before: "", after: " as a fan"), daysEN: "as a fan"))

  static let birthday = KindWords(
    symbol: "🎂", name: .init(ja: "誕生日", en: "birthday"), groupName: nil,
    hint: .init(ja: "誕生日まであとN日、年齢", en: "days until the birthday, and the age"),
    timeline: nil,
    event: .init(
      ja: "誕生日", en: "birthday", beforeYearsJA: nil, afterOrdinalEN: nil, shortJA: "誕生日",
      countJA: { value, _ in "生まれて\(value)日" },
      countEN: { value, _ in "\(English.days(value)) since birth" },
      yearlyEN: { name, n in
        guard let n, n > 0 else { return "\(name)'s birthday" }
        return "\(name) turns \(n)"
      },
      halfEN: { name, _ in "\(name)'s half-birthday" }, greetingEN: "Happy birthday"),
    label: theDay, summaryJA: { name, _ in "\(name) 誕生日" },
    summaryEN: { name, _ in "\(name)'s birthday" }, symbolIsTheDay: true)

  static let debut = KindWords(
    symbol: "★", name: .init(ja: "デビュー", en: "debut"), groupName: nil,
    hint: .init(ja: "デビューN周年まであとN日", en: "days until the Nth anniversary"),
    timeline: .init(ja: "デビュー", en: "debut"),
    event: .init(
      ja: "デビュー", en: "debut", beforeYearsJA: "デビュー",
      afterOrdinalEN: ("anniversary", "year"), shortJA: "記念日",
      countJA: { value, _ in "デビューから\(value)日" },
      countEN: { value, _ in "\(English.days(value)) since the debut" },
      yearlyEN: { name, n in
        guard let n, n > 0 else {
          return n == nil ? "\(name)'s debut anniversary" : "\(name)'s debut"
        }
        return "\(name)'s \(ordinal: n) debut anniversary"
      },
      halfEN: { "\($0): \($1) since the debut" }),
    label: theDay, summaryJA: { name, _ in "\(name) デビュー記念日" },
    summaryEN: { name, _ in "\(name)'s debut anniversary" })

  static let custom = KindWords(
    symbol: "◆", name: .init(ja: "記念日", en: "custom day"), groupName: nil,
    hint: .init(ja: "好きな日と名前(初現場など)", en: "any day with its own label"),
    timeline: nil, event: nil, label: theDay, summaryJA: { "\($0) \($1)" },
    summaryEN: { "\($0): \($1)" })

  static let formed = KindWords(
    symbol: "★", name: .init(ja: "結成", en: "formed"), groupName: nil,
    hint: .init(ja: "グループの結成N周年まであとN日", en: "days until the group's Nth anniversary"),
    timeline: .init(ja: "結成", en: "formed"),
    event: .init(
      ja: "結成", en: "formation", beforeYearsJA: "結成",
      afterOrdinalEN: ("formation anniversary", "year formed"), shortJA: "記念日",
      countJA: { value, _ in "結成から\(value)日" },
      countEN: { value, _ in "\(English.days(value)) since the formation" },
      yearlyEN: { name, n in
        guard let n, n > 0 else {
          return n == nil ? "\(name)'s formation anniversary" : "\(name)'s formation"
        }
        return "\(name)'s \(ordinal: n) formation anniversary"
      },
      halfEN: { "\($0): \($1) since the formation" }),
    label: theDay, summaryJA: { name, _ in "\(name) 結成記念日" },
    summaryEN: { name, _ in "\(name)'s formation anniversary" }, anniversaryWordEN: "formation")

  static let graduation = KindWords(
    symbol: "🌸", name: .init(ja: "卒業", en: "graduation"),
    groupName: .init(ja: "解散", en: "disbanding"),
    hint: .init(ja: "卒業(解散)からN日", en: "days since the graduation or disbanding"),
    timeline: nil, event: nil, label: .init(ja: "卒業", en: "graduation"),
    summaryJA: { "\($0) \($1)" }, summaryEN: { "\($0): \($1)" },
    verbEN: .init(
      person: "graduates", group: "disbands", personDone: "graduated", groupDone: "disbanded"))

  static let hiatus = KindWords(
    symbol: "☾", name: .init(ja: "活動休止", en: "hiatus"), groupName: nil,
    hint: .init(ja: "活休N日目、復帰まであとN日", en: "day N of a hiatus, or days until the return"),
    timeline: nil, event: nil, label: .init(ja: "活動休止", en: "hiatus"),
    summaryJA: { name, _ in "\(name) 活動休止" }, summaryEN: { name, _ in "\(name): hiatus" },
    shortLabel: .init(ja: "活休", en: "hiatus"),
    count: .init(
      goingJA: "活休", afterGraduationJA: "活休", stoppedJA: "活休", shortJA: "活休",
      inclusiveEN: .init(before: "hiatus, ", after: ""),
      elapsedEN: .init(before: "", after: " on hiatus"), afterGraduationEN: nil, stoppedEN: nil,
      daysEN: nil))
}
