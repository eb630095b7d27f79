import ArgumentParser
import OshiApp

/// `oshi edit`.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Change an oshi; a date given for the first time adds its widget.")

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

  @Option(help: "A new name.")
  var name: String?

  @Option(name: .customLong("slug"), help: "A new slug; widgets named after the old one follow.")
  var newSlug: String?

  @Option(parsing: .unconditional, help: "The birthday.")
  var birthday: String?

  @Option(parsing: .unconditional, help: "The debut date.")
  var debut: String?

  @Option(parsing: .unconditional, help: "The day you started following.")
  var since: String?

  @Option(help: "A shorter name (\"\" clears it).")
  var short: String?

  @Option(help: "One symbol (\"\" clears it).")
  var symbol: String?

  @Option(help: "The group (\"\" clears it).")
  var group: String?

  @Option(help: "real, hidden, or a frozen age such as 17.")
  var age: String?

  @Flag(name: .customLong("private"), inversion: .prefixedNo, help: "Hide or show the name.")
  var isPrivate: Bool?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    let added = try context.editOshi(
      slug: slug,
      OshiChanges(
        name: name, slug: newSlug, birthday: birthday, debut: debut, since: since, shortName: short,
        symbol: symbol, group: group, age: age, isPrivate: isPrivate))
    emit(added.map { $0 + "\n" }.joined())
  }
}

/// `oshi remove`.
struct Remove: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove an oshi with its widgets, and clear the slots that showed them.")

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try global.context().removeOshi(slug: slug)
  }
}
