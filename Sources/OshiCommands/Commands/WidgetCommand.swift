import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWords

/// `oshi widget add|edit|remove`.
struct WidgetCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget", Words.Help.Widget.abstract,
    subcommands: [AddWidgetCommand.self, EditWidgetCommand.self, RemoveCommand<WidgetID>.self])
}

/// `oshi widget add`.
struct AddWidgetCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget add", Words.Help.WidgetAdd.abstract)

  @Option(help: .localized(Words.Help.WidgetAdd.oshiSlug), completion: Completions.stored(.oshi))
  var oshi: String

  // The values are swift-argument-parser's list of WidgetKind, so that they cannot drift.
  @Option(help: .localized(Words.Help.WidgetAdd.kind))
  var kind: WidgetKind = .custom

  @Option(help: .localized(Words.Help.WidgetAdd.id))
  var id: String?

  @Flag(help: .localized(Words.Help.WidgetAdd.once))
  var once = false

  @OptionGroup var options: WidgetOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let catalog = Catalog(try global.context())
    var changes = WidgetChanges(
      oshi: oshi, kind: kind, date: options.date, label: options.label, id: id,
      once: once ? true : nil,
      count: options.count, leapDay: options.leapDay, isPrivate: options.isPrivate,
      years: options.years, breakdown: options.breakdown)
    changes.notify = options.notify.map { $0 == .on }
    let id = try catalog.addWidget(changes)
    emit(id + "\n")
  }
}

/// `oshi widget edit`.
struct EditWidgetCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget edit", Words.Help.WidgetEdit.abstract)

  @OptionGroup var target: Target<WidgetID>

  @Option(help: .localized(Words.Help.WidgetEdit.id))
  var id: String?

  @Flag(
    name: .customLong("once"), inversion: .prefixedNo,
    help: .localized(Words.Help.WidgetEdit.once)
  )
  var once: Bool?

  @OptionGroup var options: WidgetOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let catalog = Catalog(try global.context())
    var changes = WidgetChanges(
      date: options.date, label: options.label, id: id, once: once, count: options.count,
      leapDay: options.leapDay, isPrivate: options.isPrivate, years: options.years,
      breakdown: options.breakdown)
    changes.notify = options.notify.map { $0 == .on }
    try catalog.editWidget(id: target.name, changes)
  }
}
