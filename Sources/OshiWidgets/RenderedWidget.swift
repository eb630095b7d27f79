import OshiCore

/// One widget in one family on one day: its lines and its numbers.
public struct RenderedWidget: Hashable, Sendable {
  /// The face it was drawn from.
  public var face: WidgetFace
  /// The family.
  public var family: Family
  /// The lines, each within the family's budget.
  public var lines: [String]
  /// The first instant of the next local day, in ISO 8601 with its offset.
  public var validUntil: String

  /// Draws `face` in `family`.
  public init(
    face: WidgetFace, family: Family, budget: Budget, language: Language, era: Bool = false,
    validUntil: String
  ) {
    self.face = face
    self.family = family
    self.lines = Formatter.lines(
      for: face, family: family, budget: budget, language: language, era: era)
    self.validUntil = validUntil
  }

  /// The object of `render --format json`, with SPEC's fields in SPEC's order.
  public var json: JSONValue {
    let occasion = face.occasion
    let next: JSONValue =
      occasion.next.map { next in
        .object([
          ("date", .string(next.date.iso)),
          ("days_until", .int(next.daysUntil)),
          ("ordinal", .optional(next.ordinal)),
        ])
      } ?? .null
    let milestone: JSONValue =
      occasion.milestone.map { milestone in
        .object([("value", .int(milestone.value)), ("days_until", .int(milestone.daysUntil))])
      } ?? .null
    return .object([
      ("widget", .string(face.id)),
      ("kind", .string(face.kind.rawValue)),
      ("family", .string(family.rawValue)),
      ("lines", .array(lines.map(JSONValue.string))),
      ("date", .string(occasion.date.iso)),
      ("today", .string(occasion.today.iso)),
      ("days", .optional(occasion.days)),
      ("count", .optional(occasion.count)),
      ("next", next),
      ("gauge", occasion.gauge.map(JSONValue.fraction) ?? .null),
      ("milestone", milestone),
      ("valid_until", .string(validUntil)),
    ])
  }

  /// Appends ``json``'s compact text to `output`, without building the value first:
  /// `render --all --format json` writes thousands of these.
  public func writeJSON(to output: inout [UInt8]) {
    func key(_ text: StaticString) {
      text.withUTF8Buffer { output.append(contentsOf: $0) }
    }
    func string(_ value: String) { JSONValue.writeString(value, to: &output) }
    func int(_ value: Int?) {
      if let value { JSONValue.writeInt(value, to: &output) } else { key("null") }
    }
    func digits(_ value: Int, _ count: Int) {
      var unit = count == 4 ? 1000 : 10
      while unit > 0 {
        output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / unit % 10))
        unit /= 10
      }
    }
    func date(_ date: LocalDate) {
      guard (0...9999).contains(date.year) else { return string(date.iso) }
      output.append(UInt8(ascii: "\""))
      digits(date.year, 4)
      output.append(UInt8(ascii: "-"))
      digits(date.month, 2)
      output.append(UInt8(ascii: "-"))
      digits(date.day, 2)
      output.append(UInt8(ascii: "\""))
    }
    let occasion = face.occasion
    key("{\"widget\":")
    string(face.id)
    key(",\"kind\":")
    string(face.kind.rawValue)
    key(",\"family\":")
    string(family.rawValue)
    key(",\"lines\":[")
    for (index, line) in lines.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      string(line)
    }
    key("],\"date\":")
    if let full = occasion.date.date { date(full) } else { string(occasion.date.iso) }
    key(",\"today\":")
    date(occasion.today)
    key(",\"days\":")
    int(occasion.days)
    key(",\"count\":")
    int(occasion.count)
    key(",\"next\":")
    if let next = occasion.next {
      key("{\"date\":")
      date(next.date)
      key(",\"days_until\":")
      int(next.daysUntil)
      key(",\"ordinal\":")
      int(next.ordinal)
      key("}")
    } else {
      key("null")
    }
    key(",\"gauge\":")
    if let gauge = occasion.gauge {
      JSONValue.writeTwoDecimals(gauge, to: &output)
    } else {
      key("null")
    }
    key(",\"milestone\":")
    if let milestone = occasion.milestone {
      key("{\"value\":")
      int(milestone.value)
      key(",\"days_until\":")
      int(milestone.daysUntil)
      key("}")
    } else {
      key("null")
    }
    key(",\"valid_until\":")
    string(validUntil)
    key("}")
  }
}
