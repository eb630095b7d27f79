import Foundation
import Testing

/// Each oshi's colour (推し色): given, inherited, carried, and drawn in a terminal.
@Suite("Oshi colours")
struct ColorTests {
  /// A group in purple, a member without a colour, and a member with her own.
  static func store() throws -> Harness {
    let oshi = try Harness()
    try oshi.ok([
      "group", "add", "Stella", "--slug", "stella", "--formed", "2020-04-01", "--oshi-color", "紫",
    ])
    try oshi.ok(["add", "Luna", "--slug", "luna", "--group", "stella", "--birthday", "2001-04-05"])
    try oshi.ok([
      "add", "Aki", "--slug", "aki", "--group", "stella", "--since", "2023-04-01", "--symbol", "♡",
      "--oshi-color", "#ff6f91",
    ])
    return oshi
  }

  /// Each widget's `color` in `render --all --format json`.
  static func colors(_ oshi: Harness) throws -> [String: String] {
    var colors: [String: String] = [:]
    for object in try Harness.jsonLines(try oshi.ok(["render", "--all", "--format", "json"])) {
      let id = try #require(object["widget"] as? String)
      #expect(object.keys.contains("color"))
      colors[id] = object["color"] as? String ?? "null"
    }
    return colors
  }

  @Test("A colour is hex or a penlight's name; a member without one shows its group's")
  func given() throws {
    let oshi = try Self.store()
    #expect(
      try Self.colors(oshi) == [
        "stella-formed": "#9370DB", "luna-birthday": "#9370DB", "aki-following": "#FF6F91",
      ])
    // The group's new colour reaches the member that has none.
    try oshi.ok(["group", "edit", "stella", "--oshi-color", "light blue"])
    #expect(try Self.colors(oshi)["luna-birthday"] == "#87CEEB")
    // Cleared, Aki shows the group's again; cleared on the group, no one has a colour.
    try oshi.ok(["edit", "aki", "--no-oshi-color"])
    #expect(try Self.colors(oshi)["aki-following"] == "#87CEEB")
    try oshi.ok(["group", "edit", "stella", "--no-oshi-color"])
    #expect(Set(try Self.colors(oshi).values) == ["null"])
    // A member who leaves the group leaves its colour too.
    try oshi.ok(["group", "edit", "stella", "--oshi-color", "red"])
    try oshi.ok(["edit", "luna", "--group", ""])
    #expect(try Self.colors(oshi)["luna-birthday"] == "null")
  }

  @Test(
    "Colours as fans write them: hiragana, …色, ラベンダー, full-width #",
    arguments: [
      ("むらさき", "#9370DB"), ("みずいろ", "#87CEEB"), ("紫色", "#9370DB"), ("赤色", "#FF0000"),
      ("薄紫", "#B39DDB"), ("ラベンダー", "#B39DDB"), ("＃FF6F91", "#FF6F91"),
    ])
  func asFansWrite(name: String, stored: String) throws {
    let oshi = try Self.store()
    try oshi.ok(["edit", "aki", "--oshi-color", name, "--lang", "ja"])
    #expect(try Self.colors(oshi)["aki-following"] == stored, "\(name)")
  }

  @Test("list and options carry the colour; options color lists the penlight names")
  func listed() throws {
    let oshi = try Self.store()
    let list = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try oshi.ok(["list", "--format", "json"]).utf8)) as? [String: Any])
    let groups = try #require(list["groups"] as? [[String: Any]])
    #expect(groups.first?["color"] as? String == "#9370DB")
    // A member's own colour: none for Luna, who shows the group's.
    let oshis = try #require(list["oshis"] as? [[String: Any]])
    #expect(oshis.map { $0["color"] as? String ?? "null" } == ["null", "#FF6F91"])

    let colors = try oshi.ok(["options", "color", "--format", "tsv"])
    #expect(colors.hasPrefix("red\tred\t#FF0000\n"), "\(colors)")
    #expect(colors.contains("light blue\tlight blue\t#87CEEB\n"))
    let japanese = try oshi.ok(["options", "color", "--lang", "ja"])
    #expect(japanese.hasPrefix("red\t赤\n"), "\(japanese)")
    // Each listed identifier is one add takes.
    for line in colors.split(separator: "\n") {
      let name = String(line.split(separator: "\t")[0])
      try oshi.ok(["edit", "luna", "--oshi-color", name])
    }
    let shown = try oshi.ok(["options", "oshi", "--format", "tsv"])
    #expect(shown.contains("aki\tAki\tStella · 1 widget · #FF6F91"), "\(shown)")
  }

  @Test("Backups carry the colour, an older backup without one restores, a bad one is refused")
  func backups() throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("backup.json").path
    try oshi.ok(["export", "-o", file])
    let backup = try String(contentsOfFile: file, encoding: .utf8)
    #expect(backup.contains("\"color\" : \"#FF6F91\""), "\(backup)")
    let listed = try oshi.ok(["list", "--format", "json"])
    try oshi.ok(["import", file, "--replace"])
    #expect(try oshi.ok(["list", "--format", "json"]) == listed)

    // A backup from before colours has no key: it restores without any.
    let older = backup.replacingOccurrences(
      of: ##"\n *"color" : "#[0-9A-F]{6}",|\n *"color" : null,"##, with: "",
      options: .regularExpression)
    #expect(!older.contains("\"color\""))
    try older.write(toFile: file, atomically: true, encoding: .utf8)
    try oshi.ok(["import", file, "--replace"])
    #expect(Set(try Self.colors(oshi).values) == ["null"])

    for (planted, reason) in [
      ("#FF6F9", "not a colour"), ("red; background: url(x)", "not a colour"),
      ("#FF6F91\\u001b[31m", "not a colour"),
    ] {
      let bad = backup.replacingOccurrences(of: "\"#FF6F91\"", with: "\"\(planted)\"")
      try bad.write(toFile: file, atomically: true, encoding: .utf8)
      let before = oshi.storeBytes()
      let refused = try oshi.run(["import", file, "--replace"])
      #expect(refused.status == 64)
      #expect(refused.stderr.hasPrefix("error: $.oshis[1].color (line "), "\(refused.stderr)")
      #expect(refused.stderr.contains(reason), "\(refused.stderr)")
      #expect(refused.stderr.split(separator: "\n").count == 1)
      #expect(oshi.storeBytes() == before)
    }
  }

  @Test("A bad colour is refused with the list of names, and the store is left as it was")
  func refused() throws {
    let oshi = try Self.store()
    for arguments in [
      ["edit", "aki", "--oshi-color", "pinkish"], ["edit", "aki", "--oshi-color", "#ff6f9"],
      ["edit", "aki", "--oshi-color", "red", "--no-oshi-color"],
      ["add", "Mio", "--since", "2024-01-01", "--oshi-color", "#ff\u{1B}[31m"],
      ["group", "add", "Nova", "--oshi-color", ""],
    ] {
      let before = oshi.storeBytes()
      let refused = try oshi.run(arguments)
      #expect(refused.status == 64, "\(arguments)")
      #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
      #expect(!refused.stderr.contains("\u{1B}"), "\(refused.stderr)")
      #expect(oshi.storeBytes() == before, "\(arguments)")
    }
    let refused = try oshi.run(["edit", "aki", "--oshi-color", "pinkish"])
    #expect(
      refused.stderr.contains(
        "'pinkish' is not a colour; give #RRGGBB, such as #FF6F91, or one of: red, pink"))
    let japanese = try oshi.run(["edit", "aki", "--oshi-color", "ピンキー", "--lang", "ja"])
    #expect(japanese.stderr.contains("赤、ピンク"), "\(japanese.stderr)")
  }

  @Test("doctor names a colour planted by hand that oshi cannot read")
  func doctor() throws {
    let oshi = try Self.store()
    let plant = try oshi.shell([
      "sqlite3", oshi.db, "UPDATE oshi SET color = 'red;x' WHERE slug = 'aki'",
    ])
    #expect(plant.status == 0, "\(plant.stderr)")
    let report = try oshi.run(["doctor"])
    #expect(report.stdout.contains("oshi.color of aki: red;x"), "\(report.stdout)")
    // Unreadable, it is no colour; being there, it hides the group's until doctor's
    // report is acted on.
    #expect(try Self.colors(oshi)["aki-following"] == "null")
  }

  /// `oshi ARGUMENTS` on a pseudo-terminal, as a fan's terminal runs it, with `extra`
  /// in the environment: what it printed.
  static func onTerminal(
    _ oshi: Harness, _ arguments: [String], extra: [String: String] = [:]
  ) throws -> String {
    let program = """
      import os, pty, sys
      pid, fd = pty.fork()
      if pid == 0:
          os.execv(sys.argv[1], sys.argv[1:])
      output = b""
      while True:
          try:
              chunk = os.read(fd, 65536)
          except OSError:
              break
          if not chunk:
              break
          output += chunk
      os.waitpid(pid, 0)
      sys.stdout.write(output.decode("utf-8").replace("\\r\\n", "\\n"))
      """
    let result = try oshi.shell(
      ["/usr/bin/python3", "-c", program, Harness.binary.path] + arguments, extra: extra)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test(
    "render and show paint the symbol or name on a terminal, unless NO_COLOR or --color never",
    .enabled(if: Programs.runs(Programs.has("python3"))))
  func terminal() throws {
    let oshi = try Self.store()
    // The nearest of the 256 colours, unless COLORTERM says the terminal takes 24-bit
    // (issue 54, item 7): #FF6F91 is 204, #9370DB 98.
    let pink = "\u{1B}[38;5;204m"
    let painted = try Self.onTerminal(oshi, ["render", "aki-following"])
    #expect(painted == "\(pink)♡\u{1B}[39m Aki day 1,332\n", "\(painted.debugDescription)")
    for colorTerm in ["truecolor", "24bit"] {
      #expect(
        try Self.onTerminal(oshi, ["render", "aki-following"], extra: ["COLORTERM": colorTerm])
          == "\u{1B}[38;2;255;111;145m♡\u{1B}[39m Aki day 1,332\n")
    }
    // Luna has no symbol in her line: her name takes the group's purple.
    let luna = try Self.onTerminal(oshi, ["render", "luna-birthday"])
    #expect(luna.contains("\u{1B}[38;5;98mLuna\u{1B}[39m"), "\(luna.debugDescription)")
    #expect(
      try Self.onTerminal(oshi, ["render", "aki-following"], extra: ["NO_COLOR": "1"])
        == "♡ Aki day 1,332\n")
    #expect(
      try Self.onTerminal(oshi, ["render", "aki-following"], extra: ["TERM": "dumb"])
        == "♡ Aki day 1,332\n")
    #expect(
      try Self.onTerminal(oshi, ["render", "aki-following", "--color", "never"])
        == "♡ Aki day 1,332\n")
    // Through a pipe, only --color always paints, and it overrides NO_COLOR.
    #expect(try oshi.ok(["render", "aki-following"]) == "♡ Aki day 1,332\n")
    #expect(
      try oshi.ok(["render", "aki-following", "--color", "always"], ["NO_COLOR": "1"])
        == "\(pink)♡\u{1B}[39m Aki day 1,332\n")
    // Never in JSON or a bar's format, whatever --color says.
    for format in ["json", "waybar", "tmux", "polybar", "prompt"] {
      let output = try oshi.ok(["render", "aki-following", "--format", format, "--color", "always"])
      #expect(!output.contains("\u{1B}"), "\(format)")
    }
    // show paints inside its frames, which keep their width.
    let show = try Self.onTerminal(oshi, ["show"])
    #expect(show.contains("\(pink)♡\u{1B}[39m Aki day 1,332"), "\(show)")
    let plain = try oshi.ok(["show"])
    #expect(!plain.contains("\u{1B}"))
    let strip = try NSRegularExpression(pattern: "\u{1B}\\[[0-9;]*m")
    let stripped = strip.stringByReplacingMatches(
      in: show, range: NSRange(show.startIndex..., in: show), withTemplate: "")
    #expect(stripped == plain)
  }
}

