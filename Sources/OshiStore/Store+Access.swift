import GRDB
import OshiCore

/// Everything a render needs, read in one transaction.
public struct Snapshot: Sendable {
  /// Every oshi, in creation order. Fixed, so that ``oshi(id:)`` always indexes into it.
  public let oshis: [Oshi]
  /// Every widget, by oshi and then in creation order.
  public var widgets: [Widget]
  /// Every slot, by name.
  public var slots: [Slot]
  /// The row ids of the oshis that have one, in order, with each one's position in `oshis`.
  ///
  /// Not a dictionary: the store reads the oshis in id order already, so this is made in
  /// one pass, where a `[Int64: Oshi]` of thousands of oshis copied every oshi each time
  /// it grew (a fifth of `render --all`'s page faults).
  private var ids: [(id: Int64, index: Int)]

  /// Creates a snapshot (the store makes them; tests may too).
  public init(oshis: [Oshi], widgets: [Widget], slots: [Slot] = []) {
    self.oshis = oshis
    self.widgets = widgets
    self.slots = slots
    ids = oshis.indices.compactMap { index in oshis[index].id.map { ($0, index) } }
    if zip(ids, ids.dropFirst()).contains(where: { $0.id > $1.id }) {
      ids.sort { $0 < $1 }
    }
  }

  /// The oshi with this row id (row ids are unique in the store).
  public func oshi(id: Int64) -> Oshi? {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle].id < id { low = middle + 1 } else { high = middle }
    }
    guard low < ids.count, ids[low].id == id else { return nil }
    return oshis[ids[low].index]
  }

  /// The widget with this id.
  public func widget(id: String) -> Widget? {
    widgets.first { $0.id == id }
  }

  /// The oshi with this slug.
  public func oshi(slug: String) -> Oshi? {
    oshis.first { $0.slug == slug }
  }

  /// The slot with this name.
  public func slot(named name: String) -> Slot? {
    slots.first { $0.name == name }
  }
}

// MARK: - Reads

