import Foundation
import Testing

@Suite("export --format ics, as calendar apps read it")
struct CalendarExportTests {
  /// A store with Feb 29 under both rules, a once day, a private oshi and a hostile label.
  static func store() throws -> Harness {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["add", "Rin", "--slug", "rin", "--birthday", "2004-02-29"])
    try oshi.ok(["add", "Mai", "--slug", "mai", "--birthday", "2004-02-29"])
    try oshi.ok(["widget", "edit", "mai-birthday", "--leap-day", "mar1"])
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2027-06-01", "--label", "Live; A, B \\ C",
      "--once", "--id", "aki-live",
    ])
    try oshi.ok(["add", "Secret", "--slug", "secret", "--birthday", "2000-05-05", "--private"])
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2024-02-12",
      "--label", "ファーストライブ東京ドーム公演記念日ファーストライブ東京ドーム公演記念日", "--id", "aki-long",
    ])
    return oshi
  }

  /// The consumer's occurrences: "uid date" lines from icalendar and dateutil's rrule.
  ///
  /// python3 is the one on the test's own PATH, where CI installs icalendar.
  static func occurrences(_ file: String, _ oshi: Harness) throws -> [String]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.script, file, "2027", "2029"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      $0.split(separator: "\t").prefix(2).joined(separator: " ")
    }
  }

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/ics-occurrences.py").path

  @Test(
    "Feb 29 keeps its rule, a once day happens once, private stays out",
    .enabled(if: CalendarConsumerTests.readsCalendars))
  func consumerView() throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("oshi.ics").path
    try oshi.ok(["export", "--format", "ics", "-o", file])
    let days = try #require(try Self.occurrences(file, oshi))
    func on(_ uid: String) -> [String] {
      days.filter { $0.hasPrefix(uid + " ") }.map { String($0.dropFirst(uid.count + 1)) }
    }
    #expect(on("rin-birthday@oshi") == ["2027-02-28", "2028-02-29", "2029-02-28"])
    #expect(on("mai-birthday@oshi") == ["2027-03-01", "2028-02-29", "2029-03-01"])
    #expect(on("aki-birthday@oshi") == ["2027-03-15", "2028-03-15", "2029-03-15"])
    #expect(on("aki-live@oshi") == ["2027-06-01"])
    #expect(on("aki-following-day-2000@oshi") == ["2028-09-20"])
    // A once day still ahead counts from its day: upcoming's day 100 is there (issue 54).
    #expect(on("aki-live-day-100@oshi") == ["2027-09-09"])
    #expect(!days.contains { $0.hasPrefix("secret-") })

    // With --include-private the private oshi is there.
    let all = oshi.folder.appendingPathComponent("all.ics").path
    try oshi.ok(["export", "--format", "ics", "--include-private", "-o", all])
    #expect(try Self.occurrences(all, oshi)?.contains("secret-birthday@oshi 2027-05-05") == true)
  }

  @Test("CRLF lines of at most 75 octets, folded between characters; text escaped")
  func wireFormat() throws {
    let oshi = try Self.store()
    let text = try oshi.ok(["export", "--format", "ics"])
    let bytes = Array(text.utf8)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D {
        #expect(bytes[index + 1] == 0x0A)
        lines.append(current)
        current = []
        index += 2
      } else {
        #expect(bytes[index] != 0x0A, "a bare LF")
        current.append(bytes[index])
        index += 1
      }
    }
    #expect(lines.allSatisfy { $0.count <= 75 })
    // Every physical line is whole UTF-8: no character was split by a fold.
    #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
    #expect(lines.contains { $0.first == 0x20 }, "the long label was folded")
    #expect(text.contains("SUMMARY:Aki: Live\\; A\\, B \\\\ C\r\n"))
    #expect(text.contains("UID:aki-birthday@oshi\r\n"))
    #expect(text.contains("RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1\r\n"))
    #expect(text.contains("RRULE:FREQ=YEARLY;BYYEARDAY=60\r\n"))
    // The once day still ahead has the milestone upcoming lists for it (issue 54).
    #expect(
      text.contains(
        "UID:aki-live-day-100@oshi\r\nDTSTAMP:20261122T000000Z\r\nDTSTART;VALUE=DATE:20270909\r\n"))
    let upcoming = try oshi.ok(["upcoming", "--days", "400", "--format", "json"])
    #expect(
      try Harness.jsonLines(upcoming).contains {
        $0["widget"] as? String == "aki-live" && $0["event"] as? String == "milestone"
          && $0["number"] as? Int == 100 && $0["date"] as? String == "2027-09-09"
      }, "\(upcoming)")
    // Exporting again on the same day gives the same file: UIDs and stamps are stable.
    #expect(try oshi.ok(["export", "--format", "ics"]) == text)
  }

  @Test("--include-private needs --format ics")
  func includePrivateNeedsICS() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let result = try oshi.run(["export", "--include-private"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: --include-private is for --format ics"))
  }
}
