import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRuntime

/// `oshi group`: groups (箱推し), whose members are oshis of their own.
struct GroupCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group", "Add, list, change and remove groups (箱推し).",
    subcommands: [
      AddGroupCommand.self, ListGroupsCommand.self, EditGroupCommand.self,
      RemoveCommand<GroupSlug>.self,
    ])
}

/// `oshi group add`.
struct AddGroupCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group add",
    "Add a group, with one widget per date given: <slug>-formed, -debut and -following.")

  @Argument(help: .localized("The group's name, as you write it."))
  var name: String

  @Option(help: .localized("A short ASCII id for the group (default: from the name)."))
  var slug: String?

  @OptionGroup var group: GroupOptions

  @OptionGroup var adding: AddingOptions

  @OptionGroup var global: GlobalOptions

  /// What the options ask for.
  var changes: OshiChanges {
    group.adding(to: group.profile.changes(name: name, slug: slug, isPrivate: adding.isPrivate))
  }

  func run() throws {
    let context = try global.context()
    let added = try Catalog(context).addOshi(changes)
    notice(Catalog.numberedSlugNotice(added, language: context.language))
    notice(Catalog.readingNotice(added, language: context.language))
    emit(added.widgetIDs, as: adding.format)
  }
}

/// `oshi group list`.
struct ListGroupsCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group list", "List the groups and their members.")

  @Option(help: .localized("text or json."))
  var format: IDFormat = .text

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context(use: .readsOrEmpty)
    emit(try Listing.groups(in: context, json: format == .json))
  }
}

/// `oshi group edit`.
struct EditGroupCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group edit", "Change a group; a date given for the first time adds its widget.")

  @OptionGroup var target: Target<GroupSlug>

  @OptionGroup var rename: RenameOptions

  @OptionGroup var group: GroupOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    var changes = group.adding(to: rename.changes(group.profile))
    changes.isGroup = false
    let edited = try Catalog(context).editGroup(slug: target.name, changes)
    emit(edited.added.map { $0 + "\n" }.joined())
  }
}