extension Store {
  /// Runs `body` in one read transaction, mapping database failures to ``StoreError``.
  func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws(StoreError) -> T {
    do {
      return try writer.read(body)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, error)
    }
  }

  /// Runs `body` in one write transaction: all of it is saved, or none.
  func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws -> T {
    do {
      return try writer.write(body)
    } catch let error as DatabaseError {
      let mapped = StoreError(path: path, error)
      // Failing to open a journal while writing means the folder cannot be written.
      if case .unreadable = mapped {
        throw StoreError.unwritable(path: path, reason: "the file or its folder is read-only")
      }
      throw mapped
    }
  }

  /// All oshis and widgets.
  public func snapshot() throws(StoreError) -> Snapshot {
    try read { db in
      var snapshot = Snapshot(oshis: try Store.fetchAllOshis(db), widgets: [])
      snapshot.widgets = try Store.fetchAllWidgets(db)
      snapshot.slots = try Store.fetchSlots(db)
      return snapshot
    }
  }

  /// ``snapshot()``, with its widgets handed out while they are still being read, so
  /// that a caller can draw the first ones on another core while the rest are read.
  ///
  /// `handOff` is called on the reading thread with each run of `run` consecutive
  /// widgets as it fills, then with the last, shorter run, together with a snapshot of
  /// the oshis the run's widgets belong to (and no widgets). The oshis are read alongside
  /// the widgets, each as the first run that needs it is handed off, so that drawing
  /// starts after the first rows rather than after every oshi.
  ///
  /// The runs are every widget in order when the table stores its rows in widget order,
  /// as it does unless a widget was added to an older oshi. Otherwise hand-offs stop at
  /// the first row out of order, and the whole snapshot is returned instead.
  ///
  /// Each run is its own array, never copied, and nothing is kept for a snapshot that
  /// the caller does not need: at 10,000 oshis, copying every widget and oshi once more
  /// was a thousand page faults.
  ///
  /// - Returns: nil when the runs were every widget, in order; else the whole snapshot,
  ///   its widgets sorted.
  public func snapshot(
    handingOffRunsOf run: Int, to handOff: @Sendable (Snapshot, [Widget]) -> Void
  ) throws(StoreError) -> Snapshot? {
    let run = max(1, run)
    return try read { db in
      var oshiRows = try RowCursor(db, "SELECT \(Store.oshiColumns) FROM oshi ORDER BY id")
      // The oshis read for the run being filled, and for the runs before it.
      var oshis: [Oshi] = []
      var earlierOshis: [[Oshi]] = []
      // The last oshi read before this run: its widgets may span two runs.
      var carried: Oshi?
      var widgets: [Widget] = []
      widgets.reserveCapacity(run)
      var earlierWidgets: [[Widget]] = []
      // Every row's position, to sort the rows if they come out of order.
      var positions: [Int64] = []
      var inOrder = true

      /// Reads on to the first oshi with an id of at least `id`, or to the last oshi.
      func readOshis(through id: Int64) throws {
        while ((oshis.last ?? carried)?.id ?? .min) < id, let row = try oshiRows.next() {
          oshis.append(Store.oshi(row))
        }
      }
      func handOffRun() throws {
        guard let first = widgets.first?.oshiID, let last = widgets.last?.oshiID else { return }
        try readOshis(through: last)
        let spanning = carried.map { ($0.id ?? .min) >= first ? [$0] : [] } ?? []
        handOff(Snapshot(oshis: spanning + oshis, widgets: []), widgets)
        earlierWidgets.append(widgets)
        widgets = []
        widgets.reserveCapacity(run)
        carried = oshis.last ?? carried
        earlierOshis.append(oshis)
        oshis = []
      }

      try db.forEachRow("SELECT \(Store.widgetColumns), position FROM widget") { row in
        let widget = Store.widget(row)
        // NULL sorts first, as in SQLite.
        let position = row.int64(9) ?? .min
        if inOrder, let previous = widgets.last ?? earlierWidgets.last?.last,
          let previousPosition = positions.last,
          Store.precedes(widget, position, previous, previousPosition)
        {
          inOrder = false
        }
        widgets.append(widget)
        positions.append(position)
        if inOrder && widgets.count == run { try handOffRun() }
      }
      if inOrder {
        try handOffRun()
        return nil
      }
      while let row = try oshiRows.next() { oshis.append(Store.oshi(row)) }
      return Snapshot(
        oshis: earlierOshis.flatMap { $0 } + oshis,
        widgets: Store.sorted(earlierWidgets.flatMap { $0 } + widgets, positions: positions),
        slots: try Store.fetchSlots(db))
    }
  }

  // Rendering every widget reads every row: these select known columns and read them
  // by position, which is several times faster than by name.
  static let oshiColumns =
    "id, slug, name, shortName, symbol, groupName, birthday, debut, since, ageMode, isPrivate"
  static let widgetColumns = "id, oshiId, kind, date, label, once, countStyle, leapDay, isPrivate"

  static func fetchOshis(
    _ db: Database, _ clause: String, arguments: StatementArguments = [], reserving: Int = 0
  ) throws -> [Oshi] {
    var result: [Oshi] = []
    result.reserveCapacity(reserving)
    try db.forEachRow("SELECT \(oshiColumns) FROM oshi \(clause)", arguments: arguments) {
      result.append(oshi($0))
    }
    return result
  }

  /// The oshi in a row of ``oshiColumns``.
  private static func oshi(_ row: RawColumns) -> Oshi {
    Oshi(
      id: row.int64(0), slug: row.string(1) ?? "", name: row.string(2) ?? "",
      shortName: row.string(3), symbol: row.string(4), group: row.string(5),
      birthday: row.eventDate(6), debut: row.eventDate(7), since: row.eventDate(8),
      ageMode: AgeMode(row.string(9) ?? "real") ?? .real, isPrivate: row.bool(10))
  }

  /// Every oshi, by id.
  static func fetchAllOshis(_ db: Database) throws -> [Oshi] {
    try fetchOshis(db, "ORDER BY id", reserving: try rowCountHint(db, table: "oshi"))
  }

  /// Every widget, by oshi and then in creation order (`ORDER BY oshiId, position, id`).
  ///
  /// SQLite would sort the rows in a temporary B-tree, a third of the cost of the whole
  /// read. The rows come in insertion order, which is almost always that order already:
  /// they are then returned as read, and sorted only when they are not.
  static func fetchAllWidgets(_ db: Database) throws -> [Widget] {
    var widgets: [Widget] = []
    var positions: [Int64] = []
    let rows = try rowCountHint(db, table: "widget")
    widgets.reserveCapacity(rows)
    positions.reserveCapacity(rows)
    var inOrder = true
    try db.forEachRow("SELECT \(widgetColumns), position FROM widget") { row in
      let widget = widget(row)
      // NULL sorts first, as in SQLite.
      let position = row.int64(9) ?? .min
      if inOrder, let previous = widgets.last, let previousPosition = positions.last,
        precedes(widget, position, previous, previousPosition)
      {
        inOrder = false
      }
      widgets.append(widget)
      positions.append(position)
    }
    return inOrder ? widgets : sorted(widgets, positions: positions)
  }

  /// `widgets`, at `positions`, in `ORDER BY oshiId, position, id`.
  static func sorted(_ widgets: [Widget], positions: [Int64]) -> [Widget] {
    widgets.indices.sorted { precedes(widgets[$0], positions[$0], widgets[$1], positions[$1]) }
      .map { widgets[$0] }
  }

  /// Whether widget `a`, at `aPosition`, comes before `b` in `ORDER BY oshiId, position,
  /// id`.
  static func precedes(_ a: Widget, _ aPosition: Int64, _ b: Widget, _ bPosition: Int64) -> Bool {
    if a.oshiID != b.oshiID { return a.oshiID < b.oshiID }
    if aPosition != bPosition { return aPosition < bPosition }
    // SQLite's BINARY collation compares the bytes.
    return a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
  }

  /// About how many rows `table` has, to reserve room for them: its largest row id,
  /// which SQLite finds without reading the table (0 for an empty one, and more than the
  /// count after deletions).
  private static func rowCountHint(_ db: Database, table: String) throws -> Int {
    var hint = 0
    try db.forEachRow("SELECT max(rowid) FROM \(table)") { row in
      hint = Int(clamping: row.int64(0) ?? 0)
    }
    return min(hint, 1 << 20)
  }

  /// The widget in a row of ``widgetColumns``.
  private static func widget(_ row: RawColumns) -> Widget {
    Widget(
      id: row.string(0) ?? "", oshiID: row.int64(1) ?? 0,
      kind: row.value(2, storedWidgetKinds) ?? .custom, date: row.eventDate(3),
      label: row.string(4), once: row.bool(5), countStyle: row.value(6, storedCountStyles),
      leapDay: row.value(7, storedLeapDayRules) ?? .feb28, isPrivate: row.bool(8))
  }

  /// Only the widgets with these ids and their oshis, for rendering a few widgets
  /// without reading the whole store. Ids that do not exist are left out.
  public func snapshot(widgetIDs: [String]) throws(StoreError) -> Snapshot {
    try read { db in
      func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
      }
      var widgetRows = try RowCursor(
        db, "SELECT \(Store.widgetColumns) FROM widget WHERE id IN (\(marks(widgetIDs.count)))",
        texts: widgetIDs)
      var widgets: [Widget] = []
      while let row = try widgetRows.next() { widgets.append(Store.widget(row)) }
      var oshiIDs: [Int64] = []
      for widget in widgets where !oshiIDs.contains(widget.oshiID) {
        oshiIDs.append(widget.oshiID)
      }
      var oshiRows = try RowCursor(
        db,
        "SELECT \(Store.oshiColumns) FROM oshi WHERE id IN (\(marks(oshiIDs.count))) ORDER BY id",
        integers: oshiIDs)
      var oshis: [Oshi] = []
      while let row = try oshiRows.next() { oshis.append(Store.oshi(row)) }
      return Snapshot(oshis: oshis, widgets: widgets)
    }
  }

  /// Every stored setting, by key.
  public func settings() throws(StoreError) -> [String: String] {
    try read(Store.readSettings)
  }

  static func readSettings(_ db: Database) throws -> [String: String] {
    var result: [String: String] = [:]
    try db.forEachRow("SELECT key, value FROM setting") { row in
      if let key = row.string(0), let value = row.string(1) { result[key] = value }
    }
    return result
  }
}

