import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

/// `oshi list`.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "list", Words.Help.List.abstract)

  @Option(help: .localized(Words.Help.List.format))
  var format: ListingFormat = .table

  @Flag(help: .localized(Words.Help.List.era))
  var era = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var context = try global.context(use: .readsOrEmpty)
    if era { context.era = true }
    emit(try Listing.oshis(in: context, as: format))
  }
}
