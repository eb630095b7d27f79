import Foundation
import GRDB
import Testing

/// Ids written into the store by hand, as the sqlite3 shell would, that a shell must
/// never run: completion offers only valid ids, and the scripts take them literally.
@Suite("Shell completion never runs a planted id", .serialized)
struct CompletionInjectionTests {
  /// A store with Aki's widgets, a slot, and widgets, a slot and an oshi whose names
  /// would each create a file in `folder/pwned` if a shell evaluated them.
  static func plantedStore() throws -> Harness {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-debut"])
    let marker = oshi.folder.appendingPathComponent("pwned").path
    let hostile = [
      "zz$(touch \(marker)-dollar)", "zz`touch \(marker)-backtick`", "a b;touch \(marker)-semi",
      "nl\ntouch \(marker)-newline", "x'$(touch \(marker)-quote)'", "$HOME", "with space",
    ]
    let queue = try DatabaseQueue(path: oshi.db)
    try queue.write { db in
      for (index, id) in hostile.enumerated() {
        try db.execute(
          sql: """
            INSERT INTO widget(id, oshiId, kind, countStyle, position)
            SELECT ?, id, 'birthday', 'elapsed', ? FROM oshi LIMIT 1
            """, arguments: [id, 100 + index])
        try db.execute(
          sql: "INSERT INTO slot(name, family, current) VALUES (?, 'inline', 0)",
          arguments: [id + "-slot"])
        try db.execute(
          sql: "INSERT INTO slotWidget(slot, position, widget) VALUES (?, 0, 'aki-debut')",
          arguments: [id + "-slot"])
      }
      try db.execute(
        sql: """
          INSERT INTO oshi(slug, name, ageMode, isPrivate)
          VALUES ('o$(touch \(marker)-oshi)', 'Planted', 'real', 0)
          """)
    }
    try queue.close()
    return oshi
  }