/// The colour as each real consumer draws it: on the accent only, with a hostile name
/// still shown literally (the same parsers as ``ConsumerTests``).
@Suite("Real consumers draw an oshi's colour on its accent", .serialized)
struct ColorConsumerTests {
  /// A store whose slot `bar` shows the hostile name, without a symbol, so that the name
  /// itself is painted pink; returns the harness and the plain line.
  static func store() throws -> (Harness, String) {
    let oshi = try Harness()
    try oshi.ok([
      "add", "--slug", "h", "--since", "2023-04-01", "--oshi-color", "#FF6F91", "--",
      ConsumerTests.hostile,
    ])
    try oshi.ok(["slot", "set", "bar", "--widget", "h-following"])
    let plain = try oshi.ok(["render", "--slot", "bar", "--width", "120"])
    #expect(plain.contains(ConsumerTests.hostile), "\(plain)")
    return (oshi, plain.trimmingCharacters(in: .newlines))
  }

  /// Pango's parser over each markup text: the plain text, then each foreground
  /// attribute as `start end rrggbb painted-text`, one per line.
  static func pango(_ texts: [String], _ oshi: Harness) throws -> [[String]] {
    let file = oshi.folder.appendingPathComponent("markup.json")
    try JSONSerialization.data(withJSONObject: texts).write(to: file)
    let result = try oshi.shell([
      "/usr/bin/python3", "-c",
      """
      import json, sys, gi
      gi.require_version("Pango", "1.0")
      from gi.repository import Pango
      out = []
      for text in json.load(open(sys.argv[1], encoding="utf-8")):
          ok, attributes, plain, accel = Pango.parse_markup(text, -1, "\\0")
          lines = [plain]
          for a in attributes.get_attributes():
              c = a.as_color().color
              painted = plain.encode()[a.start_index:a.end_index].decode()
              lines.append("%s %02x%02x%02x %s" % (a.klass.type.value_nick, c.red >> 8, c.green >> 8, c.blue >> 8, painted))
          out.append(lines)
      json.dump(out, sys.stdout)
      """, file.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String]])
  }

  @Test(
    "waybar, i3status-rust, hyprlock and Executor: Pango reads the text and one pink span over the name",
    .enabled(if: Programs.runs(Programs.pango)))
  func pango() throws {
    let (oshi, plain) = try Self.store()
    func render(_ format: String) throws -> String {
      try oshi.ok(["render", "--slot", "bar", "--format", format, "--width", "120"])
    }
    func field(_ json: String, _ key: String) throws -> String {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      return try #require(object[key] as? String)
    }
    let circular = try oshi.ok(["render", "h-following", "--family", "circular"])
      .split(separator: "\n").joined(separator: " ")
    let texts = [
      try field(try render("waybar"), "text"),
      try field(try render("i3status-rust"), "text"),
      try field(try render("i3status-rust"), "short_text"),
      try render("hyprlock").trimmingCharacters(in: .whitespacesAndNewlines),
      String(
        try render("executor").trimmingCharacters(in: .newlines)
          .dropFirst("<executor.markup.true>".count)),
    ]
    let parsed = try Self.pango(texts, oshi)
    let painted = "foreground ff6f91 \(ConsumerTests.hostile)"
    #expect(parsed[0] == [plain, painted])
    #expect(parsed[1] == [plain, painted])
    // The short text is the circular lines, whose shortest name is the oshi's own.
    #expect(parsed[2].first == circular)
    #expect(parsed[2].dropFirst().allSatisfy { $0.hasPrefix("foreground ff6f91 ") })
    #expect(parsed[3] == [plain, painted])
    #expect(parsed[4] == [plain, painted])
  }

  @Test(
    "An emoji symbol keeps its own colours and the name takes the oshi's; a cut name keeps it (issue 54, items 5 and 6)",
    .enabled(if: Programs.runs(Programs.pango)))
  func emojiAndCut() throws {
    let oshi = try Harness()
    try oshi.ok([
      "add", "天音ソラ", "--slug", "sora", "--since", "2023-01-01", "--symbol", "🌸",
      "--oshi-color", "水色",
    ])
    try oshi.ok(["group", "add", "ゆめいろ♪バンドオーケストラ", "--slug", "yume", "--formed", "2020-04-01"])
    try oshi.ok(["group", "edit", "yume", "--oshi-color", "#FF6F91"])
    func waybar(_ widget: String, _ language: String) throws -> String {
      let json = try oshi.ok(["render", widget, "--format", "waybar", "--lang", language])
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      return try #require(object["text"] as? String)
    }
    let parsed = try Self.pango(
      [
        try waybar("sora-following", "en"), try waybar("sora-following", "ja"),
        try waybar("yume-formed", "ja"),
      ], oshi)
    // 🌸 draws in its own pink; the light blue goes to the name, or to the words after
    // the symbol where the line leaves the name out.
    #expect(parsed[0] == ["🌸 天音ソラ day 1,422", "foreground 87ceeb 天音ソラ"], "\(parsed[0])")
    #expect(
      parsed[1] == ["🌸 推し始めて1422日目", "foreground 87ceeb 推し始めて1422日目"], "\(parsed[1])")
    // The group's long name is cut with …, and the cut keeps the colour.
    #expect(
      parsed[2] == ["ゆめ… 7周年まであと130日", "foreground ff6f91 ゆめ…"], "\(parsed[2])")
    // A terminal too: the name, cut or whole, in the colour.
    let terminal = try oshi.ok(["render", "yume-formed", "--color", "always", "--lang", "ja"])
    #expect(terminal.hasPrefix("\u{1B}[38;5;204mゆめ…\u{1B}[39m"), "\(terminal.debugDescription)")
  }

  @Test(
    "tmux 3.3 draws the name in the oshi's 24-bit colour and the rest in the status style",
    .enabled(if: Programs.runs(Programs.has("tmux") && ConsumerTests.hasPyte)))
  func tmux() throws {
    let (oshi, _) = try Self.store()
    // A symbol that is tmux's own, right before oshi's style.
    try oshi.ok(["add", "Rin#", "--slug", "rin", "--since", "2024-01-01", "--symbol", "#"])
    try oshi.ok(["edit", "rin", "--oshi-color", "#1e90ff"])
    let file = oshi.folder.appendingPathComponent("bar.tmux.txt")
    let output =
      try oshi.ok(["render", "--slot", "bar", "--format", "tmux", "--width", "120"])
      .trimmingCharacters(in: .newlines) + " "
      + (try oshi.ok(["render", "rin-following", "--format", "tmux"]))
    try output.write(to: file, atomically: true, encoding: .utf8)
    let plain =
      (try oshi.ok(["render", "--slot", "bar", "--width", "120"])).trimmingCharacters(
        in: .newlines) + " "
      + (try oshi.ok(["render", "rin-following"])).trimmingCharacters(in: .newlines)
    let shown = try ConsumerTests.tmuxStatusLine(showing: file.path, in: oshi)
    #expect(shown.line.hasSuffix(plain), "\(shown)")
    let painted = shown.runs.filter { $0.colour == "ff6f91" || $0.colour == "1e90ff" }
      .map { "\($0.colour) \($0.text)" }
    #expect(painted == ["ff6f91 \(ConsumerTests.hostile)", "1e90ff #"], "\(shown)")
  }

  @Test(
    "i3blocks 1.4 hands i3bar the oshi's colour, and the text as it reads",
    .enabled(if: Programs.runs(Programs.has("i3blocks"))))
  func i3blocks() throws {
    let (oshi, plain) = try Self.store()
    let block = try ConsumerTests.i3blocksBlock(oshi)
    #expect(block["full_text"] as? String == plain)
    #expect(block["color"] as? String == "#ff6f91")
  }

  @Test(
    "conky 1.18 reads the colour's variables and prints the text as it reads",
    .enabled(if: Programs.runs(Programs.has("conky"))))
  func conky() throws {
    let (oshi, plain) = try Self.store()
    let file = try ConsumerTests.written("conky", oshi)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("${color ff6f91}"))
    let config = oshi.folder.appendingPathComponent("conky.conf")
    try """
    conky.config = {
      out_to_console = true, out_to_x = false, out_to_stderr = false, background = false,
      update_interval = 1, total_run_times = 1,
    }
    conky.text = [[${execpi 60 cat \(file)}]]
    """.write(to: config, atomically: true, encoding: .utf8)
    let result = try oshi.shell(["conky", "-c", config.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.trimmingCharacters(in: .newlines) == plain)
  }

  @Test(
    "Argos: its own parser reads the colour on every line, and the text as before",
    .enabled(if: Programs.runs(Programs.pango)))
  func argos() throws {
    let (oshi, plain) = try Self.store()
    let output = try oshi.ok(["render", "--slot", "bar", "--format", "argos", "--width", "120"])
    let colours = try LockScreenConsumerTests.widget("argos-colors", output, oshi)
    #expect(colours.status == 0, "\(colours.stderr)")
    #expect(colours.stdout == "#ff6f91\n#ff6f91", "\(output)")
    // Argos's own `|` is written as `│` in a text, as without a colour.
    let line = plain.replacingOccurrences(of: "|", with: "│")
    let shown = try LockScreenConsumerTests.widget("argos", output, oshi)
    #expect(shown.stdout == "\(line)\n\(line)", "\(output)")
  }

  @Test(
    "polybar draws the hostile name in the oshi's colour, and the rest in its foreground, on an X screen",
    .enabled(if: Programs.runs(Programs.has("polybar") && Programs.has("Xvfb") && Programs.pillow)))
  func polybarPixels() throws {
    let (oshi, _) = try Self.store()
    let line = oshi.folder.appendingPathComponent("line.txt")
    try oshi.ok(["render", "--slot", "bar", "--format", "polybar", "--width", "120"])
      .write(to: line, atomically: true, encoding: .utf8)
    let config = oshi.folder.appendingPathComponent("bar.ini")
    try """
    [bar/oshi]
    width = 1200
    height = 30
    background = #222222
    foreground = #ffffff
    font-0 = Noto Sans CJK JP:size=14;3
    modules-left = oshi
    [module/oshi]
    type = custom/script
    exec = cat \(line.path)
    interval = 60

    """.write(to: config, atomically: true, encoding: .utf8)
    let shot = oshi.folder.appendingPathComponent("bar.png").path
    // polybar on a screen of its own, grabbed once it has drawn (Pillow's X11 grab).
    let result = try oshi.shell([
      "/usr/bin/python3", "-c",
      """
      import os, subprocess, sys, time
      from PIL import ImageGrab
      for number in range(70, 99):
          if not os.path.exists("/tmp/.X11-unix/X%d" % number):
              break
      display = ":%d" % number
      quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
      xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1200x30x24", "-nolisten", "tcp"],
                              **quiet)
      try:
          for _ in range(50):
              if os.path.exists("/tmp/.X11-unix/X%d" % number):
                  break
              time.sleep(0.1)
          bar = subprocess.Popen(["polybar", "-q", "-c", sys.argv[1], "oshi"],
                                 env=dict(os.environ, DISPLAY=display), **quiet)
          time.sleep(3)
          ImageGrab.grab(xdisplay=display).save(sys.argv[2])
          # polybar may wait on its module at SIGTERM: it is killed.
          bar.kill()
          bar.wait()
      finally:
          xvfb.kill()
          xvfb.wait()
      """, config.path, shot,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let counted = try oshi.shell([
      "/usr/bin/python3", "-c",
      """
      import json, sys
      from PIL import Image
      image = Image.open(sys.argv[1]).convert("RGB")
      pixels = list(image.getdata())
      columns = [i % image.width for i, p in enumerate(pixels) if p == (255, 111, 145)]
      white = [i % image.width for i, p in enumerate(pixels) if p == (255, 255, 255)]
      print(json.dumps({"pink": len(columns), "white": len(white),
                        "pinkFrom": min(columns, default=0), "pinkTo": max(columns, default=0),
                        "whiteTo": max(white, default=0)}))
      """, shot,
    ])
    let measured = try #require(
      try JSONSerialization.jsonObject(with: Data(counted.stdout.utf8)) as? [String: Int])
    // The name's glyphs in the oshi's pink, the words after it in white, further right.
    #expect((measured["pink"] ?? 0) > 300, "\(measured)")
    #expect((measured["white"] ?? 0) > 50, "\(measured)")
    #expect((measured["whiteTo"] ?? 0) > (measured["pinkTo"] ?? 0), "\(measured)")
  }
}
