import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiWords

/// `oshi cal`.
struct CalCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "cal", Words.Help.Cal.abstract, Words.Help.Cal.discussion)

  @Argument(help: .localized(Words.Help.Cal.month), completion: Completions.months)
  var month: String?

  @Option(help: .localized(Words.Help.Cal.months))
  var months = 1

  @Flag(help: .localized(Words.Help.Cal.monday))
  var monday = false

  @Option(help: .localized(Words.Help.Upcoming.oshi), completion: Completions.stored(.oshi))
  var oshi: String?

  @Option(help: .localized(Words.Help.Upcoming.group), completion: Completions.stored(.group))
  var group: String?

  @Option(help: .localized(Words.Help.Common.textOrJSON))
  var format: IDFormat = .text

  @OptionGroup var colorOptions: ColorOptions

  @Flag(help: .localized(Words.Help.Show.demo))
  var demo = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let chosen = try month.map { (text) throws(OshiError) -> CalendarMonth in
      guard let month = CalendarMonth.parse(text) else {
        throw .usage(Words.Calendar.badMonth(text))
      }
      return month
    }
    let calendar = MonthCalendar(try global.context(use: demo ? .demo : .reads))
    let found = try calendar.months(
      .init(month: chosen, months: months, oshi: oshi, group: group))
    switch format {
    case .json:
      emit(calendar.jsonLines(found))
    case .text:
      let colours = Terminal.colours(colorOptions.color)
      emit(
        calendar.text(
          found, mondayFirst: monday, colors: colours ? Terminal.depth : nil,
          columns: colours ? HelpText.terminalColumns() : 80))
    }
  }
}
