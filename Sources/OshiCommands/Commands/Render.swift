import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRender
import OshiRuntime
import OshiWidgets

/// `oshi render`.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "render", "Render widgets as text or JSON.",
    """
    Without ids, or with --all, every widget is rendered. --format json writes JSON \
    Lines: one object per widget and family, one per line.
    """)

  @Argument(help: .localized("Widget ids (default: all)."), completion: Completions.stored(.widget))
  var ids: [String] = []

  @Option(
    help: .localized("Render what this slot shows now, in its family."),
    completion: Completions.stored(.slot))
  var slot: String?

  @Flag(help: .localized("Render every widget."))
  var all = false

  @Option(
    help: .localized("Render the group's widgets and its members'."),
    completion: Completions.stored(.group))
  var group: String?

  @Option(help: .localized("circular, rectangular, inline (the default) or all."))
  var family: FamilySelection?

  @Option(
    help:
      .localized(
        "text, json, or a consumer's format: waybar, i3blocks, i3status-rust, polybar, tmux, conky, xbar, hyprlock, swaylock, i3lock, prompt, eww, argos, kde, executor."
      )
  )
  var format: RenderFormat = .text

  @Option(help: .localized("Cells per line, instead of each family's default."))
  var width: Int?

  @OptionGroup var display: DisplayOptions

  @OptionGroup var colors: ColorOptions

  @Flag(
    help:
      .localized(
        "With --slot: print refresh's file for the slot while it is right, without reading the store (for prompts)."
      )
  )
  var cached = false

  @Option(
    help: .localized("With --cached: the folder refresh writes to (default: refresh's)."),
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
    let status = try invocation.run(
      environment: processEnvironment(), clock: clock, upgrade: Context.migrating, write: emit)
    if status != 0 { throw ExitCode(status) }
  }
}

/// `oshi show`.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "show", "Preview every widget in every family, framed at its real size.")

  @Flag(help: .localized("Show sample oshis from a temporary store; your store is not touched."))
  var demo = false

  @OptionGroup var display: DisplayOptions

  @OptionGroup var colors: ColorOptions

  @Flag(
    help:
      .localized(
        "Draw each oshi's photo (oshi image set) in 6×3 cells: grey half blocks in colour, braille without."
      )
  )
  var images = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var context = try global.context(use: demo ? .demo : .readsOrEmpty)
    if display.era { context.era = true }
    emit(
      try Renderer(context).show(
        redact: display.redact, colour: Terminal.colours(colors.color), depth: Terminal.depth,
        images: images))
  }
}
