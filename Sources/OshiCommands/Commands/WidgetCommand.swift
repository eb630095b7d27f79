import ArgumentParser
import OshiApp
import OshiCore
import OshiRuntime

/// `oshi widget add|edit|remove`.
struct WidgetCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget", "Add, change or remove one widget.",
    subcommands: [AddWidgetCommand.self, EditWidgetCommand.self, RemoveCommand<WidgetID>.self])
}

/// `oshi widget add`.
struct AddWidgetCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget add", "Add a widget to an oshi and print its id.")

  @Option(help: .localized("The oshi's slug."), completion: Completions.stored(.oshi))
  var oshi: String

  // The values are swift-argument-parser's list of WidgetKind, so that they cannot drift.
  @Option(help: .localized("What the widget counts: one of the oshi's dates, or a custom day."))
  var kind: WidgetKind = .custom

  @Option(help: .localized("The widget's id (default: <slug>-<kind> or <slug>-<label>)."))
  var id: String?

  @Flag(help: .localized("A custom date that happens once, with no yearly occurrence."))
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
    "widget edit", "Change a widget; slots that show it follow a new id.")

  @OptionGroup var target: Target<WidgetID>

  @Option(help: .localized("A new id."))
  var id: String?

  @Flag(
    name: .customLong("once"), inversion: .prefixedNo,
    help: .localized("Whether the custom date happens once.")
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
