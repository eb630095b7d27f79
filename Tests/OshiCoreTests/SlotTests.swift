import OshiCore
import Testing

@Suite("A slot's rotation")
struct SlotTests {
  @Test(
    "Forward and back, round at both ends, from a place left past the end too",
    arguments: [
      // (widgets, current, step) → current after, the widget shown
      (3, 0, 1, 1), (3, 2, 1, 0), (3, 0, -1, 2), (3, 1, -1, 0), (3, 5, 1, 0), (3, 5, -1, 1),
      (1, 0, 1, 0), (1, 0, -1, 0), (0, 0, 1, 0), (0, 0, -1, 0),
    ])
  func rotation(count: Int, current: Int, step: Int, after: Int) {
    let ids = (0..<count).map { "w\($0)" }
    let slot = Slot(name: "bar", family: .inline, widgetIDs: ids, current: current)
    let next = slot.advanced(by: step)
    #expect(next.current == after)
    #expect(next.shownWidgetID == (count == 0 ? nil : ids[after]))
    // A step back undoes a step forward.
    #expect(next.advanced(by: -step).shownWidgetID == slot.shownWidgetID)
  }
}
