import OshiCore
import OshiStore
import OshiText
import OshiWidgets

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

extension Context {
  /// The first instant of tomorrow, as `render` and `refresh` print it.
  public var validUntil: String {
    let next = zone.startOfNextDay(after: today)
    return Zone.iso8601(next.instant, offset: next.offset)
  }

  /// Draws the requested widgets in the requested families, widget by widget.
  public func render(_ request: RenderRequest) throws(OshiError) -> [RenderedWidget] {
    let snapshot = try snapshot(for: request)
    return try render(request, from: snapshot)
  }

  /// Draws the requested widgets from a snapshot already read (refresh reads one for
  /// its widgets and slots alike).
  func render(_ request: RenderRequest, from snapshot: Snapshot) throws(OshiError)
    -> [RenderedWidget]
  {
    let widgets = try requestedWidgets(request, in: snapshot)
    var result: [RenderedWidget] = []
    result.reserveCapacity(widgets.count * request.families.count)
    draw(widgets[...], of: snapshot, request) { result.append($0) }
    return result
  }

  /// ``render(_:)`` written straight into writers, widget by widget: one writer per run
  /// of consecutive widgets, in order, the runs drawn on the machine's cores when there
  /// are many. `render --all` prints them with ``RenderWriter/write(_:to:)`` without
  /// holding every rendered widget, or all of the output, in one place.
  public func renderedChunks<Writer: RenderWriter>(_ request: RenderRequest, as _: Writer.Type)
    throws(OshiError) -> [Writer]
  {
    if request.ids.isEmpty { return try renderedWhileReading(request, as: Writer.self) }
    let snapshot = try snapshot(for: request)
    return try drawnOnCores(requestedWidgets(request, in: snapshot), of: snapshot, request)
  }

  /// ``renderedChunks(_:as:)`` of every widget, each run of widgets drawn on another core
  /// as soon as it is read, while the store reads the next ones.
  private func renderedWhileReading<Writer: RenderWriter>(
    _ request: RenderRequest, as _: Writer.Type
  ) throws(OshiError) -> [Writer] {
    try check(request)
    let jobs = OrderedJobs<Writer>()
    let unordered: Snapshot?
    do {
      unordered = try store.snapshot(handingOffRunsOf: Self.runLength) { oshis, run in
        jobs.add { self.drawn(run[...], of: oshis, request) }
        // A full run: more may come, worth another core.
        if run.count == Self.runLength { jobs.prepare() }
      }
    } catch {
      jobs.abandon()
      throw OshiError(error)
    }
    if let snapshot = unordered {
      // The rows were not stored in widget order: the runs stopped at the first one out
      // of order, and the snapshot's widgets are sorted. The runs not drawn yet never
      // will be.
      jobs.abandon()
      return drawnOnCores(snapshot.widgets, of: snapshot, request)
    }
    return jobs.results()
  }

  /// The widgets in a run handed to another core while the store is read: about a
  /// millisecond of drawing, so that handing it over costs little and the other core
  /// starts soon after the first rows.
  static let runLength = 256

  /// `widgets` drawn into writers of consecutive runs, on the machine's cores when there
  /// are many.
  private func drawnOnCores<Writer: RenderWriter>(
    _ widgets: [Widget], of snapshot: Snapshot, _ request: RenderRequest
  ) -> [Writer] {
    Parallel.chunks(of: widgets.count, minimumChunk: 128) { range in
      self.drawn(widgets[range], of: snapshot, request)
    }
  }

  /// `widgets` drawn into one writer.
  private func drawn<Writer: RenderWriter>(
    _ widgets: ArraySlice<Widget>, of snapshot: Snapshot, _ request: RenderRequest
  ) -> Writer {
    var writer = Writer()
    writer.reserveCapacity(widgets: widgets.count * request.families.count)
    draw(widgets, of: snapshot, request) { writer.append($0) }
    return writer
  }

