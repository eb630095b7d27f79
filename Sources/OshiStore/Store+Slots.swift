import GRDB
import OshiCore

extension Store {
  /// Creates or replaces a slot.
  public func saveSlot(_ slot: Slot) throws {
    try write { db in try Store.writeSlot(slot, db) }
  }

  static func writeSlot(_ slot: Slot, _ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO slot(name, family, current) VALUES (?, ?, ?)
        ON CONFLICT(name) DO UPDATE SET family = excluded.family, current = excluded.current
        """,
      arguments: [slot.name, slot.family.rawValue, slot.current])
    try db.execute(sql: "DELETE FROM slotWidget WHERE slot = ?", arguments: [slot.name])
    for (position, widget) in slot.widgetIDs.enumerated() {
      try db.execute(
        sql: "INSERT INTO slotWidget(slot, position, widget) VALUES (?, ?, ?)",
        arguments: [slot.name, position, widget])
    }
  }

  /// Moves a slot to its next widget and returns it, in one transaction so that two
  /// clicks never skip or repeat a widget.
  public func advanceSlot(named name: String) throws -> Slot? {
    try write { db in
      guard let slot = try Store.fetchSlots(db).first(where: { $0.name == name }) else {
        return nil
      }
      let next = slot.advanced()
      try db.execute(
        sql: "UPDATE slot SET current = ? WHERE name = ?", arguments: [next.current, name])
      return next
    }
  }

  /// Deletes a slot. Returns whether it existed.
  @discardableResult
  public func removeSlot(named name: String) throws -> Bool {
    try write { db in
      try db.execute(sql: "DELETE FROM slot WHERE name = ?", arguments: [name])
      return db.changesCount > 0
    }
  }

  /// Every slot, by name. Read with SQLite's C API, as the widgets are: `render --all`
  /// reads the slots too, and GRDB's generic rows cost it more than the rows themselves.
  static func fetchSlots(_ db: some RowSource) throws -> [Slot] {
    var widgets: [String: [String]] = [:]
    try db.forEachRow("SELECT slot, widget FROM slotWidget ORDER BY slot, position") { row in
      guard let slot = row.text(0), let widget = row.text(1) else { return }
      widgets[slot, default: []].append(widget)
    }
    var slots: [Slot] = []
    try db.forEachRow("SELECT name, family, current FROM slot ORDER BY name") { row in
      let name = row.text(0) ?? ""
      slots.append(
        Slot(
          name: name, family: row.text(1).flatMap(Family.init(rawValue:)) ?? .inline,
          widgetIDs: widgets[name] ?? [], current: Int(clamping: row.integer(2) ?? 0)))
    }
    return slots
  }
}
