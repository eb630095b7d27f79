import Foundation
import Testing

/// `oshi notify`, run as the binary.
///
/// Delivery goes to dunst, a real notification server, on a private session bus (its own
/// `dbus-daemon`) and an Xvfb display; what it showed is read back with `dunstctl history`.
/// CI installs them (OSHI_REQUIRE_CONSUMERS=1); elsewhere a test that needs them is
/// skipped.
@Suite("Notifications: on the day, before, never twice, never missed")
struct NotifyTests {
  static var hasDunst: Bool {
    ["dunst", "dunstctl", "Xvfb", "dbus-daemon", "dbus-send"].allSatisfy(Programs.has)
  }

  /// Runs `commands` (shell lines, `oshi` on PATH) with dunst on a private bus and
  /// display; returns the notifications dunst showed (summary, body, appname, category),
  /// oldest first, and what the commands printed.
  static func withDunst(_ oshi: Harness, _ commands: String, now: String? = nil) throws -> (
    shown: [[String: String]], output: RunResult
  ) {
    let script = oshi.folder.appendingPathComponent("with-dunst.sh")
    let history = oshi.folder.appendingPathComponent("history.json")
    try """
      #!/bin/sh
      # A private session bus and X display, each killed at the end with all they started:
      # left running, they would hold the test's pipes open.
      work="$(mktemp -d)"
      dbus-daemon --session --fork --print-address=3 --print-pid=4 \\
        3>"$work/address" 4>"$work/pid" </dev/null >/dev/null 2>&1
      DBUS_SESSION_BUS_ADDRESS="$(head -n 1 "$work/address")"; export DBUS_SESSION_BUS_ADDRESS
      bus="$(head -n 1 "$work/pid")"
      Xvfb -displayfd 3 -screen 0 640x480x24 3>"$work/display" </dev/null >/dev/null 2>&1 &
      xvfb=$!
      for i in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
      DISPLAY=":$(cat "$work/display")"; export DISPLAY
      dunst </dev/null >/dev/null 2>&1 &
      dunst=$!
      for i in $(seq 100); do
        dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \\
          org.freedesktop.DBus.NameHasOwner string:org.freedesktop.Notifications 2>/dev/null \\
          | grep -q true && break
        sleep 0.05
      done
      \(commands)
      status=$?
      dunstctl close-all
      sleep 0.3
      dunstctl history > '\(history.path)'
      kill -KILL $dunst $xvfb $bus
      rm -rf "$work"
      exit $status
    """.write(to: script, atomically: true, encoding: .utf8)
    var extra: [String: String] = [:]
    if let now { extra["OSHI_NOW"] = now }
    let output = try oshi.shell(["sh", script.path], extra: extra)
    let data = try Data(contentsOf: history)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let list = try #require((object["data"] as? [[[String: Any]]])?.first)
    let shown = list.map { entry in
      var fields: [String: String] = [:]
      for key in ["summary", "body", "appname", "category", "urgency", "icon_path"] {
        if let field = entry[key] as? [String: Any], let value = field["data"],
          !"\(value)".isEmpty
        {
          fields[key] = "\(value)"
        }
      }
      fields["id"] = ((entry["id"] as? [String: Any])?["data"]).map { "\($0)" }
      return fields
    }
    // dunst lists the newest first.
    return (shown.sorted { Int($0["id"] ?? "") ?? 0 < Int($1["id"] ?? "") ?? 0 }, output)
  }

  /// Aki, whose birthday is 2026-12-10, and the day 1234 of the count, 2026-12-16.
  func aki(now: String = "2026-12-10T09:30:00+09:00") throws -> Harness {
    let oshi = try Harness(now: now)
    try oshi.ok([
      "add", "Aki", "--slug", "aki", "--birthday", "2001-12-10", "--since", "2023-08-01",
    ])
    try oshi.ok(["config", "set", "lang", "ja"])
    return oshi
  }

