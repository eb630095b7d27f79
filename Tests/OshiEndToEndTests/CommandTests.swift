import Foundation
import Testing

@Suite("oshi, run as a user would")
struct CommandTests {
  @Test("add prints one id per date; render gives SPEC's numbers")
  func specExample() throws {
    let oshi = try Harness()
    let ids = try oshi.ok([
      "add", "Aki", "--slug", "aki", "--birthday", "1999-03-15", "--debut", "2019-11-30", "--since",
      "2023-04-01",
    ])
    #expect(ids == "aki-birthday\naki-debut\naki-following\n")

    let birthday = try #require(
      Harness.jsonLines(try oshi.ok(["render", "aki-birthday", "--format", "json"])).first)
    #expect(birthday["widget"] as? String == "aki-birthday")
    #expect(birthday["kind"] as? String == "birthday")
    #expect(birthday["date"] as? String == "1999-03-15")
    #expect(birthday["today"] as? String == "2026-11-22")
    #expect(birthday["days"] as? Int == 10_114)
    #expect(birthday["count"] as? Int == 10_114)
    let next = try #require(birthday["next"] as? [String: Any])
    #expect(next["date"] as? String == "2027-03-15")
    #expect(next["days_until"] as? Int == 113)
    #expect(next["ordinal"] as? Int == 28)
    #expect(birthday["gauge"] as? Double == 0.69)
    let milestone = try #require(birthday["milestone"] as? [String: Any])
    #expect(milestone["value"] as? Int == 11_000)
    #expect(milestone["days_until"] as? Int == 886)
    #expect(birthday["valid_until"] as? String == "2026-11-23T00:00:00+09:00")

