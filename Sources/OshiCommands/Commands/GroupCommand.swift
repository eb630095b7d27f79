import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWords

/// `oshi group`: groups (箱推し), whose members are oshis of their own.
struct GroupCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group", Words.Help.Group.abstract,
    subcommands: [
      AddGroupCommand.self, ListGroupsCommand.self, EditGroupCommand.self,
      RemoveCommand<GroupSlug>.self,
    ])
}

/// `oshi group add`.
struct AddGroupCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "group add",
    Words.Help.GroupAdd.abstract)

  @Argument(help: .localized(Words.Help.GroupAdd.name))
  var name: String

  @Option(help: .localized(Words.Help.GroupAdd.slug))
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
    "group list", Words.Help.GroupList.abstract)

  @Option(help: .localized(Words.Help.Common.textOrJSON))
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
    "group edit", Words.Help.GroupEdit.abstract)

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
