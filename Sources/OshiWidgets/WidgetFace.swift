import OshiCore
import OshiText

/// What one widget shows on one day, in any family: the input of the formatter.
///
/// Text fields are already sanitised and hidden when private, so that no family can
/// leak a control character or a private name.
public struct WidgetFace: Hashable, Sendable {
  /// The widget's id.
  public var id: String
  /// What it counts.
  public var kind: WidgetKind
  /// The oshi's name, or nil when hidden.
  public var name: String?
  /// The oshi's short name, or nil when hidden or not set.
  public var shortName: String?
  /// The oshi's symbol (one grapheme), or nil.
  public var symbol: String?
  /// The oshi's colour, else its group's; shown like the symbol even when the name is
  /// hidden.
  public var color: OshiColor?
  /// A custom widget's label, or nil when hidden or not set.
  public var label: String?
  /// The numbers.
  public var occasion: Occasion
  /// Whether the oshi is a group (its graduation is a disbanding, 解散).
  public var isGroup = false
  /// What the oshi is doing on the day: active, on hiatus or graduated.
  public var status: Oshi.Status = .active
  /// How anniversaries say their years: 7周年 or 8年目.
  public var years: YearStyle = .completed
  /// Whether the rectangular family shows the years, months and days since the date.
  public var showsBreakdown = false

  /// An oshi's names and symbol, cleaned once for all of its widgets.
  public struct OshiText: Sendable {
    let name: String?
    let shortName: String?
    let symbol: String?

    /// Cleans `oshi`'s text.
    public init(_ oshi: Oshi) {
      name = WidgetFace.clean(oshi.name)
      shortName = oshi.shortName.flatMap(WidgetFace.clean)
      symbol = oshi.symbol.flatMap(WidgetFace.clean)
    }
  }

  /// Builds the face of `widget` for `oshi` on `today`; nil when the widget has no date.
  ///
  /// - Parameters:
  ///   - widget: the widget to draw.
  ///   - oshi: the widget's oshi.
  ///   - text: `oshi`'s text, when already cleaned for another of its widgets.
  ///   - today: the day it is in the user's zone.
  ///   - redact: hides the name and label even when the widget is not private.
  public init?(
    widget: Widget, oshi: Oshi, text: OshiText? = nil, today: LocalDate, redact: Bool = false
  ) {
    guard let occasion = widget.occasion(of: oshi, on: today) else { return nil }
    let hidden = redact || widget.isPrivate || oshi.isPrivate
    let text = text ?? OshiText(oshi)
    self.id = Sanitizer.clean(widget.id)
    self.kind = widget.kind
    self.occasion = occasion
    self.name = hidden ? nil : text.name
    self.shortName = hidden ? nil : text.shortName
    self.symbol = text.symbol
    self.color = oshi.shownColor
    self.label = hidden ? nil : widget.label.flatMap(WidgetFace.clean)
    self.isGroup = oshi.isGroup
    self.status = oshi.status(on: today)
    self.years = widget.years
    self.showsBreakdown = widget.showsBreakdown
  }

  /// Creates a face from its parts (for tests and previews).
  public init(
    id: String, kind: WidgetKind, name: String?, shortName: String? = nil, symbol: String? = nil,
    label: String? = nil, occasion: Occasion, isGroup: Bool = false, status: Oshi.Status = .active,
    years: YearStyle = .completed, showsBreakdown: Bool = false, color: OshiColor? = nil
  ) {
    self.color = color
    self.years = years
    self.showsBreakdown = showsBreakdown
    self.id = id
    self.kind = kind
    self.name = name.flatMap(WidgetFace.clean)
    self.shortName = shortName.flatMap(WidgetFace.clean)
    self.symbol = symbol.flatMap(WidgetFace.clean)
    self.label = label.flatMap(WidgetFace.clean)
    self.occasion = occasion
    self.isGroup = isGroup
    self.status = status
  }

  /// What the oshi's colour is given to in a line, in order of preference: the first
  /// of them the line holds (the symbol, else the name, else the short name); none
  /// without a colour.
  ///
  /// A symbol that draws in its own colours (an emoji: 🌸, 🎂, ☀️) shows no colour of the
  /// oshi's in a bar, a terminal or a picture to share, so the name takes it instead.
  public var accents: [String] {
    guard color != nil else { return [] }
    let symbol = self.symbol.flatMap { WidgetFace.drawsItsOwnColours($0) ? nil : $0 }
    return [symbol, name, shortName].compactMap { $0 }
  }

  /// The oshi's symbol when it draws in its own colours and the colour goes to the words
  /// after it in a line without the name (🌸 推し始めて1422日目); nil otherwise.
  public var ownColouredSymbol: String? {
    guard color != nil, let symbol, WidgetFace.drawsItsOwnColours(symbol) else { return nil }
    return symbol
  }

  /// Whether `symbol` is drawn in its own colours: an emoji in emoji presentation, by
  /// default (🌸) or asked for with U+FE0F (☀️); ♡, ☆ and ☾ take the text's colour.
  static func drawsItsOwnColours(_ symbol: String) -> Bool {
    symbol.unicodeScalars.contains {
      $0.properties.isEmojiPresentation || $0 == "\u{FE0F}"
    }
  }

  /// `line` with its accent in the oshi's colour as a terminal draws it (SGR in `depth`,
  /// then the default foreground again); `line` itself when it holds none.
  public func terminalPainted(_ line: String, depth: ColorDepth = .trueColor) -> String {
    guard let color,
      let (before, accent, after) = BarContent.split(
        line, at: accents, after: ownColouredSymbol)
    else {
      return line
    }
    return before + depth.foreground(color) + accent + "\u{1B}[39m" + after
  }

  /// The text without control characters or surrounding spaces, or nil when empty.
  static func clean(_ text: String) -> String? {
    let sanitized = Sanitizer.clean(text)
    if !mayStartOrEndWithSpace(sanitized) { return sanitized }
    var cleaned = Substring(sanitized)
    while cleaned.first?.isWhitespace == true { cleaned.removeFirst() }
    while cleaned.last?.isWhitespace == true { cleaned.removeLast() }
    return cleaned.isEmpty ? nil : String(cleaned)
  }

  /// False when the first and last Characters are surely not whitespace; true for empty
  /// text.
  ///
  /// It is decided from the first and last two scalars without breaking the text into
  /// Characters (a Character is whitespace when its first scalar is).
  static func mayStartOrEndWithSpace(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return true }
    if isWhitespace(first) || isWhitespace(last) || CellWidth.mayJoin(last) {
      return true
    }
    // The last scalar is a Character of its own unless the one before it may join it.
    let end = scalars.index(before: scalars.endIndex)
    return end != scalars.startIndex && CellWidth.mayJoin(scalars[scalars.index(before: end)])
  }

  /// `scalar.properties.isWhitespace` (Unicode's White_Space, unchanged since 6.3),
  /// without the property look-up; a test compares the two for every scalar.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      true
    default: false
    }
  }
}
