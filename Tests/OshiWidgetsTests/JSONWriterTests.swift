import Foundation
import OshiCore
import OshiWords
import PropertyBased
import Testing

@testable import OshiWidgets

@Suite("JSON writing")
struct JSONWriterTests {
  /// The escaping as first written, a byte at a time: the reference for the run copier.
  static func reference(_ value: String) -> [UInt8] {
    var output: [UInt8] = [UInt8(ascii: "\"")]
    let bytes = Array(value.utf8)
    func hex(_ code: UInt32) {
      let digits = Array(String(code, radix: 16).utf8)
      output +=
        Array("\\u".utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - digits.count) + digits
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x22: output += Array("\\\"".utf8)
      case 0x5C: output += Array("\\\\".utf8)
      case 0x0A: output += Array("\\n".utf8)
      case 0x0D: output += Array("\\r".utf8)
      case 0x09: output += Array("\\t".utf8)
      case 0x00..<0x20, 0x7F: hex(UInt32(byte))
      case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
        hex(UInt32(bytes[index + 1]))
        index += 1
      case 0xE2
      where index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        hex(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
        index += 2
      default: output.append(byte)
      }
      index += 1
    }
    return output + [UInt8(ascii: "\"")]
  }

  /// The object of `render --format json` built as a value, SPEC's fields in SPEC's
  /// order: the reference for the direct writer.
  static func reference(_ widget: RenderedWidget) -> JSONValue {
    let occasion = widget.face.occasion
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
    let breakdown: JSONValue =
      occasion.breakdown.map { breakdown in
        .object([
          ("years", .int(breakdown.years)), ("months", .int(breakdown.months)),
          ("days", .int(breakdown.days)),
        ])
      } ?? .null
    let kiriban: JSONValue =
      occasion.kiriban.map { kiriban in
        .object([
          ("value", .int(kiriban.value)), ("days_until", .int(kiriban.daysUntil)),
          ("reason", .string(kiriban.reason.rawValue)),
        ])
      } ?? .null
    return .object([
      ("widget", .string(widget.face.id)),
      ("kind", .string(widget.face.kind.rawValue)),
      ("family", .string(widget.family.rawValue)),
      ("lines", .array(widget.lines.map(JSONValue.string))),
      ("date", .string(occasion.date.iso)),
      ("today", .string(occasion.today.iso)),
      ("days", .optional(occasion.days)),
      ("count", .optional(occasion.count)),
      ("next", next),
      ("gauge", occasion.gauge.map(JSONValue.fraction) ?? .null),
      ("milestone", milestone),
      ("breakdown", breakdown),
      ("kiriban", kiriban),
      ("color", widget.face.color.map { .string($0.description) } ?? .null),
      ("valid_until", .string(widget.validUntil)),
      ("url", .string("oshi://widget/\(widget.face.id)/occasion")),
    ])
  }

  @Test("strings are escaped as the byte-by-byte writer escaped them")
  func escaping() async {
    let pool: [Unicode.Scalar] = [
      "a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
      "é", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "—", "推", "🎂", "/",
    ]
    await propertyCheck(count: 2000, input: Gen.int(in: 0...(pool.count - 1)).array(of: 0...12)) {
      indices in
      var text = ""
      for index in indices { text.unicodeScalars.append(pool[index]) }
      var written: [UInt8] = []
      JSONValue.writeString(text, to: &written)
      #expect(written == Self.reference(text), "\(text.debugDescription)")
      // A real parser reads back the same text.
      let parsed = try? JSONDecoder().decode(String.self, from: Data(written))
      #expect(parsed == text, "\(text.debugDescription)")
    }
  }

  @Test("a hostile name and label parse back exactly with Foundation's JSON parser")
  func hostileTextParses() throws {
    let hostile = "\"}\\ \u{0}\u{1B}[31m\u{7F}\u{85}\u{2028}\u{2029}\n\r\t推🎂\u{202E}"
    let face = Fixtures.face(.custom, "2026-12-24", name: hostile, label: hostile, once: true)
    for family in Family.allCases {
      let widget = RenderedWidget(
        face: face, family: family, budget: .standard(for: family), language: .en,
        validUntil: "2026-11-23T00:00:00+09:00")
      var written: [UInt8] = []
      widget.writeJSON(to: &written)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(written)) as? [String: Any])
      #expect(object["widget"] as? String == face.id)
      #expect(object["lines"] as? [String] == widget.lines)
      #expect(object["family"] as? String == family.rawValue)
      #expect(object.keys.count == 16)
    }
  }

  @Test("a rendered widget writes the JSON of its value", arguments: Family.allCases)
  func widgetJSON(family: Family) {
    let faces = [
      Fixtures.face(.following, "2023-04-01", name: "A \"q\" \\ B"),
      Fixtures.face(.birthday, "1999-11-22"),
      Fixtures.face(.birthday, "--04-05"),
      Fixtures.face(.debut, "2019-11-30", name: "星野ルナ", symbol: "🌙"),
      Fixtures.face(.custom, "2026-12-24", label: "Live", once: true),
      Fixtures.face(.custom, "2030-01-01"),
      {
        var face = Fixtures.face(.birthday, "1999-11-29")
        face.color = OshiColor(hex: "#ff6f91")
        return face
      }(),
    ]
    for face in faces {
      let widget = RenderedWidget(
        face: face, family: family, budget: .standard(for: family), language: .ja,
        validUntil: "2026-11-23T00:00:00+09:00")
      var written: [UInt8] = []
      widget.writeJSON(to: &written)
      #expect(String(decoding: written, as: UTF8.self) == Self.reference(widget).text)
    }
  }

  @Test("integers are written as String writes them, and gauges to the hundredth")
  func numbers() async {
    for value in [0, 7, -7, 10, 999, 1000, Int.max, Int.min] {
      var written: [UInt8] = []
      JSONValue.writeInt(value, to: &written)
      #expect(String(decoding: written, as: UTF8.self) == String(value))
    }
    await propertyCheck(count: 2000, input: Gen.int(in: -100_000...100_000)) { value in
      var written: [UInt8] = []
      JSONValue.writeInt(value, to: &written)
      #expect(String(decoding: written, as: UTF8.self) == String(value))
    }
    for (value, text) in [
      (0.69, "0.69"), (1.0, "1.0"), (0.5, "0.5"), (0.0, "0.0"), (-0.05, "-0.05"), (0.999, "1.0"),
      (0.101, "0.1"), (12.345, "12.35"), (Double.nan, "null"), (Double.infinity, "null"),
    ] {
      var written: [UInt8] = []
      JSONValue.writeTwoDecimals(value, to: &written)
      #expect(String(decoding: written, as: UTF8.self) == text, "\(value)")
    }
  }
}
