import Foundation
import OshiApp
import OshiCore
import OshiWidgets
import OshiWords
import Testing

/// The grid of `oshi cal`, against Python's calendar module and BSD `cal` (Debian's ncal).
@Suite("oshi cal's grid is cal's")
struct MonthPageTests {
  /// CI sets OSHI_REQUIRE_CONSUMERS=1, so that a missing reference fails there.
  static let required = ProcessInfo.processInfo.environment["OSHI_REQUIRE_CONSUMERS"] == "1"

  /// The standard output of `arguments`, or nil when it cannot run or fails.
  static func output(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "dumb"
    process.environment = environment
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }

  static func runs(_ arguments: [String]) -> Bool { required || output(arguments) != nil }

  static let months = (1990...2040).flatMap { year in
    (1...12).compactMap { CalendarMonth(year: year, month: $0) }
  }

  /// The grid alone (title, weekdays, weeks), its lines without trailing spaces.
  static func grid(_ month: CalendarMonth, mondayFirst: Bool) -> [String] {
    var page = MonthPage(
      months: [MonthPage.Month(month: month, occasions: [])],
      today: LocalDate(dayNumber: -25_567), language: .en)
    page.mondayFirst = mondayFirst
    return Array(
      page.text().split(separator: "\n", omittingEmptySubsequences: false)
        .prefix { !$0.isEmpty }.map(String.init))
  }

  static func trimmed(_ text: String) -> [String] {
    text.split(separator: "\n").map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }.filter { !$0.isEmpty }
  }

  @Test(
    "Every month of 1990 to 2040, from Sunday and from Monday, as Python's calendar lays it",
    .enabled(if: runs(["python3", "-c", "import calendar"])))
  func python() throws {
    let script = """
      import calendar
      for first in (6, 0):
          c = calendar.TextCalendar(first)
          for y in range(1990, 2041):
              for m in range(1, 13):
                  print(c.formatmonth(y, m), end="")
                  print("=")
      """
    let text = try #require(Self.output(["python3", "-c", script]))
    let pages = text.split(separator: "=\n", omittingEmptySubsequences: false).map(String.init)
    #expect(pages.count == Self.months.count * 2 + 1)
    for (index, page) in pages.dropLast().enumerated() {
      let month = Self.months[index % Self.months.count]
      let mondayFirst = index >= Self.months.count
      #expect(
        Self.grid(month, mondayFirst: mondayFirst) == Self.trimmed(page),
        "\(month) from \(mondayFirst ? "Monday" : "Sunday")")
    }
  }

  @Test(
    "Every month of 1990 to 2040, from Sunday and from Monday, as BSD cal lays it",
    .enabled(if: runs(["ncal", "-bh", "1", "2026"])))
  func bsdCal() throws {
    for month in Self.months {
      for mondayFirst in [false, true] {
        let arguments =
          ["ncal", "-bh"] + (mondayFirst ? ["-M"] : []) + ["\(month.month)", "\(month.year)"]
        let page = try #require(Self.output(arguments))
        #expect(Self.grid(month, mondayFirst: mondayFirst) == Self.trimmed(page), "\(arguments)")
      }
    }
  }

  @Test("Off a terminal, * marks a day with an occasion and < today; the list follows")
  func marks() throws {
    let december = try #require(CalendarMonth(year: 2026, month: 12))
    let page = MonthPage(
      months: [
        MonthPage.Month(
          month: december,
          occasions: [
            .init(day: 5, color: nil, text: "Aki turns 26"),
            .init(day: 24, color: OshiColor(hex: "#ff66aa"), text: "Mio turns 25"),
          ])
      ], today: try #require(LocalDate(year: 2026, month: 12, day: 12)), language: .ja)
    #expect(
      page.text() == """
             2026年12月
        日 月 火 水 木 金 土
               1  2  3  4  5*
         6  7  8  9 10 11 12<
        13 14 15 16 17 18 19
        20 21 22 23 24*25 26
        27 28 29 30 31

         5日(土)  Aki turns 26
        24日(木)  Mio turns 25

        * 予定のある日   < 今日

        """)
  }

  @Test("On a terminal, the oshi's colour, reverse video without one, today underlined")
  func colours() throws {
    let december = try #require(CalendarMonth(year: 2026, month: 12))
    var page = MonthPage(
      months: [
        MonthPage.Month(
          month: december,
          occasions: [
            .init(day: 3, color: nil, text: "A"),
            .init(day: 24, color: OshiColor(hex: "#ff66aa"), text: "B"),
          ])
      ], today: try #require(LocalDate(year: 2026, month: 12, day: 3)), language: .en)
    page.colors = .trueColor
    let lines = page.text().split(separator: "\n").map(String.init)
    #expect(lines[2] == "       1  2 \u{1B}[1;4m\u{1B}[7m 3\u{1B}[0m  4  5")
    #expect(lines[5] == "20 21 22 23 \u{1B}[38;2;255;102;170m24\u{1B}[0m 25 26")
    #expect(!page.text().contains("*") && !page.text().contains("<"))
  }

  @Test("Months go side by side as far as the width allows, each still cal's grid")
  func sideBySide() throws {
    let november = try #require(CalendarMonth(year: 2026, month: 11))
    var page = MonthPage(
      months: (0..<4).map { MonthPage.Month(month: november.adding(months: $0), occasions: []) },
      today: LocalDate(dayNumber: -25_567), language: .en)
    page.columns = 80
    let lines = page.text().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "   November 2026          December 2026           January 2027")
    #expect(lines.allSatisfy { $0.count <= 80 })
    page.columns = 40
    #expect(page.text().split(separator: "\n").first == "   November 2026")
  }
}
