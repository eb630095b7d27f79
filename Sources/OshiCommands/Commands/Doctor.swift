import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWidgets
import OshiWords

/// `oshi doctor`.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "doctor", Words.Help.Doctor.abstract,
    Words.Help.Doctor.discussion)

  @Flag(
    help: .localized(
      Words.Help.Doctor.fix))
  var fix = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context(use: .reads)
    var checkup = try Checkup.run(in: context, fix: fix)
    let places = try SlotPlaces.look(in: context, environment: processEnvironment())
    checkup.noteWhereShown(places, db: global.db)
    let language = context.language
    var lines = checkup.notes.map { $0(language) }
    lines += checkup.repairs.map { Words.Commands.fixed(language) + $0(language) }
    lines += checkup.findings.map { Words.Commands.problem(language) + $0(language) }
    let count = checkup.findings.count
    lines.append(
      checkup.isHealthy
        ? Words.Commands.healthy(language)
        : Words.Commands.problemsFound(count)(language))
    emit(lines.joined(separator: "\n") + "\n")
    if !checkup.isHealthy { throw ExitCode(1) }
  }
}