  @Test(
    "A birthday reaches dunst: app oshi, its summary, the date, the category",
    .enabled(if: Programs.runs(NotifyTests.hasDunst)))
  func delivered() throws {
    let oshi = try aki()
    let (shown, output) = try Self.withDunst(oshi, "oshi notify; oshi notify")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      shown.map { $0.filter { $0.key != "id" } } == [
        [
          "summary": "Aki 25歳の誕生日!", "body": "2026年12月10日(木)", "appname": "oshi",
          "category": "x-oshi.birthday",
        ]
      ])
    // The second run sent nothing: it was recorded.
    #expect(try oshi.ok(["notify", "--dry-run"]) == "")
  }

  @Test(
    "oshi-notify-send, the installed link to oshi-card, sends what it is given",
    .enabled(if: Programs.runs(NotifyTests.hasDunst)))
  func linkedSender() throws {
    let oshi = try Harness()
    // As make install puts it: a link named oshi-notify-send beside oshi-card.
    let folder = oshi.folder.appendingPathComponent("libexec")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let link = folder.appendingPathComponent("oshi-notify-send")
    try FileManager.default.createSymbolicLink(
      at: link,
      withDestinationURL: Harness.binary.deletingLastPathComponent()
        .appendingPathComponent("oshi-card"))
    let (shown, output) = try Self.withDunst(
      oshi,
      "'\(link.path)' --summary 'A & <b>' --body '本文' --category x-oshi.test --app-name oshi")
    #expect(output.status == 0, "\(output.stderr)")
    // It printed the id dunst gave the notification.
    #expect(output.stdout == "\(shown.first?["id"] ?? "none")\n")
    #expect(
      shown.map { $0.filter { $0.key != "id" } } == [
        [
          "summary": "A & <b>", "body": "本文", "appname": "oshi", "category": "x-oshi.test",
        ]
      ])
    let refused = try oshi.shell([link.path, "--body", "B"])
    #expect(refused.status == 64)
    #expect(
      refused.stderr.hasSuffix(
        "usage: oshi-notify-send --summary S [--body B] [--category C] [--icon I] [--app-name NAME]\n"
      ))
  }

  @Test(
    "The oshi's photo is the notification's icon; a private oshi's is not sent",
    .enabled(if: Programs.runs(NotifyTests.hasDunst)))
  func icon() throws {
    let oshi = try aki()
    try oshi.ok(["add", "Bo", "--slug", "bo", "--birthday", "2000-12-10", "--private"])
    try oshi.makePictures("Image.new('RGB', (640, 480), (200, 120, 160)).save('face.jpg')")
    try oshi.ok(["image", "set", "aki", "face.jpg"])
    try oshi.ok(["image", "set", "bo", "face.jpg"])
    try oshi.ok(["config", "set", "notify.private", "hide"])
    let (shown, output) = try Self.withDunst(oshi, "oshi notify")
    #expect(output.status == 0, "\(output.stderr)")
    let icon = oshi.folder.appendingPathComponent(".cache/oshi/icons/aki.png").path
    let aki = shown.first { $0["summary"]?.hasPrefix("Aki") == true }
    #expect(aki?["icon_path"] == icon, "\(shown)")
    let stored = try #require(FileManager.default.contents(atPath: icon))
    #expect(stored.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let hidden = shown.filter { $0["summary"]?.hasPrefix("Aki") != true }
    #expect(hidden.count == 1 && hidden.allSatisfy { $0["icon_path"] == nil }, "\(shown)")
  }

  @Test(
    "Across the day: nothing before notify.at, the lead times, and after midnight",
    .enabled(if: Programs.runs(NotifyTests.hasDunst)))
  func acrossTheDay() throws {
    let oshi = try aki(now: "2026-12-03T08:00:00+09:00")
    var summaries: [String] = []
    for now in [
      "2026-12-03T08:59:00+09:00",  // before 09:00: nothing
      "2026-12-03T09:00:00+09:00",  // a week before
      "2026-12-03T23:59:59+09:00",  // nothing new
      "2026-12-09T09:01:00+09:00",  // the day before
      "2026-12-10T00:00:30+09:00",  // the day, but before 09:00
      "2026-12-10T12:00:00+09:00",  // the day
      "2026-12-16T09:00:00+09:00",  // day 1234
    ] {
      let (shown, output) = try Self.withDunst(oshi, "oshi notify", now: now)
      #expect(output.status == 0, "\(now): \(output.stderr)")
      summaries.append(shown.compactMap { $0["summary"] }.joined(separator: " / "))
    }
    #expect(
      summaries == [
        "", "Aki 25歳の誕生日まであと7日", "", "Aki 25歳の誕生日まであと1日", "", "Aki 25歳の誕生日!",
        "Aki 推し始めて1234日目(キリ番)!",
      ])
    // notify.at 00:00 wishes at midnight.
    let midnight = try aki(now: "2026-12-10T00:00:30+09:00")
    try midnight.ok(["config", "set", "notify.at", "00:00"])
    #expect(try midnight.ok(["notify", "--dry-run"]).hasPrefix("Aki 25歳の誕生日! — "))
  }

  @Test(
    "Four notify runs at once send each notification once",
    .enabled(if: Programs.runs(NotifyTests.hasDunst)))
  func concurrent() throws {
    let oshi = try aki()
    try oshi.ok(["add", "Bo", "--slug", "bo", "--birthday", "2000-12-10"])
    try oshi.ok(["add", "Mio", "--slug", "mio", "--birthday", "2000-12-11"])
    let (shown, output) = try Self.withDunst(
      // `wait` alone would wait for dunst and Xvfb too.
      oshi, "runs=''; for i in 1 2 3 4; do oshi notify & runs=\"$runs $!\"; done; wait $runs")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      shown.compactMap { $0["summary"] }.sorted() == [
        "Aki 25歳の誕生日!", "Bo 26歳の誕生日!", "Mio 26歳の誕生日まであと1日",
      ])
  }

  @Test(
    "No session bus: exit 69, one error line, nothing recorded; the next run sends",
    .enabled(if: Programs.runs(NotifyTests.hasDunst)))
  func noBus() throws {
    let oshi = try aki()
    // The harness gives no DBUS_SESSION_BUS_ADDRESS and no XDG_RUNTIME_DIR, as cron.
    let before = try oshi.ok(["notify", "--dry-run"])
    let bytes = oshi.storeBytes()
    let result = try oshi.run(["notify"])
    #expect(result.status == 69)
    // The store's language is Japanese, and so is the refusal.
    #expect(result.stderr.hasPrefix("error: 通知を送るセッションバスがありません"), "\(result.stderr)")
    #expect(result.stderr.contains("DBUS_SESSION_BUS_ADDRESS"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try oshi.ok(["notify", "--dry-run"]) == before)
    // Not even the month's missed occasions were recorded as skipped.
    #expect(oshi.storeBytes() == bytes)
    let (shown, output) = try Self.withDunst(oshi, "oshi notify")
    #expect(output.status == 0)
    #expect(shown.compactMap { $0["summary"] } == ["Aki 25歳の誕生日!"])
  }

  @Test("After three days off: yesterday's occasion, worded in the past, and not older ones")
  func catchUp() throws {
    let oshi = try aki(now: "2026-12-07T09:30:00+09:00")
    // Sent on 12-07 (nothing due), then off until 12-11: the lead (12-09) and the
    // birthday (12-10) were missed; only the birthday is a day late.
    #expect(try oshi.ok(["notify", "--print"]) == "")
    let late = try Harness.jsonLines(
      try oshi.ok(
        ["notify", "--print", "--format", "json"], ["OSHI_NOW": "2026-12-11T10:00:00+09:00"]))
    #expect(late.map { $0["summary"] as? String } == ["昨日はAki 25歳の誕生日でした"])
    #expect(late.first?["late"] as? Int == 1)
    #expect(late.first?["status"] as? String == "sent")
    // Three days off: the birthday is two days late and is recorded as skipped.
    let off = try aki(now: "2026-12-07T09:30:00+09:00")
    #expect(
      try off.ok(["notify", "--print"], ["OSHI_NOW": "2026-12-12T10:00:00+09:00"]) == "")
    try off.ok(["config", "set", "notify.catch_up", "5"])
    #expect(
      try off.ok(["notify", "--print"], ["OSHI_NOW": "2026-12-12T10:00:00+09:00"]) == "",
      "a skipped notification stays skipped")
    // With a catch-up of 3 it would have gone, worded two days in the past.
    let longer = try aki(now: "2026-12-12T10:00:00+09:00")
    try longer.ok(["config", "set", "notify.catch_up", "3"])
    #expect(try longer.ok(["notify", "--print"]).hasPrefix("2日前はAki 25歳の誕生日でした — "))
  }

  @Test(
    "--notify is written with the change it comes with: when it fails, nothing was added",
    .enabled(if: Programs.runs(Programs.has("sqlite3"))),
    arguments: [
      (["add", "Mio", "--since", "2024-01-01", "--notify", "off"], "quietOshi"),
      (["edit", "aki", "--since", "2024-01-01", "--notify", "off"], "quietOshi"),
      (
        [
          "widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "Live", "--notify",
          "off",
        ],
        "quietWidget"
      ),
      (["widget", "edit", "aki-birthday", "--leap-day", "mar1", "--notify", "off"], "quietWidget"),
    ])
  func notifyInTheSameChange(arguments: [String], table: String) throws {
    let oshi = try aki()
    // A trigger planted by hand makes the quiet row's insert fail, as a full disk would.
    let planted = try oshi.shell([
      "sqlite3", oshi.db,
      "CREATE TRIGGER refuse BEFORE INSERT ON \(table) BEGIN SELECT RAISE(ABORT, 'planted'); END",
    ])
    #expect(planted.status == 0, "\(planted.stderr)")
    let before = oshi.storeBytes()
    let result = try oshi.run(arguments)
    #expect(result.status != 0, "\(arguments): \(result.stdout)")
    #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
    #expect(oshi.storeBytes() == before, "\(arguments) left part of its change")
    // Without the trigger the same command goes through, as a retry would.
    let dropped = try oshi.shell(["sqlite3", oshi.db, "DROP TRIGGER refuse"])
    #expect(dropped.status == 0, "\(dropped.stderr)")
    try oshi.ok(arguments)
  }

  @Test("--print records, --dry-run records nothing, --notify off silences")
  func modes() throws {
    let oshi = try aki()
    let dry = try oshi.ok(["notify", "--dry-run", "--format", "json"])
    #expect(try Harness.jsonLines(dry).map { $0["status"] as? String } == ["dry-run"])
    #expect(try oshi.ok(["notify", "--dry-run", "--format", "json"]) == dry)
    #expect(try oshi.ok(["notify", "--print"]) == "Aki 25歳の誕生日! — 2026年12月10日(木)\n")
    #expect(try oshi.ok(["notify", "--print"]) == "")
    let quiet = try aki()
    try quiet.ok(["edit", "aki", "--notify", "off"])
    #expect(try quiet.ok(["notify", "--print"]) == "")
    try quiet.ok(["edit", "aki", "--notify", "on"])
    try quiet.ok(["widget", "edit", "aki-birthday", "--notify", "off"])
    #expect(try quiet.ok(["notify", "--print"]) == "")
    #expect(
      try quiet.ok(["list", "--format", "json"]).contains(
        #""id":"aki-birthday","kind":"birthday","label":null,"leap_day":"feb28","notify":false"#))
    // A backup keeps the quiet widget quiet.
    let backup = quiet.folder.appendingPathComponent("backup.json").path
    try quiet.ok(["export", "--output", backup])
    let restored = try aki()
    try restored.ok(["import", backup, "--replace"])
    #expect(try restored.ok(["notify", "--print"]) == "")
    try restored.ok(["widget", "edit", "aki-birthday", "--notify", "on"])
    #expect(try restored.ok(["notify", "--print"]) == "Aki 25歳の誕生日! — 2026年12月10日(木)\n")
    // English, and a private oshi redacted unless notify.private is show.
    let en = try aki()
    try en.ok(["config", "set", "lang", "en"])
    try en.ok(["edit", "aki", "--private"])
    #expect(
      try en.ok(["notify", "--dry-run"]) == "(private) turns 25! — Thursday, December 10, 2026\n")
    try en.ok(["config", "set", "notify.private", "show"])
    #expect(try en.ok(["notify", "--dry-run"]) == "Aki turns 25! — Thursday, December 10, 2026\n")
  }

  @Test(
    "Bad notify settings are refused with one error line and an untouched store",
    arguments: [
      ["config", "set", "notify.at", "9am"], ["config", "set", "notify.at", "24:00"],
      ["config", "set", "notify.before", "7,0"], ["config", "set", "notify.before", "x"],
      ["config", "set", "notify.kinds", "birthday,party"],
      ["config", "set", "notify.catch_up", "31"], ["config", "set", "notify.private", "yes"],
      ["edit", "aki", "--notify", "maybe"], ["widget", "edit", "nothing", "--notify", "off"],
    ])
  func refusals(arguments: [String]) throws {
    let oshi = try aki()
    let before = oshi.storeBytes()
    let result = try oshi.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: ") || result.stderr.hasPrefix("Error: "))
    #expect(oshi.storeBytes() == before)
  }

  @Test("Settings are stored in their canonical form")
  func settings() throws {
    let oshi = try aki()
    try oshi.ok(["config", "set", "notify.before", "1, 30,7,7"])
    try oshi.ok(["config", "set", "notify.at", "07:30"])
    try oshi.ok(["config", "set", "notify.kinds", "milestone,birthday"])
    let got = try oshi.ok(["config", "get"])
    #expect(got.contains("notify.before\t30,7,1"), "\(got)")
    #expect(got.contains("notify.at\t07:30"))
    #expect(got.contains("notify.kinds\tbirthday,milestone"))
  }
}

