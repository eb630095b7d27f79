import Foundation
import Testing

@Suite("oshi upcoming")
struct UpcomingCommandTests {
  @Test("Across the year end: sorted by date, in columns, in English and Japanese")
  func acrossYearEnd() throws {
    let oshi = try Harness(now: "2026-12-20T12:00:00+09:00")
    try oshi.ok([
      "add", "Aki", "--slug", "aki", "--birthday", "1999-01-05", "--since", "2023-04-01",
    ])
    try oshi.ok(["add", "Mio", "--slug", "mio", "--birthday", "12/24", "--private"])
    #expect(
      try oshi.ok(["upcoming"]) == """
        2026-12-24  in 4 days   (private)'s birthday
        2027-01-05  in 16 days  Aki turns 28

        """)
    #expect(
      try oshi.ok(["upcoming", "--lang", "ja", "--days", "16"]) == """
        2026-12-24  あと4日   (非公開) 誕生日
        2027-01-05  あと16日  Aki 28歳の誕生日

        """)
    let lines = try Harness.jsonLines(
      try oshi.ok(["upcoming", "--format", "json", "--days", "800"]))
    let dates = lines.compactMap { $0["date"] as? String }
    #expect(dates == dates.sorted())
    #expect(lines.first?["widget"] as? String == "mio-birthday")
    #expect(lines.first?["number"] is NSNull)
    let events = Set(lines.compactMap { $0["event"] as? String })
    #expect(events.isSuperset(of: ["birthday", "anniversary", "half-birthday", "milestone"]))
    for line in lines {
      #expect(
        Set(line.keys) == ["date", "days_until", "oshi", "widget", "event", "number", "text"])
      #expect(line["days_until"] is Int)
    }
    #expect(
      try oshi.ok(["upcoming", "--oshi", "aki", "--limit", "1"])
        == "2027-01-05  in 16 days  Aki turns 28\n")
  }

  @Test(
    "Refusals",
    arguments: [["--days", "-1"], ["--days", "40000"], ["--limit", "0"], ["--oshi", "nobody"]])
  func refusals(arguments: [String]) throws {
    let oshi = try Harness()
    try oshi.addAki()
    let result = try oshi.run(["upcoming"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.refusal.split(separator: "\n").count == 1)
  }

  @Test("A missing store is an error, and nothing is created")
  func missingStore() throws {
    let oshi = try Harness()
    let result = try oshi.run([
      "upcoming", "--db", oshi.folder.appendingPathComponent("x/y.sqlite").path,
    ])
    #expect(result.status == 66)
    #expect(!FileManager.default.fileExists(atPath: oshi.folder.appendingPathComponent("x").path))
  }

  @Test("The lean oshi lists as oshi-cli does: the same bytes and statuses, in both languages")
  func leanAndFullAlike() throws {
    let oshi = try Harness(now: "2026-12-20T12:00:00+09:00")
    try oshi.ok([
      "group", "add", "ステラ☆ライブ", "--slug", "stella", "--formed", "2020-04-01", "--debut",
      "2020-08-01",
    ])
    try oshi.ok(["add", "Luna", "--slug", "luna", "--group", "stella", "--birthday", "2001-04-05"])
    try oshi.ok([
      "add", "Aki", "--slug", "aki", "--birthday", "1999-01-05", "--debut", "2019-11-30", "--since",
      "2023-04-01",
    ])
    try oshi.ok(["add", "Mio", "--slug", "mio", "--birthday", "12/24", "--private"])
    try oshi.ok(["add", "Sora", "--slug", "sora", "--birthday", "2000-02-29"])
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--kind", "custom", "--date", "2024-02-12", "--label",
      "初現場",
    ])
    try oshi.ok(["hiatus", "sora", "--from", "2026-12-01", "--until", "2027-03-01"])
    try oshi.ok(["graduate", "luna", "--on", "2027-03-31"])
    let cli = Harness.binary.deletingLastPathComponent().appendingPathComponent("oshi-cli").path
    let missing = oshi.folder.appendingPathComponent("x/y.sqlite").path
    let calls: [[String]] = [
      [], ["--days", "365"], ["--days=800", "--format", "json"], ["--days", "0"],
      ["--limit", "3", "--days", "400"], ["--oshi", "aki", "--days", "800"],
      ["--group", "stella", "--days=365"], ["--group=stella", "--format=json", "--days", "900"],
      ["--oshi", "mio", "--format", "text"], ["--tz", "Pacific/Kiritimati", "--days", "5"],
      // Refusals, from the list and from the context.
      ["--days", "40000"], ["--days=-1"], ["--limit", "0"], ["--oshi", "nobody"],
      ["--group", "aki"], ["--group", "nobody"], ["--db", missing], ["--db="],
      ["--tz", "Nowhere/Else"], ["--tz", "JST"], ["--format", "yaml"],
      // Forms the fast path leaves to swift-argument-parser, in both binaries.
      ["--days", "-1"], ["--days"], ["extra"], ["--unknown"],
    ]
    for call in calls {
      for language in [[], ["--lang", "ja"], ["--lang=en"]] {
        for locale in ["C.UTF-8", "ja_JP.UTF-8"] {
          let arguments = ["upcoming"] + call + language
          let lean = try oshi.run(arguments, ["LANG": locale])
          let full = try oshi.shell([cli] + arguments, extra: ["LANG": locale])
          #expect(lean.status == full.status, "\(arguments) \(locale)")
          #expect(lean.stdout == full.stdout, "\(arguments) \(locale)")
          #expect(lean.stderr == full.stderr, "\(arguments) \(locale)")
        }
      }
    }
    // The store's own language decides the refusals' once the store is read.
    try oshi.ok(["config", "set", "lang", "ja"])
    for call in [["--days", "40000"], ["--oshi", "nobody"], [], ["--format", "json"]] {
      let lean = try oshi.run(["upcoming"] + call)
      let full = try oshi.shell([cli, "upcoming"] + call)
      #expect(lean.status == full.status, "\(call)")
      #expect(lean.stdout == full.stdout, "\(call)")
      #expect(lean.stderr == full.stderr, "\(call)")
    }
    #expect(try oshi.run(["upcoming", "--days", "40000"]).stderr.contains("範囲外"))
  }
}
