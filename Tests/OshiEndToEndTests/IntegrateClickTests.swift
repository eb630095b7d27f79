import Foundation
import Testing

/// The click actions `oshi integrate` writes: read back by each consumer's own parser
/// where Debian has one (polybar's `--dump`, i3blocks fed a click, Python's JSON and TOML
/// readers, yuck's string rules), then run as the consumer runs them (`sh -c`), with the
/// store in a folder whose name needs quoting and a hostile name in the slot.
@Suite("integrate's clicks step the slot and show the occasion", .serialized)
struct IntegrateClickTests {
  /// IntegrateTests' store, with `bar` rotating through the hostile oshi's widget and
  /// Aki's birthday.
  static func store() throws -> (Harness, String) {
    let (oshi, db) = try IntegrateTests.store()
    try oshi.ok(["add", "Aki", "--birthday", "1999-03-15", "--db", db])
    try oshi.ok(["slot", "rotate", "bar", "--widgets", "h-following,aki-birthday", "--db", db])
    return (oshi, db)
  }

  static func shown(_ oshi: Harness, _ db: String, _ slot: String = "bar") throws -> String {
    let line = try oshi.ok(["slot", "list", "--db", db]).split(separator: "\n").first {
      $0.hasPrefix(slot + "\t")
    }
    return String(try #require(line).split(separator: "\t")[2])
  }

  /// Runs the four clicks as the bar would, and checks what each did: left and the
  /// wheel down step on, the wheel up steps back, right sends the occasion and changes
  /// nothing.
  static func check(
    _ clicks: (left: String, right: String, up: String, down: String), _ oshi: Harness,
    _ db: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for command in [clicks.left, clicks.right, clicks.up, clicks.down] {
      #expect(command.contains(" open "), "\(command)", sourceLocation: sourceLocation)
      #expect(!command.contains("A&B"), "a name reached a command", sourceLocation: sourceLocation)
    }
    let (script, sent) = try OpenTests.recordingNotifier(oshi)
    let variables = ["OSHI_NOTIFY_SEND": script]
    func click(_ command: String) throws {
      let result = try oshi.shell(["sh", "-c", command], extra: variables)
      #expect(result.status == 0, "\(command): \(result.stderr)", sourceLocation: sourceLocation)
    }
    #expect(try shown(oshi, db) == "h-following", sourceLocation: sourceLocation)
    try click(clicks.left)
    #expect(try shown(oshi, db) == "aki-birthday", sourceLocation: sourceLocation)
    try click(clicks.up)
    #expect(try shown(oshi, db) == "h-following", sourceLocation: sourceLocation)
    try click(clicks.down)
    #expect(try shown(oshi, db) == "aki-birthday", sourceLocation: sourceLocation)
    let before = oshi.storeBytes()
    try click(clicks.right)
    #expect(oshi.storeBytes() == before, sourceLocation: sourceLocation)
    let arguments = try String(contentsOf: sent, encoding: .utf8)
    #expect(
      arguments.contains("--summary\nAki turns 28 in 113 days\n"), "\(arguments)",
      sourceLocation: sourceLocation)
    IntegrateTests.noneRan(oshi)
  }

