import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiWidgets
import OshiWords

/// `oshi render`.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "render", Words.Help.Render.abstract,
    Words.Help.Render.discussion)

  @Argument(help: .localized(Words.Help.Render.ids), completion: Completions.stored(.widget))
  var ids: [String] = []

  @Option(
    help: .localized(Words.Help.Render.slot),
    completion: Completions.stored(.slot))
  var slot: String?

  @Flag(help: .localized(Words.Help.Render.all))
  var all = false

  @Option(
    help: .localized(Words.Help.Render.group),
    completion: Completions.stored(.group))
  var group: String?

  @Option(help: .localized(Words.Help.Render.family))
  var family: FamilySelection?

  @Option(
    help:
      .localized(
        Words.Help.Render.format
      )
  )
  var format: RenderFormat = .text

  @Option(help: .localized(Words.Help.Render.width))
  var width: Int?

  @OptionGroup var display: DisplayOptions

  @OptionGroup var colors: ColorOptions

  @Flag(
    help:
      .localized(
        Words.Help.Render.cached
      )
  )
  var cached = false

  @Option(
    help: .localized(Words.Help.Render.out),
    completion: .directory)
  var out: String?

  @OptionGroup var global: GlobalOptions

  /// The invocation these arguments ask for.
  var invocation: RenderInvocation {
    var invocation = RenderInvocation()
    invocation.ids = ids
    invocation.slot = slot
    invocation.all = all
    invocation.group = group
    invocation.family = family
    invocation.format = format
    invocation.width = width
    invocation.redact = display.redact
    invocation.era = display.era
    invocation.color = colors.color
    invocation.cached = cached
    invocation.out = out
    invocation.global = global.input
    return invocation
  }

  func run() throws {
    var invocation = invocation
    let environment = processEnvironment()
    // i3blocks runs the block's command with $BLOCK_BUTTON on a click: the click is done
    // first, then the slot is drawn as it is now (not from refresh's file).
    if let slot, format == .status(.i3blocks),
      let button = environment["BLOCK_BUTTON"].flatMap({ Int($0) })
    {
      let context = try global.context(use: .reads)
      let opener = LinkOpener(context, binary: oshiBinaryPath())
      do {
        if let link = try opener.i3blocksClick(button: button, slot: slot) {
          _ = try opener.open(link, shown: .desktop)
        }
      } catch {
        // The block is still drawn: the click's failure goes where i3blocks logs it.
        FileHandle.standardError.write(Data((error.line(in: context.language) + "\n").utf8))
      }
      (invocation.cached, invocation.out) = (false, nil)
    }
    let status = try invocation.run(
      environment: environment, clock: clock, upgrade: Context.migrating, write: emit)
    if status != 0 { throw ExitCode(status) }
  }
}

/// `oshi show`.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "show", Words.Help.Show.abstract)

  @Flag(help: .localized(Words.Help.Show.demo))
  var demo = false

  @OptionGroup var display: DisplayOptions

  @OptionGroup var colors: ColorOptions

  @Flag(
    help:
      .localized(
        Words.Help.Show.images
      )
  )
  var images = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var context = try global.context(use: demo ? .demo : .readsOrEmpty)
    if display.era { context.era = true }
    emit(
      try Showcase(Renderer(context)).show(
        redact: display.redact, colour: Terminal.colours(colors.color), depth: Terminal.depth,
        images: images))
  }
}
