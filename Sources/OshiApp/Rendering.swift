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
    if let width = request.width,
      !(RenderRequest.minimumWidth...RenderRequest.maximumWidth).contains(width)
    {
      throw .usage(
        "--width \(width) is out of range; use \(RenderRequest.minimumWidth) to \(RenderRequest.maximumWidth) cells"
      )
    }
    // Rendering a few widgets reads only those; a status bar calls this often.
    let snapshot: Snapshot
    if request.ids.isEmpty {
      snapshot = try storeSnapshot()
    } else {
      do {
        snapshot = try store.snapshot(widgetIDs: request.ids)
      } catch {
        throw OshiError(error)
      }
    }
    return try render(request, from: snapshot)
  }

  /// Draws the requested widgets from a snapshot already read (refresh reads one for
  /// its widgets and slots alike).
  func render(_ request: RenderRequest, from snapshot: Snapshot) throws(OshiError)
    -> [RenderedWidget]
  {
    var widgets: [Widget] = []
    if request.ids.isEmpty {
      widgets = snapshot.widgets
    } else {
      for id in request.ids {
        guard let widget = snapshot.widget(id: id) else { throw Context.unknownWidget(id) }
        widgets.append(widget)
      }
    }
    let validUntil = self.validUntil
    var result: [RenderedWidget] = []
    result.reserveCapacity(widgets.count * request.families.count)
    // Widgets come by oshi: each oshi's text is cleaned once for all of its widgets.
    var text: (oshi: Int64, text: WidgetFace.OshiText)?
    for widget in widgets {
      guard let oshi = snapshot.oshiByID[widget.oshiID] else { continue }
      if text?.oshi != widget.oshiID { text = (widget.oshiID, WidgetFace.OshiText(oshi)) }
      guard
        let face = WidgetFace(
          widget: widget, oshi: oshi, text: text?.text, today: today, redact: request.redact)
      else { continue }
      for family in request.families {
        var budget = Budget.standard(for: family)
        if let width = request.width { budget.cells = width }
        result.append(
          RenderedWidget(
            face: face, family: family, budget: budget, language: language, era: era,
            validUntil: validUntil))
      }
    }
    return result
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
    var output: [UInt8] = []
    var previousWasBlock = false
    for (index, widget) in rendered.enumerated() {
      let isBlock = widget.family != .inline
      if index > 0 && (isBlock || previousWasBlock) { output.append(UInt8(ascii: "\n")) }
      for line in widget.lines {
        output.append(contentsOf: line.utf8)
        output.append(UInt8(ascii: "\n"))
      }
      previousWasBlock = isBlock
    }
    return output
  }

  /// One JSON object per line, with SPEC's fields, as UTF-8.
  public static func jsonBytes(_ rendered: [RenderedWidget]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(rendered.count * 320)
    // The fields after "lines" are the same in each family of a widget (ids are unique
    // in a render): they are written once and copied.
    var tailID: String?
    var tail: [UInt8] = []
    for widget in rendered {
      widget.writeJSONHead(to: &output)
      if tailID != widget.face.id {
        tail.removeAll(keepingCapacity: true)
        widget.writeJSONTail(to: &tail)
        tailID = widget.face.id
      }
      output.append(contentsOf: tail)
      output.append(UInt8(ascii: "\n"))
    }
    return output
  }
}
