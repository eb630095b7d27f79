import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets

/// `oshi timeline SLUG`: the 推し年表 of one oshi or group, and the next occasion.
public struct LifeTimeline: Sendable {
  let context: Context

  /// The timeline of `context`'s store on its today.
  public init(_ context: Context) {
    self.context = context
  }

  /// One line of the timeline: an entry, or the next occasion.
  public struct Item: Sendable {
    public var date: LocalDate
    /// today − date.
    public var days: Int
    /// The entry's event, or for the next occasion the event `oshi upcoming` names.
    public var event: String
    public var age: Int?
    public var number: Int?
    public var widget: String?
    /// Whether this is the next occasion, the last line.
    public var isNext: Bool
    public var text: String
  }

  /// The lines for the oshi or group `slug`, oldest first, then the next occasion.
  public func items(slug: String) throws(OshiError) -> [Item] {
    let snapshot = try context.store.contents()
    guard let oshi = snapshot.oshi(slug: slug), let id = oshi.id else {
      throw Lookup.unknownOshi(slug)
    }
    let language = context.language
    let today = context.today
    let widgets = snapshot.widgets.filter { $0.oshiID == id }
    let group = oshi.groupID.flatMap { snapshot.oshi(id: $0) }
    let groupName = group.flatMap { $0.isPrivate ? nil : Sanitizer.clean($0.name) }
    let following = widgets.first { $0.kind.facts.countsFollowing }
    var items = Chronicle.entries(of: oshi, widgets: widgets, today: today).map { entry in
      let widget = entry.widget.flatMap { id in widgets.first { $0.id == id } }
      let hidden = oshi.isPrivate || widget?.isPrivate == true
      return Item(
        date: entry.date, days: entry.days,
        event: entry.kind.map(\.rawValue) ?? entry.event.rawValue, age: entry.age,
        number: entry.number, widget: entry.widget, isNext: false,
        text: TimelineText.phrase(
          entry, countStyle: following?.countStyle ?? .inclusive, group: groupName,
          label: hidden ? nil : entry.label.map(Sanitizer.clean), language: language))
    }
    if let next = Chronicle.next(of: oshi, widgets: widgets, today: today) {
      let sentence = UpcomingList.sentences(
        of: next.widget, oshi: oshi, hidden: oshi.isPrivate || next.widget.isPrivate,
        language: language)(next.event)
      items.append(
        Item(
          date: next.event.date, days: -next.event.daysUntil, event: next.event.event.rawValue,
          age: nil, number: next.event.number, widget: next.widget.id, isNext: true,
          text: TimelineText.next(sentence, daysUntil: next.event.daysUntil, language: language)))
    }
    return items
  }

  /// The lines as text: the date, then the words.
  public func text(_ items: [Item]) -> String {
    items.map { "\($0.date.iso)  \($0.text)\n" }.joined()
  }

  /// The lines as JSON Lines: date, days, event, age, number, widget, next, text.
  public func jsonLines(_ items: [Item]) -> String {
    items.map { item in
      JSONValue.object([
        ("date", .string(item.date.iso)), ("days", .int(item.days)),
        ("event", .string(item.event)), ("age", .optional(item.age)),
        ("number", .optional(item.number)), ("widget", item.widget.map { .string($0) } ?? .null),
        ("next", .bool(item.isNext)), ("text", .string(item.text)),
      ]).text + "\n"
    }.joined()
  }
}
