import Foundation
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi show`: every widget of the store in every family, framed as on a Lock Screen.
public struct Showcase: Sendable, DrawsWidgets {
  /// What draws the widgets: the store, the day, the language.
  public let renderer: Renderer

  /// The showcase of what `renderer` draws.
  public init(_ renderer: Renderer) { self.renderer = renderer }

  /// `oshi show`: every widget in every family, framed.
  ///
  /// - Parameters:
  ///   - redact: `--redact`: hides every name and label.
  ///   - colour: whether the terminal takes colour (`--color`): each oshi's symbol or
  ///     name in its colour, and photos in shades of grey, else in braille dots.
  ///   - depth: the colours the terminal takes (`COLORTERM`).
  ///   - images: draws each oshi's photo, where it has one and its name shows,
  ///     before its first widget, as ``PhotoArt`` (through `oshi-card`).
  /// - Returns: the text to print, or a hint to add an oshi when there is no widget.
  /// - Throws: ``OshiError`` when the store cannot be read or a photo cannot be drawn.
  public func show(
    redact: Bool = false, colour: Bool = false, depth: ColorDepth = .trueColor,
    images: Bool = false
  ) throws(OshiError) -> String {
    let rendered = try render(RenderRequest(families: Family.allCases, redact: redact))
    let art = images ? try photoArt(colour: colour, depth: depth) : [:]
    var drawn: Set<Int64> = []
    if rendered.isEmpty {
      return Words.Reads.noWidgets(language)
    }
    var output = ""
    var index = 0
    while index + 2 < rendered.count {
      let face = rendered[index].face
      let who = face.name ?? Words.Reads.privateInParentheses(language)
      // A sad day's own widget (a graduation's, a hiatus's) says the status already.
      let status =
        !face.kind.celebratesCount
        ? "" : face.status.word(isGroup: face.isGroup, in: language).map { " · \($0)" } ?? ""
      let heading =
        "\(face.id)  \(who) · \(face.kind.name(in: language, isGroup: face.isGroup)) · \(Context.display(face.occasion.date, era: era, language: language))\(status)"
      if !output.isEmpty { output += "\n" }
      var image: [String]?
      if let (oshi, lines) = art[face.id], face.name != nil, drawn.insert(oshi).inserted {
        image = lines
      }
      output += Preview.card(
        heading: heading, circular: rendered[index].lines, rectangular: rendered[index + 1].lines,
        inline: rendered[index + 2].lines, colour: colour, image: image,
        paint: colour ? { face.terminalPainted($0, depth: depth) } : { $0 })
      index += 3
    }
    return output
  }

  /// Each widget's oshi and that oshi's photo as terminal art, for the widgets whose oshi
  /// has a photo.
  private func photoArt(colour: Bool, depth: ColorDepth) throws(OshiError) -> [String: (
    Int64, [String]
  )] {
    let snapshot: Snapshot
    let photos: [Int64: [UInt8]]
    do {
      snapshot = try store.snapshot()
      photos = try store.photos()
    } catch {
      throw OshiError(error)
    }
    guard !photos.isEmpty else { return [:] }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var art: [Int64: [String]] = [:]
    for (oshi, png) in photos {
      let path = folder.path + "/\(oshi).png"
      guard FileManager.default.createFile(atPath: path, contents: Data(png)) else { continue }
      let outcome = try Companion.card.run(["greys", path, "\(PhotoArt.side)"])
      // A photo oshi-card cannot read (a damaged backup's) is left out, not the show.
      guard outcome.status == 0 else { continue }
      let greys = String(decoding: outcome.output, as: UTF8.self)
        .split(whereSeparator: \.isWhitespace).compactMap { UInt8($0) }
      art[oshi] = PhotoArt.lines(greys: greys, colour: colour, depth: depth)
    }
    var byWidget: [String: (Int64, [String])] = [:]
    for widget in snapshot.widgets {
      if let lines = art[widget.oshiID] { byWidget[widget.id] = (widget.oshiID, lines) }
    }
    return byWidget
  }
}
