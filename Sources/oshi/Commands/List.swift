import ArgumentParser
import OshiApp

/// `oshi list`.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List oshis and their widgets.")

  @Option(help: "table, json or tsv.")
  var format: String = "table"

  @Flag(help: "Show dates in 和暦 (with --lang ja).")
  var era = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let format = try ListFormat.parse(format, allowed: [.table, .json, .tsv])
    var context = try global.context()
    if era { context.era = true }
    let snapshot = try context.storeSnapshot()
    switch format {
    case .json: emit(Listing.json(snapshot))
    case .tsv: emit(Listing.tsv(snapshot))
    default:
      emit(
        Listing.table(
          snapshot, today: context.today, language: context.language, display: context.display))
    }
  }
}
