import OshiCommandWords
import OshiCore
import OshiNames
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi customize`: the slots and the choices of `oshi options widget`, read once from
/// the store when the editor opens, each widget's lines in every family, and the save
/// that puts the fan's choice into the slot.
public struct Customizer: Sendable {
  let context: Context
  /// The slots, as `oshi slot list` lists them.
  public let slots: [Slot]
  /// Every choice, in the order of `oshi options widget`.
  public let entries: [SlotEditor.Entry]
  /// Each widget's face, by id: the previews are drawn from them, not the store.
  let faces: [String: WidgetFace]

  /// Reads the store of `context` once.
  public init(_ context: Context) throws(OshiError) {
    self.context = context
    let snapshot = try context.store.contents()
    let readings = try context.store.reading { try $0.yomis() }
    let provider = OptionsProvider(
      snapshot: snapshot, today: context.today, language: context.language)
    var entries: [SlotEditor.Entry] = []
    var faces: [String: WidgetFace] = [:]
    // What the filter matches of an oshi, folded once for all of its widgets (the
    // choices come nearest first, an oshi's widgets apart).
    var folded: [Int64: [String]] = [:]
    for ranked in provider.rankedWidgets() {
      guard let (choice, lines) = provider.choice(of: ranked, family: .inline) else { continue }
      let oshi = ranked.oshi
      if folded[oshi.id ?? 0] == nil {
        // A private oshi is found by its slug alone: its name shows nowhere here.
        var words = [oshi.slug]
        if !oshi.isPrivate {
          let reading = readings[oshi.slug]
          words += [oshi.name, oshi.shortName, reading].compactMap { $0 }
          words += [Romaji.ascii(oshi.name), reading.map(Romaji.ascii)].compactMap { $0 }
        }
        folded[oshi.id ?? 0] = words.map(Folding.key)
      }
      let words = folded[oshi.id ?? 0] ?? []
      entries.append(
        SlotEditor.Entry(
          id: choice.identifier, display: Sanitizer.clean(choice.display),
          inline: lines.first ?? "", folded: [Folding.key(ranked.widget.id)] + words))
      faces[ranked.widget.id] = ranked.face
    }
    self.slots = snapshot.slots
    self.entries = entries
    self.faces = faces
  }

  /// The editor of the slot `name`: as the store has it, or new (inline, empty).
  public func editor(for name: String) throws(OshiError) -> SlotEditor {
    let name = try Input.slug(name, field: "slot name")
    let slot = slots.first { $0.name == name }
    return SlotEditor(
      name: name, isNew: slot == nil, family: slot?.family ?? .inline,
      widgets: slot?.widgetIDs ?? [], entries: entries)
  }

  /// The widget `id`'s lines in `family`, as `render` draws them today.
  public func lines(of id: String, in family: Family) -> [String] {
    guard let face = faces[id] else { return [] }
    return Formatter.lines(
      for: face, family: family, budget: .standard(for: family), language: context.language,
      era: context.era)
  }

  /// `line` of the widget `id` with its accent in the oshi's colour, for a terminal.
  public func painted(_ line: String, of id: String, depth: ColorDepth) -> String {
    faces[id]?.terminalPainted(line, depth: depth) ?? line
  }

  /// What the editor's choice came to.
  public struct Saved: Sendable, Equatable {
    /// The slot as written.
    public var slot: Slot
    /// Whether another command changed the slot while the editor was open.
    public var changedMeanwhile: Bool
    /// The widgets chosen that were removed meanwhile, left out.
    public var dropped: [String]
  }

  /// Writes the editor's choice into its slot, in one transaction, through the store's
  /// slot writes as `slot set` and `slot rotate` make them: one widget is shown, several
  /// rotate from the first.
  ///
  /// When another command changed the slot while the editor was open, only the fan's own
  /// changes (the widgets added and taken out, the family turned) are applied to the slot
  /// as it is now; nothing the other command wrote is lost.
  public func save(_ editor: SlotEditor) throws(OshiError) -> Saved {
    var saved: Saved?
    var empty = false
    try context.store.change { store in
      _ = try store.editSlot(named: editor.name) { current, existing in
        let merged = editor.merged(onto: current, existing: existing)
        guard let slot = merged.slot else {
          empty = true
          return nil
        }
        saved = Saved(
          slot: slot, changedMeanwhile: merged.changedMeanwhile, dropped: merged.dropped)
        return slot
      }
    }
    guard let saved, !empty else {
      throw OshiError(Words.Customize.nothingLeft(editor.name), exitCode: 1)
    }
    return saved
  }
}

extension SlotEditor {
  /// The fan's changes applied to a slot.
  public struct Merge: Sendable, Equatable {
    /// The slot to write; nil when it would show nothing.
    public var slot: Slot?
    /// Whether the slot was not as the editor found it.
    public var changedMeanwhile: Bool
    /// The widgets that no longer exist, left out.
    public var dropped: [String]
  }

  /// The fan's changes (the widgets added, at the end of the rotation in the order they
  /// were added; those taken out; the family, where it was turned) applied to `current`,
  /// the slot as the store has it now, keeping only the widgets in `existing`.
  ///
  /// When the slot is as the editor found it, that is the editor's choice itself.
  public func merged(onto current: Slot?, existing: Set<String>) -> Merge {
    let base = current?.widgetIDs ?? []
    let changedMeanwhile =
      base != original.widgets || (current.map { $0.family != original.family } ?? !isNew)
    let added = chosen.filter { !original.widgets.contains($0) }
    let removed = Set(original.widgets).subtracting(chosen)
    let wanted = base.filter { !removed.contains($0) } + added.filter { !base.contains($0) }
    let widgets = wanted.filter(existing.contains)
    let dropped = wanted.filter { !existing.contains($0) }
    let family = family != original.family ? family : current?.family ?? family
    guard !widgets.isEmpty else {
      return Merge(slot: nil, changedMeanwhile: changedMeanwhile, dropped: dropped)
    }
    // The widgets unchanged keep the one shown now; a new rotation starts at its first.
    let shown = widgets == base ? current?.current ?? 0 : 0
    return Merge(
      slot: Slot(name: name, family: family, widgetIDs: widgets, current: shown),
      changedMeanwhile: changedMeanwhile, dropped: dropped)
  }
}
