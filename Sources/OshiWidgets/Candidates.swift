/// The candidate layouts of one family, as the wording offers them, richest first.
///
/// When fitting, it keeps the first candidate that fits its budget, and the ones offered
/// after that are never built: the wording passes each as an autoclosure. Listing keeps
/// every candidate, for tests and previews. Empty lines are dropped either way.
struct Candidates {
  /// The budget to fit, or nil to list every candidate.
  let budget: Budget?
  /// The names a named candidate is made with, in turn.
  let names: [String]
  /// The first candidate that fits the budget.
  private(set) var fitted: [String]?
  /// The last candidate offered: the barest, when nothing fits.
  private(set) var barest: [String]?
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

  /// Offers the candidate made with each name in turn.
  mutating func named(_ make: (String) -> [String]) {
    for name in names {
      guard fitted == nil else { return }
      keep(make(name))
    }
  }

  private mutating func keep(_ lines: [String]) {
    let kept = lines.contains(where: \.isEmpty) ? lines.filter { !$0.isEmpty } : lines
    guard !kept.isEmpty else { return }
    barest = kept
    if let budget {
      if budget.fits(kept) { fitted = kept }
    } else {
      all.append(kept)
    }
  }
}
