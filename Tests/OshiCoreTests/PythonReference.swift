import Foundation

/// Runs one of `scripts/`'s Python references: glibc's time zones, dateutil's
/// relativedelta.
enum PythonReference {
  /// CI sets OSHI_REQUIRE_CONSUMERS=1, so that a reference that cannot run fails there.
  static let isRequired = ProcessInfo.processInfo.environment["OSHI_REQUIRE_CONSUMERS"] == "1"

  /// Whether a test that needs python3 importing `modules` runs.
  ///
  /// It runs where they are, and always in CI, where their absence is a failure. For
  /// `.enabled(if:)`.
  static func runs(importing modules: String) -> Bool {
    if isRequired { return true }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import \(modules)"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// The standard output of `python3 scripts/<script>` fed `input`; nil when it cannot
  /// run or exits non-zero.
  static func run(_ script: String, input: String) -> String? {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/\(script)").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", path]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    // Written from another thread: the script answers as it reads, and a full output
    // pipe would otherwise wait for a reader that is still writing.
    let writer = stdin.fileHandleForWriting
    let bytes = Data(input.utf8)
    DispatchQueue.global().async {
      writer.write(bytes)
      try? writer.close()
    }
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
