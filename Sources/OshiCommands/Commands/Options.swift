import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWords

/// `oshi options`.
struct OptionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "options", Words.Help.Options.abstract,
    Words.Help.Options.discussion)

  @Argument(
    help: ArgumentHelp.localized(
      Words.Help.Options.parameter(Parameter.allCases.map(\.rawValue))))
  var parameter: Parameter

  @Option(help: .localized(Words.Help.Options.format))
  var format: ChoiceFormat = .text

  @Option(help: .localized(Words.Help.Options.family))
  var family: Family?

  @Option(help: .localized(Words.Help.Options.oshi), completion: Completions.stored(.oshi))
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
