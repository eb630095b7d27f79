import ArgumentParser
import Foundation
import OshiApp
import OshiRuntime

/// `oshi add`.
struct AddCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "add", "Add an oshi, with one widget per date given.",
    "Dates may be written 2019-08-01, 2019/8/1, 2019年8月1日, 令和元年8月1日, R1.8.1, today, or without a year: --04-05, 4/5, 4月5日."
  )

  @Argument(
    help: .localized(
      """
      The name, as you write it. A name that begins with '-' goes last, after --: \
      oshi add --since today -- '-Aki-'
      """))
  var name: String

  @Option(help: .localized("A short ASCII id for the oshi (default: from the name)."))
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
