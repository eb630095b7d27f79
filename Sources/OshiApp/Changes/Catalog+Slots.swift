import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

extension Catalog {
  /// Places one widget in a slot, replacing what it showed.
  public func setSlot(_ name: String, widget: String, family: Family) throws(OshiError) {
    let name = try Input.slug(name, field: "slot name")
    let snapshot = try store.contents()
    guard snapshot.widget(id: widget) != nil else { throw Lookup.unknownWidget(widget) }
    let slot = Slot(name: name, family: family, widgetIDs: [widget])
    try store.change { store in try store.saveSlot(slot) }
  }

  /// Makes a slot rotate through several widgets, starting with the first.
  public func rotateSlot(_ name: String, widgets: [String], family: Family?) throws(OshiError) {
    let name = try Input.slug(name, field: "slot name")
    let snapshot = try store.contents()
    let ids = widgets.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    guard !ids.isEmpty else {
      throw .usage(
        Words.Slots.noWidgets)
    }
    for id in ids where snapshot.widget(id: id) == nil { throw Lookup.unknownWidget(id) }
    if Set(ids).count != ids.count {
      throw .usage(
        Words.Slots.widgetTwice)
    }
    let resolved = family ?? snapshot.slot(named: name)?.family ?? .inline
    let slot = Slot(name: name, family: resolved, widgetIDs: ids)
    try store.change { store in try store.saveSlot(slot) }
  }

  /// Makes a slot rotate through a group's widgets and its members', in list order.
  ///
  /// With `kind`, only the widgets of that kind (the members' birthdays, say). The slot
  /// keeps the ids it was given: a member added later joins it with the next `slot rotate`.
  public func rotateSlot(
    _ name: String, group: String, kind: WidgetKind?, family: Family?
  ) throws(OshiError) {
    let snapshot = try store.contents()
    let groupID = try Lookup.group(slug: group, in: snapshot).id
    let ids = snapshot.widgets.filter { widget in
      guard kind == nil || widget.kind == kind, let oshi = snapshot.oshi(id: widget.oshiID)
      else { return false }
      return oshi.id == groupID || oshi.groupID == groupID
    }.map(\.id)
    guard !ids.isEmpty else {
      throw .usage(
        kind.map { Words.Slots.nothingToRotate(group, Said($0.rawValue, ja: $0.name(in: .ja))) }
          ?? Words.Slots.nothingToRotate(group))
    }
    try rotateSlot(name, widgets: ids, family: family)
  }

  /// Moves a slot to its next widget (a status bar's on-click), or with `back` to the one
  /// before (a scroll), and returns the slot.
  public func advanceSlot(_ name: String, back: Bool = false) throws(OshiError) -> Slot {
    var result: Slot?
    try store.change { store in result = try store.advanceSlot(named: name, by: back ? -1 : 1) }
    guard let slot = result else { throw Lookup.unknownSlot(name) }
    return slot
  }

  /// Makes the slot `name` show `widget`, in one transaction.
  ///
  /// The widget is shown at its place when the slot rotates through it, else alone in the
  /// slot's family, as `slot set` would; a slot that is not there yet is made, inline. A
  /// menu line's click (`oshi://slot/NAME/show/ID`).
  public func showInSlot(_ name: String, widget: String) throws(OshiError) -> Slot {
    let name = try Input.slug(name, field: "slot name")
    var result: Slot?
    var missing = false
    try store.change { store in
      result = try store.editSlot(named: name) { slot, widgets in
        guard widgets.contains(widget) else {
          missing = true
          return nil
        }
        return (slot ?? Slot(name: name, family: .inline, widgetIDs: [])).showing(widget)
      }
    }
    if missing { throw Lookup.unknownWidget(widget) }
    guard let slot = result else { throw Lookup.unknownSlot(name) }
    return slot
  }

  /// Whether the slot `name` rotates through more than one widget; false when it is not
  /// there.
  public func rotates(_ name: String) throws(OshiError) -> Bool {
    (try store.contents().slot(named: name)?.widgetIDs.count ?? 0) > 1
  }

  /// Removes a slot.
  public func removeSlot(_ name: String) throws(OshiError) {
    var removed = false
    try store.change { store in removed = try store.removeSlot(named: name) }
    if !removed { throw Lookup.unknownSlot(name) }
  }

  /// `oshi slot list`: name, family, what it shows now, and its rotation.
  public func slotListing(language: Language = .en) throws(OshiError) -> String {
    let snapshot = try store.contents()
    var output = ""
    let nothing =
      Words.Slots.widgetsRemoved(language)
    for slot in snapshot.slots {
      let shown = slot.shownWidgetID ?? nothing
      var fields = [slot.name, slot.family.rawValue, shown]
      if slot.widgetIDs.count > 1 { fields.append(slot.widgetIDs.joined(separator: ",")) }
      output += fields.map(Sanitizer.clean).joined(separator: "\t") + "\n"
    }
    return output
  }
}
