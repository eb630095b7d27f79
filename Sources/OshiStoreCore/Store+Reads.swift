import OshiCore

extension Store {
  /// Runs `body` in one read transaction, mapping database failures to ``StoreError``.
  package func read<T>(_ body: (Connection) throws -> T) throws(StoreError) -> T {
    do {
      return try connection.read(body)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, error)
    }
  }

  /// All oshis, widgets and slots, in list order.
  public func snapshot() throws(StoreError) -> Snapshot {
    try read { db in
      Snapshot(
        oshis: try Store.fetchOshis(db, "ORDER BY id"),
        widgets: try Store.fetchWidgets(db, Widget.order), slots: try Store.fetchSlots(db))
    }
  }

  /// Only the widgets with these ids and their oshis.
  ///
  /// For rendering a few widgets without reading the whole store. Ids that do not exist
  /// are left out.
  public func snapshot(widgetIDs: [String]) throws(StoreError) -> Snapshot {
    try read { db in
      func marks(_ count: Int) -> String {
        String(String(repeating: "?,", count: count).dropLast())
      }
      let widgetRows = try RowCursor(
        db,
        "SELECT \(Widget.stored.sql) FROM widget WHERE id IN (\(marks(widgetIDs.count)))",
        texts: widgetIDs)
      let widgets = try widgetRows.all(Widget.init(stored:))
      var oshiIDs: [Int64] = []
      for widget in widgets where !oshiIDs.contains(widget.oshiID) {
        oshiIDs.append(widget.oshiID)
      }
      let oshiRows = try RowCursor(
        db,
        "SELECT \(Oshi.stored.sql) FROM oshi WHERE id IN (\(marks(oshiIDs.count))) ORDER BY id",
        integers: oshiIDs)
      return Snapshot(oshis: try oshiRows.all(Oshi.init(stored:)), widgets: widgets)
    }
  }

  /// Runs `body` with a cursor over every widget and its oshi, in list order, in one read
  /// transaction: rendering every widget draws each as it is read, and holds no list.
  public func readWidgets<T>(_ body: (inout WidgetRows) throws -> T) throws(StoreError) -> T {
    try read { db in
      var rows = try WidgetRows(db)
      return try body(&rows)
    }
  }

  /// Every stored setting, by key.
  public func settings() throws(StoreError) -> [String: String] {
    try read(Store.readSettings)
  }

  package static func readSettings(_ db: some RowSource) throws -> [String: String] {
    var result: [String: String] = [:]
    try db.forEachRow("SELECT \(SettingColumn.columns) FROM setting") { row in
      if let key = row.text(SettingColumn.key), let value = row.text(SettingColumn.value) {
        result[key] = value
      }
    }
    return result
  }

  /// Every slot, by name.
  ///
  /// Read with SQLite's C API, as the widgets are: `render --all` reads the slots too, and
  /// GRDB's generic rows cost it more than the rows themselves.
  package static func fetchSlots(_ db: some RowSource) throws -> [Slot] {
    var widgets: [String: [String]] = [:]
    try db.forEachRow("SELECT \(SlotEntryColumn.columns) FROM slotWidget ORDER BY slot, position") {
      row in
      guard let slot = row.text(SlotEntryColumn.slot), let widget = row.text(SlotEntryColumn.widget)
      else { return }
      widgets[slot, default: []].append(widget)
    }
    var slots: [Slot] = []
    try db.forEachRow("SELECT \(SlotColumn.columns) FROM slot ORDER BY name") { row in
      let name = row.text(SlotColumn.name) ?? ""
      slots.append(
        Slot(
          name: name,
          family: row.text(SlotColumn.family).flatMap(Family.init(rawValue:)) ?? .inline,
          widgetIDs: widgets[name] ?? [],
          current: Int(clamping: row.integer(SlotColumn.current) ?? 0)))
    }
    return slots
  }

  /// The oshis that `clause` (`WHERE …`, `ORDER BY …`) selects.
  package static func fetchOshis(_ db: some RowSource, _ clause: String) throws -> [Oshi] {
    var result: [Oshi] = []
    try db.forEachRow("SELECT \(Oshi.stored.sql) FROM oshi \(clause)") {
      result.append(Oshi(stored: $0))
    }
    return result
  }

  /// The widgets that `clause` (`WHERE …`, `ORDER BY …`) selects.
  package static func fetchWidgets(_ db: some RowSource, _ clause: String) throws -> [Widget] {
    var result: [Widget] = []
    try db.forEachRow("SELECT \(Widget.stored.sql) FROM widget \(clause)") {
      result.append(Widget(stored: $0))
    }
    return result
  }
}

/// Every widget with its oshi, in list order (by oshi, then as added), read one row at a
/// time inside ``Store/readWidgets(_:)``.
///
/// The widgets and the oshis are two statements stepped side by side, both in oshi id
/// order, so that each oshi is read once for all of its widgets. A widget whose oshi is
/// gone (a hand edit; `oshi doctor` reports it) is skipped.
public struct WidgetRows {
  private let widgets: RowCursor
  private let oshis: RowCursor
  /// The oshi of the widget ``next()`` returned last.
  ///
  /// Read in place rather than returned with each widget: an oshi is a dozen strings, and
  /// a copy for every widget retained and released each of them.
  public private(set) var oshi = Oshi(slug: "", name: "")

  init(_ db: Connection) throws {
    widgets = try RowCursor(db, WidgetRows.widgetQuery)
    oshis = try RowCursor(db, "SELECT \(Oshi.stored.sql) FROM oshi ORDER BY id")
  }

  /// Every widget in list order.
  package static let widgetQuery = "SELECT \(Widget.stored.sql) FROM widget \(Widget.order)"

  /// The next widget, whose oshi is then ``oshi``, or nil after the last.
  public mutating func next() throws -> Widget? {
    while let row = try widgets.next() {
      let widget = Widget(stored: row)
      while (oshi.id ?? .min) < widget.oshiID, let row = try oshis.next() {
        oshi = Oshi(stored: row)
      }
      if oshi.id == widget.oshiID { return widget }
    }
    return nil
  }
}

/// The columns of the `setting` table that the store reads.
private enum SettingColumn: String, Selection { case key, value }

/// The columns of the `slotWidget` table that the store reads.
private enum SlotEntryColumn: String, Selection { case slot, widget }

/// The columns of the `slot` table that the store reads.
private enum SlotColumn: String, Selection { case name, family, current }
