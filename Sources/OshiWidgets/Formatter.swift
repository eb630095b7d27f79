import OshiCore
import OshiText
import OshiWords

/// Turns a widget's face into the lines of one family, within the family's budget.
///
/// Each family has an ordered list of candidate layouts, from the richest to the
/// barest. The first one that fits wins, as SwiftUI's `ViewThatFits` chooses; the
/// barest still shows the main number. Truncation with "…" is the last resort.
public enum Formatter {
  /// The lines of `face` in `family`, each within `budget`.
  ///
  /// The candidates are built one by one and the first that fits ends the search.
  ///
  /// - Parameters:
  ///   - face: the widget's face.
  ///   - family: the family to draw it in.
  ///   - budget: the lines and cells the family has.
  ///   - language: the language of the words.
  ///   - era: writes dates in 和暦 where the family shows one (Japanese only).
  /// - Returns: the first candidate that fits; when none does, the barest, cut to
  ///   `budget`.
  public static func lines(
    for face: WidgetFace, family: Family, budget: Budget, language: Language, era: Bool = false
  ) -> [String] {
    let wording = Wording(face: face, language: language, era: era && language == .ja)
    let identity = Identity(face)
    for pass in identity.passes where identity.mayFit(pass, in: budget) {
      var list = Candidates(budget: budget, pass: pass, identity: identity)
      wording.offer(family, to: &list)
      if let fitted = list.fitted { return fitted }
    }
    // Nothing fits, which takes a narrow --width: the candidates that did not fit were
    // not kept, so list them again for the barest.
    let barest = candidates(for: face, family: family, language: language, era: era).last
    return cut(barest ?? [], to: budget)
  }

  /// Every candidate layout of `face` in `family`, richest first, pass after pass.
  ///
  /// - Parameters:
  ///   - face: the widget's face.
  ///   - family: the family to draw it in.
  ///   - language: the language of the words.
  ///   - era: writes dates in 和暦 where the family shows one (Japanese only).
  ///   - budget: the budget the names are cut to; without it, every cut of the name is
  ///     listed, longest first, for a fitting that measures in pixels (cards), and a
  ///     birthday lists its named lines with 🎂 (whole, then cut) before those without,
  ///     so that a card keeps the cake as long as any cut of the name fits beside it.
  ///     ``fit(_:in:)`` of the list with the same budget chooses what
  ///     ``lines(for:family:budget:language:era:)`` does.
  /// - Returns: the candidates, each as its lines.
  public static func candidates(
    for face: WidgetFace, family: Family, language: Language, era: Bool = false,
    cuttingNamesTo budget: Budget? = nil
  ) -> [[String]] {
    let wording = Wording(face: face, language: language, era: era && language == .ja)
    let identity = Identity(face)
    var all: [[String]] = []
    var withoutSymbol: [[String]] = []
    let keepsSymbol = budget == nil && face.kind.words.symbolIsTheDay && identity.isRequired
    let symbol = wording.symbol
    for pass in identity.passes {
      var list = Candidates(budget: budget, listing: true, pass: pass, identity: identity)
      wording.offer(family, to: &list)
      guard keepsSymbol, pass == .whole || pass == .cut else {
        all += withoutSymbol + list.all
        withoutSymbol = []
        continue
      }
      for candidate in list.all {
        if candidate.contains(where: { Formatter.holds($0, symbol) }) {
          all.append(candidate)
        } else {
          withoutSymbol.append(candidate)
        }
      }
    }
    return all + withoutSymbol
  }

  /// Whether `line` holds `piece`, compared a grapheme cluster at a time as
  /// `StringProtocol.contains(_:)` compares them.
  ///
  /// That one call was the only use of `_StringProcessing` on the status-bar path, and
  /// it linked that module, `_RegexParser` and stdlib's Unicode names into `oshi`: 2.0 MB
  /// of 12.4 stripped (docs/perf-history.md).
  static func holds(_ line: String, _ piece: String) -> Bool {
    let needle = Array(piece)
    guard let first = needle.first else { return true }
    if needle.count == 1 { return line.contains(first) }
    let characters = Array(line)
    guard characters.count >= needle.count else { return false }
    for start in 0...(characters.count - needle.count) where characters[start] == first {
      if characters[start..<start + needle.count].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The first candidate that fits; else the last one, cut between grapheme clusters.
  public static func fit(_ candidates: [[String]], in budget: Budget) -> [String] {
    for candidate in candidates where budget.fits(candidate) {
      return candidate
    }
    return cut(candidates.last ?? [], to: budget)
  }

  /// The last resort: the first lines of `barest`, each cut to the budget's width.
  static func cut(_ barest: [String], to budget: Budget) -> [String] {
    barest.prefix(budget.lines).map { $0.truncated(toCells: budget.cells) }
  }
}
