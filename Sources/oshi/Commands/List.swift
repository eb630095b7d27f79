import ArgumentParser
import OshiApp

/// `oshi list`.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List oshis and their widgets.")

  @Option(help: "table, json or tsv.")
  var format: String = "table"

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let format = try ListFormat.parse(format, allowed: [.table, .json, .tsv])
    let context = try global.context()
    let snapshot = try context.storeSnapshot()
    switch format {
    case .json: emit(Listing.json(snapshot))
    case .tsv: emit(Listing.tsv(snapshot))
    default: emit(Listing.table(snapshot, today: context.today, language: context.language))
    }
  }
}
