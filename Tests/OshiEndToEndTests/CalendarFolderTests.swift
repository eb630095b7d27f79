import Foundation
import Testing

/// The calendar vdir that `refresh` writes with `vdir` in its formats: a file per event,
/// named by its UID, written only when the event changed.
@Suite("refresh's calendar vdir")
struct CalendarFolderTests {
  static func calendar(_ oshi: Harness) -> String { RefreshTests.out(oshi) + "/calendar" }

  /// The VEVENT blocks of a calendar's text, each from BEGIN to END, without DTSTAMP.
  static func events(_ text: String) -> [String] {
    var events: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\r\n") {
      if line == "BEGIN:VEVENT" { current = [] }
      if !line.hasPrefix("DTSTAMP:") { current?.append(line) }
      if line == "END:VEVENT", let lines = current {
        events.append(lines.joined(separator: "\n"))
        current = nil
      }
    }
    return events
  }

  @Test("A file per event of export --format ics, named by its UID, each a whole calendar")
  func sameEventsAsExport() throws {
    let oshi = try CalendarConsumerTests.store()
    try oshi.ok(["hiatus", "aki", "--from", "2026-10-01", "--until", "2027-01-10"])
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2026-12-24", "--label", "Live", "--once",
    ])
    try oshi.ok(["config", "set", "notify.before", "7"])
    try oshi.ok(["config", "set", "formats", "vdir"])
    try oshi.ok(["refresh", "--out", RefreshTests.out(oshi)])
    let files = RefreshTests.files(Self.calendar(oshi))
    let exported = Self.events(try oshi.ok(["export", "--format", "ics"]))
    var written: [String] = []
    for (name, text) in files {
      let events = Self.events(text)
      #expect(events.count == 1, "\(name)")
      #expect(
        text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
      #expect(text.contains("\r\nUID:" + name.dropLast(".ics".count) + "\r\n"), "\(name)")
      written += events
    }
    #expect(written.sorted() == exported.sorted())
    #expect(files["aki-live@oshi.ics"] != nil)
    #expect(files.keys.contains { $0.hasSuffix("-return@oshi.ics") }, "\(files.keys.sorted())")
    #expect(files["rin-birthday@oshi.ics"]?.contains("BEGIN:VALARM") == true)
  }

  @Test(
    "Nothing changed leaves every file as it was, the next day too; a removed widget's file goes, another's file stays"
  )
  func writesOnlyChanges() throws {
    let oshi = try CalendarConsumerTests.store()
    try oshi.ok(["config", "set", "formats", "vdir"])
    let out = RefreshTests.out(oshi)
    try oshi.ok(["refresh", "--out", out])
    let folder = Self.calendar(oshi)
    // An event a sync brought down from the phone, and a file of someone else's.
    try "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".write(
      toFile: folder + "/phone-made.ics", atomically: true, encoding: .utf8)
    try "x".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
    let before = RefreshTests.files(folder)
    let times = try RefreshTests.mtimes(folder)
    Thread.sleep(forTimeInterval: 1.1)
    let nextDay = try oshi.ok(
      ["refresh", "--out", out, "--verbose"], ["OSHI_NOW": "2026-11-23T12:00:00+09:00"])
    #expect(nextDay.contains("kept \(before.count - 2) unchanged in \(folder)"), "\(nextDay)")
    #expect(!nextDay.contains("wrote \(folder)"))
    #expect(RefreshTests.files(folder) == before)
    #expect(try RefreshTests.mtimes(folder) == times)

    try oshi.ok(["widget", "remove", "luna-summer"])
    let removed = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(removed.contains("removed \(folder)/luna-summer@oshi.ics"), "\(removed)")
    let after = RefreshTests.files(folder)
    #expect(after["luna-summer@oshi.ics"] == nil)
    #expect(after["phone-made.ics"] != nil && after["notes.txt"] == "x")
    #expect(after.count == before.count - 1)
  }

  @Test(
    "A same-day refresh puts back a calendar file deleted or replaced since the last one, though the bars' files are current (issue 54)"
  )
  func putsBackSameDay() throws {
    let oshi = try CalendarConsumerTests.store()
    try oshi.ok(["config", "set", "formats", "waybar,vdir"])
    let out = RefreshTests.out(oshi)
    let folder = Self.calendar(oshi)
    func bars() throws -> [String: Date] {
      try RefreshTests.mtimes(out).filter { $0.key != "calendar" && $0.key != "timeline.json" }
    }
    try oshi.ok(["refresh", "--out", out])
    let written = RefreshTests.files(folder)
    // A refresh trusts the folder's modification time once it is older than the file
    // systems' coarsest clock (2 seconds); before that it looks inside again.
    Thread.sleep(forTimeInterval: 2.1)
    try oshi.ok(["refresh", "--out", out])
    let quiet = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(!quiet.contains(folder), "nothing changed: the folder is not read\n\(quiet)")
    let before = try bars()

    // Deleted by hand, or by a sync of the phone's deletion.
    try FileManager.default.removeItem(atPath: folder + "/aki-birthday@oshi.ics")
    let deleted = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(deleted.contains("wrote \(folder)/aki-birthday@oshi.ics\n"), "\(deleted)")
    #expect(RefreshTests.files(folder) == written)

    // Replaced, as a sync writes the phone's edit: a file renamed over oshi's.
    Thread.sleep(forTimeInterval: 2.1)
    try oshi.ok(["refresh", "--out", out])
    let edited = try #require(written["aki-debut@oshi.ics"]).replacingOccurrences(
      of: "SUMMARY:Aki", with: "SUMMARY:Edited")
    try edited.write(toFile: folder + "/aki-debut@oshi.ics", atomically: true, encoding: .utf8)
    let replaced = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(replaced.contains("wrote \(folder)/aki-debut@oshi.ics\n"), "\(replaced)")
    let back = try #require(RefreshTests.files(folder)["aki-debut@oshi.ics"])
    #expect(back.contains("SUMMARY:Aki's debut anniversary\r\n"), "\(back)")
    #expect(try bars() == before, "the bars' files were current: none was written")
  }

  @Test("vdir.kinds, vdir.oshis and vdir.private choose what goes in; vdir.calendar where")
  func settings() throws {
    let oshi = try CalendarConsumerTests.store()
    try oshi.ok(["add", "Secret", "--slug", "secret", "--birthday", "2001-01-01", "--private"])
    try oshi.ok(["config", "set", "formats", "vdir"])
    let out = RefreshTests.out(oshi)
    try oshi.ok(["refresh", "--out", out])
    #expect(!RefreshTests.files(Self.calendar(oshi)).keys.contains { $0.hasPrefix("secret") })
    try oshi.ok(["config", "set", "vdir.private", "show"])
    try oshi.ok(["config", "set", "vdir.kinds", "birthday"])
    try oshi.ok(["config", "set", "vdir.oshis", "aki,secret"])
    let elsewhere = oshi.folder.appendingPathComponent("phone calendar").path
    try oshi.ok(["config", "set", "vdir.calendar", elsewhere])
    try oshi.ok(["refresh", "--out", out])
    let chosen = RefreshTests.files(elsewhere).keys
    // Aki's and Secret's birthdays (with each count's next milestone), and nothing else.
    #expect(chosen.contains("aki-birthday@oshi.ics") && chosen.contains("secret-birthday@oshi.ics"))
    #expect(
      chosen.allSatisfy { $0.hasPrefix("aki-birthday") || $0.hasPrefix("secret-birthday") },
      "\(chosen.sorted())")
    #expect(RefreshTests.files(elsewhere)["aki-debut@oshi.ics"] == nil)
    #expect(RefreshTests.files(elsewhere)["rin-birthday@oshi.ics"] == nil)
  }

  @Test(
    "A calendar folder that is a file: one error line, the other outputs written, and the next refresh tries again"
  )
  func folderIsAFile() throws {
    let oshi = try CalendarConsumerTests.store()
    let out = RefreshTests.out(oshi)
    let file = oshi.folder.appendingPathComponent("cal").path
    try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
    try oshi.ok(["config", "set", "formats", "vdir"])
    try oshi.ok(["config", "set", "vdir.calendar", file])
    let result = try oshi.run(["refresh", "--out", out])
    #expect(result.status == 73)
    #expect(result.stderr == "error: cannot write to \(file): it is not a folder\n")
    #expect(RefreshTests.files(out)["aki-birthday.inline.txt"] != nil)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder")
    // Once the path is free, the same day's refresh writes the vdir.
    try FileManager.default.removeItem(atPath: file)
    try oshi.ok(["refresh", "--out", out])
    #expect(RefreshTests.files(file)["aki-birthday@oshi.ics"] != nil)
  }

  @Test(
    "A calendar folder that cannot be written: one error line, the other outputs written, and the next refresh tries again",
    .enabled(
      if: Programs.runs(getuid() != 0 || Programs.has("setpriv")),
      "root ignores permissions, so as root the test drops to nobody with setpriv"))
  func folderNotWritable() throws {
    let oshi = try CalendarConsumerTests.store()
    let out = RefreshTests.out(oshi)
    let calendar = oshi.folder.appendingPathComponent("calendar").path
    try oshi.ok(["config", "set", "formats", "vdir"])
    try oshi.ok(["config", "set", "vdir.calendar", calendar])
    try FileManager.default.createDirectory(atPath: calendar, withIntermediateDirectories: true)
    // Root ignores permissions, so root gives the test's folder to nobody, keeps the
    // calendar folder, and runs oshi as nobody; anyone else takes the folder's write bit.
    let asRoot = getuid() == 0
    let nobody = "65534"
    if asRoot {
      let (status, output) = try runTool(
        "/usr/bin/chown", ["-R", "\(nobody):\(nobody)", oshi.folder.path])
      #expect(status == 0, "\(output)")
      chown(calendar, 0, 0)
    }
    chmod(calendar, 0o555)
    defer { chmod(calendar, 0o755) }
    func refresh() throws -> (Int32, String) {
      let arguments = ["refresh", "--out", out]
      guard asRoot else {
        return try runTool(Harness.binary.path, arguments, environment: oshi.environment)
      }
      return try runTool(
        "/usr/bin/setpriv",
        ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", Harness.binary.path]
          + arguments, environment: oshi.environment)
    }
    let (status, output) = try refresh()
    #expect(status == 73, "\(output)")
    #expect(output == "error: cannot write to \(calendar): permission denied\n", "\(output)")
    #expect(RefreshTests.files(out)["aki-birthday.inline.txt"] != nil)
    #expect(RefreshTests.files(calendar).isEmpty)
    // Once the folder can be written, the same day's refresh writes the vdir.
    chmod(calendar, 0o777)
    let (again, said) = try refresh()
    #expect(again == 0, "\(said)")
    #expect(RefreshTests.files(calendar)["aki-birthday@oshi.ics"] != nil)
  }

  @Test(
    "Bad vdir settings are refused with one line, and the store is untouched",
    arguments: [
      (
        ["vdir.calendar", "relative/calendar"],
        "error: vdir.calendar 'relative/calendar' is not an absolute path"
      ),
      (["vdir.kinds", "bday"], "error: vdir.kinds: 'bday' is not a kind of widget"),
      (["vdir.kinds", ","], "error: vdir.kinds is empty"),
      (["vdir.oshis", "Aki"], "error: vdir.oshis 'Aki' is not valid"),
      (["vdir.private", "yes"], "error: vdir.private 'yes' is not valid"),
      (["formats", "vdir,caldav"], "error: unknown format 'caldav'"),
    ])
  func refusals(setting: [String], message: String) throws {
    let oshi = try Harness()
    try oshi.addAki()
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run(["config", "set"] + setting)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(oshi.storeBytes() == before)
  }

  @Test("integrate vdirsyncer writes every value as JSON, and says what to replace")
  func integrate() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let out = oshi.folder.appendingPathComponent("a \"quoted\" folder").path
    let result = try oshi.run(["integrate", "vdirsyncer", "--out", out])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains("path = \"\(oshi.folder.path)/a \\\"quoted\\\" folder/calendar/\""))
    #expect(result.stdout.contains("conflict_resolution = \"a wins\""))
    #expect(result.stdout.contains("password.fetch = [\"shell\", \"pass show caldav\"]"))
    #expect(result.stderr.contains("warning: replace the example values"))
    #expect(
      result.stderr.contains(
        "warning: refresh writes the calendar vdir only with vdir in its formats"))
    let wrong = try oshi.run(["integrate", "waybar", "--url", "https://example.com/"])
    #expect(wrong.status == 64)
    #expect(wrong.stderr == "error: --url is for oshi integrate vdirsyncer\n")
  }

  @Test(
    "integrate vdirsyncer --contacts pairs a read-only address book with the folder beside the store, and the import that reads it"
  )
  func integrateContacts() throws {
    let oshi = try Harness()
    let result = try oshi.run(["integrate", "vdirsyncer", "--contacts"])
    #expect(result.status == 0, "\(result.stderr)")
    let folder = oshi.folder.appendingPathComponent("store/contacts").path
    for line in [
      "[pair oshi_contacts]", "conflict_resolution = \"b wins\"", "partial_sync = \"revert\"",
      "path = \"\(folder)/\"", "fileext = \".vcf\"", "type = \"carddav\"", "read_only = true",
      "password.fetch = [\"shell\", \"pass show carddav\"]",
      "#   \(Harness.binary.path) --db \(oshi.db) import --from vdir \(folder)",
    ] {
      #expect(result.stdout.contains("\n" + line + "\n"), "\(line)\n\(result.stdout)")
    }
    #expect(!result.stdout.contains("oshi_calendar"))
    // Only the placeholders are warned about: the calendar's formats do not matter here.
    #expect(
      result.stderr
        == "warning: replace the example values with your server's (or give --url, --username and --password-command)\n"
    )
    // With vdirsyncer's own file already holding [general], the pairs leave theirs out:
    // vdirsyncer refuses a file with two.
    let config = oshi.folder.appendingPathComponent(".config/vdirsyncer")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try "[general]\nstatus_path = \"~/.vdirsyncer/status/\"\n".write(
      to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    for extra in [["--contacts"], []] {
      let second = try oshi.ok(["integrate", "vdirsyncer"] + extra)
      #expect(!second.contains("\n[general]\n"), "\(second)")
      #expect(
        second.contains(
          "\n# [general] is left out: \(config.path)/config has one, and vdirsyncer takes only one.\n"
        ), "\(second)")
    }
    for (arguments, message) in [
      (["waybar", "--contacts"], "--contacts is for oshi integrate vdirsyncer"),
      (
        ["vdirsyncer", "--folder", "/tmp/x"], "--folder is for oshi integrate vdirsyncer --contacts"
      ),
      (["vdirsyncer", "--contacts", "--out", "/tmp/x"], "--out is refresh's folder"),
    ] {
      let refused = try oshi.run(["integrate"] + arguments)
      #expect(refused.status == 64, "\(arguments)")
      #expect(refused.stderr.hasPrefix("error: \(message)"), "\(refused.stderr)")
      #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
    }
  }
}
