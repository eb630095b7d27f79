import OshiCore

extension Store {
  /// The oshis and widgets made quiet with `--notify off`.
  public struct Quiet: Sendable, Equatable {
    /// Row ids of quiet oshis.
    public var oshis: Set<Int64> = []
    /// Ids of quiet widgets.
    public var widgets: Set<String> = []

    public init(oshis: Set<Int64> = [], widgets: Set<String> = []) {
      (self.oshis, self.widgets) = (oshis, widgets)
    }
  }

  /// What `notify` decides from: every oshi and widget, the quiet ones, and what was
  /// sent or skipped on occasion days from `since` on, read in one transaction.
  ///
  /// The status bar's binary reads it to answer "nothing is due" without GRDB; a run that
  /// sends reads the same in its own write transaction (OshiStore).
  public func notificationState(since: LocalDate) throws(StoreError)
    -> (snapshot: Snapshot, quiet: Quiet, recorded: Set<NotificationPlan.Key>)
  {
    try read { db in
      (
        Snapshot(
          oshis: try Store.fetchOshis(db, "ORDER BY id"),
          widgets: try Store.fetchWidgets(db, Widget.order)),
        try Store.readQuiet(db), try Store.readRecorded(db, since: since)
      )
    }
  }

  /// The quiet oshis and widgets.
  public func quiet() throws(StoreError) -> Quiet {
    try read(Store.readQuiet)
  }

  package static func readQuiet(_ db: some RowSource) throws -> Quiet {
    var quiet = Quiet()
    try db.forEachRow("SELECT oshiId FROM quietOshi") { row in
      if let id = row.integer(0) { quiet.oshis.insert(id) }
    }
    try db.forEachRow("SELECT widget FROM quietWidget") { row in
      if let id = row.text(0) { quiet.widgets.insert(id) }
    }
    return quiet
  }

  package static func readRecorded(_ db: some RowSource, since: LocalDate) throws
    -> Set<NotificationPlan.Key>
  {
    var keys = Set<NotificationPlan.Key>()
    // Dates are stored as YYYY-MM-DD, so text order is date order.
    let rows = try RowCursor(
      db, "SELECT widget, date, event, lead FROM notification WHERE date >= ?",
      texts: [since.iso])
    while let row = try rows.next() {
      guard let widget = row.text(0), let date = row.text(1).flatMap(LocalDate.init(iso:)),
        let event = row.text(2).flatMap(UpcomingEvent.Event.init(rawValue:)),
        let lead = row.integer(3)
      else { continue }
      keys.insert(NotificationPlan.Key(widget: widget, date: date, event: event, lead: Int(lead)))
    }
    return keys
  }
}
