import Foundation
import OshiCore
import PropertyBased
import Testing

@Suite("POSIX TZ rules are read as glibc reads them")
struct PosixTimeZoneTests {
  @Test(
    "Offsets at instants",
    arguments: [
      // Standard time only; the offset is west of UTC.
      ("JST-9", "2026-11-22T00:00:00Z", 9 * 3600),
      ("<+0545>-5:45", "2026-11-22T00:00:00Z", 5 * 3600 + 45 * 60),
      ("<-03>3", "2026-11-22T00:00:00Z", -3 * 3600),
      ("UTC0", "2026-07-01T00:00:00Z", 0),
      ("<+1245>-12:45", "2026-07-01T00:00:00Z", 12 * 3600 + 45 * 60),
      // Daylight time without rules: the United States' (second Sunday of March at
      // 02:00 standard, first Sunday of November at 02:00 daylight).
      ("EST5EDT", "2026-03-08T06:59:59Z", -5 * 3600),
      ("EST5EDT", "2026-03-08T07:00:00Z", -4 * 3600),
      ("EST5EDT", "2026-11-01T05:59:59Z", -4 * 3600),
      ("EST5EDT", "2026-11-01T06:00:00Z", -5 * 3600),
      // Europe: last Sunday of March at 01:00 UTC, of October at 01:00 UTC.
      ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-29T00:59:59Z", 3600),
      ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-29T01:00:00Z", 7200),
      ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-10-25T00:59:59Z", 7200),
      ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-10-25T01:00:00Z", 3600),
      // The southern hemisphere: daylight time across the new year.
      ("AEST-10AEDT,M10.1.0,M4.1.0/3", "2026-01-15T00:00:00Z", 11 * 3600),
      ("AEST-10AEDT,M10.1.0,M4.1.0/3", "2026-07-15T00:00:00Z", 10 * 3600),
      // A daylight offset given, and Julian days (J60 is March 1, even in leap years).
      ("XST3XDT1,J60,J300", "2028-03-01T04:59:59Z", -3 * 3600),
      ("XST3XDT1,J60,J300", "2028-03-01T05:00:00Z", -1 * 3600),
      // Zero-based days count February 29: day 59 is February 29 in 2028.
      ("XST3XDT,59,300", "2028-02-29T04:59:59Z", -3 * 3600),
      ("XST3XDT,59,300", "2028-02-29T05:00:00Z", -2 * 3600),
      // Greenland's rule: transitions at −1:00 and 0:00 local, past midnight.
      ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2026-07-01T00:00:00Z", -3600),
    ])
  func offsets(rule: String, at iso: String, expected: Int) throws {
    let zone = try #require(PosixTimeZone(rule))
    let instant = try #require(Now(iso: iso)).instant(in: Zone(identifier: "UTC")!)
    #expect(zone.offset(at: instant) == expected)
  }

  @Test(
    "Not POSIX rules",
    arguments: [
      "", "JST", "JS-9", "JST9X", "<+05>", "<+0>-5", "JST-25", "JST-9:60", "EST5EDT,M3",
      "EST5EDT,M3.2.0", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
      "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J100", "EST5EDT,366,100", "EST5EDT,M3.2.0/168,J1",
      "Asia/Tokyo", "JST-9 ", "ＪＳＴ-9",
    ])
  func refused(rule: String) {
    #expect(PosixTimeZone(rule) == nil)
  }

  /// Rules that exercise every part of the grammar, for the comparison with glibc.
  ///
  /// Daylight time without rules is left out: glibc then adapts America/New_York's
  /// history from its `posixrules` file, and ends daylight time at 02:00 UTC, four hours
  /// before New York does. oshi follows POSIX's default and New York
  /// ("A POSIX TZ keeps the same midnights as its IANA zone", in the end-to-end tests).
  static let rules = [
    "JST-9", "<+0545>-5:45", "<-0330>3:30", "XST5XDT,M3.2.0,M11.1.0", "PST8PDT,M3.2.0,M11.1.0",
    "CET-1CEST,M3.5.0,M10.5.0/3", "AEST-10AEDT,M10.1.0,M4.1.0/3", "NZST-12NZDT,M9.5.0,M4.1.0/3",
    "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "XST3XDT1,J60,J300", "XST3XDT,59,300",
    "IST-2IDT,M3.4.4/26,M10.5.0", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
    "WART4WARST,J1/0,J365/25", "ABC+3:15:30DEF+2,M4.5.6/1:30,M9.1.2/-3:20",
  ]

  /// glibc through Python's `time.localtime`, or nil when python3 cannot run.
  static func glibcOffsets(_ requests: [(rule: String, instants: [Int64])]) -> [[Int]]? {
    let text = requests.map {
      "\($0.rule)\t\($0.instants.map(String.init).joined(separator: " "))\n"
    }
    return PythonReference.run("glibc-offsets.py", input: text.joined())?.split(separator: "\n")
      .map { $0.split(separator: " ").compactMap { Int($0) } }
  }

