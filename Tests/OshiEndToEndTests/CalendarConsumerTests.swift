import Foundation
import Testing

/// The calendar as the calendar programs read it.
///
/// The programs are Python's icalendar with recurring-ical-events, and khal. CI installs
/// both; elsewhere the tests say what is missing unless OSHI_REQUIRE_CONSUMERS=1 makes it
/// a failure.
@Suite("The calendar in calendar programs")
struct CalendarConsumerTests {
  static let required = ProcessInfo.processInfo.environment["OSHI_REQUIRE_CONSUMERS"] == "1"

  static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts")

  /// Every kind of yearly day: dates with years, a year-less birthday, Feb 29 under
  /// both rules, a debut, a start, a yearly custom day with and without a year.
  static func store() throws -> Harness {
    let oshi = try Harness()
    try oshi.ok([
      "add", "Aki", "--birthday", "1999-03-15", "--debut", "2019-11-30", "--since", "2023-04-01",
    ])
    try oshi.ok(["add", "Rin", "--slug", "rin", "--birthday", "2004-02-29"])
    try oshi.ok(["add", "Mai", "--slug", "mai", "--birthday", "2004-02-29"])
    try oshi.ok(["widget", "edit", "mai-birthday", "--leap-day", "mar1"])
    try oshi.ok(["add", "星野ルナ", "--slug", "luna", "--birthday", "--12-10"])
    try oshi.ok(["widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "初現場"])
    try oshi.ok([
      "widget", "add", "--oshi", "luna", "--date", "2020-02-29", "--label", "Leap live",
      "--leap-day", "mar1",
    ])
    try oshi.ok(["widget", "add", "--oshi", "luna", "--date", "--07-04", "--label", "Summer"])
    return oshi
  }

  /// Whether python3 (the first on the tests' PATH) reads calendars as calendar apps do.
  static let readsCalendars = Programs.runs(
    Programs.python("import icalendar, recurring_ical_events, dateutil.rrule"))

  /// Runs `arguments` and returns standard output, or nil when the program is missing or
  /// fails (the test then says so).
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      #expect(
        !required,
        "\(arguments.joined(separator: " ")) failed: \(String(decoding: problem, as: UTF8.self))")
      return nil
    }
    return String(decoding: data, as: UTF8.self)
  }

  @Test(
    "recurring-ical-events expands each yearly day to oshi's own next dates, 2020 to 2060",
    .enabled(if: CalendarConsumerTests.readsCalendars))
  func expansionMatchesNext() throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("oshi.ics").path
    try oshi.ok(["export", "--format", "ics", "-o", file])
    let expanded = try #require(
      try Self.run([
        "python3", Self.scripts.appendingPathComponent("ics-expand.py").path, file, "2020", "2060",
      ]))
    var calendar: [String: Set<String>] = [:]
    for line in expanded.split(separator: "\n") where !line.hasPrefix("ALARM\t") {
      let parts = line.split(separator: "\t").map(String.init)
      calendar[parts[0], default: []].insert(parts[1])
    }
    // oshi's own: on each New Year's Day, each widget's next date that falls in that year.
    var own: [String: Set<String>] = [:]
    var starts: [String: String] = [:]
    for year in 2020...2060 {
      let text = try oshi.ok(
        ["render", "--all", "--format", "json"], ["OSHI_NOW": "\(year)-01-01T00:00:00+09:00"])
      for object in try Harness.jsonLines(text) {
        let id = try #require(object["widget"] as? String)
        let next = try #require(object["next"] as? [String: Any])
        let date = try #require(next["date"] as? String)
        if date.hasPrefix("\(year)-") { own["\(id)@oshi", default: []].insert(date) }
        starts["\(id)@oshi"] = object["date"] as? String
      }
    }
    #expect(own.count == 9)
    for (uid, days) in own {
      // The calendar starts at the date, or, without a year, at its next day after the
      // export (2026-11-22).
      let start = try #require(starts[uid])
      let first = start.hasPrefix("--") ? "2026-11-22" : start
      let expected = days.filter { $0 >= first }
      #expect(calendar[uid] == expected, "\(uid)")
    }
    #expect(calendar["rin-birthday@oshi"]?.contains("2027-02-28") == true)
    #expect(calendar["rin-birthday@oshi"]?.contains("2028-02-29") == true)
    #expect(calendar["mai-birthday@oshi"]?.contains("2027-03-01") == true)
    #expect(calendar["luna-leap-live@oshi"]?.contains("2059-03-01") == true)
  }

  @Test(
    "vCards in, ICS out: every birthday and anniversary of the contacts on its day",
    .enabled(if: CalendarConsumerTests.readsCalendars))
  func vcardRoundTrip() throws {
    let oshi = try Harness()
    let fixtures = Self.scripts.deletingLastPathComponent()
      .appendingPathComponent("Tests/OshiImportTests/Fixtures")
    let expected = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: fixtures.appendingPathComponent("expected.json")))
        as? [String: [String: Any]])
    var wanted: Set<String> = []
    for name in [
      "apple-contacts.vcf", "google-contacts.vcf", "thunderbird.vcf", "quoted-printable.vcf",
    ] {
      try oshi.ok(["import", fixtures.appendingPathComponent(name).path, "--merge"])
      for record in try #require(expected[name]?["oshis"] as? [[String: Any]]) {
        let person = try #require(record["name"] as? String)
        if let birthday = record["birthday"] as? String {
          wanted.insert("2027-\(birthday.suffix(5))\t\(person)'s birthday")
        }
        for day in record["days"] as? [[String: Any]] ?? [] {
          let date = try #require(day["date"] as? String)
          wanted.insert("2027-\(date.suffix(5))\t\(person): \(day["label"] as? String ?? "")")
        }
      }
    }
    // Twelve days, of which Thunderbird's Aki and Rin Aoi share their birthdays with Apple's.
    #expect(wanted.count == 11)
    let file = oshi.folder.appendingPathComponent("contacts.ics").path
    try oshi.ok(["export", "--format", "ics", "-o", file])
    let expanded = try #require(
      try Self.run([
        "python3", Self.scripts.appendingPathComponent("ics-expand.py").path, file, "2027", "2027",
      ]))
    let days = Set(
      expanded.split(separator: "\n").filter { !$0.hasPrefix("ALARM\t") }.map {
        $0.split(separator: "\t").dropFirst().joined(separator: "\t")
      })
    #expect(wanted.subtracting(days).isEmpty, "missing: \(wanted.subtracting(days))")
  }

  @Test(
    "VALARMs follow notify.before at notify.at, on the yearly days only",
    .enabled(if: CalendarConsumerTests.readsCalendars))
  func alarms() throws {
    let oshi = try Self.store()
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2027-06-01", "--label", "Live", "--once",
    ])
    let file = oshi.folder.appendingPathComponent("oshi.ics").path
    try oshi.ok(["export", "--format", "ics", "-o", file])
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("VALARM") == false)
    try oshi.ok(["config", "set", "notify.before", "7,1"])
    try oshi.ok(["config", "set", "notify.at", "09:30"])
    try oshi.ok(["export", "--format", "ics", "-o", file])
    let expanded = try #require(
      try Self.run([
        "python3", Self.scripts.appendingPathComponent("ics-expand.py").path, file, "2027", "2027",
      ]))
    var alarms: [String: [Int]] = [:]
    for line in expanded.split(separator: "\n") where line.hasPrefix("ALARM\t") {
      let parts = line.split(separator: "\t")
      alarms[String(parts[1]), default: []].append(Int(parts[2]) ?? 0)
    }
    // 7 days before at 09:30 is 6 days 14.5 hours before the day starts.
    let leads = [-(7 * 86_400 - 9 * 3_600 - 1_800), -(86_400 - 9 * 3_600 - 1_800)]
    #expect(alarms["aki-birthday@oshi"] == leads)
    #expect(alarms["luna-birthday@oshi"] == leads)
    #expect(alarms["aki-live@oshi"] == nil)
    #expect(alarms.keys.allSatisfy { !$0.contains("-day-") })
  }

  @Test(
    "khal imports the file and lists the birthdays on their days",
    .enabled(if: Programs.runs(Programs.has("khal"))))
  func khal() throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("oshi.ics").path
    try oshi.ok(["export", "--format", "ics", "-o", file])
    let home = oshi.folder.appendingPathComponent("khal")
    let vdir = home.appendingPathComponent("calendar")
    try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
    let config = home.appendingPathComponent("config")
    try """
    [calendars]
    [[oshi]]
    path = \(vdir.path)
    type = calendar

    [locale]
    timeformat = %H:%M
    dateformat = %Y-%m-%d
    longdateformat = %Y-%m-%d
    datetimeformat = %Y-%m-%d %H:%M
    longdatetimeformat = %Y-%m-%d %H:%M
    local_timezone = Asia/Tokyo
    default_timezone = Asia/Tokyo

    """.write(to: config, atomically: true, encoding: .utf8)
    let environment = ["HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path]
    try #require(
      try Self.run(
        ["khal", "-c", config.path, "import", "--batch", "-a", "oshi", file],
        environment: environment) != nil)
    let listed = try #require(
      try Self.run(
        [
          "khal", "-c", config.path, "list", "--format", "{start-date} {title}", "2027-01-01",
          "2028-12-31",
        ], environment: environment))
    let lines = Set(listed.split(separator: "\n").map(String.init))
    for expected in [
      "2027-02-28 Rin's birthday", "2028-02-29 Rin's birthday", "2027-03-01 Mai's birthday",
      "2028-02-29 Mai's birthday", "2027-03-15 Aki's birthday", "2027-12-10 星野ルナ's birthday",
      "2027-11-30 Aki's debut anniversary", "2027-02-12 Aki: 初現場",
    ] {
      #expect(lines.contains(expected), "\(expected) in \(listed)")
    }
    #expect(!lines.contains("2027-02-29 Rin's birthday"))
    // Importing the same file again updates: each day is listed once.
    _ = try Self.run(
      ["khal", "-c", config.path, "import", "--batch", "-a", "oshi", file],
      environment: environment)
    let again = try Self.run(
      [
        "khal", "-c", config.path, "list", "--format", "{start-date} {title}", "2027-03-15",
        "2027-03-15",
      ],
      environment: environment)
    #expect(again?.split(separator: "\n").filter { $0.hasSuffix("Aki's birthday") }.count == 1)
  }

  @Test(
    "refresh writes oshi.ics when the formats have ics: the export's file, atomically, when it changed"
  )
  func refreshWritesCalendar() throws {
    let oshi = try Self.store()
    try oshi.ok(["add", "Secret", "--birthday", "2000-05-05", "--private"])
    let out = oshi.folder.appendingPathComponent("out")
    let first = try oshi.ok(["refresh", "--out", out.path, "--formats", "ics", "--verbose"])
    #expect(first.contains("wrote oshi.ics\n"))
    let path = out.appendingPathComponent("oshi.ics").path
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == (try oshi.ok(["export", "--format", "ics"])))
    #expect(!written.contains("Secret"))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    // Nothing changed: nothing is written.
    let second = try oshi.ok(["refresh", "--out", out.path, "--formats", "ics", "--verbose"])
    #expect(!second.contains("wrote"))
    // A change to the store writes it again; so does the stored setting.
    try oshi.ok(["edit", "aki", "--birthday", "1999-03-16"])
    try oshi.ok(["config", "set", "formats", "ics,waybar"])
    #expect(try oshi.ok(["config", "get", "formats"]) == "waybar,ics\n")
    let third = try oshi.ok(["refresh", "--out", out.path, "--verbose"])
    #expect(third.contains("wrote oshi.ics\n"))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8).contains("DTSTART;VALUE=DATE:19990316"))
    // Without ics, the file goes with the rest of what refresh no longer writes.
    let fourth = try oshi.ok(["refresh", "--out", out.path, "--formats", "waybar", "--verbose"])
    #expect(fourth.contains("removed oshi.ics\n"))
  }
}
