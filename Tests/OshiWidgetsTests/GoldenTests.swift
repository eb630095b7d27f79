import OshiCore
import OshiWidgets
import OshiWords
import SnapshotTesting
import Testing

/// Golden text: every kind × family × language, with the on-the-day and milestone-day wordings.
///
/// Each file in __Snapshots__ reads like a page of widgets.
@Suite("Golden text")
struct GoldenTests {
  static func page(_ kind: WidgetKind, _ language: Language, era: Bool = false) -> String {
    page(Fixtures.scenarios(kind), language, era: era)
  }

  static func page(_ scenarios: [Fixtures.Scenario], _ language: Language, era: Bool = false)
    -> String
  {
    var output = ""
    for scenario in scenarios {
      for family in Family.allCases {
        let budget = Budget.standard(for: family)
        output += "== \(scenario.name) · \(family.rawValue)\n"
        for line in Formatter.lines(
          for: scenario.face, family: family, budget: budget, language: language, era: era)
        {
          output += line + "\n"
        }
      }
    }
    return output
  }

  /// The kinds of the first golden files; the later kinds have pages of their own
  /// (``lifeEvents(page:language:)``).
  static let firstKinds: [WidgetKind] = [.following, .birthday, .debut, .custom]

  @Test("Each kind in each language", arguments: GoldenTests.firstKinds, Language.allCases)
  func golden(kind: WidgetKind, language: Language) {
    assertSnapshot(
      of: Self.page(kind, language), as: .lines, named: "\(kind.rawValue)-\(language.rawValue)")
  }

  @Test("Every kind has golden pages, in every family and language")
  func everyKindHasPages() {
    // The kinds the pages show, read from their faces: a kind added without scenarios of
    // its own fails here, not silently.
    var shown = Set(Self.firstKinds.flatMap { Fixtures.scenarios($0).map(\.face.kind) })
    for page in Fixtures.lifeEventPages {
      shown.formUnion(Fixtures.lifeEventScenarios(page).map(\.face.kind))
    }
    #expect(
      shown == Set(WidgetKind.allCases),
      "no golden page for \(Set(WidgetKind.allCases).subtracting(shown))")
  }

  @Test(
    "Formation, graduation, hiatus and following after a graduation, in each language",
    arguments: Fixtures.lifeEventPages, Language.allCases)
  func lifeEvents(page: String, language: Language) {
    assertSnapshot(
      of: Self.page(Fixtures.lifeEventScenarios(page), language), as: .lines,
      named: "\(page)-\(language.rawValue)")
  }

  @Test("和暦 in the rectangular family, during and after a hiatus")
  func hiatusEra() {
    let scenarios = Fixtures.lifeEventScenarios("hiatus").filter { $0.name.hasPrefix("back") }
    assertSnapshot(of: Self.page(scenarios, .ja, era: true), as: .lines, named: "hiatus-ja-era")
  }

  @Test("和暦 in the rectangular family", arguments: [WidgetKind.following, .birthday])
  func era(kind: WidgetKind) {
    assertSnapshot(
      of: Self.page(kind, .ja, era: true), as: .lines, named: "\(kind.rawValue)-ja-era")
  }

  @Test("Narrow and wide budgets")
  func widths() {
    var output = ""
    let face = Fixtures.face(.birthday, "1999-03-15", name: "星野ルナ・ミルキーウェイ", shortName: "ルナ")
    for cells in [6, 8, 10, 12, 16, 20, 24, 32, 40] {
      for language in Language.allCases {
        let lines = Formatter.lines(
          for: face, family: .inline, budget: Budget(lines: 1, cells: cells), language: language)
        output += "\(cells) \(language.rawValue): \(lines.joined(separator: " / "))\n"
      }
    }
    assertSnapshot(of: output, as: .lines, named: "inline-widths")
  }
}
