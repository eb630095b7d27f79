import CPangoCairo
import OshiCommandWords
import OshiCore
import OshiWidgets
import OshiWords

/// What was drawn for a month, for `oshi cal --format png` and the tests.
struct DrawnMonth: Encodable {
  /// The days drawn with an occasion's marks.
  var days: [Int]
  /// The lines listed under the grid, label and sentence (see ``cut`` for whether one
  /// had to be shortened with "…"), and the count of the rest.
  var lines: [String]
  /// How many occasions had no room and were counted in the last line instead.
  var more: Int
  /// Whether any word was cut with "…".
  var cut: Bool
  /// The least contrast ratio of any word drawn with what it sits on.
  var contrast: Double
  /// The characters no installed font draws.
  var missingGlyphs: Int
}

/// Draws a month to share: the title, the weekdays, the grid with each day's occasions
/// as dots in their oshis' colours and the first one's symbol, then the occasions one a
/// line, on a dark ground where every word keeps 4.5:1 and more.
struct MonthDrawing {
  let context: OpaquePointer
  let width: Double
  let height: Double

  static let ground = ShareDrawing.groundEnd
  static let white = OshiColor(red: 255, green: 255, blue: 255)
  /// The weekdays' and the days' labels' grey: 7:1 and more on the ground.
  static let grey = ShareDrawing.dateGrey
  /// The dot of an occasion of an oshi without a colour.
  static let plainDot = OshiColor(red: 0x9A, green: 0x9A, blue: 0xA6)

