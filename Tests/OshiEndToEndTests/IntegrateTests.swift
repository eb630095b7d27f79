import Foundation
import Testing

/// `oshi integrate TARGET`: each snippet read by its consumer's own parser where Debian
/// has one (tmux, i3blocks, conky, polybar, Python's TOML and JSON readers, zsh), its
/// command run as the consumer runs it, with the store in a folder whose name needs
/// quoting and a hostile name in the slots.
@Suite("integrate prints snippets the consumers read", .serialized)
struct IntegrateTests {
  static let hostile = #"A&B <b>3</b> 100% #1 $(touch PWNED) ${HOME} 'q' "d""#

  /// A store at a path with a space and a quote, with the slots bar, lock and prompt.
  static func store() throws -> (Harness, String) {
    let oshi = try Harness()
    let db = oshi.folder.appendingPathComponent("my o'shi \"$x\" #1/oshi.sqlite").path
    try oshi.ok(["add", "--slug", "h", "--since", "2023-04-01", "--db", db, "--", hostile])
    for (slot, family) in [("bar", "inline"), ("lock", "rectangular"), ("prompt", "inline")] {
      try oshi.ok(["slot", "set", slot, "--widget", "h-following", "--family", family, "--db", db])
    }
    return (oshi, db)
  }

  static func snippet(
    _ target: String, _ oshi: Harness, _ db: String, _ extra: [String: String?] = [:]
  ) throws -> String {
    let result = try oshi.run(["integrate", target, "--db", db], extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout
  }

  /// What `sh -c command` prints, as a consumer running the snippet's command gets it.
  static func sh(_ command: String, _ oshi: Harness) throws -> String {
    let result = try oshi.shell(["sh", "-c", command])
    #expect(result.status == 0 || result.status == 33, "\(command): \(result.stderr)")
    return result.stdout
  }

  static func direct(_ format: String, _ slot: String, _ oshi: Harness, _ db: String) throws
    -> String
  {
    try oshi.run(["render", "--slot", slot, "--format", format, "--db", db]).stdout
  }

  /// A yuck string literal from just after its opening quote: yuck's lexer reads \\(.)
  /// as the character, and the string ends at the first quote not so escaped.
  static func yuckString(_ text: Substring) -> String {
    var string = ""
    var escaped = false
    for character in text {
      if escaped {
        string.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        break
      } else {
        string.append(character)
      }
    }
    return string
  }

  static func noneRan(_ oshi: Harness) {
    #expect(
      !FileManager.default.fileExists(atPath: oshi.folder.appendingPathComponent("PWNED").path))
  }

  @Test(
    "tmux reads the snippet, and its #() command prints the tmux format",
    .enabled(if: Programs.runs(Programs.has("tmux"))))
  func tmux() throws {
    let (oshi, db) = try Self.store()
    let file = oshi.folder.appendingPathComponent("tmux.conf")
    try Self.snippet("tmux", oshi, db).write(to: file, atomically: true, encoding: .utf8)
    let socket = oshi.folder.appendingPathComponent("tmux.sock").path
    let shown = try oshi.shell([
      "tmux", "-S", socket, "-f", file.path, "start-server", ";", "show-options", "-gv",
      "status-right", ";", "kill-server",
    ])
    #expect(shown.status == 0, "\(shown.stderr)")
    let value = shown.stdout.trimmingCharacters(in: .newlines)
    let command = try #require(value.firstRange(of: " #(")).upperBound
    let inner = String(value[command...].dropLast())
    #expect(try Self.sh(inner, oshi) == (try Self.direct("tmux", "bar", oshi, db)))
    Self.noneRan(oshi)
  }

