import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets
import OshiWords

/// The widgets' days as an iCalendar file: `oshi export --format ics`, and refresh's calendar.
public struct CalendarExport: Sendable, DrawsWidgets {
  /// What draws the widgets: the store, the day, the language.
  public let renderer: Renderer

  /// The calendar of what `renderer` draws.
  public init(_ renderer: Renderer) { self.renderer = renderer }

  /// `oshi export --format ics`: every widget's days as an RFC 5545 calendar, in list order.
  ///
  /// Private widgets are included only with `includePrivate`. When `notify.before` is set,
  /// yearly days have an alarm per lead, at `notify.at`.
  public func calendar(includePrivate: Bool, notify: NotifySettings) throws(OshiError) -> String {
    try calendar(from: store.contents(), includePrivate: includePrivate, notify: notify)
  }

  /// ``calendar(includePrivate:notify:)`` from a snapshot already read.
  func calendar(from snapshot: Snapshot, includePrivate: Bool, notify: NotifySettings) -> String {
    ICalendar.document(
      calendarEntries(snapshot), today: today, language: language,
      includePrivate: includePrivate, alarms: Self.alarms(notify))
  }

  /// The items of the calendar vdir: each event of the calendar as a file of its own,
  /// limited to the kinds, oshis and privacy of `settings`.
  func calendarItems(
    from snapshot: Snapshot, settings: CalendarFolderSettings, notify: NotifySettings
  ) -> [(uid: String, bytes: [UInt8])] {
    let entries = calendarEntries(snapshot) { widget, oshi in
      settings.includes(widget, of: oshi, group: oshi.groupID.flatMap(snapshot.oshi(id:)))
    }
    return ICalendar.items(
      entries, today: today, language: language, includePrivate: settings.includesPrivate,
      alarms: Self.alarms(notify))
  }

  /// Every widget of `snapshot` with its oshi, in list order, where `included` says so.
  private func calendarEntries(
    _ snapshot: Snapshot, where included: (Widget, Oshi) -> Bool = { _, _ in true }
  ) -> [(widget: Widget, oshi: Oshi)] {
    snapshot.widgets.compactMap { widget in
      snapshot.oshi(id: widget.oshiID).flatMap { included(widget, $0) ? (widget, $0) : nil }
    }
  }

  /// The calendar's alarms: a lead per `notify.before` when it is set, at `notify.at`.
  private static func alarms(_ notify: NotifySettings) -> ICalendar.Alarms {
    ICalendar.Alarms(days: notify.leadsAreSet ? notify.rule.before : [], minute: notify.rule.at)
  }
}
