import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

/// `oshi config`.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "config", Words.Help.Config.abstract, settings: true,
    subcommands: [Get.self, Set.self, Unset.self])

  /// `oshi config get`.
  struct Get: ParsableCommand {
    static let configuration = CommandConfiguration.oshi(
      "config get", Words.Help.ConfigGet.abstract)

    @Argument(
      help: .localized(Words.Help.ConfigGet.key))
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
      "config set", Words.Help.ConfigSet.abstract, settings: true)

    @Argument(help: .localized(Words.Help.ConfigSet.key))
    var key: String

    @Argument(help: .localized(Words.Help.ConfigSet.value))
    var value: String

    @OptionGroup var global: GlobalOptions

    func run() throws {
      try Catalog(global.context()).setSetting(key, to: value)
    }
  }

  /// `oshi config unset`.
  struct Unset: ParsableCommand {
    static let configuration = CommandConfiguration.oshi(
      "config unset", Words.Help.ConfigUnset.abstract)

    @Argument(help: .localized(Words.Help.ConfigUnset.key))
    var key: String

    @OptionGroup var global: GlobalOptions

    func run() throws {
      try Catalog(global.context()).setSetting(key, to: nil)
    }
  }
}
