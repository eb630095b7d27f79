import ArgumentParser
import Foundation
import OshiApp
import OshiRuntime

/// `--notify on|off`.
enum NotifySwitch: String, ExpressibleByArgument, CaseIterable {
  case on, off
}

/// `oshi notify`.
struct NotifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "notify", "Send the notifications due now, each once: on the day, before it, and missed ones.",
    "Run it from the systemd timer or the crontab line that oshi schedule prints. Settings: notify.at, notify.before, notify.kinds, notify.catch_up, notify.private (oshi config --help). Exit 69 when a notification cannot be delivered; it is not recorded, and the next run sends it."
  )

  @Flag(
    help: .localized(
      "Write what is due as lines instead of desktop notifications (cron mail, a login shell)."))
  var print = false

  @Flag(name: .customLong("dry-run"), help: .localized("List what would be sent; record nothing."))
  var dryRun = false

  @Option(help: .localized("text or json (JSON Lines)."))
  var format: IDFormat = .text

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context(use: .readsOrEmpty)
    let delivery: Notifier.Delivery = dryRun ? .dryRun : print ? .print : .desktop
    let outcome = try Notifier(context).run(delivery)
    let status = dryRun ? "dry-run" : "sent"
    switch format {
    case .json: emit(Notifier.jsonLines(outcome.sent, status: status))
    case .text: if delivery != .desktop { emit(Notifier.lines(outcome.sent)) }
    }
    if let failure = outcome.failure { throw failure }
  }
}
