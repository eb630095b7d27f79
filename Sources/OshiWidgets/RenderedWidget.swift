import OshiCore
import OshiWords

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
  ///
  /// The face is taken rather than copied: a caller drawing its last family hands it over.
  public init(
    face: consuming WidgetFace, family: Family, budget: Budget, language: Language,
    era: Bool = false, validUntil: String
  ) {
    self.lines = Formatter.lines(
      for: face, family: family, budget: budget, language: language, era: era)
    self.face = face
    self.family = family
    self.validUntil = validUntil
  }

  /// Appends the object of `render --format json`, SPEC's fields in SPEC's order, as
  /// compact UTF-8: `render --all --format json` writes thousands of these.
  ///
  /// The object is written in three parts, so that a caller rendering several families
  /// of one widget may write the parts they share once: ``writeJSONOpening(to:)``,
  /// ``writeJSONFamily(to:)`` and ``writeJSONTail(to:)``.
  public func writeJSON(to output: inout [UInt8]) {
    writeJSONOpening(to: &output)
    writeJSONFamily(to: &output)
    writeJSONTail(to: &output)
  }

  /// The opening brace and the fields before `family`, the same in every family of one
  /// widget.
  public func writeJSONOpening(to output: inout [UInt8]) {
    JSON.key("{\"widget\":", &output)
    JSONValue.writeString(face.id, to: &output)
    JSON.key(",\"kind\":", &output)
    JSONValue.writeString(face.kind.rawValue, to: &output)
  }

  /// The fields `family` and `lines`: all that differs between the families of one
  /// widget.
  public func writeJSONFamily(to output: inout [UInt8]) {
    switch family {
    case .circular: JSON.key(",\"family\":\"circular\",\"lines\":[", &output)
    case .rectangular: JSON.key(",\"family\":\"rectangular\",\"lines\":[", &output)
    case .inline: JSON.key(",\"family\":\"inline\",\"lines\":[", &output)
    }
    for (index, line) in lines.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONValue.writeString(line, to: &output)
    }
    output.append(UInt8(ascii: "]"))
  }

  /// The fields after `lines` and the closing brace: the same in every family of one
  /// widget, so that a caller rendering several families may write them once.
  public func writeJSONTail(to output: inout [UInt8]) {
    let occasion = face.occasion
    JSON.key(",\"date\":", &output)
    if let full = occasion.date.date {
      JSON.date(full, &output)
    } else {
      JSONValue.writeString(occasion.date.iso, to: &output)
    }
    JSON.key(",\"today\":", &output)
    JSON.date(occasion.today, &output)
    JSON.field(",\"days\":", occasion.days, &output)
    JSON.field(",\"count\":", occasion.count, &output)
    JSON.object(",\"next\":", occasion.next, &output) { next, output in
      JSON.key("\"date\":", &output)
      JSON.date(next.date, &output)
      JSON.field(",\"days_until\":", next.daysUntil, &output)
      JSON.field(",\"ordinal\":", next.ordinal, &output)
    }
    JSON.key(",\"gauge\":", &output)
    JSON.optional(occasion.gauge, &output) { JSONValue.writeTwoDecimals($0, to: &$1) }
    JSON.object(",\"milestone\":", occasion.milestone, &output) { milestone, output in
      JSON.field("\"value\":", milestone.value, &output)
      JSON.field(",\"days_until\":", milestone.daysUntil, &output)
    }
    JSON.object(",\"breakdown\":", occasion.breakdown, &output) { breakdown, output in
      JSON.field("\"years\":", breakdown.years, &output)
      JSON.field(",\"months\":", breakdown.months, &output)
      JSON.field(",\"days\":", breakdown.days, &output)
    }
    JSON.object(",\"kiriban\":", occasion.kiriban, &output) { kiriban, output in
      JSON.field("\"value\":", kiriban.value, &output)
      JSON.field(",\"days_until\":", kiriban.daysUntil, &output)
      JSON.key(",\"reason\":", &output)
      JSONValue.writeString(kiriban.reason.rawValue, to: &output)
    }
    JSON.key(",\"color\":", &output)
    JSON.optional(face.color, &output) { color, output in
      JSON.key("\"#", &output)
      color.appendDigits(uppercase: true, to: &output)
      output.append(UInt8(ascii: "\""))
    }
    JSON.key(",\"valid_until\":", &output)
    JSONValue.writeString(validUntil, to: &output)
    // The widget's link, for a desktop widget's click (`oshi open`); null for an id only
    // a hand edit of the store could make.
    JSON.key(",\"url\":", &output)
    var id = face.id
    id.withUTF8 { bytes in
      if OshiLink.isID(bytes) {
        JSON.key("\"oshi://widget/", &output)
        output.append(contentsOf: bytes)
        JSON.key("/occasion\"", &output)
      } else {
        JSON.key("null", &output)
      }
    }
    output.append(UInt8(ascii: "}"))
  }
}

/// The pieces the JSON writers above are made of.
private enum JSON {
  static func key(_ text: StaticString, _ output: inout [UInt8]) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }

  /// `null`, or the value as `write` writes it.
  static func optional<Value>(
    _ value: Value?, _ output: inout [UInt8], _ write: (Value, inout [UInt8]) -> Void
  ) {
    if let value { write(value, &output) } else { key("null", &output) }
  }

  /// A key and its object, whose fields `write` writes between the braces, or null.
  static func object<Value>(
    _ name: StaticString, _ value: Value?, _ output: inout [UInt8],
    _ write: (Value, inout [UInt8]) -> Void
  ) {
    key(name, &output)
    optional(value, &output) { value, output in
      output.append(UInt8(ascii: "{"))
      write(value, &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A key and its integer value, or null.
  static func field(_ name: StaticString, _ value: Int?, _ output: inout [UInt8]) {
    key(name, &output)
    int(value, &output)
  }

  static func int(_ value: Int?, _ output: inout [UInt8]) {
    optional(value, &output) { JSONValue.writeInt($0, to: &$1) }
  }

  /// `"YYYY-MM-DD"`, digit by digit.
  static func date(_ date: LocalDate, _ output: inout [UInt8]) {
    guard (0...9999).contains(date.year) else {
      return JSONValue.writeString(date.iso, to: &output)
    }
    func digits(_ value: Int, _ count: Int) {
      var unit = count == 4 ? 1000 : 10
      while unit > 0 {
        output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / unit % 10))
        unit /= 10
      }
    }
    output.append(UInt8(ascii: "\""))
    digits(date.year, 4)
    output.append(UInt8(ascii: "-"))
    digits(date.month, 2)
    output.append(UInt8(ascii: "-"))
    digits(date.day, 2)
    output.append(UInt8(ascii: "\""))
  }
}
