import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWidgets
import OshiWords

/// `oshi schedule`.
struct ScheduleCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "schedule",
    Words.Help.Schedule.abstract)

  @Flag(help: .localized(Words.Help.Schedule.cron))
  var cron = false

  @Flag(help: .localized(Words.Help.Schedule.systemd))
  var systemd = false

  @Flag(help: .localized(Words.Help.Schedule.install))
  var install = false

  @Flag(help: .localized(Words.Help.Schedule.uninstall))
  var uninstall = false

  @OptionGroup var refresh: RefreshOutput

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if cron && systemd {
      throw OshiError.usage(
        Words.Schedule.cronAndSystemd)
    }
    if install && uninstall {
      throw OshiError.usage(
        Words.Schedule.installAndUninstall)
    }
    if systemd && (install || uninstall) {
      throw OshiError.usage(
        Words.Schedule.installWithSystemd)
    }
    let environment = processEnvironment()
    let context = try global.context(use: .readsOrEmpty)
    let output = try Self.absolute(refresh.out ?? Refresher.outputPath(environment: environment))
    // The path, not the open store's: a store not made yet reads as an empty one.
    let store = Self.absolute(try Context.storePath(global.input, environment: environment))
    // The zone: --tz, else the stored one, else the one this shell has (TZ or the
    // system's). One that is not stored goes into the command with --tz, so that cron
    // and systemd, which run without the user's TZ, keep the same midnight.
    // A POSIX TZ (JST-9) is printed as the IANA zone with the same midnights, which
    // systemd's OnCalendar= understands too.
    let stored = context.storedSettings[SettingKey.timeZone]
    let chosen = global.tz != nil ? context.zone.identifier : stored ?? context.zone.identifier
    guard let zone = Zone.reading(chosen).zone?.ianaName(near: context.now) else {
      throw OshiError.usage(
        Words.Schedule.noIANAZone(chosen))
    }
    let binary = Self.absolute(oshiBinaryPath())
    // Status bars run without TZ too: storing the zone serves every command.
    let warning =
      stored == nil && zone != Context.systemZoneIdentifier()
      ? Words.Commands.zonePassed(zone)(context.language)
      : nil
    var schedule = OshiApp.Schedule(
      binary: binary, store: store, output: output, then: refresh.then, zone: zone,
      passesZone: zone != stored, zoneWarning: warning)
    let notifyMinute = NotifySettings(context.storedSettings).rule.at
    schedule.notifyAt =
      "\(LocalDate.pad(notifyMinute / 60, 2)):\(LocalDate.pad(notifyMinute % 60, 2))"
    // cron reads the minute in the system's zone: a +05:30 user's 09:00 is minute 30 of
    // a UTC system's hour.
    let system = Zone.reading(Context.systemZoneIdentifier()).zone ?? context.zone
    let user = Zone.reading(zone).zone ?? context.zone
    let shift = (system.offset(at: context.now) - user.offset(at: context.now)) / 60
    schedule.notifyMinute = ((notifyMinute % 60 + shift) % 60 + 60) % 60
    schedule.uid = getuid()
    schedule.language = context.language
    schedule.givenOptions =
      [("--out", refresh.out), ("--then", refresh.then), ("--db", global.db), ("--tz", global.tz)]
      .flatMap { name, value in value.map { [name, $0] } ?? [] }
    if install || uninstall {
      let current = try Crontab.read()
      let updated = OshiApp.Schedule.crontab(
        current, replacingOshiBlockWith: install ? schedule.crontab : nil, binary: binary)
      if updated != current { try Crontab.write(updated) }
      let said =
        install
        ? Words.Schedule.installed
        : updated != current ? Words.Schedule.uninstalled : Words.Schedule.nothingToUninstall
      emit(said(context.language) + "\n")
    } else {
      emit(systemd ? schedule.systemd : schedule.crontab)
    }
    if let warning {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
  }

  /// The user's crontab, through the `crontab` program.
  enum Crontab {
    /// The crontab's text; empty when the user has none.
    static func read() throws -> String {
      let (status, output, error) = try run(["-l"], input: nil)
      if status == 0 { return output }
      if error.contains("no crontab") { return "" }
      let reason = error.trimmingCharacters(in: .whitespacesAndNewlines)
      throw OshiError(
        Words.Schedule.crontabListFailed(reason), exitCode: 69)
    }

    /// Replaces the crontab with `text`.
    static func write(_ text: String) throws {
      let (status, _, error) = try run(["-"], input: text)
      guard status == 0 else {
        let reason = error.trimmingCharacters(in: .whitespacesAndNewlines)
        throw OshiError(
          Words.Schedule.crontabWriteFailed(reason), exitCode: 69)
      }
    }

    private static func run(_ arguments: [String], input: String?) throws -> (Int32, String, String)
    {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["crontab"] + arguments
      let output = Pipe()
      let error = Pipe()
      let feed = Pipe()
      process.standardOutput = output
      process.standardError = error
      process.standardInput = input == nil ? FileHandle.nullDevice : feed
      try process.run()
      if let input {
        feed.fileHandleForWriting.write(Data(input.utf8))
        try feed.fileHandleForWriting.close()
      }
      let out = output.fileHandleForReading.readDataToEndOfFile()
      let err = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      // env exits 127 when there is no crontab program.
      if process.terminationStatus == 127 {
        throw OshiError(
          Words.Schedule.noCrontab, exitCode: 69)
      }
      return (
        process.terminationStatus, String(decoding: out, as: UTF8.self),
        String(decoding: err, as: UTF8.self)
      )
    }
  }

  /// `path` made absolute from the working directory, as cron and systemd need it.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return (path as NSString).standardizingPath }
    let base = FileManager.default.currentDirectoryPath
    return ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
  }
}
