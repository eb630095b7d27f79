import Foundation
import Testing

/// The lock-screen, prompt and widget formats read by their consumers' own parsers.
///
/// The parsers are Pango (hyprlock's label), strftime (swaylock-effects' --datestr), bash's
/// prompt expansion (PS1), and JSON (eww). A hostile name is planted in the store with the
/// sqlite3 shell, line break included; each consumer must show the slot's plain text and
/// run nothing.
@Suite("Lock screens, prompts and widgets show the text literally", .serialized)
struct LockScreenConsumerTests {
  /// What one consumer or another interprets, and a command that must never run.
  static let hostile = #"A&B <b>3</b> 100% #1 $(touch PWNED) `touch PWNED` ${HOME} \n \x"#

  /// For the tests that start from ``store(family:)``, which plants with the sqlite3 shell.
  static let planted = ConditionTrait.enabled(
    if: Programs.runs(Programs.has("sqlite3")),
    "plants a line break in the name with the sqlite3 shell")

  /// For the tests that read the output with Debian's python3 (`/usr/bin/python3`).
  static let python = ConditionTrait.enabled(
    if: Programs.runs(Programs.has("python3")), "reads the output with python3")

  /// A store whose slot `bar` shows the hostile name in `family`, with a line break
  /// planted in the name; returns the harness and the plain lines the slot shows.
  static func store(family: String = "inline") throws -> (Harness, [String]) {
    let oshi = try Harness()
    try oshi.ok(["add", "--slug", "h", "--since", "2023-04-01", "--", hostile])
    let plant = try oshi.shell([
      "sqlite3", oshi.db, "UPDATE oshi SET name = name || char(10) || 'line two' WHERE slug = 'h'",
    ])
    #expect(plant.status == 0, "\(plant.stderr)")
    try oshi.ok(["slot", "set", "bar", "--widget", "h-following", "--family", family])
    let plain = try oshi.ok(["render", "--slot", "bar", "--width", "120"])
    #expect(plain.contains("A&B <b>3</b> 100% #1 $(touch PWNED)"), "\(plain)")
    return (oshi, plain.split(separator: "\n").map(String.init))
  }

  static func render(_ format: String, _ oshi: Harness) throws -> String {
    try oshi.ok(["render", "--slot", "bar", "--format", format, "--width", "120"])
  }

  /// Runs the system python3 (Debian's, with python3-gi) with `program` and `input`.
  static func python(_ program: String, _ input: String, _ oshi: Harness) throws -> RunResult {
    let file = oshi.folder.appendingPathComponent("input.txt")
    try input.write(to: file, atomically: true, encoding: .utf8)
    return try oshi.shell(["/usr/bin/python3", "-c", program, file.path])
  }

