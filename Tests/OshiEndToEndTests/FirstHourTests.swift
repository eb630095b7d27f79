import Foundation
import Testing

/// What a fan hit in the first hour with a realistic store.
///
/// Counts, bars, lists and refusals that said the wrong thing. Each test runs the built
/// binary.
@Suite("A fan's first hour")
struct FirstHourTests {
  /// A graduated member whose count stopped, a disbanded group, and a group on a 106-day
  /// hiatus (2026-08-01 to the return on 2026-11-15).
  static func store(now: String = "2026-11-26T12:00:00+09:00") throws -> Harness {
    let oshi = try Harness(now: now)
    try oshi.ok([
      "add", "Mio", "--slug", "mio", "--birthday", "2001-05-05", "--since", "2023-01-01",
    ])
    try oshi.ok(["graduate", "mio", "--on", "2026-10-01", "--stop-following"])
    try oshi.ok(["group", "add", "星街", "--slug", "hoshi", "--formed", "2018-03-22"])
    try oshi.ok(["disband", "hoshi", "--on", "2026-11-01"])
    try oshi.ok(["group", "add", "ゆめいろ♪バンド", "--slug", "yume", "--formed", "2019-04-01"])
    try oshi.ok(["hiatus", "yume", "--from", "2026-08-01", "--until", "2026-11-15"])
    return oshi
  }

  static func json(_ oshi: Harness, _ widget: String, now: String) throws -> [String: Any] {
    let text = try oshi.ok(
      ["render", widget, "--family", "inline", "--format", "json"], ["OSHI_NOW": now])
    return try #require(try Harness.jsonLines(text).first)
  }

  @Test("a count frozen at a graduation reports today as today")
  func frozenToday() throws {
    let oshi = try Self.store()
    let json = try Self.json(oshi, "mio-following", now: "2026-11-26T12:00:00+09:00")
    #expect(json["today"] as? String == "2026-11-26")
    #expect(json["count"] as? Int == 1370)
    // days and the breakdown run to today, as for every widget (SPEC).
    #expect(json["days"] as? Int == 1425)
    let breakdown = try #require(json["breakdown"] as? [String: Int])
    #expect(breakdown == ["years": 3, "months": 10, "days": 25])
  }

  @Test("after the return, a hiatus counts its length, and says what its days count")
  func hiatusAfterReturn() throws {
    let oshi = try Self.store()
    let returning = try Self.json(oshi, "yume-hiatus", now: "2026-11-15T12:00:00+09:00")
    let next = try #require(returning["next"] as? [String: Any])
    #expect(next["date"] as? String == "2026-11-15" && next["days_until"] as? Int == 0)
    for day in ["2026-11-16", "2027-01-25"] {
      let after = try Self.json(oshi, "yume-hiatus", now: "\(day)T12:00:00+09:00")
      #expect(after["count"] as? Int == 106, "\(day): \(after)")
      #expect(after["days"] as? Int == (day == "2026-11-16" ? 107 : 177), "\(day)")
      // A hiatus's count is remembered, never celebrated: no milestone, no キリ番.
      #expect(after["milestone"] is NSNull, "\(day)")
      #expect(after["kiriban"] is NSNull, "\(day)")
      #expect(after["next"] is NSNull, "\(day)")
      for language in ["ja", "en"] {
        for width in ["16", "20", "24", "30"] {
          let line = try oshi.ok(
            ["render", "yume-hiatus", "--lang", language, "--width", width],
            ["OSHI_NOW": "\(day)T12:00:00+09:00"])
          let says = language == "ja" ? "復帰" : "back"
          #expect(line.contains(says), "\(day) \(language) \(width): \(line)")
        }
      }
      let text = try oshi.ok(
        ["render", "yume-hiatus", "--family", "rectangular", "--lang", "ja"],
        ["OSHI_NOW": "\(day)T12:00:00+09:00"])
      #expect(text.contains("活休は106日間"), "\(text)")
    }
  }

  @Test("upcoming lists a graduation and a hiatus's first day on the day itself")
  func upcomingOnTheDay() throws {
    let oshi = try Harness(now: "2026-09-30T12:00:00+09:00")
    try oshi.ok(["add", "Mio", "--slug", "mio", "--since", "2023-01-01"])
    try oshi.ok(["graduate", "mio", "--on", "2026-10-01"])
    try oshi.ok(["add", "Rin", "--slug", "rin", "--since", "2024-01-01"])
    try oshi.ok(["hiatus", "rin", "--from", "2026-10-01"])
    let before = try oshi.ok(["upcoming", "--days", "1", "--format", "json"])
    let on = try oshi.ok(
      ["upcoming", "--days", "0", "--format", "json"], ["OSHI_NOW": "2026-10-01T12:00:00+09:00"])
    let events = { (text: String) in
      try Harness.jsonLines(text).map { "\($0["widget"] ?? "") \($0["event"] ?? "")" }
    }
    #expect(try events(before) == ["mio-graduation graduation", "rin-hiatus hiatus"])
    #expect(try events(on) == ["mio-graduation graduation", "rin-hiatus hiatus"])
  }

