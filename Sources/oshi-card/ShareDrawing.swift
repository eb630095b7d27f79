import CPangoCairo
import OshiCore
import OshiWidgets
import OshiWords

/// What was drawn for a share card, for `oshi card --format json` and the tests.
struct DrawnShare: Encodable {
  var layout: CardPlan.Share.Layout
  /// The title, the count and the date line.
  var lines: [String]
  /// Whether the title was cut with "…" to fit.
  var titleCut: Bool
  /// The count's figures: their type size and where they are, in pixels.
  var figures: Figures
  /// Where the title is, in pixels (its size is the figures' 0).
  var title: Figures
  /// The colour the accent, the ring and the band were drawn in (`#RRGGBB`), or nil.
  var color: String?
  /// The characters of the oshi's name that no installed font draws.
  var missingGlyphs: Int
  /// Whether the oshi's photo was drawn.
  var photo: Bool

  struct Figures: Encodable {
    var size: Double
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }
}

/// Draws a share card: the oshi's photo in a ring of its colour, the name, the count in
/// large type and the date, on a dark ground tinted with the colour, in full colour.
///
/// The ground is dark enough for white words at WCAG's 7:1 and for the colour to keep
/// its hue; the accent is lightened only as far as its 4.5:1 needs, as on a card.
struct ShareDrawing {
  let context: OpaquePointer
  let width: Double
  let height: Double

  /// The ground's colours: the oshi's colour at this share of its strength at the top
  /// left, running to ``groundEnd`` at the bottom right.
  static let tint = 0.24
  static let groundEnd = OshiColor(red: 0x0C, green: 0x0C, blue: 0x10)
  /// The ground's top left without a colour.
  static let groundGrey = OshiColor(red: 0x2A, green: 0x2A, blue: 0x32)
  /// The date line's grey: 7:1 and more on the ground.
  static let dateGrey = OshiColor(red: 0xCC, green: 0xCC, blue: 0xD4)
  /// The count's figures' type size, as shares of the height: at least 15%, to be read
  /// on a phone at arm's length.
  static let leastFigures = 0.15

  /// Sizes, as shares of the height, for each layout.
  struct Metrics {
    var margin: Double
    var photo: Double
    var title: Double
    var figures: Double
    var words: Double
    var date: Double

    init(_ layout: CardPlan.Share.Layout) {
      switch layout {
      case .x:
        self = Metrics(
          margin: 0.08, photo: 0.58, title: 0.085, figures: 0.24, words: 0.09, date: 0.055)
      case .square:
        self = Metrics(
          margin: 0.07, photo: 0.32, title: 0.065, figures: 0.19, words: 0.065, date: 0.04)
      case .story:
        self = Metrics(
          margin: 0.05, photo: 0.27, title: 0.042, figures: 0.155, words: 0.04, date: 0.026)
      }
    }

    init(
      margin: Double, photo: Double, title: Double, figures: Double, words: Double, date: Double
    ) {
      self.margin = margin
      self.photo = photo
      self.title = title
      self.figures = figures
      self.words = words
      self.date = date
    }
  }

