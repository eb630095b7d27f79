import ArgumentParser
import OshiApp
import OshiRuntime

/// `oshi list`.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "list", "List oshis and their widgets.")

  @Option(help: .localized("table, json or tsv."))
  var format: ListingFormat = .table

  @Flag(help: .localized("Show dates in 和暦 (with --lang ja)."))
  var era = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var context = try global.context(use: .readsOrEmpty)
    if era { context.era = true }
    emit(try Listing.oshis(in: context, as: format))
  }
}
