import OshiCommandWords
import OshiCore
import OshiNames
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// What `oshi add` or `oshi edit` was given, as typed.
///
/// With edit, nil leaves a field as it is and "" clears an optional text; add needs a
/// name.
public struct OshiChanges: Sendable {
  /// The name, and `--slug`.
  public var name: String?, slug: String?
  /// The oshi's dates given, as typed: `--birthday`, `--debut`, `--since`, `--formed`
  /// (groups only), `--joined` (members only).
  public var dates: [OshiDate: String] = [:]
  /// `--short`, `--symbol`, and `--group`: the slug of the group (`oshi group add`).
  public var shortName: String?, symbol: String?, group: String?
  /// Whether `oshi group add` is adding a group.
  public var isGroup = false
  /// `--age real|hidden|N`.
  public var age: String?
  /// `--private` or `--no-private`.
  public var isPrivate: Bool?
  /// `--yomi`, the reading of the name in kana.
  ///
  /// On add it makes the slug; on edit it is only stored (a slug never changes on its
  /// own).
  public var yomi: String?
  /// `--no-birthday`, `--no-debut`, `--no-since`, `--no-joined` (edit only): the dates to
  /// clear, with the widgets that count them.
  public var clearing: Set<OshiDate> = []
  /// `--notify on|off`: whether `oshi notify` sends the oshi's occasions, written in the
  /// same transaction as the rest.
  public var notify: Bool?
  /// `--oshi-color`, as typed: `#RRGGBB` or a penlight colour's name.
  public var color: String?
  /// `--no-oshi-color`: clears the colour, so that a member shows its group's.
  public var clearsColor = false

  /// Creates the request.
  public init(
    name: String? = nil, slug: String? = nil, birthday: String? = nil, debut: String? = nil,
    since: String? = nil, shortName: String? = nil, symbol: String? = nil, group: String? = nil,
    age: String? = nil, isPrivate: Bool? = nil
  ) {
    (self.name, self.slug) = (name, slug)
    (dates[.birthday], dates[.debut], dates[.since]) = (birthday, debut, since)
    (self.shortName, self.symbol, self.group, self.age, self.isPrivate) = (
      shortName, symbol, group, age, isPrivate
    )
  }
}

/// What `oshi widget add` and `oshi widget edit` were given, as typed.
public struct WidgetChanges: Sendable {
  /// `--oshi`, `--date`, `--label`, `--id`.
  public var oshi: String?, date: String?, label: String?, id: String?
  /// `--kind`.
  public var kind: WidgetKind?
  /// `--once` or `--yearly`.
  public var once: Bool?
  /// `--count`.
  public var count: CountStyle?
  /// `--leap-day`.
  public var leapDay: LeapDayRule?
  /// `--private` or `--no-private`.
  public var isPrivate: Bool?
  /// `--years completed|nth`.
  public var years: YearStyle?
  /// `--breakdown` or `--no-breakdown`.
  public var breakdown: Bool?
  /// `--notify on|off`: whether `oshi notify` sends the widget's occasions, written in the
  /// same transaction as the rest.
  public var notify: Bool?

  /// Creates the request.
  public init(
    oshi: String? = nil, kind: WidgetKind? = nil, date: String? = nil, label: String? = nil,
    id: String? = nil, once: Bool? = nil, count: CountStyle? = nil, leapDay: LeapDayRule? = nil,
    isPrivate: Bool? = nil, years: YearStyle? = nil, breakdown: Bool? = nil
  ) {
    (self.oshi, self.kind, self.date, self.label, self.id) = (oshi, kind, date, label, id)
    (self.once, self.count, self.leapDay, self.isPrivate) = (once, count, leapDay, isPrivate)
    (self.years, self.breakdown) = (years, breakdown)
  }
}

/// The use cases that change oshis, widgets, slots and settings.
///
/// Each one checks all of its input before it writes, and writes in one transaction, so a
/// refusal leaves the store as it was.
public struct Catalog: Sendable {
  /// The store it changes.
  public let store: Store
  /// The day that relative dates (`today`) and checks are read against.
  public let today: LocalDate

  /// The catalog of `context`'s store.
  public init(_ context: Context) {
    store = context.store
    today = context.today
  }

