import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiWidgets
import OshiWords

/// `oshi slot`.
struct SlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot", Words.Help.Slot.abstract,
    subcommands: [
      SetSlotCommand.self, RotateSlotCommand.self, NextSlotCommand.self, ListSlotsCommand.self,
      RemoveCommand<SlotName>.self,
    ])
}

/// `oshi slot set`.
struct SetSlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot set", Words.Help.SlotSet.abstract)

  @Argument(
    help: .localized(Words.Help.SlotSet.name), completion: Completions.stored(.slot))
  var name: String

  @Option(help: .localized(Words.Help.SlotSet.widgetID), completion: Completions.stored(.widget))
  var widget: String

  @Option(help: .localized(Words.Help.SlotSet.family))
  var family: Family = .inline

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).setSlot(name, widget: widget, family: family)
  }
}

/// `oshi slot rotate`.
struct RotateSlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot rotate", Words.Help.SlotRotate.abstract)

  @OptionGroup var target: Target<SlotName>

  @Option(
    help: .localized(Words.Help.SlotRotate.widgets),
    completion: Completions.stored(.widget, commaSeparated: true))
  var widgets: String?

  @Option(
    help: .localized(Words.Help.SlotRotate.group),
    completion: Completions.stored(.group))
  var group: String?

  @Option(help: .localized(Words.Help.SlotRotate.kind))
  var kind: WidgetKind?

  @Option(help: .localized(Words.Help.SlotRotate.family))
  var family: Family?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if (widgets == nil) == (group == nil) {
      throw OshiError.usage(Words.Slots.rotateNeedsOne(target.name))
    }
    if kind != nil && group == nil {
      throw OshiError.usage(Words.Slots.kindNeedsGroup(target.name))
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
    "slot next", Words.Help.SlotNext.abstract)

  @OptionGroup var target: Target<SlotName>

  @Flag(help: .localized(Words.Help.SlotNext.previous))
  var previous = false

  @Flag(help: .localized(Words.Help.SlotNext.quiet))
  var quiet = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    let slot = try Catalog(context).advanceSlot(target.name, back: previous)
    if !quiet {
      emit(TextWriter.text([try Renderer(context).renderSlot(slot.name)]))
    }
  }
}

/// `oshi slot list`.
struct ListSlotsCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "slot list", Words.Help.SlotList.abstract)

  @Flag(name: .customLong("where"), help: .localized(Words.Help.SlotList.whereShown))
  var whereShown = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context(use: .readsOrEmpty)
    guard whereShown else {
      emit(try Catalog(context).slotListing(language: context.language))
      return
    }
    // The slots on standard output, as the plain listing; what the reader should know
    // besides (a file skipped) on standard error.
    let places = try SlotPlaces.look(in: context, environment: processEnvironment())
    emit(places.listing(language: context.language, db: global.db))
    let notes = places.afterthoughts.map { "note: \($0(context.language))\n" }.joined()
    FileHandle.standardError.write(Data(notes.utf8))
  }
}
