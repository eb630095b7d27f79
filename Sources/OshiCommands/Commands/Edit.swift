import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWords

/// `oshi edit`.
struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "edit", Words.Help.Edit.abstract)

  @OptionGroup var target: Target<OshiSlug>

  @OptionGroup var rename: RenameOptions

  @OptionGroup var oshi: OshiOptions

  @OptionGroup var clearing: ClearingOptions

  @OptionGroup var global: GlobalOptions

  /// What the options ask for.
  var changes: OshiChanges {
    var changes = oshi.adding(to: rename.changes(oshi.profile))
    changes.clearing = clearing.dates
    changes.notify = oshi.notify.map { $0 == .on }
    return changes
  }

  func run() throws {
    let context = try global.context()
    let catalog = Catalog(context)
    let edited = try catalog.editOshi(slug: target.name, changes)
    notice(catalog.futureBirthdayNotice(oshi.birthday, language: context.language))
    emit(edited.added.map { $0 + "\n" }.joined())
    if let removal = edited.removal { emit(removal.report(in: context.language)) }
  }
}
