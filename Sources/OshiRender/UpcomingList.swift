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

  /// The occasions found, with their sentences as UTF-8 in one array.
  ///
  /// `oshi upcoming` writes them as they are: its thousands of occasions are neither
  /// `String`s nor hold their oshi's and widget's texts
  /// (docs/perf-history.md#upcoming-bytes). ``items(_:)`` makes ``Item``s of them.
  struct Listing {
    /// One occasion: its oshi and widget by their places in the snapshot, and its
    /// sentence by its place in ``sentences``.
    struct Found {
      var event: UpcomingEvent
      var oshi: Int
      var widget: Int
      var sentence: Range<Int>
    }

    let snapshot: Snapshot
    /// Sorted by date, then by oshi and widget in list order, then as found.
    let found: [Found]
    /// Every sentence's UTF-8, one after another.
    let sentences: [UInt8]

    /// The occasion as an ``Item``.
    func item(_ found: Found) -> Item {
      let oshi = snapshot.oshis[found.oshi]
      return Item(
        event: found.event, oshi: oshi.slug, widget: snapshot.widgets[found.widget].id,
        text: String(decoding: sentences[found.sentence], as: UTF8.self),
        color: oshi.shownColor)
    }
  }

  /// The occasions, sorted by date, then by oshi and widget in list order.
  public func items(_ request: Request) throws(OshiError) -> [Item] {
    let listing = try self.listing(request)
    return listing.found.map(listing.item)
  }

  /// The occasions of ``items(_:)``, before they are items.
  func listing(_ request: Request) throws(OshiError) -> Listing {
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
    var found: [Listing.Found] = []
    var sentences: [UInt8] = []
    // Each item's place in the list: its day, then its oshi's and widget's places in the
    // snapshot, then the order it was found in. Integers alone, so that sorting them moves
    // and compares no strings (comparing the items themselves copied two of them, with
    // their strings' retains and releases, at each of the sort's steps), packed two to a
    // word: the days from the first listed (at most 36,600) above the oshi's place, the
    // widget's above the order found, each below 2³² in any array that fits in memory.
    var keys: [(UInt64, UInt64)] = []
    let firstDay = from.dayNumber
    // About three occasions a year for each widget (its day, the half-year, milestones),
    // reserved at once: growing an array of thousands of items copies it to fresh pages
    // each time (half of a year's page faults), and pages reserved but unused cost nothing.
    let expected = snapshot.widgets.count * (request.days / 120 + 1)
    found.reserveCapacity(expected)
    keys.reserveCapacity(expected)
    sentences.reserveCapacity(expected * 40)
    // One array for every widget's events, emptied between them.
    var events: [UpcomingEvent] = []
    for (position, widget) in snapshot.widgets.enumerated() {
      // Found by the snapshot's index of ids: a dictionary of the oshis copied every oshi
      // each time it grew, a third of a short list's page faults.
      guard let index = snapshot.oshiIndex(id: widget.oshiID) else { continue }
      let oshi = snapshot.oshis[index]
      if let slug = request.oshi, oshi.slug != slug { continue }
      if let groupID, oshi.id != groupID && oshi.groupID != groupID { continue }
      let write = UpcomingList.sentenceWriter(
        of: widget, oshi: oshi, hidden: widget.isPrivate || oshi.isPrivate,
        language: context.language)
      events.removeAll(keepingCapacity: true)
      widget.upcoming(of: oshi, from: from, days: request.days, into: &events)
      for var event in events {
        let start = sentences.count
        write(event, &sentences)
        event.daysUntil += shift
        keys.append(
          (
            UInt64(event.date.dayNumber - firstDay) << 32 | UInt64(index),
            UInt64(position) << 32 | UInt64(found.count)
          ))
        found.append(
          Listing.Found(
            event: event, oshi: index, widget: position, sentence: start..<sentences.count))
      }
    }
    // By date, then by oshi and widget in list order, then as found: the items themselves
    // are not moved about.
    keys.sort { $0 < $1 }
    let kept = request.limit.map { keys.prefix($0) } ?? keys[...]
    return Listing(
      snapshot: snapshot, found: kept.map { found[Int($0.1 & 0xFFFF_FFFF)] },
      sentences: sentences)
  }

  /// The sentence of each of `widget`'s occasions (`Aki 28歳の誕生日`).
  ///
  /// The oshi's name and the widget's label are cleaned once; `hidden` puts (非公開) /
  /// (private) in their place. `timeline` and `notify` say an occasion with it.
  package static func sentences(
    of widget: Widget, oshi: Oshi, hidden: Bool, language: Language
  ) -> (UpcomingEvent) -> String {
    let (name, label) = shown(widget, oshi, hidden: hidden)
    return { event in
      UpcomingText.sentence(
        event, kind: widget.kind, countStyle: widget.countStyle, name: name, label: label,
        language: language, isGroup: oshi.isGroup)
    }
  }

  /// ``sentences(of:oshi:hidden:language:)``, each appended to an array as UTF-8, as
  /// `upcoming` writes them.
  static func sentenceWriter(
    of widget: Widget, oshi: Oshi, hidden: Bool, language: Language
  ) -> (UpcomingEvent, inout [UInt8]) -> Void {
    let (name, label) = shown(widget, oshi, hidden: hidden)
    return { event, output in
      UpcomingText.write(
        event, kind: widget.kind, countStyle: widget.countStyle, name: name, label: label,
        language: language, isGroup: oshi.isGroup, to: &output)
    }
  }

  /// The oshi's name and the widget's label as a sentence shows them, cleaned; nil when
  /// hidden.
  private static func shown(_ widget: Widget, _ oshi: Oshi, hidden: Bool) -> (
    name: String?, label: String?
  ) {
    (hidden ? nil : Sanitizer.clean(oshi.name), hidden ? nil : widget.label.map(Sanitizer.clean))
  }

  /// The items as lines: the date, the days left and the sentence, in columns, as UTF-8.
  ///
  /// Bytes rather than a String: a year at 1,000 oshis is about 9,000 lines, and
  /// appending to a byte array costs a copy where a String append costs its bookkeeping
  /// (docs/perf-history.md#prompts-and-timers).
  func text(_ listing: Listing) -> [UInt8] {
    let items = listing.found
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
    // The sentences read in place: a slice of the array for each line retained it.
    listing.sentences.withUnsafeBufferPointer { sentences in
      for item in items {
        item.event.date.writeISO(to: &output)
        output.append(contentsOf: columns[item.event.daysUntil])
        output.append(contentsOf: UnsafeBufferPointer(rebasing: sentences[item.sentence]))
        output.append(UInt8(ascii: "\n"))
      }
    }
    return output
  }

  /// The items as JSON Lines with exactly the shared SPEC's fields: date, days_until,
  /// oshi, widget, event, number, text (a キリ番's reason is in its text), as UTF-8.
  func jsonLines(_ listing: Listing) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(listing.found.count * 160)
    for found in listing.found {
      Self.json(listing.item(found)).write(to: &output)
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
