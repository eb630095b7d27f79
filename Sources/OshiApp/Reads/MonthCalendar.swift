import Foundation
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi cal`: months at a glance, with the occasions `upcoming` lists for their days.
public struct MonthCalendar: Sendable {
  let context: Context

  /// The calendar of `context`'s store, with `context`'s today marked.
  public init(_ context: Context) {
    self.context = context
  }

  /// What to show.
  public struct Request: Sendable {
    /// The first month; nil for this month.
    public var month: CalendarMonth?
    /// How many months, 1 to 36.
    public var months = 1
    /// Only this oshi's.
    public var oshi: String?
    /// Only this group's and its members'.
    public var group: String?

    public init(
      month: CalendarMonth? = nil, months: Int = 1, oshi: String? = nil, group: String? = nil
    ) {
      (self.month, self.months, self.oshi, self.group) = (month, months, oshi, group)
    }
  }

  /// One month and its occasions, in `upcoming`'s order.
  public struct Month: Sendable {
    public var month: CalendarMonth
    public var items: [UpcomingList.Item]
  }

  /// The months asked for, each with its occasions: exactly what `upcoming` lists for
  /// their days, counted from today.
  public func months(_ request: Request) throws(OshiError) -> [Month] {
    guard (1...36).contains(request.months) else {
      throw .usage(Words.Calendar.monthsOutOfRange(request.months))
    }
    let first = request.month ?? CalendarMonth(of: context.today)
    let months = (0..<request.months).map { first.adding(months: $0) }
    let last = months[months.count - 1]
    guard last.year <= 9999 else {
      throw .usage(Words.Calendar.pastLastMonth(first.description, months: request.months))
    }
    let days = last.first.adding(days: last.length - 1).days(since: first.first)
    let items = try UpcomingList(context).items(
      .init(days: days, oshi: request.oshi, group: request.group, from: first.first))
    var grouped = months.map { Month(month: $0, items: []) }
    for item in items {
      let index = (item.event.date.year - first.year) * 12 + item.event.date.month - first.month
      grouped[index].items.append(item)
    }
    return grouped
  }

  /// The months as JSON Lines, one a month: `{"month":"YYYY-MM","days":[{"date":…,
  /// "events":[…]}]}` with every day, each event `upcoming`'s object.
  public func jsonLines(_ months: [Month]) -> [UInt8] {
    var output: [UInt8] = []
    for month in months {
      var byDay: [Int: [JSONValue]] = [:]
      for item in month.items {
        byDay[item.event.date.day, default: []].append(UpcomingList.json(item))
      }
      let days = month.month.days.map { date in
        JSONValue.object([
          ("date", .string(date.iso)), ("events", .array(byDay[date.day] ?? [])),
        ])
      }
      JSONValue.object([("month", .string(month.month.description)), ("days", .array(days))])
        .write(to: &output)
      output.append(UInt8(ascii: "\n"))
    }
    return output
  }

  /// `month` drawn by oshi-card as a 1080×1350 PNG at `output`: the grid with each
  /// day's occasions in their oshis' colours and symbols, the occasions listed under it.
  public func picture(_ month: Month, mondayFirst: Bool, output: String) throws(OshiError)
    -> CardReport
  {
    let file = URL(fileURLWithPath: output)
    guard file.pathExtension.lowercased() == "png" else {
      throw .usage(Words.Calendar.pictureNeedsFile)
    }
    try Cards.checkFolder(of: output)
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    // The symbol (else the short name) and the photo drawn for an oshi's occasions, by
    // its slug; a private oshi's are left out of a picture to share.
    let snapshot = try context.store.contents()
    let shown = Set(month.items.map(\.oshi))
    var marks: [String: String] = [:]
    var photos: [String: String] = [:]
    for oshi in snapshot.oshis where shown.contains(oshi.slug) && !oshi.isPrivate {
      marks[oshi.slug] = (oshi.symbol ?? oshi.shortName).map(Sanitizer.clean)
      if let id = oshi.id, let png = try context.store.reading({ try $0.photo(oshi: id) }) {
        photos[oshi.slug] = try scratch.file("photo-\(id).png", png)
      }
    }
    let language = context.language
    let today = context.today
    var byDay: [Int: [UpcomingList.Item]] = [:]
    for item in month.items { byDay[item.event.date.day, default: []].append(item) }
    let weeks = month.month.weeks(mondayFirst: mondayFirst).map { week in
      week.map { place in
        place.map { day -> CardPlan.Month.Day in
          let items = byDay[day] ?? []
          return CardPlan.Month.Day(
            day: day, colors: items.map { $0.color?.description },
            symbol: items.first.flatMap { marks[$0.oshi] },
            photo: items.first.flatMap { photos[$0.oshi] },
            isToday: CalendarMonth(of: today) == month.month && today.day == day)
        }
      }
    }
    let order = mondayFirst ? Array(1...6) + [0] : Array(0...6)
    let title = Words.Calendar.title(year: month.month.year, month: month.month.month)
    let plan = CardPlan(
      month: CardPlan.Month(
        title: title(language), weekdays: order.map { Words.Calendar.weekdays[$0](language) },
        weeks: weeks,
        lines: month.items.map { item in
          CardPlan.Month.Line(
            label: Words.Calendar.day(
              item.event.date.day, weekday: CalendarMonth.weekday(of: item.event.date))(language)
              .trimmingCharacters(in: .whitespaces),
            text: item.text, color: item.color?.description, photo: photos[item.oshi])
        }, nothing: Words.Calendar.nothing(title)(language), language: language.rawValue),
      output: file.path)
    return try Cards.draw(plan, scratch: scratch)
  }

  /// The months as a page of text, `colors` on a terminal (nil: marks), as wide as
  /// `columns` allows.
  public func text(
    _ months: [Month], mondayFirst: Bool, colors: ColorDepth?, columns: Int
  ) -> String {
    var page = MonthPage(
      months: months.map { month in
        MonthPage.Month(
          month: month.month,
          occasions: month.items.map {
            MonthPage.Occasion(day: $0.event.date.day, color: $0.color, text: $0.text)
          })
      }, today: context.today, language: context.language)
    page.mondayFirst = mondayFirst
    page.colors = colors
    page.columns = columns
    return page.text()
  }
}
