import OshiCore
import OshiRuntime
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// What `oshi render` was asked for.
public struct RenderRequest: Sendable {
  /// The widget ids; empty means every widget.
  public var ids: [String]
  /// The families, in order.
  public var families: [Family]
  /// `--width N`: cells per line instead of each family's default.
  public var width: Int?
  /// `--redact`: hide every name and label.
  public var redact: Bool
  /// `--group SLUG`: the group's widgets and its members', instead of `ids`.
  public var group: String?

  /// Creates the request.
  public init(
    ids: [String] = [], families: [Family] = [.inline], width: Int? = nil, redact: Bool = false
  ) {
    self.ids = ids
    self.families = families
    self.width = width
    self.redact = redact
  }

  /// The narrowest `--width` that still shows every number.
  public static let minimumWidth = 6
  /// The widest `--width` accepted.
  public static let maximumWidth = 400
}

/// Draws stored widgets: `render`, `show`, slots, and the files `refresh` writes.
public struct Renderer: Sendable {
  /// The store the widgets come from.
  public let store: Store
  /// The day the widgets count to.
  public let today: LocalDate
  /// The language of the wording.
  public let language: Language
  /// Whether dates are shown in 和暦 (Japanese only).
  public let era: Bool
  /// The first instant of tomorrow, as `render` and `refresh` print it.
  public let validUntil: String

  /// A renderer for `context`'s store, day, language and zone.
  public init(_ context: Context) {
    store = context.store
    today = context.today
    language = context.language
    era = context.era
    let next = context.zone.startOfNextDay(after: context.today)
    validUntil = Zone.iso8601(next.instant, offset: next.offset)
  }

  /// Draws the requested widgets in the requested families, widget by widget.
  public func render(_ request: RenderRequest) throws(OshiError) -> [RenderedWidget] {
    try check(request)
    let snapshot: Snapshot
    do {
      snapshot =
        try request.ids.isEmpty || request.group != nil
        ? store.snapshot() : store.snapshot(widgetIDs: request.ids)
    } catch {
      throw OshiError(error)
    }
    return try render(request, from: snapshot)
  }

  /// Draws the requested widgets from a snapshot already read (refresh reads one for
  /// its widgets and slots alike).
  package func render(_ request: RenderRequest, from snapshot: Snapshot) throws(OshiError)
    -> [RenderedWidget]
  {
    var result: [RenderedWidget] = []
    var drawing = Drawing(self, request)
    for widget in try requestedWidgets(request, in: snapshot) {
      guard let oshi = snapshot.oshi(id: widget.oshiID) else { continue }
      drawing.draw(widget, of: oshi) { result.append($0) }
    }
    return result
  }

  /// ``render(_:)`` written into a `Writer` and handed to `write` piece by piece as the
  /// widgets are drawn: every widget is drawn as the store reads it, so `render --all`
  /// holds neither every widget nor all of its output.
  public func write<Writer: RenderWriter>(
    _ request: RenderRequest, as _: Writer.Type, to write: ([UInt8]) -> Void
  ) throws(OshiError) {
    try self.write(request, with: Writer(), to: write)
  }

  /// ``write(_:as:to:)`` with `writer` as it was made (a terminal's colour depth).
  public func write<Writer: RenderWriter>(
    _ request: RenderRequest, with writer: Writer, to write: ([UInt8]) -> Void
  ) throws(OshiError) {
    var writer = writer
    guard request.ids.isEmpty, request.group == nil else {
      for widget in try render(request) { writer.append(widget) }
      writer.drain(into: write)
      return
    }
    try check(request)
    // The bytes are handed over each time they pass 64 KiB: room for that and the widget
    // that passes it, at once.
    writer.reserveCapacity(Self.drainSize + 1 << 12)
    var drawing = Drawing(self, request)
    do {
      try store.readWidgets { rows in
        while let widget = try rows.next() {
          drawing.draw(widget, of: rows.oshi) { writer.append($0) }
          if writer.bytes.count >= Self.drainSize { writer.drain(into: write) }
        }
      }
    } catch {
      throw OshiError(error)
    }
    writer.drain(into: write)
  }

  /// How many bytes `render --all` writes at a time: large enough that writing costs
  /// little per widget, small enough to stay in the cache.
  static let drainSize = 1 << 16

  /// Refuses a request that cannot be drawn, before the store is read.
  private func check(_ request: RenderRequest) throws(OshiError) {
    if let width = request.width,
      !(RenderRequest.minimumWidth...RenderRequest.maximumWidth).contains(width)
    {
      throw .usage(
        Words.Render.widthOutOfRange(
          width, RenderRequest.minimumWidth, RenderRequest.maximumWidth))
    }
  }

  /// The widgets `request` names, in its order, or every widget.
  private func requestedWidgets(_ request: RenderRequest, in snapshot: Snapshot)
    throws(OshiError) -> [Widget]
  {
    if let slug = request.group {
      let group = try Lookup.group(slug: slug, in: snapshot)
      let members = Set(snapshot.members(of: group.id ?? 0).compactMap(\.id) + [group.id ?? 0])
      return snapshot.widgets.filter { members.contains($0.oshiID) }
    }
    if request.ids.isEmpty { return snapshot.widgets }
    var widgets: [Widget] = []
    for id in request.ids {
      guard let widget = snapshot.widget(id: id) else { throw Lookup.unknownWidget(id) }
      widgets.append(widget)
    }
    return widgets
  }
}

/// Draws widgets one after another in the requested families.
private struct Drawing {
  let renderer: Renderer
  let request: RenderRequest
  /// Widgets come by oshi: each oshi's text is cleaned once for all of its widgets.
  private var text: (oshi: Int64, text: WidgetFace.OshiText)?

  init(_ renderer: Renderer, _ request: RenderRequest) {
    self.renderer = renderer
    self.request = request
  }

  /// Draws `widget` of `oshi` in each family and hands each result to `body`; nothing
  /// for a widget whose date is not set.
  mutating func draw(_ widget: Widget, of oshi: Oshi, _ body: (RenderedWidget) -> Void) {
    if text?.oshi != widget.oshiID { text = (widget.oshiID, WidgetFace.OshiText(oshi)) }
    guard
      let face = WidgetFace(
        widget: widget, oshi: oshi, text: text?.text, today: renderer.today,
        redact: request.redact)
    else { return }
    // The last family takes the face rather than a copy of it: with one family, as a
    // status bar asks, the face is never copied.
    let families = request.families
    for family in families.dropLast() { body(rendered(face, family)) }
    if let last = families.last { body(rendered(consume face, last)) }
  }

  private func rendered(_ face: consuming WidgetFace, _ family: Family) -> RenderedWidget {
    var budget = Budget.standard(for: family)
    if let width = request.width { budget.cells = width }
    return RenderedWidget(
      face: face, family: family, budget: budget, language: renderer.language,
      era: renderer.era, validUntil: renderer.validUntil)
  }
}
