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
struct Line: ExpressibleByStringInterpolation, StringInterpolationProtocol,
  CustomStringConvertible
{
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
    literal.withUTF8Buffer { append(measuring: $0) }
  }

  /// A word chosen at run time from fixed ones ("anniversary" or "year").
  mutating func appendInterpolation(_ literal: StaticString) {
    appendLiteral(literal)
  }

  mutating func appendInterpolation(_ text: String) {
    var text = text
    text.withUTF8 { append(measuring: $0) }
  }

  mutating func appendInterpolation(_ text: Measured) {
    var bytes = text.text
    bytes.withUTF8 { append($0, cells: text.cells) }
  }

  mutating func appendInterpolation(_ number: Int) {
    appendNumber(number, grouped: false)
  }

  /// Digits grouped by thousands: 1,332.
  mutating func appendInterpolation(grouped number: Int) {
    appendNumber(number, grouped: true)
  }

  /// An English ordinal: 1st, 22nd.
  mutating func appendInterpolation(ordinal number: Int) {
    appendNumber(number, grouped: false)
    appendLiteral(English.ordinalSuffix(number))
  }

  /// Another line, as a part of this one.
  mutating func appendInterpolation(_ line: Line) {
    if !line.spill.isEmpty {
      return line.spill.withUnsafeBufferPointer { append($0, cells: line.cells) }
    }
    withUnsafeBytes(of: line.head) { head in
      append(
        UnsafeBufferPointer(rebasing: head.bindMemory(to: UInt8.self).prefix(line.count)),
        cells: line.cells)
    }
  }

  private mutating func appendNumber(_ number: Int, grouped: Bool) {
    // Room for English.maximumDigits.
    var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      let length = English.write(number, grouped: grouped, into: buffer)
      append(UnsafeBufferPointer(rebasing: buffer.prefix(length)), cells: length)
    }
  }

  /// Whether the line has no text.
  var isEmpty: Bool { count == 0 }

  /// The line's text (and its `description`, so that a line interpolated into a
  /// `String` is its text).
  var description: String { text }

  /// The line's text.
  var text: String {
    if !spill.isEmpty { return String(decoding: spill, as: UTF8.self) }
    return withUnsafeBytes(of: head) { String(decoding: $0.prefix(count), as: UTF8.self) }
  }

  /// Appends the line's UTF-8 to `output`, which need never become a `String`.
  func write(to output: inout [UInt8]) {
    if !spill.isEmpty { return output.append(contentsOf: spill) }
    withUnsafeBytes(of: head) { output.append(contentsOf: $0.prefix(count)) }
  }

  /// Copies in a part of `cells` cells (nil when it may join a neighbour).
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, cells width: Int?) {
    guard !bytes.isEmpty else { return }
    if count + bytes.count > Head.capacity { return appendSpilling(bytes, cells: width) }
    _ = copyToHead(bytes)
    add(bytes.count, cells: width)
  }

  /// Copies in a part and measures it: printable ASCII as it is copied, the rest by its
  /// scalars.
  private mutating func append(measuring bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else { return }
    if count + bytes.count > Head.capacity {
      return appendSpilling(bytes, cells: CellWidth.additive(utf8: bytes))
    }
    let ascii = copyToHead(bytes)
    let rest = UnsafeBufferPointer(rebasing: bytes[ascii...])
    add(
      bytes.count, cells: rest.isEmpty ? ascii : CellWidth.additive(utf8: rest).map { $0 + ascii })
  }

  /// Copies `bytes` after the line's bytes in ``head``, which has room for them, and
  /// returns how many of the first are printable ASCII.
  ///
  /// Those are copied a byte at a time, as they are checked: a part is a few bytes, for
  /// which a call to memcpy cost more than the copy.
  private mutating func copyToHead(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let start = count
    return withUnsafeMutableBytes(of: &head) { head in
      var index = 0
      while index < bytes.count && bytes[index] &- 0x20 < 0x5F {
        head[start + index] = bytes[index]
        index += 1
      }
      // A rest of at least one byte means that neither buffer is empty, so both have a
      // base address and the copy is never skipped.
      if index < bytes.count, let target = head.baseAddress, let source = bytes.baseAddress {
        (target + start + index).copyMemory(from: source + index, byteCount: bytes.count - index)
      }
      return index
    }
  }

  /// Appends a part past ``Head/capacity``: the line goes on in ``spill``.
  private mutating func appendSpilling(_ bytes: UnsafeBufferPointer<UInt8>, cells width: Int?) {
    if spill.isEmpty {
      spill.reserveCapacity(max(count + bytes.count, 2 * Head.capacity))
      withUnsafeBytes(of: head) { spill.append(contentsOf: $0.prefix(count)) }
    }
    spill.append(contentsOf: bytes)
    add(bytes.count, cells: width)
  }

  /// Counts a part of `length` bytes and `width` cells just copied in.
  private mutating func add(_ length: Int, cells width: Int?) {
    if let sum = cells, let width { cells = sum + width } else { cells = nil }
    count += length
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
