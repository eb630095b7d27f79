import OshiCore
import OshiText
import OshiWords
import PropertyBased
import Testing

@testable import OshiWidgets

@Suite("Fitting")
struct FittingTests {
  /// Grapheme clusters that are easy to mismeasure or split.
  static let pool: [String] = [
    "推", "し", "ア", "ｱ", "ｷ", "한", "글", "ก", "ำ", "e\u{301}", "👩‍👩‍👧", "🇯🇵", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "♡", "♥️", "1️⃣",
    "Ａ", "ｋ", "a", "Z", " ", "・", "☆", "🎂", "🌙", "ñ", "ก้", "👍🏽", "&", "<", "#", "|", "\"", "'",
  ]

  /// A name of up to 40 clusters from the pool.
  static func name(_ picks: [Int]) -> String {
    picks.map { pool[$0 % pool.count] }.joined()
  }

  /// The main number of a face: the count, or the days until.
  ///
  /// Nil on the day itself, where the wording says 今日 / today instead of 0. A hiatus
  /// whose return day is known counts down to it, then the days since.
  static func mainNumber(_ face: WidgetFace) -> Int? {
    let occasion = face.occasion
    // A birthday or an anniversary counts down to its yearly day; the others count days.
    guard face.kind.facts.countsDays else {
      return occasion.next.flatMap { $0.daysUntil == 0 ? nil : $0.daysUntil }
    }
    let isHiatus = face.kind.facts.date == .hiatus
    if let days = occasion.days, days < 0 { return -days }
    if isHiatus, occasion.days != nil, let end = occasion.end {
      return end.daysUntil == 0 ? nil : abs(end.daysUntil)
    }
    // The fan's anniversary says its N周年 instead of the day's count.
    if face.kind == .following, let days = occasion.days, days > 0,
      occasion.next?.daysUntil == 0
    {
      return nil
    }
    if face.kind == .following || isHiatus, let count = occasion.count {
      return count
    }
    if let next = occasion.next, next.daysUntil == 0 { return nil }
    if let count = occasion.count { return count }
    return occasion.next?.daysUntil
  }

