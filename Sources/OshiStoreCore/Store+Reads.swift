import OshiCore

extension Store {
  /// Runs `body` in one read transaction, mapping database failures to ``StoreError``.
  package func read<T>(_ body: (Connection) throws -> T) throws(StoreError) -> T {
    do {
      return try connection.get().read(body)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, error)
    }
  }

  /// All oshis, widgets and slots, in list order.
  public func snapshot() throws(StoreError) -> Snapshot {
    if let copy = readableCopy { return Store.snapshot(copy) }
    return try read { db in
      Snapshot(
        oshis: try Store.fetchOshis(db, "ORDER BY id"),
        widgets: try Store.fetchWidgets(db, Widget.order), slots: try Store.fetchSlots(db))
    }
  }

  /// All oshis, widgets and slots in `copy`.
  private static func snapshot(_ copy: StoreCopy) -> Snapshot {
    var oshis = copy.rows(.oshis)
    var widgets = copy.rows(.widgets)
    var entries = copy.rows(.slotEntries)
    var slots = copy.rows(.slots)
    return Snapshot(
      oshis: all(&oshis, Oshi.init(stored:)), widgets: all(&widgets, Widget.init(stored:)),
      slots: Store.slots(entries: &entries, slots: &slots))
  }

  /// Every remaining row of `rows`, each decoded by `decode`.
  private static func all<Rows: RowStream, Element>(
    _ rows: inout Rows, _ decode: (Rows.Row) -> Element
  ) throws(Rows.Failure) -> [Element] {
    var result: [Element] = []
    while let row = try rows.next() { result.append(decode(row)) }
    return result
  }

  /// Only the widgets with these ids and their oshis.
  ///
  /// For rendering a few widgets without reading the whole store. Ids that do not exist
  /// are left out.
  public func snapshot(widgetIDs: [String]) throws(StoreError) -> Snapshot {
    if let copy = readableCopy {
      // The ids are compared as bytes, and only the rows asked for are decoded.
      let wanted = widgetIDs.map { Array($0.utf8) }
      var widgets: [Widget] = []
      let widgetRows = copy.rows(.widgets)
      while let row = widgetRows.next() {
        let asked = row.withText(Widget.Column.id.rawValue) { id in
          wanted.contains { $0.elementsEqual(id) }
        }
        if asked == true { widgets.append(Widget(stored: row)) }
      }
      var oshis: [Oshi] = []
      let oshiRows = copy.rows(.oshis)
      while let row = oshiRows.next() {
        guard let id = row.integer(Oshi.Column.id), widgets.contains(where: { $0.oshiID == id })
        else { continue }
        oshis.append(Oshi(stored: row))
      }
      return Snapshot(oshis: oshis, widgets: widgets)
    }
    return try read { db in
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
    if let copy = readableCopy {
      var rows = WidgetRows(copy)
      do {
        return try body(&rows)
      } catch let error as StoreError {
        throw error
      } catch {
        throw StoreError(path: path, error)
      }
    }
    return try read { db in
      var rows = try WidgetRows(db)
      return try body(&rows)
    }
  }

  /// Every stored setting, by key.
  public func settings() throws(StoreError) -> [String: String] {
    if let copy = readableCopy { return copy.settings }
    return try read(Store.readSettings)
  }

  package static func readSettings(_ db: some RowSource) throws -> [String: String] {
    var rows = try RowCursor(db, settingsQuery)
    return try settings(from: &rows)
  }

  /// The query of the settings.
  package static let settingsQuery = "SELECT \(SettingColumn.columns) FROM setting"
  /// The query of the oshis, in id order.
  package static let oshisQuery = "SELECT \(Oshi.stored.sql) FROM oshi ORDER BY id"
  /// The query of the slots' widgets, in each slot's order.
  package static let slotEntriesQuery =
    "SELECT \(SlotEntryColumn.columns) FROM slotWidget ORDER BY slot, position"
  /// The query of the slots, by name.
  package static let slotsQuery = "SELECT \(SlotColumn.columns) FROM slot ORDER BY name"

  /// The settings in `rows` of ``settingsQuery``, by key.
  package static func settings<Rows: RowStream>(from rows: inout Rows) throws(Rows.Failure)
    -> [String: String]
  {
    var result: [String: String] = [:]
    while let row = try rows.next() {
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
    var entries = try RowCursor(db, slotEntriesQuery)
    var slots = try RowCursor(db, slotsQuery)
    return try Store.slots(entries: &entries, slots: &slots)
  }

  /// The slots in `slots`, rows of ``slotsQuery``, with their widgets from `entries`,
  /// rows of ``slotEntriesQuery``.
  private static func slots<Rows: RowStream>(entries: inout Rows, slots rows: inout Rows)
    throws(Rows.Failure) -> [Slot]
  {
    var widgets: [String: [String]] = [:]
    while let row = try entries.next() {
      guard let slot = row.text(SlotEntryColumn.slot), let widget = row.text(SlotEntryColumn.widget)
      else { continue }
      widgets[slot, default: []].append(widget)
    }
    var slots: [Slot] = []
    while let row = try rows.next() {
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
  private var source: Source
  /// The oshi of the widget ``next()`` returned last.
  ///
  /// Read in place rather than returned with each widget: an oshi is a dozen strings, and
  /// a copy for every widget retained and released each of them.
  public private(set) var oshi = Oshi(slug: "", name: "")

  /// Where the rows come from: the store's statements, or a copy's rows.
  private enum Source {
    case store(widgets: RowCursor, oshis: RowCursor)
    case copy(widgets: CopiedRows, oshis: CopiedRows)
  }

  init(_ db: Connection) throws {
    source = .store(
      widgets: try RowCursor(db, WidgetRows.widgetQuery), oshis: try RowCursor(db, Store.oshisQuery)
    )
  }

  init(_ copy: StoreCopy) {
    source = .copy(widgets: copy.rows(.widgets), oshis: copy.rows(.oshis))
  }

  /// Every widget in list order.
  package static let widgetQuery = "SELECT \(Widget.stored.sql) FROM widget \(Widget.order)"

  /// The next widget, whose oshi is then ``oshi``, or nil after the last.
  public mutating func next() throws -> Widget? {
    // Both kinds of rows are classes: stepping the local references steps the source's.
    switch source {
    case .store(var widgets, var oshis): return try next(&widgets, &oshis)
    case .copy(var widgets, var oshis): return next(&widgets, &oshis)
    }
  }

  /// The next widget of `widgets` whose oshi is in `oshis`, both stepped side by side.
  private mutating func next<Rows: RowStream>(_ widgets: inout Rows, _ oshis: inout Rows)
    throws(Rows.Failure) -> Widget?
  {
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
