import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

/// `oshi image`.
struct ImageCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "image", Words.Help.Image.abstract,
    subcommands: [SetImageCommand.self, RemoveImageCommand.self])
}

/// `oshi image set`.
struct SetImageCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "image set", Words.Help.ImageSet.abstract,
    Words.Help.ImageSet.discussion)

  @OptionGroup var target: Target<OshiSlug>

  @Argument(
    help: .localized(Words.Help.ImageSet.file),
    completion: .file(extensions: ["png", "jpg", "jpeg"]))
  var file: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).setPhoto(slug: target.name, file: file)
  }
}

/// `oshi image remove`.
struct RemoveImageCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "image remove", Words.Help.ImageRemove.abstract)

  @OptionGroup var target: Target<OshiSlug>

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).removePhoto(slug: target.name)
  }
}
