import OshiCore
import OshiText

/// A terminal preview: each widget in every family, framed at its real size like a Lock Screen.
public enum Preview {
  /// One widget's three frames side by side, under a heading line.
  ///
  /// - Parameters:
  ///   - heading: the line above the frames.
  ///   - circular: the widget's lines in the circular family.
  ///   - rectangular: the widget's lines in the rectangular family.
  ///   - inline: the widget's lines in the inline family.
  ///   - budgets: each family's frame size, where it is not the family's standard budget.
  ///   - colour: draws the heading bold and the frames dim, for a terminal.
  ///   - image: the oshi's photo as ``PhotoArt`` lines, framed first like a circular
  ///     widget.
  ///   - paint: gives a line of widget text its colour (``WidgetFace/terminalPainted(_:)``),
  ///     for a terminal; the frames are padded by the line as it reads.
  /// - Returns: the heading, then the frames' rows without trailing spaces, each line
  ///   ending in a newline.
  public static func card(
    heading: String, circular: [String], rectangular: [String], inline: [String],
    budgets: [Family: Budget] = [:], colour: Bool = false, image: [String]? = nil,
    paint: (String) -> String = { $0 }
  ) -> String {
    let circularBudget = budgets[.circular] ?? .standard(for: .circular)
    let rectangularBudget = budgets[.rectangular] ?? .standard(for: .rectangular)
    let inlineBudget = budgets[.inline] ?? .standard(for: .inline)
    var frames = [
      frame(circular, budget: circularBudget, centered: true, colour: colour, paint: paint),
      frame(rectangular, budget: rectangularBudget, centered: false, colour: colour, paint: paint),
      frame(inline, budget: inlineBudget, centered: false, colour: colour, paint: paint),
    ]
    var budgetWidths = [circularBudget.cells, rectangularBudget.cells, inlineBudget.cells]
    if let image {
      frames.insert(artFrame(image, colour: colour), at: 0)
      budgetWidths.insert(PhotoArt.columns, at: 0)
    }
    let heading = (colour ? bold + heading + reset : heading) + "\n"
    return heading + sideBySide(frames, widths: budgetWidths).map { $0 + "\n" }.joined()
  }

  /// Each family's lines framed at its standard size, in the order given, side by side
  /// as ``card(heading:circular:rectangular:inline:budgets:colour:image:paint:)`` lays
  /// them out: as many as fit in `width` cells.
  public static func frames(
    _ faces: [(family: Family, lines: [String])], width: Int, colour: Bool = false,
    paint: (String) -> String = { $0 }
  ) -> [String] {
    var frames: [[String]] = []
    var widths: [Int] = []
    var used = 0
    for (family, lines) in faces {
      let budget = Budget.standard(for: family)
      let needed = budget.cells + 2 + (frames.isEmpty ? 0 : 1)
      guard used + needed <= width else { break }
      used += needed
      frames.append(
        frame(lines, budget: budget, centered: family == .circular, colour: colour, paint: paint))
      widths.append(budget.cells)
    }
    return sideBySide(frames, widths: widths)
  }

  /// The rows of `frames` side by side, a space between, each `widths[i]` + 2 cells
  /// wide, without trailing spaces.
  static func sideBySide(_ frames: [[String]], widths: [Int]) -> [String] {
    let height = frames.map(\.count).max() ?? 0
    var rows: [String] = []
    for row in 0..<height {
      var line = ""
      for (index, frame) in frames.enumerated() {
        let width = widths[index] + 2
        let piece = row < frame.count ? frame[row] : String(repeating: " ", count: width)
        line += piece
        if index < frames.count - 1 { line += " " }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      rows.append(line)
    }
    return rows
  }

  static let bold = "\u{1B}[1m"
  static let dim = "\u{1B}[2m"
  static let reset = "\u{1B}[0m"

  /// A box around ``PhotoArt`` lines, which are exactly its width (their escapes take
  /// no cell).
  static func artFrame(_ lines: [String], colour: Bool) -> [String] {
    let (open, close) = colour ? (dim, reset) : ("", "")
    let border = String(repeating: "─", count: PhotoArt.columns)
    return [open + "╭" + border + "╮" + close]
      + lines.map { open + "│" + close + $0 + open + "│" + close }
      + [open + "╰" + border + "╯" + close]
  }

  /// A box of `budget.lines` rows by `budget.cells` cells around `lines`.
  static func frame(
    _ lines: [String], budget: Budget, centered: Bool, colour: Bool = false,
    paint: (String) -> String = { $0 }
  ) -> [String] {
    let inner = budget.cells
    let (open, close) = colour ? (dim, reset) : ("", "")
    var rows = [open + "╭" + String(repeating: "─", count: inner) + "╮" + close]
    for index in 0..<budget.lines {
      let text = index < lines.count ? lines[index] : ""
      let free = max(0, inner - text.cellWidth)
      let left = centered ? free / 2 : 0
      rows.append(
        open + "│" + close + String(repeating: " ", count: left) + paint(text)
          + String(repeating: " ", count: free - left) + open + "│" + close)
    }
    rows.append(open + "╰" + String(repeating: "─", count: inner) + "╯" + close)
    return rows
  }
}
