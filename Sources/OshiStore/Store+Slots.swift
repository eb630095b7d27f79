import GRDB
import OshiCore
import OshiStoreCore

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

  /// Reads the slot `name` as it is now and writes what `edit` makes of it, in one
  /// transaction, so that an editor's changes go onto whatever another command wrote
  /// while it was open.
  ///
  /// `edit` is given the slot (nil when there is none) and the ids of the widgets that
  /// exist now; it returns the slot to write, or nil to write nothing. The slot written
  /// is returned.
  public func editSlot(named name: String, _ edit: (Slot?, Set<String>) throws -> Slot?)
    throws -> Slot?
  {
    try write { db in
      let current = try Store.fetchSlots(db).first { $0.name == name }
      let widgets = Set(try Store.fetchWidgets(db, "").map(\.id))
      guard let slot = try edit(current, widgets) else { return nil }
      try Store.writeSlot(slot, db)
      return slot
    }
  }

  /// Moves a slot `step` widgets on (−1: back one) and returns it, in one transaction so
  /// that two clicks never skip or repeat a widget.
  public func advanceSlot(named name: String, by step: Int = 1) throws -> Slot? {
    try write { db in
      guard let slot = try Store.fetchSlots(db).first(where: { $0.name == name }) else {
        return nil
      }
      let next = slot.advanced(by: step)
      try db.execute(
        sql: "UPDATE slot SET current = ? WHERE name = ?", arguments: [next.current, name])
      return next
    }
  }

  /// Deletes a slot, and returns whether it existed.
  @discardableResult
  public func removeSlot(named name: String) throws -> Bool {
    try write { db in
      try db.execute(sql: "DELETE FROM slot WHERE name = ?", arguments: [name])
      return db.changesCount > 0
    }
  }
}
