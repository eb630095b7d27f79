/// "Did you mean …?": the known word nearest to a mistyped one.
public enum Suggestion {
  /// The candidate nearest to `word`, ignoring case, when it is close enough to be the word meant.
  ///
  /// Close enough is at most a third of the word's length in edits (one for short words),
  /// with ties going to the first candidate. A candidate equal but for case wins outright.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let typed = Array(word.lowercased().unicodeScalars)
    let limit = max(1, typed.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      guard abs(scalars.count - typed.count) <= limit else { continue }
      let distance = editDistance(typed, scalars)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Damerau–Levenshtein distance (optimal string alignment): insertions,
  /// deletions, substitutions and swaps of neighbours each cost one.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