  @Test(
    "hyprlock: Pango's own parser reads the label as the plain lines",
    LockScreenConsumerTests.planted, .enabled(if: Programs.runs(Programs.pango)),
    arguments: ["inline", "rectangular"])
  func hyprlock(family: String) throws {
    let (oshi, plain) = try Self.store(family: family)
    let output = try Self.render("hyprlock", oshi)
    #expect(!output.contains("<br/>"))
    // What hyprlock does with a command's output: trim it, then pango_parse_markup.
    let result = try Self.python(
      """
      import sys, gi
      gi.require_version("Pango", "1.0")
      from gi.repository import Pango
      text = open(sys.argv[1], encoding="utf-8").read().strip(" \\n\\r\\t")
      ok, attributes, plain, accel = Pango.parse_markup(text, -1, "\\0")
      sys.stdout.write(plain)
      """, output, oshi)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == plain.joined(separator: "\n"))
    #expect(plain.count == (family == "inline" ? 1 : 3))
  }

  @Test(
    "swaylock-effects: strftime turns --datestr into the plain line",
    LockScreenConsumerTests.planted, LockScreenConsumerTests.python)
  func swaylock() throws {
    let (oshi, plain) = try Self.store()
    let output = try Self.render("swaylock", oshi)
    let result = try Self.python(
      """
      import sys, time
      sys.stdout.write(time.strftime(open(sys.argv[1], encoding="utf-8").read().rstrip("\\n")))
      """, output, oshi)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == plain.joined(separator: " "))
  }

  @Test(
    "i3lock-color: the greeter text has the plain lines and no other control character",
    LockScreenConsumerTests.planted)
  func i3lock() throws {
    let (oshi, plain) = try Self.store(family: "rectangular")
    let output = try Self.render("i3lock", oshi)
    // As `--greeter-text="$(oshi render …)"` passes it: the last line break dropped.
    let greeter = String(output.dropLast())
    #expect(
      greeter.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == plain)
    #expect(!greeter.unicodeScalars.contains { [0x08, 0x09, 0x0D].contains($0.value) })
  }

  @Test(
    "A bash prompt shows the prompt format literally and runs nothing",
    LockScreenConsumerTests.planted,
    .enabled(if: Programs.runs(Programs.has("bash")), "expands the prompt with bash"))
  func bashPrompt() throws {
    let (oshi, plain) = try Self.store()
    let file = oshi.folder.appendingPathComponent("prompt.txt")
    try Self.render("prompt", oshi).write(to: file, atomically: true, encoding: .utf8)
    // As PS1='$(oshi render --slot bar --format prompt)' would be expanded at each prompt.
    let result = try oshi.shell([
      "bash", "-c", "PS1='[$(cat \(file.path))]'; printf '%s' \"${PS1@P}\"",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "[\(plain.joined(separator: " "))]")
    #expect(
      !FileManager.default.fileExists(atPath: oshi.folder.appendingPathComponent("PWNED").path))
  }

  @Test(
    "A zsh prompt with PROMPT_SUBST shows it literally once % is doubled, as docs/integrations.md's line does",
    LockScreenConsumerTests.planted, .enabled(if: Programs.runs(Programs.has("zsh"))))
  func zshPrompt() throws {
    let (oshi, plain) = try Self.store()
    let file = oshi.folder.appendingPathComponent("prompt.txt")
    try Self.render("prompt", oshi).write(to: file, atomically: true, encoding: .utf8)
    let script = oshi.folder.appendingPathComponent("prompt.zsh")
    try """
    setopt PROMPT_SUBST
    PROMPT='[${$(cat \(file.path))//\\%/%%}]'
    print -rnP -- "$PROMPT"
    """.write(to: script, atomically: true, encoding: .utf8)
    let result = try oshi.shell(["zsh", "-f", script.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "[\(plain.joined(separator: " "))]")
    #expect(
      !FileManager.default.fileExists(atPath: oshi.folder.appendingPathComponent("PWNED").path))
  }

  /// Reads `output` as `widget` does, through scripts/desktop-widgets.py.
  static func widget(_ widget: String, _ output: String, _ oshi: Harness) throws -> RunResult {
    let file = oshi.folder.appendingPathComponent("\(widget).out")
    try output.write(to: file, atomically: true, encoding: .utf8)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/desktop-widgets.py").path
    return try oshi.shell(["/usr/bin/python3", script, widget, file.path])
  }

  @Test(
    "eww: one JSON object; its label decodes text to the plain line, which undoubled it would refuse",
    LockScreenConsumerTests.planted, LockScreenConsumerTests.python)
  func eww() throws {
    let (oshi, plain) = try Self.store()
    let output = try Self.render("eww", oshi)
    #expect(output.hasSuffix("\n") && output.dropLast().split(separator: "\n").count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["text", "tooltip", "class", "percentage", "color"])
    let shown = try Self.widget("eww", output, oshi)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout == plain.joined(separator: " "))
    // The name's "\x " is no escape eww knows: without the doubling it refuses the label.
    let undoubled = output.replacingOccurrences(of: #"\\\\"#, with: #"\\"#)
    let refused = try Self.widget("eww", undoubled, oshi)
    #expect(refused.status == 1 && refused.stderr.contains("Failed to unescape"), "\(refused)")
    let tooltip = try oshi.ok([
      "render", "h-following", "--family", "rectangular", "--width", "120",
    ])
    #expect(object["tooltip"] as? String == tooltip.trimmingCharacters(in: .newlines))
    #expect(object["class"] as? String == "normal")
    #expect(object["percentage"] is Int)
  }

  @Test(
    "Argos, KDE's Command Output and GNOME's Executor show the plain text and obey nothing in it",
    LockScreenConsumerTests.planted, .enabled(if: Programs.runs(Programs.pango && Programs.qt)),
    arguments: ["argos", "kde", "executor"])
  func desktopWidgets(format: String) throws {
    let (oshi, plain) = try Self.store()
    let output = try Self.render(format, oshi)
    let shown = try Self.widget(format, output, oshi)
    #expect(shown.status == 0, "\(shown.stderr)")
    // Argos shows the title and the menu's one widget; the others one line.
    let line = plain.joined(separator: " ")
    #expect(shown.stdout == (format == "argos" ? "\(line)\n\(line)" : line))
    // What each would misread without oshi's care: the same name as xbar writes it, or
    // as a plain line, is refused or read as markup.
    let careless = try Self.widget(
      format, format == "argos" ? try Self.render("xbar", oshi) : line + "\n", oshi)
    #expect(careless.status != 0 || careless.stdout != shown.stdout, "\(format): \(careless)")
  }

  @Test(
    "swaylock gets at most 255 bytes once %% is a %, cut between characters",
    LockScreenConsumerTests.python)
  func swaylockLimit() throws {
    let oshi = try Harness()
    // The longest name and label (64 characters each), in three-byte characters.
    let name = String(repeating: "星野ルナ%", count: 12)
    try oshi.ok(["add", "--slug", "long", "--since", "2023-04-01", "--", name])
    let id = try oshi.ok([
      "widget", "add", "--oshi", "long", "--date", "2020-01-01", "--label",
      String(repeating: "初めてのライブ%", count: 8),
    ]).trimmingCharacters(in: .newlines)
    try oshi.ok(["slot", "set", "bar", "--widget", id, "--family", "rectangular"])
    let plain = try oshi.ok(["render", "--slot", "bar", "--width", "400"])
    #expect(plain.utf8.count > 300)
    let output = try oshi.ok(["render", "--slot", "bar", "--format", "swaylock", "--width", "400"])
    let result = try Self.python(
      """
      import sys, time
      sys.stdout.write(time.strftime(open(sys.argv[1], encoding="utf-8").read().rstrip("\\n")))
      """, output, oshi)
    #expect(result.status == 0, "\(result.stderr)")
    let shown = result.stdout
    #expect(shown.utf8.count <= 255 && shown.utf8.count > 245, "\(shown.utf8.count)")
    #expect(shown.hasSuffix("…"))
    #expect(plain.replacingOccurrences(of: "\n", with: " ").hasPrefix(String(shown.dropLast())))
  }
}
