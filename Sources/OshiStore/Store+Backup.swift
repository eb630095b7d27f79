import GRDB
import OshiCore

/// A complete copy of the store's content, in the store's own order.
public struct Backup: Sendable, Equatable {
  /// Every oshi with its widgets.
  public var oshis: [OshiEntry]
  /// Every slot.
  public var slots: [Slot]
  /// Every setting.
  public var settings: [String: String]

  /// An oshi and its widgets.
  public struct OshiEntry: Sendable, Equatable {
    /// The oshi.
    public var oshi: Oshi
    /// Its widgets, in order.
    public var widgets: [Widget]

    /// Creates an entry.
    public init(oshi: Oshi, widgets: [Widget]) {
      self.oshi = oshi
      self.widgets = widgets
    }
  }

  /// Creates a backup.
  public init(oshis: [OshiEntry], slots: [Slot], settings: [String: String]) {
    self.oshis = oshis
    self.slots = slots
    self.settings = settings
  }

  /// Whether there is nothing in it.
  public var isEmpty: Bool { oshis.isEmpty && slots.isEmpty && settings.isEmpty }
}

extension Store {
  /// Everything in the store.
  public func backup() throws(StoreError) -> Backup {
    try read { db in
      // Both lists are in oshi id order: each oshi's widgets are the next run of widgets.
      let widgets = try Store.fetchWidgets(db, Widget.order)
      var next = widgets.startIndex
      var entries: [Backup.OshiEntry] = []
      for oshi in try Store.fetchOshis(db, "ORDER BY id") {
        while next < widgets.endIndex, widgets[next].oshiID < oshi.id ?? .min { next += 1 }
        let first = next
        while next < widgets.endIndex, widgets[next].oshiID == oshi.id { next += 1 }
        entries.append(Backup.OshiEntry(oshi: oshi, widgets: Array(widgets[first..<next])))
      }
      return Backup(
        oshis: entries, slots: try Store.fetchSlots(db), settings: try Store.readSettings(db))
    }
  }

  /// Writes a backup in one transaction: all of it, or nothing.
  ///
  /// - Parameter replacing: empties the store first; otherwise entries with the same
  ///   slug, id or name are updated and the rest added.
  public func restore(_ backup: Backup, replacing: Bool) throws {
    try write { db in
      if replacing {
        for table in ["slotWidget", "slot", "widget", "oshi", "setting"] {
          try db.execute(sql: "DELETE FROM \(table)")
        }
      }
      // What the store holds is read once: a query per row, each compiled anew, made
      // importing 20,000 oshis take minutes (BENCHMARKS.md, "Import").
      var oshiIDs: [String: Int64] = [:]
      try db.forEachRow("SELECT slug, id FROM oshi") { row in
        if let slug = row.text(0), let id = row.integer(1) { oshiIDs[slug] = id }
      }
      var widgetIDs: Set<String> = []
      try db.forEachRow("SELECT id FROM widget") { row in
        if let id = row.text(0) { widgetIDs.insert(id) }
      }
      var positions = try WidgetPositions(db)
      for entry in backup.oshis {
        var oshi = entry.oshi
        if let id = oshiIDs[oshi.slug] {
          oshi.id = id
          try oshi.update(db)
        } else {
          oshi.id = nil
          try oshi.insert(db)
          oshiIDs[oshi.slug] = oshi.id
        }
        for var widget in entry.widgets {
          widget.oshiID = oshi.id ?? 0
          if widgetIDs.contains(widget.id) {
            try widget.update(db)
          } else {
            try positions.insert(widget, db)
            widgetIDs.insert(widget.id)
          }
        }
      }
      for slot in backup.slots { try Store.writeSlot(slot, db) }
      for (key, value) in backup.settings { try Store.writeSetting(key, value, db) }
    }
  }
}
