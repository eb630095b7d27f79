import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWords

/// The life of an oshi: a group's own changes, graduation (卒業), disbanding (解散),
/// hiatus (活動休止) and return. Each records a date on the oshi and gives it the widget
/// that counts from it, in one transaction.
extension Catalog {
  /// What a life event recorded.
  public struct Recorded: Sendable, Equatable {
    /// The widget made for the event, or nil when the oshi had it already.
    public var widgetID: String?
  }

  /// `oshi graduate SLUG --on D [--stop-following]`, and for a group `oshi disband`.
  public func graduate(
    slug: String, on given: String, stopFollowing: Bool, disbanding: Bool
  ) throws(OshiError) -> Recorded {
    try recording(slug: slug, kind: .graduation) { (oshi: inout Oshi) throws(OshiError) in
      if oshi.isGroup != disbanding {
        throw
          disbanding
          ? .usage(
            Words.Life.oshiDisbands(slug))
          : .usage(
            Words.Life.groupGraduates(slug))
      }
      oshi.graduated = try Input.date(given, option: "--on", today: today)
      oshi.stopsFollowing = stopFollowing
    }
  }

  /// `oshi hiatus SLUG --from D [--until D]`.
  public func hiatus(slug: String, from: String, until: String?) throws(OshiError) -> Recorded {
    try recording(slug: slug, kind: .hiatus) { (oshi: inout Oshi) throws(OshiError) in
      let start = try Input.date(from, option: "--from", today: today)
      let end = try until.map { text throws(OshiError) in
        try Input.date(text, option: "--until", today: today)
      }
      try Catalog.checkOrder(start, end, option: "--until")
      oshi.hiatus = Hiatus(from: start, until: end)
    }
  }

  /// `oshi resume SLUG --on D`: the hiatus ends on that day.
  public func resume(slug: String, on given: String) throws(OshiError) -> Recorded {
    try recording(slug: slug, kind: .hiatus) { (oshi: inout Oshi) throws(OshiError) in
      guard let hiatus = oshi.hiatus else {
        throw .usage(
          Words.Life.noHiatus(slug))
      }
      let end = try Input.date(given, option: "--on", today: today)
      try Catalog.checkOrder(hiatus.from, end, option: "--on")
      oshi.hiatus = Hiatus(from: hiatus.from, until: end)
    }
  }

  /// Refuses a return before the hiatus began.
  static func checkOrder(_ start: EventDate, _ end: EventDate?, option: String) throws(OshiError) {
    guard let end, let first = start.date, let last = end.date, last < first else { return }
    throw .usage(
      Words.Life.returnBeforeHiatus(option, last.iso, began: first.iso))
  }

  /// Applies `change` to the oshi as stored and adds its `kind` widget when it has none,
  /// in one transaction; a change made meanwhile by another process is read again.
  private func recording(
    slug: String, kind: WidgetKind, _ change: (inout Oshi) throws(OshiError) -> Void
  ) throws(OshiError) -> Recorded {
    try retryingWhenChanged { () throws(OshiError) in
      let snapshot = try store.contents()
      guard var oshi = snapshot.oshi(slug: slug), let oshiID = oshi.id else {
        throw Lookup.unknownOshi(slug)
      }
      let before = oshi
      try change(&oshi)
      let id = "\(oshi.slug)-\(kind.rawValue)"
      let has = snapshot.widgets.contains { $0.oshiID == oshiID && $0.kind == kind }
      var added: [Widget] = []
      if !has {
        try Catalog.checkLength(of: [id], slug: oshi.slug)
        if snapshot.widget(id: id) != nil {
          throw .usage(
            Words.Changes.widgetIDTakenRemoveFirst(id))
        }
        added = [Widget(id: id, oshiID: oshiID, kind: kind)]
      }
      try store.change { store in try store.updateOshi(oshi, expecting: before, adding: added) }
      return Recorded(widgetID: added.first?.id)
    }
  }

  /// `oshi group edit`: an edit of an oshi that must be a group.
  public func editGroup(slug: String, _ changes: OshiChanges) throws(OshiError) -> Edited {
    _ = try Lookup.group(slug: slug, in: try store.contents())
    return try editOshi(slug: slug, changes)
  }

  /// `oshi group remove`: the group and its widgets go; its members stay, without a group.
  public func removeGroup(slug: String) throws(OshiError) -> Removal {
    _ = try Lookup.group(slug: slug, in: try store.contents())
    return try removeOshi(slug: slug)
  }
}
