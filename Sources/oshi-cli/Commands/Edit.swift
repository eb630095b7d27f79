import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRender

/// `oshi edit`.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "edit", "Change an oshi; a date given for the first time adds its widget.")

  @OptionGroup var target: OshiSlug

  @Option(help: "A new name (one that begins with '-' is given as --name='-Aki-').")
  var name: String?

  @Option(name: .customLong("slug"), help: "A new slug; widgets named after the old one follow.")
  var newSlug: String?

  @OptionGroup var oshi: OshiOptions

  @Flag(name: .customLong("private"), inversion: .prefixedNo, help: "Hide or show the name.")
  var isPrivate: Bool?

  @Flag(name: .customLong("no-birthday"), help: "Clear the birthday, and remove its widget.")
  var noBirthday = false

  @Flag(name: .customLong("no-debut"), help: "Clear the debut date, and remove its widget.")
  var noDebut = false

  @Flag(
    name: .customLong("no-since"),
    help: "Clear the day you started following, and remove its widget.")
  var noSince = false

  @Flag(name: .customLong("no-joined"), help: "Clear the day the oshi joined the group.")
  var noJoined = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    var changes = oshi.changes(name: name, slug: newSlug, isPrivate: isPrivate)
    if noBirthday { changes.clearing.insert(.birthday) }
    if noDebut { changes.clearing.insert(.debut) }
    if noSince { changes.clearing.insert(.following) }
    changes.clearsJoined = noJoined
    let catalog = Catalog(context)
    let edited = try catalog.editOshi(slug: target.slug, changes)
    if let notify = oshi.notify {
      try catalog.setNotify(oshi: newSlug ?? target.slug, notify == .on)
    }
    notice(catalog.futureBirthdayNotice(oshi.birthday, language: context.language))
    emit(edited.added.map { $0 + "\n" }.joined())
    if let removal = edited.removal { emit(removal.report(in: context.language)) }
  }
}

/// `oshi remove`.
struct Remove: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "remove", "Remove an oshi with its widgets, and clear the slots that showed them.")

  @OptionGroup var target: OshiSlug

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    emit(try Catalog(context).removeOshi(slug: target.slug).report(in: context.language))
  }
}
