import OshiCore
import OshiText
import OshiWords

/// The store's days as an RFC 5545 calendar, for calendar apps that import or subscribe.
///
/// - One all-day VEVENT per yearly day (birthdays, debuts, formations, the day you
///   started following, yearly custom days, graduations) that repeats with
///   `RRULE:FREQ=YEARLY`. A Feb 29
///   date keeps its leap-day rule: `feb28` repeats on February's last day
///   (`BYMONTH=2;BYMONTHDAY=-1`), `mar1` on the year's 60th day (`BYYEARDAY=60`), so
///   the day is Feb 29 in leap years and Feb 28 or Mar 1 otherwise.
/// - A `--once` day, the first day of a hiatus and its return, and the next milestone
///   of each count (`upcoming`'s first, of a date still ahead too; never a sad day's),
///   are single VEVENTs.
/// - UIDs are stable (`<widget-id>@oshi`, `<widget-id>-return@oshi`,
///   `<widget-id>-day-<N>@oshi`), so that
///   importing again updates instead of duplicating.
/// - Text is escaped (`\\`, `\;`, `\,`, `\n`) and lines are folded at 75 octets
///   without splitting a UTF-8 character; lines end in CRLF (``ContentLines``).
/// - Each yearly day has a VALARM per lead of ``Alarms`` (`notify.before`), at the time
///   of day `oshi notify` sends its notifications (`notify.at`).
///
/// Pure: the caller reads the store and says what today is.
public enum ICalendar {
  /// When a calendar app reminds of a yearly day: `days` before it, at `minute` after
  /// midnight, as `oshi notify` does with `notify.before` and `notify.at`.
  public struct Alarms: Sendable, Equatable {
    /// The leads in days, such as `[7, 1]`; none for no alarm.
    public var days: [Int]
    /// Minutes after midnight.
    public var minute: Int

    /// Creates the alarms.
    public init(days: [Int] = [], minute: Int = 0) {
      self.days = days
      self.minute = minute
    }

    /// `TRIGGER` of the lead of `days` (at least 1) before an all-day event, which starts
    /// at midnight: `-P7D` at midnight, `-P6DT15H` at 09:00.
    static func trigger(days: Int, minute: Int) -> String {
      let before = days * 1440 - minute
      var text = "-P"
      if before / 1440 > 0 { text += "\(before / 1440)D" }
      let rest = before % 1440
      if rest > 0 {
        text += "T"
        if rest / 60 > 0 { text += "\(rest / 60)H" }
        if rest % 60 > 0 { text += "\(rest % 60)M" }
      }
      return text
    }
  }

  /// One VEVENT: its UID and its content lines, from `BEGIN:VEVENT` to `END:VEVENT`.
  struct Event: Sendable, Equatable {
    /// The stable UID, such as `aki-birthday@oshi`.
    var uid: String
    /// The content lines, not yet folded.
    var lines: [String]
  }

  /// The calendar of `entries` on `today`.
  ///
  /// Private oshis and widgets are left out unless `includePrivate`.
  public static func document(
    _ entries: [(widget: Widget, oshi: Oshi)], today: LocalDate, language: Language,
    includePrivate: Bool = false, alarms: Alarms = Alarms()
  ) -> String {
    let events = events(
      entries, today: today, language: language, includePrivate: includePrivate, alarms: alarms)
    return ContentLines.text(header(language) + events.flatMap(\.lines) + ["END:VCALENDAR"])
  }

  /// Each event of ``document(_:today:language:includePrivate:alarms:)`` as a calendar
  /// of its own, by UID, as UTF-8: the items of a vdir, vdirsyncer's folder of one file
  /// per item.
  public static func items(
    _ entries: [(widget: Widget, oshi: Oshi)], today: LocalDate, language: Language,
    includePrivate: Bool = false, alarms: Alarms = Alarms()
  ) -> [(uid: String, bytes: [UInt8])] {
    var opening: [UInt8] = []
    ContentLines.append(header(language), to: &opening)
    return events(
      entries, today: today, language: language, includePrivate: includePrivate, alarms: alarms
    ).map { event in
      var bytes = opening
      bytes.reserveCapacity(opening.count + event.lines.count * 48 + 16)
      ContentLines.append(event.lines + ["END:VCALENDAR"], to: &bytes)
      return (event.uid, bytes)
    }
  }

  /// The lines that open a calendar, up to its first event.
  static func header(_ language: Language) -> [String] {
    [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//oshi//oshi \(language.rawValue)//EN",
      "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:" + ContentLines.escaped(language == .ja ? "推し活" : "oshi"),
    ]
  }

