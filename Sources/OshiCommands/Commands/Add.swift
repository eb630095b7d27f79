import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

/// `oshi add`.
struct AddCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "add", Words.Help.Add.abstract,
    Words.Help.Add.discussion
  )

  @Argument(
    help: .localized(
      Words.Help.Add.name))
  var name: String

  @Option(help: .localized(Words.Help.Add.slug))
  var slug: String?

  @OptionGroup var oshi: OshiOptions

  @OptionGroup var adding: AddingOptions

  @OptionGroup var global: GlobalOptions

  /// What the options ask for.
  var changes: OshiChanges {
    var changes = oshi.adding(
      to: oshi.profile.changes(name: name, slug: slug, isPrivate: adding.isPrivate))
    changes.notify = oshi.notify.map { $0 == .on }
    return changes
  }

  func run() throws {
    let context = try global.context()
    let catalog = Catalog(context)
    let added = try catalog.addOshi(changes)
    let ids = added.widgetIDs
    notice(Catalog.numberedSlugNotice(added, language: context.language))
    notice(Catalog.readingNotice(added, language: context.language))
    notice(catalog.futureBirthdayNotice(oshi.birthday, language: context.language))
    notice(Catalog.noDateNotice(added, language: context.language))
    emit(ids, as: adding.format)
  }
}
