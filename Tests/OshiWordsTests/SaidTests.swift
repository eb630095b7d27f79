import OshiWords
import Testing

@Suite("Said")
struct SaidTests {
  @Test("says its words in the language asked for")
  func language() {
    let said = Said("day 1", ja: "1日目")
    #expect(said(.en) == "day 1")
    #expect(said(.ja) == "1日目")
  }
}
