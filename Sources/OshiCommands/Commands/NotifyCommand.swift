import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

/// `--notify on|off`.
enum NotifySwitch: String, ExpressibleByArgument, CaseIterable {
  case on, off
}

/// `oshi notify`.
struct NotifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "notify", Words.Help.Notify.abstract,
    Words.Help.Notify.discussion
  )

  @Flag(
    help: .localized(
      Words.Help.Notify.print))
  var print = false

  @Flag(name: .customLong("dry-run"), help: .localized(Words.Help.Notify.dryRun))
  var dryRun = false

  @Option(help: .localized(Words.Help.Notify.format))
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
