/// The candidate layouts of one family, as the wording offers them, richest first.
///
/// When fitting, it keeps the first candidate that fits its budget, and the ones offered
/// after that are never built: the wording passes each as an autoclosure. A one-line
/// candidate offered as a ``Line`` is measured from its parts and built only when it is
/// kept. Listing keeps every candidate, for tests and previews. Empty lines are dropped
/// either way.
struct Candidates {
  /// The budget to fit, or nil to list every candidate.
  let budget: Budget?
  /// The names a named candidate is made with, in turn.
  let names: [String]
  /// The same names, measured once for the lines made with them.
  private var measuredNames: [Line.Measured]?
  /// The first candidate that fits the budget.
  private(set) var fitted: [String]?
  /// Every candidate, when listing.
  private(set) var all: [[String]] = []

  init(budget: Budget?, names: [String]) {
    self.budget = budget
    self.names = names
  }

  /// Offers one candidate.
  mutating func add(_ make: @autoclosure () -> [String]) {
    guard fitted == nil else { return }
    keep(make())
  }

  /// Offers a one-line candidate.
  mutating func add(_ make: @autoclosure () -> Line) {
    guard fitted == nil else { return }
    keep(make())
  }

  /// Offers the candidate made with each name in turn.
  mutating func named(_ make: (String) -> [String]) {
    for name in names {
      guard fitted == nil else { return }
      keep(make(name))
    }
  }

  /// Offers the one-line candidate made with each name in turn.
  mutating func named(_ make: (Line.Measured) -> Line) {
    if measuredNames == nil { measuredNames = names.map(Line.Measured.init) }
    for name in measuredNames ?? [] {
      guard fitted == nil else { return }
      keep(make(name))
    }
  }

  private mutating func keep(_ lines: [String]) {
    let kept = lines.contains(where: \.isEmpty) ? lines.filter { !$0.isEmpty } : lines
    guard !kept.isEmpty else { return }
    if let budget {
      if budget.fits(kept) { fitted = kept }
    } else {
      all.append(kept)
    }
  }

  private mutating func keep(_ line: Line) {
    guard !line.isEmpty else { return }
    guard let budget, let cells = line.cells else {
      // Listing, or a line whose width is known only once it is built.
      return keep([line.text])
    }
    if budget.lines >= 1 && cells <= budget.cells { fitted = [line.text] }
  }
}
