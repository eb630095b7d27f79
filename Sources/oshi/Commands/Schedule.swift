import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiStore

/// `oshi schedule`.
struct Schedule: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print a crontab line, or systemd user units, that run refresh at every local midnight.")

  @Flag(help: "A crontab (the default).")
  var cron = false

  @Flag(help: "A systemd user service and timer.")
  var systemd = false

  @Option(
    help: "The output folder (default: $XDG_CACHE_HOME/oshi, else ~/.cache/oshi).",
    completion: .directory)
  var out: String?

  @Option(
    help:
      "A shell command to run after a refresh that changed something, such as 'pkill -RTMIN+8 waybar'."
  )
  var then: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if cron && systemd { throw OshiError.usage("choose one of --cron and --systemd") }
    let environment = processEnvironment()
    let context = try global.context(use: .readsOrEmpty)
    let output = try absolute(out ?? Refresher.outputPath(environment: environment))
    // The path, not the open store's: a store not made yet reads as an empty one.
    let store = absolute(try Context.storePath(global.input, environment: environment))
    // The zone: --tz, else the stored one, else the one this shell has (TZ or the
    // system's). One that is not stored goes into the command with --tz, so that cron
    // and systemd, which run without the user's TZ, keep the same midnight.
    // A POSIX TZ (JST-9) is printed as the IANA zone with the same midnights, which
    // systemd's OnCalendar= understands too.
    let stored = context.storedSettings[SettingKey.timeZone]
    let chosen = global.tz != nil ? context.zone.identifier : stored ?? context.zone.identifier
    guard let zone = Zone.reading(chosen).zone?.ianaName(near: context.now) else {
      throw OshiError.usage(
        "the zone '\(chosen)' has no IANA name with the same midnights; give --tz with an IANA name such as Asia/Tokyo"
      )
    }
    let binary = Bundle.main.executablePath.map(absolute) ?? absolute(CommandLine.arguments[0])
    // Status bars run without TZ too: storing the zone serves every command.
    let warning =
      stored == nil && zone != Context.systemZoneIdentifier()
      ? "cron, systemd and status bars run without your TZ: this command passes --tz \(zone); `oshi config set tz \(zone)` stores it for every command"
      : nil
    let schedule = OshiApp.Schedule(
      binary: binary, store: store, output: output, then: then, zone: zone,
      passesZone: zone != stored, zoneWarning: warning)
    emit(systemd ? schedule.systemd : schedule.crontab)
    if let warning {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
  }

  func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return (path as NSString).standardizingPath }
    let base = FileManager.default.currentDirectoryPath
    return ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
  }
}
