import Foundation
import Testing

@Suite("oshi cal")
struct CalCommandTests {
  /// Aki with a birthday, a debut and a following day; Mio, a member of Stella, who
  /// graduated; a hiatus that ends in the month.
  static func store() throws -> Harness {
    let oshi = try Harness(now: "2026-12-12T12:00:00+09:00")
    try oshi.ok([
      "add", "Aki", "--slug", "aki", "--birthday", "2000-12-03", "--debut", "2020-12-24",
      "--since", "2023-12-10", "--oshi-color", "#ff66aa",
    ])
    try oshi.ok(["group", "add", "Stella", "--slug", "stella", "--formed", "2019-01-15"])
    try oshi.ok([
      "add", "Mio", "--slug", "mio", "--birthday", "12/31", "--group", "stella",
    ])
    try oshi.ok(["graduate", "mio", "--on", "2025-12-20"])
    return oshi
  }

  @Test("A month in English and in Japanese, marked through a pipe, and its occasions")
  func pages() throws {
    let oshi = try Self.store()
    #expect(
      try oshi.ok(["cal", "2026-12"]) == """
           December 2026
        Su Mo Tu We Th Fr Sa
               1  2  3* 4  5
         6  7  8  9 10*11 12<
        13 14 15 16 17 18 19
        20*21 22 23 24*25 26
        27 28 29 30 31*

         3 Thu  Aki turns 26
        10 Thu  Aki: 3rd anniversary as a fan
        20 Sun  Mio: 1 year since graduation
        24 Thu  Aki's 6th debut anniversary
        24 Thu  Aki: day 1,111 as a fan
        31 Thu  Mio's birthday

        * a day with an occasion   < today

        """)
    #expect(
      try oshi.ok(["cal", "令和8年12月", "--monday", "--lang", "ja", "--oshi", "aki"]) == """
             2026年12月
        月 火 水 木 金 土 日
            1  2  3* 4  5  6
         7  8  9 10*11 12<13
        14 15 16 17 18 19 20
        21 22 23 24*25 26 27
        28 29 30 31

         3日(木)  Aki 26歳の誕生日
        10日(木)  Aki 推し始めて3周年
        24日(木)  Aki デビュー6周年
        24日(木)  Aki 推し始めて1111日目

        * 予定のある日   < 今日

        """)
  }

  @Test("Without a month, this month; an empty month says so; --months lays them side by side")
  func months() throws {
    let oshi = try Self.store()
    #expect(try oshi.ok(["cal"]) == (try oshi.ok(["cal", "2026-12"])))
    let march = try oshi.ok(["cal", "2027-03", "--group", "stella"])
    #expect(march.hasSuffix("\nNothing in March 2027.\n"))
    let three = try oshi.ok(["cal", "2026-11", "--months", "3"])
    #expect(
      three.hasPrefix(
        "   November 2026          December 2026           January 2027\n"
          + "Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa\n"))
    #expect(
      three.contains("\n\nNothing in November 2026.\n\nDecember 2026\n 3 Thu  Aki turns 26\n"))
    #expect(three.contains("\nJanuary 2027\n15 Fri  Stella's 8th formation anniversary\n"))
  }

  @Test("JSON: every day of the month, each event upcoming's object")
  func json() throws {
    let oshi = try Self.store()
    let lines = try Harness.jsonLines(try oshi.ok(["cal", "2026-12", "--format", "json"]))
    #expect(lines.count == 1)
    let month = try #require(lines.first)
    #expect(Set(month.keys) == ["month", "days"])
    #expect(month["month"] as? String == "2026-12")
    let days = try #require(month["days"] as? [[String: Any]])
    #expect(
      days.map { $0["date"] as? String } == (1...31).map { String(format: "2026-12-%02d", $0) })
    let events = days.flatMap { $0["events"] as? [[String: Any]] ?? [] }
    #expect(events.count == 6)
    for event in events {
      #expect(
        Set(event.keys) == ["date", "days_until", "oshi", "widget", "event", "number", "text"])
    }
    // Days until are counted from today, before it too.
    #expect(events.first?["days_until"] as? Int == -9)
    let upcoming = try Harness.jsonLines(
      try oshi.ok(["upcoming", "--days", "19", "--format", "json"]))
    let december = events.filter { ($0["days_until"] as? Int ?? -1) >= 0 }
    #expect(upcoming.map { $0["widget"] as? String } == december.map { $0["widget"] as? String })
    #expect(upcoming.map { $0["text"] as? String } == december.map { $0["text"] as? String })
  }

  @Test("On a terminal's colours: the oshi's, a member's group's, reverse without one")
  func colours() throws {
    let oshi = try Self.store()
    try oshi.ok(["add", "Ren", "--slug", "ren", "--birthday", "2001-12-05"])
    try oshi.ok(["group", "edit", "stella", "--oshi-color", "#4aa3ff"])
    let page = try oshi.ok(["cal", "--color", "always"], ["COLORTERM": "truecolor"])
    let lines = page.split(separator: "\n").map(String.init)
    #expect(lines[2] == "       1  2 \u{1B}[38;2;255;102;170m 3\u{1B}[0m  4 \u{1B}[7m 5\u{1B}[0m")
    #expect(lines[3].hasSuffix(" \u{1B}[1;4m12\u{1B}[0m"))
    // Mio has no colour of her own: Stella's.
    #expect(lines[6] == "27 28 29 30 \u{1B}[38;2;74;163;255m31\u{1B}[0m")
    #expect(!page.contains("*") && !page.contains("<"))
  }

  @Test(
    "--format png: a 1080×1350 picture, every occasion listed, every word at 4.5:1 and more",
    .enabled(if: Programs.runs(Programs.pillow)))
  func picture() throws {
    let oshi = try Self.store()
    try oshi.ok(["edit", "aki", "--symbol", "♡"])
    try oshi.ok(["group", "edit", "stella", "--oshi-color", "#202060"])
    let file = oshi.folder.appendingPathComponent("december.png").path
    for (arguments, language) in [
      (["cal", "2026-12", "-o", file], "en"),
      (["cal", "令和8年12月", "--format", "png", "-o", file, "--lang", "ja"], "ja"),
    ] {
      let said = try oshi.ok(arguments)
      let lines = said.split(separator: "\n").map(String.init)
      #expect(lines.first?.contains("(1080×1350 px)") == true, "\(said)")
      // Each occasion under the grid, by its day, none left out.
      let days =
        language == "ja"
        ? ["3日", "10日", "20日", "24日", "24日", "31日"] : ["3 ", "10 ", "20 ", "24 ", "24 ", "31 "]
      #expect(lines.count == 7, "\(said)")
      for (line, day) in zip(lines.dropFirst(), days) {
        #expect(line.hasPrefix("  " + day), "\(line)")
      }
      let size = try CardMomentTests.check(["size", file])
      #expect(size["width"] as? Int == 1080 && size["height"] as? Int == 1350)
      let frames = #"[{"family":"rectangular","x":0,"y":0,"width":1080,"height":1350}]"#
      let measured = try #require(
        (try CardMomentTests.check(["contrast", file, "1", frames])["frames"] as? [[String: Any]])?
          .first)
      #expect((measured["whiteRatio"] as? Double ?? 0) >= 4.5, "\(measured)")
      // Aki's pink, and Stella's dark blue lightened for Mio.
      #expect((measured["colouredRatio"] as? Double ?? 0) >= 4.5, "\(measured)")
    }
  }

  /// Runs `oshi` with `arguments` and oshi-card behind a script that keeps the plan it
  /// was given and the report it gave back, and gives both.
  static func drawn(_ oshi: Harness, _ arguments: [String]) throws -> (
    plan: [String: Any], report: [String: Any]
  ) {
    let folder = oshi.folder.path
    let card = Harness.binary.deletingLastPathComponent().appendingPathComponent("oshi-card").path
    let script = oshi.folder.appendingPathComponent("keeping-card")
    try """
    #!/bin/sh
    cp "$1" '\(folder)/plan.json' || exit 70
    '\(card)' "$@" > '\(folder)/report.json' || exit $?
    cat '\(folder)/report.json'
    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    try oshi.ok(arguments, ["OSHI_CARD": script.path])
    func read(_ name: String) throws -> [String: Any] {
      let data = try Data(contentsOf: oshi.folder.appendingPathComponent(name))
      return try #require(
        (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["month"]
          as? [String: Any])
    }
    return (try read("plan.json"), try read("report.json"))
  }

  @Test(
    "A busy month: each sentence whole, on two lines where long, and the rest counted",
    .enabled(if: Programs.runs(Programs.pillow)))
  func busyPicture() throws {
    let oshi = try Harness(now: "2026-12-12T12:00:00+09:00")
    for index in 1...24 {
      try oshi.ok([
        "add", "Shirogane Tsukiyomi \(index)", "--slug", "s\(index)", "--birthday",
        String(format: "2000-12-%02d", index), "--debut", String(format: "2019-12-%02d", index + 3),
        "--oshi-color", "#ff66aa",
      ])
    }
    let file = oshi.folder.appendingPathComponent("busy.png").path
    for language in ["en", "ja"] {
      let said = try oshi.ok(["cal", "2026-12", "-o", file, "--lang", language])
      let (_, report) = try Self.drawn(oshi, ["cal", "2026-12", "-o", file, "--lang", language])
      #expect(report["cut"] as? Bool == false, "\(language): \(report)")
      let more = try #require(report["more"] as? Int)
      let lines = try #require(report["lines"] as? [String])
      #expect(more > 0 && lines.count - 1 + more == 48, "\(language): \(report)")
      #expect(lines.last == (language == "ja" ? "ほか\(more)件" : "and \(more) more"))
      #expect(!said.contains("…"), "\(said)")
      #expect(report["days"] as? [Int] == Array(1...27), "\(report)")
      #expect((report["contrast"] as? Double ?? 0) >= 4.5, "\(report)")
    }
  }

  @Test(
    "The picture draws an oshi's photo on its days and beside its lines; not a private one's",
    .enabled(if: Programs.runs(Programs.pillow && Programs.has("sqlite3"))))
  func photos() throws {
    let oshi = try Self.store()
    try oshi.ok(["add", "Ren", "--slug", "ren", "--birthday", "2001-12-05", "--private"])
    try oshi.makePictures(
      """
      Image.new('RGB', (300, 300), (250, 214, 226)).save('face.png')
      """)
    try oshi.ok(["image", "set", "aki", "face.png"])
    try oshi.ok(["image", "set", "ren", "face.png"])
    let file = oshi.folder.appendingPathComponent("photos.png").path
    let (plan, report) = try Self.drawn(oshi, ["cal", "2026-12", "-o", file])
    let days = (plan["weeks"] as? [[Any]] ?? []).flatMap { $0 }.compactMap { $0 as? [String: Any] }
    #expect(
      days.filter { $0["photo"] != nil }.compactMap { $0["day"] as? Int } == [3, 10, 24], "\(days)")
    let lines = plan["lines"] as? [[String: Any]] ?? []
    #expect(lines.map { $0["photo"] != nil } == [true, false, true, false, true, true, false])
    // Four of Aki's lines and three of her days.
    #expect(report["photos"] as? Int == 7, "\(report)")
    #expect(report["cut"] as? Bool == false)

    // A photo oshi-card cannot read (a damaged backup's) is left out, not the month.
    let damaged = try oshi.shell([
      "sqlite3", oshi.db, "UPDATE oshiPhoto SET png = X'89504E470D0A1A0A0000'",
    ])
    try #require(damaged.status == 0, "\(damaged.stderr)")
    let (_, left) = try Self.drawn(oshi, ["cal", "2026-12", "-o", file])
    #expect(left["photos"] as? Int == 0, "\(left)")
    #expect(left["days"] as? [Int] == [3, 5, 10, 20, 24, 31], "\(left)")
  }

  @Test(
    "A picture's refusals: no file, not a PNG, several months, -o with text; nothing written",
    arguments: [
      (["--format", "png"], "--format png writes a picture; give the file with -o FILE.png"),
      (["-o", "x.txt"], "--format png writes a picture; give the file with -o FILE.png"),
      (
        ["-o", "x.png", "--months", "2"],
        "--format png draws one month; leave out --months, or draw each month on its own"
      ),
      (
        ["-o", "x.png", "--format", "json"],
        "-o writes the picture of --format png; text and JSON go to standard output"
      ),
    ])
  func pictureRefusals(arguments: [String], message: String) throws {
    let oshi = try Self.store()
    let before = oshi.storeBytes()
    let result = try oshi.run(["cal"] + arguments)
    #expect(result.status == 64)
    #expect(result.refusal == "error: \(message)\n")
    #expect(oshi.storeBytes() == before)
    let written = try FileManager.default.contentsOfDirectory(atPath: oshi.folder.path)
    #expect(!written.contains { $0.hasPrefix("x.") }, "\(written)")
  }

  @Test("Completion offers this month and the eleven after it, as typed so far")
  func completion() throws {
    let oshi = try Self.store()
    let all = try oshi.ok([
      "---completion", "cal", "--", "positional@0", "2", "0", "oshi", "cal", "",
    ])
    #expect(all.split(separator: "\n").first == "2026-12")
    #expect(all.split(separator: "\n").count == 12)
    let typed = try oshi.ok([
      "---completion", "cal", "--", "positional@0", "2", "4", "oshi", "cal", "2027",
    ])
    #expect(
      typed.split(separator: "\n").map(String.init)
        == (1...11).map { String(format: "2027-%02d", $0) })
  }

  @Test(
    "Refusals: one line that says the accepted forms, and the store untouched",
    arguments: [
      (["2026-13"], "'2026-13' is not a month; write YYYY-MM (2026-12), 2026年12月 or 令和8年12月"),
      (["2026-1x"], "'2026-1x' is not a month; write YYYY-MM (2026-12), 2026年12月 or 令和8年12月"),
      (["--months", "0"], "--months 0 is out of range; use 1 to 36"),
      (["--months", "37"], "--months 37 is out of range; use 1 to 36"),
      (
        ["9999-12", "--months", "2"],
        "2 months from 9999-12 run past 9999-12, the last month oshi counts"
      ),
      (["0999-12"], "'0999-12' is not a month; write YYYY-MM (2026-12), 2026年12月 or 令和8年12月"),
      (["--oshi", "nobody"], nil),
    ])
  func refusals(arguments: [String], message: String?) throws {
    let oshi = try Self.store()
    let before = oshi.storeBytes()
    let result = try oshi.run(["cal"] + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.refusal.split(separator: "\n").count == 1)
    if let message { #expect(result.refusal == "error: \(message)\n") }
    #expect(oshi.storeBytes() == before)
    let japanese = try oshi.run(["cal", "--lang", "ja"] + arguments)
    #expect(japanese.refusal.hasPrefix("error: "))
    #expect(!japanese.refusal.contains(" is "), "\(japanese.refusal)")
  }
}
