import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiRender
import OshiRuntime
import OshiWords

/// `oshi upcoming`.
struct UpcomingCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "upcoming",
    Words.Help.Upcoming.abstract,
    Words.Help.Upcoming.discussion
  )

  @Option(help: .localized(Words.Help.Upcoming.days))
  var days = 30

  @Option(help: .localized(Words.Help.Upcoming.limit))
  var limit: Int?

  @Option(help: .localized(Words.Help.Upcoming.oshi), completion: Completions.stored(.oshi))
  var oshi: String?

  @Option(
    help: .localized(Words.Help.Upcoming.group),
    completion: Completions.stored(.group))
  var group: String?

  @Option(help: .localized(Words.Help.Common.textOrJSON))
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