  /// The bytes of ``renderedChunks(_:as:)``, joined.
  public func renderedBytes<Writer: RenderWriter>(_ request: RenderRequest, as _: Writer.Type)
    throws(OshiError) -> [UInt8]
  {
    var bytes: [UInt8] = []
    Writer.write(try renderedChunks(request, as: Writer.self)) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// The store's rows that `request` needs: only the asked-for widgets when it names
  /// some, as a status bar calling often does.
  private func snapshot(for request: RenderRequest) throws(OshiError) -> Snapshot {
    try check(request)
    if request.ids.isEmpty { return try storeSnapshot() }
    do {
      return try store.snapshot(widgetIDs: request.ids)
    } catch {
      throw OshiError(error)
    }
  }

  /// Refuses a request that cannot be drawn, before the store is read.
  private func check(_ request: RenderRequest) throws(OshiError) {
    if let width = request.width,
      !(RenderRequest.minimumWidth...RenderRequest.maximumWidth).contains(width)
    {
      throw .usage(
        "--width \(width) is out of range; use \(RenderRequest.minimumWidth) to \(RenderRequest.maximumWidth) cells"
      )
    }
  }

  /// The widgets `request` names, in its order, or every widget.
  private func requestedWidgets(_ request: RenderRequest, in snapshot: Snapshot)
    throws(OshiError) -> [Widget]
  {
    if request.ids.isEmpty { return snapshot.widgets }
    var widgets: [Widget] = []
    for id in request.ids {
      guard let widget = snapshot.widget(id: id) else { throw Context.unknownWidget(id) }
      widgets.append(widget)
    }
    return widgets
  }

  /// Draws `widgets` in the requested families and hands each result to `body`.
  private func draw(
    _ widgets: ArraySlice<Widget>, of snapshot: Snapshot, _ request: RenderRequest,
    _ body: (RenderedWidget) -> Void
  ) {
    let validUntil = self.validUntil
    // Widgets come by oshi: each oshi's text is cleaned once for all of its widgets.
    var text: (oshi: Int64, text: WidgetFace.OshiText)?
    for widget in widgets {
      guard let oshi = snapshot.oshi(id: widget.oshiID) else { continue }
      if text?.oshi != widget.oshiID { text = (widget.oshiID, WidgetFace.OshiText(oshi)) }
      guard
        let face = WidgetFace(
          widget: widget, oshi: oshi, text: text?.text, today: today, redact: request.redact)
      else { continue }
      for family in request.families {
        var budget = Budget.standard(for: family)
        if let width = request.width { budget.cells = width }
        body(
          RenderedWidget(
            face: face, family: family, budget: budget, language: language, era: era,
            validUntil: validUntil))
      }
    }
  }
}

/// Writes rendered widgets as bytes, one after another, for one output format.
///
/// Writers of consecutive runs of widgets join into the bytes of the whole run, so that
/// runs may be written on different cores.
public protocol RenderWriter: Sendable {
  /// An empty writer.
  init()
  /// The bytes written so far.
  var bytes: [UInt8] { get }
  /// Makes room for about `widgets` more widgets.
  mutating func reserveCapacity(widgets: Int)
  /// Writes one more widget.
  mutating func append(_ widget: RenderedWidget)
  /// Takes `next`'s widgets as following this writer's, and hands `write` the bytes that
  /// follow this writer's own: a separator, if one is due, then `next`'s bytes.
  mutating func follow(_ next: Self, _ write: ([UInt8]) -> Void)
}

extension RenderWriter {
  /// Hands `write` the bytes of `chunks`, writers of consecutive runs of widgets, as one
  /// writer of all of their widgets would hold them, piece by piece.
  public static func write(_ chunks: [Self], to write: ([UInt8]) -> Void) {
    guard var joined = chunks.first else { return }
    write(joined.bytes)
    for chunk in chunks.dropFirst() { joined.follow(chunk, write) }
  }
}

/// Plain text: the lines of each widget; a blank line between multi-line blocks.
public struct TextWriter: RenderWriter {
  public private(set) var bytes: [UInt8] = []
  /// The families of the first and the last widget written or followed.
  private var first: Family?
  private var last: Family?

  public init() {}

  public mutating func reserveCapacity(widgets: Int) {
    bytes.reserveCapacity(widgets * 48)
  }

  public mutating func append(_ widget: RenderedWidget) {
    if let last, Self.isBlock(widget.family) || Self.isBlock(last) {
      bytes.append(UInt8(ascii: "\n"))
    }
    for line in widget.lines {
      bytes.append(contentsOf: line.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
    if first == nil { first = widget.family }
    last = widget.family
  }

  public mutating func follow(_ next: TextWriter, _ write: ([UInt8]) -> Void) {
    guard let nextFirst = next.first else { return }
    if let last, Self.isBlock(nextFirst) || Self.isBlock(last) {
      write([UInt8(ascii: "\n")])
    }
    write(next.bytes)
    if first == nil { first = nextFirst }
    last = next.last
  }

  /// Whether a family is drawn as a block of lines, set off by blank lines.
  private static func isBlock(_ family: Family) -> Bool { family != .inline }
}

/// One JSON object per line, with SPEC's fields.
public struct JSONWriter: RenderWriter {
  public private(set) var bytes: [UInt8] = []
  /// The fields before "family" and after "lines" are the same in each family of a
  /// widget (ids are unique in a render): they are written once and copied.
  private var sharedID: String?
  private var opening: [UInt8] = []
  private var tail: [UInt8] = []

  public init() {}

  public mutating func reserveCapacity(widgets: Int) {
    bytes.reserveCapacity(widgets * 340)
  }

  public mutating func append(_ widget: RenderedWidget) {
    if sharedID != widget.face.id {
      opening.removeAll(keepingCapacity: true)
      widget.writeJSONOpening(to: &opening)
      tail.removeAll(keepingCapacity: true)
      widget.writeJSONTail(to: &tail)
      sharedID = widget.face.id
    }
    bytes.append(contentsOf: opening)
    widget.writeJSONFamily(to: &bytes)
    bytes.append(contentsOf: tail)
    bytes.append(UInt8(ascii: "\n"))
  }

  public mutating func follow(_ next: JSONWriter, _ write: ([UInt8]) -> Void) {
    write(next.bytes)
  }
}

/// The text forms of rendered widgets.
public enum RenderOutput {
  /// Plain text: the lines of each widget; a blank line between multi-line blocks.
  public static func text(_ rendered: [RenderedWidget]) -> String {
    String(decoding: textBytes(rendered), as: UTF8.self)
  }

  /// ``text(_:)`` as UTF-8, for writing straight to standard output.
  public static func textBytes(_ rendered: [RenderedWidget]) -> [UInt8] {
    write(rendered, as: TextWriter.self)
  }

  /// One JSON object per line, with SPEC's fields, as UTF-8.
  public static func jsonBytes(_ rendered: [RenderedWidget]) -> [UInt8] {
    write(rendered, as: JSONWriter.self)
  }

  static func write<Writer: RenderWriter>(_ rendered: [RenderedWidget], as _: Writer.Type)
    -> [UInt8]
  {
    var writer = Writer()
    for widget in rendered { writer.append(widget) }
    return writer.bytes
  }
}
