import Foundation
import Testing

@Suite("TZ is read as glibc reads it, and the stored zone is an IANA name")
struct TimeZoneTests {
  /// What `render` prints at `now` with `TZ=tz`.
  static func render(_ oshi: Harness, at now: String, tz: String) throws -> RunResult {
    try oshi.run(["render", "aki-following", "aki-birthday"], ["OSHI_NOW": now, "TZ": tz])
  }

  @Test(
    "A POSIX TZ keeps the same midnights as its IANA zone",
    arguments: [
      // One second before and at local midnight, in standard and in daylight time.
      ("JST-9", "Asia/Tokyo", ["2026-11-22T14:59:59Z", "2026-11-22T15:00:00Z"]),
      ("<+0545>-5:45", "Asia/Kathmandu", ["2026-11-22T18:14:59Z", "2026-11-22T18:15:00Z"]),
      // Not in the tz database: daylight time by the default (US) rules.
      ("XST5XDT", "America/New_York", ["2026-07-01T03:59:59Z", "2026-07-01T04:00:00Z"]),
      ("XST5XDT", "America/New_York", ["2026-12-01T04:59:59Z", "2026-12-01T05:00:00Z"]),
      (
        "CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Paris",
        ["2026-07-14T21:59:59Z", "2026-07-14T22:00:00Z", "2026-03-28T22:59:59Z"]
      ),
      ("<-03>3", "America/Sao_Paulo", ["2026-11-23T02:59:59Z", "2026-11-23T03:00:00Z"]),
    ])
  func posixMatchesIANA(posix: String, iana: String, instants: [String]) throws {
    let oshi = try Harness()
    try oshi.addAki()
    for now in instants {
      let fromPosix = try Self.render(oshi, at: now, tz: posix)
      let fromIANA = try Self.render(oshi, at: now, tz: iana)
      #expect(fromPosix.status == 0)
      #expect(fromPosix.stderr.isEmpty, "stderr: \(fromPosix.stderr)")
      #expect(fromPosix.stdout == fromIANA.stdout, "at \(now)")
    }
    // Midnight really moved the count: the pair of instants is a real test.
    let before = try Self.render(oshi, at: instants[0], tz: posix).stdout
    let after = try Self.render(oshi, at: instants[1], tz: posix).stdout
    #expect(before != after)
  }

  @Test("A TZ neither IANA nor POSIX can read warns once and falls back")
  func unreadableTZ() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["config", "set", "tz", "Asia/Tokyo"])
    // Just before midnight in Tokyo, when UTC is still on the 22nd afternoon.
    let now = "2026-11-22T14:59:59Z"
    let expected = try Self.render(oshi, at: now, tz: "Asia/Tokyo").stdout
    for tz in ["Nowhere/City", "JST", "+9", "EST5EDT,M3"] {
      let result = try Self.render(oshi, at: now, tz: tz)
      #expect(result.status == 0)
      #expect(result.stdout == expected, "TZ=\(tz)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "stderr: \(result.stderr)")
      #expect(result.stderr.hasPrefix("warning: TZ '\(tz)'"))
      #expect(result.stderr.contains("using the stored zone, Asia/Tokyo"))
    }
    let abbreviation = try Self.render(oshi, at: now, tz: "JST")
    #expect(abbreviation.stderr.contains("set TZ=Asia/Tokyo"))
  }

  @Test("Commands that need no zone, and the fix itself, run under any TZ")
  func commandsRunUnderAnyTZ() throws {
    let oshi = try Harness()
    try oshi.addAki()
    for tz in ["JST-9", "Nowhere/City"] {
      for arguments in [["export"], ["doctor"], ["list"], ["config", "get"]] {
        let result = try oshi.run(arguments, ["TZ": tz])
        #expect(result.status == 0, "TZ=\(tz) \(arguments): \(result.stderr)")
      }
    }
    let fix = try oshi.run(["config", "set", "tz", "Asia/Tokyo"], ["TZ": "Nowhere/City"])
    #expect(fix.status == 0)
    #expect(try oshi.ok(["config", "get", "tz"]) == "Asia/Tokyo\n")
    // With a zone stored, the warning names it.
    let after = try oshi.run(["list"], ["TZ": "Nowhere/City"])
    #expect(after.stderr.contains("using the stored zone, Asia/Tokyo"))
  }

  @Test("Zone names are stored as written", arguments: ["UTC", "Asia/Tokyo", "Etc/GMT-9", "GMT"])
  func storedAsWritten(name: String) throws {
    let oshi = try Harness()
    try oshi.ok(["config", "set", "tz", name])
    #expect(try oshi.ok(["config", "get", "tz"]) == name + "\n")
  }

  @Test("schedule prints the IANA zone of a POSIX TZ, for cron and for systemd")
  func scheduleNamesIANA() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let cron = try oshi.run(["schedule", "--cron"], ["TZ": "JST-9"])
    #expect(cron.status == 0)
    #expect(cron.stdout.contains("--tz Asia/Tokyo"))
    #expect(!cron.stdout.contains("JST-9"))
    let timer = try oshi.run(["schedule", "--systemd", "--tz", "<+0545>-5:45"])
    #expect(timer.stdout.contains("OnCalendar=*-*-* 00:00:00 Asia/Kathmandu"))
    let fixed = try oshi.run(["schedule", "--systemd", "--tz", "<+04>-4"])
    #expect(fixed.stdout.contains("OnCalendar=*-*-* 00:00:00 Etc/GMT-4"))
  }
}
