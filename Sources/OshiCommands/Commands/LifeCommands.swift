import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

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
        "disband", Words.Help.Disband.abstract)
      : .oshi(
        "graduate", Words.Help.Graduate.abstract)
  }

  @OptionGroup var target: Target<Kind>

  @Option(
    parsing: .unconditional,
    help: .localized(disbanding ? Words.Help.Disband.on : Words.Help.Graduate.on))
  var on: String

  @Flag(
    help: .localized(
      disbanding ? Words.Help.Disband.stopFollowing : Words.Help.Graduate.stopFollowing))
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
    "hiatus", Words.Help.Hiatus.abstract)

  @OptionGroup var target: Target<OshiOrGroupSlug>

  @Option(parsing: .unconditional, help: .localized(Words.Help.Hiatus.from))
  var from: String

  @Option(parsing: .unconditional, help: .localized(Words.Help.Hiatus.until))
  var until: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    report(try Catalog(global.context()).hiatus(slug: target.name, from: from, until: until))
  }
}

/// `oshi resume`.
struct ResumeCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "resume", Words.Help.Resume.abstract)

  @OptionGroup var target: Target<OshiOrGroupSlug>

  @Option(parsing: .unconditional, help: .localized(Words.Help.Resume.on))
  var on: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    report(try Catalog(global.context()).resume(slug: target.name, on: on))
  }
}
