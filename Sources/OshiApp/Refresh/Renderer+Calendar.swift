import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets

extension Renderer {
  /// `oshi export --format ics`: every widget's days as an RFC 5545 calendar, in list order.
  ///
  /// Private widgets are included only with `includePrivate`. When `notify.before` is set,
  /// yearly days have an alarm per lead, at `notify.at`.
  public func calendar(includePrivate: Bool, notify: NotifySettings) throws(OshiError) -> String {
    try calendar(from: store.contents(), includePrivate: includePrivate, notify: notify)
  }

  /// ``calendar(includePrivate:notify:)`` from a snapshot already read.
  func calendar(from snapshot: Snapshot, includePrivate: Bool, notify: NotifySettings) -> String {
    var oshis: [Int64: Oshi] = [:]
    for oshi in snapshot.oshis {
      if let id = oshi.id { oshis[id] = oshi }
    }
    let entries = snapshot.widgets.compactMap { widget in
      oshis[widget.oshiID].map { (widget: widget, oshi: $0) }
    }
    return ICalendar.document(
      entries, today: today, language: language, includePrivate: includePrivate,
      alarms: ICalendar.Alarms(
        days: notify.leadsAreSet ? notify.rule.before : [], minute: notify.rule.at))
  }

  /// The items of the calendar vdir: each event of the calendar as a file of its own,
  /// limited to the kinds, oshis and privacy of `settings`.
  func calendarItems(
    from snapshot: Snapshot, settings: CalendarFolderSettings, notify: NotifySettings
  ) -> [(uid: String, text: String)] {
    var oshis: [Int64: Oshi] = [:]
    for oshi in snapshot.oshis {
      if let id = oshi.id { oshis[id] = oshi }
    }
    let entries = snapshot.widgets.compactMap { widget -> (widget: Widget, oshi: Oshi)? in
      guard let oshi = oshis[widget.oshiID],
        settings.includes(widget, of: oshi, group: oshi.groupID.flatMap { oshis[$0] })
      else { return nil }
      return (widget, oshi)
    }
    return ICalendar.items(
      entries, today: today, language: language, includePrivate: settings.includesPrivate,
      alarms: ICalendar.Alarms(
        days: notify.leadsAreSet ? notify.rule.before : [], minute: notify.rule.at))
  }
}
