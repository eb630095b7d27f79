import ArgumentParser
import Foundation
import OshiApp
import OshiRender

/// The options that `add` and `edit` share: an oshi's dates and texts.
struct OshiOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "The birthday (its year may be left out).")
  var birthday: String?

  @Option(parsing: .unconditional, help: "The debut date.")
  var debut: String?

  @Option(parsing: .unconditional, help: "The day you started following.")
  var since: String?

  @Option(help: "A shorter name for small widgets (with edit, \"\" clears it).")
  var short: String?

  @Option(help: "One symbol, such as ♡ or 🎂 (with edit, \"\" clears it).")
  var symbol: String?

  @Option(
    help: "The slug of the oshi's group (oshi group add makes one; with edit, \"\" clears it).",
    completion: Completions.stored(.group))
  var group: String?

  @Option(parsing: .unconditional, help: "The day the oshi joined the group.")
  var joined: String?

  @Option(help: "How birthdays show the age: real, hidden, or a frozen age such as 17.")
  var age: String?

  @Option(help: "on or off: whether oshi notify sends this oshi's occasions.")
  var notify: NotifySwitch?

  /// The request these options make, with the options that only add or edit has.
  func changes(name: String?, slug: String?, isPrivate: Bool?) -> OshiChanges {
    var changes = OshiChanges(
      name: name, slug: slug, birthday: birthday, debut: debut, since: since, shortName: short,
      symbol: symbol, group: group, age: age, isPrivate: isPrivate)
    changes.joined = joined
    return changes
  }
}

/// `oshi add`.
struct Add: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "add", "Add an oshi, with one widget per date given.",
    "Dates may be written 2019-08-01, 2019/8/1, 2019年8月1日, 令和元年8月1日, R1.8.1, today, or without a year: --04-05, 4/5, 4月5日."
  )

  @Argument(
    help: """
      The name, as you write it. A name that begins with '-' goes last, after --: \
      oshi add --since today -- '-Aki-'
      """)
  var name: String

  @Option(help: "A short ASCII id for the oshi (default: from the name).")
  var slug: String?

  @OptionGroup var oshi: OshiOptions

  @OptionGroup var adding: AddingOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    let catalog = Catalog(context)
    let added = try catalog.addOshi(
      oshi.changes(name: name, slug: slug, isPrivate: adding.isPrivate))
    if let notify = oshi.notify { try catalog.setNotify(oshi: added.slug, notify == .on) }
    let ids = added.widgetIDs
    notice(Catalog.numberedSlugNotice(added, language: context.language))
    notice(catalog.futureBirthdayNotice(oshi.birthday, language: context.language))
    emit(ids, as: adding.format)
  }
}
