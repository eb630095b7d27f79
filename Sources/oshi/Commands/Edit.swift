import ArgumentParser
import Foundation
import OshiApp
import OshiCore

/// `oshi edit`.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Change an oshi; a date given for the first time adds its widget.",
    discussion: Help.discussion("edit"))

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

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
    let edited = try catalog.editOshi(slug: slug, changes)
    if let notify = oshi.notify {
      try catalog.setNotify(oshi: newSlug ?? slug, notify == .on)
    }
    if let notice = catalog.futureBirthdayNotice(oshi.birthday, language: context.language) {
      FileHandle.standardError.write(Data("notice: \(notice)\n".utf8))
    }
    emit(edited.added.map { $0 + "\n" }.joined())
    if let removal = edited.removal { emit(removal.report(in: context.language)) }
  }
}

/// `oshi remove`.
struct Remove: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Remove an oshi with its widgets, and clear the slots that showed them.",
    discussion: Help.discussion("remove"))

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    emit(try Catalog(context).removeOshi(slug: slug).report(in: context.language))
  }
}
