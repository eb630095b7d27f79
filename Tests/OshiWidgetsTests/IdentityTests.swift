import OshiCore
import OshiText
import OshiWords
import PropertyBased
import Testing

@testable import OshiWidgets

/// Every line says whose it is, and an anniversary keeps its N (issue 23 item 2, issue 18
/// item 4): a fan of a five-member group must tell the members' widgets apart.
@Suite("Whose line it is")
struct IdentityTests {
  /// A first cluster and another of the same width, so that swapping one for the other
  /// changes whose the line is and nothing about how the fitting goes.
  static let firsts: [(String, String)] = [("A", "B"), ("推", "押"), ("ｱ", "ｲ"), ("ñ", "ç")]

  /// The face with `name` and `short`, or with their first clusters swapped.
  static func face(
    _ kind: WidgetKind, count: Int, name: [Int], short: [Int]?, symbol: String?, label: String,
    swapped: Bool
  ) -> WidgetFace {
    func text(_ picks: [Int]) -> String {
      let first = firsts[picks[0] % firsts.count]
      return (swapped ? first.1 : first.0) + FittingTests.name(Array(picks.dropFirst()))
    }
    let iso = Fixtures.today.adding(days: -count).iso
    return Fixtures.face(
      kind, iso, name: text(name), shortName: short.map(text), symbol: symbol, label: label)
  }

  /// The budgets to check: each family's own, and wider ones.
  static func budgets(_ family: Family, extra: Int) -> Budget {
    var budget = Budget.standard(for: family)
    budget.cells += extra
    return budget
  }