  /// What `add` made.
  public struct Added: Sendable, Equatable {
    /// The oshi's slug.
    public var slug: String
    /// The new widgets' ids.
    public var widgetIDs: [String]
    /// Whether the slug is a numbered one (`oshi3`): the name had no letter to make one.
    public var isNumbered: Bool
    /// Where the slug's words came from; nil when `--slug` gave it.
    public var source: Slug.Source? = nil
  }

  /// Adds an oshi and one widget per date given.
  public func addOshi(_ request: OshiChanges) throws(OshiError) -> Added {
    let name = try Input.text(request.name ?? "", field: "name")
    let yomi = try request.yomi.map { (text) throws(OshiError) in try Input.yomi(text) }
    let snapshot = try store.contents()
    let slug: String
    var made: Slug.Made?
    if let given = request.slug {
      slug = try Input.slug(given)
    } else {
      made = Input.madeSlug(fromName: name, yomi: yomi)
      slug = made?.slug ?? Catalog.nextNumberedSlug(in: snapshot)
    }
    if snapshot.oshi(slug: slug) != nil {
      throw .usage(
        Words.Changes.slugTaken(slug))
    }
    var oshi = Oshi(slug: slug, name: name, isGroup: request.isGroup)
    try apply(request, to: &oshi, clearing: false, in: snapshot)
    let widgets = Catalog.defaultWidgets(for: oshi, oshiID: 0)
    try Catalog.checkLength(of: widgets.map(\.id), slug: slug)
    for widget in widgets where snapshot.widget(id: widget.id) != nil {
      throw .usage(
        Words.Changes.widgetIDTakenBySlug(widget.id))
    }
    let quiet = request.notify.map { !$0 }
    try store.change { store in
      _ = try store.addOshi(oshi, widgets: widgets, quiet: quiet, yomi: yomi)
    }
    return Added(
      slug: slug, widgetIDs: widgets.map(\.id), isNumbered: made != nil && made?.slug == nil,
      source: made?.source)
  }

  /// The notice for a slug read from kanji with the dictionary, or made without the
  /// kanji because the dictionary is missing; nil otherwise.
  public static func readingNotice(_ added: Added, language: Language) -> String? {
    switch added.source {
    case .dictionary?:
      return Words.Changes.slugFromDictionary(added.slug)(language)
    case .noDictionary?:
      return Words.Changes.slugWithoutDictionary(added.slug)(language)
    default:
      return nil
    }
  }

  /// The notice for an oshi added without a date, whose widgets count nothing yet; nil
  /// when a date made a widget.
  public static func noDateNotice(_ added: Added, language: Language) -> String? {
    guard added.widgetIDs.isEmpty else { return nil }
    return Words.Changes.noDateYet(added.slug)(language)
  }

  /// The notice for a slug that had to be numbered, or nil.
  public static func numberedSlugNotice(_ added: Added, language: Language) -> String? {
    guard added.isNumbered else { return nil }
    return Words.Changes.numberedSlug(added.slug)(language)
  }

  /// What an edit changed besides the oshi's row.
  public struct Edited: Sendable {
    /// The ids of widgets created for dates given (back).
    public var added: [String]
    /// The widgets removed with their cleared dates, and the slots that showed them.
    public var removal: Removal?
  }

  /// Changes an oshi.
  ///
  /// A date given when the oshi has no widget of its kind gets one, as `add` would
  /// have made: the first time it is given, and again after its widget was removed.
  /// A date cleared takes its widgets with it. The change is applied to the oshi as
  /// stored; when another process changes it between the read and the write, the
  /// change is applied again to the new state.
  public func editOshi(slug: String, _ changes: OshiChanges) throws(OshiError) -> Edited {
    try retryingWhenChanged { () throws(OshiError) in try editOshiOnce(slug: slug, changes) }
  }

  func editOshiOnce(slug: String, _ changes: OshiChanges) throws(OshiError) -> Edited {
    let snapshot = try store.contents()
    guard var oshi = snapshot.oshi(slug: slug), let oshiID = oshi.id else {
      throw Lookup.unknownOshi(slug)
    }
    let before = oshi
    if let name = changes.name { oshi.name = try Input.text(name, field: "name") }
    let yomi = try changes.yomi.map { (text) throws(OshiError) in try Input.yomi(text) }
    if let newSlug = changes.slug {
      oshi.slug = try Input.slug(newSlug)
      if oshi.slug != slug, snapshot.oshi(slug: oshi.slug) != nil {
        throw .usage(
          Words.Changes.newSlugTaken(oshi.slug))
      }
    }
    for date in changes.clearing.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard changes.dates[date] == nil else {
        throw .usage(
          Words.Changes.setAndClear(date.name))
      }
      oshi.dates[date] = nil
    }
    try apply(changes, to: &oshi, clearing: true, in: snapshot)

