import OshiCore
import OshiText

/// What `oshi customize` edits: one slot's widgets, chosen from the choices of
/// `oshi options widget`, with the focus, the filter and the scroll of the list.
///
/// Pure: it reads no terminal and no store. Keys go in, and out comes whether to stay,
/// save or leave.
public struct SlotEditor: Sendable {
  /// One choice: a widget, what the list says of it, and what the filter matches.
  public struct Entry: Sendable {
    /// The widget's id.
    public var id: String
    /// `Aki · birthday`, as `oshi options widget` says it.
    public var display: String
    /// The widget's inline line today.
    public var inline: String
    /// What `/` matches, each folded (``Folding/key(_:)``): the name, the short name,
    /// the slug, the reading in kana and in romaji, the display.
    var keys: [String]

    /// An entry; `words` are what the filter matches besides the display.
    public init(id: String, display: String, inline: String, words: [String]) {
      self.init(id: id, display: display, inline: inline, folded: words.map(Folding.key))
    }

    /// An entry whose other words are folded already (an oshi's, once for its widgets).
    init(id: String, display: String, inline: String, folded: [String]) {
      (self.id, self.display, self.inline) = (id, display, inline)
      keys = ([Folding.key(display)] + folded).filter { !$0.isEmpty }
    }

    /// Whether the folded `needle` is in one of the entry's words.
    func matches(_ needle: String) -> Bool {
      needle.isEmpty || keys.contains { $0.contains(needle) }
    }
  }

  /// What a key asks of the program.
  public enum Outcome: Sendable, Equatable {
    case stay, save, quit
  }

  /// A line to show under the list until the next key.
  public enum Note: Sendable, Equatable {
    /// `s` on a slot with no widget.
    case emptySlot
  }

  /// The slot's name.
  public let name: String
  /// Whether the store has no slot of that name yet.
  public let isNew: Bool
  /// The family the slot shows its widget in; `f` turns it.
  public private(set) var family: Family
  /// The widgets the slot showed when the editor opened, and its family then.
  public let original: (widgets: [String], family: Family)
  /// The widgets chosen now, in rotation order.
  public private(set) var chosen: [String]
  /// Every choice, in the order of `oshi options widget`.
  public let entries: [Entry]
  /// The entries the filter keeps, by index in ``entries``.
  public private(set) var shown: [Int]
  /// The focused row, in ``shown``.
  public private(set) var focus = 0
  /// The first row of ``shown`` on the screen.
  public private(set) var top = 0
  /// What `/` typed.
  public private(set) var filter = ""
  /// Whether keys go to the filter.
  public private(set) var isFiltering = false
  /// Whether `?`'s list of keys is up.
  public private(set) var showsKeys = false
  /// The line under the list, until the next key.
  public private(set) var note: Note?
  /// The widest choice's display, in cells: the list's column, the same on every page.
  public let displayWidth: Int

  /// An editor for the slot `name`, which shows `widgets` in `family` now (nothing for
  /// a new slot), over `entries`.
  public init(name: String, isNew: Bool, family: Family, widgets: [String], entries: [Entry]) {
    self.name = name
    self.isNew = isNew
    self.family = family
    original = (widgets, family)
    chosen = widgets
    self.entries = entries
    shown = Array(entries.indices)
    displayWidth = entries.lazy.map(\.display.cellWidth).max() ?? 0
  }

  /// The focused entry, if the filter keeps any.
  public var focused: Entry? { shown.indices.contains(focus) ? entries[shown[focus]] : nil }

  /// Whether anything differs from what the slot showed.
  public var isChanged: Bool { chosen != original.widgets || family != original.family }

  /// The place of `id` in the rotation (1 on), or nil when the slot does not show it.
  public func place(of id: String) -> Int? { chosen.firstIndex(of: id).map { $0 + 1 } }

  /// Handles `key` on a screen whose list shows `rows` rows.
  public mutating func press(_ key: Key, rows: Int) -> Outcome {
    note = nil
    if showsKeys {
      // Any key puts the list of keys away; q and Ctrl-C still leave.
      showsKeys = false
      if key == .interrupt || key == .character("q") { return .quit }
      return .stay
    }
    if isFiltering, let outcome = filtering(key, rows: rows) { return outcome }
    switch key {
    case .up, .character("k"): move(by: -1, rows: rows)
    case .down, .character("j"): move(by: 1, rows: rows)
    case .pageUp: move(by: -max(1, rows - 1), rows: rows)
    case .pageDown: move(by: max(1, rows - 1), rows: rows)
    case .home, .character("g"): move(to: 0, rows: rows)
    case .end, .character("G"): move(to: shown.count - 1, rows: rows)
    case .enter, .character(" "): toggle()
    case .character("/"): isFiltering = true
    case .character("f"): turnFamily()
    case .character("?"): showsKeys = true
    case .character("s"):
      guard !chosen.isEmpty else {
        note = .emptySlot
        return .stay
      }
      return .save
    case .character("q"), .interrupt: return .quit
    case .escape:
      // Esc clears a filter left in place before it leaves.
      guard filter.isEmpty else {
        setFilter("", rows: rows)
        return .stay
      }
      return .quit
    default: break
    }
    return .stay
  }

  /// A key while typing the filter: nil when it is the list's (the arrows, Enter).
  private mutating func filtering(_ key: Key, rows: Int) -> Outcome? {
    switch key {
    case .character(let character):
      setFilter(filter + String(character), rows: rows)
    case .backspace:
      if filter.isEmpty {
        isFiltering = false
      } else {
        setFilter(String(filter.dropLast()), rows: rows)
      }
    case .escape:
      isFiltering = false
      setFilter("", rows: rows)
    case .tab:
      isFiltering = false
    case .interrupt:
      return .quit
    default:
      return nil
    }
    return .stay
  }

  private mutating func setFilter(_ text: String, rows: Int) {
    let keep = focused?.id
    filter = text
    let needle = Folding.key(text)
    shown = entries.indices.filter { entries[$0].matches(needle) }
    // The focus stays on its entry while the filter keeps it, else goes to the first.
    let index = keep.flatMap { id in shown.firstIndex { entries[$0].id == id } } ?? 0
    top = 0
    move(to: index, rows: rows)
  }

  private mutating func move(by step: Int, rows: Int) { move(to: focus + step, rows: rows) }

  private mutating func move(to index: Int, rows: Int) {
    focus = max(0, min(index, shown.count - 1))
    let rows = max(1, rows)
    if focus < top { top = focus }
    if focus >= top + rows { top = focus - rows + 1 }
    top = max(0, min(top, max(0, shown.count - rows)))
  }

  /// Adds the focused widget to the slot, at the end of its rotation, or takes it out.
  private mutating func toggle() {
    guard let id = focused?.id else { return }
    if let index = chosen.firstIndex(of: id) {
      chosen.remove(at: index)
    } else {
      chosen.append(id)
    }
  }

  private mutating func turnFamily() {
    let all = Family.allCases
    family = all[((all.firstIndex(of: family) ?? 0) + 1) % all.count]
  }

  /// Keeps the focused row on a screen whose list now shows `rows` rows (a resize).
  public mutating func fit(rows: Int) { move(to: focus, rows: rows) }
}
