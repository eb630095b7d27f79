import ArgumentParser
import OshiApp
import OshiCore
import OshiRender

/// `oshi widget add|edit|remove`.
struct WidgetCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget", "Add, change or remove one widget.",
    subcommands: [AddWidget.self, EditWidget.self, RemoveWidget.self])
}

/// The options a widget takes, shared by add and edit.
struct WidgetOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "The date of a custom widget.")
  var date: String?

  @Option(help: "The label of a custom widget, such as 初現場.")
  var label: String?

  @Option(help: "elapsed (0 on the day) or inclusive (the day is day 1).")
  var count: CountStyle?

  @Option(name: .customLong("leap-day"), help: "Feb 29 in a common year: feb28 or mar1.")
  var leapDay: LeapDayRule?

  @Flag(name: .customLong("private"), inversion: .prefixedNo, help: "Hide the name and label.")
  var isPrivate: Bool?

  @Option(help: "Anniversaries as completed years (7周年) or the year running, nth (8年目).")
  var years: YearStyle?

  @Flag(
    inversion: .prefixedNo,
    help: "Show the years, months and days since the date in rectangular (3年2ヶ月5日).")
  var breakdown: Bool?

  @Option(help: "on or off: whether oshi notify sends this widget's occasions.")
  var notify: NotifySwitch?
}

/// `oshi widget add`.
struct AddWidget: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget add", "Add a widget to an oshi and print its id.")

  @Option(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var oshi: String

  @Option(help: "following, birthday, debut or custom.")
  var kind: WidgetKind = .custom

  @Option(help: "The widget's id (default: <slug>-<kind> or <slug>-<label>).")
  var id: String?

  @Flag(help: "A custom date that happens once, with no yearly occurrence.")
  var once = false

  @OptionGroup var options: WidgetOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let catalog = Catalog(try global.context())
    let id = try catalog.addWidget(
      WidgetChanges(
        oshi: oshi, kind: kind, date: options.date, label: options.label, id: id,
        once: once ? true : nil,
        count: options.count, leapDay: options.leapDay, isPrivate: options.isPrivate,
        years: options.years, breakdown: options.breakdown))
    if let notify = options.notify { try catalog.setNotify(widget: id, notify == .on) }
    emit(id + "\n")
  }
}

/// `oshi widget edit`.
struct EditWidget: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget edit", "Change a widget; slots that show it follow a new id.")

  @OptionGroup var target: WidgetID

  @Option(help: "A new id.")
  var id: String?

  @Flag(
    name: .customLong("once"), inversion: .prefixedNo, help: "Whether the custom date happens once."
  )
  var once: Bool?

  @OptionGroup var options: WidgetOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let catalog = Catalog(try global.context())
    try catalog.editWidget(
      id: target.widget,
      WidgetChanges(
        date: options.date, label: options.label, id: id, once: once, count: options.count,
        leapDay: options.leapDay, isPrivate: options.isPrivate, years: options.years,
        breakdown: options.breakdown))
    if let notify = options.notify {
      try catalog.setNotify(widget: id ?? target.widget, notify == .on)
    }
  }
}

/// `oshi widget remove`.
struct RemoveWidget: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "widget remove", "Remove a widget and clear it from every slot.")

  @OptionGroup var target: WidgetID

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    emit(try Catalog(context).removeWidget(id: target.widget).report(in: context.language))
  }
}
