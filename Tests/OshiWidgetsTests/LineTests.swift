import OshiText
import PropertyBased
import Testing

@testable import OshiWidgets

@Suite("Lines measured from their parts")
struct LineTests {
  /// The wording's kinds of literal text.
  static let literals: [StaticString] = ["", " ", " in ", "'s birthday", "まであと", "日", "!", "今日は"]

  @Test("A line is its parts joined, and measures what the joined text measures")
  func partsJoined() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...10_000).array(of: 0...12), Gen.int(in: -99_999...99_999)
    ) { picks, number in
      var line = Line(literalCapacity: 0, interpolationCount: 0)
      var expected = ""
      var joins = false
      for (index, pick) in picks.enumerated() {
        switch (index + pick) % 4 {
        case 0:
          let literal = Self.literals[pick % Self.literals.count]
          line.appendLiteral(literal)
          expected += literal.description
        case 1:
          let text = FittingTests.pool[pick % FittingTests.pool.count]
          line.appendInterpolation(text)
          expected += text
          joins = joins || CellWidth.additive(text) == nil
        case 2:
          let text = FittingTests.name([pick, pick / 7, pick / 49])
          line.appendInterpolation(Line.Measured(text))
          expected += text
          joins = joins || CellWidth.additive(text) == nil
        default:
          line.appendInterpolation(number &+ pick)
          expected += String(number &+ pick)
        }
      }
      let done = Line(stringInterpolation: line)
      #expect(done.text == expected)
      #expect(done.count == expected.utf8.count)
      #expect(done.isEmpty == expected.isEmpty)
      // Known exactly when no part may join a neighbour; otherwise measured once built.
      #expect(done.cells == (joins ? nil : expected.cellWidth))
    }
  }

  @Test("Interpolated lines equal the String interpolation, numbers and all")
  func interpolation() {
    let symbol = "🎂"
    let name = Line.Measured("推し0")
    let days = "1,234 days"
    let line: Line = "\(symbol) \(name) turns \(47) in \(days)"
    #expect(line.text == "🎂 推し0 turns 47 in 1,234 days")
    #expect(line.cells == 2 + 1 + 5 + 7 + 2 + 4 + 10)
    let negative: Line = "\(-305)日"
    #expect(negative.text == "-305日")
    #expect(negative.cells == 6)
    let joined: Line = "\("♥️") \(name)"
    #expect(joined.cells == nil)
    #expect(joined.text == "♥️ 推し0")
    let empty: Line = "\("")"
    #expect(empty.isEmpty)
    // Past the bytes a line keeps in place, it goes on in an array.
    let long = String(repeating: "推し", count: 20)
    let spilled: Line = "\(symbol) \(Line.Measured(long)) turns \(47) in \(long) \(days)"
    #expect(spilled.text == "🎂 \(long) turns 47 in \(long) 1,234 days")
    #expect(spilled.count == spilled.text.utf8.count)
    #expect(spilled.cells == spilled.text.cellWidth)
  }
}
