import Foundation
import GRDB
import OshiCore
import OshiNames
import OshiStoreCore
import OshiText

/// A complete copy of the store's content, in the store's own order.
public struct Backup: Sendable, Equatable {
  /// Every group (箱推し) with its widgets.
  public var groups: [OshiEntry]
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
    /// The group it belongs to: a group's slug, or (from an older backup) a group's
    /// name, which becomes a group of that name when none has it.
    public var group: String?
    /// Whether `oshi notify` sends the oshi's occasions (`--notify off` makes it quiet).
    public var notifies = true
    /// The ids of its widgets made quiet with `--notify off`.
    public var quietWidgets: Set<String> = []
    /// Its photo (`oshi image set`), PNG bytes; nil when it has none.
    ///
    /// A restore that merges keeps a stored photo the backup does not have.
    public var photo: [UInt8]?
    /// The reading of its name in kana (`--yomi`); nil when none was given.
    public var yomi: String?
    /// The `UID` of the contact (vCard) it was imported from; nil when none.
    ///
    /// A restore that merges keeps a stored contact the backup does not have.
    public var contact: String?

    /// Creates an entry.
    public init(
      oshi: Oshi, widgets: [Widget], group: String? = nil, notifies: Bool = true,
      quietWidgets: Set<String> = [], photo: [UInt8]? = nil, yomi: String? = nil,
      contact: String? = nil
    ) {
      self.photo = photo
      self.yomi = yomi
      self.contact = contact
      self.oshi = oshi
      self.widgets = widgets
      self.group = group
      self.notifies = notifies
      self.quietWidgets = quietWidgets
    }
  }

  /// Creates a backup.
  public init(
    groups: [OshiEntry] = [], oshis: [OshiEntry], slots: [Slot], settings: [String: String]
  ) {
    self.groups = groups
    self.oshis = oshis
    self.slots = slots
    self.settings = settings
  }

  /// Whether there is nothing in it.
  public var isEmpty: Bool {
    groups.isEmpty && oshis.isEmpty && slots.isEmpty && settings.isEmpty
  }
}

extension Store {
  /// Everything in the store.
  public func backup() throws(StoreError) -> Backup {
    try read { db in
      // Both lists are in oshi id order: each oshi's widgets are the next run of widgets.
      let widgets = try Store.fetchWidgets(db, Widget.order)
      var next = widgets.startIndex
      var groups: [Backup.OshiEntry] = []
      var entries: [Backup.OshiEntry] = []
      let oshis = try Store.fetchOshis(db, "ORDER BY id")
      let groupSlugs = Dictionary(
        oshis.filter(\.isGroup).map { ($0.id ?? 0, $0.slug) }, uniquingKeysWith: { a, _ in a })
      let quiet = try Store.readQuiet(db)
      let photos = try Store.readPhotos(db)
      let yomis = try Store.readYomis(db)
      let contacts = try Store.readContacts(db)
      for oshi in oshis {
        while next < widgets.endIndex, widgets[next].oshiID < oshi.id ?? .min { next += 1 }
        let first = next
        while next < widgets.endIndex, widgets[next].oshiID == oshi.id { next += 1 }
        let own = widgets[first..<next]
        let entry = Backup.OshiEntry(
          oshi: oshi, widgets: Array(own), group: oshi.groupID.flatMap { groupSlugs[$0] },
          notifies: !quiet.oshis.contains(oshi.id ?? 0),
          quietWidgets: Set(own.map(\.id).filter(quiet.widgets.contains)),
          photo: oshi.id.flatMap { photos[$0] }, yomi: oshi.id.flatMap { yomis[$0] },
          contact: oshi.id.flatMap { contacts[$0] })
        if oshi.isGroup { groups.append(entry) } else { entries.append(entry) }
      }
      return Backup(
        groups: groups, oshis: entries, slots: try Store.fetchSlots(db),
        settings: try Store.readSettings(db))
    }
  }

  /// Writes a backup in one transaction: all of it, or nothing.
  ///
  /// - Parameters:
  ///   - backup: the oshis, groups, widgets, slots and settings to write.
  ///   - replacing: empties the store first; otherwise entries with the same
  ///     slug, id or name are updated and the rest added.
  /// - Throws: ``OshiStoreCore/StoreError`` when a write fails; then nothing was written.
  public func restore(_ backup: Backup, replacing: Bool) throws {
    try write { db in
      if replacing {
        for table in [
          "notification", "quietWidget", "quietOshi", "oshiPhoto", "contact", "slotWidget", "slot",
          "widget", "oshi", "setting",
        ] {
          try db.execute(sql: "DELETE FROM \(table)")
        }
      }
      var restoring = try Restoring(db)
      // Groups come first, so that members can be linked to them.
      for entry in backup.groups + backup.oshis { try restoring.restore(entry, db) }
      for slot in backup.slots { try Store.writeSlot(slot, db) }
      for (key, value) in backup.settings { try Store.writeSetting(key, value, db) }
    }
  }
}