    // A date given for the first time, or given again after its widget was removed,
    // gets its widget, as `add` would have made.
    let ownWidgets = snapshot.widgets.filter { $0.oshiID == oshiID }
    let existingKinds = Set(ownWidgets.map(\.kind))
    let added = Catalog.defaultWidgets(for: oshi, oshiID: oshiID).filter {
      !existingKinds.contains($0.kind)
        && (before.date(for: $0.kind) == nil || changes.date(for: $0.kind) != nil)
    }
    let removedIDs = Set(
      ownWidgets.filter { $0.kind.oshiDate.map(changes.clearing.contains) ?? false }.map(\.id))
    let removal = removedIDs.isEmpty ? nil : Removal(removing: removedIDs, from: snapshot)
    try Catalog.checkLength(of: added.map(\.id), slug: oshi.slug)
    for widget in added where snapshot.widget(id: widget.id) != nil {
      throw .usage(
        Words.Changes.widgetIDTakenRemoveFirst(widget.id))
    }
    // Widgets named after the old slug follow the new one.
    var renamed: [String: String] = [:]
    if oshi.slug != slug {
      for widget in snapshot.widgets
      where widget.oshiID == oshiID && widget.id.hasPrefix(slug + "-") {
        let newID = oshi.slug + widget.id.dropFirst(slug.count)
        try Catalog.checkLength(of: [newID], slug: oshi.slug)
        if snapshot.widget(id: newID) != nil {
          throw .usage(
            Words.Changes.renameTaken(widget.id, newID))
        }
        renamed[widget.id] = newID
      }
    }
    let newOshi = oshi
    let renaming = renamed
    let quiet = changes.notify.map { !$0 }
    try store.change { store in
      try store.updateOshi(
        newOshi, expecting: before, adding: added, removing: removedIDs.sorted(),
        renaming: renaming, quiet: quiet, yomi: yomi)
    }
    return Edited(added: added.map(\.id), removal: removal)
  }

  /// Reads the dates, texts and flags of `changes` into `oshi`; with `clearing`, "" clears
  /// an optional text, as edit allows.
  private func apply(
    _ changes: OshiChanges, to oshi: inout Oshi, clearing: Bool, in snapshot: Snapshot
  ) throws(OshiError) {
    func text(
      _ given: String?, _ read: (String) throws(OshiError) -> String
    ) throws(OshiError) -> String?? {
      guard let given else { return .none }
      return clearing && given.isEmpty ? .some(nil) : try read(given)
    }
    let shortName = { (text: String) throws(OshiError) in
      try Input.text(text, field: "short name")
    }
    if let value = try text(changes.shortName, shortName) { oshi.shortName = value }
    if let value = try text(changes.symbol, Input.symbol) { oshi.symbol = value }
    if let given = changes.group {
      if oshi.isGroup {
        throw .usage(
          Words.Changes.groupInGroup)
      }
      oshi.groupID =
        clearing && given.isEmpty ? nil : try Lookup.group(slug: given, in: snapshot).id
    }
    for date in OshiDate.allCases where date.isOption {
      guard let given = changes.dates[date] else { continue }
      let value = try Input.date(
        given, option: "--\(date.name)", today: today, allowsYearless: date.allowsYearless)
      switch date.belongsTo {
      case .groups? where !oshi.isGroup:
        throw .usage(
          Words.Changes.formedNotGroup(date.name))
      case .members? where oshi.groupID == nil:
        throw .usage(
          Words.Changes.joinedWithoutGroup)
      default: oshi.dates[date] = value
      }
    }
    if let age = changes.age { oshi.ageMode = try Catalog.ageMode(age) }
    if let isPrivate = changes.isPrivate { oshi.isPrivate = isPrivate }
    if let given = changes.color {
      if changes.clearsColor {
        throw .usage(
          Words.Changes.colorSetAndClear)
      }
      oshi.color = try Input.color(given)
    } else if changes.clearsColor {
      oshi.color = nil
    }
  }

  /// A notice for a birthday given as a date after today; nil otherwise.
  ///
  /// Such a date is usually a typo for a past year, and the age would count from then.
  public func futureBirthdayNotice(_ text: String?, language: Language) -> String? {
    guard let text,
      let given = try? Input.date(text, option: "--birthday", today: today),
      let date = given.date, date > today
    else { return nil }
    return Words.Changes.futureBirthday(date.iso)(language)
  }

  /// Removes an oshi and its widgets; returns what went, and which slots lost it.
  public func removeOshi(slug: String) throws(OshiError) -> Removal {
    let snapshot = try store.contents()
    guard let oshi = snapshot.oshi(slug: slug) else { throw Lookup.unknownOshi(slug) }
    let ids = Set(snapshot.widgets.filter { $0.oshiID == oshi.id }.map(\.id))
    let removal = Removal(removing: ids, from: snapshot, oshi: oshi)
    try store.change { store in try store.removeOshi(slug: slug) }
    return removal
  }

  /// Adds a widget; returns its id.
  public func addWidget(_ request: WidgetChanges) throws(OshiError) -> String {
    let snapshot = try store.contents()
    guard let slug = request.oshi else {
      throw .usage(
        Words.Changes.widgetAddWithoutOshi)
    }
    guard let oshi = snapshot.oshi(slug: slug), let oshiID = oshi.id else {
      throw Lookup.unknownOshi(slug)
    }
    // `widget add` without --kind adds a day of the fan's own choosing, as its help says.
    let kind = request.kind ?? .custom
    var widget = Widget(id: "", oshiID: oshiID, kind: kind)
    if kind.facts.date == .own {
      guard let date = request.date else {
        throw .usage(
          Words.Changes.customWithoutDate)
      }
      guard let label = request.label else {
        throw .usage(
          Words.Changes.customWithoutLabel)
      }
      widget.once = request.once ?? false
      widget.date = try Input.date(
        date, option: "--date", today: today, allowsYearless: !widget.once)
      widget.label = try Input.text(label, field: "label")
    } else {
      if request.date != nil || request.label != nil || request.once == true {
        throw .usage(
          Words.Changes.onlyCustomTakesDate(
            Said(kind.rawValue, ja: kind.name(in: .ja)), slug: slug, option: kind.dateOption))
      }
      guard oshi.date(for: kind) != nil else {
        throw .usage(
          Words.Changes.noDate(
            slug, Said(kind.dateOption, ja: kind.name(in: .ja)), option: kind.dateOption))
      }
    }
    if let count = request.count { widget.countStyle = count }
    if let leapDay = request.leapDay { widget.leapDay = leapDay }
    widget.isPrivate = request.isPrivate ?? false
    try Catalog.applyYears(request, to: &widget)
    if let id = request.id {
      widget.id = try Input.slug(id, field: "widget id")
    } else {
      widget.id = Catalog.freeWidgetID(
        base: kind.facts.date == .own
          ? "\(slug)-\(widget.label.flatMap(Input.slug(fromName:)) ?? kind.rawValue)"
          : "\(slug)-\(kind.rawValue)",
        in: snapshot)
    }
    if snapshot.widget(id: widget.id) != nil {
      throw .usage(
        Words.Changes.widgetIDTaken(widget.id))
    }
    let newWidget = widget
    let quiet = request.notify.map { !$0 }
    try store.change { store in try store.addWidget(newWidget, quiet: quiet) }
    return widget.id
  }

  /// Reads `--years` and `--breakdown` into `widget`.
  ///
  /// An age has no 年目: a birthday refuses `--years nth`.
  static func applyYears(_ changes: WidgetChanges, to widget: inout Widget) throws(OshiError) {
    if let years = changes.years {
      if years == .nth && widget.kind.facts.countsAge {
        throw .usage(
          Words.Changes.birthdayNth)
      }
      widget.years = years
    }
    if let breakdown = changes.breakdown { widget.showsBreakdown = breakdown }
  }

  /// Changes a widget, applied again to the new state if another process changed it meanwhile.
  public func editWidget(id: String, _ changes: WidgetChanges) throws(OshiError) {
    try retryingWhenChanged { () throws(OshiError) in try editWidgetOnce(id: id, changes) }
  }

  /// Refuses `option` for a widget that is not custom, with what to do instead, if any.
  static func requireCustom(_ widget: Widget, _ option: String, or instead: Said? = nil)
    throws(OshiError)
  {
    guard widget.kind.facts.date != .own else { return }
    throw .usage(
      instead.map { Words.Changes.customOnly(option, instead: $0) }
        ?? Words.Changes.customOnly(option))
  }

  func editWidgetOnce(id: String, _ changes: WidgetChanges) throws(OshiError) {
    let snapshot = try store.contents()
    guard var widget = snapshot.widget(id: id) else { throw Lookup.unknownWidget(id) }
    let before = widget
    if changes.oshi != nil || changes.kind != nil {
      throw .usage(
        Words.Changes.widgetOshiOrKind)
    }
    if let once = changes.once {
      try Catalog.requireCustom(widget, "--once")
      widget.once = once
    }
    if let date = changes.date {
      try Catalog.requireCustom(
        widget, "--date",
        or: Words.Changes.editTheOshisDate)
      widget.date = try Input.date(
        date, option: "--date", today: today, allowsYearless: !widget.once)
    }
    if widget.once, case .yearless = widget.date {
      throw .usage(
        Words.Changes.onceWithoutYear)
    }
    if let label = changes.label {
      try Catalog.requireCustom(widget, "--label")
      widget.label = try Input.text(label, field: "label")
    }
    if let count = changes.count { widget.countStyle = count }
    if let leapDay = changes.leapDay { widget.leapDay = leapDay }
    if let isPrivate = changes.isPrivate { widget.isPrivate = isPrivate }
    try Catalog.applyYears(changes, to: &widget)
    if let newID = changes.id {
      widget.id = try Input.slug(newID, field: "widget id")
      if widget.id != id, snapshot.widget(id: widget.id) != nil {
        throw .usage(
          Words.Changes.newWidgetIDTaken(widget.id))
      }
    }
    let changed = widget
    let quiet = changes.notify.map { !$0 }
    try store.change { store in
      try store.updateWidget(changed, previousID: id, expecting: before, quiet: quiet)
    }
  }

  /// Removes a widget; returns it, and which slots lost it.
  public func removeWidget(id: String) throws(OshiError) -> Removal {
    let snapshot = try store.contents()
    guard snapshot.widget(id: id) != nil else { throw Lookup.unknownWidget(id) }
    let removal = Removal(removing: [id], from: snapshot)
    try store.change { store in try store.removeWidget(id: id) }
    return removal
  }

  // MARK: - Helpers

  /// Runs a read-then-write use case again when its write finds the row changed.
  func retryingWhenChanged<T>(_ body: () throws(OshiError) -> T) throws(OshiError) -> T {
    var attempt = 0
    while true {
      do {
        return try body()
      } catch  where attempt < 8 && error.changedMeanwhile {
        attempt += 1
      }
    }
  }

  static func defaultWidgets(for oshi: Oshi, oshiID: Int64) -> [Widget] {
    WidgetKind.madeByAdd.compactMap { kind in
      oshi.date(for: kind) == nil
        ? nil : Widget(id: "\(oshi.slug)-\(kind.rawValue)", oshiID: oshiID, kind: kind)
    }
  }

  /// Refuses a slug whose widgets' ids would be longer than an id may be: `refresh`
  /// could write no file for them.
  static func checkLength(of ids: [String], slug: String) throws(OshiError) {
    guard let long = ids.first(where: { (try? Input.slug($0, field: "widget id")) == nil }) else {
      return
    }
    throw .usage(
      Words.Changes.slugTooLong(slug, long))
  }

  static func nextNumberedSlug(in snapshot: Snapshot) -> String {
    Slug.numbered { snapshot.oshi(slug: $0) != nil }
  }

  static func freeWidgetID(base: String, in snapshot: Snapshot) -> String {
    Slug.free(String(base.prefix(44)), cut: 44) { snapshot.widget(id: $0) != nil }
  }

  static func ageMode(_ text: String) throws(OshiError) -> AgeMode {
    guard let mode = AgeMode(text) else {
      throw .usage(
        Words.Changes.badAge(Sanitizer.clean(text)))
    }
    return mode
  }
}

extension OshiChanges {
  /// The date given for a kind's widget, as typed.
  func date(for kind: WidgetKind) -> String? {
    kind.oshiDate.flatMap { dates[$0] }
  }
}

extension Oshi {
  /// Sets the date a kind's widget counts from.
  mutating func setDate(_ date: EventDate?, for kind: WidgetKind) {
    switch kind.facts.date {
    case .oshi(let own): dates[own] = date
    case .hiatus: hiatus = date.map { Hiatus(from: $0, until: hiatus?.until) }
    case .own: break
    }
  }
}