  @Test("a frozen age's half-birthday is the same age and a half")
  func frozenHalfBirthday() throws {
    // The half-birthday falls in a month before the birthday's, in the next year.
    let oshi = try Harness(now: "2027-06-01T12:00:00+09:00")
    try oshi.ok(["add", "Mio", "--slug", "mio", "--birthday", "2001-12-10", "--age", "17"])
    let lines = try oshi.ok(["upcoming", "--days", "10"])
    #expect(lines.contains("17½"), "\(lines)")
    #expect(!lines.contains("16½"), "\(lines)")
  }

  @Test("notify never celebrates a hiatus's count")
  func notifyHiatus() throws {
    let oshi = try Harness(now: "2026-04-21T10:00:00+09:00")
    try oshi.ok(["add", "Rin", "--slug", "rin", "--since", "2024-01-01"])
    try oshi.ok(["hiatus", "rin", "--from", "2026-01-01"])
    // Day 111 of the hiatus, and day 345 two hundred and thirty-four days later.
    for day in ["2026-04-21", "2026-12-11"] {
      let due = try oshi.ok(["notify", "--dry-run"], ["OSHI_NOW": "\(day)T10:00:00+09:00"])
      #expect(!due.contains("活動休止"), "\(day): \(due)")
      #expect(!due.contains("hiatus"), "\(day): \(due)")
    }
  }

  @Test("a キリ番 day is today for every bar, as a milestone day is")
  func kiribanBars() throws {
    let oshi = try Self.store()
    try oshi.ok([
      "widget", "add", "--oshi", "mio", "--date", "2026-10-01", "--label", "初現場", "--id",
      "mio-live",
    ])
    // Day 123 since the live: a run of digits.
    let now = ["OSHI_NOW": "2027-02-01T12:00:00+09:00"]
    let waybar = try oshi.ok(["render", "mio-live", "--format", "waybar"], now)
    #expect(waybar.contains(#""class":["today","graduated"]"#), "\(waybar)")
    let blocks = try oshi.run(["render", "mio-live", "--format", "i3blocks"], now)
    #expect(blocks.status == 33, "\(blocks.stdout)")
    let rust = try oshi.ok(["render", "mio-live", "--format", "i3status-rust"], now)
    #expect(rust.contains(#""state":"Good""#), "\(rust)")
    // The same day of the graduation's count is remembered, not flagged.
    let quiet = try oshi.ok(["render", "mio-graduation", "--format", "waybar"], now)
    #expect(quiet.contains(#""class":["normal","graduated"]"#), "\(quiet)")
    #expect(!quiet.contains("!"), "\(quiet)")
  }

  @Test("list and show call a group's graduation its disbanding, 解散")
  func disbanding() throws {
    let oshi = try Self.store()
    let list = try oshi.ok(["list", "--lang", "ja"])
    let row = try #require(list.split(separator: "\n").first { $0.contains("hoshi-graduation") })
    #expect(row.contains("解散") && !row.contains("卒業"), "\(row)")
    let member = try #require(list.split(separator: "\n").first { $0.contains("mio-graduation") })
    #expect(member.contains("卒業"), "\(member)")
    let show = try oshi.ok(["show", "--lang", "ja"])
    #expect(show.contains("hoshi-graduation  星街 · 解散"), "\(show)")
  }

  @Test("oshi's own refusals are Japanese under --lang ja")
  func japaneseRefusals() throws {
    let oshi = try Self.store()
    try Data("not a picture\n".utf8).write(to: oshi.folder.appendingPathComponent("notes.txt"))
    let before = oshi.storeBytes()
    let image = try oshi.run(["image", "set", "mio", "notes.txt", "--lang", "ja"])
    #expect(image.status == 64)
    #expect(image.stderr == "error: notes.txt を読めません。PNG か JPEG の画像ではありません\n", "\(image.stderr)")
    #expect(oshi.storeBytes() == before)
    // The harness gives no session bus, as cron.
    let bus = try oshi.run(["notify", "--lang", "ja"], ["OSHI_NOW": "2027-05-05T10:00:00+09:00"])
    #expect(bus.status == 69)
    #expect(bus.stderr.hasPrefix("error: 通知を送るセッションバスがありません"), "\(bus.stderr)")
    #expect(bus.stderr.split(separator: "\n").count == 1)
    #expect(oshi.storeBytes() == before)

  }

