import OshiCore
import OshiText

/// A terminal preview: each widget in every family, framed at its real size like a Lock Screen.
public enum Preview {
  /// One widget's three frames side by side, under a heading line.
  public static func card(
    heading: String, circular: [String], rectangular: [String], inline: [String],
    budgets: [Family: Budget] = [:]
  ) -> String {
    let circularBudget = budgets[.circular] ?? .standard(for: .circular)
    let rectangularBudget = budgets[.rectangular] ?? .standard(for: .rectangular)
    let inlineBudget = budgets[.inline] ?? .standard(for: .inline)
    let frames = [
      frame(circular, budget: circularBudget, centered: true),
      frame(rectangular, budget: rectangularBudget, centered: false),
      frame(inline, budget: inlineBudget, centered: false),
    ]
    let height = frames.map(\.count).max() ?? 0
    var output = heading + "\n"
    for row in 0..<height {
      var line = ""
      for (index, frame) in frames.enumerated() {
        let width = frame.first?.cellWidth ?? 0
        let piece = row < frame.count ? frame[row] : String(repeating: " ", count: width)
        line += piece
        if index < frames.count - 1 { line += " " }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      output += line + "\n"
    }
    return output
  }

  /// A box of `budget.lines` rows by `budget.cells` cells around `lines`.
  static func frame(_ lines: [String], budget: Budget, centered: Bool) -> [String] {
    let inner = budget.cells
    var rows = ["╭" + String(repeating: "─", count: inner) + "╮"]
    for index in 0..<budget.lines {
      let text = index < lines.count ? lines[index] : ""
      let free = max(0, inner - text.cellWidth)
      let left = centered ? free / 2 : 0
      rows.append(
        "│" + String(repeating: " ", count: left) + text + String(repeating: " ", count: free - left)
          + "│")
    }
    rows.append("╰" + String(repeating: "─", count: inner) + "╯")
    return rows
  }
}