  @Test(
    "The same offsets as glibc at random instants, and around every transition",
    .enabled(if: PythonReference.runs(importing: "time")))
  func sameAsGlibc() async throws {
    var requests: [(rule: String, instants: [Int64])] = []
    var generator = SystemRandomNumberGenerator()
    for rule in Self.rules {
      let zone = try #require(PosixTimeZone(rule))
      // 1970 to 2100.
      var instants = (0..<300).map { _ in Int64.random(in: 0...4_102_444_800, using: &generator) }
      if let daylight = zone.daylight {
        for year in 2020...2030 {
          // Each transition's instant in UTC, and a second either side.
          for (transition, offset) in [
            (daylight.start, zone.standardOffset), (daylight.end, daylight.offset),
          ] {
            let wall = PosixTimeZone.wallClock(of: transition, in: year)
            let instant = wall - Int64(offset)
            instants += [instant - 1, instant, instant + 1]
          }
        }
      }
      requests.append((rule, instants))
    }
    let reference = try #require(
      Self.glibcOffsets(requests), "python3 could not run scripts/glibc-offsets.py")
    #expect(reference.count == requests.count)
    for (request, offsets) in zip(requests, reference) {
      let zone = try #require(PosixTimeZone(request.rule))
      #expect(offsets.count == request.instants.count)
      for (instant, expected) in zip(request.instants, offsets) {
        #expect(zone.offset(at: instant) == expected, "\(request.rule) at \(instant)")
      }
    }
  }

  @Test("Any offset and any rule either parses to its values or is refused, never traps")
  func randomRules() async {
    await propertyCheck(input: Gen.int(in: -25 * 3600...25 * 3600), Gen.int(in: 0...12)) {
      seconds, month in
      let hours = abs(seconds) / 3600
      let minutes = abs(seconds) / 60 % 60
      let text = "ABC\(seconds < 0 ? "-" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
      let zone = PosixTimeZone(text + "DEF,M\(month).1.0,M11.1.0")
      let valid = hours <= 24 && (1...12).contains(month)
      #expect((zone != nil) == valid)
      if let zone {
        #expect(zone.standardOffset == -(seconds / 60) * 60)
      }
    }
  }

  @Test("IANA names for POSIX rules: the abbreviation's zone, Etc/GMT, or the one that agrees")
  func ianaNames() throws {
    let now = try #require(Now(iso: "2026-11-22T00:00:00Z")).instant(in: Zone(identifier: "UTC")!)
    let expectations = [
      ("JST-9", "Asia/Tokyo"), ("EST5EDT", "America/New_York"), ("<+0545>-5:45", "Asia/Kathmandu"),
      ("<+04>-4", "Etc/GMT-4"), ("<-03>3", "Etc/GMT+3"), ("UTC0", "UTC"),
      ("CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Paris"), ("KST-9", "Asia/Seoul"),
    ]
    let known = TimeZone.knownTimeZoneIdentifiers.sorted()
    for (rule, name) in expectations {
      let zone = try #require(Zone(posix: rule))
      #expect(zone.ianaName(near: now, among: known) == name, "\(rule)")
    }
    // No zone keeps daylight time from January to February.
    #expect(Zone(posix: "XST5XDT,J10,J40")?.ianaName(near: now, among: known) == nil)
    #expect(Zone(identifier: "Asia/Tokyo")?.ianaName(near: now, among: known) == "Asia/Tokyo")
  }

  @Test("Reading a zone: IANA first, abbreviations refused, then POSIX")
  func reading() {
    #expect(Zone.reading("Asia/Tokyo").zone?.identifier == "Asia/Tokyo")
    #expect(Zone.reading(":Asia/Tokyo").zone?.identifier == "Asia/Tokyo")
    #expect(Zone.reading("/usr/share/zoneinfo/Asia/Tokyo").zone?.identifier == "Asia/Tokyo")
    #expect(Zone.reading("UTC").zone?.identifier == "UTC")
    #expect(Zone.reading("JST-9").zone?.posixRule?.standardOffset == 9 * 3600)
    // glibc reads GMT+9 as POSIX: nine hours west.
    #expect(Zone.reading("GMT+9").zone?.posixRule?.standardOffset == -9 * 3600)
    if case .abbreviation(_, let suggestion) = Zone.reading("JST") {
      #expect(suggestion == "Asia/Tokyo")
    } else {
      Issue.record("JST is an abbreviation")
    }
    if case .abbreviation(_, let suggestion) = Zone.reading("EST") {
      #expect(suggestion == "America/New_York")
    } else {
      Issue.record("EST is an abbreviation")
    }
    if case .unknown = Zone.reading("Mars/Olympus") {} else { Issue.record("Mars/Olympus") }
  }
}
