import OshiText

/// A one-line candidate, written as a string interpolation, that measures its parts as
/// they come and is joined into a `String` only when it is kept.
///
/// An inline widget tries a few lines before one fits, and building each as a `String`
/// was most of the cost of drawing it. Text in which no scalar may join a neighbour
/// measures the sum of its parts (``CellWidth/additive(_:)``), so the lines that do not
/// fit are never built. A line with a part that may join (a symbol with a variation
/// selector, a name with combining marks) has no known width and is built and measured
/// whole, as any other candidate.
struct Line: ExpressibleByStringInterpolation, StringInterpolationProtocol {
  /// A part: literal text, interpolated text or a number.
  enum Part {
    case literal(StaticString)
    case text(String)
    case number(Int)

    /// The part's text.
    var text: String {
      switch self {
      case .literal(let literal): literal.description
      case .text(let text): text
      case .number(let number): String(number)
      }
    }
  }

  /// The parts, in order; a line of more than `Parts.capacity` parts keeps the rest
  /// joined in its last part.
  private var parts = Parts()
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
    let cells = literal.withUTF8Buffer(CellWidth.additive(utf8:))
    append(.literal(literal), cells: cells, length: literal.utf8CodeUnitCount)
  }

  mutating func appendInterpolation(_ text: String) {
    append(.text(text), cells: CellWidth.additive(text), length: text.utf8.count)
  }

  mutating func appendInterpolation(_ text: Measured) {
    append(.text(text.text), cells: text.cells, length: text.text.utf8.count)
  }

  mutating func appendInterpolation(_ number: Int) {
    let length = Line.length(of: number)
    append(.number(number), cells: length, length: length)
  }

  /// Whether the line has no text.
  var isEmpty: Bool { count == 0 }

  /// The line's text, built from its parts.
  var text: String {
    String(unsafeUninitializedCapacity: count) { buffer in
      guard var cursor = buffer.baseAddress else { return 0 }
      parts.forEach { part in
        switch part {
        case .literal(let literal):
          literal.withUTF8Buffer { bytes in
            cursor.initialize(from: bytes.baseAddress!, count: bytes.count)
            cursor += bytes.count
          }
        case .text(let text):
          for byte in text.utf8 {
            cursor.initialize(to: byte)
            cursor += 1
          }
        case .number(let number):
          let end = cursor + Line.length(of: number)
          var rest = number.magnitude
          var digit = end
          repeat {
            digit -= 1
            digit.initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
          } while rest > 0
          if number < 0 { cursor.initialize(to: UInt8(ascii: "-")) }
          cursor = end
        }
      }
      return cursor - buffer.baseAddress!
    }
  }

  /// Appends a part of `cells` cells (nil when it may join a neighbour) and `length`
  /// UTF-8 bytes.
  private mutating func append(_ part: Part, cells width: Int?, length: Int) {
    guard length > 0 else { return }
    if let sum = cells, let width { cells = sum + width } else { cells = nil }
    count += length
    if parts.count < Parts.capacity {
      parts.append(part)
    } else {
      // Never in the wording's lines; kept correct all the same.
      parts.replaceLast(with: .text(parts.last.text + part.text))
    }
  }

  /// The characters of `number` in decimal: its digits, and a minus sign.
  static func length(of number: Int) -> Int {
    English.digitCount(number.magnitude) + (number < 0 ? 1 : 0)
  }

  private init() {}
}

/// Up to eight parts, kept in place: a line is made for each candidate, and an array
/// would allocate for each.
private struct Parts {
  static let capacity = 8

  private var storage:
    (
      Line.Part, Line.Part, Line.Part, Line.Part, Line.Part, Line.Part, Line.Part, Line.Part
    ) = (
      .number(0), .number(0), .number(0), .number(0), .number(0), .number(0), .number(0),
      .number(0)
    )
  private(set) var count = 0

  var last: Line.Part {
    precondition(count > 0)
    return withUnsafePointer(to: storage) {
      $0.withMemoryRebound(to: Line.Part.self, capacity: Parts.capacity) { $0[count - 1] }
    }
  }

  /// Calls `body` with each part, in order.
  func forEach(_ body: (Line.Part) -> Void) {
    withUnsafePointer(to: storage) {
      $0.withMemoryRebound(to: Line.Part.self, capacity: Parts.capacity) { parts in
        for index in 0..<count { body(parts[index]) }
      }
    }
  }

  mutating func append(_ part: Line.Part) {
    precondition(count < Parts.capacity)
    set(count, part)
    count += 1
  }

  mutating func replaceLast(with part: Line.Part) {
    precondition(count > 0)
    set(count - 1, part)
  }

  private mutating func set(_ index: Int, _ part: Line.Part) {
    withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: Line.Part.self, capacity: Parts.capacity) { $0[index] = part }
    }
  }
}
