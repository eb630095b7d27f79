import OshiCore

/// What `oshi card` asks `oshi-card` to draw: the widget's faces, already worded, and
/// where the picture goes.
///
/// `oshi` reads the store and words the widget as it does for the text families;
/// `oshi-card`, which links Cairo and Pango, only lays the candidates out in pixels and
/// draws. The plan travels between the two as JSON, so `oshi` itself never loads a
/// graphics library.
public struct CardPlan: Codable, Hashable, Sendable {
  /// One family's face: its candidate lines, richest first, and its gauge.
  public struct Face: Codable, Hashable, Sendable {
    /// The family drawn.
    public var family: Family
    /// Every candidate layout, richest first, as `Formatter.candidates` lists them.
    public var candidates: [[String]]
    /// The share of the yearly cycle gone (0…1), drawn as a ring in the circular family;
    /// nil when the count has no yearly cycle.
    public var gauge: Double?
    /// The oshi's name as shown, or nil when hidden: the glyphs that must not be tofu.
    public var name: String?
    /// A PNG of the oshi's photo, drawn instead of the words as a circle (the image
    /// widget): only for the circular family.
    public var photo: String?
    /// The oshi's colour (`#RRGGBB`), else its group's; nil draws the card all in white.
    ///
    /// The ring's arc and the line's accent are drawn in it, lightened where the
    /// background needs it.
    public var color: String?
    /// What the colour is given to in a line, in order of preference, as the text
    /// surfaces have it (``WidgetFace/accents``): the oshi's symbol, name, short name.
    public var accents: [String]

    /// Creates a face.
    public init(
      family: Family, candidates: [[String]], gauge: Double? = nil, name: String? = nil,
      photo: String? = nil, color: String? = nil, accents: [String] = []
    ) {
      self.family = family
      self.candidates = candidates
      self.gauge = gauge
      self.name = name
      self.photo = photo
      self.color = color
      self.accents = accents
    }

    /// The UTF-8 bytes of `line` that are drawn in the oshi's colour: the first of
    /// ``accents`` the line holds, found as the text surfaces find it; nil when the face
    /// has no colour or the line holds no accent.
    public func accent(in line: String) -> Range<Int>? {
      guard color != nil, let (before, accent, _) = BarContent.split(line, at: accents) else {
        return nil
      }
      return before.utf8.count..<(before.utf8.count + accent.utf8.count)
    }
  }

  /// A picture to post (`oshi card ID --share`): the oshi's photo, name and count in
  /// large type on the oshi's colour, at a social network's size.
  public struct Share: Codable, Hashable, Sendable {
    /// Where the picture is posted, which gives its size in pixels.
    public enum Layout: String, Codable, CaseIterable, Hashable, Sendable {
      /// X (Twitter): 1200×675, the 16:9 of its timeline.
      case x
      /// A story (Instagram, LINE VOOM): 1080×1920, 9:16.
      case story
      /// A square post: 1080×1080.
      case square

      /// The picture's size in pixels.
      public var size: (width: Int, height: Int) {
        switch self {
        case .x: (1200, 675)
        case .story: (1080, 1920)
        case .square: (1080, 1080)
        }
      }
    }

    /// The size and arrangement.
    public var layout: Layout
    /// The words: title, count and date line (``ShareText``).
    public var title: String
    public var phrase: String
    public var date: String
    /// The oshi's colour (`#RRGGBB`), else its group's; nil draws it in greys.
    public var color: String?
    /// What the colour is given to in the title, as ``Face/accents``.
    public var accents: [String]
    /// A PNG of the oshi's photo, drawn as a circle; nil without one, and when redacted.
    public var photo: String?
    /// The oshi's name as shown, or nil when hidden: the glyphs that must not be tofu.
    public var name: String?

    /// Creates a share card's plan.
    public init(
      layout: Layout, text: ShareText, color: String? = nil, accents: [String] = [],
      photo: String? = nil, name: String? = nil
    ) {
      self.layout = layout
      title = text.title
      phrase = text.phrase
      date = text.date
      self.color = color
      self.accents = accents
      self.photo = photo
      self.name = name
    }

    /// The UTF-8 bytes of the title drawn in the oshi's colour, as
    /// ``Face/accent(in:)`` finds them.
    public func accent() -> Range<Int>? {
      Face(family: .inline, candidates: [], color: color, accents: accents).accent(in: title)
    }
  }

  /// `oshi cal --format png`: a month to share, its grid with each day's occasions in
  /// their oshis' colours and symbols, and the occasions listed under it.
  public struct Month: Codable, Hashable, Sendable {
    /// 1080×1350, the 4:5 portrait a phone's feed shows whole.
    public static let size = (width: 1080, height: 1350)

    /// A day of the grid.
    public struct Day: Codable, Hashable, Sendable {
      public var day: Int
      /// Each occasion's oshi's colour (`#RRGGBB`, nil for none), in list order.
      public var colors: [String?]
      /// The first occasion's oshi's symbol (else short name), drawn under the day.
      public var symbol: String?
      /// A PNG of the first occasion's oshi's photo, drawn under the day instead of the
      /// symbol; nil without one.
      public var photo: String?
      public var isToday: Bool