  func draw(_ month: CardPlan.Month) -> DrawnMonth {
    fill(Self.ground)
    let backdrop = Backdrop(samples: [Self.ground], disc: false, colour: nil)
    var contrasts = [
      backdrop.contrast(Self.white.luminance), backdrop.contrast(Self.grey.luminance),
    ]
    var missing = 0
    var cut = false
    let margin = 0.055 * width
    let inner = width - 2 * margin

    let title = TextLine(month.title, size: 0.052 * height, bold: true, on: context, width: inner)
    colour(Self.white)
    title.draw(on: context, x: margin, y: margin)
    missing += title.unknownGlyphs
    cut = cut || title.isCut
    var top = margin + title.extents.logical.height + 0.02 * height

    // The grid: seven columns, a row of weekdays, then the weeks.
    let column = inner / 7
    let rowHeight = 0.078 * height
    colour(Self.grey)
    for (index, name) in month.weekdays.enumerated() {
      let line = TextLine(name, size: 0.022 * height, bold: false, on: context, width: column)
      line.centre(in: column)
      line.draw(on: context, x: margin + Double(index) * column, y: top)
    }
    top += 0.04 * height
    var days: [Int] = []
    for (row, week) in month.weeks.enumerated() {
      for (place, day) in week.enumerated() {
        guard let day else { continue }
        let x = margin + Double(place) * column
        let y = top + Double(row) * rowHeight
        if day.isToday { outline(x: x + 4, y: y + 2, width: column - 8, height: rowHeight - 4) }
        let number = TextLine(
          "\(day.day)", size: 0.027 * height, bold: !day.colors.isEmpty, on: context, width: column)
        number.centre(in: column)
        colour(Self.white)
        number.draw(on: context, x: x, y: y + 0.006 * height)
        guard !day.colors.isEmpty else { continue }
        days.append(day.day)
        let shown = day.colors.prefix(4).map { hex in
          hex.flatMap { OshiColor(hex: $0) }.map { backdrop.shown($0) } ?? Self.plainDot
        }
        let dot = 0.0045 * height
        let dotsWidth = Double(shown.count) * dot * 2 + Double(shown.count - 1) * dot
        var dotX = x + (column - dotsWidth) / 2 + dot
        let dotY = y + rowHeight - 1.9 * dot
        for colour in shown {
          self.colour(colour)
          cairo_arc(context, dotX, dotY, dot, 0, 2 * Double.pi)
          cairo_fill(context)
          dotX += 3 * dot
        }
        if let symbol = day.symbol {
          let mark = TextLine(symbol, size: 0.018 * height, bold: false, on: context, width: column)
          mark.centre(in: column)
          let first = day.colors.first.flatMap { $0 }.flatMap { OshiColor(hex: $0) }
          let drawn = first.map { backdrop.shown($0) } ?? Self.white
          contrasts.append(backdrop.contrast(drawn.luminance))
          colour(drawn)
          mark.draw(on: context, x: x, y: y + 0.036 * height)
          missing += mark.unknownGlyphs
        }
      }
    }
    top += Double(month.weeks.count) * rowHeight + 0.025 * height

    // The occasions, one a line, as many as the picture holds, in two columns of
    // smaller type when one does not hold them; the rest counted in the last line.
    let language: Language = month.language == "ja" ? .ja : .en
    var drawn: [String] = []
    if month.lines.isEmpty {
      let line = TextLine(
        month.nothing, size: 0.024 * height, bold: false, on: context, width: inner)
      colour(Self.grey)
      line.draw(on: context, x: margin, y: top)
      drawn.append(line.text)
      cut = cut || line.isCut
    }
    func room(_ size: Double) -> Int { max(1, Int((height - margin - top) / (size * 1.45))) }
    let columns = month.lines.count > room(0.024 * height) ? 2 : 1
    let size = (columns == 1 ? 0.024 : 0.02) * height
    let lineHeight = size * 1.45
    let perColumn = room(size)
    let places = perColumn * columns
    let shownLines =
      month.lines.count <= places ? month.lines[...] : month.lines.prefix(places - 1)
    let more = month.lines.count - shownLines.count
    let gutter = 0.03 * width
    let columnWidth = (inner - Double(columns - 1) * gutter) / Double(columns)
    let labelWidth = (language == .ja ? 5.6 : 4.6) * size
    let dot = 0.0045 * height
    func place(_ index: Int) -> (x: Double, y: Double) {
      (
        margin + Double(index / perColumn) * (columnWidth + gutter),
        top + Double(index % perColumn) * lineHeight
      )
    }
    for (index, entry) in shownLines.enumerated() {
      let (x, y) = place(index)
      let label = TextLine(entry.label, size: size, bold: false, on: context, width: labelWidth)
      colour(Self.grey)
      label.draw(on: context, x: x, y: y)
      let tint =
        entry.color.flatMap { OshiColor(hex: $0) }.map { backdrop.shown($0) } ?? Self.plainDot
      colour(tint)
      cairo_arc(context, x + labelWidth + dot, y + size * 0.7, dot, 0, 2 * Double.pi)
      cairo_fill(context)
      let textX = x + labelWidth + 4 * dot
      let text = TextLine(
        entry.text, size: size, bold: false, on: context, width: x + columnWidth - textX)
      colour(Self.white)
      text.draw(on: context, x: textX, y: y)
      missing += text.unknownGlyphs + label.unknownGlyphs
      cut = cut || text.isCut || label.isCut
      drawn.append(entry.label + "  " + entry.text)
    }
    if more > 0 {
      let (x, y) = place(shownLines.count)
      let line = TextLine(
        Words.Calendar.more(more)(language), size: size, bold: false, on: context,
        width: columnWidth)
      colour(Self.grey)
      line.draw(on: context, x: x + labelWidth + 4 * dot, y: y)
      drawn.append(line.text)
    }
    return DrawnMonth(
      days: days, lines: drawn, more: more, cut: cut, contrast: contrasts.min() ?? 0,
      missingGlyphs: missing)
  }

  private func colour(_ colour: OshiColor) {
    cairo_set_source_rgb(
      context, Double(colour.red) / 255, Double(colour.green) / 255, Double(colour.blue) / 255)
  }

  private func fill(_ colour: OshiColor) {
    self.colour(colour)
    cairo_paint(context)
  }

  /// Today's frame: a thin white rounded rectangle around its cell.
  private func outline(x: Double, y: Double, width: Double, height: Double) {
    let radius = min(width, height) * 0.18
    cairo_new_sub_path(context)
    cairo_arc(context, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
    cairo_arc(context, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
    cairo_arc(context, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(context, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(context)
    colour(Self.white)
    cairo_set_line_width(context, 2.5)
    cairo_stroke(context)
  }
}
