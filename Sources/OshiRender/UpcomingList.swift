import OshiCore
import OshiRuntime
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi upcoming`: every occasion from today to `days` ahead, in date order.
///
/// Here rather than in OshiApp: the status bars' `oshi` lists them itself, without
/// Foundation or GRDB, as oshi-cli does (``UpcomingInvocation``).
public struct UpcomingList: Sendable {
  let context: Context

  /// The list of `context`'s store on its today.
  public init(_ context: Context) {
    self.context = context
  }

  /// What to list.
  public struct Request: Sendable {
    /// How many days ahead (0: today only).
    public var days = 30
    /// At most this many occasions.
    public var limit: Int?
    /// Only this oshi's.
    public var oshi: String?
    /// Only this group's and its members'.
    public var group: String?
    /// The first day listed, when not today (`cal`'s months); days until an occasion are
    /// still counted from today.
    public var from: LocalDate?

    public init(
      days: Int = 30, limit: Int? = nil, oshi: String? = nil, group: String? = nil,
      from: LocalDate? = nil
    ) {
      (self.days, self.limit, self.oshi, self.group, self.from) = (days, limit, oshi, group, from)
    }
  }

  /// One occasion, with whose it is and its sentence.
  public struct Item: Sendable {
    public var event: UpcomingEvent
    public var oshi: String
    public var widget: String
    public var text: String
    /// The oshi's colour, or its group's.
    public var color: OshiColor?
  }

  /// The occasions, sorted by date, then by oshi and widget in list order.
  public func items(_ request: Request) throws(OshiError) -> [Item] {
    guard (0...36_600).contains(request.days) else {
      throw .usage(
        Words.Render.daysOutOfRange(request.days))
    }
    if let limit = request.limit, limit < 1 {
      throw .usage(Words.Render.limitBelowOne)
    }
    let snapshot = try context.store.contents()
    if let slug = request.oshi, snapshot.oshi(slug: slug) == nil {
      throw Lookup.unknownOshi(slug)
    }
    let groupID = try request.group.map { (slug) throws(OshiError) in
      try Lookup.group(slug: slug, in: snapshot).id
    }
    let from = request.from ?? context.today
    let shift = from.days(since: context.today)
    var found: [Item] = []
    // Each item's place in the list: its day, then its oshi's and widget's places in the
    // snapshot, then the order it was found in. Integers alone, so that sorting them moves
    // and compares no strings (comparing the items themselves copied two of them, with
    // their strings' retains and releases, at each of the sort's steps).
    var keys: [(day: Int, oshi: Int, widget: Int, found: Int)] = []
    // About three occasions a year for each widget (its day, the half-year, milestones),
    // reserved at once: growing an array of thousands of items copies it to fresh pages
    // each time (half of a year's page faults), and pages reserved but unused cost nothing.
    let expected = snapshot.widgets.count * (request.days / 120 + 1)
    found.reserveCapacity(expected)
    keys.reserveCapacity(expected)
    for (position, widget) in snapshot.widgets.enumerated() {
      // Found by the snapshot's index of ids: a dictionary of the oshis copied every oshi
      // each time it grew, a third of a short list's page faults.
      guard let index = snapshot.oshiIndex(id: widget.oshiID) else { continue }
      let oshi = snapshot.oshis[index]
      if let slug = request.oshi, oshi.slug != slug { continue }
      if let groupID, oshi.id != groupID && oshi.groupID != groupID { continue }
      let sentence = UpcomingList.sentences(
        of: widget, oshi: oshi, hidden: widget.isPrivate || oshi.isPrivate,
        language: context.language)
      for var event in widget.upcoming(of: oshi, from: from, days: request.days) {
        let text = sentence(event)
        event.daysUntil += shift
        keys.append((event.date.dayNumber, index, position, found.count))
        found.append(
          Item(
            event: event, oshi: oshi.slug, widget: widget.id, text: text, color: oshi.shownColor))
      }
    }
    // By date, then by oshi and widget in list order, then as found: the items themselves
    // are not moved about.
    keys.sort { ($0.day, $0.oshi, $0.widget, $0.found) < ($1.day, $1.oshi, $1.widget, $1.found) }
    let kept = request.limit.map { keys.prefix($0) } ?? keys[...]
    return kept.map { found[$0.found] }
  }

  /// The sentence of each of `widget`'s occasions (`Aki 28歳の誕生日`).
  ///
  /// The oshi's name and the widget's label are cleaned once; `hidden` puts (非公開) /
  /// (private) in their place. `upcoming`, `timeline` and `notify` say an occasion with it.
  package static func sentences(
    of widget: Widget, oshi: Oshi, hidden: Bool, language: Language
  ) -> (UpcomingEvent) -> String {
    let name = hidden ? nil : Sanitizer.clean(oshi.name)
    let label = hidden ? nil : widget.label.map(Sanitizer.clean)
    return { event in
      UpcomingText.sentence(
        event, kind: widget.kind, countStyle: widget.countStyle, name: name, label: label,
        language: language, isGroup: oshi.isGroup)
    }
  }

  /// The items as lines: the date, the days left and the sentence, in columns, as UTF-8.
  ///
  /// Bytes rather than a String: a year at 1,000 oshis is about 9,000 lines, and
  /// appending to a byte array costs a copy where a String append costs its bookkeeping
  /// (docs/perf-history.md#prompts-and-timers).
  public func text(_ items: [Item]) -> [UInt8] {
    // The middle column once per distinct number of days from today: two spaces, the days
    // left, and the spaces that line up the sentences after the widest of them. Indexed
    // by the days (0 to `days`), not hashed: a year is thousands of lines.
    let count = (items.lazy.map(\.event.daysUntil).max() ?? -1) + 1
    var lefts: [(text: String, cells: Int)?] = Array(repeating: nil, count: count)
    for item in items where lefts[item.event.daysUntil] == nil {
      let text = UpcomingText.daysLeft(item.event.daysUntil, language: context.language)
      lefts[item.event.daysUntil] = (text, text.cellWidth)
    }
    let width = lefts.lazy.compactMap { $0?.cells }.max() ?? 0
    let space = UInt8(ascii: " ")
    var columns: [[UInt8]] = Array(repeating: [], count: count)
    for (days, left) in lefts.enumerated() {
      guard let left else { continue }
      columns[days] = [space, space]
      columns[days].append(contentsOf: left.text.utf8)
      columns[days].append(contentsOf: repeatElement(space, count: width - left.cells + 2))
    }
    var output: [UInt8] = []
    output.reserveCapacity(items.count * 64)
    for item in items {
      item.event.date.writeISO(to: &output)
      output.append(contentsOf: columns[item.event.daysUntil])
      output.append(contentsOf: item.text.utf8)
      output.append(UInt8(ascii: "\n"))
    }
    return output
  }

  /// The items as JSON Lines with exactly the shared SPEC's fields: date, days_until,
  /// oshi, widget, event, number, text (a キリ番's reason is in its text), as UTF-8.
  public func jsonLines(_ items: [Item]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(items.count * 160)
    for item in items {
      Self.json(item).write(to: &output)
      output.append(UInt8(ascii: "\n"))
    }
    return output
  }

  /// One item as its JSON object; `cal` lists the same objects.
  public static func json(_ item: Item) -> JSONValue {
    .object([
      ("date", .string(item.event.date.iso)), ("days_until", .int(item.event.daysUntil)),
      ("oshi", .string(item.oshi)), ("widget", .string(item.widget)),
      ("event", .string(item.event.event.rawValue)), ("number", .optional(item.event.number)),
      ("text", .string(item.text)),
    ])
  }
}
