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
    #expect(result.stderr.split(separator: "\n").count == 1)
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
}
