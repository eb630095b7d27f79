import Foundation
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets
import OshiWords

/// What `oshi card` was asked for.
public struct CardRequest: Sendable {
  /// The widget drawn.
  public var id: String
  /// The families drawn: one fills the card, all three are laid out as on a Lock Screen.
  public var families: [Family]
  /// Pixels per point.
  public var scale: Int
  /// A PNG or JPEG to draw behind the widget.
  public var background: String?
  /// A solid colour to draw behind the widget instead.
  public var backgroundColor: OshiColor?
  /// The PNG or SVG file written.
  public var output: String
  /// Hides the name and label.
  public var redact: Bool
  /// Empty points around the card (for tests).
  public var margin: Double
  /// Draws the oshi's photo as the circular image widget, instead of the words.
  public var photo: Bool
  /// Draws a picture to post at this layout's size instead of the widget's families.
  public var share: CardPlan.Share.Layout?

  /// Creates the request.
  public init(
    id: String, families: [Family], scale: Int = 2, background: String? = nil, output: String,
    redact: Bool = false, margin: Double = 0, photo: Bool = false,
    share: CardPlan.Share.Layout? = nil
  ) {
    self.share = share
    self.margin = margin
    self.photo = photo
    self.id = id
    self.families = families
    self.scale = scale
    self.background = background
    self.output = output
    self.redact = redact
  }
}

/// What `oshi-card` drew.
public struct CardReport: Decodable, Sendable {
  /// One family as drawn.
  public struct Face: Decodable, Sendable {
    public var family: Family
    public var lines: [String]
    public var size: Double
    public var missingGlyphs: Int
  }

  public var output: String
  public var width: Int
  public var height: Int
  public var faces: [Face]
  /// What a share card drew: its lines (title, count, date).
  public struct Share: Decodable, Sendable {
    public var lines: [String]
    public var missingGlyphs: Int
    public var photo: Bool
  }

  public var share: Share?
  /// What a month's picture drew (`oshi cal --format png`).
  public struct Month: Decodable, Sendable {
    /// The days drawn with an occasion's marks.
    public var days: [Int]
    /// The lines under the grid, as drawn.
    public var lines: [String]
    /// The occasions with no room, counted in the last line.
    public var more: Int
    /// Whether a word was cut with "…".
    public var cut: Bool
    /// The least contrast ratio of a word with what it sits on.
    public var contrast: Double
    public var missingGlyphs: Int
    /// How many oshis' photos were drawn, in the grid and beside the lines.
    public var photos: Int
  }

  public var month: Month?
  /// The report as `oshi-card` printed it: JSON, one line.
  public var json = ""

  private enum CodingKeys: String, CodingKey {
    case output, width, height, faces, share, month
  }
}

/// The widgets as pictures: `oshi card`, and refresh's `<slot>.png`, drawn by `oshi-card`.
public struct Cards: Sendable, DrawsWidgets {
  /// What draws the widgets: the store, the day, the language.
  public let renderer: Renderer

  /// The cards of what `renderer` draws.
  public init(_ renderer: Renderer) { self.renderer = renderer }

  /// `oshi card`: words the widget as the text families do, and has `oshi-card` lay
  /// the words out in pixels with the system's fonts and write the picture.
  public func card(_ request: CardRequest) throws(OshiError) -> CardReport {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    return try Self.draw(plan(for: request, scratch: folder), scratch: folder)
  }

  /// Refuses a picture's path whose folder does not exist (exit 73), before anything is
  /// drawn.
  static func checkFolder(of output: String) throws(OshiError) {
    var isFolder: ObjCBool = false
    let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else { throw OshiError(Words.Card.noFolder(output, folder), exitCode: 73) }
  }

  /// Has `oshi-card` draw `plan`, handed over as `plan.json` in `scratch`, and reads its
  /// report.
  static func draw(_ plan: CardPlan, scratch: TemporaryFolder) throws(OshiError) -> CardReport {
    let file = scratch.path + "/plan.json"
    do {
      try JSONEncoder().encode(plan).write(to: URL(fileURLWithPath: file))
    } catch {
      throw OshiError(
        Words.Card.cannotWritePlan("\(error)"), exitCode: 73)
    }
    let outcome = try Companion.card.run([file])
    guard outcome.status == 0 else {
      throw outcome.failure(exitCode: Companion.exitCode(outcome.status))
    }
    do {
      var report = try JSONDecoder().decode(CardReport.self, from: outcome.output)
      report.json = String(decoding: outcome.output, as: UTF8.self)
      return report
    } catch {
      throw OshiError(
        Words.Card.noReport("\(error)"),
        exitCode: 70)
    }
  }