  @Test("waybar's on-click, on-click-right and on-scroll-up/down, read as JSON")
  func waybar() throws {
    let (oshi, db) = try Self.store()
    var text = try IntegrateTests.snippet("waybar", oshi, db).split(separator: "\n")
      .filter { !$0.hasPrefix("//") }.joined(separator: "\n")
    text = "{" + text.trimmingCharacters(in: .whitespacesAndNewlines).dropLast() + "}"
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]])
    let module = try #require(object["custom/oshi"])
    func key(_ name: String) throws -> String { try #require(module[name] as? String) }
    try Self.check(
      (key("on-click"), key("on-click-right"), key("on-scroll-up"), key("on-scroll-down")), oshi,
      db)
  }

  @Test(
    "polybar's own parser reads click-left, click-right, scroll-up and scroll-down",
    .enabled(if: Programs.runs(Programs.has("polybar") && Programs.has("xvfb-run"))))
  func polybar() throws {
    let (oshi, db) = try Self.store()
    let keys = ["click-left", "click-right", "scroll-up", "scroll-down"]
    let file = oshi.folder.appendingPathComponent("polybar.ini")
    try
      ("[bar/oshi]\nmodules-right = oshi\n"
      + keys.map { "oshi-\($0) = ${module/oshi.\($0)}\n" }.joined() + "\n"
      + IntegrateTests.snippet("polybar", oshi, db)).write(
        to: file, atomically: true, encoding: .utf8)
    var read: [String] = []
    for key in keys {
      let dumped = try oshi.shell([
        "xvfb-run", "-a", "polybar", "-q", "-c", file.path, "--dump=oshi-\(key)", "oshi",
      ])
      read.append(dumped.stdout.trimmingCharacters(in: .newlines))
    }
    try Self.check((read[0], read[1], read[2], read[3]), oshi, db)
  }

  @Test(
    "i3status-rust's [[block.click]] tables, read by python3's tomllib",
    .enabled(
      if: Programs.runs(Programs.python("import tomllib", interpreter: "/usr/bin/python3")),
      "parses the TOML with python3's tomllib (Python 3.11 or later)"))
  func i3statusRust() throws {
    let (oshi, db) = try Self.store()
    let file = oshi.folder.appendingPathComponent("i3status-rust.toml")
    try IntegrateTests.snippet("i3status-rust", oshi, db).write(
      to: file, atomically: true, encoding: .utf8)
    let result = try oshi.shell([
      "/usr/bin/python3", "-c",
      """
      import sys, tomllib
      block = tomllib.load(open(sys.argv[1], "rb"))["block"][0]
      clicks = {click["button"]: click for click in block["click"]}
      assert all(click["update"] is True for click in clicks.values())
      sys.stdout.write("\\0".join(clicks[b]["cmd"] for b in ["left", "right", "up", "down"]))
      """, file.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let commands = result.stdout.split(separator: "\0").map(String.init)
    try #require(commands.count == 4)
    try Self.check((commands[0], commands[1], commands[2], commands[3]), oshi, db)
  }

  @Test("eww's :onclick, :onrightclick and :onscroll, with eww's {} for the direction")
  func eww() throws {
    let (oshi, db) = try Self.store()
    let snippet = try IntegrateTests.snippet("eww", oshi, db)
    /// The yuck string after `key`: \\(.) is the character.
    func string(after key: String) throws -> String {
      IntegrateTests.yuckString(
        snippet[try #require(snippet.firstRange(of: key + " \"")).upperBound...])
    }
    let scroll = try string(after: ":onscroll")
    try Self.check(
      (
        string(after: ":onclick"), string(after: ":onrightclick"),
        scroll.replacingOccurrences(of: "{}", with: "up"),
        scroll.replacingOccurrences(of: "{}", with: "down")
      ), oshi, db)
  }

  @Test("KDE Command Output's On Click and Mouse Wheel lines; a slot of one gets the occasion")
  func kde() throws {
    let (oshi, db) = try Self.store()
    let lines = try IntegrateTests.snippet("kde", oshi, db).split(separator: "\n")
    func value(_ label: String) throws -> String {
      let line = try #require(lines.first { $0.hasPrefix("  \(label): ") })
      return String(line.dropFirst(label.count + 4))
    }
    let left = try value("On Click")
    #expect(left.contains("oshi://slot/bar/next"))
    #expect(try value("Mouse Wheel Up").contains("oshi://slot/bar/previous"))
    #expect(try value("Mouse Wheel Down").contains("oshi://slot/bar/next"))
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday", "--db", db])
    // The line of each bar's left click.
    for (target, key) in [
      ("kde", "On Click:"), ("waybar", "\"on-click\":"), ("polybar", "click-left ="),
      ("eww", ":onclick"), ("i3status-rust", "button = \"left\""),
    ] {
      let lines = try IntegrateTests.snippet(target, oshi, db).split(separator: "\n")
      let index = try #require(lines.firstIndex { $0.contains(key) }, "\(target)")
      // i3status-rust's command is the line after its button.
      let line = target == "i3status-rust" ? lines[index + 1] : lines[index]
      #expect(line.contains("oshi://slot/bar/occasion"), "\(target): \(line)")
    }
  }

  @Test(
    "i3blocks fed a click on standard input, as i3bar sends it, steps the block once",
    .enabled(if: Programs.runs(Programs.has("i3blocks"))))
  func i3blocks() throws {
    let (oshi, db) = try Self.store()
    let file = oshi.folder.appendingPathComponent("i3blocks.conf")
    try IntegrateTests.snippet("i3blocks", oshi, db).replacingOccurrences(
      of: "interval=60", with: "interval=once"
    ).write(to: file, atomically: true, encoding: .utf8)
    let events = oshi.folder.appendingPathComponent("events")
    try "[\n{\"name\":\"oshi\",\"button\":1}\n".write(to: events, atomically: true, encoding: .utf8)
    // The click comes after the first status line; i3blocks runs the block again with
    // BLOCK_BUTTON=1 and prints the new one.
    let result = try oshi.shell([
      "sh", "-c", "(sleep 1; cat \"$1\"; sleep 2) | timeout 5 i3blocks -c \"$2\"", "sh",
      events.path, file.path,
    ])
    #expect(try Self.shown(oshi, db) == "aki-birthday", "\(result.stdout) \(result.stderr)")
    let shown = try oshi.run(["render", "--slot", "bar", "--db", db]).stdout
      .trimmingCharacters(in: .newlines)
    #expect(
      ConsumerTests.lastBlock(named: "oshi", in: result.stdout)?["full_text"] as? String == shown,
      "\(result.stdout)")
    IntegrateTests.noneRan(oshi)
  }

  /// The menu lines and what each would run, as `scripts/menu-actions.py` reads them
  /// with the app's own rules.
  static func menuItems(_ app: String, _ output: String, _ oshi: Harness) throws
    -> [[String: Any]]
  {
    let file = oshi.folder.appendingPathComponent("menu-\(app).txt")
    try output.write(to: file, atomically: true, encoding: .utf8)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/menu-actions.py")
    let read = try oshi.shell(["/usr/bin/python3", script.path, app, file.path])
    #expect(read.status == 0, "\(read.stderr)")
    return try Harness.jsonLines(read.stdout)
  }

  @Test(
    "xbar's and Argos's menu lines, read by their own rules, show the widget in the slot, the timeline and the occasion",
    .enabled(
      if: Programs.runs(
        Programs.python(
          "import gi; from gi.repository import GLib", interpreter: "/usr/bin/python3"))),
    arguments: ["xbar", "argos"])
  func menus(app: String) throws {
    var (oshi, db) = try Self.store()
    if app == "xbar" {
      // xbar's values have no escapes: a path may hold one kind of quote, not both
      // (unreadablePath). This one holds a space, a quote, a $, a # and a |.
      oshi = try Harness()
      db = oshi.folder.appendingPathComponent("my o'shi $x #1|2/oshi.sqlite").path
      try oshi.ok([
        "add", "--slug", "h", "--since", "2023-04-01", "--db", db, "--", IntegrateTests.hostile,
      ])
      try oshi.ok(["add", "Aki", "--birthday", "1999-03-15", "--db", db])
      try oshi.ok(["slot", "rotate", "bar", "--widgets", "h-following,aki-birthday", "--db", db])
    }
    // The plugin script integrate prints, run as the app runs it.
    let script = oshi.folder.appendingPathComponent("oshi.1m.sh")
    try IntegrateTests.snippet(app, oshi, db).write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let output = try oshi.shell([script.path]).stdout
    let items = try Self.menuItems(app, output, oshi)
    // Every widget's line, each with its three actions below it.
    let lines = items.filter { $0["depth"] as? Int == 0 }
    let actions = items.filter { $0["depth"] as? Int == 1 }
    #expect(lines.count == 2, "\(output)")
    #expect(actions.count == 6, "\(output)")
    for action in actions {
      let argv = try #require(action["argv"] as? [String])
      #expect(action["refresh"] as? String == "true")
      // Ids only: the hostile name is never part of what runs.
      #expect(!argv.joined(separator: " ").contains("A&B"), "\(argv)")
    }
    func run(_ label: String, _ url: String) throws {
      let action = try #require(
        actions.first {
          ($0["text"] as? String) == label
            && ($0["argv"] as? [String])?.joined(separator: " ").contains(url) == true
        }, "\(label) \(url): \(actions)")
      let argv = try #require(action["argv"] as? [String])
      let (notifier, _) = try OpenTests.recordingNotifier(oshi)
      let result = try oshi.shell(argv, extra: ["OSHI_NOTIFY_SEND": notifier])
      #expect(result.status == 0, "\(argv): \(result.stderr)")
    }
    #expect(try Self.shown(oshi, db) == "h-following")
    try run("Show in 'bar'", "oshi://slot/bar/show/aki-birthday")
    #expect(try Self.shown(oshi, db) == "aki-birthday")
    let before = oshi.storeBytes()
    try run("Timeline", "oshi://oshi/aki/timeline")
    try run("Next occasion", "oshi://widget/h-following/occasion")
    #expect(oshi.storeBytes() == before)
    let sent = try String(
      contentsOf: oshi.folder.appendingPathComponent("sent"), encoding: .utf8)
    #expect(sent.contains("--summary\nAki's timeline\n"), "\(sent)")
    #expect(sent.contains(IntegrateTests.hostile), "the name is the notification's text")
    IntegrateTests.noneRan(oshi)
  }

  @Test("A menu's path that xbar cannot read leaves the lines without actions, not broken")
  func unreadablePath() throws {
    let oshi = try Harness()
    // Both quotes in the store's path: xbar's values have no escapes.
    let db = oshi.folder.appendingPathComponent(#"a'b"c/oshi.sqlite"#).path
    try oshi.ok(["add", "Aki", "--birthday", "1999-03-15", "--db", db])
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday", "--db", db])
    let output = try oshi.ok(["render", "--slot", "bar", "--format", "xbar", "--db", db])
    #expect(output.split(separator: "\n").count == 3, "\(output)")
    #expect(!output.contains("bash="))
    // Argos's shell quoting takes it.
    let argos = try oshi.ok(["render", "--slot", "bar", "--format", "argos", "--db", db])
    #expect(argos.contains("bash="))
  }
}
