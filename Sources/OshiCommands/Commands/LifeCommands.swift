import ArgumentParser
import OshiApp
import OshiRuntime

/// Prints the id of the widget a life event made, if it made one.
private func report(_ recorded: Catalog.Recorded) {
  if let id = recorded.widgetID { emit(id + "\n") }
}

/// `oshi graduate` (卒業) and `oshi disband` (解散), for an oshi and for a group.
struct GraduateCommand<Kind: StoredKind>: ParsableCommand {
  /// Whether this is `disband`, for a group.
  static var disbanding: Bool { Kind.stored == .group }

  static var configuration: CommandConfiguration {
    disbanding
      ? .oshi(
        "disband", "Record a group's disbanding (解散); <slug>-graduation counts the days since.")
      : .oshi(
        "graduate", "Record an oshi's graduation (卒業); <slug>-graduation counts the days since.")
  }

  @OptionGroup var target: Target<Kind>

  @Option(
    parsing: .unconditional,
    help: .localized(disbanding ? "The day the group disbanded." : "The graduation day."))
  var on: String

  @Flag(
    help: .localized(
      disbanding
        ? "Stop the following count on that day instead of going on."
        : "Stop the following count on the graduation day (推し歴N日) instead of going on."))
  var stopFollowing = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    report(
      try Catalog(global.context()).graduate(
        slug: target.name, on: on, stopFollowing: stopFollowing, disbanding: Self.disbanding))
  }
}

/// `oshi hiatus`.
struct HiatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "hiatus", "Record a hiatus (活動休止); <slug>-hiatus counts its days, or the days to the return.")

  @OptionGroup var target: Target<OshiOrGroupSlug>

  @Option(parsing: .unconditional, help: .localized("The first day of the hiatus."))
  var from: String

  @Option(parsing: .unconditional, help: .localized("The day of the return, when it is known."))
  var until: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    report(try Catalog(global.context()).hiatus(slug: target.name, from: from, until: until))
  }
}

/// `oshi resume`.
struct ResumeCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "resume", "End a hiatus: the oshi returns (復帰) on the day given.")

  @OptionGroup var target: Target<OshiOrGroupSlug>

  @Option(parsing: .unconditional, help: .localized("The day of the return."))
  var on: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    report(try Catalog(global.context()).resume(slug: target.name, on: on))
  }
}
