import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `oshi card`: pictures read back with a real decoder, measured, and compared with goldens.
///
/// The decoder is Pillow, through scripts/card-check.py, and the comparison is within a
/// perceptual tolerance. CI installs Pillow and the Noto fonts; elsewhere the tests that
/// read pictures are skipped where Pillow is missing (`Programs`).
@Suite("Cards")
struct CardTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let checker = root.appendingPathComponent("scripts/card-check.py").path
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Cards__")

  /// A store with the kinds a card shows: a birthday (a ring), a start (a count without
  /// a yearly cycle), a Japanese name with a symbol, a long name, and a label.
  static func store() throws -> Harness {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok([
      "add", "星野ルナ", "--slug", "luna", "--symbol", "🌙", "--birthday", "--12-10", "--since",
      "2024-01-10",
    ])
    try oshi.ok([
      "add", "アレクサンドラ・ヴィクトリア・フォン・ホーエンツォレルン", "--slug", "long", "--birthday",
      "2001-06-30",
    ])
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "First live in Yokohama",
    ])
    return oshi
  }

  /// Runs card-check.py, which a test calls only where Pillow is (`.enabled(if:)`).
  static func check(_ arguments: [String]) throws -> [String: Any] {
    let output = try #require(
      try CalendarConsumerTests.run(["/usr/bin/python3", checker] + arguments))
    return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  /// Whether the tests that read pictures run here.
  static let readsPictures = Programs.runs(Programs.pillow)

  /// Draws a card and returns oshi-card's report, which a test that reads only the
  /// picture leaves unread.
  @discardableResult
  static func card(_ oshi: Harness, _ arguments: [String], _ extra: [String: String?] = [:])
    throws -> [String: Any]
  {
    let text = try oshi.ok(["card"] + arguments + ["--format", "json"], extra)
    return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func lines(_ report: [String: Any], _ family: String) -> [String] {
    let faces = report["faces"] as? [[String: Any]] ?? []
    return faces.first { $0["family"] as? String == family }?["lines"] as? [String] ?? []
  }

  /// Where each family sits, in points, as `card --family all` lays them out.
  static func frames(_ family: String) -> [[String: Any]] {
    [
      "circular": [["family": "circular", "x": 0, "y": 0, "width": 76, "height": 76]],
      "rectangular": [["family": "rectangular", "x": 0, "y": 0, "width": 172, "height": 76]],
      "inline": [["family": "inline", "x": 0, "y": 0, "width": 257, "height": 24]],
      "all": [
        ["family": "inline", "x": 0, "y": 0, "width": 257, "height": 24],
        ["family": "circular", "x": 0, "y": 32, "width": 76, "height": 76],
        ["family": "rectangular", "x": 84, "y": 32, "width": 172, "height": 76],
      ],
    ][family] ?? []
  }

  @Test(
    "each family has WidgetKit's size in points times the scale",
    .enabled(if: CardTests.readsPictures),
    arguments: [
      ("circular", 76, 76), ("rectangular", 172, 76), ("inline", 257, 24), ("all", 257, 108),
    ]
  )
  func sizes(family: String, width: Int, height: Int) throws {
    let oshi = try Self.store()
    for scale in [1, 2, 3] {
      let file = oshi.folder.appendingPathComponent("\(family)-\(scale).png").path
      let report = try Self.card(
        oshi, ["aki-birthday", "--family", family, "--scale", "\(scale)", "-o", file])
      #expect(report["width"] as? Int == width * scale)
      #expect(report["height"] as? Int == height * scale)
      let decoded = try Self.check(["size", file])
      #expect(decoded["width"] as? Int == width * scale, "\(family) at \(scale)×")
      #expect(decoded["height"] as? Int == height * scale, "\(family) at \(scale)×")
      #expect(decoded["mode"] as? String == "RGBA")
    }
  }

  @Test(
    "all ink lies inside the family's shape, and a larger canvas shows nothing more",
    .enabled(if: CardTests.readsPictures),
    arguments: ["aki-birthday", "aki-following", "luna-birthday", "long-birthday", "aki-custom"])
  func inkInsideShapes(widget: String) throws {
    let oshi = try Self.store()
    let id = widget == "aki-custom" ? try customID(oshi) : widget
    for family in ["circular", "rectangular", "inline", "all"] {
      let tight = oshi.folder.appendingPathComponent("\(family).png").path
      let wide = oshi.folder.appendingPathComponent("\(family)-wide.png").path
      let report = try Self.card(oshi, [id, "--family", family, "-o", tight])
      try Self.card(oshi, [id, "--family", family, "-o", wide, "--margin", "20"])
      let frames = String(
        decoding: try JSONSerialization.data(withJSONObject: Self.frames(family)), as: UTF8.self)
      let inTight = try Self.check(["ink", tight, "2", "0", frames])
      let inWide = try Self.check(["ink", wide, "2", "20", frames])
      #expect((inTight["inked"] as? Int ?? 0) > 100, "\(id) \(family) drew nothing")
      #expect(inTight["outside"] as? Int == 0, "\(id) \(family): \(report)")
      #expect(inWide["outside"] as? Int == 0, "\(id) \(family) would be clipped: \(report)")
      // The same ink, give or take antialiasing at the circle's edge.
      let tightInk = Double(inTight["inked"] as? Int ?? 0)
      let wideInk = Double(inWide["inked"] as? Int ?? 0)
      #expect(abs(tightInk - wideInk) <= tightInk * 0.01, "\(id) \(family)")
    }
  }

  private func customID(_ oshi: Harness) throws -> String {
    let list = try oshi.ok(["list", "--format", "json"])
    let ids = list.split(separator: "\"").map(String.init).filter { $0.hasPrefix("aki-") }
    return try #require(ids.first { !["aki-birthday", "aki-debut", "aki-following"].contains($0) })
  }

  @Test(
    "the ring's arc ends where the gauge says, within two degrees",
    .enabled(if: CardTests.readsPictures))
  func gaugeArc() throws {
    for now in ["2026-11-24", "2027-01-10", "2027-03-01", "2026-04-01", "2026-07-15"] {
      let oshi = try Harness(now: "\(now)T12:00:00+09:00")
      try oshi.addAki()
      let json = try Harness.jsonLines(
        try oshi.ok(["render", "aki-birthday", "--family", "circular", "--format", "json"]))
      let next = try #require(json.first?["next"] as? [String: Any])
      let daysUntil = try #require(next["days_until"] as? Int)
      let nextDate = try #require(next["date"] as? String)
      // The cycle runs from the previous birthday to the next: 365 or 366 days.
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withFullDate]
      let end = try #require(formatter.date(from: nextDate))
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      let start = try #require(calendar.date(byAdding: .year, value: -1, to: end))
      let cycle = try #require(calendar.dateComponents([.day], from: start, to: end).day)
      let gauge = daysUntil == 0 ? 1.0 : 1.0 - Double(daysUntil) / Double(cycle)

      let file = oshi.folder.appendingPathComponent("ring.png").path
      try Self.card(oshi, ["aki-birthday", "--family", "circular", "--scale", "4", "-o", file])
      let ring = try Self.check(["gauge", file, "4", "0", "0"])
      let measured = try #require(ring["end"] as? Double)
      #expect(abs(measured - gauge * 360) <= 2, "\(now): gauge \(gauge), arc ends at \(measured)°")
      if let pieces = ring["pieces"] as? Int { #expect(pieces == 1) }
    }
  }

  @Test(
    "a count without a yearly cycle has no ring", .enabled(if: CardTests.readsPictures))
  func noRing() throws {
    let oshi = try Self.store()
    let json = try Harness.jsonLines(
      try oshi.ok(["render", "aki-following", "--family", "circular", "--format", "json"]))
    let file = oshi.folder.appendingPathComponent("plain.png").path
    try Self.card(oshi, ["aki-following", "--family", "circular", "--scale", "4", "-o", file])
    let ring = try Self.check(["gauge", file, "4", "0", "0"])
    if json.first?["gauge"] is NSNull {
      #expect(ring["end"] as? Double == 0)
    }
  }

  @Test("Japanese and emoji names are drawn with real glyphs, not boxes")
  func realGlyphs() throws {
    let oshi = try Self.store()
    for widget in ["luna-birthday", "luna-following", "long-birthday"] {
      let file = oshi.folder.appendingPathComponent("\(widget).png").path
      let report = try Self.card(oshi, [widget, "-o", file], ["LANG": "ja_JP.UTF-8"])
      for face in report["faces"] as? [[String: Any]] ?? [] {
        #expect(face["missingGlyphs"] as? Int == 0, "\(widget): \(face)")
      }
    }
    let file = oshi.folder.appendingPathComponent("luna.png").path
    let report = try Self.card(oshi, ["luna-birthday", "-o", file])
    #expect(Self.lines(report, "rectangular").first?.contains("星野ルナ") == true)
    #expect(Self.lines(report, "inline").first?.contains("🎂") == true)
    let following = try Self.card(oshi, ["luna-following", "-o", file])
    #expect(Self.lines(following, "inline").first?.contains("🌙") == true)
  }

  @Test("a name no installed font draws is drawn, with a warning that says so")
  func missingFont() throws {
    let oshi = try Harness()
    // A private-use character: no font has it.
    try oshi.ok(["add", "Ai\u{E000}", "--slug", "ai", "--birthday", "2001-06-30"])
    let file = oshi.folder.appendingPathComponent("ai.png").path
    let result = try oshi.run(["card", "ai-birthday", "-o", file])
    #expect(result.status == 0)
    #expect(result.stderr.contains("warning: no installed font draws"), "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: file))
  }

  @Test("--redact keeps the name out of the picture")
  func redact() throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("redacted.png").path
    let report = try Self.card(oshi, ["luna-birthday", "--redact", "-o", file])
    for family in ["circular", "rectangular", "inline"] {
      #expect(!Self.lines(report, family).joined().contains("ルナ"), "\(family)")
    }
  }

  @Test(
    "a background picture covers the card, JPEG or PNG", .enabled(if: CardTests.readsPictures))
  func background() throws {
    let oshi = try Self.store()
    for type in ["jpg", "png"] {
      let picture = oshi.folder.appendingPathComponent("wall.\(type)").path
      try oshi.makePictures("Image.new('RGB', (300, 700), (20, 40, 90)).save('\(picture)')")
      let file = oshi.folder.appendingPathComponent("on-wall-\(type).png").path
      try Self.card(oshi, ["aki-birthday", "--background", picture, "-o", file])
      let opaque = try Self.check(["opaque", file])
      #expect(opaque["opaque"] as? Double == 1.0, "\(type)")
    }
  }

  @Test("SVG has the family's size")
  func svg() throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("aki.svg").path
    try Self.card(oshi, ["aki-birthday", "--family", "rectangular", "-o", file])
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let document = try XMLDocument(xmlString: text)
    let root = try #require(document.rootElement())
    #expect(root.localName == "svg")
    let attributes = Dictionary(
      (root.attributes ?? []).map { ($0.name ?? "", $0.stringValue ?? "") }
    ) { first, _ in first }
    let width = attributes["width"] ?? ""
    let height = attributes["height"] ?? ""
    #expect(width == "344px", "\(text.prefix(300))")
    #expect(height == "152px", "\(text.prefix(300))")
  }

  @Test(
    "golden cards, compared within a perceptual tolerance", .enabled(if: CardTests.readsPictures),
    arguments: [
      ("aki-birthday", "circular", "en"), ("luna-following", "rectangular", "ja"),
      ("aki-debut", "inline", "en"), ("luna-birthday", "all", "ja"),
    ])
  func goldens(widget: String, family: String, language: String) throws {
    let oshi = try Self.store()
    let name = "\(widget)-\(family)-\(language).png"
    let file = oshi.folder.appendingPathComponent(name).path
    try Self.card(oshi, [widget, "--family", family, "--lang", language, "-o", file])
    let golden = Self.goldens.appendingPathComponent(name)
    let mode = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing"
    if mode == "all" || (mode == "missing" && !FileManager.default.fileExists(atPath: golden.path))
    {
      try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: golden)
      try FileManager.default.copyItem(atPath: file, toPath: golden.path)
      Issue.record("recorded \(name); look at it, then run again")
      return
    }
    let difference = try Self.check(["compare", file, golden.path])
    #expect(difference["sameSize"] as? Bool == true, "\(name)")
    // Blurred by two pixels: a font update that moves a stroke by a pixel stays under
    // these; a different word, size or layout does not.
    #expect((difference["mean"] as? Double ?? 1) <= 0.01, "\(name): \(difference)")
    #expect((difference["max"] as? Double ?? 1) <= 0.5, "\(name): \(difference)")
  }

  @Test(
    "bad input: a clear error, no picture, and the store untouched",
    arguments: [
      (["-o", "card.jpg"], 64, "name the file with .png or .svg"),
      (["-o", "card"], 64, "name the file with .png or .svg"),
      (["-o", "card.png", "--scale", "0"], 64, "--scale 0 is out of range"),
      (["-o", "card.png", "--scale", "9"], 64, "--scale 9 is out of range"),
      (["-o", "card.png", "--family", "square"], 64, "square"),
      (["-o", "card.png", "--background", "missing.png"], 66, "cannot read the background"),
      (["-o", "card.png", "--background", "notes.txt"], 64, "not a PNG or JPEG picture"),
      (["-o", "card.png", "--background", "huge.png"], 64, "megapixels"),
      (["-o", "no/such/folder/card.png"], 73, "there is no folder"),
    ])
  func badInput(arguments: [String], status: Int32, message: String) throws {
    let oshi = try Self.store()
    try Data("not a picture\n".utf8).write(to: oshi.folder.appendingPathComponent("notes.txt"))
    try Harness.hugePNG.write(to: oshi.folder.appendingPathComponent("huge.png"))
    let before = oshi.storeBytes()
    let result = try oshi.run(["card", "aki-birthday"] + arguments)
    #expect(result.status == status, "\(arguments): \(result.stderr)")
    #expect(
      result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(oshi.storeBytes() == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: oshi.folder.path)
    #expect(!left.contains { $0.hasPrefix("card") || $0.hasPrefix(".card") }, "\(left)")
  }

  @Test("a missing or broken oshi-card is a clear error, and no picture")
  func brokenCompanion() throws {
    let oshi = try Self.store()
    for (companion, status, message) in [
      ("/nonexistent/oshi-card", Int32(69), "cannot run /nonexistent/oshi-card"),
      ("/bin/true", 70, "oshi-card gave back no report"),
      ("/bin/false", 70, "/bin/false failed with status 1"),
    ] {
      let result = try oshi.run(
        ["card", "aki-birthday", "-o", "card.png"], ["OSHI_CARD": companion])
      #expect(result.status == status, "\(companion): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(companion): \(result.stderr)")
      #expect(
        !FileManager.default.fileExists(atPath: oshi.folder.appendingPathComponent("card.png").path)
      )
    }
  }

  @Test("an unknown widget is refused before anything is drawn")
  func unknownWidget() throws {
    let oshi = try Self.store()
    let result = try oshi.run(["card", "nobody-birthday", "-o", "card.png"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("no widget has the id 'nobody-birthday'"))
    #expect(
      !FileManager.default.fileExists(atPath: oshi.folder.appendingPathComponent("card.png").path))
  }

  @Test(
    "refresh writes <slot>.png with png in formats, only when it changed, and removes it after",
    .enabled(if: CardTests.readsPictures))
  func refreshPictures() throws {
    let oshi = try Self.store()
    try oshi.ok(["slot", "set", "lock", "--widget", "aki-birthday", "--family", "circular"])
    try oshi.ok(["slot", "set", "bar", "--widget", "luna-following", "--family", "rectangular"])
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["config", "set", "formats", "hyprlock,png"])
    var verbose = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(verbose.contains("wrote lock.png") && verbose.contains("wrote bar.png"), "\(verbose)")
    for (slot, width, height) in [("lock", 152, 152), ("bar", 344, 152)] {
      let size = try Self.check(["size", out + "/\(slot).png"])
      #expect(size["width"] as? Int == width && size["height"] as? Int == height, "\(slot)")
    }
    // The same day and store: the same bytes, kept, as the text files are.
    try oshi.ok(["slot", "set", "lock", "--widget", "aki-birthday", "--family", "circular"])
    verbose = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(!verbose.contains(".png"), "\(verbose)")
    #expect(verbose.contains("wrote timeline.json"), "\(verbose)")
    // The next day: a new count, a new picture.
    verbose = try oshi.ok(
      ["refresh", "--out", out, "--verbose"], ["OSHI_NOW": "2026-11-23T12:00:00+09:00"])
    #expect(verbose.contains("wrote lock.png"), "\(verbose)")
    try oshi.ok(["config", "set", "formats", "hyprlock"])
    verbose = try oshi.ok(["refresh", "--out", out, "--verbose"])
    #expect(
      verbose.contains("removed lock.png") && verbose.contains("removed bar.png"), "\(verbose)")
    #expect(!FileManager.default.fileExists(atPath: out + "/lock.png"))
  }

  @Test(
    "a refresh without png never starts oshi-card; with png, a missing oshi-card changes nothing")
  func refreshWithoutPictures() throws {
    let oshi = try Self.store()
    try oshi.ok(["slot", "set", "lock", "--widget", "aki-birthday", "--family", "circular"])
    let out = oshi.folder.appendingPathComponent("out").path
    let missing = ["OSHI_CARD": "/nonexistent/oshi-card"]
    try oshi.ok(["refresh", "--out", out, "--formats", "hyprlock"], missing)
    let before = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    let result = try oshi.run(["refresh", "--out", out, "--formats", "hyprlock,png"], missing)
    #expect(result.status == 69, "\(result.stderr)")
    #expect(result.stderr.contains("/nonexistent/oshi-card"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == before)
  }

  @Test(
    "The cards of README and docs/pictures.md are what this build draws",
    .enabled(if: CardTests.readsPictures),
    .enabled(if: Programs.runs(Programs.has("bash")), "draws them with scripts/readme-cards.sh"),
    .enabled(if: Programs.runs(Programs.has("pango-view")), "draws the status bar with pango-view"))
  func readmeCards() throws {
    let oshi = try Harness()
    let out = oshi.folder.appendingPathComponent("cards").path
    let made = try oshi.shell([
      "bash", Self.root.appendingPathComponent("scripts/readme-cards.sh").path,
      Harness.binary.deletingLastPathComponent().path, out,
    ])
    try #require(made.status == 0, "readme-cards.sh: \(made.stderr)")
    for family in ["circular", "rectangular", "inline", "all", "share-x", "cal", "waybar"] {
      let committed = Self.root.appendingPathComponent("docs/cards/\(family).png").path
      let difference = try Self.check(["compare", out + "/\(family).png", committed])
      #expect(difference["sameSize"] as? Bool == true, "\(family)")
      #expect((difference["mean"] as? Double ?? 1) <= 0.01, "\(family): \(difference)")
      #expect((difference["max"] as? Double ?? 1) <= 0.5, "\(family): \(difference)")
    }
  }
}

extension Harness {
  /// Runs `python` in the test's folder with Pillow's `Image` and `ImageDraw` imported, to
  /// make pictures: for tests enabled only where Pillow is (`CardTests.readsPictures`).
  func makePictures(_ python: String) throws {
    let made = try shell([
      "/usr/bin/python3", "-c", "from PIL import Image, ImageDraw\n" + python,
    ])
    try #require(made.status == 0, "Pillow: \(made.stderr)")
  }

  /// A PNG whose header says 10,000×10,000 pixels, with none after it.
  ///
  /// A reader that refuses by size refuses it before decoding anything. Made without Pillow,
  /// each time: a static `Data` is reported as a leak by the address sanitizer's run.
  static var hugePNG: Data {
    func crc(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
      }
      return ~crc
    }
    func bigEndian(_ value: UInt32) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
    }
    // One bit per pixel, greyscale, as Pillow writes mode '1'.
    let header = bigEndian(10_000) + bigEndian(10_000) + [1, 0, 0, 0, 0]
    let png =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", []) + chunk("IEND", [])
    return Data(png)
  }
}