@Suite("schedule prints the notify timer and crontab lines")
struct NotifyScheduleTests {
  /// `schedule --systemd` in a store whose zone is Asia/Kolkata and notify.at 08:15.
  static func units() throws -> (Harness, String) {
    let oshi = try Harness()
    try oshi.ok(["config", "set", "tz", "Asia/Kolkata"])
    try oshi.ok(["config", "set", "notify.at", "08:15"])
    return (oshi, try oshi.ok(["schedule", "--systemd"]))
  }

  /// Each unit of `units` as its own text, by file name.
  static func files(_ units: String) -> [String: String] {
    var files: [String: String] = [:]
    var current: String?
    for line in units.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# ~/.config/systemd/user/") {
        current = String(line.split(separator: "/").last ?? "")
        files[current ?? ""] = ""
      } else if let name = current, !line.hasPrefix("# Then") {
        files[name, default: ""] += line + "\n"
      }
    }
    return files
  }

  @Test("systemd: oshi-notify.service and a Persistent timer at notify.at in the zone")
  func systemd() throws {
    let (oshi, units) = try Self.units()
    #expect(units.contains("# ~/.config/systemd/user/oshi-notify.service\n"))
    #expect(units.contains("ExecStart=\(Harness.binary.path) notify --db \(oshi.db)\n"))
    #expect(units.contains("OnCalendar=*-*-* 08:15:00 Asia/Kolkata\nPersistent=true\n"))
    #expect(units.contains("enable --now oshi-refresh.timer oshi-notify.timer"))
    #expect(
      Set(Self.files(units).keys) == [
        "oshi-refresh.service", "oshi-refresh.timer", "oshi-notify.service", "oshi-notify.timer",
      ])
  }

  @Test(
    "systemd-analyze verify finds nothing to say about the four units",
    .enabled(if: Programs.runs(Programs.has("systemd-analyze"))))
  func verified() throws {
    let (oshi, units) = try Self.units()
    let files = Self.files(units)
    for (name, text) in files {
      try text.write(
        to: oshi.folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let verified = try oshi.shell(
      ["systemd-analyze", "verify"]
        + files.keys.sorted().map { oshi.folder.appendingPathComponent($0).path })
    #expect(verified.status == 0, "\(verified.stderr)")
    #expect(verified.stderr.isEmpty, "\(verified.stderr)")
  }

  @Test("cron: an hourly notify line, and one at boot, with the session bus cron lacks")
  func cron() throws {
    let oshi = try Harness()
    try oshi.ok(["config", "set", "tz", "Asia/Tokyo"])
    let crontab = try oshi.ok(["schedule", "--cron"], ["TZ": "UTC"])
    let bus = "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(getuid())/bus"
    #expect(crontab.contains("\n0 * * * * \(bus) \(Harness.binary.path) notify --db \(oshi.db)\n"))
    #expect(crontab.contains("\n@reboot sleep 60; \(bus) \(Harness.binary.path) notify --db "))
    // India's 09:00 is minute 30 of a UTC hour.
    try oshi.ok(["config", "set", "tz", "Asia/Kolkata"])
    #expect(try oshi.ok(["schedule", "--cron"], ["TZ": "UTC"]).contains("\n30 * * * * \(bus) "))
  }
}
