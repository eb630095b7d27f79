import OshiCore

/// Everything a render needs, read in one transaction.
public struct Snapshot: Sendable {
  /// Every oshi, in creation order.
  ///
  /// Fixed, so that ``oshi(id:)`` always indexes into it.
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
    oshiIndex(id: id).map { oshis[$0] }
  }

  /// The position in ``oshis`` of the oshi with this row id.
  public func oshiIndex(id: Int64) -> Int? {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle].id < id { low = middle + 1 } else { high = middle }
    }
    guard low < ids.count, ids[low].id == id else { return nil }
    return ids[low].index
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

  /// The groups (箱推し), in creation order.
  public var groups: [Oshi] { oshis.filter(\.isGroup) }

  /// The members of the group with this row id, in creation order.
  public func members(of groupID: Int64) -> [Oshi] {
    oshis.filter { !$0.isGroup && $0.groupID == groupID }
  }

  /// The slug of the group `oshi` belongs to, or nil.
  public func groupSlug(of oshi: Oshi) -> String? {
    oshi.groupID.flatMap { self.oshi(id: $0) }.map(\.slug)
  }
}