/// What a restore has stored so far: the oshis, widgets and groups, by what a backup
/// names them by.
///
/// What the store holds is read once: a query per row, each compiled anew, made importing
/// 20,000 oshis take minutes (docs/perf-history.md#import).
private struct Restoring {
  var oshiIDs: [String: Int64] = [:]
  var widgetIDs: Set<String> = []
  var groupIDs: [String: Int64] = [:]
  var groupNames: [String: Int64] = [:]
  var positions: WidgetPositions

  init(_ db: Database) throws {
    var (oshiIDs, widgetIDs, groupIDs, groupNames) = (
      [String: Int64](), Set<String>(), [String: Int64](), [String: Int64]()
    )
    try db.forEachRow("SELECT \(OshiKey.columns) FROM oshi") { row in
      if let slug = row.text(OshiKey.slug), let id = row.integer(OshiKey.id) {
        oshiIDs[slug] = id
      }
    }
    try db.forEachRow("SELECT \(WidgetKey.columns) FROM widget") { row in
      if let id = row.text(WidgetKey.id) { widgetIDs.insert(id) }
    }
    try db.forEachRow("SELECT \(OshiKey.columns) FROM oshi WHERE isGroup") { row in
      guard let slug = row.text(OshiKey.slug), let id = row.integer(OshiKey.id) else { return }
      groupIDs[slug] = id
      if let name = row.text(OshiKey.name), groupNames[name] == nil { groupNames[name] = id }
    }
    (self.oshiIDs, self.widgetIDs, self.groupIDs, self.groupNames) = (
      oshiIDs, widgetIDs, groupIDs, groupNames
    )
    positions = try WidgetPositions(db)
  }

  /// The row id of the group `name` (a slug, or an older backup's free-text group's
  /// name), made when there is none.
  mutating func group(_ name: String, _ db: Database) throws -> Int64? {
    if let id = groupIDs[name] ?? groupNames[name] { return id }
    // An older backup's free-text group: a group of that name.
    let slug = Slug.free(Slug.fromName(name) ?? "group", cut: 35) { oshiIDs[$0] != nil }
    var made = Oshi(slug: slug, name: name, isGroup: true)
    try made.insert(db)
    oshiIDs[slug] = made.id
    groupIDs[slug] = made.id
    groupNames[name] = made.id
    return made.id
  }

  /// Stores `entry`'s oshi, widgets, quiet flags, photo, reading and contact.
  mutating func restore(_ entry: Backup.OshiEntry, _ db: Database) throws {
    var oshi = entry.oshi
    oshi.groupID = try entry.group.flatMap { try group($0, db) }
    if let id = oshiIDs[oshi.slug] {
      oshi.id = id
      try oshi.update(db)
    } else {
      oshi.id = nil
      try oshi.insert(db)
      oshiIDs[oshi.slug] = oshi.id
    }
    if oshi.isGroup {
      groupIDs[oshi.slug] = oshi.id
      if groupNames[oshi.name] == nil { groupNames[oshi.name] = oshi.id }
    }
    for var widget in entry.widgets {
      widget.oshiID = oshi.id ?? 0
      if widgetIDs.contains(widget.id) {
        try widget.update(db)
      } else {
        try positions.insert(widget, db)
        widgetIDs.insert(widget.id)
      }
      try Store.writeQuiet(widget: widget.id, entry.quietWidgets.contains(widget.id), db)
    }
    guard let id = oshi.id else { return }
    try Store.writeQuiet(oshi: id, !entry.notifies, db)
    if let photo = entry.photo { try Store.writePhoto(oshi: id, photo, db) }
    if let yomi = entry.yomi { try Store.writeYomi(oshi: id, yomi, db) }
    if let contact = entry.contact { try Store.writeContact(oshi: id, contact, db) }
  }
}

/// The columns of an oshi that restoring a backup looks it up by.
private enum OshiKey: String, Selection { case slug, id, name }

/// The column of a widget that restoring a backup looks it up by.
private enum WidgetKey: String, Selection { case id }
