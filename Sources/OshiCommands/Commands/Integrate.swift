import ArgumentParser
import Foundation
import OshiApp
import OshiRuntime

extension IntegrationTarget: ExpressibleByArgument {}

/// `oshi integrate`.
struct IntegrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "integrate",
    "Print the configuration that shows a slot in a bar, lock screen, prompt or widget.",
    """
    The snippet names this binary, the store and the slot with their full paths. \
    Lock screens show the slot 'lock', prompts 'prompt', the rest 'bar', unless --slot \
    says otherwise; a slot that does not exist yet gets a warning.
    """)

  @Argument(
    help:
      .localized(
        "Where to show oshi: \(IntegrationTarget.allCases.map(\.rawValue).joined(separator: ", "))."
      )
  )
  var target: IntegrationTarget

  @Option(help: .localized("The slot to show (default: lock, prompt or bar, by target)."))
  var slot: String?

  @Option(
    help: .localized(
      "The output folder refresh writes to, which prompts read (default: refresh's)."),
    completion: .directory)
  var out: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let environment = processEnvironment()
    let context = try global.context(use: .readsOrEmpty)
    let slot = try Input.slug(self.slot ?? target.defaultSlot, field: "slot name")
    let integration = Integration(
      binary: ScheduleCommand.absolute(oshiBinaryPath()),
      store: ScheduleCommand.absolute(
        try Context.storePath(global.input, environment: environment)),
      output: ScheduleCommand.absolute(try out ?? Refresher.outputPath(environment: environment)),
      slot: slot)
    let locker = LockScreenVariant.detect(target, path: environment["PATH"] ?? "")
    emit(try integration.snippet(for: target, locker: locker))
    let warnings = [
      try integration.missingSlotWarning(for: target, in: context),
      integration.pictureWarning(locker: locker, in: context),
    ]
    for warning in warnings.compactMap({ $0 }) {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
  }
}
