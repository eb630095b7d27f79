import ArgumentParser
import OshiApp

/// `oshi image`.
struct ImageCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "image", abstract: "Store or remove an oshi's photo, for cards and notifications.",
    discussion: Help.discussion("image"),
    subcommands: [SetImage.self, RemoveImage.self])
}

/// `oshi image set`.
struct SetImage: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set", abstract: "Store a PNG or JPEG as the oshi's photo.",
    discussion: Help.discussion(
      "image set",
      """
      The picture is cut to a square around its centre, scaled to at most 512 pixels and \
      stored in the store as PNG (at most 1 MiB). Files over 20 MiB or 50 megapixels are \
      refused.
      """))

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

  @Argument(help: "A PNG or JPEG file.", completion: .file(extensions: ["png", "jpg", "jpeg"]))
  var file: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).setPhoto(slug: slug, file: file)
  }
}

/// `oshi image remove`.
struct RemoveImage: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: "Take the oshi's photo out of the store.",
    discussion: Help.discussion("image remove"))

  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try Catalog(global.context()).removePhoto(slug: slug)
  }
}
