import Foundation
import Testing

/// remind itself as the oracle of `oshi import`: the days remind lists for a file are the
/// days oshi imports from it, each under a name that remind's text holds.
@Suite("import of remind files, checked against remind")
struct RemindOracleTests {
  /// The hand-made file of remind's birthday idioms (Fixtures/README.md).
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("OshiImportTests/Fixtures/remind-birthdays.rem").path

  @Test(
    "remind -s lists the days oshi imports, and each name is in remind's text",
    .enabled(if: Programs.runs(Programs.has("remind"))))
  func remindAgrees() throws {
    let oshi = try Harness()
    // A year of remind's calendar, one line per reminder and day:
    // `2026/01/21 * * * * Aki's birthday`; the weekly stream has a time, not `*`.
    let listed = try oshi.shell(["remind", "-s12", Self.fixture, "2026-01-01"])
    #expect(listed.status == 0, "\(listed.stderr)")
    var remind: [String: String] = [:]
    for line in listed.stdout.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 5)
      guard fields.count == 6, fields[4] == "*" else { continue }
      remind["--" + fields[0].dropFirst(5).replacing("/", with: "-")] = String(fields[5])
    }
    #expect(remind.count == 14)
    let imported = try oshi.run(["import", Self.fixture])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stderr.contains("skipped 3 lines that are not a plain dated REM"))
    let list =
      try JSONSerialization.jsonObject(
        with: Data(try oshi.ok(["list", "--format", "json"]).utf8)) as? [String: Any]
    let oshis = try #require(list?["oshis"] as? [[String: Any]])
    let widgets = try #require(list?["widgets"] as? [[String: Any]])
    var names: [String: String] = [:]
    for entry in oshis {
      if let slug = entry["slug"] as? String { names[slug] = entry["name"] as? String }
    }
    var days: [String: String] = [:]
    for widget in widgets {
      guard let date = widget["date"] as? String, let slug = widget["oshi"] as? String else {
        continue
      }
      days[date] = names[slug]
    }
    #expect(Set(days.keys) == Set(remind.keys))
    for (date, name) in days {
      let text = try #require(remind[date])
      #expect(text.contains(name), "\(date): \(name) is not in remind's '\(text)'")
    }
  }

  @Test("An import of remind's idioms says each oshi, and each line it skips, with its line")
  func dryRun() throws {
    let oshi = try Harness()
    let result = try oshi.run(["import", Self.fixture, "--dry-run"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("add Aki (aki): birthday --01-21\n"), "\(result.stdout)")
    #expect(result.stdout.contains("add Rin (rin): birthday --01-05\n"))
    #expect(result.stdout.contains("add 星野ルナ (hoshino-runa): birthday --12-10\n"))
    #expect(result.stdout.contains("Stella Project's anniversary --11-30"))
    #expect(
      result.stdout.contains(
        "remind-birthdays.rem:21: skipped: not a plain dated REM: 'Mon' is not read"))
    #expect(result.stdout.contains("remind-birthdays.rem:22: skipped: not a plain dated REM"))
    #expect(result.stderr.hasPrefix("would import from a remind file: 14 oshis added"))
    #expect(oshi.storeBytes() == nil)
  }
}
