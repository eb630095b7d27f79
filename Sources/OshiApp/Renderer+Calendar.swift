import OshiCore
import OshiStore
import OshiWidgets

extension Renderer {
  /// `oshi export --format ics`: every widget's days as an RFC 5545 calendar, in list
  /// order; private ones only with `includePrivate`.
  public func calendar(includePrivate: Bool) throws(OshiError) -> String {
    let snapshot = try store.contents()
    var oshis: [Int64: Oshi] = [:]
    for oshi in snapshot.oshis {
      if let id = oshi.id { oshis[id] = oshi }
    }
    let entries = snapshot.widgets.compactMap { widget in
      oshis[widget.oshiID].map { (widget: widget, oshi: $0) }
    }
    return ICalendar.document(
      entries, today: today, language: language, includePrivate: includePrivate)
  }
}
