import OshiText

/// A one-line candidate, written as a string interpolation, that measures its parts as
/// they come and becomes a `String` only when it is kept.
///
/// An inline widget tries a few lines before one fits, and building each as a `String`
/// was most of the cost of drawing it. Text in which no scalar may join a neighbour
/// measures the sum of its parts (``CellWidth/additive(_:)``), so a line is measured as
/// its parts are copied in, and the lines that do not fit never become strings. A line
/// with a part that may join (a symbol with a variation selector, a name with combining
/// marks) has no known width and is measured whole once built, as any other candidate.
struct Line: ExpressibleByStringInterpolation, StringInterpolationProtocol {
  /// The UTF-8 of a line that fits in place, as most do.
  private var head = Head()
  /// The UTF-8 of a line longer than ``Head/capacity``, which then lives here instead.
  private var spill: [UInt8] = []
  /// The width in cells, or nil when a part may join its neighbour.
  private(set) var cells: Int? = 0
  /// The length of the line in UTF-8 bytes.
  private(set) var count = 0

  /// Text measured once, for the many lines it appears in (the names).
  struct Measured {
    let text: String
    let cells: Int?

    init(_ text: String) {
      self.text = text
      cells = CellWidth.additive(text)
    }
  }

  init(stringLiteral literal: StaticString) {
    appendLiteral(literal)
  }

  init(stringInterpolation line: Line) {
    self = line
  }

  // The line is its own interpolation, so that it is not copied when it is done.

  init(literalCapacity: Int, interpolationCount: Int) {}

  mutating func appendLiteral(_ literal: StaticString) {
    literal.withUTF8Buffer { append($0, cells: CellWidth.additive(utf8: $0)) }
  }

  mutating func appendInterpolation(_ text: String) {
    var text = text
    text.withUTF8 { append($0, cells: CellWidth.additive(utf8: $0)) }
  }

  mutating func appendInterpolation(_ text: Measured) {
    var bytes = text.text
    bytes.withUTF8 { append($0, cells: text.cells) }
  }

  mutating func appendInterpolation(_ number: Int) {
    // Written from the right into 20 bytes, enough for any Int with its sign.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var index = 20
      var rest = number.magnitude
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if number < 0 {
        index -= 1
        buffer[index] = UInt8(ascii: "-")
      }
      let written = UnsafeBufferPointer(
        start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + index, count: 20 - index)
      append(written, cells: written.count)
    }
  }

  /// Whether the line has no text.
  var isEmpty: Bool { count == 0 }

  /// The line's text.
  var text: String {
    if !spill.isEmpty { return String(decoding: spill, as: UTF8.self) }
    return withUnsafeBytes(of: head) { String(decoding: $0.prefix(count), as: UTF8.self) }
  }

  /// Copies in a part of `cells` cells (nil when it may join a neighbour).
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, cells width: Int?) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if let sum = cells, let width { cells = sum + width } else { cells = nil }
    let length = count + bytes.count
    if length <= Head.capacity {
      withUnsafeMutableBytes(of: &head) { head in
        (head.baseAddress! + count).copyMemory(from: source, byteCount: bytes.count)
      }
    } else {
      if spill.isEmpty {
        spill.reserveCapacity(max(length, 2 * Head.capacity))
        withUnsafeBytes(of: head) { spill.append(contentsOf: $0.prefix(count)) }
      }
      spill.append(contentsOf: bytes)
    }
    count = length
  }

  private init() {}
}

/// The first bytes of a line, kept in place: a line is made for each candidate, and an
/// array would allocate for each.
private struct Head {
  static let capacity = 64

  private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
}
