import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRender
import OshiStore
import OshiStoreCore

/// `oshi group`: groups (箱推し), whose members are oshis of their own.
struct GroupCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group", "Add, list, change and remove groups (箱推し).",
    subcommands: [AddGroup.self, ListGroups.self, EditGroup.self, RemoveGroup.self])
}

/// The dates and texts that `group add` and `group edit` share.
struct GroupOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "The day the group was formed (結成).")
  var formed: String?

  @Option(parsing: .unconditional, help: "The group's debut date.")
  var debut: String?

  @Option(parsing: .unconditional, help: "The day you started following the group (箱推し).")
  var since: String?

  @Option(help: "A shorter name for small widgets (with edit, \"\" clears it).")
  var short: String?

  @Option(help: "One symbol, such as ☆ (with edit, \"\" clears it).")
  var symbol: String?

  /// The request these options make.
  func changes(name: String?, slug: String?, isPrivate: Bool?) -> OshiChanges {
    var changes = OshiChanges(
      name: name, slug: slug, debut: debut, since: since, shortName: short, symbol: symbol,
      isPrivate: isPrivate)
    changes.formed = formed
    changes.isGroup = true
    return changes
  }
}

/// `oshi group add`.
struct AddGroup: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group add",
    "Add a group, with one widget per date given: <slug>-formed, -debut and -following.")

  @Argument(help: "The group's name, as you write it.")
  var name: String

  @Option(help: "A short ASCII id for the group (default: from the name).")
  var slug: String?

  @OptionGroup var group: GroupOptions

  @OptionGroup var adding: AddingOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    let added = try Catalog(context).addOshi(
      group.changes(name: name, slug: slug, isPrivate: adding.isPrivate))
    notice(Catalog.numberedSlugNotice(added, language: context.language))
    emit(added.widgetIDs, as: adding.format)
  }
}

/// `oshi group list`.
struct ListGroups: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group list", "List the groups and their members.")

  @Option(help: "text or json.")
  var format: IDFormat = .text

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context(use: .readsOrEmpty)
    let snapshot = try context.store.snapshot()
    switch format {
    case .json: emit(Listing.groupsJSON(snapshot))
    case .text: emit(Listing.groups(snapshot, today: context.today, language: context.language))
    }
  }
}

/// `oshi group edit`.
struct EditGroup: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group edit", "Change a group; a date given for the first time adds its widget.")

  @OptionGroup var target: GroupSlug

  @Option(help: "A new name.")
  var name: String?

  @Option(name: .customLong("slug"), help: "A new slug; widgets named after the old one follow.")
  var newSlug: String?

  @OptionGroup var group: GroupOptions

  @Flag(name: .customLong("private"), inversion: .prefixedNo, help: "Hide or show the name.")
  var isPrivate: Bool?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    var changes = group.changes(name: name, slug: newSlug, isPrivate: isPrivate)
    changes.isGroup = false
    let edited = try Catalog(context).editGroup(slug: target.slug, changes)
    emit(edited.added.map { $0 + "\n" }.joined())
  }
}

/// `oshi group remove`.
struct RemoveGroup: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group remove", "Remove a group and its widgets; its members stay, without a group.")

  @OptionGroup var target: GroupSlug

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    emit(try Catalog(context).removeGroup(slug: target.slug).report(in: context.language))
  }
}
