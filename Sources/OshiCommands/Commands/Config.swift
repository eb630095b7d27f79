import ArgumentParser
import OshiApp
import OshiRuntime

/// `oshi config`.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "config", "Read or change stored settings (tz, lang, era, formats, notify.*, vdir.*).",
    "KEYS:\n" + Settings.keysHelp(HelpText.localized),
    subcommands: [Get.self, Set.self, Unset.self])

  /// `oshi config get`.
  struct Get: ParsableCommand {
    static let configuration = CommandConfiguration.oshi(
      "config get", "Print settings, or one setting.")

    @Argument(
      help: .localized("tz, lang, era, formats, or a notify.* or vdir.* key (default: all)."))
    var key: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
      let settings = try Catalog(global.context(use: .readsOrEmpty)).settings()
      if let key {
        let checked = try Settings.key(key)
        if let value = settings[checked] { emit(value + "\n") }
      } else {
        emit(settings.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }.joined())
      }
    }
  }

  /// `oshi config set`.
  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration.oshi(
      "config set", "Store a setting, after checking it.",
      "KEYS:\n" + Settings.keysHelp(HelpText.localized))

    @Argument(help: .localized("tz, lang, era, formats, or a notify.* or vdir.* key (see KEYS)."))
    var key: String

    @Argument(help: .localized("The value."))
    var value: String

    @OptionGroup var global: GlobalOptions

    func run() throws {
      try Catalog(global.context()).setSetting(key, to: value)
    }
  }

  /// `oshi config unset`.
  struct Unset: ParsableCommand {
    static let configuration = CommandConfiguration.oshi(
      "config unset", "Remove a stored setting.")

    @Argument(help: .localized("tz, lang, era, formats, or a notify.* or vdir.* key."))
    var key: String

    @OptionGroup var global: GlobalOptions

    func run() throws {
      try Catalog(global.context()).setSetting(key, to: nil)
    }
  }
}
