import OshiCore
import OshiWords

/// How urgent a widget is today, for bars that colour or flag it.
public enum BarState: String, Sendable {
  /// The day itself, or a milestone day.
  case today
  /// Within a week.
  case soon
  /// Anything else.
  case normal

  /// The state of an occasion: today on the day, on a celebrated day (a milestone or a
  /// キリ番, by the rule the text follows) or on a hiatus's return day; soon within 7
  /// days of the day, a milestone or the return.
  public init(_ face: WidgetFace) {
    let occasion = face.occasion
    if occasion.isCelebrated(as: face.kind) {
      self = .today
      return
    }
    var days = occasion.next?.daysUntil
    let facts = face.kind.facts
    // A count that goes on is near on its milestones; a hiatus, near its return.
    if facts.countsDays, facts.celebrated, let milestone = occasion.milestone {
      days = min(days ?? milestone.daysUntil, milestone.daysUntil)
    }
    if let end = occasion.end, end.daysUntil >= 0 {
      days = min(days ?? end.daysUntil, end.daysUntil)
    }
    switch days {
    case 0?: self = .today
    case let days? where days > 0 && days <= 7: self = .soon
    default: self = .normal
    }
  }
}

/// What one status-bar entry shows, before a bar's own format and escaping.
public struct BarContent: Hashable, Sendable {
  /// The widget's id.
  public var id: String
  /// The main text: the family's lines on one line.
  public var text: String
  /// The family's lines, for the formats that keep them apart (lock screens).
  public var lines: [String]
  /// A shorter text for narrow bars: the circular lines on one line.
  public var shortText: String
  /// The tooltip: the rectangular lines.
  public var tooltip: [String]
  /// How urgent it is.
  public var state: BarState
  /// The gauge as a whole percentage, 0 when there is no yearly cycle.
  public var percentage: Int
  /// What the oshi is doing: a bar that styles by class can grey out a hiatus or a
  /// graduation.
  public var status: Oshi.Status = .active
  /// The oshi's colour (its group's for a member without one), which the bars that can
  /// draw a colour give to ``accents``.
  public var color: OshiColor?
  /// What the colour is given to, in order of preference: the first of them that a text
  /// holds (the oshi's symbol, else its name, else its short name).
  public var accents: [String] = []
  /// The symbol whose following words take the colour in a line without an accent
  /// (``WidgetFace/ownColouredSymbol``).
  public var ownColouredSymbol: String?

  /// Creates the content of a bar entry.
  public init(
    id: String, text: String, shortText: String, tooltip: [String], state: BarState,
    percentage: Int,
    status: Oshi.Status = .active, lines: [String]? = nil
  ) {
    self.status = status
    self.id = id
    self.text = text
    self.lines = lines ?? [text]
    self.shortText = shortText
    self.tooltip = tooltip
    self.state = state
    self.percentage = percentage
  }

  /// The content of `face`, with `lines` as the main text (those of the family shown).
  ///
  /// - Parameters:
  ///   - face: the widget's face, which the short text (its circular lines) and the
  ///     tooltip (its rectangular lines) are drawn from.
  ///   - lines: the lines of the family shown, joined by spaces as the text.
  ///   - language: the language of the short text and the tooltip.
  ///   - era: writes their dates in 和暦 (Japanese only).
  ///   - width: the cells of each tooltip line (`--width`), instead of the
  ///     rectangular family's own.
  public init(
    face: WidgetFace, lines: [String], language: Language, era: Bool = false, width: Int? = nil
  ) {
    let circular = Formatter.lines(
      for: face, family: .circular, budget: .standard(for: .circular), language: language, era: era)
    var tooltipBudget = Budget.standard(for: .rectangular)
    if let width { tooltipBudget.cells = width }
    let rectangular = Formatter.lines(
      for: face, family: .rectangular, budget: tooltipBudget, language: language, era: era)
    self.init(
      id: face.id, text: lines.joined(separator: " "), shortText: circular.joined(separator: " "),
      tooltip: rectangular, state: BarState(face),
      percentage: Int(((face.occasion.gauge ?? 0) * 100).rounded()), status: face.status,
      lines: lines)
    color = face.color
    accents = face.accents
    ownColouredSymbol = face.ownColouredSymbol
  }

  /// `text` with the first accent it holds painted in the colour: each side escaped
  /// by `escape`, the accent escaped and then wrapped by `paint`; `text` escaped whole
  /// when there is no colour or no accent in it.
  ///
  /// - Parameters:
  ///   - text: a line of the entry.
  ///   - escape: the consumer's escaping of text, given each piece and whether a colour's
  ///     markup follows it.
  ///   - paint: wraps the escaped accent in the consumer's colour markup.
  /// - Returns: the line as the consumer takes it.
  public func painted(
    _ text: String, escape: (String, _ beforeMarkup: Bool) -> String,
    paint: (OshiColor, String) -> String
  ) -> String {
    guard let color,
      let (before, accent, after) = BarContent.split(text, at: accents, after: ownColouredSymbol)
    else {
      return escape(text, false)
    }
    return escape(before, true) + paint(color, escape(accent, true)) + escape(after, false)
  }

  /// `text` cut around the first of `accents` it holds, compared Character by Character
  /// (a symbol is never found inside another grapheme) and byte by byte (the text and
  /// the names were cleaned alike); nil when it holds none.
  ///
  /// A name cut with "…" to fit (ゆめい…) is the accent as drawn: the longest cut of an
  /// accent the text holds, when it holds none whole.
  ///
  /// Without an accent, a line that starts with `symbol` (an emoji, in its own colours)
  /// takes the colour on the words after it, up to the next space.
  static func split(_ text: String, at accents: [String], after symbol: String? = nil) -> (
    String, String, String
  )? {
    let characters = Array(text)

    func find(_ wanted: [Character]) -> (String, String, String)? {
      guard !wanted.isEmpty, wanted.count <= characters.count else { return nil }
      for start in 0...(characters.count - wanted.count)
      where zip(characters[start...], wanted).allSatisfy({ $0.utf8.elementsEqual($1.utf8) }) {
        return (
          String(characters[..<start]), String(wanted),
          String(characters[(start + wanted.count)...])
        )
      }
      return nil
    }
    for accent in accents {
      if let found = find(Array(accent)) { return found }
    }
    // Only a line that was cut holds "…"; the status bar's usual line does not look.
    if characters.contains("…") {
      for accent in accents {
        let whole = Array(accent)
        for length in stride(from: whole.count - 1, through: 1, by: -1) {
          if let found = find(Array(whole[..<length]) + ["…"]) { return found }
        }
      }
    }
    guard let symbol else { return nil }
    let sign = Array(symbol + " ")
    guard characters.count > sign.count,
      zip(characters, sign).allSatisfy({ $0.utf8.elementsEqual($1.utf8) })
    else { return nil }
    let words = characters[sign.count...].prefix { $0 != " " }
    guard !words.isEmpty else { return nil }
    return (
      String(sign), String(words), String(characters[(sign.count + words.count)...])
    )
  }

}