  @Test(
    "i3blocks runs the snippet's block and shows the slot",
    .enabled(if: Programs.runs(Programs.has("i3blocks"))))
  func i3blocks() throws {
    let (oshi, db) = try Self.store()
    let file = oshi.folder.appendingPathComponent("i3blocks.conf")
    try Self.snippet("i3blocks", oshi, db).replacingOccurrences(
      of: "interval=60", with: "interval=once"
    )
    .write(to: file, atomically: true, encoding: .utf8)
    let result = try oshi.shell(["timeout", "2", "i3blocks", "-c", file.path])
    let plain = try oshi.run(["render", "--slot", "bar", "--db", db]).stdout
      .trimmingCharacters(in: .newlines)
    #expect(result.stdout.contains(#""full_text":"#), "\(result.stdout) \(result.stderr)")
    #expect(
      ConsumerTests.lastBlock(named: "oshi", in: result.stdout)?["full_text"] as? String == plain)
    Self.noneRan(oshi)
  }

  @Test(
    "conky runs the snippet's execpi and prints the slot",
    .enabled(if: Programs.runs(Programs.has("conky"))))
  func conky() throws {
    let (oshi, db) = try Self.store()
    let line = try #require(
      Self.snippet("conky", oshi, db).split(separator: "\n").first { $0.hasPrefix("${execpi") })
    let file = oshi.folder.appendingPathComponent("conky.conf")
    try """
    conky.config = {
      out_to_console = true, out_to_x = false, out_to_stderr = false, background = false,
      update_interval = 1, total_run_times = 1,
    }
    conky.text = [[\(line)]]
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = try oshi.shell(["conky", "-c", file.path])
    let plain = try oshi.run(["render", "--slot", "bar", "--db", db]).stdout
    #expect(
      result.stdout.trimmingCharacters(in: .newlines) == plain.trimmingCharacters(in: .newlines))
    Self.noneRan(oshi)
  }

  @Test(
    "polybar's own parser reads the module's exec, which prints the polybar format",
    .enabled(if: Programs.runs(Programs.has("polybar") && Programs.has("xvfb-run"))))
  func polybar() throws {
    let (oshi, db) = try Self.store()
    let file = oshi.folder.appendingPathComponent("polybar.ini")
    try
      ("[bar/oshi]\nmodules-right = oshi\noshi-exec = ${module/oshi.exec}\n\n"
      + Self.snippet("polybar", oshi, db)).write(to: file, atomically: true, encoding: .utf8)
    let dumped = try oshi.shell([
      "xvfb-run", "-a", "polybar", "-q", "-c", file.path, "--dump=oshi-exec", "oshi",
    ])
    let exec = dumped.stdout.trimmingCharacters(in: .newlines)
    #expect(
      exec.contains("render --slot bar --format polybar"), "\(dumped.stdout) \(dumped.stderr)")
    #expect(try Self.sh(exec, oshi) == (try Self.direct("polybar", "bar", oshi, db)))
  }

  @Test("waybar's module is JSON, and its exec prints waybar's JSON")
  func waybar() throws {
    let (oshi, db) = try Self.store()
    var text = try Self.snippet("waybar", oshi, db).split(separator: "\n")
      .filter { !$0.hasPrefix("//") }.joined(separator: "\n")
    text = "{" + text.trimmingCharacters(in: .whitespacesAndNewlines).dropLast() + "}"
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]])
    let module = try #require(object["custom/oshi"])
    #expect(module["return-type"] as? String == "json")
    let exec = try #require(module["exec"] as? String)
    #expect(try Self.sh(exec, oshi) == (try Self.direct("waybar", "bar", oshi, db)))
    Self.noneRan(oshi)
  }

  @Test(
    "starship's and i3status-rust's TOML parse, and their commands print their formats",
    .enabled(
      if: Programs.runs(Programs.python("import tomllib", interpreter: "/usr/bin/python3")),
      "parses the TOML with python3's tomllib (Python 3.11 or later)"),
    arguments: [
      ("starship", "prompt", "custom", "oshi"), ("i3status-rust", "i3status-rust", "block", ""),
    ])
  func toml(target: String, format: String, table: String, key: String) throws {
    let (oshi, db) = try Self.store()
    let file = oshi.folder.appendingPathComponent("\(target).toml")
    try Self.snippet(target, oshi, db).write(to: file, atomically: true, encoding: .utf8)
    let result = try oshi.shell([
      "/usr/bin/python3", "-c",
      """
      import sys, tomllib
      data = tomllib.load(open(sys.argv[1], "rb"))
      table = data[sys.argv[2]]
      entry = table[0] if isinstance(table, list) else table[sys.argv[3]]
      sys.stdout.write(entry["command"])
      """, file.path, table, key,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let slot = target == "starship" ? "prompt" : "bar"
    #expect(try Self.sh(result.stdout, oshi) == (try Self.direct(format, slot, oshi, db)))
    Self.noneRan(oshi)
  }

  @Test(
    "powerlevel10k's segment gets the prompt line with % doubled, and runs nothing",
    .enabled(if: Programs.runs(Programs.has("zsh"))))
  func p10k() throws {
    let (oshi, db) = try Self.store()
    let file = oshi.folder.appendingPathComponent("p10k.zsh")
    try Self.snippet("p10k", oshi, db).write(to: file, atomically: true, encoding: .utf8)
    // p10k itself is not in Debian: a stand-in prints the text it is given.
    let result = try oshi.shell([
      "zsh", "-f", "-c",
      "function p10k() { print -rn -- \"$3\" }; source \(file.path); prompt_oshi",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let line = try Self.direct("prompt", "prompt", oshi, db).trimmingCharacters(in: .newlines)
    #expect(result.stdout == line.replacingOccurrences(of: "%", with: "%%"))
    Self.noneRan(oshi)
  }

  @Test("hyprlock's label is refused for a path that hyprlang or hyprlock would change")
  func hyprlockRefusesPaths() throws {
    let (oshi, db) = try Self.store()
    let result = try oshi.run(["integrate", "hyprlock", "--db", db])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "error: cannot write hyprlock's label: a path has '$', which cannot reach the shell through hyprlang and hyprlock unchanged; use a store path without it (--db) or a link to oshi\n"
    )
    #expect(result.stdout.isEmpty)
    for path in ["a\\b", "a{{1}}b", "a<br/>b", "a'b\"c"] {
      let other = oshi.folder.appendingPathComponent("\(path).sqlite").path
      #expect(try oshi.run(["integrate", "hyprlock", "--db", other]).status == 64, "\(path)")
    }
  }

  @Test(
    "hyprlock's label command prints markup that Pango reads as the slot's lines",
    .enabled(if: Programs.runs(Programs.pango)))
  func hyprlock() throws {
    let (oshi, hostileDB) = try Self.store()
    // hyprlang reads # as a comment unless doubled; a space and a quote pass.
    let db = oshi.folder.appendingPathComponent("my o'shi #1/oshi.sqlite").path
    try FileManager.default.createDirectory(
      atPath: (db as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: hostileDB, toPath: db)
    let label = try Self.snippet("hyprlock", oshi, db)
    #expect(label.contains("    text_align = center\n"))
    let text = try #require(
      Self.snippet("hyprlock", oshi, db).split(separator: "\n").first { $0.contains("text = cmd[") }
    )
    // hyprlang reads ## as #.
    let command = String(text[try #require(text.firstRange(of: "] ")).upperBound...])
      .replacingOccurrences(of: "##", with: "#")
    let output = try Self.sh(command, oshi)
    #expect(output == (try Self.direct("hyprlock", "lock", oshi, db)))
    let plain = try oshi.run(["render", "--slot", "lock", "--db", db]).stdout
    let pango = try oshi.shell([
      "/usr/bin/python3", "-c",
      """
      import sys, gi
      gi.require_version("Pango", "1.0")
      from gi.repository import Pango
      sys.stdout.write(Pango.parse_markup(sys.argv[1].strip(), -1, "\\0")[2])
      """, output,
    ])
    #expect(pango.status == 0, "\(pango.stderr)")
    #expect(pango.stdout == plain.trimmingCharacters(in: .newlines))
  }

  @Test(
    "The swaylock and i3lock lines pass the formats' output as one argument",
    arguments: [("swaylock", "--datestr"), ("i3lock", "--greeter-text=")])
  func lockCommands(program: String, option: String) throws {
    let (oshi, db) = try Self.store()
    // A stand-in for the locker prints each argument it was given, NUL-terminated, and
    // so takes the text option as swaylock-effects and i3lock-color do.
    let bin = oshi.folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let stub = bin.appendingPathComponent(program)
    try "#!/bin/sh\nprintf '%s\\0' \"$@\"\n".write(to: stub, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    let line = try #require(
      Self.snippet(program, oshi, db, ["PATH": "\(bin.path):/usr/bin:/bin"]).split(separator: "\n")
        .first { $0.hasPrefix(program + " ") })
    let result = try oshi.shell(
      ["sh", "-c", String(line)], extra: ["PATH": "\(bin.path):/usr/bin:/bin"])
    let arguments = result.stdout.split(separator: "\0", omittingEmptySubsequences: false).map(
      String.init)
    let expected = try Self.direct(program, "lock", oshi, db).trimmingCharacters(in: .newlines)
    if option.hasSuffix("=") {
      #expect(arguments.contains(option + expected), "\(arguments)")
    } else {
      let index = try #require(arguments.firstIndex(of: option))
      #expect(arguments[index + 1] == expected)
    }
    Self.noneRan(oshi)
  }

  @Test(
    "Debian's plain swaylock and i3lock get a line they accept: the slot's picture",
    .enabled(if: Programs.runs(Programs.has("swaylock") && Programs.has("i3lock"))),
    arguments: ["swaylock", "i3lock"])
  func plainLockers(program: String) throws {
    let (oshi, db) = try Self.store()
    let result = try oshi.run(["integrate", program, "--db", db])
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix(program + " ") })
    #expect(!line.contains("--datestr") && !line.contains("--greeter"), "\(line)")
    let picture = oshi.folder.appendingPathComponent(".cache/oshi/lock.png").path
    #expect(line.contains("--image \(picture)"), "\(line)")
    // Without png in refresh's formats, nothing would write the picture: a warning says so.
    #expect(result.stderr.contains("only with png in its formats"), "\(result.stderr)")
    // The real program takes every option of the line: asked for its version after them,
    // it prints it and locks nothing, where an option it does not know exits 1.
    let checked = try oshi.shell(["sh", "-c", "\(line) --version"])
    #expect(checked.status == 0, "\(line): \(checked.stderr)")
    try oshi.ok(["config", "set", "formats", "png", "--db", db])
    #expect(try oshi.run(["integrate", program, "--db", db]).stderr.isEmpty)
  }

  @Test("eww's defpoll string runs a command that prints eww's JSON, and $ starts no interpolation")
  func eww() throws {
    let (oshi, db) = try Self.store()
    let snippet = try Self.snippet("eww", oshi, db)
    let initial = try #require(snippet.split(separator: "\n").first { $0.contains(":initial '") })
    let json = initial[try #require(initial.firstRange(of: "'")).upperBound...].dropLast()
    let empty = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(empty.keys) == ["text", "tooltip", "class", "percentage"])
    // The command's string literal: yuck's lexer reads \\(.) as the character, and a $
    // left unescaped before { would start an interpolation.
    let line = try #require(
      snippet.split(separator: "\n").first { $0.hasPrefix("  \"") && $0.contains(" render ") })
    #expect(!line.contains("${"), "\(line)")
    let command = Self.yuckString(line[try #require(line.firstRange(of: "\"")).upperBound...])
    #expect(command.contains("\"$x\""), "\(command)")
    let output = try Self.sh(command, oshi)
    #expect(output == (try Self.direct("eww", "bar", oshi, db)))
    #expect(
      (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["text"] != nil)
  }

  @Test(
    "The xbar and Argos scripts print a title and a menu of every widget",
    arguments: [
      ("xbar", " | emojize=false ansi=false"),
      ("argos", " | useMarkup=false unescape=false emojize=false ansi=false"),
    ])
  func menuScripts(target: String, parameters: String) throws {
    let (oshi, db) = try Self.store()
    try oshi.ok(["add", "Aki", "--birthday", "1999-03-15", "--db", db])
    let script = oshi.folder.appendingPathComponent("oshi.1m.sh")
    try Self.snippet(target, oshi, db).write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let result = try oshi.shell([script.path])
    #expect(result.status == 0, "\(result.stderr)")
    // The title, ---, then each widget's line, with its submenu of actions below it.
    let lines = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("--") || $0 == "---" }
    #expect(lines.count == 4, "\(result.stdout)")
    #expect(lines.dropFirst().first == "---")
    #expect(lines.allSatisfy { $0 == "---" || $0.hasSuffix(parameters) }, "\(lines)")
    // Argos takes the store's path in its shell quoting; xbar's values have no escapes,
    // and this path holds both quotes, so its lines have no actions.
    #expect(
      result.stdout.split(separator: "\n").count == (target == "xbar" ? 4 : 4 + 3 * 2),
      "\(result.stdout)")
  }

  @Test(
    "KDE's Command Output and GNOME's Executor get a command that prints one line",
    arguments: [("kde", "kde"), ("gnome", "executor")])
  func oneLineWidgets(target: String, format: String) throws {
    let (oshi, db) = try Self.store()
    let snippet = try Self.snippet(target, oshi, db)
    let line = try #require(snippet.split(separator: "\n").first { $0.hasPrefix("  Command: ") })
    let output = try Self.sh(String(line.dropFirst("  Command: ".count)), oshi)
    #expect(output == (try Self.direct(format, "bar", oshi, db)))
    #expect(output.split(separator: "\n").count == 1)
    Self.noneRan(oshi)
  }

  @Test("A slot that is not there gets a warning; --slot names another; a bad name is refused")
  func slots() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let missing = try oshi.run(["integrate", "waybar"])
    #expect(missing.status == 0)
    #expect(
      missing.stderr
        == "warning: there is no slot 'bar' yet; make it with oshi slot set bar --widget ID\n")
    try oshi.ok(["slot", "set", "top", "--widget", "aki-birthday"])
    let named = try oshi.run(["integrate", "tmux", "--slot", "top"])
    #expect(named.stderr.isEmpty)
    #expect(named.stdout.contains("render --slot top --format tmux"))
    let bad = try oshi.run(["integrate", "tmux", "--slot", "a b"])
    #expect(bad.status == 64)
    #expect(try oshi.run(["integrate", "sway"]).status == 64)
  }
}
