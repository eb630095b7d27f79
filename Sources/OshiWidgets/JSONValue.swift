/// A JSON value whose objects keep their keys in order, written without `JSONEncoder`.
///
/// The field order of `render --format json` is part of the contract, and one small
/// writer keeps every format's escaping in one place.
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

  /// A string, or null when nil.
  public static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// An integer, or null when nil.
  public static func optional(_ value: Int?) -> JSONValue {
    value.map(JSONValue.int) ?? .null
  }

  /// The compact JSON text, on one line.
  public var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// The JSON text indented by two spaces, for files that people read (backups).
  public var pretty: String {
    var output = ""
    writePretty(to: &output, indent: "")
    return output
  }

  func writePretty(to output: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .array(let values) where !values.isEmpty:
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += inner
        value.writePretty(to: &output, indent: inner)
        output += index < values.count - 1 ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let fields) where !fields.isEmpty:
      output += "{\n"
      for (index, (key, value)) in fields.enumerated() {
        output += inner
        JSONValue.writeString(key, to: &output)
        output += ": "
        value.writePretty(to: &output, indent: inner)
        output += index < fields.count - 1 ? ",\n" : "\n"
      }
      output += indent + "}"
    default:
      write(to: &output)
    }
  }

  /// Appends the compact JSON text to `output`.
  public func write(to output: inout String) {
    switch self {
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .int(let value): output += String(value)
    case .fraction(let value): output += JSONValue.twoDecimals(value)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let fields):
      output += "{"
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { output += "," }
        JSONValue.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  /// Writes a JSON string, escaping every control character and the line separators
  /// that some JavaScript consumers treat as newlines.
  static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16, uppercase: false)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  /// 0.69, 1.0, 0.5: rounded to hundredths, always with a decimal point.
  static func twoDecimals(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let cents = magnitude % 100
    if cents == 0 { return "\(sign)\(whole).0" }
    if cents % 10 == 0 { return "\(sign)\(whole).\(cents / 10)" }
    return "\(sign)\(whole).\(cents < 10 ? "0" : "")\(cents)"
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
