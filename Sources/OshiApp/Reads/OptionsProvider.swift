import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// A widget parameter whose choices the provider lists.
public enum Parameter: String, CaseIterable, Sendable {
  case widget, oshi, group, kind, family, count
  case leapDay = "leap-day"
  case format, slot, color
}

/// One choice: what a program passes back, what a person reads, and a hint.
public struct Choice: Hashable, Sendable {
  /// The value to pass back, such as `aki-birthday`.
  public var identifier: String
  /// What a person reads in a picker.
  public var display: String
  /// A second line: the date and today's count, or what a value means.
  public var subtitle: String

  /// Creates a choice.
  public init(identifier: String, display: String, subtitle: String) {
    (self.identifier, self.display, self.subtitle) = (identifier, display, subtitle)
  }
}

/// Narrows the choices to what makes sense where they are asked for.
public struct ChoiceFilter: Sendable {
  /// Only widgets that can show in this family.
  public var family: Family?
  /// Only the widgets of this oshi.
  public var oshi: String?
  /// Leave these out (the widgets a rotation already lists).
  public var excluding: Set<String>

  /// Creates a filter.
  public init(family: Family? = nil, oshi: String? = nil, excluding: Set<String> = []) {
    self.family = family
    self.oshi = oshi
    self.excluding = excluding
  }
}

/// The intent-options provider: for each widget parameter, the ordered choices, read
/// live from the store.
///
/// It plays the part of WidgetKit's IntentHandler, and feeds `oshi options`, shell
/// completion and pickers such as fzf and rofi.
public struct OptionsProvider: Sendable {
  let snapshot: Snapshot
  let today: LocalDate
  let language: Language

  /// A provider over one consistent read of the store.
  public init(snapshot: Snapshot, today: LocalDate, language: Language) {
    self.snapshot = snapshot
    self.today = today
    self.language = language
  }

  /// The provider over `context`'s store as it is now.
  public init(_ context: Context) throws(OshiError) {
    self.init(
      snapshot: try context.store.contents(), today: context.today, language: context.language)
  }

  /// The choices for `parameter`, best first.
  public func choices(for parameter: Parameter, filter: ChoiceFilter = ChoiceFilter()) -> [Choice] {
    switch parameter {
    case .widget: widgetChoices(filter)
    case .oshi: oshiChoices()
    case .group: groupChoices()
    case .kind:
      WidgetKind.allCases.map {
        Choice(identifier: $0.rawValue, display: kindWords($0).name, subtitle: kindWords($0).hint)
      }
    case .family:
      Family.allCases.map { family in
        let budget = Budget.standard(for: family)
        return Choice(
          identifier: family.rawValue, display: familyName(family),
          subtitle: Words.Reads.room(lines: budget.lines, cells: budget.cells)(language))
      }
    case .count:
      [
        Choice(
          identifier: CountStyle.inclusive.rawValue,
          display: Words.Reads.inclusive(language),
          subtitle: Words.Reads.inclusiveMeaning(language)),
        Choice(
          identifier: CountStyle.elapsed.rawValue, display: Words.Reads.elapsed(language),
          subtitle: Words.Reads.elapsedMeaning(language)),
      ]
    case .leapDay:
      [
        Choice(
          identifier: LeapDayRule.feb28.rawValue, display: Words.Reads.feb28(language),
          subtitle: Words.Reads.feb28Meaning(language)),
        Choice(
          identifier: LeapDayRule.mar1.rawValue, display: Words.Reads.mar1(language),
          subtitle: Words.Reads.mar1Meaning(language)),
      ]
    case .format:
      [
        Choice(identifier: "text", display: "text", subtitle: "plain lines, one block per widget"),
        Choice(
          identifier: "json", display: "json", subtitle: "one JSON object per widget and family"),
      ]
        + StatusFormat.allCases.map {
          Choice(identifier: $0.rawValue, display: $0.rawValue, subtitle: $0.summary)
        }
    case .slot: slotChoices()
    case .color:
      OshiColor.penlights.map { penlight in
        Choice(
          identifier: penlight.english,
          display: language == .ja ? penlight.japanese : penlight.english,
          subtitle: penlight.color.description)
      }
    }
  }

  // MARK: - Widgets and oshis

  struct Ranked {
    var widget: Widget
    var oshi: Oshi
    var face: WidgetFace
  }

  /// Widgets with a date, nearest next occasion first (then store order).
  func rankedWidgets() -> [Ranked] {
    let ranked = snapshot.widgets.compactMap { widget -> Ranked? in
      guard let oshi = snapshot.oshi(id: widget.oshiID),
        let face = WidgetFace(widget: widget, oshi: oshi, today: today)
      else { return nil }
      return Ranked(widget: widget, oshi: oshi, face: face)
    }
    // The places sorted, not the widgets: a widget with its oshi and face is large, and
    // sorting thousands of them moved each many times.
    let days = ranked.map { $0.face.occasion.next?.daysUntil ?? Int.max }
    return ranked.indices.sorted { days[$0] != days[$1] ? days[$0] < days[$1] : $0 < $1 }
      .map { ranked[$0] }
  }

  func widgetChoices(_ filter: ChoiceFilter) -> [Choice] {
    rankedWidgets().compactMap { ranked in
      if let slug = filter.oshi, ranked.oshi.slug != slug { return nil }
      if filter.excluding.contains(ranked.widget.id) { return nil }
      return choice(of: ranked, family: filter.family ?? .inline)?.choice
    }
  }

