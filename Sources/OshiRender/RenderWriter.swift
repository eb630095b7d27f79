import OshiCore
import OshiRuntime
import OshiWidgets
import OshiWords

/// Writes rendered widgets as bytes, one after another, for one output format.
///
/// A writer may hand over the bytes written so far and go on, so that `render --all`
/// prints widget by widget without holding all of its output.
public protocol RenderWriter {
  /// An empty writer.
  init()
  /// The bytes written and not yet handed over.
  var bytes: [UInt8] { get }
  /// Writes one more widget.
  mutating func append(_ widget: RenderedWidget)
  /// Hands `write` the bytes written so far, and forgets them.
  mutating func drain(into write: ([UInt8]) -> Void)
  /// Makes room for `count` bytes at once, so that the bytes are not copied as they grow.
  mutating func reserveCapacity(_ count: Int)
}

extension RenderWriter {
  /// The bytes of `rendered`, written one after another.
  public static func bytes(of rendered: [RenderedWidget]) -> [UInt8] {
    var writer = Self()
    for widget in rendered { writer.append(widget) }
    return writer.bytes
  }
}

/// Plain text: the lines of each widget; a blank line between multi-line blocks.
public struct TextWriter: RenderWriter {
  public private(set) var bytes: [UInt8] = []
  /// The family of the last widget written: a blank line goes between two widgets when
  /// either is a block.
  private var last: Family?

  public init() {}

  public mutating func append(_ widget: RenderedWidget) {
    if let last, widget.family != .inline || last != .inline {
      bytes.append(UInt8(ascii: "\n"))
    }
    for line in widget.lines {
      bytes.append(contentsOf: line.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
    last = widget.family
  }

  public mutating func drain(into write: ([UInt8]) -> Void) {
    write(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  public mutating func reserveCapacity(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  /// `rendered` as text.
  public static func text(_ rendered: [RenderedWidget]) -> String {
    String(decoding: bytes(of: rendered), as: UTF8.self)
  }
}

/// Plain text for a terminal that takes colour (`--color`): ``TextWriter``'s lines, each
/// oshi's symbol or name in its colour.
public struct PaintedTextWriter: RenderWriter {
  private var text = TextWriter()
  public var bytes: [UInt8] { text.bytes }
  /// The colours the terminal takes.
  public var depth = ColorDepth.trueColor

  public init() {}

  /// A writer for a terminal that takes the colours of `depth`.
  public init(depth: ColorDepth) { self.depth = depth }

  /// The bytes of `rendered` for a terminal that takes the colours of `depth`.
  public static func bytes(of rendered: [RenderedWidget], depth: ColorDepth) -> [UInt8] {
    var writer = PaintedTextWriter(depth: depth)
    for widget in rendered { writer.append(widget) }
    return writer.bytes
  }

  public mutating func append(_ widget: RenderedWidget) {
    var painted = widget
    painted.lines = widget.lines.map { widget.face.terminalPainted($0, depth: depth) }
    text.append(painted)
  }

  public mutating func drain(into write: ([UInt8]) -> Void) { text.drain(into: write) }

  public mutating func reserveCapacity(_ count: Int) { text.reserveCapacity(count) }
}

/// JSON Lines: one object per widget and family, with the fields in the documented order.
public struct JSONWriter: RenderWriter {
  public private(set) var bytes: [UInt8] = []
  /// The fields before "family" and after "lines" are the same in each family of a
  /// widget (ids are unique in a render): they are written once and copied.
  private var sharedID: String?
  private var opening: [UInt8] = []
  private var tail: [UInt8] = []

  public init() {}

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

  public mutating func drain(into write: ([UInt8]) -> Void) {
    write(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  public mutating func reserveCapacity(_ count: Int) {
    bytes.reserveCapacity(count)
  }
}
