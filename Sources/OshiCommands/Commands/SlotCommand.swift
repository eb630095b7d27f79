import ArgumentParser
import OshiApp
import OshiCore
import OshiRender
import OshiRuntime
import OshiWidgets

/// `oshi slot`.
struct SlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot", "Place widgets in named slots, as on a Lock Screen.",
    subcommands: [
      SetSlotCommand.self, RotateSlotCommand.self, NextSlotCommand.self, ListSlotsCommand.self,
      RemoveCommand<SlotName>.self,
    ])
}

/// `oshi slot set`.
struct SetSlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot set", "Show one widget in a slot.")

  @Argument(
    help: .localized("The slot's name, such as bar."), completion: Completions.stored(.slot))
  var name: String

  @Option(help: .localized("The widget's id."), completion: Completions.stored(.widget))
  var widget: String

  @Option(help: .localized("circular, rectangular or inline."))
  var family: Family = .inline

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).setSlot(name, widget: widget, family: family)
  }
}

/// `oshi slot rotate`.
struct RotateSlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot rotate", "Make a slot rotate through several widgets.")

  @OptionGroup var target: Target<SlotName>

  @Option(
    help: .localized("Widget ids separated by commas."),
    completion: Completions.stored(.widget, commaSeparated: true))
  var widgets: String?

  @Option(
    help: .localized("Instead of --widgets: a group's widgets and its members'."),
    completion: Completions.stored(.group))
  var group: String?

  @Option(help: .localized("With --group, only widgets of this kind, such as birthday."))
  var kind: WidgetKind?

  @Option(help: .localized("circular, rectangular or inline (default: the slot's, else inline)."))
  var family: Family?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if (widgets == nil) == (group == nil) {
      throw OshiError.usage(
        "give --widgets ID,ID or --group SLUG, one of the two: oshi slot rotate \(target.name) --widgets aki-birthday,aki-debut",
        ja:
          "--widgets ID,ID か --group SLUG のどちらか一方を付けてください(例: oshi slot rotate \(target.name) --widgets aki-birthday,aki-debut)"
      )
    }
    if kind != nil && group == nil {
      throw OshiError.usage(
        "--kind goes with --group: oshi slot rotate \(target.name) --group stella --kind birthday",
        ja:
          "--kind は --group と一緒に使います(例: oshi slot rotate \(target.name) --group stella --kind birthday)"
      )
    }
    let catalog = Catalog(try global.context())
    if let group {
      try catalog.rotateSlot(target.name, group: group, kind: kind, family: family)
    } else {
      try catalog.rotateSlot(
        target.name,
        widgets: (widgets ?? "").split(separator: ",", omittingEmptySubsequences: false).map(
          String.init),
        family: family)
    }
  }
}

/// `oshi slot next`.
struct NextSlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot next", "Show a slot's next widget and print it (for a status bar's on-click).")

  @OptionGroup var target: Target<SlotName>

  @Flag(help: .localized("Print nothing."))
  var quiet = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    let slot = try Catalog(context).advanceSlot(target.name)
    if !quiet {
      emit(TextWriter.text([try Renderer(context).renderSlot(slot.name)]))
    }
  }
}

/// `oshi slot list`.
struct ListSlotsCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot list", "List slots: name, family, the widget shown now, the rotation.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context(use: .readsOrEmpty)
    emit(try Catalog(context).slotListing(language: context.language))
  }
}
