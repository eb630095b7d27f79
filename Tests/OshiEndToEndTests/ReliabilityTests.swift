import Foundation
import Testing

/// Runs a command line tool and returns its status and output.
@discardableResult
func runTool(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws
  -> (Int32, String)
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  if let environment { process.environment = environment }
  let out = Pipe()
  process.standardOutput = out
  process.standardError = out
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The user a test drops to with setpriv when it runs as root, which ignores permissions.
let nobody = 65534

/// Runs the built oshi with `arguments` as a user that permissions apply to: as nobody
/// (through setpriv) when the tests run as root, else as the user running them.
func runWithoutRoot(_ arguments: [String], environment: [String: String]) throws -> (
  Int32, String
) {
  guard getuid() == 0 else {
    return try runTool(Harness.binary.path, arguments, environment: environment)
  }
  return try runTool(
    "/usr/bin/setpriv",
    ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", Harness.binary.path]
      + arguments,
    environment: environment)
}

/// Runs SQL on a store with the sqlite3 command line, as a person editing it by hand would.
///
/// For tests enabled only where sqlite3 is (`Programs.has("sqlite3")`).
func sqlite(_ db: String, _ sql: String) throws {
  let (status, output) = try runTool("/usr/bin/sqlite3", [db, sql])
  #expect(status == 0, "sqlite3: \(output)")
}

@Suite("Reliability: nothing lost, nothing injected, clear errors")
struct ReliabilityTests {
  @Test("Writers, editors and refreshes in parallel processes lose nothing")
  func concurrentProcesses() async throws {
    let oshi = try Harness()
    try oshi.addAki()
    for index in 1...8 { try oshi.ok(["group", "add", "G\(index)", "--slug", "g\(index)"]) }
    let out = oshi.folder.appendingPathComponent("out").path
    let failures = try await withThrowingTaskGroup(of: [String].self) { group in
      for writer in 0..<3 {
        group.addTask {
          var failed: [String] = []
          for index in 0..<8 {
            let result = try oshi.run([
              "add", "Fan \(writer) \(index)", "--slug", "w\(writer)-\(index)", "--since",
              "2024-01-01",
            ])
            if result.status != 0 { failed.append(result.stderr) }
          }
          return failed
        }
      }
      group.addTask {
        var failed: [String] = []
        for index in 1...8 {
          let result = try oshi.run(["edit", "aki", "--short", "s\(index)"])
          if result.status != 0 { failed.append(result.stderr) }
        }
        return failed
      }
      group.addTask {
        var failed: [String] = []
        for index in 1...8 {
          let result = try oshi.run(["edit", "aki", "--group", "g\(index)"])
          if result.status != 0 { failed.append(result.stderr) }
        }
        return failed
      }
      for _ in 0..<2 {
        group.addTask {
          var failed: [String] = []
          for _ in 0..<6 {
            let result = try oshi.run(["refresh", "--out", out])
            if result.status != 0 { failed.append(result.stderr) }
            let render = try oshi.run(["render", "--all", "--format", "json"])
            if render.status != 0 { failed.append(render.stderr) }
          }
          return failed
        }
      }
      var all: [String] = []
      for try await failed in group { all += failed }
      return all
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["list", "--format", "json"]).utf8))
        as? [String: Any])
    let oshis = try #require(list["oshis"] as? [[String: Any]])
    #expect(oshis.count == 1 + 24)
    let aki = try #require(oshis.first { $0["slug"] as? String == "aki" })
    #expect(aki["short"] as? String == "s8")
    #expect(aki["group"] as? String == "g8")
    #expect(try oshi.run(["doctor"]).status == 0)
  }

  @Test("A truncated store and random bytes get one clear line and stay untouched")
  func damagedStores() throws {
    let oshi = try Harness()
    for index in 0..<60 {
      try oshi.ok([
        "add", "Oshi number \(index) with a long name to fill pages", "--slug", "o\(index)",
        "--birthday", "2000-01-01", "--debut", "2020-01-01", "--since", "2021-01-01",
      ])
    }
    let full = try #require(oshi.storeBytes())
    #expect(full.count > 16_384)
    let cases: [(String, Data)] = [
      ("truncated", full.prefix(full.count / 2)),
      ("header only", full.prefix(100)),
      (
        "random bytes",
        Data((0..<8192).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) })
      ),
      ("a text file", Data("birthday,aki,1999-03-15\n".utf8)),
    ]
    for (name, content) in cases {
      try content.write(to: URL(fileURLWithPath: oshi.db))
      for arguments in [
        ["list"], ["render", "--all"], ["add", "X", "--since", "today"], ["doctor"], ["export"],
      ] {
        let result = try oshi.run(arguments)
        #expect(result.status != 0, "\(name) \(arguments)")
        #expect(result.stderr.hasPrefix("error: "), "\(name) \(arguments): \(result.stderr)")
        #expect(
          result.stderr.split(separator: "\n").count == 1, "\(name) \(arguments): \(result.stderr)")
        #expect(oshi.storeBytes() == content, "\(name) \(arguments) changed the file")
      }
    }
  }

  @Test(
    "A store in a read-only folder can be read, and a write fails cleanly",
    .enabled(
      if: Programs.runs(getuid() != 0 || Programs.has("setpriv")),
      "root ignores permissions, so as root the test drops to nobody with setpriv"))
  func readOnlyFolder() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let folder = oshi.folder.appendingPathComponent("ro")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let db = folder.appendingPathComponent("oshi.sqlite").path
    try FileManager.default.copyItem(atPath: oshi.db, toPath: db)
    // Root ignores permissions, so root runs oshi as nobody on a copy that nobody owns;
    // anyone else runs it as themselves on their own copy.
    if getuid() == 0 {
      for path in [folder.path, db] {
        try FileManager.default.setAttributes(
          [.ownerAccountID: nobody, .groupOwnerAccountID: nobody], ofItemAtPath: path)
      }
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
    // Writable again at the end, so that the harness can remove the folder.
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o700], ofItemAtPath: folder.path)
    }
    let before = try #require(FileManager.default.contents(atPath: db))
    let environment = oshi.environment.merging(["OSHI_DB": db, "HOME": folder.path]) { $1 }
    func runReadOnly(_ arguments: [String]) throws -> (Int32, String) {
      try runWithoutRoot(arguments, environment: environment)
    }
    let (readStatus, readOutput) = try runReadOnly(["render", "aki-following"])
    #expect(readStatus == 0, "\(readOutput)")
    let (writeStatus, writeOutput) = try runReadOnly(["add", "Mio", "--since", "2024-01-01"])
    #expect(writeStatus == 73, "\(writeOutput)")
    #expect(writeOutput.hasPrefix("error: cannot write the store"))
    #expect(writeOutput.split(separator: "\n").count == 1)
    #expect(FileManager.default.contents(atPath: db) == before)
  }

  @Test(
    "doctor finds what a hand edit broke, and --fix repairs it",
    .enabled(
      if: Programs.runs(Programs.has("sqlite3")), "breaks the store by hand with the sqlite3 shell"
    ))
  func doctor() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-debut"])
    #expect(try oshi.run(["doctor"]).status == 0)
    try sqlite(
      oshi.db,
      "PRAGMA foreign_keys=OFF; INSERT INTO widget(id, oshiId, kind, countStyle, leapDay, position) VALUES ('ghost-birthday', 99, 'birthday', 'elapsed', 'feb28', 9); UPDATE oshi SET name = 'Aki' || char(27) || '[2J'; DELETE FROM widget WHERE id = 'aki-debut';"
    )
    chmod(oshi.db, 0o644)
    let sick = try oshi.run(["doctor"])
    #expect(sick.status == 1)
    #expect(sick.stdout.contains("ghost-birthday"))
    #expect(sick.stdout.contains("slot 'bar' shows nothing"))
    #expect(sick.stdout.contains("control or direction characters"))
    #expect(sick.stdout.contains("readable by others"))
    #expect(!sick.stdout.unicodeScalars.contains("\u{1B}"))
    let fixed = try oshi.run(["doctor", "--fix"])
    #expect(fixed.stdout.contains("fixed: "))
    let after = try oshi.run(["doctor"])
    // The empty slot is the user's to decide about; everything else is repaired.
    #expect(after.stdout.contains("slot 'bar' shows nothing"))
    #expect(!after.stdout.contains("ghost"))
    #expect(!after.stdout.contains("readable by others"))
    try oshi.ok(["slot", "remove", "bar"])
    #expect(try oshi.run(["doctor"]).status == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: oshi.db)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("export, import into an empty store and export again give identical files")
  func roundTrip() throws {
    let oshi = try Harness()
    try oshi.ok(["group", "add", "A&B <#|>", "--slug", "ab", "--formed", "2020-01-01"])
    try oshi.ok([
      "add", "星野ルナ", "--slug", "luna", "--birthday", "--02-29", "--debut", "令和3年8月1日", "--short",
      "ルナ", "--symbol", "🌙", "--group", "ab", "--age", "17", "--private",
    ])
    try oshi.addAki()
    try oshi.ok([
      "widget", "add", "--oshi", "luna", "--date", "2026-12-24", "--label", "\"Xmas\" 'live'",
      "--once", "--count", "inclusive", "--leap-day", "mar1",
    ])
    try oshi.ok([
      "slot", "rotate", "bar", "--widgets", "aki-debut,luna-birthday", "--family", "circular",
    ])
    try oshi.ok(["slot", "next", "bar"])
    try oshi.ok(["config", "set", "lang", "ja"])
    try oshi.ok(["config", "set", "formats", "waybar,tmux"])
    let first = try oshi.ok(["export"])
    let backup = oshi.folder.appendingPathComponent("backup.json").path
    try first.write(toFile: backup, atomically: true, encoding: .utf8)
    let other = try Harness()
    try other.ok(["import", backup])
    let second = try other.ok(["export"])
    #expect(first == second)
    #expect(
      try other.ok(["render", "--slot", "bar"]) == (try oshi.ok(["render", "--slot", "bar"])))

    // A store that is not empty needs --merge or --replace.
    let refused = try other.run(["import", backup])
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("--merge"))
    try other.ok(["import", backup, "--replace"])
    #expect(try other.ok(["export"]) == first)
    try other.ok(["add", "Mio", "--since", "2024-01-01"])
    try other.ok(["import", backup, "--merge"])
    #expect(try other.ok(["list", "--format", "tsv"]).contains("mio-following"))
  }

  @Test(
    "Import refuses bad content with the path of the field, and writes nothing",
    arguments: [
      ("$.oshis[1].birthday", "\"1999-03-15\"", "\"1999-02-30\""),
      ("$.oshis[1].name", "\"Aki\"", "\"A\\u001bki\""),
      ("$.oshis[0].widgets[0].kind", "\"birthday\"", "\"weekly\""),
      ("$.version", "\"version\" : 2", "\"version\" : 9"),
      ("$.slots[0].widgets[0]", "\"aki-debut\",\n        \"luna", "\"nobody\",\n        \"luna"),
      ("$.oshis[0].private", "\"private\" : false", "\"private\" : 1"),
    ])
  func importRefusals(path: String, find: String, replace: String) throws {
    let oshi = try Harness()
    try oshi.ok(["add", "星野ルナ", "--slug", "luna", "--birthday", "--02-29"])
    try oshi.addAki()
    try oshi.ok(["slot", "rotate", "bar", "--widgets", "aki-debut,luna-birthday"])
    let text = try oshi.ok(["export"])
    #expect(text.contains(find))
    let broken = text.replacingOccurrences(of: find, with: replace)
    let file = oshi.folder.appendingPathComponent("broken.json").path
    try broken.write(toFile: file, atomically: true, encoding: .utf8)
    let target = try Harness()
    try target.ok(["add", "Mio", "--since", "2024-01-01"])
    let before = try #require(target.storeBytes())
    let result = try target.run(["import", file, "--replace"])
    #expect(result.status == 64)
    // The line is the broken value's, in the file as written: after its key when the
    // replaced text is a value ("kind" : "weekly"), else where the replaced text is.
    let key = path.split(separator: ".").last.map { "\"\($0.prefix { $0 != "[" })\" : \(replace)" }
    let found = key.flatMap { broken.range(of: $0) } ?? broken.range(of: replace)!
    let line = broken[..<found.lowerBound].filter { $0 == "\n" }.count + 1
    #expect(result.stderr.hasPrefix("error: \(path) (line \(line)): "), "\(result.stderr)")
    #expect(target.storeBytes() == before)
  }

  @Test(
    "Control characters planted with sqlite3 never reach any output",
    .enabled(
      if: Programs.runs(Programs.has("sqlite3")), "plants the characters with the sqlite3 shell"))
  func plantedInjection() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "Live", "--id",
      "aki-live",
    ])
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-live"])
    try oshi.ok(["config", "set", "formats", StatusFormatNames.all])
    let planted =
      "'A' || char(27) || '[31m' || char(155) || '2J' || char(127) || char(8238) || char(8294) || char(7) || char(10) || 'ki'"
    try sqlite(
      oshi.db,
      "UPDATE oshi SET name = \(planted), symbol = char(27), shortName = \(planted); UPDATE widget SET label = \(planted) WHERE id = 'aki-live';"
    )
    // Ids too, including one that would climb out of refresh's folder.
    try sqlite(
      oshi.db,
      "PRAGMA foreign_keys=ON; UPDATE widget SET id = 'aki-' || char(27) || '[1m' || char(10) || char(155) || char(127) || char(8232) || 'x' WHERE id = 'aki-birthday'; UPDATE widget SET id = '../../escape' WHERE id = 'aki-debut';"
    )
    var outputs: [String] = []
    for format in ["text", "json"] + StatusFormatNames.list {
      let result = try oshi.run(["render", "--all", "--family", "all", "--format", format])
      outputs.append(result.stdout + result.stderr)
    }
    for command in [
      ["list"], ["list", "--format", "json"], ["list", "--format", "tsv"], ["show"],
      ["options", "widget"],
      ["options", "oshi", "--format", "json"], ["options", "widget", "--format", "tsv"],
      ["slot", "list"], ["export"], ["doctor"],
    ] {
      let result = try oshi.run(command)
      outputs.append(result.stdout + result.stderr)
    }
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["refresh", "--out", out])
    #expect(
      !FileManager.default.fileExists(
        atPath: oshi.folder.deletingLastPathComponent().appendingPathComponent("escape.inline.txt")
          .path))
    #expect(
      !FileManager.default.fileExists(
        atPath: oshi.folder.appendingPathComponent("escape.inline.txt").path))
    for name in try FileManager.default.contentsOfDirectory(atPath: out) where !name.hasPrefix(".")
    {
      outputs.append(
        String(
          decoding: FileManager.default.contents(atPath: out + "/" + name) ?? Data(), as: UTF8.self)
      )
    }
    for output in outputs {
      let bad = output.unicodeScalars.filter { scalar in
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
          || (0x7F...0x9F).contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      }
      #expect(bad.isEmpty, "\(bad.map { String($0.value, radix: 16) }) in \(output.prefix(200))")
    }
  }
}

/// The status-bar formats, by name.
enum StatusFormatNames {
  static let list = ["waybar", "i3blocks", "i3status-rust", "polybar", "tmux", "conky", "xbar"]
  static var all: String { list.joined(separator: ",") }
}