  func draw(_ share: CardPlan.Share) throws(CardError) -> DrawnShare {
    let metrics = Metrics(share.layout)
    let colour = share.color.flatMap { OshiColor(hex: $0) }
    let start =
      colour.map {
        Backdrop.mixed($0, toward: ShareDrawing.groundEnd, keeping: ShareDrawing.tint)
      }
      ?? ShareDrawing.groundGrey
    // The ground is lightest at its top left: the accent keeps its ratio there.
    let accent = colour.map { Backdrop(samples: [start], disc: false, colour: $0).shown($0) }
    paintGround(from: start)

    let margin = metrics.margin * height
    let side = share.photo == nil ? 0 : metrics.photo * height
    // X puts the photo on the left and the words beside it; the others stack them.
    let beside = share.layout == .x && share.photo != nil
    let columnX = beside ? margin + side + 0.07 * height : margin
    let columnWidth = width - columnX - margin
    let centred = !beside

    let title = fittedTitle(
      share, size: metrics.title * height, width: columnWidth, centred: centred)
    if let range = share.accent(), let accent { title.paint(range, accent) }
    let (phrase, figures) = fittedPhrase(
      share.phrase, figures: metrics.figures * height, words: metrics.words * height,
      width: columnWidth, centred: centred)
    let date = TextLine(
      share.date, size: metrics.date * height, bold: false, on: context, width: columnWidth)
    if centred { date.centre(in: columnWidth) }

    // The words' block: title, count, date, with a little air between.
    let lines = [title, phrase, date]
    let gaps = [0.0, 0.035 * height, 0.03 * height]
    let heights = lines.map { $0.extents.logical.height }
    let block = zip(heights, gaps).reduce(0) { $0 + $1.0 + $1.1 }
    var top: Double
    if beside || share.photo == nil {
      top = (height - block) / 2
    } else {
      let gap = 0.05 * height
      let whole = side + gap + block
      let photoTop = (height - whole) / 2
      try drawPhoto(share.photo, x: (width - side) / 2, y: photoTop, side: side, ring: accent)
      top = photoTop + side + gap
    }
    if beside {
      try drawPhoto(share.photo, x: margin, y: (height - side) / 2, side: side, ring: accent)
    }
    var figureBox = DrawnShare.Figures(size: figures.size, x: 0, y: 0, width: 0, height: 0)
    var titleBox = figureBox
    for (index, line) in lines.enumerated() {
      top += gaps[index]
      let colourOfLine =
        index == 2 ? ShareDrawing.dateGrey : OshiColor(red: 255, green: 255, blue: 255)
      cairo_set_source_rgb(
        context, Double(colourOfLine.red) / 255, Double(colourOfLine.green) / 255,
        Double(colourOfLine.blue) / 255)
      line.draw(on: context, x: columnX, y: top)
      if index == 0 {
        let (ink, _) = line.extents
        titleBox = DrawnShare.Figures(
          size: line.size, x: columnX + ink.x, y: top + ink.y, width: ink.width, height: ink.height)
      }
      if index == 1, let range = figures.range {
        let box = line.box(ofASCII: range)
        figureBox = DrawnShare.Figures(
          size: figures.size, x: columnX + box.x, y: top + box.y, width: box.width,
          height: box.height)
      }
      top += heights[index]
    }
    if let colour { paintBand(colour) }
    let missing =
      share.name.map { TextLine($0, size: 12, bold: false, on: context).unknownGlyphs } ?? 0
    return DrawnShare(
      layout: share.layout, lines: [title.text, share.phrase, share.date], titleCut: title.isCut,
      figures: figureBox, title: titleBox,
      color: accent?.description, missingGlyphs: missing, photo: share.photo != nil)
  }

  /// A band of the oshi's colour itself along the bottom edge: no words on it.
  private func paintBand(_ colour: OshiColor) {
    cairo_set_source_rgb(
      context, Double(colour.red) / 255, Double(colour.green) / 255, Double(colour.blue) / 255)
    cairo_rectangle(context, 0, height * (1 - 0.018), width, height * 0.018)
    cairo_fill(context)
  }

  /// The ground: a diagonal from `start` at the top left to ``groundEnd``.
  private func paintGround(from start: OshiColor) {
    let end = ShareDrawing.groundEnd
    guard let gradient = cairo_pattern_create_linear(0, 0, width, height) else { return }
    defer { cairo_pattern_destroy(gradient) }
    for (offset, colour) in [(0.0, start), (1.0, end)] {
      cairo_pattern_add_color_stop_rgb(
        gradient, offset, Double(colour.red) / 255, Double(colour.green) / 255,
        Double(colour.blue) / 255)
    }
    cairo_set_source(context, gradient)
    cairo_paint(context)
  }

