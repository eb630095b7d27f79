import Foundation
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets
import OshiWords

/// `oshi notify`: sends what is due now, once, and records it.
public struct Notifier: Sendable {
  let context: Context

  /// The notifier of `context`'s store, at its present instant.
  public init(_ context: Context) {
    self.context = context
  }

  /// How the notifications leave.
  public enum Delivery: Sendable {
    /// Desktop notifications: the session bus on Linux (through `oshi-notify-send`),
    /// `osascript` on macOS.
    case desktop
    /// Lines on standard output, for cron mail or a shell at login; recorded as sent.
    case print
    /// Listed, and nothing recorded.
    case dryRun
  }

  /// One notification, as sent (or, in a dry run, as it would be).
  public struct Message: Sendable, Equatable {
    public var widget: String
    public var oshi: String
    public var date: LocalDate
    public var event: UpcomingEvent.Event
    public var number: Int?
    /// Days before the occasion: 0 on the day.
    public var lead: Int
    /// Days late, when a machine that was off catches up; 0 on time.
    public var late: Int
    public var summary: String
    public var body: String
    public var category: String
    /// The oshi's photo as a file, for the desktop notification's icon; nil without one.
    public var icon: String?
  }

  /// What a run did.
  public struct Outcome: Sendable {
    /// What was sent (printed, or listed in a dry run), in order.
    public var sent: [Message] = []
    /// How many missed notifications were recorded as skipped.
    public var skipped = 0
    /// Why a delivery failed; nothing after it was sent.
    public var failure: OshiError?
  }

  /// Sends what is due, recording each notification in the transaction that decided to send it.
  ///
  /// A delivery that fails is not recorded, and stops the run.
  ///
  /// - Parameters:
  ///   - delivery: how the messages go out: printed, or as desktop notifications.
  ///   - send: delivers one message; throws when it cannot. Tests pass their own.
  /// - Returns: what was sent and skipped, and why a delivery failed.
  /// - Throws: ``OshiError`` when the store cannot be read or written.
  public func run(
    _ delivery: Delivery, send: ((Message) throws(OshiError) -> Void)? = nil
  ) throws(OshiError) -> Outcome {
    let settings = NotifySettings(context.storedSettings)
    let minute = context.zone.minuteOfDay(at: context.now)
    let instant = context.zone.iso8601(context.now)
    let language = context.language
    func deliver(_ message: Message) throws(OshiError) {
      if let send {
        try send(message)
      } else if delivery == .desktop {
        try Notifier.desktop(message)
      }
    }
    do {
      let since = context.today.adding(days: -NotificationPlan.lookBack)
      return try context.store.notifying(recording: delivery != .dryRun, since: since) { ledger in
        let plan = NotificationPlan(
          oshis: ledger.snapshot.oshis, widgets: ledger.snapshot.widgets, today: context.today,
          minute: minute, rule: settings.rule, quietWidgets: ledger.quiet.widgets,
          quietOshis: ledger.quiet.oshis, recorded: ledger.recorded)
        var outcome = Outcome()
        for item in plan.due {
          var message = Notifier.message(item, language: language, settings: settings)
          let hidden =
            !settings.showsPrivate && (item.oshi.isPrivate || item.widget.isPrivate)
          if delivery == .desktop, !hidden, let id = item.oshi.id,
            let photo = try ledger.photo(oshi: id)
          {
            message.icon = Notifier.iconFile(slug: item.oshi.slug, png: photo)
          }
          if let failure = Notifier.attempt(deliver, message) {
            // Only what was sent is recorded: a run that could deliver nothing changes
            // nothing, and the next run decides again.
            outcome.failure = failure
            return outcome
          }
          try ledger.record(item.key, status: "sent", at: instant)
          outcome.sent.append(message)
        }
        for item in plan.skipped {
          try ledger.record(item.key, status: "skipped", at: instant)
          outcome.skipped += 1
        }
        return outcome
      }
    } catch let error as StoreError {
      throw OshiError(error)
    } catch {
      throw OshiError(
        Words.Store.failed(context.store.path, "\(error)"),
        exitCode: 74)
    }
  }

