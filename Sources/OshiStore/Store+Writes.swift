import GRDB
import OshiCore
import OshiStoreCore

extension Store {
  /// Runs `body` in one write transaction: all of it is saved, or none.
  func write<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try writer.write(body)
    } catch let error as DatabaseError {
      let mapped = StoreError(path: path, grdb: error)
      // Failing to open a journal while writing means the folder cannot be written.
      if case .unreadable = mapped {
        throw StoreError.unwritable(path: path, reason: .readOnly)
      }
      throw mapped
    }
  }

  /// Saves a new oshi and its widgets together, whether `oshi notify` leaves it `quiet`
  /// and the reading of its name (`yomi`) when they are given, in one transaction.
  ///
  /// Their ids must be free.
  public func addOshi(
    _ oshi: Oshi, widgets: [Widget], quiet: Bool? = nil, yomi: String? = nil
  ) throws -> Oshi {
    try write { db in
      var oshi = oshi
      try oshi.insert(db)
      if let yomi, let id = oshi.id { try Store.writeYomi(oshi: id, yomi, db) }
      var positions = try WidgetPositions(db)
      for var widget in widgets {
        widget.oshiID = oshi.id ?? 0
        try positions.insert(widget, db)
      }
      if let quiet, let id = oshi.id { try Store.writeQuiet(oshi: id, quiet, db) }
      return oshi
    }
  }

  /// Saves a new widget at the end of the list, and whether `oshi notify` leaves it
  /// `quiet` when that is given, in one transaction.
  public func addWidget(_ widget: Widget, quiet: Bool? = nil) throws {
    try write { db in
      var positions = try WidgetPositions(db)
      try positions.insert(widget, db)
      if let quiet { try Store.writeQuiet(widget: widget.id, quiet, db) }
    }
  }

  /// Replaces the stored oshi and changes its widgets, all in one transaction.
  ///
  /// Slots follow renamed widgets.
  ///
  /// - Parameters:
  ///   - oshi: the oshi to store in place of the one with its row id.
  ///   - expected: the oshi as the caller read it; when another process changed it since,
  ///     nothing is written and ``StoreError/changedMeanwhile(path:)`` is thrown, so that
  ///     the caller can apply its change again to the new state.
  ///   - newWidgets: widgets to add, each after every widget already stored.
  ///   - removed: the ids of widgets to delete.
  ///   - renaming: the widgets whose id changes, old id → new id.
  ///   - quiet: whether `oshi notify` leaves the oshi quiet; nil leaves that as it is.
  ///   - yomi: the reading of its name (`--yomi`); nil leaves it as it is.
  /// - Throws: ``OshiStoreCore/StoreError``: `changedMeanwhile` as above, or the error of
  ///   a write that failed; either way nothing was written.
  public func updateOshi(
    _ oshi: Oshi, expecting expected: Oshi, adding newWidgets: [Widget] = [],
    removing removed: [String] = [], renaming: [String: String] = [:], quiet: Bool? = nil,
    yomi: String? = nil
  ) throws {
    let path = self.path
    try write { db in
      guard let id = expected.id, try Oshi.fetchOne(db, key: id) == expected else {
        throw StoreError.changedMeanwhile(path: path)
      }
      if let yomi { try Store.writeYomi(oshi: id, yomi, db) }
      try oshi.update(db)
      for id in removed { try Widget.deleteOne(db, key: id) }
      for (old, new) in renaming {
        try db.execute(sql: "UPDATE widget SET id = ? WHERE id = ?", arguments: [new, old])
      }
      var positions = try WidgetPositions(db)
      for widget in newWidgets { try positions.insert(widget, db) }
      if let quiet { try Store.writeQuiet(oshi: id, quiet, db) }
    }
  }

  /// Replaces the stored widget once known by `id` (its id may change; slots follow),
  /// unless another process changed it since it was read as `expected`, and sets whether
  /// `oshi notify` leaves it `quiet` when that is given, in one transaction.
  public func updateWidget(
    _ widget: Widget, previousID id: String, expecting expected: Widget, quiet: Bool? = nil
  ) throws {
    let path = self.path
    try write { db in
      guard try Widget.fetchOne(db, key: id) == expected else {
        throw StoreError.changedMeanwhile(path: path)
      }
      if widget.id != id {
        try db.execute(
          sql: "UPDATE widget SET id = ? WHERE id = ?", arguments: [widget.id, id])
      }
      try widget.update(db)
      if let quiet { try Store.writeQuiet(widget: widget.id, quiet, db) }
    }
  }

  /// Deletes an oshi, its widgets, and their places in slots, and returns whether it
  /// existed.
  @discardableResult
  public func removeOshi(slug: String) throws -> Bool {
    try write { db in try Oshi.filter(Column("slug") == slug).deleteAll(db) > 0 }
  }

  /// Deletes a widget and its places in slots, and returns whether it existed.
  @discardableResult
  public func removeWidget(id: String) throws -> Bool {
    try write { db in try Widget.deleteOne(db, key: id) }
  }

  /// Stores a setting, or removes it when `value` is nil.
  public func setSetting(_ key: String, to value: String?) throws {
    try write { db in
      if let value {
        try Store.writeSetting(key, value, db)
      } else {
        try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
      }
    }
  }

  /// Stores the reading of an oshi's name.
  static func writeYomi(oshi id: Int64, _ yomi: String, _ db: Database) throws {
    try db.cachedStatement(sql: "UPDATE oshi SET yomi = ? WHERE id = ?")
      .execute(arguments: [yomi, id])
  }

  /// The readings of names (`--yomi`), by oshi row id.
  static func readYomis(_ db: some RowSource) throws -> [Int64: String] {
    var yomis: [Int64: String] = [:]
    try db.forEachRow("SELECT \(YomiColumn.columns) FROM oshi WHERE yomi IS NOT NULL") { row in
      if let id = row.integer(YomiColumn.id), let yomi = row.text(YomiColumn.yomi) {
        yomis[id] = yomi
      }
    }
    return yomis
  }

  /// The readings of names (`--yomi`), by slug.
  public func yomis() throws(StoreError) -> [String: String] {
    try read { db in
      var yomis: [String: String] = [:]
      try db.forEachRow("SELECT \(YomiColumn.columns) FROM oshi WHERE yomi IS NOT NULL") {
        row in
        if let slug = row.text(YomiColumn.slug), let yomi = row.text(YomiColumn.yomi) {
          yomis[slug] = yomi
        }
      }
      return yomis
    }
  }

  static func writeSetting(_ key: String, _ value: String, _ db: Database) throws {
    try db.execute(
      sql:
        "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      arguments: [key, value])
  }
}

/// The positions new widgets take, at the end of the list, within one write transaction.
///
/// The last position is read once, not for every widget: reading it scans the table, and
/// an import of thousands of widgets did that for each one.
struct WidgetPositions {
  private var next: Int64

  init(_ db: some RowSource) throws {
    next = 1
    try db.forEachRow("SELECT coalesce(max(position), 0) + 1 FROM widget") { row in
      next = row.integer(0) ?? 1
    }
  }

  /// Inserts `widget` after every widget already stored.
  mutating func insert(_ widget: Widget, _ db: Database) throws {
    try widget.insert(db)
    // Cached: an import inserts thousands.
    try db.cachedStatement(sql: "UPDATE widget SET position = ? WHERE id = ?")
      .execute(arguments: [next, widget.id])
    next += 1
  }
}

/// The columns of an oshi that its reading is read with.
private enum YomiColumn: String, Selection { case id, slug, yomi }