  /// The title at its size, else smaller down to 70%, else on two lines at 85%, the
  /// second cut with "…" where it is still too long.
  private func fittedTitle(_ share: CardPlan.Share, size: Double, width: Double, centred: Bool)
    -> TextLine
  {
    for factor in [1.0, 0.85, 0.7] {
      let line = TextLine(share.title, size: size * factor, bold: true, on: context)
      if line.extents.logical.width <= width {
        if centred { line.centre(in: width) }
        return line
      }
    }
    let line = TextLine(share.title, size: size * 0.85, bold: true, on: context)
    line.wrap(width: width, centred: centred, lines: 2)
    return line
  }

  /// The count, its figures at `figures` points and its words at `words`, in `width`.
  ///
  /// On one line if it fits with its words at 70% or more, else broken before the
  /// figures, so that they stay with their unit (`1332日目`, `191 days`); the figures
  /// shrink only when the line they are on is wider than `width` with its words at 70%.
  private func fittedPhrase(
    _ phrase: String, figures: Double, words: Double, width: Double, centred: Bool
  ) -> (line: TextLine, figures: (size: Double, range: Range<Int>?)) {
    guard let range = ShareDrawing.figures(in: phrase) else {
      let line = TextLine(phrase, size: words * 1.6, bold: true, on: context)
      line.wrap(width: width, centred: centred)
      return (line, (words * 1.6, nil))
    }
    func laidOut(_ text: String, _ range: Range<Int>, words: Double, figures: Double) -> TextLine {
      let line = TextLine(text, size: words, bold: true, on: context)
      line.resize(range, to: figures)
      if text.utf8.count > phrase.utf8.count { line.breaksAtLineFeeds() }
      return line
    }
    // Centred once measured: a layout given a width would wrap to it.
    func placed(_ line: TextLine) -> TextLine {
      if centred { line.centre(in: width) }
      return line
    }
    // The same phrase with a line break before its figures, where words come first.
    var bytes = Array(phrase.utf8)
    var broken: (text: String, range: Range<Int>)?
    if range.lowerBound > 0 {
      bytes.insert(0x0A, at: range.lowerBound)
      broken = (
        String(decoding: bytes, as: UTF8.self), (range.lowerBound + 1)..<(range.upperBound + 1)
      )
    }
    let tries = [(phrase, range)] + (broken.map { [$0] } ?? [])
    for (text, range) in tries {
      for factor in [1.0, 0.85, 0.7] {
        let line = laidOut(text, range, words: words * factor, figures: figures)
        if line.extents.logical.width <= width { return (placed(line), (figures, range)) }
      }
    }
    let (text, lastRange) = tries[tries.count - 1]
    let widest = laidOut(text, lastRange, words: words * 0.7, figures: figures).extents.logical
      .width
    let size = figures * width / widest
    return (
      placed(laidOut(text, lastRange, words: words * 0.7 * width / widest, figures: size)),
      (size, lastRange)
    )
  }

  /// The UTF-8 bytes of the phrase's count: its last run of digits, with the commas and
  /// points between them.
  ///
  /// The last, because a countdown says the days last: 26 in "turns 26 in 20 days" is
  /// an age, 20 the count.
  static func figures(in phrase: String) -> Range<Int>? {
    let bytes = Array(phrase.utf8)
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    guard let last = bytes.lastIndex(where: isDigit) else { return nil }
    var start = last
    while start > 0 {
      if isDigit(bytes[start - 1]) {
        start -= 1
      } else if bytes[start - 1] == 0x2C || bytes[start - 1] == 0x2E, start >= 2,
        isDigit(bytes[start - 2])
      {
        start -= 1
      } else {
        break
      }
    }
    return start..<(last + 1)
  }

  /// The photo as a circle in a ring of the accent, at `x`, `y`, `side` pixels wide.
  private func drawPhoto(_ path: String?, x: Double, y: Double, side: Double, ring: OshiColor?)
    throws(CardError)
  {
    guard let path else { return }
    try Picture(path: path).drawRound(
      on: context, x: x, y: y, side: side, ring: ring ?? ShareDrawing.dateGrey,
      ringWidth: side * 0.035)
  }
}
