import OshiCommandWords
import OshiCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi cal`'s page: each month laid out as `cal` lays it, its days with an occasion
/// marked, then those occasions one a line.
///
/// Pure: the use case gives the months, their occasions and what the terminal takes.
public struct MonthPage: Sendable {
  /// One month and what falls in it.
  public struct Month: Sendable {
    public var month: CalendarMonth
    /// Its occasions in date order: the day of the month, the colour of the oshi whose
    /// it is, and its sentence.
    public var occasions: [Occasion]

    public init(month: CalendarMonth, occasions: [Occasion]) {
      (self.month, self.occasions) = (month, occasions)
    }
  }

  /// One occasion of a month.
  public struct Occasion: Sendable {
    public var day: Int
    public var color: OshiColor?
    public var text: String

    public init(day: Int, color: OshiColor?, text: String) {
      (self.day, self.color, self.text) = (day, color, text)
    }
  }

  public var months: [Month]
  public var today: LocalDate
  /// Weeks from Monday rather than Sunday.
  public var mondayFirst = false
  public var language: Language
  /// The terminal's colours; nil off a terminal, where marks stand for them.
  public var colors: ColorDepth?
  /// How wide the page may be: months go side by side as far as it allows.
  public var columns = 80

  public init(months: [Month], today: LocalDate, language: Language) {
    (self.months, self.today, self.language) = (months, today, language)
  }

  /// A month's grid is 20 cells wide (seven days of two, a space between), and the
  /// months beside it are 3 cells apart.
  static let width = 20
  static let gap = 3

  /// The page.
  public func text() -> String {
    var lines: [String] = []
    let across = max(1, (columns + Self.gap) / (Self.width + Self.gap))
    var marked = false
    for start in stride(from: 0, to: months.count, by: across) {
      if start > 0 { lines.append("") }
      let row = months[start..<min(start + across, months.count)]
      let grids = row.map { grid(of: $0, marked: &marked) }
      let height = grids.map(\.count).max() ?? 0
      for index in 0..<height {
        var line = ""
        for (column, grid) in grids.enumerated() {
          let cells = index < grid.count ? grid[index] : Cells()
          line += cells.text
          if column < grids.count - 1 {
            line += String(repeating: " ", count: Self.width + Self.gap - cells.width)
          }
        }
        lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
      }
    }
    for month in months {
      lines.append("")
      let title = Words.Calendar.title(year: month.month.year, month: month.month.month)
      // An empty month's line names it; another's list goes under its title when there
      // are several.
      guard !month.occasions.isEmpty else {
        lines.append(Words.Calendar.nothing(title)(language))
        continue
      }
      if months.count > 1 { lines.append(title(language)) }
      let first = month.month.first
      for occasion in month.occasions {
        let weekday = CalendarMonth.weekday(of: first.adding(days: occasion.day - 1))
        lines.append(
          Words.Calendar.day(occasion.day, weekday: weekday)(language) + "  " + occasion.text)
      }
    }
    if marked {
      lines.append("")
      lines.append(Words.Calendar.legend(language))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A line of a grid: its text, and the cells it takes on screen (escapes take none).
  struct Cells {
    var text = ""
    var width = 0
  }

  /// The lines of `month`'s grid: its title, the weekdays, its weeks.
  func grid(of month: Month, marked: inout Bool) -> [Cells] {
    let title = Words.Calendar.title(year: month.month.year, month: month.month.month)(language)
    let titleWidth = title.cellWidth
    let left = max(0, (Self.width - titleWidth) / 2)
    var lines = [Cells(text: String(repeating: " ", count: left) + title, width: left + titleWidth)]
    let order = mondayFirst ? Array(1...6) + [0] : Array(0...6)
    let names = order.map { Words.Calendar.weekdays[$0](language) }
    // A Japanese weekday takes the two cells of an English one.
    lines.append(
      Cells(
        text: names.map { $0.cellWidth == 1 ? $0 + " " : $0 }.joined(separator: " "),
        width: Self.width))
    // The first oshi's colour marks a day (nil: an occasion of an oshi without one).
    var colorOf: [Int: OshiColor?] = [:]
    for occasion in month.occasions where colorOf[occasion.day] == nil {
      colorOf[occasion.day] = .some(occasion.color)
    }
    let todayInMonth = CalendarMonth(of: today) == month.month ? today.day : nil
    for week in month.month.weeks(mondayFirst: mondayFirst) {
      var text = ""
      var width = 0
      for (place, day) in week.enumerated() {
        // The space after a day; Saturday's is the line's end.
        let space = place == 6 ? "" : " "
        guard let day else {
          text += "  " + space
          width += 2 + space.count
          continue
        }
        let digits = day < 10 ? " \(day)" : "\(day)"
        let occasion = colorOf[day]
        let isToday = day == todayInMonth
        if let colors {
          var style = isToday ? "\u{1B}[1;4m" : ""
          if let occasion { style += occasion.map(colors.foreground) ?? "\u{1B}[7m" }
          text += (style.isEmpty ? digits : style + digits + "\u{1B}[0m") + space
          width += 2 + space.count
        } else {
          // The mark takes the space after the day, which Saturday has past the grid.
          let mark = occasion != nil ? "*" : isToday ? "<" : space
          if mark != space { marked = true }
          text += digits + mark
          width += 2 + mark.count
        }
      }
      lines.append(Cells(text: text, width: width))
    }
    return lines
  }
}
