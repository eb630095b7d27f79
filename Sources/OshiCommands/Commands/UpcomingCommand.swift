import ArgumentParser
import OshiApp
import OshiRender
import OshiRuntime

/// `oshi upcoming`.
struct UpcomingCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "upcoming",
    "List what is coming: birthdays, anniversaries, half-years, milestones, キリ番, graduations, hiatuses.",
    "Sorted by date, then by oshi. --format json writes JSON Lines: date, days_until, oshi, widget, event, number, text."
  )

  @Option(help: .localized("How many days ahead, from today (0 to 36600)."))
  var days = 30

  @Option(help: .localized("At most this many occasions."))
  var limit: Int?

  @Option(help: .localized("Only this oshi's occasions."), completion: Completions.stored(.oshi))
  var oshi: String?

  @Option(
    help: .localized("Only this group's occasions and its members'."),
    completion: Completions.stored(.group))
  var group: String?

  @Option(help: .localized("text or json."))
  var format: IDFormat = .text

  @OptionGroup var global: GlobalOptions

  /// The invocation these arguments ask for.
  var invocation: UpcomingInvocation {
    var invocation = UpcomingInvocation()
    invocation.days = days
    invocation.limit = limit
    invocation.oshi = oshi
    invocation.group = group
    invocation.format = format == .json ? .json : .text
    invocation.global = global.input
    return invocation
  }

  func run() throws {
    try invocation.run(
      environment: processEnvironment(), clock: clock, upgrade: Context.migrating, write: emit)
  }
}
