import OshiCore
import OshiWords

/// The words of a share card (`oshi card ID --share`): a title with the oshi's name, the
/// count in one phrase, and the date it is about.
///
/// They are the text families' own words, so a share card says what the widget says:
/// the title is the rectangular family's first line, and the phrase is what the inline
/// family says of a face without a name, less its symbol.
public struct ShareText: Hashable, Sendable {
  /// The name with the symbol (`🌸 Nene`, `Aki 🎂`); the symbol alone when the name is
  /// hidden.
  public var title: String
  /// The count: `推し始めて1332日目`, `debut in 191 days`, `今日は27歳の誕生日!`.
  public var phrase: String
  /// The date the count is about: the day it counts from (`2023年4月1日から`), the day
  /// it counts down to, or today, with its weekday.
  public var date: String

  /// The words of `face`.
  public init(_ face: WidgetFace, language: Language, era: Bool = false) {
    let era = era && language == .ja
    let wording = Wording(face: face, language: language, era: era)
    let rectangular = Formatter.candidates(for: face, family: .rectangular, language: language)
    title = face.name == nil ? wording.symbol : rectangular.first?.first ?? wording.symbol
    var nameless = face
    nameless.name = nil
    nameless.shortName = nil
    let inline =
      Formatter.candidates(for: nameless, family: .inline, language: language, era: era).first?
      .first ?? ""
    let signed = wording.symbol + " "
    phrase = inline.hasPrefix(signed) ? String(inline.dropFirst(signed.count)) : inline
    date = ShareText.date(of: wording, language: language, era: era)
  }

  /// The date line for the moment the wording tells.
  static func date(of wording: Wording, language: Language, era: Bool) -> String {
    let occasion = wording.face.occasion
    func written(_ date: LocalDate) -> String {
      if era, let text = JapaneseEra.format(date) { return text }
      return NotificationText.body(date, language: language)
    }
    // A date without its weekday: 2023年4月1日 (令和5年4月1日), April 1, 2023.
    func plain(_ date: LocalDate) -> String {
      language == .ja ? wording.dateJA(date) : wording.dateEN(date)
    }
    func since(_ date: LocalDate) -> String {
      language == .ja ? plain(date) + "から" : "since " + plain(date)
    }
    switch wording.moment {
    case .countdown(let days, _), .returning(let days, _):
      return written(occasion.today.adding(days: days))
    case .today, .back, .remembered:
      return written(occasion.today)
    case .backFor:
      guard let end = occasion.end else { return written(occasion.today) }
      return since(end.date)
    case .counting:
      guard let start = occasion.date.date else { return written(occasion.today) }
      if let frozen = occasion.frozenOn {
        // The days the count ran: 2023年1月1日〜2026年10月1日.
        switch language {
        case .ja: return plain(start) + "〜" + plain(frozen)
        case .en: return plain(start) + " – " + plain(frozen)
        }
      }
      return since(start)
    }
  }
}
