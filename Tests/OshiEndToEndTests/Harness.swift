import Foundation
import Testing

/// What one run of the `oshi` binary printed and returned.
struct RunResult: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The usage line that follows a refusal of swift-argument-parser's
  /// (`usage: oshi add [<options>] <name>`, or `使い方: …` in Japanese), if any.
  var usage: String? {
    let lines = stderr.split(separator: "\n")
    guard lines.count == 2, lines[1].hasPrefix("usage: oshi") || lines[1].hasPrefix("使い方: oshi")
    else { return nil }
    return String(lines[1])
  }

  /// Standard error without that usage line: the refusal itself.
  var refusal: String {
    guard let usage else { return stderr }
    return String(stderr.dropLast(usage.count + 1))
  }
}

/// Runs the built `oshi` binary on a temporary store with a fixed clock and zone,
/// the way swift-argument-parser's `AssertExecuteCommand` does.
final class Harness: Sendable {
  /// A fresh folder for this test, removed with the harness.
  let folder: URL
  /// The store file inside it.
  var db: String { folder.appendingPathComponent("store/oshi.sqlite").path }
  /// The variables every run gets.
  let environment: [String: String]

  init(now: String = "2026-11-22T12:00:00+09:00", tz: String = "Asia/Tokyo") throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("oshi-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var variables = [
      "HOME": folder.path, "PATH": "/usr/bin:/bin", "OSHI_NOW": now, "TZ": tz, "LANG": "C.UTF-8",
      "OSHI_DB": folder.appendingPathComponent("store/oshi.sqlite").path,
    ]
    // Under `swift test --sanitize=…`, the binaries run are built with the sanitizer too,
    // and take its options (docs/fuzzing.md#the-test-suite-under-sanitizers).
    for name in Harness.sanitizerVariables {
      variables[name] = ProcessInfo.processInfo.environment[name]
    }
    environment = variables
  }

  /// The sanitizers' options, passed on to the binaries the tests run.
  static let sanitizerVariables = [
    "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "ASAN_SYMBOLIZER_PATH", "SWIFT_BACKTRACE",
  ]

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The built binary, next to the test bundle.
  static var binary: URL {
    let here =
      Bundle.main.executableURL?.deletingLastPathComponent()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [here, here.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("oshi")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return here.appendingPathComponent("oshi")
  }

  /// Runs `arguments` (a program on PATH and its arguments) in the test's folder, with the
  /// harness's variables, the built `oshi` first on PATH, and `extra`; returns what it
  /// printed.
  func shell(_ arguments: [String], extra: [String: String] = [:]) throws -> RunResult {
    var variables = environment
    variables["PATH"] = Harness.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    variables.merge(extra) { $1 }
    return try launch(URL(fileURLWithPath: "/usr/bin/env"), arguments, variables)
  }

  /// Runs `oshi` with `arguments`; `extra` adds or (with nil) removes variables.
  @discardableResult
  func run(_ arguments: [String], _ extra: [String: String?] = [:]) throws -> RunResult {
    var variables = environment
    for (key, value) in extra { variables[key] = value }
    return try launch(Harness.binary, arguments, variables)
  }

  /// Runs `executable` in the test's folder with no standard input, to its end.
  func launch(
    _ executable: URL, _ arguments: [String], _ variables: [String: String]
  ) throws -> RunResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = variables
    process.currentDirectoryURL = folder
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Standard output is read to its end first: a child that fills the other pipe
    // (more than 64 KiB of errors) would block. Every caller writes little there.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs `oshi` and requires success.
  @discardableResult
  func ok(
    _ arguments: [String], _ extra: [String: String?] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try run(arguments, extra)
    #expect(
      result.status == 0, "oshi \(arguments) failed: \(result.stderr)",
      sourceLocation: sourceLocation)
    return result.stdout
  }

  /// The store's bytes, or nil when it does not exist.
  func storeBytes() -> Data? {
    FileManager.default.contents(atPath: db)
  }

  /// Adds SPEC's example oshi.
  func addAki() throws {
    try ok([
      "add", "Aki", "--slug", "aki", "--birthday", "1999-03-15", "--debut", "2019-11-30", "--since",
      "2023-04-01",
    ])
  }

  /// Parses one JSON object per line.
  static func jsonLines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(object as? [String: Any])
    }
  }
}
