import Foundation
import Testing

/// `oshi card ID --share`: pictures to post, read back with Pillow (scripts/card-check.py).
@Suite("Share cards")
struct ShareCardTests {
  /// A store on 2026-11-22: an oshi with a photo and a colour, a debut ahead, a long
  /// name's birthday, and a kanji name with an emoji symbol.
  static func store() throws -> Harness {
    let oshi = try CardMomentTests.colouredStore()
    try oshi.makePictures(
      "Image.new('RGB', (600, 800), (30, 200, 60)).save('\(oshi.folder.path)/green.jpg')")
    try oshi.ok(["image", "set", "aki", "green.jpg"])
    return oshi
  }

  /// Each layout and its size in pixels.
  static let layouts = [("x", 1200, 675), ("story", 1080, 1920), ("square", 1080, 1080)]

  /// Draws `widget` as a share card and returns oshi-card's report of it.
  static func share(_ oshi: Harness, _ widget: String, _ layout: String, _ extra: [String] = [])
    throws -> (file: String, report: [String: Any], share: [String: Any])
  {
    let file = oshi.folder.appendingPathComponent("\(widget)-\(layout).png").path
    let report = try CardTests.card(oshi, [widget, "--share", layout, "-o", file] + extra)
    return (file, report, try #require(report["share"] as? [String: Any]))
  }

  static func box(_ value: Any?) throws -> [Double] {
    let box = try #require(value as? [String: Any])
    return try ["x", "y", "width", "height"].map { try #require(box[$0] as? Double) }
  }

  @Test(
    "every layout has its size, and the count's figures are at least 15% of the height",
    .enabled(if: CardTests.readsPictures), arguments: ["en", "ja"])
  func sizesAndFigures(language: String) throws {
    let oshi = try Self.store()
    for (layout, width, height) in Self.layouts {
      for widget in ["aki-following", "nene-debut", "kobo-birthday", "sui-birthday", "yume-hiatus"]
      {
        let (file, report, share) = try Self.share(oshi, widget, layout, ["--lang", language])
        let context = "\(widget) \(layout) \(language)"
        #expect(
          report["width"] as? Int == width && report["height"] as? Int == height, "\(context)")
        let size = try CardTests.check(["size", file])
        #expect(size["width"] as? Int == width && size["height"] as? Int == height, "\(context)")
        let figures = try #require(share["figures"] as? [String: Any])
        #expect(
          (figures["size"] as? Double ?? 0) >= 0.15 * Double(height), "\(context): \(figures)")
        // Measured on the pixels: Noto Sans CJK JP's figures are 0.73 of the type's size
        // tall, so type of 15% of the height draws figures of 11% of it.
        let box = try Self.box(figures).map { String($0) }
        let ink = try CardTests.check(["figures", file] + box)
        #expect(
          Double(ink["inkHeight"] as? Int ?? 0) >= 0.105 * Double(height), "\(context): \(ink)")
      }
    }
  }

  @Test(
    "the words say the widget's count, name and date, in both languages",
    .enabled(if: CardTests.readsPictures))
  func words() throws {
    let oshi = try Self.store()
    let cases: [(String, String, [String])] = [
      ("aki-following", "ja", ["♡ Aki", "推し始めて1332日目", "2023年4月1日から"]),
      ("aki-following", "en", ["♡ Aki", "day 1,332", "since April 1, 2023"]),
      ("nene-debut", "ja", ["🌸 Nene", "デビューまであと191日", "2027年6月1日(火)"]),
      ("nene-debut", "en", ["🌸 Nene", "debut in 191 days", "Tuesday, June 1, 2027"]),
      ("aki-birthday", "ja", ["Aki 🎂", "今日は27歳の誕生日!", "2026年11月22日(日)"]),
      (
        "mio-following", "en",
        ["★ Mio", "1,370 days as a fan", "January 1, 2023 – October 1, 2026"]
      ),
      ("mio-following", "ja", ["★ Mio", "推し歴1370日", "2023年1月1日〜2026年10月1日"]),
    ]
    for (widget, language, lines) in cases {
      let (_, _, share) = try Self.share(oshi, widget, "square", ["--lang", language])
      #expect(share["lines"] as? [String] == lines, "\(widget) \(language): \(share)")
    }
    let (_, _, era) = try Self.share(oshi, "aki-following", "square", ["--lang", "ja", "--era"])
    #expect(era["lines"] as? [String] == ["♡ Aki", "推し始めて1332日目", "令和5年4月1日から"])
  }

  @Test(
    "the photo is drawn when stored, and never on a redacted card, which names no one",
    .enabled(if: CardTests.readsPictures))
  func photoAndRedaction() throws {
    let oshi = try Self.store()
    // The photo's circle on X: 58% of the height, a margin of 8% from the left edge.
    let (file, _, share) = try Self.share(oshi, "aki-following", "x")
    #expect(share["photo"] as? Bool == true)
    let centre = [String(0.08 * 675 + 0.29 * 675), String(675 / 2)]
    // The photo's green, as JPEG keeps it.
    func isGreen(_ file: String) throws -> Bool {
      let rgb = try #require(try CardTests.check(["pixel", file] + centre)["rgb"] as? String)
      let channels = stride(from: 0, to: 6, by: 2).map {
        Int(rgb.dropFirst($0).prefix(2), radix: 16) ?? 0
      }
      return zip(channels, [30, 200, 60]).allSatisfy { abs($0 - $1) <= 8 }
    }
    #expect(try isGreen(file))
    let text = try oshi.ok(["card", "aki-following", "--share", "x", "-o", file])
    #expect(text.contains("with the oshi's photo"), "\(text)")

    let (redacted, _, hidden) = try Self.share(oshi, "aki-following", "x", ["--redact"])
    #expect(hidden["photo"] as? Bool == false)
    let lines = try #require(hidden["lines"] as? [String])
    #expect(!lines.joined().contains("Aki"), "\(lines)")
    #expect(try !isGreen(redacted))
    // An oshi without a photo is drawn without one, and no error.
    let (_, _, none) = try Self.share(oshi, "nene-debut", "x")
    #expect(none["photo"] as? Bool == false)
  }

  @Test(
    "the title in the oshi's colour and the count in white keep 4.5:1 on the ground",
    .enabled(if: CardTests.readsPictures), arguments: ["x", "story", "square"])
  func contrast(layout: String) throws {
    let oshi = try Self.store()
    for widget in ["aki-following", "rin-dome", "yume-hiatus", "mio-following"] {
      let (file, _, share) = try Self.share(oshi, widget, layout)
      for (key, colour) in [("title", "coloured"), ("figures", "white")] {
        let box = try Self.box(share[key])
        // Ten pixels of air around the ink, which `contrast` leaves out at the sides.
        let frame = """
          [{"family":"rectangular","x":\(box[0] - 20),"y":\(box[1] - 10),\
          "width":\(box[2] + 40),"height":\(box[3] + 20)}]
          """
        let measured = try #require(
          try CardTests.check(["contrast", file, "1", frame])["frames"] as? [[String: Any]])
        let one = try #require(measured.first)
        #expect((one[colour] as? Int ?? 0) > 50, "\(widget) \(layout) \(key): \(one)")
        #expect(
          (one[colour + "Ratio"] as? Double ?? 0) >= CardMomentTests.leastRatio,
          "\(widget) \(layout) \(key): \(one)")
      }
    }
  }

  @Test(
    "an SVG share card looks like the PNG, as rsvg-convert draws it",
    .enabled(if: Programs.runs(Programs.pillow && Programs.has("rsvg-convert"))))
  func svg() throws {
    let oshi = try Self.store()
    for layout in ["x", "story"] {
      let svg = oshi.folder.appendingPathComponent("\(layout).svg").path
      let drawn = oshi.folder.appendingPathComponent("\(layout)-svg.png").path
      try oshi.ok(["card", "aki-following", "--share", layout, "-o", svg])
      let (png, _, _) = try Self.share(oshi, "aki-following", layout)
      try CardMomentTests.expectLike(svg: svg, png: png, drawnAt: drawn, oshi, layout)
    }
  }

  @Test(
    "bad input: a clear error, no picture, and the store untouched",
    arguments: [
      (["--share", "tiktok"], "tiktok"),
      (["--share", "x", "--family", "circular"], "leave out --family"),
      (["--share", "x", "--photo"], "leave out --photo"),
      (["--share", "x", "--scale", "3"], "leave out --scale"),
      (["--share", "x", "--background", "green.jpg"], "leave out --background"),
    ])
  func badInput(arguments: [String], message: String) throws {
    let oshi = try Self.store()
    let before = oshi.storeBytes()
    let result = try oshi.run(["card", "aki-following", "-o", "share.png"] + arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    #expect(
      result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(oshi.storeBytes() == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: oshi.folder.path)
    #expect(!left.contains { $0.contains("share") }, "\(left)")
  }
}
