import OshiCore
import OshiText

/// Turns a widget's face into the lines of one family, within the family's budget.
///
/// Each family has an ordered list of candidate layouts, from the richest to the
/// barest. The first one that fits wins, as SwiftUI's `ViewThatFits` chooses; the
/// barest still shows the main number. Truncation with "…" is the last resort.
public enum Formatter {
  /// The lines of `face` in `family`, each within `budget`.
  ///
  /// - Parameter era: writes dates in 和暦 where the family shows one (Japanese only).
  public static func lines(
    for face: WidgetFace, family: Family, budget: Budget, language: Language, era: Bool = false
  ) -> [String] {
    fit(
      candidates(for: face, family: family, language: language, era: era),
      in: budget)
  }

  /// Every candidate layout of `face` in `family`, richest first.
  public static func candidates(
    for face: WidgetFace, family: Family, language: Language, era: Bool = false
  ) -> [[String]] {
    Wording(face: face, language: language, era: era && language == .ja).candidates(for: family)
  }

  /// The first candidate that fits; else the last one, cut between grapheme clusters.
  public static func fit(_ candidates: [[String]], in budget: Budget) -> [String] {
    for candidate in candidates where budget.fits(candidate) {
      return candidate
    }
    guard let barest = candidates.last else { return [] }
    return barest.prefix(budget.lines).map { $0.truncated(toCells: budget.cells) }
  }
}