// MARK: - Writes

extension Store {
  /// Saves a new oshi and its widgets together. Their ids must be free.
  public func addOshi(_ oshi: Oshi, widgets: [Widget]) throws -> Oshi {
    try write { db in
      var oshi = oshi
      try oshi.insert(db)
      for var widget in widgets {
        widget.oshiID = oshi.id ?? 0
        try Store.insertWidget(widget, db)
      }
      return oshi
    }
  }

  /// Saves a new widget at the end of the list.
  public func addWidget(_ widget: Widget) throws {
    try write { db in try Store.insertWidget(widget, db) }
  }

  /// Replaces the stored oshi (found by its row id), renames widgets (old id → new id)
  /// and adds `newWidgets`, all in one transaction. Slots follow renamed widgets.
  ///
  /// - Parameter expected: the oshi as the caller read it; when another process changed
  ///   it since, nothing is written and ``StoreError/changedMeanwhile(path:)`` is thrown,
  ///   so that the caller can apply its change again to the new state.
  public func updateOshi(
    _ oshi: Oshi, expecting expected: Oshi, adding newWidgets: [Widget] = [],
    renaming: [String: String] = [:]
  ) throws {
    let path = self.path
    try write { db in
      guard let id = expected.id, try Oshi.fetchOne(db, key: id) == expected else {
        throw StoreError.changedMeanwhile(path: path)
      }
      try oshi.update(db)
      for (old, new) in renaming {
        try db.execute(sql: "UPDATE widget SET id = ? WHERE id = ?", arguments: [new, old])
      }
      for widget in newWidgets { try Store.insertWidget(widget, db) }
    }
  }

  /// Replaces the stored widget once known by `id` (its id may change; slots follow),
  /// unless another process changed it since it was read as `expected`.
  public func updateWidget(_ widget: Widget, previousID id: String, expecting expected: Widget)
    throws
  {
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
    }
  }

  /// Deletes an oshi, its widgets, and their places in slots. Returns whether it existed.
  @discardableResult
  public func removeOshi(slug: String) throws -> Bool {
    try write { db in try Oshi.filter(Column("slug") == slug).deleteAll(db) > 0 }
  }

  /// Deletes a widget and its places in slots. Returns whether it existed.
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

  static func writeSetting(_ key: String, _ value: String, _ db: Database) throws {
    try db.execute(
      sql:
        "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      arguments: [key, value])
  }

  static func insertWidget(_ widget: Widget, _ db: Database) throws {
    try widget.insert(db)
    try db.execute(
      sql:
        "UPDATE widget SET position = (SELECT coalesce(max(position), 0) + 1 FROM widget) WHERE id = ?",
      arguments: [widget.id])
  }
}
