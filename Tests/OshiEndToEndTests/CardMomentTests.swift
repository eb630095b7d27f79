import Foundation
import Testing

/// Cards at every moment a widget has, read back with Pillow (scripts/card-check.py):
/// the words at full white whatever the widget, SVG that looks like the PNG, and names
/// fitted in pixels by the rules the text families follow.
@Suite("Cards at every moment")
struct CardMomentTests {
  /// A store on 2026-11-22 with a widget at each moment: a birthday on the day, a
  /// debut still ahead, a count going on, a count frozen at a graduation, a graduation,
  /// `--once` days ahead and passed, a hiatus that lasts and one its oshi came back from,
  /// and long and kanji names.
  static func store() throws -> Harness {
    let oshi = try Harness()
    try oshi.ok([
      "add", "Aki", "--slug", "aki", "--birthday", "1999-11-22", "--since", "2023-04-01",
    ])
    try oshi.ok(["add", "Nene", "--slug", "nene", "--debut", "2027-06-01"])
    try oshi.ok(["add", "Mio", "--slug", "mio", "--since", "2023-01-01"])
    try oshi.ok(["graduate", "mio", "--on", "2026-10-01", "--stop-following"])
    try oshi.ok(["add", "Rin", "--slug", "rin", "--since", "2024-05-01"])
    try oshi.ok([
      "widget", "add", "--oshi", "rin", "--date", "2027-02-28", "--label", "東京ドーム", "--once",
      "--id", "rin-dome",
    ])
    try oshi.ok([
      "widget", "add", "--oshi", "rin", "--date", "2026-11-01", "--label", "初ライブ", "--once",
      "--id", "rin-live",
    ])
    try oshi.ok(["group", "add", "ゆめいろ♪バンド", "--slug", "yume", "--formed", "2019-04-01"])
    try oshi.ok(["hiatus", "yume", "--from", "2026-08-01"])
    try oshi.ok(["add", "Sora", "--slug", "sora", "--since", "2022-01-01"])
    try oshi.ok(["hiatus", "sora", "--from", "2026-08-01", "--until", "2026-11-15"])
    try oshi.ok([
      "add", "Kobo Kanaeru Hololive Indonesia Generation Three", "--slug", "kobo", "--birthday",
      "2000-12-12", "--since", "2022-03-27",
    ])
    try oshi.ok(["add", "ホロスターズ☆ミライ", "--slug", "miraiz", "--since", "2021-01-01"])
    try oshi.ok(["add", "星街すいせい", "--slug", "sui", "--short", "すいせい", "--birthday", "--03-22"])
    return oshi
  }

  /// Every moment, by widget id.
  static let moments = [
    "aki-birthday",  // on the day, with a full ring
    "aki-following",  // a count going on
    "nene-debut",  // before: a debut ahead, no ring
    "mio-following",  // frozen at the graduation
    "mio-graduation",  // after a graduation
    "rin-dome",  // a --once day ahead
    "rin-live",  // a --once day passed
    "yume-hiatus",  // a hiatus that lasts
    "sora-hiatus",  // back from a hiatus
  ]

