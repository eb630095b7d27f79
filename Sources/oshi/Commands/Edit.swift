import ArgumentParser
import OshiApp

/// `oshi edit`.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Change an oshi; a date given for the first time adds its widget.")

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

  @Option(help: "A new name (one that begins with '-' is given as --name='-Aki-').")
  var name: String?

  @Option(name: .customLong("slug"), help: "A new slug; widgets named after the old one follow.")
  var newSlug: String?

  @OptionGroup var oshi: OshiOptions

  @Flag(name: .customLong("private"), inversion: .prefixedNo, help: "Hide or show the name.")
  var isPrivate: Bool?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let added = try Catalog(global.context()).editOshi(
      slug: slug, oshi.changes(name: name, slug: newSlug, isPrivate: isPrivate))
    emit(added.map { $0 + "\n" }.joined())
  }
}

/// `oshi remove`.
struct Remove: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Remove an oshi with its widgets, and clear the slots that showed them.")

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).removeOshi(slug: slug)
  }
}