  /// The oshi's photo written where the notification server can read it after `oshi` has gone.
  ///
  /// The file is `icons/<slug>.png` in the cache folder, replaced in one step when it
  /// changed. Nil when it cannot be written: the notification then goes without an icon.
  static func iconFile(slug: String, png: [UInt8]) -> String? {
    guard Input.isSlug(slug),
      let cache = try? Refresher.outputPath(environment: ProcessInfo.processInfo.environment)
    else { return nil }
    let folder = cache + "/icons"
    let path = folder + "/\(slug).png"
    if FileManager.default.contents(atPath: path).map(Array.init) == png { return path }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic)
      return path
    } catch {
      return nil
    }
  }

  /// Runs `deliver`; its error, or nil when it delivered.
  static func attempt(
    _ deliver: (Message) throws(OshiError) -> Void, _ message: Message
  ) -> OshiError? {
    do {
      try deliver(message)
      return nil
    } catch {
      return error
    }
  }

  /// The words of `item`.
  static func message(
    _ item: NotificationPlan.Item, language: Language, settings: NotifySettings
  ) -> Message {
    let sentence = UpcomingList.sentences(
      of: item.widget, oshi: item.oshi,
      hidden: !settings.showsPrivate && (item.oshi.isPrivate || item.widget.isPrivate),
      language: language)(item.event)
    return Message(
      widget: item.widget.id, oshi: item.oshi.slug, date: item.event.date,
      event: item.event.event, number: item.event.number, lead: item.lead, late: item.late,
      // A sad day is remembered, quietly; a return from a hiatus is welcomed.
      summary: NotificationText.summary(
        sentence, daysUntil: item.event.daysUntil, language: language,
        remembered: !item.widget.kind.celebratesCount && !item.event.isReturn),
      body: NotificationText.body(item.event.date, language: language),
      category: NotificationText.category(item.event.event))
  }

  /// The messages as lines: the summary, then the body after a dash.
  public static func lines(_ messages: [Message]) -> String {
    messages.map { "\($0.summary) — \($0.body)\n" }.joined()
  }

  /// The messages as JSON Lines.
  public static func jsonLines(_ messages: [Message], status: String) -> String {
    messages.map { message in
      JSONValue.object([
        ("widget", .string(message.widget)), ("oshi", .string(message.oshi)),
        ("date", .string(message.date.iso)), ("event", .string(message.event.rawValue)),
        ("number", .optional(message.number)), ("lead", .int(message.lead)),
        ("late", .int(message.late)), ("summary", .string(message.summary)),
        ("body", .string(message.body)), ("category", .string(message.category)),
        ("status", .string(status)),
      ]).text + "\n"
    }.joined()
  }

  /// A desktop notification's words: what ``Message`` carries to the desktop, and what
  /// `oshi open` shows of an occasion or a timeline.
  public struct Note: Sendable, Equatable {
    public var summary: String
    public var body: String
    public var category: String
    /// A picture file for the icon; nil without one.
    public var icon: String?

    public init(summary: String, body: String, category: String, icon: String? = nil) {
      (self.summary, self.body, self.category, self.icon) = (summary, body, category, icon)
    }
  }

  /// Shows `message` on the desktop.
  static func desktop(_ message: Message) throws(OshiError) {
    try desktop(
      Note(
        summary: message.summary, body: message.body, category: message.category,
        icon: message.icon))
  }

  /// Shows `message` on the desktop: through `oshi-notify-send` and the session bus on
  /// Linux, through `osascript` on macOS.
  public static func desktop(_ message: Note) throws(OshiError) {
    #if os(macOS)
    func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    let outcome = try Companion.run(
      "/usr/bin/osascript",
      [
        "-e",
        "display notification \(quoted(message.body)) with title \(quoted("oshi")) subtitle \(quoted(message.summary))",
      ])
    if outcome.status != 0 { throw outcome.failure(exitCode: 69) }
    #else
    let outcome = try Companion.notifySend.run(
      [
        "--app-name", "oshi", "--summary", message.summary, "--body", message.body, "--category",
        message.category,
      ] + (message.icon.map { ["--icon", $0] } ?? []))
    if outcome.status != 0 { throw outcome.failure(exitCode: 69) }
    #endif
  }
}
