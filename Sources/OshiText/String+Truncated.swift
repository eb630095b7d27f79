extension String {
  /// The longest prefix of whole grapheme clusters that, followed by "…", fits in `cells`.
  ///
  /// Returns the text itself if it already fits, and "" if `cells` < 1. Never splits a
  /// Character. The "…" (U+2026) counts as 1 cell.
  public func truncated(toCells cells: Int) -> String {
    guard cells >= 1 else { return "" }
    if cellWidth <= cells { return self }
    // Keep one cell for the ellipsis, which is narrow (East Asian Ambiguous, counted 1).
    let budget = cells - 1
    var used = 0
    var end = startIndex
    // Widths never go negative, so the first cluster that does not fit ends the prefix;
    // zero-width clusters right before it still ride along.
    for index in indices {
      let width = CellWidth.of(self[index])
      if used + width > budget { break }
      used += width
      end = self.index(after: index)
    }
    return self[..<end] + "…"
  }
}
