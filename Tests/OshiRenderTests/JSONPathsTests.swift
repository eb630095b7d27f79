import OshiRuntime
import Testing

@testable import OshiApp
@testable import OshiRender

@Suite("The line of a JSON path")
struct JSONPathsTests {
  static let text = """
    {
      "format": "oshi-backup",
      "note": "a \\"quoted\\" [text] {with} brackets,\\nand, commas",
      "oshis": [
        {"slug": "aki", "widgets": [{"id": "a"}, {"id": "b",
          "kind": "weekly"}]},
        {
          "slug": "luna",
          "birthday": "1999-02-30"
        }
      ],
      "settings": {"lang": 1}
    }
    """

  @Test(
    "Values, missing keys and indexes past the end",
    arguments: [
      ("$.format", 2), ("$.oshis[1].birthday", 9), ("$.oshis[0].widgets[1].kind", 6),
      ("$.oshis[0].widgets[1]", 5), ("$.settings.lang", 12), ("$.oshis[1].name", 7),
      ("$.oshis[5]", 4), ("$.version", 1), ("$", 1),
    ])
  func lines(path: String, line: Int) {
    #expect(JSONPaths.line(of: path, in: Array(Self.text.utf8)) == line)
  }

  @Test("Strings at a path; nothing for a value that is not a plain string")
  func strings() {
    let bytes = Array(Self.text.utf8)
    #expect(JSONPaths.string(at: "$.format", in: bytes) == "oshi-backup")
    #expect(JSONPaths.string(at: "$.oshis[1].birthday", in: bytes) == "1999-02-30")
    #expect(JSONPaths.string(at: "$.oshis[0].widgets[1].kind", in: bytes) == "weekly")
    #expect(JSONPaths.string(at: "$.note", in: bytes) == nil)
    #expect(JSONPaths.string(at: "$.settings.lang", in: bytes) == nil)
    #expect(JSONPaths.string(at: "$.oshis[1].name", in: bytes) == nil)
    #expect(JSONPaths.string(at: "$.oshis", in: bytes) == nil)
  }

  @Test("Paths that are not paths, and text that is not JSON, give no line")
  func nothing() {
    #expect(JSONPaths.line(of: "oshis[1]", in: Array(Self.text.utf8)) == nil)
    #expect(JSONPaths.line(of: "$.oshis[x]", in: Array(Self.text.utf8)) == nil)
    #expect(JSONPaths.line(of: "$.a.b", in: Array("{\"a\": ".utf8)) == nil)
    #expect(JSONPaths.steps("$.oshis[1].birthday") == [.key("oshis"), .index(1), .key("birthday")])
  }
}
