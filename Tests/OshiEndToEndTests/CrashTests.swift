import Foundation
import Testing

@Suite("Crash safety: SIGKILL at random points")
struct CrashTests {
  /// Starts `oshi` and kills it with SIGKILL after `delay` seconds, if still running.
  func killed(
    _ oshi: Harness, _ arguments: [String], after delay: TimeInterval,
    _ extra: [String: String] = [:]
  ) throws {
    let process = Process()
    process.executableURL = Harness.binary
    process.arguments = arguments
    process.environment = oshi.environment.merging(extra) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  @Test("A killed refresh leaves every file old or new, and complete")
  func killedRefresh() throws {
    let oshi = try Harness()
    for index in 0..<30 {
      try oshi.ok([
        "add", "Oshi \(index)", "--slug", "o\(index)", "--birthday", "2000-03-0\(index % 9 + 1)",
        "--since", "2021-01-01",
      ])
    }
    let out = oshi.folder.appendingPathComponent("out").path
    let days = ["2026-11-22T12:00:00+09:00", "2026-11-23T12:00:00+09:00"]
    var versions: [[String: String]] = []
    for day in days {
      try oshi.ok(["refresh", "--out", out], ["OSHI_NOW": day])
      versions.append(RefreshTests.files(out))
    }
    var generator = SystemRandomNumberGenerator()
    for round in 0..<40 {
      let delay = Double.random(in: 0.0...0.06, using: &generator)
      try killed(oshi, ["refresh", "--out", out], after: delay, ["OSHI_NOW": days[round % 2]])
      let files = RefreshTests.files(out)
      for (name, content) in files where name != "timeline.json" {
        #expect(
          versions.contains { $0[name] == content }, "\(name) is torn after a kill at \(delay)s")
      }
      #expect(files.keys.filter { $0 != "timeline.json" }.count == versions[0].count - 1)
    }
    // The next refresh cleans up whatever a kill left and finishes the job.
    try oshi.ok(["refresh", "--out", out], ["OSHI_NOW": days[0]])
    #expect(
      RefreshTests.files(out).filter { $0.key != "timeline.json" }
        == versions[0].filter { $0.key != "timeline.json" })
    #expect(
      !(try FileManager.default.contentsOfDirectory(atPath: out)).contains {
        $0.hasPrefix(".oshi-tmp-")
      })
  }

  @Test("A refresh stopped while replacing files is finished by the next, despite the fingerprint")
  func unfinishedRefresh() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["refresh", "--out", out])
    let right = RefreshTests.files(out)["aki-debut.inline.txt"]
    // What a refresh killed halfway leaves: its marker, and a file from another day.
    try "stale\n".write(toFile: out + "/aki-debut.inline.txt", atomically: true, encoding: .utf8)
    #expect(FileManager.default.createFile(atPath: out + "/.oshi-unfinished", contents: Data()))
    #expect(
      try oshi.ok(["refresh", "--out", out, "--verbose"]).contains("wrote aki-debut.inline.txt"))
    #expect(RefreshTests.files(out)["aki-debut.inline.txt"] == right)
    #expect(!FileManager.default.fileExists(atPath: out + "/.oshi-unfinished"))
  }

  @Test("A killed add leaves the store consistent: the oshi with all its widgets, or nothing")
  func killedAdd() throws {
    let oshi = try Harness()
    try oshi.addAki()
    var generator = SystemRandomNumberGenerator()
    for round in 0..<30 {
      let delay = Double.random(in: 0.0...0.05, using: &generator)
      try killed(
        oshi,
        [
          "add", "Fan \(round)", "--slug", "f\(round)", "--birthday", "2000-01-01", "--debut",
          "2020-01-01", "--since", "2021-01-01",
        ],
        after: delay)
    }
    #expect(try oshi.run(["doctor"]).status == 0)
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["list", "--format", "json"]).utf8))
        as? [String: Any])
    let oshis = try #require(list["oshis"] as? [[String: Any]]).compactMap { $0["slug"] as? String }
    let widgets = try #require(list["widgets"] as? [[String: Any]]).compactMap {
      $0["id"] as? String
    }
    for slug in oshis {
      for kind in ["birthday", "debut", "following"] {
        #expect(widgets.contains("\(slug)-\(kind)"), "\(slug) lost its \(kind) widget")
      }
    }
    #expect(widgets.count == oshis.count * 3)
  }
}
