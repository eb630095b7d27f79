import Foundation
import Testing

/// `oshi customize` in real terminals: tmux (a session of 100×32, keys sent with
/// send-keys, the screen read with capture-pane) and a pseudo-terminal driven from
/// Python, which reads the terminal's mode before, during and after.
@Suite("oshi customize")
struct CustomizeCommandTests {
  /// Aki in pink with three widgets, 星街すいせい with her reading, Luna, and the slot
  /// `bar` showing Aki's birthday.
  static func store() throws -> Harness {
    let oshi = try Harness()
    try oshi.ok([
      "add", "Aki", "--slug", "aki", "--birthday", "1999-03-15", "--debut", "2019-11-30",
      "--since", "2023-04-01", "--oshi-color", "#ff66aa", "--symbol", "♡",
    ])
    try oshi.ok(["add", "星街すいせい", "--yomi", "ほしまち すいせい", "--birthday", "--03-22"])
    try oshi.ok(["add", "Luna", "--slug", "luna", "--since", "2024-01-10"])
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday"])
    return oshi
  }

  /// A tmux server of the test's own, running one command in a window of `width`×`height`.
  struct Tmux {
    let oshi: Harness
    let socket: String

    /// Starts `arguments` of oshi in a new session; the pane then prints `EXIT=status`.
    init(
      _ oshi: Harness, _ arguments: [String], width: Int = 100, height: Int = 32,
      environment: [String: String] = [:]
    ) throws {
      self.oshi = oshi
      // A server of its own each time: the last one may still be ending.
      socket = oshi.folder.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8)).sock").path
      let quoted = ([Harness.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
      let variables = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
      // The server keeps the files it was started with: started with the harness's
      // pipes (or another test's, open at that moment), the harness would wait for it.
      let command = "env \(variables) \(quoted) 2>&1; echo EXIT=$?; sleep 60"
      let result = try oshi.shell([
        "/usr/bin/python3", "-c",
        "import subprocess as s, sys; sys.exit(s.call(sys.argv[1:], stdin=s.DEVNULL, "
          + "stdout=s.DEVNULL, stderr=s.DEVNULL, close_fds=True))",
        "tmux", "-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "t", "-x",
        "\(width)", "-y", "\(height)", command,
      ])
      try #require(result.status == 0, "tmux: \(result.stderr)")
    }

    /// What the pane shows now.
    func screen() throws -> String {
      try oshi.shell(["tmux", "-S", socket, "capture-pane", "-p", "-t", "t"]).stdout
    }

    /// The screen once `text` is on it (within ten seconds), else as it is.
    @discardableResult
    func wait(for text: String) throws -> String {
      var shown = try screen()
      let start = Date()
      while !shown.contains(text), Date().timeIntervalSince(start) < 10 {
        Thread.sleep(forTimeInterval: 0.05)
        shown = try screen()
      }
      #expect(shown.contains(text), "waited for \(text) on:\n\(shown)")
      return shown
    }

    /// Types `keys` (tmux's key names: Enter, Escape, Down, or text).
    func send(_ keys: String...) throws {
      for key in keys {
        // A little time between keys, as a person types: a lone Escape is then the key.
        let result = try oshi.shell(["tmux", "-S", socket, "send-keys", "-t", "t", key])
        #expect(result.status == 0, "\(result.stderr)")
        Thread.sleep(forTimeInterval: 0.08)
      }
    }

    func resize(_ width: Int, _ height: Int) throws {
      _ = try oshi.shell([
        "tmux", "-S", socket, "resize-window", "-t", "t", "-x", "\(width)", "-y", "\(height)",
      ])
    }

    func kill() throws {
      _ = try oshi.shell(["tmux", "-S", socket, "kill-server"])
    }
  }

  static let tmux = Programs.runs(Programs.has("tmux"))