  @Test("Random names, counts and widths always fit, show the number and keep clusters whole")
  func randomFaces() async {
    await propertyCheck(
      count: 600, input: Gen.int(in: 0...1000).array(of: 0...40), Gen.int(in: -400...50_000),
      Gen.int(in: 6...40),
      Gen.int(in: 0...(WidgetKind.allCases.count - 1))
    ) { picks, count, cells, kindIndex in
      let name = Self.name(picks)
      let kind = WidgetKind.allCases[kindIndex]
      let iso = Fixtures.today.adding(days: -count).iso
      let face = Fixtures.face(
        kind, iso, name: name.isEmpty ? nil : name, shortName: String(name.prefix(3)), label: name)
      for language in Language.allCases {
        for family in Family.allCases {
          var budget = Budget.standard(for: family)
          budget.cells = cells
          let lines = Formatter.lines(for: face, family: family, budget: budget, language: language)
          #expect(!lines.isEmpty)
          #expect(lines.count <= budget.lines)
          for line in lines {
            #expect(line.cellWidth <= cells, "\(line) is \(line.cellWidth) cells, over \(cells)")
            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
          }
          // A countdown says まであと alike everywhere, never まで with the days bare.
          if language == .ja {
            #expect(!lines.contains { $0.firstMatch(of: /まで[0-9]/) != nil }, "\(lines)")
          }
          if let number = Self.mainNumber(face) {
            let digits = lines.joined(separator: " ").filter { $0 != "," }
            #expect(digits.contains(String(number)), "\(lines) lacks \(number)")
          }
          // Building candidates lazily chooses what fitting the whole list chooses.
          let list = Formatter.candidates(
            for: face, family: family, language: language, cuttingNamesTo: budget)
          #expect(lines == Formatter.fit(list, in: budget))
          // A cut line is a whole-cluster prefix of a candidate line.
          let candidates = list.flatMap { $0 }
          for line in lines where !candidates.contains(line) {
            #expect(line.hasSuffix("…"))
            let kept = String(line.dropLast())
            #expect(
              candidates.contains { Array($0).starts(with: Array(kept)) },
              "\(line) splits a cluster")
          }
        }
      }
    }
  }

  @Test("The first candidate that fits wins, as ViewThatFits chooses")
  func firstFit() {
    let candidates = [["a long first line"], ["short"], ["x"]]
    #expect(Formatter.fit(candidates, in: Budget(lines: 1, cells: 5)) == ["short"])
    #expect(Formatter.fit(candidates, in: Budget(lines: 1, cells: 40)) == ["a long first line"])
    #expect(Formatter.fit([["abcdefgh"]], in: Budget(lines: 1, cells: 4)) == ["abc…"])
    #expect(Formatter.fit([["a", "b", "c", "d"]], in: Budget(lines: 2, cells: 4)) == ["a", "b"])
  }

  @Test("Private widgets keep the numbers and hide the name and label")
  func privacy() {
    let oshi = Oshi(slug: "aki", name: "Aki", birthday: Fixtures.date("1999-03-15"))
    var widget = Widget(id: "aki-birthday", oshiID: 1, kind: .birthday)
    let redacted = WidgetFace(widget: widget, oshi: oshi, today: Fixtures.today, redact: true)
    widget.isPrivate = true
    let privateFace = WidgetFace(widget: widget, oshi: oshi, today: Fixtures.today)
    for face in [redacted, privateFace] {
      guard let face else {
        Issue.record("no face")
        continue
      }
      #expect(face.name == nil)
      for language in Language.allCases {
        for family in Family.allCases {
          let text = Formatter.lines(
            for: face, family: family, budget: .standard(for: family), language: language
          )
          .joined(separator: "\n")
          #expect(!text.contains("Aki"))
          #expect(text.contains("113"))
        }
      }
    }
  }

  @Test("Control characters planted in the store never reach a line")
  func planted() {
    let oshi = Oshi(
      slug: "x", name: "A\u{1B}[2J\u{202E}ki\u{7}", symbol: "\u{9B}",
      since: Fixtures.date("2023-04-01"))
    let widget = Widget(id: "x-following", oshiID: 1, kind: .following)
    guard let face = WidgetFace(widget: widget, oshi: oshi, today: Fixtures.today) else {
      Issue.record("no face")
      return
    }
    for family in Family.allCases {
      for line in Formatter.lines(
        for: face, family: family, budget: .standard(for: family), language: .en)
      {
        #expect(Sanitizer.firstForbidden(in: line) == nil, "\(line.unicodeScalars.map(\.value))")
      }
    }
  }

  @Test(
    "English ordinals",
    arguments: [
      (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
      (21, "21st"),
      (22, "22nd"), (101, "101st"), (111, "111th"), (112, "112th"),
    ])
  func ordinals(n: Int, text: String) {
    #expect(English.ordinal(n) == text)
  }

  @Test("English plurals and grouping")
  func plurals() {
    #expect(English.days(1).text == "1 day")
    #expect(English.days(2).text == "2 days")
    #expect(English.days(0).text == "0 days")
    #expect(English.days(1332).text == "1,332 days")
    #expect(English.grouped(1_234_567) == "1,234,567")
    for (n, text) in [(999, "999"), (1000, "1,000"), (-999, "-999"), (-1000, "-1,000"), (0, "0")] {
      #expect(English.grouped(n) == text)
    }
    #expect(English.grouped(Int.min) == "-9,223,372,036,854,775,808")
    #expect(English.grouped(Int.max) == "9,223,372,036,854,775,807")
    // Every number of digits, at its edges, against grouping the decimal text.
    for digits in 1...18 {
      let power = (1..<digits).reduce(1) { power, _ in power * 10 }
      for n in [power, power + 1, power * 2 - 1, power * 9 + power - 1, -power, -(power * 7 + 3)] {
        let text = String(n.magnitude)
        let groups = stride(from: text.count, to: 0, by: -3).reversed().map {
          text.dropFirst(max(0, $0 - 3)).prefix($0 - max(0, $0 - 3))
        }
        #expect(English.grouped(n) == (n < 0 ? "-" : "") + groups.joined(separator: ","), "\(n)")
      }
    }
    let tomorrow = Fixtures.face(.birthday, "1999-11-23")
    #expect(
      Formatter.lines(
        for: tomorrow, family: .inline, budget: .standard(for: .inline), language: .en) == [
          "🎂 Aki turns 27 in 1 day"
        ])
  }
}

/// `Formatter.holds` against `StringProtocol.contains(_:)`, which it stands in for on the
/// status-bar path: the same answer, a grapheme cluster at a time.
@Suite("Formatter.holds answers as String.contains does")
struct HoldsTests {
  @Test(
    "Symbols, ZWJ sequences, combining marks, variation selectors, flags and Japanese",
    arguments: [
      ("♡ Aki day 1,332", "♡"), ("♡️ Aki", "♡"), ("Aki ♡", "♡️"), ("👩‍👩‍👧 family", "👩"),
      ("👩‍👩‍👧 family", "👩‍👩‍👧"), ("e\u{301}", "e"), ("cafe\u{301} au lait", "café"),
      ("🇯🇵🇺🇸", "🇵🇺"), ("🇯🇵🇺🇸", "🇺🇸"), ("推し始めて1332日目", "日目"), ("", "♡"), ("♡", ""),
      ("ab", "abc"), ("aab", "ab"), ("★★☆", "★☆"), ("\r\n", "\n"), ("x\r\ny", "\r\n"),
    ])
  func same(line: String, piece: String) {
    #expect(Formatter.holds(line, piece) == line.contains(piece), "\(line) / \(piece)")
  }
}
