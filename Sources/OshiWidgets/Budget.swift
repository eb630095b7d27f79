import OshiCore
import OshiText

/// The space of one family: at most `lines` lines of at most `cells` terminal cells.
public struct Budget: Hashable, Sendable {
  /// The most lines the family shows.
  public var lines: Int
  /// The most terminal cells on one line.
  public var cells: Int

  /// Creates a budget.
  public init(lines: Int, cells: Int) {
    self.lines = lines
    self.cells = cells
  }

  /// The default budget of a family (SPEC, "Family budgets").
  public static func standard(for family: Family) -> Budget {
    switch family {
    case .circular: Budget(lines: 3, cells: 6)
    case .rectangular: Budget(lines: 3, cells: 24)
    case .inline: Budget(lines: 1, cells: 24)
    }
  }

  /// Whether every line fits and there are not too many.
  public func fits(_ candidate: [String]) -> Bool {
    candidate.count <= lines && candidate.allSatisfy { $0.cellWidth <= cells }
  }
}
