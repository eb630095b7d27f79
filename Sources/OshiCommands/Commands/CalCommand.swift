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

  /// `--format`: text, JSON, or a picture to share.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case text, json, png
  }

  @Option(help: .localized(Words.Help.Cal.format))
  var format: Format?

  @Option(
    name: [.customShort("o"), .long], help: .localized(Words.Help.Cal.output),
    completion: .file(extensions: ["png"]))
  var output: String?

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
    // -o FILE.png alone asks for the picture.
    let format = format ?? (output == nil ? .text : .png)
    switch (format, output) {
    case (.png, nil): throw OshiError.usage(Words.Calendar.pictureNeedsFile)
    case (.text, _?), (.json, _?): throw OshiError.usage(Words.Calendar.fileIsForPicture)
    case (.png, _?) where months != 1: throw OshiError.usage(Words.Calendar.pictureIsOneMonth)
    default: break
    }
    let context = try global.context(use: demo ? .demo : .reads)
    let calendar = MonthCalendar(context)
    let found = try calendar.months(
      .init(month: chosen, months: months, oshi: oshi, group: group))
    switch format {
    case .png:
      let report = try calendar.picture(found[0], mondayFirst: monday, output: output ?? "")
      // What was drawn under the grid, as `card` says what it drew.
      let drawn = report.month?.lines.map { "  \($0)\n" }.joined() ?? ""
      emit(
        Words.Commands.wrotePicture(report.output, "\(report.width)×\(report.height) px")(
          context.language) + drawn)
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
