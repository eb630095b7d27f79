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
    try db.forEachRow("SELECT \(QuietOshiColumn.columns) FROM quietOshi") { row in
      if let id = row.integer(QuietOshiColumn.oshiId) { quiet.oshis.insert(id) }
    }
    try db.forEachRow("SELECT \(QuietWidgetColumn.columns) FROM quietWidget") { row in
      if let id = row.text(QuietWidgetColumn.widget) { quiet.widgets.insert(id) }
    }
    return quiet
  }

  package static func readRecorded(_ db: some RowSource, since: LocalDate) throws
    -> Set<NotificationPlan.Key>
  {
    var keys = Set<NotificationPlan.Key>()
    // Dates are stored as YYYY-MM-DD, so text order is date order.
    let rows = try RowCursor(
      db, "SELECT \(NotificationColumn.columns) FROM notification WHERE date >= ?",
      texts: [since.iso])
    while let row = try rows.next() {
      guard let widget = row.text(NotificationColumn.widget),
        let date = row.text(NotificationColumn.date).flatMap(LocalDate.init(iso:)),
        let event = row.text(NotificationColumn.event).flatMap(UpcomingEvent.Event.init(rawValue:)),
        let lead = row.integer(NotificationColumn.lead)
      else { continue }
      keys.insert(NotificationPlan.Key(widget: widget, date: date, event: event, lead: Int(lead)))
    }
    return keys
  }
}

/// The columns of the `quietOshi` table that the store reads.
private enum QuietOshiColumn: String, Selection { case oshiId }

/// The columns of the `quietWidget` table that the store reads.
private enum QuietWidgetColumn: String, Selection { case widget }

/// The columns of the `notification` table that the store reads.
private enum NotificationColumn: String, Selection { case widget, date, event, lead }