  /// The calendar export's events, as "UID DTSTART DESCRIPTION" with the folding undone.
  static func events(_ ics: String) -> [String] {
    let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
    var events: [String] = []
    var current: [String: String] = [:]
    for line in unfolded.components(separatedBy: "\r\n") {
      if line == "END:VEVENT" {
        events.append(
          "\(current["UID"] ?? "") \(current["DTSTART;VALUE=DATE"] ?? "") \(current["DESCRIPTION"] ?? "")"
        )
        current = [:]
      } else if let colon = line.firstIndex(of: ":") {
        current[String(line[..<colon])] = String(line[line.index(after: colon)...])
      }
    }
    return events
  }

  @Test("the calendar says a day ahead is on its date, and has a hiatus's return")
  func calendarDays() throws {
    let oshi = try Self.store(now: "2026-11-01T12:00:00+09:00")
    try oshi.ok(["add", "Rin", "--slug", "rin", "--since", "2024-05-01"])
    try oshi.ok([
      "widget", "add", "--oshi", "rin", "--date", "2027-02-28", "--label", "Dome", "--once",
      "--id", "rin-dome",
    ])
    let events = Self.events(try oshi.ok(["export", "--format", "ics"]))
    #expect(events.contains("rin-dome@oshi 20270228 on 2027-02-28"), "\(events)")
    #expect(!events.contains { $0.hasPrefix("rin-dome@oshi") && $0.contains("since") })
    #expect(events.contains { $0.hasPrefix("yume-hiatus-return@oshi 20261115 ") }, "\(events)")
    let japanese = Self.events(try oshi.ok(["export", "--format", "ics", "--lang", "ja"]))
    #expect(japanese.contains("rin-dome@oshi 20270228 2027-02-28"), "\(japanese)")
  }

