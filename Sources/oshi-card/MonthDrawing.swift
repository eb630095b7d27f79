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
  /// How many oshis' photos were drawn, in the grid and beside the lines.
  var photos: Int
}

/// Draws a month to share: the title, the weekdays, the grid with each day's occasions
/// as dots in their oshis' colours and the first one's photo (else symbol), then the
/// occasions one a line, on a dark ground where every word keeps 4.5:1 and more.
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

  func draw(_ month: CardPlan.Month) throws(CardError) -> DrawnMonth {
    fill(Self.ground)
    let backdrop = Backdrop(samples: [Self.ground], disc: false, colour: nil)
    var contrasts = [
      backdrop.contrast(Self.white.luminance), backdrop.contrast(Self.grey.luminance),
    ]
    var missing = 0
    var cut = false
    var photos = 0
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
        let first = day.colors.first.flatMap { $0 }.flatMap { OshiColor(hex: $0) }
        let drawn = first.map { backdrop.shown($0) } ?? Self.white
        // The photo or the symbol go between the day's ink and its dots.
        let below = y + 0.006 * height + number.extents.ink.maxY + 5
        // A photo that cannot be read (a damaged backup's) is left out, not the month.
        if let photo = day.photo.flatMap({ try? Picture(path: $0) }) {
          let side = min(0.026 * height, dotY - dot - 5 - below)
          try photo.drawRound(
            on: context, x: x + (column - side) / 2, y: below, side: side,
            ring: first == nil ? Self.plainDot : drawn, ringWidth: 2)
          photos += 1
        } else if let symbol = day.symbol {
          let mark = TextLine(symbol, size: 0.018 * height, bold: false, on: context, width: column)
          mark.centre(in: column)
          contrasts.append(backdrop.contrast(drawn.luminance))
          colour(drawn)
          // Its ink's top just under the day's, or higher where its ink would reach the dots.
          let ink = mark.extents.ink
          mark.draw(on: context, x: x, y: min(below, dotY - dot - 4 - ink.height) - ink.y)
          missing += mark.unknownGlyphs
        }
      }
    }
    top += Double(month.weeks.count) * rowHeight + 0.025 * height

    // The occasions under the grid.
    let language: Language = month.language == "ja" ? .ja : .en
    var drawnLines: [String] = []
    var more = 0
    if month.lines.isEmpty {
      let line = TextLine(
        month.nothing, size: 0.024 * height, bold: false, on: context, width: inner)
      colour(Self.grey)
      line.draw(on: context, x: margin, y: top)
      drawnLines.append(line.text)
      cut = cut || line.isCut
    } else {
      let list = fittedList(month.lines, top: top, left: margin, width: inner, language: language)
      for placed in list.placed {
        let entry = month.lines[placed.index]
        if placed.labelled {
          let label = TextLine(
            entry.label, size: list.size, bold: false, on: context, width: list.labelWidth)
          colour(Self.grey)
          label.draw(on: context, x: placed.x, y: placed.y)
          missing += label.unknownGlyphs
          cut = cut || label.isCut
        }
        let tint =
          entry.color.flatMap { OshiColor(hex: $0) }.map { backdrop.shown($0) } ?? Self.plainDot
        let middle = placed.y + list.size * 0.7
        let iconX = placed.x + list.labelWidth
        if let photo = entry.photo.flatMap({ try? Picture(path: $0) }) {
          let side = list.iconWidth
          try photo.drawRound(
            on: context, x: iconX, y: middle - side / 2, side: side, ring: tint, ringWidth: 1.5)
          photos += 1
        } else {
          let dot = 0.0045 * height
          colour(tint)
          cairo_arc(context, iconX + list.iconWidth / 2, middle, dot, 0, 2 * Double.pi)
          cairo_fill(context)
        }
        colour(Self.white)
        placed.text.draw(on: context, x: placed.x + list.textOffset, y: placed.y)
        missing += placed.text.unknownGlyphs
        cut = cut || placed.text.isCut
        drawnLines.append(entry.label + "  " + entry.text)
      }
      more = list.more
      if let place = list.morePlace {
        let line = TextLine(
          Words.Calendar.more(more)(language), size: list.size, bold: false, on: context,
          width: list.columnWidth - list.textOffset)
        colour(Self.grey)
        line.draw(on: context, x: place.x + list.textOffset, y: place.y)
        drawnLines.append(line.text)
      }
    }
    return DrawnMonth(
      days: days, lines: drawnLines, more: more, cut: cut, contrast: contrasts.min() ?? 0,
      missingGlyphs: missing, photos: photos)
  }

  /// The occasions laid out under the grid.
  struct List {
    struct Placed {
      var index: Int
      var x, y: Double
      /// The sentence, wrapped under its own start when it is too long.
      var text: TextLine
      /// Whether its day is written: the first of the day in its column.
      var labelled: Bool
    }
    var size: Double
    var columnWidth, labelWidth, iconWidth, textOffset: Double
    var placed: [Placed] = []
    /// How many had no room.
    var more = 0
    /// Where "and N more" goes.
    var morePlace: (x: Double, y: Double)?

    var isWhole: Bool { more == 0 && !placed.contains { $0.text.isCut } }
  }

  /// The occasions, one a line, in one column when they fit it, else in two of smaller
  /// type; a sentence too long for its column goes on under its start (two lines at
  /// most, the last cut with "…" only past that), and when the picture does not hold
  /// them all, the last line counts the rest.
  private func fittedList(
    _ lines: [CardPlan.Month.Line], top: Double, left: Double, width: Double,
    language: Language
  ) -> List {
    func list(columns: Int, size: Double) -> List {
      laidOut(
        lines, columns: columns, size: size, top: top, left: left, width: width,
        language: language)
    }
    let one = list(columns: 1, size: 0.024 * height)
    if one.isWhole { return one }
    let two = list(columns: 2, size: 0.02 * height)
    return two.isWhole || two.placed.count >= one.placed.count ? two : one
  }

  /// A sentence on one line where it fits, else on two, broken at a space (between a
  /// name and what its day is, never inside a Japanese word) as late as fits but not
  /// before a lone short word ("26"); else broken where Pango breaks, the second line
  /// cut with "…" past that.
  private func sentence(_ text: String, size: Double, width: Double) -> TextLine {
    func line(_ text: some StringProtocol) -> TextLine {
      TextLine(String(text), size: size, bold: false, on: context)
    }
    let whole = line(text)
    if whole.extents.logical.width <= width { return whole }
    var lone: TextLine?
    for space in text.indices.reversed() where text[space] == " " {
      let (first, rest) = (text[..<space], text[text.index(after: space)...])
      guard !first.isEmpty, !rest.isEmpty, line(first).extents.logical.width <= width,
        line(rest).extents.logical.width <= width
      else { continue }
      let broken = line(first + "\n" + rest)
      broken.breaksAtLineFeeds()
      guard !rest.contains(" ") && rest.count <= 3 else { return broken }
      lone = lone ?? broken
    }
    if let lone { return lone }
    whole.wrap(width: width, centred: false, lines: 2)
    return whole
  }

  private func laidOut(
    _ lines: [CardPlan.Month.Line], columns: Int, size: Double, top: Double, left: Double,
    width: Double, language: Language
  ) -> List {
    let gutter = 0.03 * self.width
    let columnWidth = (width - Double(columns - 1) * gutter) / Double(columns)
    let labelWidth = (language == .ja ? 5.6 : 4.6) * size
    let photos = lines.contains { $0.photo != nil }
    let iconWidth = photos ? size * 1.15 : 0.009 * height
    let textOffset = labelWidth + iconWidth + 0.5 * size
    var list = List(
      size: size, columnWidth: columnWidth, labelWidth: labelWidth, iconWidth: iconWidth,
      textOffset: textOffset)
    let lineHeight = size * 1.45
    let bottom = height - (0.055 * self.width)
    var column = 0
    var y = top
    var ends: [Double] = []
    for (index, line) in lines.enumerated() {
      let text = sentence(line.text, size: size, width: columnWidth - textOffset)
      let height = Double(text.lineCount) * lineHeight
      if y + height > bottom {
        column += 1
        y = top
        if column == columns { break }
      }
      let x = left + Double(column) * (columnWidth + gutter)
      let labelled = y == top || index == 0 || lines[index - 1].label != line.label
      list.placed.append(List.Placed(index: index, x: x, y: y, text: text, labelled: labelled))
      ends.append(y + height)
      y += height
    }
    guard list.placed.count < lines.count else { return list }
    // Room for the line that counts the rest, after the last one placed.
    while !list.placed.isEmpty, ends[list.placed.count - 1] + lineHeight > bottom {
      list.placed.removeLast()
    }
    list.more = lines.count - list.placed.count
    let end = list.placed.isEmpty ? top : ends[list.placed.count - 1]
    let x = list.placed.last?.x ?? left
    list.morePlace = (x, end)
    return list
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
