import OshiCore
import OshiRuntime
import OshiStoreCore
import OshiWidgets
import OshiWords

/// `oshi notify` when nothing is due, answered by the status bar's binary.
///
/// A timer runs `notify` every few minutes, and nearly always nothing is due; the full
/// binary would start swift-argument-parser, Foundation and GRDB to find that out. This
/// reads the same store in one read transaction and decides with the same
/// ``NotificationPlan``: when nothing is due and nothing missed is to be recorded, the run
/// would print, send and record nothing, so nothing is done. Anything else (something
/// due, an option it does not read, an error) is left to the full `notify`, which decides
/// again in its own write transaction and reports errors as it always does.
public struct NotifyCheck: Sendable, Equatable {
  /// `--db`, `--tz`, `--lang`.
  public var global = GlobalInput()

  /// The arguments of `notify` as a timer gives them, read by hand: `--print`,
  /// `--dry-run`, `--format text|json` and the global options, each at most once, as
  /// `--name value` or `--name=value`; nil for anything else, which the full parser reads.
  ///
  /// - Parameter arguments: the arguments after the program's name.
  public init?(fastArguments arguments: ArraySlice<String>) {
    guard arguments.first == "notify" else { return nil }
    var rest = arguments.dropFirst()
    var seen: Set<Substring> = []
    while let word = rest.popFirst() {
      switch word {
      case "--print", "--dry-run":
        // What they change is how what is due goes out; nothing is due here. Given
        // twice, they are for the full parser to report.
        guard seen.insert(Substring(word)).inserted else { return nil }
      default:
        guard word.hasPrefix("--"), let (name, value) = FastOption.split(word, from: &rest),
          seen.insert(name).inserted
        else { return nil }
        if name == "--format" {
          guard value == "text" || value == "json" else { return nil }
        } else {
          guard global.take(name, value) else { return nil }
        }
      }
    }
  }

  /// Answers the run when nothing is due, as the full `notify` would: its warnings only.
  ///
  /// Prints nothing and returns false when the full `notify` must run: something is due
  /// or to be recorded as missed, the store is missing or made by an older oshi, or
  /// anything fails.
  ///
  /// - Parameters:
  ///   - environment: the process's environment (`OSHI_NOW`, `OSHI_DB`, `TZ`, …).
  ///   - clock: reads the real clock; used only when `OSHI_NOW` is not set.
  /// - Returns: whether the run was answered.
  public func answeredNothingDue(environment: [String: String], clock: () -> Int64) -> Bool {
    var input = global
    input.createsStore = false
    guard
      let context = try? Context.resolve(
        input, environment: environment, clock: clock, upgrade: nil),
      let state = try? context.store.notificationState(
        since: context.today.adding(days: -NotificationPlan.lookBack))
    else { return false }
    let plan = NotificationPlan(
      oshis: state.snapshot.oshis, widgets: state.snapshot.widgets, today: context.today,
      minute: context.zone.minuteOfDay(at: context.now),
      rule: NotifySettings(context.storedSettings).rule, quietWidgets: state.quiet.widgets,
      quietOshis: state.quiet.oshis, recorded: state.recorded)
    guard plan.due.isEmpty, plan.skipped.isEmpty else { return false }
    context.reportWarnings()
    return true
  }
}