  @Test(
    "a year-less Feb 29 under mar1 is on Mar 1 of a common year only, in a calendar app",
    .enabled(if: Programs.runs(Programs.python("import icalendar, recurring_ical_events"))))
  func yearlessLeapDay() throws {
    let oshi = try Harness(now: "2026-11-22T12:00:00+09:00")
    try oshi.ok(["add", "Sora", "--slug", "sora", "--birthday", "--02-29"])
    try oshi.ok(["widget", "edit", "sora-birthday", "--leap-day", "mar1"])
    let file = oshi.folder.appendingPathComponent("oshi.ics").path
    try oshi.ok(["export", "--format", "ics", "-o", file])
    let script = CardTests.root.appendingPathComponent("scripts/ics-expand.py").path
    let expanded = try #require(
      try CalendarConsumerTests.run(["python3", script, file, "2027", "2028"]))
    let days = expanded.split(separator: "\n").filter { $0.hasPrefix("sora-birthday@oshi") }
      .map { $0.split(separator: "\t")[1] }
    #expect(days == ["2027-03-01", "2028-02-29"], "\(expanded)")
    let json = try #require(
      try Harness.jsonLines(try oshi.ok(["render", "sora-birthday", "--format", "json"])).first)
    #expect((json["next"] as? [String: Any])?["date"] as? String == "2027-03-01")
  }

  @Test("each line of an xbar or Argos menu says which day it counts")
  func menuLines() throws {
    let oshi = try Self.store()
    try oshi.ok(["group", "edit", "yume", "--debut", "2019-08-01"])
    try oshi.ok(["resume", "yume", "--on", "2026-11-15"])
    for format in ["xbar", "argos"] {
      let menu = try oshi.ok(["render", "--format", format])
      // The widgets' lines, without their submenus of actions ("--" lines).
      let lines = menu.split(separator: "\n").dropFirst(2).filter { !$0.hasPrefix("--") }.map {
        String($0.split(separator: " | ")[0])
      }
      let line = { (word: String) in lines.first { $0.contains(word) } ?? "" }
      #expect(line("ゆめいろ♪バンド 8th formation").contains("in 126 days"), "\(lines)")
      #expect(line("ゆめいろ♪バンド 8th anniversary").contains("in 248 days"), "\(lines)")
      #expect(lines.contains("🌸 星街 25 days since disbanding"), "\(lines)")
      #expect(lines.contains("♡ Mio 1,370 days as a fan"), "\(lines)")
      #expect(lines.contains("🌸 Mio 56 days since graduation"), "\(lines)")
      #expect(Set(lines).count == lines.count, "\(lines)")
    }
    // refresh's xbar file lists the same menu.
    try oshi.ok(["slot", "set", "bar", "--widget", "mio-graduation"])
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["refresh", "--out", out, "--formats", "xbar"])
    let file = try String(contentsOfFile: out + "/bar.xbar.txt", encoding: .utf8)
    #expect(file.contains("\n🌸 Mio 56 days since graduation |"), "\(file)")
    #expect(file.contains("8th formation in 126 days |"), "\(file)")
    let japanese = try oshi.ok(["render", "--format", "xbar", "--lang", "ja"])
    #expect(japanese.contains("\n★ ゆめいろ♪バンド 結成8周年まであと126日 |"), "\(japanese)")
    #expect(japanese.contains("\n★ ゆめいろ♪バンド デビュー8周年まであと248日 |"), "\(japanese)")
  }

  @Test(
    "a session bus where no notification server answers is said in Japanese too",
    .enabled(if: Programs.runs(Programs.has("dbus-daemon"))))
  func silentBus() throws {
    let oshi = try Self.store(now: "2027-05-05T10:00:00+09:00")
    // A private session bus of its own, with nothing on it, stopped at the end.
    let script = """
      work="$(mktemp -d)"
      dbus-daemon --session --fork --print-address=3 --print-pid=4 \\
        3>"$work/address" 4>"$work/pid" </dev/null >/dev/null 2>&1
      trap 'kill "$(head -n 1 "$work/pid")"; rm -rf "$work"' EXIT
      DBUS_SESSION_BUS_ADDRESS="$(head -n 1 "$work/address")" oshi notify --lang ja \\
        || echo "status $?" >&2
      """
    let result = try oshi.shell(["sh", "-c", script])
    #expect(result.stderr.contains("status 69"), "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("error: セッションバスで通知サーバーが応答しません"), "\(result.stderr)")
  }

  @Test(
    "swift-argument-parser's refusals say what is wrong with what was typed",
    arguments: [
      (
        ["add", "Mio", "--bday", "2000-01-01"],
        "error: unknown option '--bday'; did you mean '--birthday'?\n"
      ),
      // Issue 61: a negative count is not suggested as --days=-1, which is refused too.
      (
        ["upcoming", "--days", "-1"],
        "error: --days takes a number of 0 or more, such as --days 30; '-1' is below 0\n"
      ),
      (
        ["upcoming", "--days", "abc", "--lang", "ja"],
        "error: --days の 'abc' は整数ではありません。--days 30 のように整数で書いてください\n"
      ),
      (
        ["render", "--width", "x"],
        "error: --width 'x' is not a whole number; write one, such as --width 30\n"
      ),
      (
        ["add", "Mio", "--birthday", "--lang", "ja"],
        "error: --birthday に日付がありません(オプション --lang を日付として読みました)。--birthday 2000-01-31 のように、すぐ後に日付を書いてください\n"
      ),
      (
        ["add", "Mio", "--birthday", "--private"],
        "error: --birthday needs a date, and took the option --private as one; write the date after it: --birthday 2000-01-31\n"
      ),
      (
        ["add", "-Aki-"],
        "error: missing expected argument '<name>'; a name that begins with '-' goes last, after --: oshi add --since today -- '-Aki-'\n"
      ),
      (
        ["add"],
        "error: missing expected argument '<name>'; for example: oshi add Aki --birthday 1999-03-15 --debut 2019-11-30 --since 2023-04-01 (oshi add --help shows more)\n"
      ),
      (
        ["graduate", "aki", "--lang", "ja"],
        "error: --on を付けてください。例: oshi graduate aki --on 2026-03-31(ほかの例は oshi graduate --help にあります)\n"
      ),
      (["render", "--family"], "error: --family needs a value\n"),
      (
        ["add", "Mio", "--xyz"],
        "error: unknown option '--xyz'; oshi add --help lists the options\n"
      ),
      (
        ["add", "Mio", "--bday", "1/1", "--lang", "ja"],
        "error: '--bday' というオプションはありません。'--birthday' のことですか?\n"
      ),
      (["add", "Mio", "Extra", "--lang", "ja"], "error: 余分な引数 'Extra' があります\n"),
    ])
  func parserRefusals(arguments: [String], expected: String) throws {
    let oshi = try Self.store()
    let before = oshi.storeBytes()
    let result = try oshi.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    #expect(result.refusal == expected, "\(arguments)")
    // Then how the command is used, in the refusal's language; a date option that took
    // an option is oshi's own refusal, made before the parser runs, and has none.
    let japanese = expected.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
    let tookOption = expected.contains("needs a date") || expected.contains("日付がありません")
    #expect(
      result.usage?.hasPrefix(japanese ? "使い方: oshi " : "usage: oshi ") ?? tookOption,
      "\(arguments): \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(oshi.storeBytes() == before)
  }
}
