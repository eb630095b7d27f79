import CPangoCairo
import OshiCore
import OshiWidgets
import OshiWords

/// What was drawn for one family, for `oshi card --format json` and the tests.
struct DrawnFace: Encodable {
  var family: Family
  /// The candidate chosen, line by line, as drawn (cut with "…" when nothing fitted).
  var lines: [String]
  /// The font size of the first line drawn, in points.
  var size: Double
  /// The characters of the oshi's name that no installed font draws.
  var missingGlyphs: Int
  /// The colour the ring's arc and the accent were drawn in (`#RRGGBB`): the oshi's,
  /// lightened where the background needed it; nil for a card all in white.
  var color: String?
  /// Each line's advance, in points: the font's own, where glyphs stand where the font
  /// puts them, not rounded to whole points (which spaced "birthd ay" at scale 2).
  var widths: [Double]
}

/// Lays out and draws the faces of a plan, family by family, as the Lock Screen shows
/// them: white, on transparency or on a picture, with the ring's arc and the accent in
/// the oshi's colour.
struct CardDrawing {
  /// The ring's width, and its distance from the circular widget's edge, in points.
  static let ringWidth = 5.0
  static let ringInset = 1.0
  /// The ring's track and the disc behind the circular widget, as opacities of white.
  static let trackOpacity = 0.3
  static let discOpacity = 0.16
  /// The shares of the family's type size that fitting tries, largest first.
  static let shrinking = [1.0, 0.9, smallest]
  /// The last of ``shrinking``: the size the barest candidate is cut at.
  static let smallest = 0.8

  let context: OpaquePointer
  /// Pixels per point, for pictures drawn at the canvas's own resolution.
  let scale: Int

  /// Where a circular widget's text may go: the disc inside the ring, less a little air.
  static func textRadius(ofCircleWithRadius radius: Double, gauge: Bool) -> Double {
    gauge ? radius - ringInset - ringWidth - 2.5 : radius - 4
  }

  /// The corner radius of the scrim under a rectangular face, in points.
  static let scrimRadius = 10.0

  /// The room kept between a scrim's side and the words on it, in points: words laid out
  /// to the face's edge, as on a bare Lock Screen, would touch the scrim's edge.
  static let scrimPadding = 6.0

  /// Where the words of a face go: its frame, less the scrim's padding at each side.
  ///
  /// Without a scrim, the frame itself. A circular face's words already keep inside its
  /// disc.
  static func wordsFrame(_ frame: Box, family: Family, onScrim: Bool) -> Box {
    guard onScrim, family != .circular else { return frame }
    return Box(
      x: frame.x + scrimPadding, y: frame.y, width: frame.width - 2 * scrimPadding,
      height: frame.height)
  }

  /// Adds the shape of the scrim under a face in `frame` to the path of `context`: the
  /// circle of a circular face, a rectangle with round corners for the others.
  static func scrim(_ frame: Box, family: Family, on context: OpaquePointer) {
    let radius =
      family == .circular ? frame.width / 2 : min(scrimRadius, frame.height / 2, frame.width / 2)
    // Four quarter circles, clockwise from the top right corner.
    let corners = [
      (frame.maxX - radius, frame.y + radius, -Double.pi / 2),
      (frame.maxX - radius, frame.maxY - radius, 0),
      (frame.x + radius, frame.maxY - radius, Double.pi / 2),
      (frame.x + radius, frame.y + radius, Double.pi),
    ]
    cairo_new_sub_path(context)
    for (x, y, start) in corners {
      cairo_arc(context, x, y, radius, start, start + Double.pi / 2)
    }
    cairo_close_path(context)
  }

  /// A face laid out in its frame: its lines placed, ready to be drawn in white and in
  /// the oshi's colour.
  struct Layout {
    var face: CardPlan.Face
    var frame: Box
    var lines: [Placed]
    /// The font size of the first line, in points.
    var size: Double
  }

