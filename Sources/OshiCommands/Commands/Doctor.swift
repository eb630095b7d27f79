import ArgumentParser
import OshiApp
import OshiRuntime

/// `oshi doctor`.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "doctor", "Check the store's integrity, schema, references and file modes.",
    "Exits 0 when healthy, 1 with one line per finding otherwise.")

  @Flag(
    help: .localized(
      "Repair what can be repaired safely: modes, references to nothing, control characters."))
  var fix = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let checkup = try Checkup.run(in: global.context(use: .reads), fix: fix)
    var lines = checkup.notes + checkup.repairs.map { "fixed: \($0)" }
    lines += checkup.findings.map { "problem: \($0)" }
    let count = checkup.findings.count
    lines.append(
      checkup.isHealthy ? "healthy" : "\(count) \(count == 1 ? "problem" : "problems") found")
    emit(lines.joined(separator: "\n") + "\n")
    if !checkup.isHealthy { throw ExitCode(1) }
  }
}