  /// Whether any planted command ran.
  static func ranSomething(_ oshi: Harness) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: oshi.folder.path).filter {
      $0.hasPrefix("pwned")
    }
  }

  static let widgets = ["aki-birthday", "aki-debut", "aki-following"]

  /// Types `line` and TAB twice in an interactive `shell` on a pseudo-terminal, with the
  /// completion script loaded, and returns what the terminal showed.
  static func pressTab(_ shell: String, line: String, oshi: Harness) throws -> String {
    let script = oshi.folder.appendingPathComponent("oshi.\(shell)")
    try oshi.ok(["--generate-completion-script", shell]).write(
      to: script, atomically: true, encoding: .utf8)
    // The prompt is split in the line typed, so that only the shell's prompt reads
    // READY>, which the driver waits for.
    let setup =
      shell == "zsh"
      ? "PS1='REA''DY> '; autoload -U compinit; compinit -u -D; LISTMAX=1000; source \(script.path)\n"
      : "PS1='REA''DY> '; bind 'set show-all-if-ambiguous on'; bind 'set bell-style none'; source \(script.path)\n"
    return try oshi.shell(["python3", Self.driver, shell, setup, line], extra: ["TERM": "dumb"])
      .stdout
  }

  /// The pseudo-terminal driver that presses TAB and waits for the prompt.
  static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Completion/pty-tab.py").path

  /// For the tests that press TAB through ``driver``, which python3 runs.
  static let pressesTab = ConditionTrait.enabled(
    if: Programs.runs(Programs.has("python3")),
    "presses TAB on a pseudo-terminal that python3 drives")

  /// For the tests that press TAB in bash.
  static let bashRuns = ConditionTrait.enabled(
    if: Programs.runs(Programs.has("bash")), "presses TAB in bash")

  @Test(
    "bash, with real TAB presses: nothing runs, and the valid ids are offered",
    CompletionInjectionTests.pressesTab, CompletionInjectionTests.bashRuns)
  func bash() throws {
    try Self.interactive("bash")
  }

  @Test(
    "zsh, with real TAB presses: nothing runs, and the valid ids are offered",
    CompletionInjectionTests.pressesTab, .enabled(if: Programs.runs(Programs.has("zsh"))))
  func zsh() throws {
    try Self.interactive("zsh")
  }

  /// Presses TAB after `oshi render`, `--slot` and `oshi edit` in `shell`.
  static func interactive(_ shell: String) throws {
    let oshi = try Self.plantedStore()
    let shown = try Self.pressTab(shell, line: "oshi render ", oshi: oshi)
    for widget in Self.widgets { #expect(shown.contains(widget), "\(shown)") }
    for planted in ["zz", "touch", "with space", "$HOME"] {
      #expect(!shown.contains(planted), "\(shown)")
    }
    let slots = try Self.pressTab(shell, line: "oshi render --slot ", oshi: oshi)
    #expect(slots.contains("bar"), "\(slots)")
    #expect(!slots.contains("touch"), "\(slots)")
    let oshis = try Self.pressTab(shell, line: "oshi edit ", oshi: oshi)
    #expect(oshis.contains("aki"), "\(oshis)")
    #expect(!oshis.contains("touch"), "\(oshis)")
    #expect(try Self.ranSomething(oshi).isEmpty)
  }

  @Test(
    "fish's complete -C, outside an interactive shell: nothing runs, valid ids offered",
    .enabled(if: Programs.runs(Programs.has("fish"))))
  func fish() throws {
    let oshi = try Self.plantedStore()
    let script = oshi.folder.appendingPathComponent("oshi.fish")
    try oshi.ok(["--generate-completion-script", "fish"]).write(
      to: script, atomically: true, encoding: .utf8)
    func complete(_ line: String) throws -> (lines: [String], errors: String) {
      let result = try oshi.shell([
        "fish", "--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script.path, line,
      ])
      let lines = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
      return (lines, result.stderr)
    }
    let render = try complete("oshi render ")
    #expect(render.errors.isEmpty, "\(render.errors)")
    #expect(render.lines.sorted() == Self.widgets)
    #expect(try complete("oshi render aki-f").lines == ["aki-following"])
    #expect(try complete("oshi render --slot ").lines == ["bar"])
    #expect(try complete("oshi edit ").lines == ["aki"])
    #expect(
      try complete("oshi slot rotate bar --widgets aki-debut,").lines == [
        "aki-debut,aki-birthday", "aki-debut,aki-following",
      ])
    #expect(try Self.ranSomething(oshi).isEmpty)
  }

  @Test("The completion provider itself offers only valid ids")
  func provider() throws {
    let oshi = try Self.plantedStore()
    let offered = try oshi.ok([
      "---completion", "render", "--", "positional@0", "2", "0", "oshi", "render", "",
    ])
    #expect(offered.split(separator: "\n").map(String.init).sorted() == Self.widgets)
  }

  @Test(
    "refresh --verbose and doctor name every planted id they skip, escaped, never raw",
    .enabled(
      if: Programs.runs(Programs.has("sqlite3")),
      "runs the sqlite3 lines that doctor gives to delete each finding"))
  func namedNotSkippedInSilence() throws {
    let oshi = try Self.plantedStore()
    let marker = oshi.folder.appendingPathComponent("pwned").path
    let out = oshi.folder.appendingPathComponent("out").path
    let refresh = try oshi.run(["refresh", "--verbose", "--out", out])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    let planted = [
      "zz$(touch \(marker)-dollar)", "zz`touch \(marker)-backtick`", "a b;touch \(marker)-semi",
      "nl\\ntouch \(marker)-newline", "x'$(touch \(marker)-quote)'", "$HOME", "with space",
    ]
    for id in planted {
      #expect(refresh.stdout.contains("skipped widget \"\(id)\""), "\(refresh.stdout)")
      #expect(refresh.stdout.contains("skipped slot \"\(id)-slot\""), "\(refresh.stdout)")
    }
    // The newline in a planted id is shown as \n, so every line is one whole message.
    for line in refresh.stdout.split(separator: "\n") {
      #expect(
        line.hasPrefix("wrote ") || line.hasPrefix("kept ") || line.hasPrefix("skipped "),
        "\(line)")
    }
    let doctor = try oshi.run(["doctor"])
    #expect(doctor.status != 0)
    let findings = doctor.stdout.split(separator: "\n").filter { $0.contains("not a plain slug") }
    #expect(findings.count == 2 * planted.count + 1, "\(doctor.stdout)")
    #expect(doctor.stdout.contains("\(findings.count) problems found"))
    for id in planted {
      #expect(doctor.stdout.contains("widget id \"\(id)\" is not a plain slug"), "\(doctor.stdout)")
    }
    // Each finding ends with the sqlite3 line that deletes it; run those lines as given.
    for finding in findings {
      let command = try #require(finding.range(of: "delete it with: ")).upperBound
      let end = try #require(finding.range(of: ", then oshi doctor --fix")).lowerBound
      let result = try oshi.shell(["/bin/sh", "-c", String(finding[command..<end])])
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(try oshi.run(["doctor", "--fix"]).status == 0)
    let healthy = try oshi.run(["doctor"])
    #expect(healthy.status == 0, "\(healthy.stdout)")
    #expect(try oshi.ok(["list"]).contains("aki-birthday"))
    #expect(try Self.ranSomething(oshi).isEmpty)
  }

  /// A store, and beside it `stores/my store.sqlite` and `stores/bar output/`.
  static func pathsStore() throws -> Harness {
    let oshi = try Harness()
    try oshi.addAki()
    let stores = oshi.folder.appendingPathComponent("stores")
    try FileManager.default.createDirectory(
      at: stores.appendingPathComponent("bar output"), withIntermediateDirectories: true)
    try Data().write(to: stores.appendingPathComponent("my store.sqlite"))
    return oshi
  }

  @Test(
    "--db and --out complete file paths, a space escaped, in bash",
    CompletionInjectionTests.pressesTab, CompletionInjectionTests.bashRuns)
  func bashPaths() throws {
    try Self.paths("bash")
  }

  @Test(
    "--db and --out complete file paths, a space escaped, in zsh",
    CompletionInjectionTests.pressesTab, .enabled(if: Programs.runs(Programs.has("zsh"))))
  func zshPaths() throws {
    try Self.paths("zsh")
  }

  /// Presses TAB after `--db stores/my` and `--out stores/ba` in `shell`.
  static func paths(_ shell: String) throws {
    let oshi = try Self.pathsStore()
    let db = try Self.pressTab(shell, line: "oshi render --db stores/my", oshi: oshi)
    #expect(db.contains(#"stores/my\ store.sqlite"#), "\(shell): \(db)")
    let out = try Self.pressTab(shell, line: "oshi refresh --out stores/ba", oshi: oshi)
    #expect(out.contains(#"stores/bar\ output"#), "\(shell): \(out)")
  }

  @Test(
    "--db and --out complete file paths in fish",
    .enabled(if: Programs.runs(Programs.has("fish"))))
  func fishPaths() throws {
    let oshi = try Self.pathsStore()
    let script = oshi.folder.appendingPathComponent("oshi.fish")
    try oshi.ok(["--generate-completion-script", "fish"]).write(
      to: script, atomically: true, encoding: .utf8)
    func fish(_ line: String) throws -> String {
      try oshi.shell([
        "fish", "--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script.path, line,
      ]).stdout
    }
    #expect(try fish("oshi render --db stores/my").contains("stores/my store.sqlite"))
    #expect(try fish("oshi refresh --out stores/ba").contains("stores/bar output/"))
  }
}
