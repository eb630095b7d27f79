/// A JSON value whose objects keep their keys in order, written without `JSONEncoder`.
///
/// The field order of `render --format json` is part of the contract, and one small
/// writer keeps the escaping of render's JSON and the status-bar formats in one place.
/// The JSON off that path (backups, `list`, `options`, the timeline) uses `JSONEncoder`.
public indirect enum JSONValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// An integer.
  case int(Int)
  /// A fraction, written with at most two decimals (a gauge).
  case fraction(Double)
  /// true or false.
  case bool(Bool)
  /// null.
  case null
  /// An array.
  case array([JSONValue])
  /// An object, keys in the given order.
  case object([(String, JSONValue)])

  /// An integer, or null when nil.
  public static func optional(_ value: Int?) -> JSONValue {
    value.map(JSONValue.int) ?? .null
  }

  /// The compact JSON text, on one line.
  public var text: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the compact JSON text to `output`.
  public func write(to output: inout String) {
    output += text
  }

  /// Appends the compact JSON text, as UTF-8, to `output`.
  ///
  /// Bytes rather than a String: output of thousands of widgets is one buffer, and
  /// appending to a byte array costs a copy, not String bookkeeping.
  public func write(to output: inout [UInt8]) {
    switch self {
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .int(let value): JSONValue.writeInt(value, to: &output)
    case .fraction(let value): JSONValue.writeTwoDecimals(value, to: &output)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .null: output.append(contentsOf: "null".utf8)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let fields):
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONValue.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Writes a JSON string, escaping every control character and the line separators
  /// that some JavaScript consumers treat as newlines.
  static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      // Runs of bytes that need no escape are copied whole; UTF-8 passes through.
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard
          byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
            || byte == 0xE2
        else {
          index += 1
          continue
        }
        var escaped: UInt32?
        var length = 1
        switch byte {
        case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
          // C1 controls, U+0080–U+009F.
          escaped = UInt32(bytes[index + 1])
          length = 2
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          // U+2028 and U+2029, which JavaScript reads as line breaks.
          escaped = bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029
          length = 3
        case 0xC2, 0xE2:
          index += 1
          continue
        default:
          escaped = UInt32(byte)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        if let code = escaped { writeEscape(code, to: &output) }
        index += length
        start = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// `\"`, `\\`, `\n`, `\r`, `\t`, or `\u` and four hex digits.
  private static func writeEscape(_ code: UInt32, to output: inout [UInt8]) {
    switch code {
    case 0x22: output.append(contentsOf: "\\\"".utf8)
    case 0x5C: output.append(contentsOf: "\\\\".utf8)
    case 0x0A: output.append(contentsOf: "\\n".utf8)
    case 0x0D: output.append(contentsOf: "\\r".utf8)
    case 0x09: output.append(contentsOf: "\\t".utf8)
    default:
      let hex = Array(String(code, radix: 16).utf8)
      output.append(contentsOf: "\\u".utf8)
      output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
      output.append(contentsOf: hex)
    }
  }

  /// Writes an integer's digits without making a String of them.
  static func writeInt(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var rest = value.magnitude
    var unit: UInt = 1
    while unit <= rest / 10 { unit *= 10 }
    repeat {
      output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / unit))
      rest %= unit
      unit /= 10
    } while unit > 0
  }

  /// Writes 0.69, 1.0, 0.5: rounded to hundredths, always with a decimal point; null
  /// when `value` is not finite.
  static func writeTwoDecimals(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else { return output.append(contentsOf: "null".utf8) }
    let hundredths = Int((value * 100).rounded())
    if hundredths < 0 { output.append(UInt8(ascii: "-")) }
    let magnitude = abs(hundredths)
    writeInt(magnitude / 100, to: &output)
    output.append(UInt8(ascii: "."))
    let cents = magnitude % 100
    if cents % 10 == 0 {
      writeInt(cents / 10, to: &output)
    } else {
      if cents < 10 { output.append(UInt8(ascii: "0")) }
      writeInt(cents, to: &output)
    }
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
