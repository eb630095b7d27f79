import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

/// `oshi timeline`.
struct TimelineCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "timeline", Words.Help.Timeline.abstract,
    Words.Help.Timeline.discussion
  )

  @OptionGroup var target: Target<OshiOrGroupSlug>

  @Option(help: .localized(Words.Help.Common.textOrJSON))
  var format: IDFormat = .text

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let timeline = LifeTimeline(try global.context(use: .reads))
    let items = try timeline.items(slug: target.name)
    emit(format == .json ? timeline.jsonLines(items) : timeline.text(items))
  }
}