    let following = try #require(
      Harness.jsonLines(try oshi.ok(["render", "aki-following", "--format", "json"])).first)
    #expect(following["count"] as? Int == 1332)
    #expect(following["days"] as? Int == 1331)
    let text = try oshi.ok(["render", "aki-following", "--lang", "ja"])
    #expect(text.contains("1332日目"))
  }

  @Test("JSON keeps SPEC's field order, one object per widget and family")
  func jsonShape() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let output = try oshi.ok(["render", "--all", "--family", "all", "--format", "json"])
    let lines = output.split(separator: "\n")
    #expect(lines.count == 9)
    let first = try #require(lines.first)
    let keys = [
      "widget", "kind", "family", "lines", "date", "today", "days", "count", "next", "gauge",
      "milestone", "valid_until",
    ]
    var position = first.startIndex
    for key in keys {
      let range = try #require(
        first.range(of: "\"\(key)\":", range: position..<first.endIndex), "missing \(key)")
      position = range.upperBound
    }
    #expect(
      Set(try Harness.jsonLines(output).compactMap { $0["family"] as? String }) == [
        "circular", "rectangular", "inline",
      ])
  }

  @Test("A long name is cut, never dropped, and --width reaches waybar's tooltip")
  func longNameAndTooltipWidth() throws {
    let oshi = try Harness()
    try oshi.ok([
      "add", "Kobo Kanaeru Hololive Indonesia", "--slug", "kobo", "--since", "2026-11-20",
    ])
    #expect(try oshi.ok(["render", "kobo-following"]) == "♡ Kobo Kanaeru Ho… day 3\n")
    func tooltip(_ extra: [String]) throws -> [String] {
      let line = try oshi.ok(["render", "kobo-following", "--format", "waybar"] + extra)
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return (object?["tooltip"] as? String ?? "").components(separatedBy: "\n")
    }
    #expect(try tooltip([]).first == "♡ Kobo Kanaeru Hololive…")
    #expect(try tooltip(["--width", "40"]).first == "♡ Kobo Kanaeru Hololive Indonesia")
    let narrow = try tooltip(["--width", "12"])
    #expect(narrow.first == "♡ Kobo Kana…")
    #expect(narrow.allSatisfy { $0.count <= 12 }, "\(narrow)")
  }

  @Test("Every family stays within its budget")
  func budgets() throws {
    let oshi = try Harness()
    try oshi.ok([
      "add", "👩‍👩‍👧 とても長い名前の推しメンバーさん🇯🇵", "--slug", "long", "--birthday", "2000-01-01", "--since",
      "2020-02-02", "--debut", "2019-05-05",
    ])
    for lang in ["ja", "en"] {
      let rendered = try Harness.jsonLines(
        try oshi.ok(["render", "--family", "all", "--format", "json", "--lang", lang]))
      for object in rendered {
        let lines = try #require(object["lines"] as? [String])
        let family = object["family"] as? String
        #expect(lines.count <= (family == "inline" ? 1 : 3))
        #expect(!lines.isEmpty)
      }
    }
  }

  @Test("A yearless date has null days, count, ordinal and milestone")
  func yearless() throws {
    let oshi = try Harness()
    try oshi.ok(["add", "Luna", "--birthday", "--04-05"])
    let object = try #require(
      Harness.jsonLines(try oshi.ok(["render", "luna-birthday", "--format", "json"])).first)
    #expect(object["date"] as? String == "--04-05")
    #expect(object["days"] is NSNull)
    #expect(object["count"] is NSNull)
    #expect(object["milestone"] is NSNull)
    let next = try #require(object["next"] as? [String: Any])
    #expect(next["ordinal"] is NSNull)
    #expect(next["days_until"] as? Int == 134)
  }

  @Test("The zone decides what today is")
  func zones() throws {
    let oshi = try Harness(now: "2026-11-22T09:00:00+09:00", tz: "America/New_York")
    try oshi.addAki()
    let object = try #require(
      Harness.jsonLines(try oshi.ok(["render", "aki-birthday", "--format", "json"])).first)
    #expect(object["today"] as? String == "2026-11-21")
    #expect(object["valid_until"] as? String == "2026-11-22T00:00:00-05:00")
    let tokyo = try #require(
      Harness.jsonLines(
        try oshi.ok(["render", "aki-birthday", "--format", "json", "--tz", "Asia/Tokyo"])
      ).first)
    #expect(tokyo["today"] as? String == "2026-11-22")
    // A date alone in OSHI_NOW means local noon of that day.
    let noon = try #require(
      Harness.jsonLines(
        try oshi.ok(
          ["render", "aki-birthday", "--format", "json"],
          ["OSHI_NOW": "2011-12-29", "TZ": "Pacific/Apia"])
      ).first)
    #expect(noon["today"] as? String == "2011-12-29")
    #expect(noon["valid_until"] as? String == "2011-12-31T00:00:00+14:00")
  }

  @Test("A stored zone and language apply when TZ, --tz and --lang are absent")
  func storedSettings() throws {
    let oshi = try Harness(now: "2026-11-22T09:00:00+09:00", tz: "UTC")
    try oshi.addAki()
    try oshi.ok(["config", "set", "tz", "America/New_York"])
    try oshi.ok(["config", "set", "lang", "ja"])
    let object = try #require(
      Harness.jsonLines(try oshi.ok(["render", "aki-birthday", "--format", "json"], ["TZ": nil]))
        .first)
    #expect(object["today"] as? String == "2026-11-21")
    #expect(try oshi.ok(["render", "aki-following"]).contains("日目"))
    #expect(try oshi.ok(["render", "aki-following", "--lang", "en"]).contains("day"))
  }

  @Test("The store is created owner-only")
  func modes() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let file = try FileManager.default.attributesOfItem(atPath: oshi.db)
    let folder = try FileManager.default.attributesOfItem(
      atPath: oshi.folder.appendingPathComponent("store").path)
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }

  @Test("edit, widget add/edit/remove and remove change what list shows")
  func lifecycle() throws {
    let oshi = try Harness()
    try oshi.addAki()
    // Without the dictionary the label has nothing to read (names.md), so the id is -custom.
    #expect(
      try oshi.ok(
        [
          "widget", "add", "--oshi", "aki", "--kind", "custom", "--date", "2024-02-12", "--label",
          "初現場",
        ], ["OSHI_MECAB_DIC": ""]) == "aki-custom\n")
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2026-12-24", "--label", "Live", "--id",
      "aki-live", "--once",
    ])
    try oshi.ok(["widget", "edit", "aki-live", "--id", "aki-xmas", "--count", "inclusive"])
    try oshi.ok(["edit", "aki", "--name", "Aki Mizuki", "--symbol", "♡"])
    var list =
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["list", "--format", "json"]).utf8))
      as? [String: Any]
    var widgets = try #require(list?["widgets"] as? [[String: Any]])
    #expect(widgets.map { $0["id"] as? String }.contains("aki-xmas"))
    let xmas = try #require(widgets.first { $0["id"] as? String == "aki-xmas" })
    #expect(xmas["count_style"] as? String == "inclusive")
    #expect(xmas["date"] as? String == "2026-12-24")
    #expect(xmas["leap_day"] as? String == "feb28")
    #expect(xmas["private"] as? Bool == false)
    try oshi.ok(["widget", "remove", "aki-xmas"])
    try oshi.ok(["edit", "aki", "--slug", "mizuki"])
    list =
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["list", "--format", "json"]).utf8))
      as? [String: Any]
    widgets = try #require(list?["widgets"] as? [[String: Any]])
    #expect(
      widgets.compactMap { $0["id"] as? String }.filter { $0.hasPrefix("mizuki-") }.count == 4)
    #expect(try oshi.ok(["list", "--format", "tsv"]).split(separator: "\n").count == 4)
    try oshi.ok(["remove", "mizuki"])
    #expect(try oshi.ok(["list", "--format", "tsv"]).isEmpty)
  }

  @Test("A name without a letter to read gets the slug oshiN")
  func numberedSlugs() throws {
    let oshi = try Harness()
    #expect(try oshi.ok(["add", "🎤", "--since", "2024-01-10"]) == "oshi1-following\n")
    #expect(
      try oshi.ok(["add", "★☆", "--since", "2024-01-10", "--format", "json"])
        == "[\"oshi2-following\"]\n")
  }

  @Test("The fast path for status bars prints exactly what the full parser prints")
  func fastPath() throws {
    let oshi = try Harness()
    try oshi.addAki()
    // A trailing "--" is not on the fast path, so each second call goes through
    // swift-argument-parser with the same meaning.
    for (fast, full) in [
      (["render", "aki-birthday"], ["render", "aki-birthday", "--"]),
      (
        ["render", "aki-birthday", "--width", "12"],
        ["render", "aki-birthday", "--width", "12", "--"]
      ),
      (
        ["render", "aki-birthday", "aki-debut", "--format=json", "--family", "all"],
        ["render", "aki-birthday", "aki-debut", "--format", "json", "--family", "all", "--"]
      ),
      (
        ["render", "--format", "waybar", "--lang", "ja", "--era"],
        ["render", "--all", "--format", "waybar", "--lang", "ja", "--era", "--"]
      ),
      (
        ["render", "--all", "--redact", "--family=rectangular", "--width=30"],
        ["render", "--redact", "--all", "--family", "rectangular", "--width", "30", "--"]
      ),
      (["render", "--width", "5"], ["render", "--width", "5", "--"]),
      (["render", "--width", "wide"], ["render", "--width", "wide", "--"]),
      (["render", "--all", "--all"], ["render", "--all", "--all", "--"]),
    ] {
      let a = try oshi.run(fast)
      let b = try oshi.run(full)
      #expect(a.status == b.status)
      #expect(a.stdout == b.stdout)
      #expect(a.stderr == b.stderr)
    }
    for arguments in [
      ["render", "nobody"], ["render", "--family", "square"], ["render", "--format", "xml"],
    ] {
      let result = try oshi.run(arguments)
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("error: "))
    }
    #expect(try oshi.run(["render", "--family"]).status == 64)
    #expect(try oshi.run(["render", "-h"]).stdout.contains("USAGE"))
  }

  @Test("A name that begins with '-' is taken after --, and the refusal says so")
  func dashedName() throws {
    let oshi = try Harness()
    for arguments in [["add", "---"], ["add", "-x", "--since", "today"]] {
      let refused = try oshi.run(arguments)
      #expect(refused.status == 64)
      #expect(refused.stderr.hasPrefix("error: "))
      #expect(refused.stderr.contains("after --: oshi add --since today -- '-Aki-'"))
      #expect(refused.refusal.split(separator: "\n").count == 1)
      #expect(refused.usage == "usage: oshi add [<options>] <name>")
    }
    #expect(!FileManager.default.fileExists(atPath: oshi.db))
    #expect(try oshi.ok(["add", "--since", "today", "--", "---"]) == "oshi1-following\n")
    try oshi.ok(["add", "--since", "today", "--", "-Aki-"])
    #expect(try oshi.ok(["render", "aki-following"]) == "♡ -Aki- day 1\n")
    let edit = try oshi.run(["edit", "aki", "--name", "-Mio"])
    #expect(edit.status == 64)
    #expect(edit.stderr.contains("--name='-Aki-'"))
    try oshi.ok(["edit", "aki", "--name=-Mio"])
    #expect(try oshi.ok(["render", "aki-following"]) == "♡ -Mio day 1\n")
    #expect(try oshi.ok(["add", "--help"]).contains("after --"))
  }

  @Test("A long name gives a slug whose widget ids refresh can write")
  func longName() throws {
    let oshi = try Harness()
    let name = "Kobo Kanaeru Hololive Indonesia Generation Three"
    let ids = try oshi.ok(["add", name, "--birthday", "12/10", "--since", "2022-03-27"])
      .split(separator: "\n")
    #expect(ids.count == 2)
    #expect(ids.allSatisfy { $0.count <= 48 && !$0.contains("--") })
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["refresh", "--out", out])
    for id in ids {
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(id).inline.txt"))
    }
    #expect(try oshi.run(["doctor"]).status == 0)
  }

  @Test("show --demo needs no store and touches none")
  func demo() throws {
    let oshi = try Harness()
    let output = try oshi.ok(["show", "--demo"], ["OSHI_DB": nil])
    #expect(output.contains("aki-birthday"))
    #expect(output.contains("╭"))
    // Piped, even show carries no colour codes.
    #expect(!output.contains("\u{1B}"))
    #expect(
      !FileManager.default.fileExists(atPath: oshi.folder.appendingPathComponent(".local").path))
  }
}
