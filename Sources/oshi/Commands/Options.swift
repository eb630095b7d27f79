import ArgumentParser
import OshiApp
import OshiCore

/// `oshi options`.
struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "options",
    abstract: "List the choices for a widget parameter, read live from the store.",
    discussion: "Text prints identifier<TAB>display per line: oshi options widget | fzf")

  @Argument(
    help: ArgumentHelp("One of: \(Parameter.allCases.map(\.rawValue).joined(separator: ", "))."),
    completion: .list(Parameter.allCases.map(\.rawValue)))
  var parameter: String

  @Option(help: "text, json or tsv.")
  var format: String = "text"

  @Option(
    help: "Only widgets that can show in this family.",
    completion: .list(Family.allCases.map(\.rawValue)))
  var family: String?

  @Option(help: "Only the widgets of this oshi.", completion: Completions.stored(.oshi))
  var oshi: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    guard let parameter = Parameter(rawValue: parameter) else {
      throw OshiError.usage(
        "unknown parameter '\(parameter)'; the parameters are: \(Parameter.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    let format = try ListFormat.parse(format, allowed: [.text, .json, .tsv])
    let family = try family.map { text throws(OshiError) in
      try Input.choice(text, option: "--family", as: Family.self)
    }
    let context = try global.context()
    let choices = try context.optionsProvider().choices(
      for: parameter, filter: ChoiceFilter(family: family, oshi: oshi))
    switch format {
    case .json: emit(ChoiceOutput.json(choices))
    case .tsv: emit(ChoiceOutput.tsv(choices))
    default: emit(ChoiceOutput.text(choices))
    }
  }
}