  /// The plan `oshi-card` draws from: the request checked, and the widget worded.
  ///
  /// - Parameters:
  ///   - request: what `oshi card` was asked to draw, and where to write it.
  ///   - scratch: where the oshi's photo is put for `oshi-card` to read.
  /// - Returns: the plan, which `oshi-card` reads as JSON.
  /// - Throws: ``OshiError`` when the file type, scale, folder or background is refused,
  ///   or the widget has nothing to draw: it is unknown, has no date yet, or its oshi has
  ///   no photo when the photo is asked for.
  func plan(for request: CardRequest, scratch: TemporaryFolder) throws(OshiError) -> CardPlan {
    let output = URL(fileURLWithPath: request.output)
    guard let fileType = CardPlan.FileType(rawValue: output.pathExtension.lowercased()) else {
      throw .usage(
        Words.Card.unknownPictureType(request.output))
    }
    guard CardPlan.scales.contains(request.scale) else {
      throw .usage(
        Words.Card.scaleOutOfRange(request.scale))
    }
    try Self.checkFolder(of: request.output)
    if let background = request.background,
      !FileManager.default.isReadableFile(atPath: background)
    {
      throw OshiError(
        Words.Card.unreadableBackground(background), exitCode: 66)
    }
    if request.photo {
      var plan = CardPlan(
        faces: [
          CardPlan.Face(
            family: .circular, candidates: [], photo: try photoFile(request.id, in: scratch))
        ],
        scale: request.scale, background: request.background, output: output.path,
        fileType: fileType, margin: max(0, min(request.margin, 200)))
      plan.backgroundColor = request.backgroundColor?.description
      return plan
    }
    if let layout = request.share {
      return try sharePlan(layout, for: request, fileType: fileType, scratch: scratch)
    }
    let rendered = try render(
      RenderRequest(ids: [request.id], families: request.families, redact: request.redact))
    guard !rendered.isEmpty else {
      throw .usage(
        Words.Card.noDateYet(request.id))
    }
    var plan = CardPlan(
      faces: rendered.map(cardFace), scale: request.scale, background: request.background,
      output: output.path, fileType: fileType, margin: max(0, min(request.margin, 200)))
    plan.backgroundColor = request.backgroundColor?.description
    return plan
  }

  /// The plan of a share card: the widget's words for a post, with the oshi's photo
  /// unless the card is redacted.
  private func sharePlan(
    _ layout: CardPlan.Share.Layout, for request: CardRequest, fileType: CardPlan.FileType,
    scratch: TemporaryFolder
  ) throws(OshiError) -> CardPlan {
    let rendered = try render(
      RenderRequest(ids: [request.id], families: [.inline], redact: request.redact))
    guard let face = rendered.first?.face else {
      throw .usage(
        Words.Card.noDateYet(request.id))
    }
    // A redacted card says nothing of who the oshi is: no name, and no photo.
    let photo =
      request.redact || face.name == nil
      ? nil : try photoFile(request.id, in: scratch, required: false)
    let share = CardPlan.Share(
      layout: layout, text: ShareText(face, language: language, era: era),
      color: face.color?.description, accents: face.accents, photo: photo, name: face.name)
    return CardPlan(
      share: share, output: URL(fileURLWithPath: request.output).path, fileType: fileType)
  }

  /// The photo of the oshi of widget `id`, written into `folder`; nil when the oshi has
  /// none and it is not `required`.
  private func photoFile(_ id: String, in folder: TemporaryFolder, required: Bool = true)
    throws(OshiError) -> String?
  {
    let snapshot = try store.reading { try $0.snapshot(widgetIDs: [id]) }
    guard let widget = snapshot.widget(id: id), let oshi = snapshot.oshi(id: widget.oshiID)
    else { throw Lookup.unknownWidget(id) }
    guard let png = try store.reading({ try $0.photo(oshi: widget.oshiID) }) else {
      guard required else { return nil }
      throw .usage(
        Words.Photos.noPhoto(oshi.slug))
    }
    return try folder.file("photo.png", png)
  }

  /// A rendered widget's face as a card draws it: every candidate, and the ring's share.
  func cardFace(_ widget: RenderedWidget) -> CardPlan.Face {
    CardPlan.Face(
      family: widget.family,
      candidates: Formatter.candidates(
        for: widget.face, family: widget.family, language: language, era: era),
      gauge: widget.face.occasion.ring, name: widget.face.name,
      color: widget.face.color?.description, accents: widget.face.accents)
  }
}
