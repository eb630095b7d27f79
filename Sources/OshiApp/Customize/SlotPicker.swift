import OshiCore

/// The first screen of `oshi customize` without a slot: the slots, then "a new slot…",
/// whose name is typed in place.
public struct SlotPicker: Sendable {
  /// What a key asks of the program.
  public enum Outcome: Sendable, Equatable {
    case stay
    /// Open the slot of this name (new or not).
    case open(String)
    case quit
  }

  /// The slots' names, in the order of `oshi slot list`.
  public let names: [String]
  /// The focused row: a slot, or ``names``'s count for "a new slot…".
  public private(set) var focus = 0
  /// The first row on the screen.
  public private(set) var top = 0
  /// The new slot's name as typed so far, while it is asked for.
  public private(set) var naming: String?

  /// The picker over slots named `names`.
  public init(names: [String]) {
    self.names = names
  }

  /// The rows: each slot, then "a new slot…".
  public var count: Int { names.count + 1 }

  /// Handles `key` on a screen whose list shows `rows` rows.
  public mutating func press(_ key: Key, rows: Int) -> Outcome {
    if let name = naming {
      switch key {
      case .character(let character):
        // A slot's name is lowercase ASCII letters, digits and '-'.
        let typed = Character(character.lowercased())
        if typed.isASCII, typed.isLetter || typed.isNumber || typed == "-", name.count < 48 {
          naming = name + String(typed)
        }
      case .backspace: naming = String(name.dropLast())
      case .escape: naming = nil
      case .enter:
        guard Input.isSlug(name) else { return .stay }
        return .open(name)
      case .interrupt: return .quit
      default: break
      }
      return .stay
    }
    switch key {
    case .up, .character("k"): move(to: focus - 1, rows: rows)
    case .down, .character("j"): move(to: focus + 1, rows: rows)
    case .pageUp: move(to: focus - max(1, rows - 1), rows: rows)
    case .pageDown: move(to: focus + max(1, rows - 1), rows: rows)
    case .home, .character("g"): move(to: 0, rows: rows)
    case .end, .character("G"): move(to: count - 1, rows: rows)
    case .enter, .character(" "):
      if focus < names.count { return .open(names[focus]) }
      naming = ""
    case .character("q"), .escape, .interrupt: return .quit
    default: break
    }
    return .stay
  }

  private mutating func move(to index: Int, rows: Int) {
    focus = max(0, min(index, count - 1))
    let rows = max(1, rows)
    if focus < top { top = focus }
    if focus >= top + rows { top = focus - rows + 1 }
    top = max(0, min(top, max(0, count - rows)))
  }

  /// Keeps the focused row on a screen whose list now shows `rows` rows (a resize).
  public mutating func fit(rows: Int) { move(to: focus, rows: rows) }
}
