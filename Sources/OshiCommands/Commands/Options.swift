import ArgumentParser
import OshiApp
import OshiCore
import OshiRuntime

/// `oshi options`.
struct OptionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "options", "List the choices for a widget parameter, read live from the store.",
    "Text prints identifier<TAB>display per line: oshi options widget | fzf")

  @Argument(
    help: ArgumentHelp.localized(
      "One of: \(Parameter.allCases.map(\.rawValue).joined(separator: ", "))."))
  var parameter: Parameter

  @Option(help: .localized("text, json or tsv."))
  var format: ChoiceFormat = .text

  @Option(help: .localized("Only widgets that can show in this family."))
  var family: Family?

  @Option(help: .localized("Only the widgets of this oshi."), completion: Completions.stored(.oshi))
  var oshi: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context(use: .readsOrEmpty)
    let choices = try OptionsProvider(context).choices(
      for: parameter, filter: ChoiceFilter(family: family, oshi: oshi))
    switch format {
    case .json: emit(ChoiceOutput.json(choices))
    case .tsv: emit(ChoiceOutput.tsv(choices))
    case .text: emit(ChoiceOutput.text(choices))
    }
  }
}
