import OshiText
import Testing

@Suite("Did you mean: the nearest known word, only when it is near")
struct SuggestionTests {
  static let commands = ["add", "edit", "remove", "render", "refresh", "list", "show", "options"]

  @Test(
    "Suggestions",
    arguments: [
      ("rendr", "render"), ("redner", "render"), ("RENDER", "render"), ("lsit", "list"),
      ("refrsh", "refresh"), ("optons", "options"), ("ad", "add"), ("shwo", "show"),
    ])
  func suggests(typed: String, expected: String) {
    #expect(Suggestion.closest(to: typed, in: Self.commands) == expected)
  }

  @Test("Nothing near", arguments: ["x", "zzzz", "birthday", "rm", ""])
  func nothing(typed: String) {
    #expect(Suggestion.closest(to: typed, in: Self.commands) == nil)
  }

  @Test("Zone names: case and one slip")
  func zones() {
    let zones = ["Asia/Tokyo", "Asia/Seoul", "America/New_York", "Europe/London"]
    #expect(Suggestion.closest(to: "asia/tokyo", in: zones) == "Asia/Tokyo")
    #expect(Suggestion.closest(to: "Asia/Tokio", in: zones) == "Asia/Tokyo")
    #expect(Suggestion.closest(to: "America/NewYork", in: zones) == "America/New_York")
    #expect(Suggestion.closest(to: "Mars/Olympus", in: zones) == nil)
  }
}
