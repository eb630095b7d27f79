import Foundation
import OshiCommandWords
import OshiRuntime
import OshiWords

/// What `oshi` keeps out of itself, so that the binary status bars start every few seconds
/// loads no library it does not need: desktop notifications (sd-bus) and pictures (Cairo,
/// Pango, gdk-pixbuf), both done by the one helper binary `oshi-card`
/// (docs/perf-history.md#one-helper).
enum Companion {
  case notifySend
  case card

  /// The helper binary's name, for both.
  static let binary = "oshi-card"

  /// What the helper is given before the arguments: a notification is its `notify-send`.
  var command: [String] {
    switch self {
    case .notifySend: ["notify-send"]
    case .card: []
    }
  }

  /// The variable that names the binary, for tests and unusual installs.
  var variable: String {
    switch self {
    case .notifySend: "OSHI_NOTIFY_SEND"
    case .card: "OSHI_CARD"
    }
  }

  /// The helper binary: the one next to this binary, else the first on `PATH`.
  private static func path() throws(OshiError) -> String {
    let environment = ProcessInfo.processInfo.environment
    let manager = FileManager.default
    var folders: [String] = []
    if let executable = Bundle.main.executablePath {
      folders.append((executable as NSString).deletingLastPathComponent)
    }
    folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for folder in folders {
      let path = folder + "/" + binary
      if manager.isExecutableFile(atPath: path) { return path }
    }
    throw OshiError(
      Words.Refresh.noCompanion(binary),
      exitCode: 69)
  }

  /// What a run gave back.
  struct Outcome {
    var status: Int32
    var output: Data
    /// The first line of standard error, without its `error: `.
    var error: String
    /// The same in Japanese, from the companion's `error-ja:` line; nil when it wrote
    /// none (a program that is not oshi's).
    var errorJA: String?

    /// The companion's refusal as oshi's error, in both languages, with `exitCode`.
    func failure(exitCode: Int32) -> OshiError {
      OshiError(error, ja: errorJA ?? error, exitCode: exitCode)
    }
  }

  /// The exit status `oshi` gives for a companion's: its own when it is one of the
  /// refusals they make (bad input 64, bad data 65, no input 66, cannot write 73),
  /// else 70, since anything else means the companion itself went wrong.
  static func exitCode(_ status: Int32) -> Int32 {
    [64, 65, 66, 73].contains(status) ? status : 70
  }

  /// Runs the helper with `arguments`: the variable's program when set, given them alone
  /// (oshi-notify-send's or oshi-card's), else `oshi-card` with ``command`` first.
  func run(_ arguments: [String]) throws(OshiError) -> Outcome {
    if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
      return try Companion.run(path, arguments)
    }
    return try Companion.run(Companion.path(), command + arguments)
  }

  /// Runs the program at `path` with `arguments` and no standard input: what it needs
  /// goes in files it is given, so that a program that stops early can never leave
  /// `oshi` writing to a closed pipe.
  static func run(_ path: String, _ arguments: [String]) throws(OshiError) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw OshiError(
        Words.Refresh.cannotRun(path, error.localizedDescription), exitCode: 69)
    }
    // Both binaries write a line or two, far below a pipe's buffer, so reading one pipe
    // to its end and then the other cannot stall either side.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: errorData, as: UTF8.self).split(separator: "\n")
    var line = lines.first.map(String.init) ?? ""
    if line.hasPrefix("error: ") { line.removeFirst("error: ".count) }
    var japanese = lines.dropFirst().first { $0.hasPrefix("error-ja: ") }
      .map { String($0.dropFirst("error-ja: ".count)) }
    if line.isEmpty, process.terminationStatus != 0 {
      let failed = Words.Refresh.companionFailed(path, status: process.terminationStatus)
      (line, japanese) = (failed.en, failed.ja)
    }
    return Outcome(
      status: process.terminationStatus, output: data, error: line, errorJA: japanese)
  }
}

/// A private folder for the files handed to and from a companion, removed after.
struct TemporaryFolder {
  let path: String

  init() throws(OshiError) {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("oshi-\(getpid())-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    } catch {
      throw OshiError(
        Words.Refresh.noTemporaryFolder(error.localizedDescription), exitCode: 73)
    }
    path = url.path
  }

  /// Writes `bytes` as the file `name` in the folder, and gives its path.
  func file(_ name: String, _ bytes: [UInt8]) throws(OshiError) -> String {
    let file = path + "/" + name
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
      throw OshiError(Words.Card.cannotWrite(file), exitCode: 73)
    }
    return file
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