  /// The events of `entries` on `today`, in their order.
  static func events(
    _ entries: [(widget: Widget, oshi: Oshi)], today: LocalDate, language: Language,
    includePrivate: Bool, alarms: Alarms
  ) -> [Event] {
    var events: [Event] = []
    // DTSTAMP says when the calendar was made: today, so that one day's file is stable.
    let stamp = compact(today) + "T000000Z"
    for (widget, oshi) in entries {
      guard includePrivate || !(widget.isPrivate || oshi.isPrivate) else { continue }
      guard let date = widget.eventDate(of: oshi) else { continue }
      // Control characters out and spaces trimmed, as in the widgets.
      let name = WidgetFace.clean(oshi.name) ?? ""
      let label = widget.label.flatMap(WidgetFace.clean)
      let summary = summary(
        kind: widget.kind, name: name, label: label, isGroup: oshi.isGroup, language: language)
      let description = describe(widget.kind, date: date, today: today, language: language)
      // A hiatus is not a yearly day: only its first day is an event.
      if widget.repeats {
        // A date without a year starts at its next occurrence.
        // A year-less Feb 29 starts where this widget's leap-day rule puts it, as render's
        // `next` does, so that the first occurrence is one the rule repeats.
        let start =
          date.date
          ?? Occasion(
            date: date, today: today, countStyle: widget.countStyle, leapDay: widget.leapDay
          ).next?.date
        guard let start else { continue }
        events.append(
          event(
            uid: "\(widget.id)@oshi", stamp: stamp, start: start, summary: summary,
            description: description, category: widget.kind.rawValue,
            rule: rule(for: date, leapDay: widget.leapDay), alarms: alarms))
      } else if let start = date.date {
        events.append(
          event(
            uid: "\(widget.id)@oshi", stamp: stamp, start: start, summary: summary,
            description: description, category: widget.kind.rawValue, rule: nil))
      }
      // A hiatus's return, once its day is known: a day of its own.
      if widget.kind.facts.date == .hiatus, let start = date.date,
        let until = oshi.hiatus?.until?.date,
        start < until
      {
        let event = UpcomingEvent(
          date: until, daysUntil: until.days(since: today), event: .hiatus,
          number: until.days(since: start), isReturn: true)
        let text = UpcomingText.sentence(
          event, kind: widget.kind, countStyle: widget.countStyle, name: name, label: label,
          language: language, isGroup: oshi.isGroup)
        events.append(
          self.event(
            uid: "\(widget.id)-return@oshi", stamp: stamp, start: until, summary: text,
            description: description, category: widget.kind.rawValue, rule: nil))
      }
      // The next milestone of the count, the first that `upcoming` lists: of a date still
      // ahead, its first (day 100 of a tour to come). A sad day's count is never
      // celebrated (`Occasion.isCelebrated(as:)`).
      let offset = widget.countStyle == .inclusive ? 1 : 0
      if widget.kind.celebratesCount, let start = date.date,
        let value = start > today
          ? Occasion.milestone(after: offset).value
          : widget.occasion(of: oshi, on: today)?.milestone?.value
      {
        let day = start.adding(days: value - offset)
        let event = UpcomingEvent(
          date: day, daysUntil: day.days(since: today), event: .milestone, number: value)
        let text = UpcomingText.sentence(
          event, kind: widget.kind, countStyle: widget.countStyle, name: name, label: label,
          language: language, isGroup: oshi.isGroup)
        events.append(
          self.event(
            uid: "\(widget.id)-day-\(value)@oshi", stamp: stamp, start: day,
            summary: text, description: description, category: "milestone", rule: nil))
      }
    }
    return events
  }

  /// The yearly rule of `date`.
  static func rule(for date: EventDate, leapDay: LeapDayRule) -> String {
    guard date.month == 2, date.day == 29 else { return "FREQ=YEARLY" }
    switch leapDay {
    case .feb28: return "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1"
    case .mar1: return "FREQ=YEARLY;BYYEARDAY=60"
    }
  }

  static func event(
    uid: String, stamp: String, start: LocalDate, summary: String, description: String,
    category: String, rule: String?, alarms: Alarms = Alarms()
  ) -> Event {
    var lines = [
      "BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp,
      "DTSTART;VALUE=DATE:" + compact(start),
      "DTEND;VALUE=DATE:" + compact(start.adding(days: 1)),
    ]
    if let rule { lines.append("RRULE:" + rule) }
    let summary = ContentLines.escaped(summary)
    lines += [
      "SUMMARY:" + summary, "DESCRIPTION:" + ContentLines.escaped(description),
      "CATEGORIES:" + ContentLines.escaped(category), "TRANSP:TRANSPARENT",
    ]
    for days in alarms.days {
      lines += [
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + summary,
        "TRIGGER:" + Alarms.trigger(days: days, minute: alarms.minute), "END:VALARM",
      ]
    }
    lines.append("END:VEVENT")
    return Event(uid: uid, lines: lines)
  }

  /// What repeats each year (or, for a hiatus, happens once), in the language; the
  /// count is in DESCRIPTION.
  ///
  /// - Parameters:
  ///   - kind: the widget's kind, whose words these are.
  ///   - name: the oshi's name.
  ///   - label: the widget's own label, if any, for the kinds worded by one.
  ///   - isGroup: whether the oshi is a group, whose graduation is a disbanding.
  ///   - language: the language of the words.
  /// - Returns: the event's SUMMARY, not yet escaped.
  static func summary(
    kind: WidgetKind, name: String, label: String?, isGroup: Bool = false, language: Language
  ) -> String {
    let words = kind.words
    let label = words.label(label, isGroup: isGroup, language)
    switch language {
    case .ja: return words.summaryJA(name, label)
    case .en: return words.summaryEN(name, label)
    }
  }

  /// The birth year, the date the count starts from, or a date still ahead.
  static func describe(_ kind: WidgetKind, date: EventDate, today: LocalDate, language: Language)
    -> String
  {
    guard let full = date.date else {
      return language == .ja ? "年は不明" : "the year is not known"
    }
    switch (language, kind) {
    case (.ja, .birthday): return "\(full.year)年生まれ"
    case (.en, .birthday): return "born in \(full.year)"
    // Nothing is counted since a day still ahead.
    case (.ja, _) where full > today: return "\(full.iso)"
    case (.en, _) where full > today: return "on \(full.iso)"
    case (.ja, _): return "\(full.iso)から"
    case (.en, _): return "since \(full.iso)"
    }
  }

  /// `YYYYMMDD`: the ISO date without its hyphens.
  static func compact(_ date: LocalDate) -> String {
    let iso = Array(date.iso.utf8)
    guard iso.count == 10 else { return String(date.iso.filter { $0 != "-" }) }
    return String(decoding: iso[0..<4] + iso[5..<7] + iso[8..<10], as: UTF8.self)
  }
}
