import CPangoCairo
import OshiCore
import OshiWords

/// One line of text laid out by Pango with the system's fonts, measured in points.
///
/// Hinting is off, so a line measures the same at every scale: a card fits at 1× exactly
/// as it does at 3×.
final class TextLine {
  /// The fonts asked for first: Noto Sans CJK JP for kana, kanji and Latin.
  ///
  /// Noto Color Emoji is asked for symbols. fontconfig falls back to any other installed
  /// font that has a glyph neither of them has.
  static let families = "Noto Sans CJK JP,sans-serif"

  let text: String
  let size: Double
  let bold: Bool
  private let layout: OpaquePointer

  /// Lays out `text` for drawing on `context` at `size` points.
  init(_ text: String, size: Double, bold: Bool, on context: OpaquePointer, width: Double? = nil) {
    self.text = text
    self.size = size
    self.bold = bold
    layout = pango_cairo_create_layout(context)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    cairo_font_options_destroy(options)
    // Pango rounds each glyph's position to a whole unit of the layout's space, which is
    // a point here: at scale 2 every letter moved by up to a pixel on its own, and a word
    // read "birthd ay". Unrounded, the letters keep the font's own spacing at every scale.
    pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
    pango_layout_context_changed(layout)

    let font = pango_font_description_new()
    pango_font_description_set_family(font, TextLine.families)
    pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_single_paragraph_mode(layout, 1)
    if let width {
      // The last resort: cut with "…" where the line would leave its space.
      pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_text(layout, text, -1)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  /// The ink's box and the advance's box, in points from the layout's top left corner.
  var extents: (ink: Box, logical: Box) {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    return (Box(ink), Box(logical))
  }

  /// The baseline's distance from the layout's top, in points.
  var baseline: Double { Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) }

  /// How many characters no installed font could draw (drawn as boxes: tofu).
  var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

  /// How many lines the text was laid out on.
  var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

  /// Whether the ellipsis cut the line.
  var isCut: Bool { pango_layout_is_ellipsized(layout) != 0 }

  /// Gives the UTF-8 bytes `range` of the text `colour`, where its glyphs have none of
  /// their own.
  func paint(_ range: Range<Int>, _ colour: OshiColor) {
    func wide(_ channel: UInt8) -> UInt16 { UInt16(channel) * 257 }
    add(pango_attr_foreground_new(wide(colour.red), wide(colour.green), wide(colour.blue)), range)
  }

  /// Sets the UTF-8 bytes `range` of the text at `size` points.
  func resize(_ range: Range<Int>, to size: Double) {
    add(pango_attr_size_new_absolute(Int32(size * Double(PANGO_SCALE))), range)
  }

  private func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
    guard let attribute else { return }
    attribute.pointee.start_index = UInt32(range.lowerBound)
    attribute.pointee.end_index = UInt32(range.upperBound)
    // A copy: Pango keeps a layout's lines when it is given the list it already has,
    // so an attribute added to that list in place would not be laid out.
    let list =
      pango_layout_get_attributes(layout).map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
    pango_attr_list_insert(list, attribute)
    pango_layout_set_attributes(layout, list)
    pango_attr_list_unref(list)
  }

  /// Breaks the text into lines of at most `width` points, between words or, where a
  /// word is wider, between characters (as Japanese breaks), each centred or not.
  ///
  /// With `lines`, the text takes at most that many, the last cut with "…".
  func wrap(width: Double, centred: Bool, lines: Int? = nil) {
    pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let lines {
      pango_layout_set_height(layout, Int32(-lines))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    } else {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    }
    pango_layout_set_alignment(layout, centred ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
  }

  /// Centres each line in `width` points (a line cut with "…" is as wide as it).
  func centre(in width: Double) {
    pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
  }

  /// The box of the ASCII bytes `range` (each byte a character), in points from the
  /// layout's top left corner: their line's height, from the first's left edge to the
  /// last's right edge.
  func box(ofASCII range: Range<Int>) -> Box {
    var first = PangoRectangle()
    var last = PangoRectangle()
    pango_layout_index_to_pos(layout, Int32(range.lowerBound), &first)
    pango_layout_index_to_pos(layout, Int32(max(range.upperBound - 1, range.lowerBound)), &last)
    let (start, end) = (Box(first), Box(last))
    return Box(
      x: min(start.x, end.x), y: start.y, width: max(start.maxX, end.maxX) - min(start.x, end.x),
      height: start.height)
  }

  /// Breaks the line where the text has a line feed, which is otherwise drawn as a
  /// glyph (a name must never break a card's lines).
  func breaksAtLineFeeds() {
    pango_layout_set_single_paragraph_mode(layout, 0)
  }

  /// Where the characters of the UTF-8 bytes `range` are drawn, as spans of x in points
  /// from the layout's left edge: one span in a line of one direction, more where
  /// right-to-left text reorders them, and the ellipsis where the cut took them.
  func spans(of range: Range<Int>) -> [(start: Double, end: Double)] {
    guard let line = pango_layout_get_line_readonly(layout, 0) else { return [] }
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(
      line, Int32(range.lowerBound), Int32(range.upperBound), &ranges, &count)
    guard let ranges else { return [] }
    defer { g_free(ranges) }
    let scale = Double(PANGO_SCALE)
    return (0..<Int(count)).map {
      (Double(ranges[2 * $0]) / scale, Double(ranges[2 * $0 + 1]) / scale)
    }
  }

  /// Draws the line with its top left corner at `x`, `y`.
  func draw(on context: OpaquePointer, x: Double, y: Double) {
    cairo_move_to(context, x, y)
    pango_cairo_show_layout(context, layout)
  }
}

/// A rectangle in points.
struct Box {
  var x, y, width, height: Double

  init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  init(_ rectangle: PangoRectangle) {
    let scale = Double(PANGO_SCALE)
    self.init(
      x: Double(rectangle.x) / scale, y: Double(rectangle.y) / scale,
      width: Double(rectangle.width) / scale, height: Double(rectangle.height) / scale)
  }

  var maxX: Double { x + width }
  var maxY: Double { y + height }

  /// The box moved by `dx`, `dy`.
  func offset(_ dx: Double, _ dy: Double) -> Box {
    Box(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The four corners.
  var corners: [(Double, Double)] { [(x, y), (maxX, y), (x, maxY), (maxX, maxY)] }
}
