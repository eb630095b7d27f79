import OshiApp
import OshiCore
import OshiStore
import OshiWidgets
import Testing

@Suite("Render output")
struct RenderOutputTests {
  @Test("JSON lines equal each widget's own JSON, with the shared fields written once per widget")
  func jsonLines() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    for language in Language.allCases {
      let context = Context(
        store: try Demo.store(), zone: zone, language: language, now: now.instant(in: zone))
      for families in [Family.allCases, [.inline], [.rectangular, .circular]] {
        let rendered = try context.render(RenderRequest(families: families))
        #expect(rendered.count > 3)
        var expected: [UInt8] = []
        for widget in rendered {
          widget.writeJSON(to: &expected)
          expected.append(UInt8(ascii: "\n"))
        }
        #expect(RenderOutput.jsonBytes(rendered) == expected)
      }
    }
  }
}
