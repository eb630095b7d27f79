import ArgumentParser
import OshiApp
import OshiRender
import OshiStore
import OshiStoreCore

/// `oshi list`.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "list", "List oshis and their widgets.")

  @Option(help: "table, json or tsv.")
  var format: ListingFormat = .table

  @Flag(help: "Show dates in 和暦 (with --lang ja).")
  var era = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var context = try global.context(use: .readsOrEmpty)
    if era { context.era = true }
    let snapshot = try context.store.snapshot()
    switch format {
    case .json: emit(Listing.json(snapshot, quiet: try context.store.quiet()))
    case .tsv: emit(Listing.tsv(snapshot))
    case .table:
      emit(
        Listing.table(
          snapshot, today: context.today, language: context.language, display: context.display))
    }
  }
}
