import Foundation
import Testing

@Suite("refresh, as cron runs it")
struct RefreshTests {
  /// The output folder of a harness.
  static func out(_ oshi: Harness) -> String { oshi.folder.appendingPathComponent("out").path }

  static func files(_ folder: String) -> [String: String] {
    var result: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    where !name.hasPrefix(".") {
      result[name] = FileManager.default.contents(atPath: folder + "/" + name).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    return result
  }

  static func mtimes(_ folder: String) throws -> [String: Date] {
    var result: [String: Date] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[name] =
        try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate]
        as? Date
    }
    return result
  }

  @Test("Writes every widget, family, slot and format, owner-only, with a timeline")
  func writesEverything() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-following"])
    try oshi.ok(["config", "set", "formats", "waybar,tmux"])
    #expect(try oshi.ok(["refresh", "--out", Self.out(oshi)]).isEmpty)
    let files = Self.files(Self.out(oshi))
    #expect(files["aki-birthday.circular.txt"] != nil)
    #expect(files["aki-following.inline.txt"] == "♡ Aki day 1,332\n")
    #expect(files["bar.txt"] == files["aki-following.inline.txt"])
    #expect(files["bar.waybar.json"]?.contains("\"alt\":\"aki-following\"") == true)
    #expect(files["bar.tmux.txt"] != nil)
    #expect(files.count == 9 + 3 + 1)
    let timeline = try #require(
      try JSONSerialization.jsonObject(with: Data((files["timeline.json"] ?? "").utf8))
        as? [String: Any])
    #expect(timeline["generated_at"] as? String == "2026-11-22T12:00:00+09:00")
    #expect(timeline["valid_until"] as? String == "2026-11-23T00:00:00+09:00")
    #expect((timeline["files"] as? [String])?.count == 12)
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.out(oshi)) {
      let mode =
        try FileManager.default.attributesOfItem(atPath: Self.out(oshi) + "/" + name)[
          .posixPermissions] as? Int
      #expect(mode == 0o600, "\(name)")
    }
    let folderMode =
      try FileManager.default.attributesOfItem(atPath: Self.out(oshi))[.posixPermissions] as? Int
    #expect(folderMode == 0o700)
  }

  @Test("A second refresh with nothing to change writes nothing; mtimes stay")
  func idempotent() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["refresh", "--out", Self.out(oshi)])
    let before = try Self.mtimes(Self.out(oshi))
    Thread.sleep(forTimeInterval: 1.1)
    let verbose = try oshi.ok(
      ["refresh", "--out", Self.out(oshi), "--verbose"], ["OSHI_NOW": "2026-11-22T23:59:59+09:00"])
    #expect(!verbose.contains("wrote"))
    #expect(try Self.mtimes(Self.out(oshi)) == before)
  }

  @Test(
    "Crossing midnight changes the files in the user's zone",
    arguments: [
      ("Asia/Tokyo", "2026-11-22T23:59:59+09:00", "2026-11-23T00:00:00+09:00"),
      ("Asia/Kathmandu", "2026-11-22T23:59:59+05:45", "2026-11-23T00:00:00+05:45"),
      ("Australia/Lord_Howe", "2026-11-22T23:59:59+11:00", "2026-11-23T00:00:00+11:00"),
      ("America/Sao_Paulo", "2018-11-03T23:59:59-03:00", "2018-11-04T01:00:00-02:00"),
    ])
  func midnight(zone: String, before: String, after: String) throws {
    let oshi = try Harness(now: before, tz: zone)
    try oshi.ok(["add", "Aki", "--since", "2010-01-01"])
    try oshi.ok(["refresh", "--out", Self.out(oshi)])
    let first = Self.files(Self.out(oshi))
    let timeline =
      try JSONSerialization.jsonObject(with: Data((first["timeline.json"] ?? "").utf8))
      as? [String: Any]
    #expect(timeline?["valid_until"] as? String == after)
    // One second before midnight nothing changes; at the first instant after, it does.
    let verbose = try oshi.ok(
      ["refresh", "--out", Self.out(oshi), "--verbose"], ["OSHI_NOW": after])
    #expect(verbose.contains("wrote aki-following.inline.txt"))
    #expect(
      Self.files(Self.out(oshi))["aki-following.inline.txt"] != first["aki-following.inline.txt"])
  }

  @Test("Files of removed widgets and slots are deleted; other files are left alone")
  func removals() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-debut"])
    let out = Self.out(oshi)
    try oshi.ok(["refresh", "--out", out])
    try "mine\n".write(toFile: out + "/notes.txt", atomically: true, encoding: .utf8)
    try oshi.ok(["widget", "remove", "aki-debut"])
    try oshi.ok(["slot", "remove", "bar"])
    let verbose = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(verbose.contains("removed aki-debut.inline.txt"))
    let files = Self.files(out)
    #expect(files["aki-debut.inline.txt"] == nil)
    #expect(files["bar.txt"] == nil)
    #expect(files["notes.txt"] == "mine\n")
    #expect(files["aki-birthday.inline.txt"] != nil)
  }

  @Test("Works under cron's bare environment from stored settings")
  func bareEnvironment() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["config", "set", "tz", "Asia/Tokyo"])
    try oshi.ok(["config", "set", "lang", "ja"])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "-i", "HOME=\(oshi.folder.path)", "PATH=/usr/bin:/bin", "OSHI_NOW=2026-11-22T03:00:00Z",
      Harness.binary.path, "refresh", "--db", oshi.db, "--out", Self.out(oshi),
    ]
    let err = Pipe()
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "\(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
    let files = Self.files(Self.out(oshi))
    #expect(files["aki-following.inline.txt"] == "♡ Aki 推し始めて1332日目\n")
    #expect(
      files["timeline.json"]?.contains("\"valid_until\":\"2026-11-23T00:00:00+09:00\"") == true)
  }

  @Test("A blocked output path fails with one line and leaves every old file intact")
  func blocked() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let blocker = oshi.folder.appendingPathComponent("blocker").path
    try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
    for out in [blocker, blocker + "/sub", "/dev/null/oshi"] {
      let result = try oshi.run(["refresh", "--out", out])
      #expect(result.status != 0)
      #expect(result.stderr.hasPrefix("error: "))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    let out = Self.out(oshi)
    try oshi.ok(["refresh", "--out", out])
    let before = Self.files(out)
    let mtimes = try Self.mtimes(out)
    // A target that turned into a folder stops the refresh before anything is replaced.
    try FileManager.default.removeItem(atPath: out + "/aki-debut.inline.txt")
    try FileManager.default.createDirectory(
      atPath: out + "/aki-debut.inline.txt", withIntermediateDirectories: false)
    let result = try oshi.run(["refresh", "--out", out], ["OSHI_NOW": "2026-11-23T12:00:00+09:00"])
    #expect(result.status != 0)
    #expect(result.stderr.hasPrefix("error: "))
    var after = Self.files(out)
    after["aki-debut.inline.txt"] = before["aki-debut.inline.txt"]
    #expect(after == before)
    var afterTimes = try Self.mtimes(out)
    afterTimes["aki-debut.inline.txt"] = mtimes["aki-debut.inline.txt"]
    #expect(afterTimes == mtimes)
    #expect(
      !(try FileManager.default.contentsOfDirectory(atPath: out)).contains {
        $0.hasPrefix(".oshi-tmp-")
      })
  }

  @Test("A reader never sees a torn file while refreshes alternate between two days")
  func noTornReads() async throws {
    let oshi = try Harness()
    try oshi.ok([
      "add", "Aki", "--since", "2010-01-01", "--birthday", "1999-03-15", "--debut", "2019-11-30",
    ])
    let out = Self.out(oshi)
    let days = ["2026-11-22T12:00:00+09:00", "2026-11-23T12:00:00+09:00"]
    var expected: Set<String> = []
    for day in days {
      try oshi.ok(["refresh", "--out", out], ["OSHI_NOW": day])
      expected.insert(Self.files(out)["aki-following.rectangular.txt"] ?? "")
    }
    #expect(expected.count == 2)
    let reader = TightReader(path: out + "/aki-following.rectangular.txt", expected: expected)
    reader.start()
    for round in 0..<20 {
      try oshi.ok(["refresh", "--out", out], ["OSHI_NOW": days[round % 2]])
    }
    let (reads, torn) = reader.stop()
    #expect(reads > 100)
    #expect(torn.isEmpty, "\(torn.prefix(3))")
  }

  @Test("Four refreshes at once all succeed and agree")
  func concurrent() async throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-debut"])
    let out = Self.out(oshi)
    let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
      for _ in 0..<4 {
        group.addTask { try oshi.run(["refresh", "--out", out]).status }
      }
      var result: [Int32] = []
      for try await status in group { result.append(status) }
      return result
    }
    #expect(statuses == [0, 0, 0, 0])
    let files = Self.files(out)
    #expect(files.count == 9 + 1 + 1)
    #expect(
      !(try FileManager.default.contentsOfDirectory(atPath: out)).contains {
        $0.hasPrefix(".oshi-tmp-")
      })
    let verbose = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(!verbose.contains("wrote"))
  }

  @Test("A change of store, language or a missing file is always seen, even on the fast path")
  func fastPathInvalidation() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let out = Self.out(oshi)
    try oshi.ok(["refresh", "--out", out])
    #expect(!(try oshi.ok(["refresh", "--out", out, "--verbose"])).contains("wrote"))
    #expect(
      try oshi.ok(["refresh", "--out", out, "--verbose", "--lang", "ja"]).contains(
        "書き込み: aki-following.inline.txt"))
    #expect(Self.files(out)["aki-following.inline.txt"] == "♡ Aki 推し始めて1332日目\n")
    try oshi.ok(["edit", "aki", "--name", "Akira"])
    #expect(
      try oshi.ok(["refresh", "--out", out, "--verbose"]).contains("wrote aki-following.inline.txt")
    )
    try FileManager.default.removeItem(atPath: out + "/aki-debut.circular.txt")
    #expect(
      try oshi.ok(["refresh", "--out", out, "--verbose"]).contains("wrote aki-debut.circular.txt"))
    #expect(!(try oshi.ok(["refresh", "--out", out, "--verbose"])).contains("wrote"))
  }

  @Test("--then runs only when something changed")
  func thenHook() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let out = Self.out(oshi)
    let marker = oshi.folder.appendingPathComponent("signalled").path
    try oshi.ok(["refresh", "--out", out, "--then", "echo x >> '\(marker)'"])
    try oshi.ok(["refresh", "--out", out, "--then", "echo x >> '\(marker)'"])
    #expect(
      FileManager.default.contents(atPath: marker).map { String(decoding: $0, as: UTF8.self) }
        == "x\n")
  }

  @Test("schedule prints absolute paths and runs every quarter hour")
  func schedule() throws {
    let oshi = try Harness()
    try oshi.ok(["config", "set", "tz", "Asia/Kathmandu"])
    let cron = try oshi.ok(["schedule", "--cron", "--out", "relative/out"])
    let line = try #require(cron.split(separator: "\n").first { $0.hasPrefix("*/15 ") })
    let words = line.split(separator: " ")
    #expect(words[5].hasPrefix("/"))
    #expect(words[5].hasSuffix("/oshi"))
    #expect(line.contains("--db \(oshi.db)"))
    #expect(line.contains("--out \(oshi.folder.path)/relative/out"))
    #expect(cron.contains("@reboot "))
    let units = try oshi.ok(["schedule", "--systemd", "--then", "pkill -RTMIN+8 waybar"])
    #expect(units.contains("OnCalendar=*-*-* 00:00:00 Asia/Kathmandu"))
    #expect(units.contains("--then \"pkill -RTMIN+8 waybar\""))
    #expect(units.contains("[Install]"))
    #expect(!units.contains("--tz"))
  }

  @Test("schedule: an explicit --tz wins, and a zone that is not stored goes into the command")
  func scheduleZone() throws {
    let oshi = try Harness(tz: "Asia/Kathmandu")
    // No stored zone: the shell's TZ is used, and cron gets it with --tz.
    let cron = try oshi.ok(["schedule", "--cron"])
    let line = try #require(cron.split(separator: "\n").first { $0.hasPrefix("*/15 ") })
    #expect(line.hasSuffix("--tz Asia/Kathmandu"))
    #expect(cron.contains("(zone Asia/Kathmandu)"))
    #expect(
      cron.contains(
        "# cron, systemd and status bars run without your TZ: this command passes --tz Asia/Kathmandu"
      ))
    try oshi.ok(["config", "set", "tz", "Asia/Tehran"])
    let explicit = try oshi.ok(["schedule", "--systemd", "--tz", "Asia/Tokyo"])
    #expect(explicit.contains("OnCalendar=*-*-* 00:00:00 Asia/Tokyo"))
    #expect(explicit.contains("--tz Asia/Tokyo\n"))
    #expect(!explicit.contains("Tehran"))
    // The stored zone is what cron reads anyway: no --tz.
    let stored = try oshi.ok(["schedule", "--systemd"])
    #expect(stored.contains("OnCalendar=*-*-* 00:00:00 Asia/Tehran"))
    #expect(!stored.contains("--tz"))
    // What cron would run agrees with the timer: the refresh command works as printed.
    let words = try #require(
      explicit.split(separator: "\n").first { $0.hasPrefix("ExecStart=") }?
        .dropFirst("ExecStart=".count).split(separator: " ").map(String.init))
    #expect(Array(words.suffix(2)) == ["--tz", "Asia/Tokyo"])
  }
}

