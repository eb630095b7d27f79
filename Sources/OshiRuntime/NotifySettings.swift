import OshiCore
import OshiWords

/// The `notify.*` settings, read from the store with their defaults.
public struct NotifySettings: Sendable, Equatable {
  /// The keys.
  public static let at = "notify.at"
  public static let before = "notify.before"
  public static let kinds = "notify.kinds"
  public static let catchUp = "notify.catch_up"
  public static let privacy = "notify.private"

  /// What decides which notifications are due.
  public var rule = NotificationPlan.Rule.standard
  /// Whether private oshis' names are shown in notifications (`notify.private show`).
  public var showsPrivate = false
  /// Whether `notify.before` was set, rather than taken by default: only then does the
  /// calendar carry alarms.
  public var leadsAreSet = false

  /// The settings stored in `stored`; a value that no longer reads takes its default.
  public init(_ stored: [String: String] = [:]) {
    if let text = stored[Self.at], let minute = try? Self.minute(text) { rule.at = minute }
    if let text = stored[Self.before], let days = try? Self.days(text) {
      rule.before = days
      leadsAreSet = true
    }
    if let text = stored[Self.kinds], let kinds = try? Self.events(text) { rule.kinds = kinds }
    if let text = stored[Self.catchUp], let days = try? Self.catchUpDays(text) {
      rule.catchUp = days
    }
    showsPrivate = stored[Self.privacy] == "show"
  }

  /// `HH:MM`, 00:00 to 23:59, as minutes after midnight.
  static func minute(_ text: String) throws(OshiError) -> Int {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
      (0...59).contains(minute)
    else {
      throw .usage(
        Words.Notify.notATime(text))
    }
    return hour * 60 + minute
  }

  /// Comma-separated days, 1 to 365, such as `30,7,1`; empty for none.
  static func days(_ text: String) throws(OshiError) -> [Int] {
    if text.isEmpty || text == "none" { return [] }
    var days: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = String(part).trimmingSpaces
      guard trimmed.allSatisfy(\.isASCII), let day = Int(trimmed), (1...365).contains(day) else {
        throw .usage(
          Words.Notify.badBefore(text))
      }
      if !days.contains(day) { days.append(day) }
    }
    return days.sorted(by: >)
  }

  /// Comma-separated events, such as `birthday,anniversary,milestone`.
  static func events(_ text: String) throws(OshiError) -> Set<UpcomingEvent.Event> {
    var events = Set<UpcomingEvent.Event>()
    let names = UpcomingEvent.Event.allCases.map(\.rawValue).joined(separator: ", ")
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let event = UpcomingEvent.Event(rawValue: String(part).trimmingSpaces) else {
        throw .usage(
          Words.Notify.unknownKind(String(part), names))
      }
      events.insert(event)
    }
    return events
  }

  /// 0 to 30 days.
  static func catchUpDays(_ text: String) throws(OshiError) -> Int {
    guard text.allSatisfy(\.isASCII), let days = Int(text), (0...30).contains(days) else {
      throw .usage(
        Words.Notify.badCatchUp(text))
    }
    return days
  }

  /// The value to store for `key`, in its canonical form, or an error.
  package static func value(_ text: String, for key: String) throws(OshiError) -> String {
    switch key {
    case at:
      let minute = try minute(text)
      return "\(LocalDate.pad(minute / 60, 2)):\(LocalDate.pad(minute % 60, 2))"
    case before:
      let days = try days(text)
      return days.isEmpty ? "none" : days.map(String.init).joined(separator: ",")
    case kinds:
      let events = try events(text)
      return UpcomingEvent.Event.allCases.filter(events.contains).map(\.rawValue)
        .joined(separator: ",")
    case catchUp:
      return String(try catchUpDays(text))
    case privacy:
      guard text == "show" || text == "hide" else {
        throw .usage(
          Words.Notify.badPrivacy(text))
      }
      return text
    default:
      return text
    }
  }
}
