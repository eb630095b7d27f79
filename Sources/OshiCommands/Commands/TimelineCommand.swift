import ArgumentParser
import OshiApp
import OshiRuntime

/// `oshi timeline`.
struct TimelineCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "timeline", "Show an oshi's 推し年表: their dated events in order, and the next one.",
    "Born, formed, debut, joined, started following, custom days, every milestone reached, hiatus and return, graduation; then the next occasion. --format json writes JSON Lines: date, days, event, age, number, widget, next, text."
  )

  @OptionGroup var target: Target<OshiOrGroupSlug>

  @Option(help: .localized("text or json."))
  var format: IDFormat = .text

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let timeline = LifeTimeline(try global.context(use: .reads))
    let items = try timeline.items(slug: target.name)
    emit(format == .json ? timeline.jsonLines(items) : timeline.text(items))
  }
}