  @Test(
    "The first screen: the choices with their lines, the focused one framed, the keys",
    .enabled(if: tmux))
  func firstScreen() throws {
    let oshi = try Self.store()
    for (language, keys, heading, frame) in [
      ("en", "↑↓ move  Enter add/remove", "oshi customize · slot bar · inline", "Aki turns 28"),
      ("ja", "↑↓ 移動  Enter 追加/外す", "oshi customize · スロット bar · インライン", "28歳まで"),
    ] {
      let tmux = try Tmux(oshi, ["customize", "bar", "--lang", language])
      defer { try? tmux.kill() }
      let screen = try tmux.wait(for: keys)
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(lines.first == heading, "\(screen)")
      // Aki's birthday is in the slot; the preview frames the focused widget, the slot's
      // family first.
      #expect(lines.contains { $0.contains("● Aki ·") }, "\(screen)")
      #expect(lines.contains { $0.hasPrefix("› ") }, "\(screen)")
      #expect(lines.filter { $0.hasPrefix("╭") }.count == 1, "\(screen)")
      #expect(screen.contains(frame) || language == "en", "\(screen)")
      #expect(lines.count >= 32)
      try tmux.send("q")
      try tmux.wait(for: "EXIT=0")
    }
  }

  @Test(
    "Add, take out and filter by kana and romaji, then s: slot list and render --slot show it",
    .enabled(if: tmux))
  func choosing() throws {
    for language in ["en", "ja"] {
      let oshi = try Self.store()
      let tmux = try Tmux(oshi, ["customize", "bar", "--lang", language])
      defer { try? tmux.kill() }
      try tmux.wait(for: language == "en" ? "? keys" : "? キー")
      // Take Aki's birthday out, wherever it is in the list.
      let list = try tmux.screen().split(separator: "\n").map(String.init)
      let birthday = try #require(list.firstIndex { $0.contains("● Aki") })
      let first = try #require(list.firstIndex { $0.hasPrefix("› ") })
      for _ in first..<birthday { try tmux.send("Down") }
      try tmux.send("Enter")
      try tmux.wait(for: language == "en" ? "the slot is empty now" : "スロットが空になりました")
      // すい finds 星街すいせい by her name; sui by her reading in romaji.
      try tmux.send("/", language == "en" ? "すい" : "sui")
      let filtered = try tmux.wait(for: language == "en" ? "1 of 5" : "5件中1件")
      #expect(filtered.contains("› ") && filtered.contains("星街すいせい"), "\(filtered)")
      try tmux.send("Enter", "Escape")
      try tmux.send("/", "luna", "Enter", "Escape")
      let chosen = try tmux.wait(for: language == "en" ? "rotates 2, in this order" : "2件をこの順に切り替え")
      #expect(chosen.contains("1 星街すいせい") && chosen.contains("2 Luna"), "\(chosen)")
      try tmux.send("s")
      let saved = try tmux.wait(for: "EXIT=0")
      #expect(
        saved.contains(
          language == "en"
            ? "slot bar (inline) rotates hoshimachi-suisei-birthday, luna-following"
            : "スロット bar(インライン)は hoshimachi-suisei-birthday, luna-following を順に表示します"),
        "\(saved)")
      #expect(
        try oshi.ok(["slot", "list"])
          == "bar\tinline\thoshimachi-suisei-birthday\thoshimachi-suisei-birthday,luna-following\n")
      let rendered = try oshi.ok(["render", "--slot", "bar"])
      #expect(rendered == (try oshi.ok(["render", "hoshimachi-suisei-birthday"])))
    }
  }

  @Test("q and Esc leave the store byte for byte, whatever was chosen", .enabled(if: tmux))
  func leaving() throws {
    let oshi = try Self.store()
    let before = oshi.storeBytes()
    for key in ["q", "Escape"] {
      let tmux = try Tmux(oshi, ["customize", "bar"])
      defer { try? tmux.kill() }
      try tmux.wait(for: "? keys")
      try tmux.send("Enter", "Down", "Enter", "f", key)
      try tmux.wait(for: "EXIT=0")
      #expect(oshi.storeBytes() == before, "\(key)")
    }
  }

  @Test("Without a slot: the slots, then a new one named in place", .enabled(if: tmux))
  func slots() throws {
    let oshi = try Self.store()
    let tmux = try Tmux(oshi, ["customize", "--lang", "ja"])
    defer { try? tmux.kill() }
    let screen = try tmux.wait(for: "新しいスロット…")
    #expect(screen.hasPrefix("oshi customize · スロットを選ぶ\n› bar  インライン  "), "\(screen)")
    try tmux.send("Down", "Enter", "lock-1", "Enter")
    try tmux.wait(for: "スロット lock-1(新規) · インライン")
    try tmux.send("Enter", "f", "s")
    try tmux.wait(for: "EXIT=0")
    let slots = try oshi.ok(["slot", "list"]).split(separator: "\n")
    #expect(slots.count == 2 && slots[1].hasPrefix("lock-1\tcircular\t"), "\(slots)")
  }

  @Test(
    "A resize redraws; below 40×10 one line asks for more, and the list comes back",
    .enabled(if: tmux))
  func resizing() throws {
    let oshi = try Self.store()
    let tmux = try Tmux(oshi, ["customize", "bar"])
    defer { try? tmux.kill() }
    try tmux.wait(for: "? keys")
    try tmux.resize(39, 20)
    let small = try tmux.wait(for: "enlarge to 40×10 or more")
    #expect(!small.contains("Aki"), "\(small)")
    try tmux.resize(100, 9)
    try tmux.wait(for: "enlarge to 40×10 or more")
    try tmux.resize(60, 12)
    let back = try tmux.wait(for: "oshi customize · slot bar")
    // No line is wider than the window: nothing wraps.
    for line in back.split(separator: "\n") {
      #expect(line.count <= 60, "\(line)")
    }
    // Without the preview below 16 rows.
    #expect(!back.contains("╭"), "\(back)")
    try tmux.resize(100, 32)
    #expect(try tmux.wait(for: "╭").contains("╰"))
    try tmux.send("q")
    try tmux.wait(for: "EXIT=0")
  }

  @Test(
    "A change another command makes while it is open is kept, and said",
    .enabled(if: tmux))
  func concurrentChange() throws {
    let oshi = try Self.store()
    let tmux = try Tmux(oshi, ["customize", "bar"])
    defer { try? tmux.kill() }
    try tmux.wait(for: "? keys")
    try tmux.send("/", "luna", "Enter", "Escape")
    try tmux.wait(for: "rotates 2, in this order")
    try oshi.ok(["slot", "rotate", "bar", "--widgets", "aki-birthday,aki-debut"])
    try tmux.send("s")
    let said = try tmux.wait(for: "EXIT=0")
    #expect(said.contains("notice: the slot changed while you were choosing"), "\(said)")
    #expect(said.contains("slot bar (inline) rotates aki-birthday, aki-debut, luna-following"))
    #expect(
      try oshi.ok(["slot", "list"])
        == "bar\tinline\taki-birthday\taki-birthday,aki-debut,luna-following\n")
  }

  @Test("README's screens are what oshi customize draws, in both languages", .enabled(if: tmux))
  func readmeScreens() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    for (page, language) in [("README.md", "en"), ("README.ja.md", "ja")] {
      let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      let marker = try #require(text.range(of: "<!-- oshi customize bar"), "\(page)")
      let fence = try #require(text.range(of: "```\n", range: marker.upperBound..<text.endIndex))
      let end = try #require(text.range(of: "\n```", range: fence.upperBound..<text.endIndex))
      let shown = String(text[fence.upperBound..<end.lowerBound])
      // The store of README's first five minutes.
      let oshi = try Harness()
      try oshi.ok([
        "add", "Aki", "--birthday", "1999-03-15", "--debut", "2019-11-30", "--since",
        "2023-04-01", "--symbol", "♡",
      ])
      try oshi.ok([
        "widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "初現場", "--id",
        "aki-first-live",
      ])
      let tmux = try Tmux(oshi, ["customize", "bar", "--lang", language], width: 80, height: 16)
      defer { try? tmux.kill() }
      try tmux.wait(for: language == "en" ? "? keys" : "? キー")
      try tmux.send("Down", "Enter")
      let drawn = try tmux.wait(for: "● Aki")
      #expect(
        drawn.trimmingCharacters(in: .newlines) == shown.trimmingCharacters(in: .newlines),
        "\(page) shows:\n\(shown)\noshi draws:\n\(drawn)")
      try tmux.send("q")
    }
  }

  /// `oshi customize bar` on a pseudo-terminal, ended `how` (see pty-customize.py).
  static func ended(
    _ oshi: Harness, _ how: String, _ arguments: [String] = ["customize", "bar"],
    environment: [String: String] = [:]
  ) throws -> [String: Any] {
    let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Customize/pty-customize.py").path
    let result = try oshi.shell(
      ["/usr/bin/python3", driver, how, Harness.binary.path] + arguments, extra: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  @Test(
    "Raw mode and the alternate screen are given back on every way out",
    .enabled(if: Programs.runs(Programs.has("python3"))),
    arguments: [
      ("key:q", 0, nil), ("key:\\x1b", 0, nil), ("key:s", 0, nil), ("key:\\x03", 130, nil),
      ("signal:TERM", nil, 15), ("signal:HUP", nil, 1), ("signal:INT", nil, 2),
      ("signal:QUIT", nil, 3),
    ] as [(String, Int?, Int?)])
  func givenBack(how: String, status: Int?, signal: Int?) throws {
    let oshi = try Self.store()
    let ended = try Self.ended(oshi, how)
    #expect(ended["taken"] as? Bool == true, "\(ended)")
    #expect(ended["restored"] as? Bool == true, "\(ended)")
    // As a shell saves and compares a terminal's mode.
    let stty = ended["stty"] as? [String] ?? []
    #expect(stty.count == 3 && stty[0] == stty[2] && stty[0] != stty[1] && !stty[0].isEmpty)
    #expect(ended["left"] as? Bool == true, "\(ended)")
    #expect(ended["status"] as? Int == status, "\(ended)")
    #expect(ended["signal"] as? Int == signal, "\(ended)")
  }

  @Test(
    "An error while open (the store refuses the write) gives the terminal back, then says so",
    .enabled(if: Programs.runs(Programs.has("python3") && Programs.has("sqlite3"))))
  func errorGivesBack() throws {
    let oshi = try Self.store()
    // A trigger makes SQLite refuse every write to the slots, as a damaged or foreign
    // store might: root, who writes read-only files, cannot get past it either.
    let refused = try oshi.shell([
      "sqlite3", oshi.db,
      """
      CREATE TRIGGER refuse BEFORE UPDATE ON slot BEGIN SELECT RAISE(ABORT, 'no slots here'); END;
      CREATE TRIGGER refuse_new BEFORE INSERT ON slot BEGIN SELECT RAISE(ABORT, 'no slots here'); END;
      """,
    ])
    try #require(refused.status == 0, "\(refused.stderr)")
    let ended = try Self.ended(oshi, "key:\\rs")
    #expect(ended["taken"] as? Bool == true, "\(ended)")
    #expect(ended["restored"] as? Bool == true, "\(ended)")
    #expect(ended["left"] as? Bool == true, "\(ended)")
    #expect(ended["status"] as? Int == 74, "\(ended)")
    // The error is printed on the terminal as given back, after the alternate screen.
    let output = ended["output"] as? String ?? ""
    let after = output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
    #expect(after.hasPrefix("error: store ") && after.contains("no slots here"), "\(output)")
  }

  @Test("Off a terminal, or on TERM=dumb: one error line that names slot set and slot rotate")
  func offTerminal() throws {
    let oshi = try Self.store()
    let before = oshi.storeBytes()
    for (language, message) in [
      (
        "en",
        "error: oshi customize needs a terminal; from a script, use oshi slot set NAME --widget ID or oshi slot rotate NAME --widgets ID,ID\n"
      ),
      (
        "ja",
        "error: oshi customize は端末で使います。スクリプトからは oshi slot set 名前 --widget ID か oshi slot rotate 名前 --widgets ID,ID を使ってください\n"
      ),
    ] {
      let result = try oshi.run(["customize", "bar", "--lang", language])
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(result.refusal == message)
    }
    #expect(oshi.storeBytes() == before)
  }

  @Test(
    "TERM=dumb and a bad slot name are refused on a terminal too, before it is taken",
    .enabled(if: Programs.runs(Programs.has("python3"))))
  func refusedOnTerminal() throws {
    let oshi = try Self.store()
    for (arguments, environment, message) in [
      (["customize", "bar"], ["TERM": "dumb"], "oshi customize needs a terminal"),
      (["customize", "Bad Name"], [:], "slot name 'Bad Name' is not valid"),
    ] as [([String], [String: String], String)] {
      let ended = try Self.ended(oshi, "wait", arguments, environment: environment)
      #expect(ended["status"] as? Int == 64, "\(ended)")
      #expect(ended["taken"] as? Bool == false, "\(ended)")
      let output = ended["output"] as? String ?? ""
      #expect(output.contains(message), "\(output)")
      #expect(!output.contains("\u{1B}[?1049h"), "\(output)")
    }
  }
}
