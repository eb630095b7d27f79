import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// What a removal took away: the widgets, and the slots that showed them.
///
/// `remove`, `widget remove` and `edit --no-birthday` print it, so that a bar that goes
/// blank is never a surprise.
public struct Removal: Sendable, Equatable {
  /// The removed oshi's name and slug, when a whole oshi went.
  public var oshi: (name: String, slug: String)?
  /// The removed widgets' ids, in list order.
  public var widgets: [String]
  /// The slots that showed one of them, with whether they now show nothing.
  public var slots: [SlotLoss]

  /// A slot that lost widgets.
  public struct SlotLoss: Sendable, Equatable {
    public var name: String
    public var lost: [String]
    public var isEmpty: Bool
  }

  /// What removing `ids` takes from the store in `snapshot`.
  init(removing ids: Set<String>, from snapshot: Snapshot, oshi: Oshi? = nil) {
    self.oshi = oshi.map { ($0.name, $0.slug) }
    widgets = snapshot.widgets.map(\.id).filter(ids.contains)
    slots = snapshot.slots.compactMap { slot in
      let lost = slot.widgetIDs.filter(ids.contains)
      guard !lost.isEmpty else { return nil }
      return SlotLoss(
        name: slot.name, lost: lost, isEmpty: slot.widgetIDs.allSatisfy(ids.contains))
    }
  }

  public static func == (lhs: Removal, rhs: Removal) -> Bool {
    lhs.oshi?.name == rhs.oshi?.name && lhs.oshi?.slug == rhs.oshi?.slug
      && lhs.widgets == rhs.widgets && lhs.slots == rhs.slots
  }

  /// One line for what was removed, and one per slot that lost something.
  public func report(in language: Language) -> String {
    var lines: [String] = []
    let list = widgets.joined(separator: ", ")
    if let oshi {
      let name = Sanitizer.clean(oshi.name)
      lines.append(
        widgets.isEmpty
          ? Words.Changes.removedOshi(name, oshi.slug)(language)
          : Words.Changes.removedOshiAndWidgets(name, oshi.slug, list)(language))
    } else {
      lines.append(Words.Changes.removedWidgets(list, count: widgets.count)(language))
    }
    for slot in slots {
      let lost = slot.lost.joined(separator: ", ")
      lines.append(
        slot.isEmpty
          ? Words.Changes.slotNowEmpty(slot.name)(language)
          : Words.Changes.slotLost(slot.name, lost)(language))
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