      public init(
        day: Int, colors: [String?] = [], symbol: String? = nil, photo: String? = nil,
        isToday: Bool = false
      ) {
        (self.day, self.colors, self.symbol, self.isToday) = (day, colors, symbol, isToday)
        self.photo = photo
      }
    }

    /// An occasion under the grid: its day (` 3日(木)`), its sentence, its colour, and
    /// its oshi's photo (a PNG), drawn small instead of the colour's dot.
    public struct Line: Codable, Hashable, Sendable {
      public var label: String
      public var text: String
      public var color: String?
      public var photo: String?

      public init(label: String, text: String, color: String?, photo: String? = nil) {
        (self.label, self.text, self.color, self.photo) = (label, text, color, photo)
      }
    }

    public var title: String
    /// The weekdays' names, in the grid's order.
    public var weekdays: [String]
    /// Seven places a week, nil before the first day and after the last.
    public var weeks: [[Day?]]
    public var lines: [Line]
    /// What an empty month says instead of its lines.
    public var nothing: String
    /// `ja` or `en`: the words oshi-card adds (how many lines did not fit).
    public var language: String

    public init(
      title: String, weekdays: [String], weeks: [[Day?]], lines: [Line], nothing: String,
      language: String
    ) {
      (self.title, self.weekdays, self.weeks) = (title, weekdays, weeks)
      (self.lines, self.nothing, self.language) = (lines, nothing, language)
    }
  }

  /// The picture's file type, from the output's extension.
  public enum FileType: String, Codable, Hashable, Sendable {
    case png, svg
  }

  /// The faces, in the order of `Family.allCases` when all three are drawn.
  public var faces: [Face]
  /// Pixels per point: WidgetKit's sizes are in points.
  public var scale: Int
  /// A picture (PNG or JPEG) to draw behind the widgets, covering the canvas.
  public var background: String?
  /// A solid colour (`#RRGGBB`) to draw behind the widgets instead, for a card to look at
  /// in an ordinary image viewer rather than on a Lock Screen's wallpaper.
  public var backgroundColor: String?
  /// Where the picture is written.
  public var output: String
  /// PNG or SVG.
  public var fileType: FileType
  /// A share card, drawn instead of the faces, at scale 1 and its own size.
  public var share: Share?
  /// A month, drawn instead of the faces, at scale 1 and its own size.
  public var month: Month?
  /// Empty points around the card on every side.
  ///
  /// Only tests set it, to see whether any ink would have been cut off by the card's edge.
  public var margin: Double

  /// Creates a plan.
  public init(
    faces: [Face], scale: Int = 2, background: String? = nil, output: String,
    fileType: FileType, margin: Double = 0
  ) {
    self.faces = faces
    self.scale = scale
    self.background = background
    self.output = output
    self.fileType = fileType
    self.margin = margin
  }

  /// Creates the plan of a share card.
  public init(share: Share, output: String, fileType: FileType) {
    self.init(faces: [], scale: 1, output: output, fileType: fileType)
    self.share = share
  }

  /// Creates the plan of a month's picture.
  public init(month: Month, output: String) {
    self.init(faces: [], scale: 1, output: output, fileType: .png)
    self.month = month
  }

  /// The scales `--scale` takes.
  public static let scales = 1...8

  /// A family's size in points, as WidgetKit gives it on the Lock Screen: circular
  /// 76×76, rectangular 172×76, and inline one line of 257.
  public static func size(of family: Family) -> (width: Double, height: Double) {
    switch family {
    case .circular: (76, 76)
    case .rectangular: (172, 76)
    case .inline: (257, 24)
    }
  }

  /// The space between the inline line and the row below it, and between the circular
  /// and rectangular widgets in that row, when all three are drawn.
  public static let gap = 8.0

  /// Where each family sits on the card, in points from the card's top left corner.
  ///
  /// One family fills the card. All three are laid out as a Lock Screen does: the inline
  /// line above, and the circular and rectangular widgets side by side below it.
  public func frames() -> [(face: Face, x: Double, y: Double, width: Double, height: Double)] {
    if faces.count == 1, let face = faces.first {
      let size = CardPlan.size(of: face.family)
      return [(face, 0, 0, size.width, size.height)]
    }
    var frames: [(face: Face, x: Double, y: Double, width: Double, height: Double)] = []
    let inline = CardPlan.size(of: .inline)
    let rowY = faces.contains { $0.family == .inline } ? inline.height + CardPlan.gap : 0
    var x = 0.0
    for face in faces {
      let size = CardPlan.size(of: face.family)
      if face.family == .inline {
        frames.append((face, 0, 0, size.width, size.height))
      } else {
        frames.append((face, x, rowY, size.width, size.height))
        x += size.width + CardPlan.gap
      }
    }
    return frames
  }

  /// The card's size in points, without the margin.
  public func cardSize() -> (width: Double, height: Double) {
    if let share {
      return (Double(share.layout.size.width), Double(share.layout.size.height))
    }
    if month != nil { return (Double(Month.size.width), Double(Month.size.height)) }
    return frames().reduce((0.0, 0.0)) { size, frame in
      (max(size.0, frame.x + frame.width), max(size.1, frame.y + frame.height))
    }
  }
}
