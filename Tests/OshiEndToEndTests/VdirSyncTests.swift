import Foundation
import Testing

/// The calendar vdir that `refresh` writes, synced by vdirsyncer to a real CalDAV server.
///
/// Radicale serves on 127.0.0.1 with a temporary folder; vdirsyncer runs with the
/// configuration `oshi integrate vdirsyncer` prints; python caldav expands the server's
/// calendar. All three are Debian's (radicale, vdirsyncer, python3-caldav), run by
/// `/usr/bin/python3`; `scripts/calendar-server.py` drives the server side. Nothing here
/// reaches past 127.0.0.1.
@Suite("The calendar vdir, synced to a CalDAV server")
struct VdirSyncTests {
  static let server = CalendarConsumerTests.scripts.appendingPathComponent("calendar-server.py")

  /// Whether vdirsyncer, Radicale and python caldav are here.
  static let available =
    Programs.has("vdirsyncer")
    && Programs.python("import radicale, caldav, icalendar", interpreter: "/usr/bin/python3")

  /// Runs Debian's python3 on the server script.
  static func script(_ oshi: Harness, _ arguments: [String]) throws -> String {
    let result = try oshi.shell(["/usr/bin/python3", server.path] + arguments)
    #expect(result.status == 0, "calendar-server.py \(arguments): \(result.stderr)")
    return result.stdout
  }

  /// `vdirsyncer sync`, with the printed configuration; returns what it said.
  static func sync(_ oshi: Harness) throws -> String {
    let result = try oshi.shell(
      ["vdirsyncer", "sync", "oshi_calendar"],
      extra: ["VDIRSYNCER_CONFIG": oshi.folder.appendingPathComponent("vdirsyncer.conf").path])
    #expect(result.status == 0, "vdirsyncer sync: \(result.stdout) \(result.stderr)")
    return result.stdout + result.stderr
  }

  /// The server's occurrences from `start` for 1,826 days, by UID.
  static func occurrences(_ oshi: Harness, calendar: String) throws -> [String: [String]] {
    var found: [String: [String]] = [:]
    for row in try Harness.jsonLines(
      script(oshi, ["expand", calendar, "2026-11-22", "2031-11-22"]))
    {
      found[row["uid"] as? String ?? "", default: []].append(row["date"] as? String ?? "")
    }
    return found
  }

  /// oshi's own dates for the same five years, by the UID the calendar gives each: every
  /// yearly day of a widget (`<id>@oshi`), and each count's next milestone
  /// (`<id>-day-<N>@oshi`), the only one the calendar holds.
  static func oshiDates(_ oshi: Harness) throws -> [String: [String]] {
    var dates: [String: [String]] = [:]
    var counted: Set<String> = []
    for row in try Harness.jsonLines(
      oshi.ok(["upcoming", "--days", "1825", "--format", "json"]))
    {
      let widget = row["widget"] as? String ?? ""
      switch row["event"] as? String {
      case "birthday", "anniversary":
        dates["\(widget)@oshi", default: []].append(row["date"] as? String ?? "")
      case "milestone":
        // upcoming lists by date: the first milestone of a widget is its next.
        guard counted.insert(widget).inserted else { break }
        let number = row["number"] as? Int ?? 0
        dates["\(widget)-day-\(number)@oshi", default: []].append(row["date"] as? String ?? "")
      default:
        break
      }
    }
    return dates
  }

  @Test(
    "refresh, vdirsyncer sync, and the server's five years are oshi's own dates; a change syncs, nothing changed uploads nothing",
    .enabled(if: Programs.runs(VdirSyncTests.available)))
  func syncsToRadicale() throws {
    let oshi = try CalendarConsumerTests.store()
    // The server runs in the background until the test ends, whatever it finds.
    let radicale = oshi.folder.appendingPathComponent("radicale").path
    let url = try Self.script(oshi, ["serve", radicale]).trimmingCharacters(in: .newlines)
    defer { _ = try? Self.script(oshi, ["stop", radicale]) }
    #expect(url.hasPrefix("http://127.0.0.1:"))
    let calendar = url + "fan/oshi/"
    _ = try Self.script(oshi, ["mkcalendar", calendar])
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["config", "set", "formats", "vdir"])
    try oshi.ok(["refresh", "--out", out])
    let configuration = try oshi.ok([
      "integrate", "vdirsyncer", "--out", out, "--url", calendar, "--username", "fan",
      "--password-command", "echo secret",
    ])
    // The password is fetched by its command, never written.
    #expect(configuration.contains("password.fetch = [\"shell\", \"echo secret\"]"))
    #expect(!configuration.contains("password ="))
    try configuration.write(
      to: oshi.folder.appendingPathComponent("vdirsyncer.conf"), atomically: true, encoding: .utf8)
    let discover = try oshi.shell(
      ["vdirsyncer", "discover", "oshi_calendar"],
      extra: ["VDIRSYNCER_CONFIG": oshi.folder.appendingPathComponent("vdirsyncer.conf").path])
    #expect(discover.status == 0, "\(discover.stdout) \(discover.stderr)")
    let first = try Self.sync(oshi)
    #expect(first.contains("Copying (uploading) item aki-birthday@oshi"), "\(first)")

    // Every occurrence on the server is one of oshi's, and every one of oshi's is there.
    let served = try Self.occurrences(oshi, calendar: calendar)
    let own = try Self.oshiDates(oshi)
    for uid in Set(served.keys).union(own.keys).sorted() {
      #expect(served[uid, default: []].sorted() == own[uid, default: []].sorted(), "\(uid)")
    }
    // Feb 29 under both rules: Feb 28 (rin) or Mar 1 (mai) in common years.
    #expect(served["rin-birthday@oshi"]?.contains("2027-02-28") == true)
    #expect(served["rin-birthday@oshi"]?.contains("2028-02-29") == true)
    #expect(served["mai-birthday@oshi"]?.contains("2027-03-01") == true)
    #expect(served["mai-birthday@oshi"]?.contains("2028-02-29") == true)
    #expect(served.values.map(\.count).reduce(0, +) > 30)

    // Nothing changed: the same day's refresh, and the next day's, upload nothing.
    try oshi.ok(["refresh", "--out", out])
    let unchanged = try Self.sync(oshi)
    #expect(!unchanged.contains("Copying") && !unchanged.contains("Deleting"), "\(unchanged)")
    try oshi.ok(["refresh", "--out", out], ["OSHI_NOW": "2026-11-23T12:00:00+09:00"])
    let nextDay = try Self.sync(oshi)
    #expect(!nextDay.contains("Copying") && !nextDay.contains("Deleting"), "\(nextDay)")

    // A changed birthday and a removed widget reach the server.
    try oshi.ok(["edit", "aki", "--birthday", "1999-03-16"])
    try oshi.ok(["widget", "remove", "luna-summer"])
    try oshi.ok(["refresh", "--out", out])
    let changed = try Self.sync(oshi)
    #expect(changed.contains("Copying (updating) item aki-birthday@oshi"), "\(changed)")
    #expect(changed.contains("Deleting item luna-summer@oshi"), "\(changed)")
    let after = try Self.occurrences(oshi, calendar: calendar)
    #expect(after["aki-birthday@oshi"]?.first == "2027-03-16")
    #expect(after["luna-summer@oshi"] == nil)
  }
}
