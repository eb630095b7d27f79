import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiWidgets
import OshiWords

/// `oshi card`.
struct CardCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "card", Words.Help.Card.abstract,
    Words.Help.Card.discussion)

  @Argument(help: .localized(Words.Help.Card.id), completion: Completions.stored(.widget))
  var id: String

  @Option(help: .localized(Words.Help.Card.family))
  var family: FamilySelection?

  @Flag(help: .localized(Words.Help.Card.photo))
  var photo = false

  @Option(help: .localized(Words.Help.Card.scale))
  var scale: Int?

  @Option(
    help: .localized(
      Words.Help.Card.share
    ))
  var share: CardPlan.Share.Layout?

  @Option(
    help: .localized(Words.Help.Card.background),
    completion: .file(extensions: ["png", "jpg", "jpeg"]))
  var background: String?

  @Option(
    help: .localized(
      Words.Help.Card.backgroundColor
    ))
  var backgroundColor: String?

  @Option(
    name: [.customShort("o"), .long], help: .localized(Words.Help.Card.output),
    completion: .file())
  var output: String

  @OptionGroup var display: DisplayOptions

  @Option(help: .localized(Words.Help.Card.format))
  var format: IDFormat = .text

  /// For tests: empty points around the card, to see whether any ink would be cut off.
  @Option(help: .hidden)
  var margin = 0.0

  @OptionGroup var global: GlobalOptions

  func run() throws {
    if share != nil {
      for (given, name) in [
        (family != nil, "--family"), (photo, "--photo"), (scale != nil, "--scale"),
        (background != nil, "--background"), (backgroundColor != nil, "--background-color"),
      ] where given {
        throw OshiError.usage(
          Words.Card.shareWith(name))
      }
    }
    if photo, display.redact {
      throw OshiError.usage(
        Words.Card.photoAndRedact)
    }
    if photo, let family, family != .circular {
      throw OshiError.usage(
        Words.Card.photoNotCircular)
    }
    if background != nil, backgroundColor != nil {
      throw OshiError.usage(
        Words.Card.backgroundAndColor)
    }
    let ground = try backgroundColor.map { (text) throws(OshiError) in
      try Input.color(text, option: "--background-color")
    }
    var context = try global.context(use: .reads)
    if display.era { context.era = true }
    var request = CardRequest(
      id: id, families: (family ?? .all).families, scale: scale ?? 2, background: background,
      output: output, redact: display.redact, margin: margin, photo: photo,
      share: share)
    request.backgroundColor = ground
    let report = try Cards(Renderer(context)).card(request)
    switch format {
    case .json: emit(report.json)
    case .text:
      let size = "\(report.width)×\(report.height) px"
      var text =
        Words.Commands.wrotePicture(report.output, size)(context.language)
      if let shared = report.share {
        text += "  \(share?.rawValue ?? "share"): \(shared.lines.joined(separator: " / "))\n"
        if shared.photo { text += Words.Commands.withPhoto(context.language) }
      }
      for face in report.faces {
        let drawn =
          photo ? Words.Commands.photo(context.language) : face.lines.joined(separator: " / ")
        text += "  \(face.family.rawValue): \(drawn)\n"
      }
      emit(text)
    }
    if let shared = report.share, shared.missingGlyphs > 0 {
      FileHandle.standardError.write(
        Data(
          "warning: no installed font draws \(shared.missingGlyphs) of the name's characters, so they show as boxes; install a font that has them (Debian: fonts-noto-core, fonts-noto-cjk, fonts-noto-extra)\n"
            .utf8))
    }
    for face in report.faces where face.missingGlyphs > 0 {
      FileHandle.standardError.write(
        Data(
          "warning: no installed font draws \(face.missingGlyphs) of the name's characters in the \(face.family.rawValue) family, so they show as boxes; install a font that has them (Debian: fonts-noto-core, fonts-noto-cjk, fonts-noto-extra)\n"
            .utf8))
    }
  }
}