  @Test("Two oshis whose names differ never get the same lines, in every family and language")
  func namesTellApart() async {
    await propertyCheck(
      count: 500,
      input: Gen.int(in: 0...1000).array(of: 1...40), Gen.int(in: 0...1000).array(of: 1...8),
      Gen.int(in: -400...36_000), Gen.int(in: 0...16),
      Gen.int(in: 0...(3 * WidgetKind.allCases.count - 1))
    ) { name, short, count, extra, choice in
      // Each kind, with no short name and no symbol, with a short name, or with a symbol.
      let kinds = WidgetKind.allCases.count
      let kind = WidgetKind.allCases[choice % kinds]
      let short = choice / kinds == 1 ? short : nil
      let symbol = choice / kinds == 2 ? "🎀" : nil
      let face = Self.face(
        kind, count: count, name: name, short: short, symbol: symbol, label: "初配信",
        swapped: false)
      let other = Self.face(
        kind, count: count, name: name, short: short, symbol: symbol, label: "初配信",
        swapped: true)
      var otherSymbol = face
      otherSymbol.symbol = "🌸"
      for language in Language.allCases {
        for family in Family.allCases {
          let budget = Self.budgets(family, extra: family == .circular ? extra / 4 : extra)
          func lines(_ face: WidgetFace) -> [String] {
            Formatter.lines(for: face, family: family, budget: budget, language: language)
          }
          let drawn = lines(face)
          let bySymbol = kind != .birthday && symbol != nil && lines(otherSymbol) != drawn
          #expect(
            lines(other) != drawn || bySymbol,
            "\(kind) \(family) \(language) at \(budget.cells) cells: \(drawn) says not whose")
          if family == .rectangular, let first = drawn.first {
            // The first line carries the name itself, cut if need be, not the symbol alone.
            let names = [face.name, face.shortName].compactMap { $0 }
            #expect(
              names.contains { first.contains($0.first.map(String.init) ?? "") },
              "\(first) lacks the name")
          }
        }
      }
    }
  }

  /// Pieces of long custom labels, in the scripts fans write them in.
  static let labelPieces = [
    "ファースト", "ライブ", "東京ドーム", "公演", "記念日", "First", " live", " at the", " Dome", "🎤", "初",
    "ｱﾘｰﾅ", "Ça", "配信",
  ]

  @Test("A custom day keeps the start of a long label, and the name, in inline and rectangular")
  func longLabelsKeepTheirStart() async {
    await propertyCheck(
      count: 400,
      input: Gen.int(in: 0...1000).array(of: 2...9), Gen.int(in: -400...4_000),
      Gen.int(in: 0...12), Gen.bool
    ) { picks, count, extra, once in
      // Stored labels are trimmed.
      let label = String(
        picks.map { Self.labelPieces[$0 % Self.labelPieces.count] }.joined()
          .drop { $0.isWhitespace })
      let face = Fixtures.face(
        .custom, Fixtures.today.adding(days: -count).iso, name: "Aki", label: label, once: once)
      // The label's first three cells or more, as a cut keeps them.
      var start = String(label.truncated(toCells: 4).dropLast())
      while start.last?.isWhitespace == true { start.removeLast() }
      for language in Language.allCases {
        for family in [Family.inline, .rectangular] {
          let budget = Self.budgets(family, extra: extra)
          let lines = Formatter.lines(
            for: face, family: family, budget: budget, language: language)
          let text = lines.joined(separator: "\n")
          #expect(
            text.contains(start),
            "\(language) \(family) at \(budget.cells) cells: \(lines) drops \(label)")
          if family == .rectangular {
            #expect(lines.first?.contains("Aki") == true, "\(lines) lacks the name")
          }
        }
      }
    }
  }

  @Test("An anniversary keeps its N in every family and language")
  func anniversariesKeepN() async {
    await propertyCheck(
      count: 400,
      input: Gen.int(in: 0...1000).array(of: 1...40), Gen.int(in: 1...35_000), Gen.int(in: 0...16),
      Gen.int(in: 0...9)
    ) { name, count, extra, choice in
      let kind: WidgetKind = [.debut, .custom, .following, .formed, .graduation][choice % 5]
      let symbol = choice >= 5 ? "🎀" : nil
      // A day near an anniversary, so that it is ahead or today.
      let near = (count / 365) * 365 + [0, 1, 364][count % 3]
      let face = Self.face(
        kind, count: near, name: name, short: nil, symbol: symbol, label: "初配信", swapped: false)
      for language in Language.allCases {
        let wording = Wording(face: face, language: language, era: false)
        let ordinal: Int?
        // A sad day's yearly day keeps its years, 卒業から1年, never as 周年.
        var remembered = false
        switch wording.moment {
        case .countdown(_, let nth?), .today(let nth?): ordinal = nth > 0 ? nth : nil
        case .remembered(let years):
          (ordinal, remembered) = (years > 0 ? years : nil, true)
        case .counting, .countdown, .today, .returning, .back, .backFor: ordinal = nil
        }
        guard let ordinal else { continue }
        for family in Family.allCases {
          let budget = Self.budgets(family, extra: family == .circular ? extra / 4 : extra)
          let text = Formatter.lines(for: face, family: family, budget: budget, language: language)
            .joined(separator: " ")
          let marks =
            remembered
            ? (language == .ja ? ["\(ordinal)年"] : ["\(ordinal)y", "\(ordinal) year"])
            : language == .ja
              ? ["\(ordinal)周年"] : [English.ordinal(ordinal), "\(ordinal) year"]
          if remembered {
            #expect(!text.contains("周年") && !text.contains("!") && !text.contains("anniversary"))
          }
          #expect(
            marks.contains { text.contains($0) },
            "\(kind) \(family) \(language) at \(budget.cells) cells: \(text) drops \(ordinal)")
        }
      }
    }
  }

  @Test("A long name is cut with … between clusters, never dropped")
  func longNames() {
    let face = Fixtures.face(
      .following, "2026-11-20", name: "Kobo Kanaeru Hololive Indonesia", symbol: nil)
    let inline = Formatter.lines(
      for: face, family: .inline, budget: .standard(for: .inline), language: .en)
    #expect(inline == ["♡ Kobo Kanaeru Ho… day 3"])
    let rectangular = Formatter.lines(
      for: face, family: .rectangular, budget: .standard(for: .rectangular), language: .en)
    #expect(rectangular.first == "♡ Kobo Kanaeru Hololive…")
    // A short name, when set, is used whole before anything is cut.
    var short = face
    short.shortName = "Kobo"
    #expect(
      Formatter.lines(for: short, family: .inline, budget: .standard(for: .inline), language: .en)
        == ["♡ Kobo day 3"])
    // Never a cut of one letter: the initial alone says as much in less space.
    #expect(NameCuts("Kobo Kanaeru").longest(within: .max) { $0.cellWidth <= 3 } == nil)
    #expect(NameCuts("Kobo Kanaeru").longest(within: .max) { $0.cellWidth <= 8 } == "Kobo Ka…")
    #expect(NameCuts("星街すいせい").longest(within: .max) { $0.cellWidth <= 6 } == "星街…")
    #expect(NameCuts("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧").longest(within: .max) { $0.cellWidth <= 5 } == "👩‍👩‍👧👩‍👩‍👧…")
  }

  @Test("The kind's default symbol says what, not whose; the oshi's own says whose")
  func defaultSymbol() {
    let long = "Kobo Kanaeru Hololive Indonesia Fan Club"
    let plain = Fixtures.face(.debut, "2019-11-30", name: long, symbol: nil)
    let own = Fixtures.face(.debut, "2019-11-30", name: long, symbol: "🎀")
    let budget = Budget.standard(for: .inline)
    #expect(
      Formatter.lines(for: plain, family: .inline, budget: budget, language: .ja)
        == ["★ Kobo… 7周年まであと8日"])
    #expect(
      Formatter.lines(for: own, family: .inline, budget: budget, language: .ja)
        == ["🎀 7周年まであと8日"])
  }

  @Test("The cuts of a name are its whole-cluster prefixes, without the spaces before …")
  func cutsMatchPrefixes() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...1000).array(of: 1...30), Gen.int(in: 0...40),
      Gen.int(in: 0...1)
    ) { picks, room, ascii in
      let letters = ["a", "B", " ", "z", "0", "-"]
      let name =
        ascii == 1
        ? picks.map { letters[$0 % letters.count] }.joined() : FittingTests.name(picks)
      // Every proper prefix of whole clusters, spaces after it dropped, that keeps
      // enough and fits the room: the longest is the cut.
      let clusters = Array(name)
      var expected: String?
      for count in stride(from: clusters.count - 1, through: 1, by: -1) {
        var prefix = String(clusters[..<count])
        while prefix.last?.isWhitespace == true { prefix.removeLast() }
        if prefix.cellWidth >= Identity.shortestCut && prefix.cellWidth + 1 <= room {
          expected = prefix + "…"
          break
        }
      }
      #expect(NameCuts(name).longest(within: room) { _ in true } == expected)
    }
  }
}