  /// Where each family sits, in points, as `card --family all` lays them out.
  static let frames = #"""
    [{"family":"inline","x":0,"y":0,"width":257,"height":24},
     {"family":"circular","x":0,"y":32,"width":76,"height":76},
     {"family":"rectangular","x":84,"y":32,"width":172,"height":76}]
    """#

  static func check(_ arguments: [String]) throws -> [String: Any] {
    let output = try #require(
      try CalendarConsumerTests.run(["/usr/bin/python3", CardTests.checker] + arguments))
    return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test(
    "every moment's words are drawn at full white in every family, one family or all three",
    .enabled(if: Programs.runs(Programs.pillow)), arguments: moments)
  func wordsAtFullStrength(widget: String) throws {
    let oshi = try Self.store()
    let all = oshi.folder.appendingPathComponent("\(widget).png").path
    try oshi.ok(["card", widget, "--family", "all", "-o", all])
    let measured = try Self.check(["text", all, "2", "0", Self.frames])
    let counts = try #require(measured["frames"] as? [[String: Any]])
    #expect(counts.count == 3)
    for count in counts {
      // A line of words at 2× has thousands of such pixels; faint text has none.
      #expect((count["strong"] as? Int ?? 0) >= 300, "\(widget): \(count)")
    }
    for (family, frame) in [
      ("circular", #"[{"family":"circular","x":0,"y":0,"width":76,"height":76}]"#),
      ("rectangular", #"[{"family":"rectangular","x":0,"y":0,"width":172,"height":76}]"#),
      ("inline", #"[{"family":"inline","x":0,"y":0,"width":257,"height":24}]"#),
    ] {
      let file = oshi.folder.appendingPathComponent("\(widget)-\(family).png").path
      try oshi.ok(["card", widget, "--family", family, "-o", file])
      let one = try #require(
        try Self.check(["text", file, "2", "0", frame])["frames"] as? [[String: Any]])
      #expect((one.first?["strong"] as? Int ?? 0) >= 300, "\(widget) \(family): \(one)")
    }
  }

  @Test(
    "refresh's <slot>.png has its words at full white",
    .enabled(if: Programs.runs(Programs.pillow)))
  func refreshPicture() throws {
    let oshi = try Self.store()
    try oshi.ok(["slot", "set", "lock", "--widget", "yume-hiatus", "--family", "circular"])
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["refresh", "--out", out, "--formats", "png"])
    let frame = #"[{"family":"circular","x":0,"y":0,"width":76,"height":76}]"#
    let one = try #require(
      try Self.check(["text", out + "/lock.png", "2", "0", frame])["frames"] as? [[String: Any]])
    #expect((one.first?["strong"] as? Int ?? 0) >= 300, "\(one)")
  }

  @Test(
    "SVG looks like the PNG at every scale, as rsvg-convert draws it",
    .enabled(if: Programs.runs(Programs.pillow && Programs.has("rsvg-convert"))),
    arguments: [1, 2, 3])
  func svgLikePNG(scale: Int) throws {
    let plain = try Self.store()
    let coloured = try Self.colouredStore()
    // In colour too: the ring's arc and the accent are painted through a second mask.
    for (oshi, widget) in [
      (plain, "aki-birthday"), (plain, "yume-hiatus"), (plain, "kobo-following"),
      (coloured, "aki-birthday"), (coloured, "mio-graduation"),
    ] {
      let svg = oshi.folder.appendingPathComponent("\(widget).svg").path
      let png = oshi.folder.appendingPathComponent("\(widget).png").path
      let drawn = oshi.folder.appendingPathComponent("\(widget)-svg.png").path
      try oshi.ok(["card", widget, "--family", "all", "--scale", "\(scale)", "-o", svg])
      try oshi.ok(["card", widget, "--family", "all", "--scale", "\(scale)", "-o", png])
      try Self.expectLike(svg: svg, png: png, drawnAt: drawn, oshi, "\(widget) at \(scale)×")
    }
  }

  /// Expects `svg`, drawn by rsvg-convert into `drawn`, to look like `png`: the same
  /// size, and within a perceptual tolerance.
  static func expectLike(
    svg: String, png: String, drawnAt drawn: String, _ oshi: Harness, _ context: String
  ) throws {
    let converted = try oshi.shell(["rsvg-convert", svg, "-o", drawn])
    #expect(converted.status == 0, "rsvg-convert: \(converted.stderr)")
    let difference = try check(["compare", drawn, png])
    #expect(difference["sameSize"] as? Bool == true, "\(context)")
    #expect((difference["mean"] as? Double ?? 1) <= 0.01, "\(context): \(difference)")
    #expect((difference["max"] as? Double ?? 1) <= 0.25, "\(context): \(difference)")
  }

  /// ``store()`` with the oshis' colours: a dark navy, a purple and a blue that black
  /// would swallow, a yellow, a group's pink, and a green on an emoji symbol.
  static func colouredStore() throws -> Harness {
    let oshi = try store()
    for (slug, colour) in [
      ("aki", "紫"), ("nene", "青"), ("mio", "黄"), ("rin", "#000080"), ("yume", "ピンク"),
      ("sora", "緑"),
    ] {
      try oshi.ok(["edit", slug, "--oshi-color", colour])
    }
    try oshi.ok(["edit", "nene", "--symbol", "🌸"])
    try oshi.ok(["edit", "mio", "--symbol", "★"])
    return oshi
  }

  /// Each frame of a card at 4× as `card-check.py contrast` measures it, seen over a
  /// wallpaper of colour `under`, by family.
  static func contrast(_ file: String, under: String = "000000") throws -> [String: [String: Any]] {
    let measured = try #require(
      try check(["contrast", file, "4", frames, under])["frames"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: measured.map { ($0["family"] as? String ?? "", $0) })
  }

  /// WCAG 2.2's least contrast ratio for text (success criterion 1.4.3).
  static let leastRatio = 4.5

  @Test(
    "every moment keeps its words at 4.5:1 on a dark wallpaper, the accent and the ring in the oshi's colour",
    .enabled(if: Programs.runs(Programs.pillow)), arguments: moments)
  func colourOnDark(widget: String) throws {
    let oshi = try Self.colouredStore()
    let file = oshi.folder.appendingPathComponent("\(widget).png").path
    try oshi.ok(["card", widget, "--family", "all", "--scale", "4", "-o", file])
    let json = try Harness.jsonLines(
      try oshi.ok(["render", widget, "--family", "circular", "--format", "json"]))
    let gauge = json.first?["gauge"] as? Double ?? 0
    // Black, and the lightest wallpaper a card on transparency is drawn for.
    for under in ["000000", "333333"] {
      let frames = try Self.contrast(file, under: under)
      #expect(frames.count == 3)
      for (family, frame) in frames {
        let context = "\(widget) \(family) over #\(under): \(frame)"
        #expect((frame["white"] as? Int ?? 0) > 300, "\(context)")
        #expect((frame["whiteRatio"] as? Double ?? 0) >= Self.leastRatio, "\(context)")
        if family != "circular" {
          // The name or the symbol is always whole in these two.
          #expect((frame["coloured"] as? Int ?? 0) > 50, "\(context)")
        }
        if (frame["coloured"] as? Int ?? 0) > 0 {
          #expect((frame["colouredRatio"] as? Double ?? 0) >= Self.leastRatio, "\(context)")
        }
        if family == "circular", gauge >= 0.05 {
          // The arc is drawn in the colour of the accent, not in white or grey.
          #expect(frame["ring"] as? String != "ffffff", "\(context)")
          #expect((frame["ringRatio"] as? Double ?? 0) >= Self.leastRatio, "\(context)")
        }
      }
    }
  }

  @Test(
    "on a light, a grey or a same-coloured picture the words keep 4.5:1, and the colour stays itself",
    .enabled(if: Programs.runs(Programs.pillow)),
    arguments: [
      ("aki-birthday", "f2f2f7"), ("aki-birthday", "9370db"), ("yume-hiatus", "ff69b4"),
      ("yume-hiatus", "808080"), ("nene-debut", "ffffff"), ("mio-following", "ffff00"),
    ])
  func colourOnPictures(widget: String, picture: String) throws {
    let oshi = try Self.colouredStore()
    let wallpaper = oshi.folder.appendingPathComponent("\(picture).png").path
    try oshi.makePictures("Image.new('RGB', (400, 300), '#\(picture)').save('\(wallpaper)')")
    let file = oshi.folder.appendingPathComponent("\(widget)-on-\(picture).png").path
    let report = try CardTests.card(
      oshi, [widget, "--family", "all", "--scale", "4", "--background", wallpaper, "-o", file])
    let frames = try Self.contrast(file)
    for (family, frame) in frames {
      let context = "\(widget) \(family) on #\(picture): \(frame)"
      #expect((frame["whiteRatio"] as? Double ?? 0) >= Self.leastRatio, "\(context)")
      if family != "circular" {
        #expect((frame["coloured"] as? Int ?? 0) > 50, "\(context)")
        #expect((frame["colouredRatio"] as? Double ?? 0) >= Self.leastRatio, "\(context)")
      }
    }
    // The scrim darkens as far as the colour needs, so a pink name on a pink picture is
    // drawn in that pink, not washed out toward white.
    if widget == "yume-hiatus" {
      #expect(frames["rectangular"]?["colouredInk"] as? String == "ff69b4", "\(frames)")
      let faces = try #require(report["faces"] as? [[String: Any]])
      #expect(faces.allSatisfy { $0["color"] as? String == "#FF69B4" }, "\(faces)")
    }
  }

  @Test(
    "on a scrim, the words keep 6 points from its sides (issue 54: they touched its edge)",
    .enabled(if: Programs.runs(Programs.pillow)), arguments: moments)
  func wordsClearOfTheScrimsSides(widget: String) throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("\(widget)-light.png").path
    // A light ground, under which every face gets a scrim.
    try oshi.ok(["card", widget, "--family", "all", "--background-color", "#F5F5F5", "-o", file])
    let measured = try Self.check(["sides", file, "2", Self.frames])
    let frames = try #require(measured["frames"] as? [[String: Any]])
    for frame in frames where frame["family"] as? String != "circular" {
      let left = try #require(frame["left"] as? Double, "\(frame)")
      let right = try #require(frame["right"] as? Double, "\(frame)")
      #expect(left >= 5.5 && right >= 5.5, "\(frame)")
    }
  }

  @Test(
    "--background-color: a solid ground to look at, the words still at 4.5:1 (issue 54, item 11)",
    .enabled(if: Programs.runs(Programs.pillow)),
    arguments: [
      ("aki-birthday", "白", "ffffff"), ("yume-hiatus", "#FFFF00", "ffff00"),
      ("mio-following", "#222222", "222222"),
    ])
  func solidGround(widget: String, colour: String, hex: String) throws {
    let oshi = try Self.colouredStore()
    let file = oshi.folder.appendingPathComponent("\(widget)-on-\(hex).png").path
    try CardTests.card(
      oshi, [widget, "--family", "all", "--scale", "4", "--background-color", colour, "-o", file])
    // The corner, outside every face, is the ground itself, opaque.
    let corner = try oshi.shell([
      "/usr/bin/python3", "-c",
      "from PIL import Image; print('%02x%02x%02x%02x' % Image.open('\(file)').convert('RGBA').getpixel((1, 1)))",
    ])
    #expect(corner.stdout == hex + "ff\n", "\(corner.stderr)")
    for (family, frame) in try Self.contrast(file) {
      #expect((frame["whiteRatio"] as? Double ?? 0) >= Self.leastRatio, "\(family): \(frame)")
    }
    // Refused with a picture behind, and with a name that is no colour; nothing written.
    let both = try oshi.run([
      "card", widget, "--background-color", "白", "--background", file, "-o", file + ".2.png",
    ])
    #expect(both.status == 64 && both.stderr.contains("not both"), "\(both.stderr)")
    let bad = try oshi.run(["card", widget, "--background-color", "ぴんきー", "-o", file + ".3.png"])
    #expect(bad.status == 64 && bad.stderr.contains("--background-color"), "\(bad.stderr)")
    #expect(!FileManager.default.fileExists(atPath: file + ".2.png"))
    #expect(!FileManager.default.fileExists(atPath: file + ".3.png"))
  }

  @Test(
    "Letters keep the font's own spacing: no line's advance is rounded to whole points (issue 54, item 8)"
  )
  func evenLetters() throws {
    let oshi = try Self.colouredStore()
    let file = oshi.folder.appendingPathComponent("even.png").path
    for scale in ["2", "4"] {
      let report = try CardTests.card(
        oshi, ["aki-birthday", "--family", "all", "--scale", scale, "--lang", "en", "-o", file])
      let faces = try #require(report["faces"] as? [[String: Any]])
      let widths = faces.flatMap { $0["widths"] as? [Double] ?? [] }
      #expect(widths.count >= 5, "\(faces)")
      // Rounded to whole points, each glyph moved by up to half a point on its own, and
      // at scale 2 words read "birthd ay", "to day". The font's advances are fractions.
      #expect(widths.contains { $0 != $0.rounded() }, "scale \(scale): \(widths)")
    }
  }

  /// The lines a card drew for `family`.
  static func lines(_ oshi: Harness, _ widget: String, _ family: String, _ language: String)
    throws -> [String]
  {
    let file = oshi.folder.appendingPathComponent("fit.png").path
    let report = try CardTests.card(
      oshi, [widget, "--family", family, "--lang", language, "-o", file])
    return CardTests.lines(report, family)
  }

  @Test("a long name is cut as long as it fits, never to its initial while a longer cut fits")
  func longNamesCut() throws {
    let oshi = try Self.store()
    for language in ["en", "ja"] {
      let circle = try Self.lines(oshi, "kobo-following", "circular", language)
      #expect(
        circle.first?.hasPrefix("♡Kob") == true && circle.first?.hasSuffix("…") == true, "\(circle)"
      )
      let rectangle = try Self.lines(oshi, "kobo-following", "rectangular", language)
      #expect(rectangle.first?.hasPrefix("♡ Kobo Kanaeru") == true, "\(rectangle)")
      let kanji = try Self.lines(oshi, "miraiz-following", "circular", language)
      #expect((kanji.first?.count ?? 0) >= 4, "\(kanji)")
      #expect(kanji.first?.hasPrefix("♡ホロ") == true, "\(kanji)")
    }
  }

  @Test("a birthday keeps its 🎂 beside the name, and a short name is cut, not dropped")
  func birthdayKeepsCake() throws {
    let oshi = try Self.store()
    for language in ["en", "ja"] {
      for widget in ["aki-birthday", "kobo-birthday", "sui-birthday"] {
        let circle = try Self.lines(oshi, widget, "circular", language)
        #expect(circle.first?.hasPrefix("🎂") == true, "\(widget) \(language): \(circle)")
      }
      let short = try Self.lines(oshi, "sui-birthday", "circular", language)
      #expect(short.first?.hasPrefix("🎂すい") == true, "\(short)")
    }
  }
}
