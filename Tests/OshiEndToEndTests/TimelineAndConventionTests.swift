import Foundation
import Testing

/// `oshi timeline`, `upcoming --group`, and a widget's `--years` and `--breakdown`, run
/// as the binary on SPEC's day (2026-11-22, Asia/Tokyo).
@Suite("Timeline, upcoming --group and counting conventions")
struct TimelineAndConventionTests {
  /// A group Stella and its member Luna, who went on hiatus, came back and graduates.
  func stella() throws -> Harness {
    let oshi = try Harness()
    try oshi.ok([
      "group", "add", "Stella", "--slug", "stella", "--formed", "2020-04-01", "--since",
      "2026-06-01",
    ])
    try oshi.ok([
      "add", "Luna", "--slug", "luna", "--group", "stella", "--joined", "2020-04-01",
      "--birthday", "2001-12-10", "--debut", "2020-08-01", "--since", "2026-01-01",
    ])
    try oshi.ok(["hiatus", "luna", "--from", "2026-03-01", "--until", "2026-04-01"])
    try oshi.ok(["graduate", "luna", "--on", "2026-12-31"])
    return oshi
  }

  @Test("timeline: the dated events in order, the age on each day, then the next occasion")
  func timelineText() throws {
    let oshi = try stella()
    #expect(
      try oshi.ok(["timeline", "luna", "--lang", "ja"]) == """
        2001-12-10  誕生
        2020-04-01  Stellaに加入(18歳)
        2020-08-01  デビュー(18歳)
        2026-01-01  推し始め(24歳)
        2026-03-01  活動休止(24歳)
        2026-04-01  31日ぶりに復帰(24歳)
        2026-04-10  推し始めて100日目(24歳)
        2026-04-21  推し始めて111日目(24歳)
        2026-07-19  推し始めて200日目(24歳)
        2026-08-10  推し始めて222日目(24歳)
        2026-10-27  推し始めて300日目(24歳)
        2026-12-31  卒業(25歳)
        2026-11-29  次: Luna 推し始めて333日目(あと7日)

        """)
    #expect(
      try oshi.ok(["timeline", "luna", "--lang", "en"]).split(separator: "\n").suffix(2) == [
        "2026-12-31  graduation, aged 25",
        "2026-11-29  next: Luna: day 333 as a fan (in 7 days)",
      ])
  }

  @Test("timeline --format json: JSON Lines with the days, the age and the next flag")
  func timelineJSON() throws {
    let oshi = try stella()
    let lines = try Harness.jsonLines(try oshi.ok(["timeline", "stella", "--format", "json"]))
    // Stella's count reached 100 and 111; its half-anniversary is next.
    #expect(
      lines.map { $0["event"] as? String } == [
        "formed", "following", "milestone", "milestone", "half-anniversary",
      ])
    let formed = try #require(lines.first)
    #expect(formed["date"] as? String == "2020-04-01")
    #expect(formed["days"] as? Int == 2426)
    #expect(formed["age"] is NSNull)
    #expect(formed["next"] as? Bool == false)
    let next = try #require(lines.last)
    #expect(next["next"] as? Bool == true)
    #expect(next["date"] as? String == "2026-12-01")
    #expect(next["days"] as? Int == -9)
    #expect(next["widget"] as? String == "stella-following")
    #expect(next["number"] as? Int == 0)
    #expect(next["text"] as? String == "next: Stella: half a year as a fan (in 9 days)")
  }

  @Test("timeline refuses an unknown slug, and a private oshi's label stays hidden")
  func timelineRefusalAndPrivacy() throws {
    let oshi = try stella()
    let result = try oshi.run(["timeline", "nobody"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: "))
    // Without the dictionary the label has nothing to read, so the id is luna-custom.
    try oshi.ok(
      ["widget", "add", "--oshi", "luna", "--date", "2026-02-14", "--label", "初現場"],
      ["OSHI_MECAB_DIC": ""])
    #expect(try oshi.ok(["timeline", "luna", "--lang", "ja"]).contains("2026-02-14  初現場(24歳)"))
    try oshi.ok(["widget", "edit", "luna-custom", "--private"])
    #expect(try oshi.ok(["timeline", "luna", "--lang", "ja"]).contains("2026-02-14  記念日(24歳)"))
  }

  @Test("upcoming --group: the group's occasions and its members', graduation and return")
  func upcomingGroup() throws {
    let oshi = try stella()
    try oshi.addAki()
    let lines = try Harness.jsonLines(
      try oshi.ok(["upcoming", "--group", "stella", "--days", "60", "--format", "json"]))
    #expect(Set(lines.compactMap { $0["oshi"] as? String }) == ["stella", "luna"])
    let graduation = try #require(lines.first { $0["event"] as? String == "graduation" })
    #expect(graduation["date"] as? String == "2026-12-31")
    #expect(graduation["number"] as? Int == 0)
    #expect(graduation["text"] as? String == "Luna: graduation")
    let ja = try oshi.ok(["upcoming", "--group", "stella", "--days", "60", "--lang", "ja"])
    #expect(ja.contains("2026-12-31  あと39日  Luna 卒業\n"))
    // A slug that is an oshi, not a group, is refused.
    let result = try oshi.run(["upcoming", "--group", "aki"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("not a group"))
  }

  @Test("slot rotate --group: the group's widgets and its members', or one kind of them")
  func rotateGroup() throws {
    let oshi = try stella()
    try oshi.addAki()
    try oshi.ok(["add", "Mio", "--slug", "mio", "--group", "stella", "--birthday", "2003-05-05"])
    try oshi.ok(["slot", "rotate", "bday", "--group", "stella", "--kind", "birthday"])
    #expect(
      try oshi.ok(["slot", "list"]) == "bday\tinline\tluna-birthday\tluna-birthday,mio-birthday\n")
    try oshi.ok(["slot", "rotate", "all", "--group", "stella", "--family", "circular"])
    let all = try oshi.ok(["slot", "list"]).split(separator: "\n").first { $0.hasPrefix("all\t") }
    #expect(
      all?.split(separator: "\t").last
        == "stella-formed,stella-following,luna-birthday,luna-debut,luna-following,luna-hiatus,luna-graduation,mio-birthday"
    )
    // No such widgets, not a group, both or neither of --widgets and --group: refused.
    for arguments in [
      ["slot", "rotate", "x", "--group", "stella", "--kind", "custom"],
      ["slot", "rotate", "x", "--group", "aki"],
      ["slot", "rotate", "x", "--group", "stella", "--widgets", "aki-birthday"],
      ["slot", "rotate", "x"],
      ["slot", "rotate", "x", "--widgets", "aki-birthday", "--kind", "birthday"],
    ] {
      let before = oshi.storeBytes()
      let result = try oshi.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(oshi.storeBytes() == before)
    }
  }

  @Test("--years nth and --breakdown reach render, list and a backup")
  func yearsAndBreakdown() throws {
    let oshi = try stella()
    try oshi.ok(["widget", "edit", "luna-debut", "--years", "nth", "--breakdown"])
    #expect(
      try oshi.ok(["render", "luna-debut", "--family", "rectangular", "--lang", "ja"])
        == "★ Luna\n8年目まであと252日\n6年3ヶ月21日\n")
    let json = try Harness.jsonLines(try oshi.ok(["render", "luna-debut", "--format", "json"]))
    let next = try #require(json.first?["next"] as? [String: Any])
    // The JSON keeps SPEC's ordinal: next.year − date.year.
    #expect(next["ordinal"] as? Int == 7)
    let list = try oshi.ok(["list", "--format", "json"])
    #expect(list.contains(#""breakdown":true"#) && list.contains(#""years":"nth""#))
    #expect(list.contains(#""joined":"2020-04-01""#))
    // A backup keeps them.
    let backup = oshi.folder.appendingPathComponent("backup.json").path
    try oshi.ok(["export", "--output", backup])
    let restored = try Harness()
    try restored.ok(["import", backup])
    #expect(
      try restored.ok(["render", "luna-debut", "--family", "rectangular", "--lang", "ja"])
        == "★ Luna\n8年目まであと252日\n6年3ヶ月21日\n")
    #expect(try restored.ok(["list", "--format", "json"]).contains(#""joined":"2020-04-01""#))
    // --no-breakdown and --years completed undo them.
    try oshi.ok(["widget", "edit", "luna-debut", "--years", "completed", "--no-breakdown"])
    #expect(
      try oshi.ok(["render", "luna-debut", "--family", "rectangular", "--lang", "ja"])
        == "★ Luna\nデビュー7周年まで\nあと252日\n")
  }

  @Test(
    "Bad conventions are refused with one error line and an untouched store",
    arguments: [
      ["widget", "edit", "luna-birthday", "--years", "nth"],
      ["widget", "edit", "luna-debut", "--years", "third"],
      ["add", "Bo", "--joined", "2020-01-01"],
      ["edit", "luna", "--joined", "2020-01-01", "--no-joined"],
      ["edit", "luna", "--joined", "someday"],
      ["timeline"],
      ["upcoming", "--group", "nobody"],
    ])
  func refusals(arguments: [String]) throws {
    let oshi = try stella()
    let before = oshi.storeBytes()
    let result = try oshi.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: ") || result.stderr.hasPrefix("Error: "))
    #expect(oshi.storeBytes() == before)
  }
}