  /// Lays `face` out in `frame`: the first candidate that fits.
  func layout(_ face: CardPlan.Face, in frame: Box) -> Layout {
    guard face.photo == nil else { return Layout(face: face, frame: frame, lines: [], size: 0) }
    let placed = fit(face, in: frame)
    // Where the colour goes, for the lines chosen only: fitting tries many.
    let lines = placed.lines.map { placed in
      var placed = placed
      placed.accent = face.accent(in: placed.line.text).map(placed.line.spans) ?? []
      return placed
    }
    return Layout(face: face, frame: frame, lines: lines, size: placed.size)
  }

  /// What was drawn for the face, for the report.
  func drawn(_ layout: Layout, color: OshiColor?) -> DrawnFace {
    DrawnFace(
      family: layout.face.family, lines: layout.lines.map(\.line.text), size: layout.size,
      missingGlyphs: layout.face.photo == nil ? layout.face.name.map(missingGlyphs) ?? 0 : 0,
      color: color?.description, widths: layout.lines.map { $0.line.extents.logical.width })
  }

  /// Draws the face's white: the photo, or the disc, the ring's track, its arc when the
  /// oshi has no colour, and the words less their accent.
  func drawWhite(_ layout: Layout) throws(CardError) {
    let (face, frame) = (layout.face, layout.frame)
    if let photo = face.photo {
      try drawPhoto(photo, in: frame)
      return
    }
    if face.family == .circular {
      drawDisc(face, in: frame)
      if face.color == nil { drawArc(face, in: frame) }
    }
    // The words are opaque white, whatever the disc and the ring were drawn with: the
    // Lock Screen's monochrome draws the text at full strength.
    cairo_set_source_rgba(context, 1, 1, 1, 1)
    for placed in layout.lines {
      guard !placed.accent.isEmpty else {
        placed.line.draw(on: context, x: placed.x, y: placed.y)
        continue
      }
      // Everything but the accent's bands: the frame and the bands, filled even-odd.
      cairo_save(context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_rectangle(
        context, frame.x - frame.width, frame.y - frame.height, 3 * frame.width, 3 * frame.height)
      band(placed, in: frame)
      cairo_clip(context)
      placed.line.draw(on: context, x: placed.x, y: placed.y)
      cairo_restore(context)
    }
  }

  /// Draws what the face shows in the oshi's colour: the ring's arc and the words'
  /// accent.
  ///
  /// They are drawn in white, for the colour to be painted through. Nothing is drawn
  /// for a face without a colour.
  func drawColoured(_ layout: Layout) {
    let (face, frame) = (layout.face, layout.frame)
    guard face.color != nil, face.photo == nil else { return }
    cairo_set_source_rgba(context, 1, 1, 1, 1)
    if face.family == .circular { drawArc(face, in: frame) }
    for placed in layout.lines where !placed.accent.isEmpty {
      cairo_save(context)
      band(placed, in: frame)
      cairo_clip(context)
      placed.line.draw(on: context, x: placed.x, y: placed.y)
      cairo_restore(context)
    }
  }

  /// Adds the bands of `placed`'s accent to the path: its spans, from well above the
  /// frame to well below it, so that every stroke of its glyphs is inside.
  private func band(_ placed: Placed, in frame: Box) {
    for span in placed.accent {
      cairo_rectangle(
        context, placed.x + span.start, frame.y - frame.height, span.end - span.start,
        3 * frame.height)
    }
  }

  /// The oshi's photo filling the circle, white as light as the photo: the image widget.
  private func drawPhoto(_ path: String, in frame: Box) throws(CardError) {
    let side = Int((min(frame.width, frame.height) * Double(scale)).rounded(.up))
    let picture = try Picture(path: path).covering(width: side, height: side)
    let surface = try picture.surface(monochrome: true)
    defer { cairo_surface_destroy(surface) }
    let radius = min(frame.width, frame.height) / 2
    cairo_save(context)
    cairo_new_path(context)
    cairo_arc(context, frame.x + frame.width / 2, frame.y + frame.height / 2, radius, 0, 2 * .pi)
    cairo_clip(context)
    cairo_translate(
      context, frame.x + frame.width / 2 - radius, frame.y + frame.height / 2 - radius)
    cairo_scale(context, 1 / Double(scale), 1 / Double(scale))
    cairo_set_source_surface(context, surface, 0, 0)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// The disc behind a circular widget, and the track of its ring when the count has a
  /// yearly cycle.
  private func drawDisc(_ face: CardPlan.Face, in frame: Box) {
    let centreX = frame.x + frame.width / 2
    let centreY = frame.y + frame.height / 2
    let radius = frame.width / 2
    // The disc's and the track's translucent sources stay inside this function.
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_set_source_rgba(context, 1, 1, 1, CardDrawing.discOpacity)
    cairo_new_path(context)
    cairo_arc(context, centreX, centreY, radius, 0, 2 * Double.pi)
    cairo_fill(context)
    guard face.gauge != nil else { return }
    cairo_set_line_width(context, CardDrawing.ringWidth)
    cairo_set_source_rgba(context, 1, 1, 1, CardDrawing.trackOpacity)
    cairo_arc(context, centreX, centreY, CardDrawing.ringRadius(frame), 0, 2 * Double.pi)
    cairo_stroke(context)
  }

  /// The middle of the ring's stroke, from the circle's centre.
  static func ringRadius(_ frame: Box) -> Double {
    frame.width / 2 - ringInset - ringWidth / 2
  }

  /// The ring's arc, the share of the yearly cycle gone, in opaque white.
  ///
  /// It is filled as a band between two arcs rather than stroked: an SVG mask's region
  /// is its content's box without the strokes' width, so a stroked arc alone in the
  /// colour's group would lose its outer half in an SVG viewer.
  private func drawArc(_ face: CardPlan.Face, in frame: Box) {
    guard let gauge = face.gauge else { return }
    // The arc starts at twelve o'clock and runs clockwise, as a watch's hands do.
    let share = min(max(gauge, 0), 1)
    guard share > 0 else { return }
    let (centreX, centreY) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
    let middle = CardDrawing.ringRadius(frame)
    let (outer, inner) = (middle + CardDrawing.ringWidth / 2, middle - CardDrawing.ringWidth / 2)
    let start = -Double.pi / 2
    let end = start + share * 2 * Double.pi
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_set_source_rgba(context, 1, 1, 1, 1)
    // A line's drawing leaves a current point, which an arc would join with a segment.
    cairo_new_path(context)
    cairo_arc(context, centreX, centreY, outer, start, end)
    cairo_arc_negative(context, centreX, centreY, inner, end, start)
    cairo_close_path(context)
    cairo_fill(context)
  }

  /// A line with where it is drawn.
  struct Placed {
    var line: TextLine
    var x: Double
    var y: Double
    /// Where the line's accent is drawn, in points from `x`: empty without one.
    var accent: [(start: Double, end: Double)] = []
  }

  /// The first candidate that fits, richest first, each at the family's size and then
  /// smaller; at last the barest, cut with "…".
  ///
  /// A candidate is tried at every size before the next one, as the text families try
  /// words before dropping them: a birthday's 🎂 before the name, or a longer cut of the
  /// name (`Kobo Kanaeru Ho…`), says more in slightly smaller type than a barer line.
  private func fit(_ face: CardPlan.Face, in frame: Box) -> (lines: [Placed], size: Double) {
    let candidates = face.candidates.map { $0.map(trimmed).filter { !$0.isEmpty } }
      .filter { !$0.isEmpty }
    for candidate in candidates {
      for factor in CardDrawing.shrinking {
        let lines = place(candidate, face: face, factor: factor, in: frame, cut: false)
        if fits(lines, face: face, in: frame) {
          return (lines, Style(face.family).size(of: 0, in: candidate) * factor)
        }
      }
    }
    let factor = CardDrawing.smallest
    var barest = candidates.last ?? []
    // Fewer lines before cutting words: drop lines from the end until the rest fits
    // in height, then cut each line to its width.
    while barest.count > 1,
      !fits(place(barest, face: face, factor: factor, in: frame, cut: true), face: face, in: frame)
    {
      barest.removeLast()
    }
    return (
      place(barest, face: face, factor: factor, in: frame, cut: true),
      Style(face.family).size(of: 0, in: barest) * factor
    )
  }

  /// The type of each family: sizes in points, and which line is bold.
  struct Style {
    let family: Family

    init(_ family: Family) { self.family = family }

    /// The index of the line that carries the count: the first with a digit.
    func countLine(in lines: [String]) -> Int? {
      lines.firstIndex { $0.contains(where: \.isNumber) }
    }

    func size(of index: Int, in lines: [String]) -> Double {
      switch family {
      case .circular: index == countLine(in: lines) ? 17 : 11.5
      case .rectangular: index == 0 ? 15 : 14
      case .inline: 15
      }
    }

    func isBold(_ index: Int, in lines: [String]) -> Bool {
      switch family {
      case .circular: index == countLine(in: lines)
      case .rectangular: index == 0
      case .inline: false
      }
    }

    /// Whether lines are centred (circular, inline) or start at the leading edge.
    var isCentred: Bool { family != .rectangular }
  }

  /// Lays out `lines` as a block in the middle of `frame`.
  private func place(
    _ lines: [String], face: CardPlan.Face, factor: Double, in frame: Box, cut: Bool
  ) -> [Placed] {
    let style = Style(face.family)
    let width = cut ? allowedWidth(face, in: frame) : nil
    let laidOut = lines.indices.map { index in
      TextLine(
        lines[index], size: style.size(of: index, in: lines) * factor,
        bold: style.isBold(index, in: lines), on: context, width: width)
    }
    // Each line takes 1.2 of its size; a line's glyphs are centred in its share by
    // putting the baseline 0.35 of the size below the share's middle.
    let steps = laidOut.map { $0.size * 1.2 }
    var top = frame.y + (frame.height - steps.reduce(0, +)) / 2
    var placed: [Placed] = []
    for (line, step) in zip(laidOut, steps) {
      let baseline = top + step / 2 + line.size * 0.35
      let (ink, logical) = line.extents
      // A leading line starts at the edge, or where its first glyph's ink overhangs
      // the edge (an A or a W in some fonts), just inside.
      let x =
        style.isCentred
        ? frame.x + (frame.width - logical.width) / 2 - logical.x : frame.x - min(ink.x, 0)
      placed.append(Placed(line: line, x: x, y: baseline - line.baseline))
      top += step
    }
    return placed
  }

  /// The width a cut line may take.
  private func allowedWidth(_ face: CardPlan.Face, in frame: Box) -> Double {
    guard face.family == .circular else { return frame.width }
    // A chord of the text's circle a little off its middle.
    let radius = CardDrawing.textRadius(
      ofCircleWithRadius: frame.width / 2, gauge: face.gauge != nil)
    return 2 * (radius * radius - 9 * 9).squareRoot()
  }

  /// Whether every line's ink and advance lie inside the family's shape.
  private func fits(_ lines: [Placed], face: CardPlan.Face, in frame: Box) -> Bool {
    for placed in lines {
      let (ink, logical) = placed.line.extents
      if placed.line.isCut && placed.line.text.count <= 1 { return false }
      let boxes = [
        ink.offset(placed.x, placed.y),
        Box(x: logical.x + placed.x, y: ink.y + placed.y, width: logical.width, height: ink.height),
      ]
      for box in boxes where box.width > 0 && box.height > 0 {
        switch face.family {
        case .circular:
          let radius = CardDrawing.textRadius(
            ofCircleWithRadius: frame.width / 2, gauge: face.gauge != nil)
          let centreX = frame.x + frame.width / 2
          let centreY = frame.y + frame.height / 2
          for (x, y) in box.corners {
            let dx = x - centreX
            let dy = y - centreY
            if dx * dx + dy * dy > radius * radius { return false }
          }
        case .rectangular, .inline:
          if box.x < frame.x || box.maxX > frame.maxX || box.y < frame.y || box.maxY > frame.maxY {
            return false
          }
        }
      }
    }
    return true
  }

  /// How many of `name`'s characters no installed font draws.
  private func missingGlyphs(_ name: String) -> Int {
    TextLine(name, size: 12, bold: false, on: context).unknownGlyphs
  }

  private func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.first == " " { line.removeFirst() }
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}
