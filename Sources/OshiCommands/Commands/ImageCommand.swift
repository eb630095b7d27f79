import ArgumentParser
import OshiApp
import OshiRuntime

/// `oshi image`.
struct ImageCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "image", "Store or remove an oshi's photo, for cards and notifications.",
    subcommands: [SetImageCommand.self, RemoveImageCommand.self])
}

/// `oshi image set`.
struct SetImageCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "image set", "Store a PNG or JPEG as the oshi's photo.",
    """
    The picture is cut to a square around its centre, scaled to at most 512 pixels and \
    stored in the store as PNG (at most 1 MiB). Files over 20 MiB or 50 megapixels are \
    refused.
    """)

  @OptionGroup var target: Target<OshiSlug>

  @Argument(
    help: .localized("A PNG or JPEG file."), completion: .file(extensions: ["png", "jpg", "jpeg"]))
  var file: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).setPhoto(slug: target.name, file: file)
  }
}

/// `oshi image remove`.
struct RemoveImageCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "image remove", "Take the oshi's photo out of the store.")

  @OptionGroup var target: Target<OshiSlug>

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).removePhoto(slug: target.name)
  }
}