/// Reads one file in a tight loop on its own thread, keeping what it did not expect.
final class TightReader: @unchecked Sendable {
  let path: String
  let expected: Set<String>
  private let lock = NSLock()
  private var running = true
  private var reads = 0
  private var torn: [String] = []
  private let done = DispatchSemaphore(value: 0)

  init(path: String, expected: Set<String>) {
    self.path = path
    self.expected = expected
  }

  func start() {
    let thread = Thread { [self] in
      while lock.withLock({ running }) {
        let text = FileManager.default.contents(atPath: path).map {
          String(decoding: $0, as: UTF8.self)
        }
        lock.withLock {
          reads += 1
          if let text, !expected.contains(text) { torn.append(text) }
          if text == nil { torn.append("<missing>") }
        }
      }
      done.signal()
    }
    thread.start()
  }

  func stop() -> (Int, [String]) {
    lock.withLock { running = false }
    done.wait()
    return lock.withLock { (reads, torn) }
  }
}

@Suite("render in a bar's format")
struct RenderFormatTests {
  @Test("i3blocks exits 33 on the day, 0 otherwise; waybar prints one JSON line per widget")
  func formats() throws {
    let oshi = try Harness()
    try oshi.ok(["add", "Aki", "--birthday", "1999-11-22", "--since", "2023-04-01"])
    let urgent = try oshi.run(["render", "aki-birthday", "--format", "i3blocks"])
    #expect(urgent.status == 33)
    #expect(urgent.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
    #expect(urgent.stdout.hasSuffix("#FF6F91\n"))
    let calm = try oshi.run(["render", "aki-following", "--format", "i3blocks"])
    #expect(calm.status == 0)
    let waybar = try oshi.ok(["render", "--format", "waybar"])
    let lines = waybar.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
    #expect(try oshi.ok(["render", "aki-following", "--format", "tmux"]) == "♡ Aki day 1,332\n")
    #expect(try oshi.run(["render", "--format", "html"]).status == 64)
  }
}