  /// A widget's choice, its subtitle showing it in `family`, and its lines there; nil
  /// when it draws nothing in that family.
  func choice(of ranked: Ranked, family: Family) -> (choice: Choice, lines: [String])? {
    // Every widget with a date can draw its number in every family (the formatter's
    // barest candidate is the number alone); the subtitle shows it in the family asked for.
    let lines = Formatter.lines(
      for: ranked.face, family: family, budget: .standard(for: family), language: language)
    guard !lines.isEmpty else { return nil }
    let who = ranked.face.name ?? Words.Reads.privateName(language)
    let what =
      ranked.widget.kind.facts.date == .own
      ? (ranked.face.label ?? kindWords(ranked.widget.kind).name)
      : kindWords(ranked.widget.kind).name
    let today = lines.joined(separator: " ")
    return (
      Choice(
        identifier: ranked.widget.id, display: "\(who) · \(what)",
        subtitle: "\(ranked.face.occasion.date.iso) · \(today)"),
      lines
    )
  }

  func oshiChoices() -> [Choice] {
    // Sets and counts, not repeated scans: completion runs this on stores of thousands.
    var order: [Int64] = []
    var seen = Set<Int64>()
    for id in rankedWidgets().map(\.widget.oshiID) + snapshot.oshis.compactMap(\.id)
    where seen.insert(id).inserted {
      order.append(id)
    }
    var counts: [Int64: Int] = [:]
    for widget in snapshot.widgets { counts[widget.oshiID, default: 0] += 1 }
    return order.compactMap { id in
      guard let oshi = snapshot.oshi(id: id) else { return nil }
      let count = counts[id] ?? 0
      let widgets =
        Words.Reads.widgets(count)(language)
      let name = oshi.isPrivate ? Words.Reads.privateName(language) : Sanitizer.clean(oshi.name)
      let group =
        oshi.isPrivate
        ? nil : oshi.groupID.flatMap { snapshot.oshi(id: $0) }.map { Sanitizer.clean($0.name) }
      return Choice(
        identifier: oshi.slug, display: name,
        subtitle: [group, statusWord(oshi), widgets, oshi.shownColor?.description].compactMap { $0 }
          .joined(separator: " · "))
    }
  }

  /// The groups, in creation order, with their member counts.
  func groupChoices() -> [Choice] {
    snapshot.groups.map { group in
      let count = snapshot.members(of: group.id ?? 0).count
      let members =
        Words.Reads.members(count)(language)
      let name =
        group.isPrivate ? Words.Reads.privateName(language) : Sanitizer.clean(group.name)
      return Choice(
        identifier: group.slug, display: name,
        subtitle: [statusWord(group), members, group.color?.description].compactMap { $0 }
          .joined(separator: " · "))
    }
  }

  /// On hiatus, graduated or disbanded, in the language; nil while active.
  func statusWord(_ oshi: Oshi) -> String? {
    oshi.status(on: today).word(isGroup: oshi.isGroup, in: language)
  }

  func slotChoices() -> [Choice] {
    snapshot.slots.map { slot in
      let shown: String
      if let id = slot.shownWidgetID {
        shown = slot.widgetIDs.count > 1 ? "\(id) (\(slot.widgetIDs.count))" : id
      } else {
        shown = Words.Reads.showsNothing(language)
      }
      return Choice(
        identifier: slot.name, display: "\(slot.name) · \(familyName(slot.family))", subtitle: shown
      )
    }
  }

  // MARK: - Words

  /// A kind's name and what it counts, in the language.
  func kindWords(_ kind: WidgetKind) -> (name: String, hint: String) {
    (kind.words.name(language), kind.words.hint(language))
  }

  func familyName(_ family: Family) -> String { family.said(language) }
}

extension Family {
  /// The family's name in either language: 円形, 長方形, インライン.
  public var said: Said {
    switch self {
    case .circular: Words.Reads.circular
    case .rectangular: Words.Reads.rectangular
    case .inline: Words.Reads.inline
    }
  }
}

/// The forms of `oshi options`.
public enum ChoiceOutput {
  /// `identifier<TAB>display` per line, for fzf, rofi and dmenu.
  public static func text(_ choices: [Choice]) -> String {
    choices.map { "\(field($0.identifier))\t\(field($0.display))\n" }.joined()
  }

  /// `identifier<TAB>display<TAB>subtitle` per line.
  public static func tsv(_ choices: [Choice]) -> String {
    choices.map { "\(field($0.identifier))\t\(field($0.display))\t\(field($0.subtitle))\n" }
      .joined()
  }

  /// `[{"display":…,"identifier":…,"subtitle":…}]`, keys sorted, on one line.
  public static func json(_ choices: [Choice]) -> String {
    JSONText.line(
      choices.map {
        ChoiceRecord(
          display: field($0.display), identifier: field($0.identifier),
          subtitle: field($0.subtitle))
      })
  }

  /// A choice as JSON, its fields made safe for a picker.
  struct ChoiceRecord: Encodable {
    var display: String
    var identifier: String
    var subtitle: String
  }

  /// A field that cannot break the line or column structure, nor carry a control character.
  static func field(_ text: String) -> String {
    // Sanitizer.clean turns tabs and line breaks into spaces.
    Sanitizer.clean(text)
  }
}
