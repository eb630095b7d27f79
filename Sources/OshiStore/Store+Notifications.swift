import GRDB
import OshiCore
import OshiStoreCore

extension Store {
  /// What a notify run sees, in the transaction that records what it sends.
  public struct NotificationLedger {
    let db: Database
    /// Every oshi and widget, in list order (no slots).
    public let snapshot: Snapshot
    /// The quiet oshis and widgets.
    public let quiet: Quiet
    /// What was sent or skipped before.
    public let recorded: Set<NotificationPlan.Key>

    /// The oshi's photo (by row id), as PNG bytes, for the notification's icon.
    public func photo(oshi id: Int64) throws -> [UInt8]? {
      try Store.readPhoto(oshi: id, db)
    }

    /// Records `key` as `sent` or `skipped` at `instant` (ISO 8601).
    public func record(_ key: NotificationPlan.Key, status: String, at instant: String) throws {
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO notification (widget, date, event, lead, status, at)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [key.widget, key.date.iso, key.event.rawValue, key.lead, status, instant])
    }
  }

  /// Runs `body` in one IMMEDIATE transaction, so that each notification goes once.
  ///
  /// No other notify run can decide between this one's reading what was sent and its
  /// recording what it sends.
  ///
  /// - Parameters:
  ///   - recording: whether what `body` records is kept; false for a dry run.
  ///   - since: the earliest occasion day whose record matters; older rows are
  ///     not read.
  ///   - body: reads the store and records what it sends, through the ledger.
  /// - Returns: what `body` returned.
  /// - Throws: ``OshiStoreCore/StoreError`` when the store cannot be read or written, or
  ///   what `body` threw; either way nothing is kept.
  public func notifying<T>(
    recording: Bool, since: LocalDate, _ body: (NotificationLedger) throws -> T
  ) throws -> T {
    do {
      return try writer.writeWithoutTransaction { db in
        var result: T?
        try db.inTransaction(.immediate) {
          let ledger = NotificationLedger(
            db: db,
            snapshot: Snapshot(
              oshis: try Store.fetchOshis(db, "ORDER BY id"),
              widgets: try Store.fetchWidgets(db, Widget.order)),
            quiet: try Store.readQuiet(db), recorded: try Store.readRecorded(db, since: since))
          result = try body(ledger)
          return recording ? .commit : .rollback
        }
        guard let result else { throw StoreError.unreadable(path: path, reason: "no result") }
        return result
      }
    } catch let error as StoreError {
      throw error
    } catch let error as DatabaseError {
      throw StoreError(path: path, grdb: error)
    }
  }

  /// Makes an oshi (by row id) quiet or not.
  public func setQuiet(oshi id: Int64, _ quiet: Bool) throws {
    try write { db in try Store.writeQuiet(oshi: id, quiet, db) }
  }

  /// Makes a widget quiet or not.
  public func setQuiet(widget id: String, _ quiet: Bool) throws {
    try write { db in try Store.writeQuiet(widget: id, quiet, db) }
  }

  static func writeQuiet(oshi id: Int64, _ quiet: Bool, _ db: Database) throws {
    try writeQuiet(id, quiet, table: "quietOshi", column: "oshiId", db)
  }

  static func writeQuiet(widget id: String, _ quiet: Bool, _ db: Database) throws {
    try writeQuiet(id, quiet, table: "quietWidget", column: "widget", db)
  }

  /// Adds `id` to the quiet list `table`, or takes it out.
  private static func writeQuiet(
    _ id: some DatabaseValueConvertible, _ quiet: Bool, table: String, column: String,
    _ db: Database
  ) throws {
    // Cached: a restore or an import writes one for every widget.
    try db.cachedStatement(
      sql: quiet
        ? "INSERT OR IGNORE INTO \(table) (\(column)) VALUES (?)"
        : "DELETE FROM \(table) WHERE \(column) = ?"
    ).execute(arguments: [id])
  }
}
