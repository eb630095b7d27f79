/// A named place that shows one widget in one family, like one placed Lock Screen widget.
///
/// A slot may rotate through several widgets; ``current`` says which one it shows now.
public struct Slot: Hashable, Sendable {
  /// The slot's name, for example `bar` or `lock-inline`.
  public var name: String
  /// The family it shows its widget in.
  public var family: Family
  /// The widgets it shows, in rotation order.
  ///
  /// Empty when every one was removed.
  public var widgetIDs: [String]
  /// The index in ``widgetIDs`` of the widget shown now.
  public var current: Int

  /// Creates a slot.
  public init(name: String, family: Family, widgetIDs: [String], current: Int = 0) {
    self.name = name
    self.family = family
    self.widgetIDs = widgetIDs
    self.current = current
  }

  /// The id of the widget shown now, or nil when the slot shows nothing.
  public var shownWidgetID: String? {
    guard !widgetIDs.isEmpty else { return nil }
    return widgetIDs[((current % widgetIDs.count) + widgetIDs.count) % widgetIDs.count]
  }

  /// The slot after `step` steps of rotation (1 the next widget, −1 the one before),
  /// round at both ends.
  public func advanced(by step: Int = 1) -> Slot {
    var next = self
    let count = widgetIDs.count
    next.current = count == 0 ? 0 : ((current % count + step) % count + count) % count
    return next
  }

  /// The slot showing `widget`: at its place when the slot rotates through it, else
  /// showing it alone, in the slot's family (as `slot set` would).
  public func showing(_ widget: String) -> Slot {
    var next = self
    if let index = widgetIDs.firstIndex(of: widget) {
      next.current = index
    } else {
      next.widgetIDs = [widget]
      next.current = 0
    }
    return next
  }
}
