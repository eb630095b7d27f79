import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRender

/// `oshi edit`.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "edit", "Change an oshi; a date given for the first time adds its widget.")

  @OptionGroup var target: Target<OshiSlug>

  @OptionGroup var rename: RenameOptions

  @OptionGroup var oshi: OshiOptions

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
    var changes = oshi.adding(to: rename.changes(oshi.profile))
    if noBirthday { changes.clearing.insert(.birthday) }
    if noDebut { changes.clearing.insert(.debut) }
    if noSince { changes.clearing.insert(.following) }
    changes.clearsJoined = noJoined
    changes.notify = oshi.notify.map { $0 == .on }
    let catalog = Catalog(context)
    let edited = try catalog.editOshi(slug: target.name, changes)
    notice(catalog.futureBirthdayNotice(oshi.birthday, language: context.language))
    emit(edited.added.map { $0 + "\n" }.joined())
    if let removal = edited.removal { emit(removal.report(in: context.language)) }
  }
}
