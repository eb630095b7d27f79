import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWords

/// What `oshi integrate` configures: a bar, lock screen, prompt or widget, or vdirsyncer.
enum IntegrateChoice: ExpressibleByArgument, Equatable {
  case surface(IntegrationTarget)
  case vdirsyncer

  init?(argument: String) {
    if argument == "vdirsyncer" {
      self = .vdirsyncer
    } else if let target = IntegrationTarget(rawValue: argument) {
      self = .surface(target)
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] {
    IntegrationTarget.allCases.map(\.rawValue) + ["vdirsyncer"]
  }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// `oshi integrate`.
struct IntegrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "integrate",
    Words.Help.Integrate.abstract,
    Words.Help.Integrate.discussion)

  @Argument(
    help:
      .localized(
        Words.Help.Integrate.target(IntegrateChoice.allValueStrings)
      )
  )
  var target: IntegrateChoice

  @Option(help: .localized(Words.Help.Integrate.slot))
  var slot: String?

  @Option(
    help: .localized(
      Words.Help.Integrate.out),
    completion: .directory)
  var out: String?

  @Flag(help: .localized(Words.Help.Integrate.contacts))
  var contacts = false

  @Option(
    help: .localized(
      Words.Help.Integrate.folder
    ),
    completion: .directory)
  var folder: String?

  @Option(help: .localized(Words.Help.Integrate.url))
  var url: String?

  @Option(help: .localized(Words.Help.Integrate.username))
  var username: String?

  @Option(help: .localized(Words.Help.Integrate.passwordCommand))
  var passwordCommand: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let environment = processEnvironment()
    let context = try global.context(use: .readsOrEmpty)
    guard case .surface(let target) = self.target else {
      var pairing: VdirsyncerPairing
      if contacts {
        if out != nil {
          throw OshiError.usage(
            Words.Integrate.outWithContacts)
        }
        let store = ScheduleCommand.absolute(
          try Context.storePath(global.input, environment: environment))
        let folder = ScheduleCommand.absolute(
          self.folder ?? VdirsyncerPairing.contactsFolder(store: store))
        let command = [
          ScheduleCommand.absolute(oshiBinaryPath()), "--db", store, "import", "--from", "vdir",
          folder,
        ]
        pairing = VdirsyncerPairing(
          .contacts(importCommand: command.map(Schedule.shellQuoted).joined(separator: " ")),
          folder: folder, url: url, username: username, passwordCommand: passwordCommand)
      } else {
        if folder != nil {
          throw OshiError.usage(Words.Integrate.folderWithoutContacts)
        }
        let output = ScheduleCommand.absolute(
          try out ?? Refresher.outputPath(environment: environment))
        let settings = CalendarFolderSettings(context.storedSettings)
        pairing = VdirsyncerPairing(
          folder: settings.folder(output: output), url: url, username: username,
          passwordCommand: passwordCommand)
      }
      // A second [general] would make vdirsyncer refuse the whole file.
      if let file = VdirsyncerPairing.configurationFile(environment: environment),
        VdirsyncerPairing.hasGeneralSection(file)
      {
        pairing.generalIn = file
      }
      pairing.language = context.language
      emit(pairing.configuration)
      for warning in pairing.warnings(in: context) {
        FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
      }
      return
    }
    for (name, value) in [
      ("--url", url), ("--username", username), ("--password-command", passwordCommand),
      ("--folder", folder), ("--contacts", contacts ? "" : nil),
    ]
    where value != nil {
      throw OshiError.usage(
        Words.Integrate.vdirsyncerOnly(name))
    }
    let slot = try Input.slug(self.slot ?? target.defaultSlot, field: "slot name")
    var integration = Integration(
      binary: ScheduleCommand.absolute(oshiBinaryPath()),
      store: ScheduleCommand.absolute(
        try Context.storePath(global.input, environment: environment)),
      output: ScheduleCommand.absolute(try out ?? Refresher.outputPath(environment: environment)),
      slot: slot)
    integration.language = context.language
    integration.rotates = try Catalog(context).rotates(slot)
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
