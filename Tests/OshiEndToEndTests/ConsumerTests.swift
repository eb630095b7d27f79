import Foundation
import Testing

/// oshi's output fed to the real consumers, as a fan's desktop would.
///
/// tmux is drawn on a pseudo-terminal and read back through a terminal emulator (pyte),
/// conky prints to its console, and i3blocks speaks i3bar's JSON protocol. Each must show
/// a hostile name exactly as the plain text has it, so that a regression in any format's
/// escaping fails here. CI installs them (OSHI_REQUIRE_CONSUMERS=1); elsewhere a missing
/// one is skipped.
@Suite("Real consumers show what refresh wrote, literally", .serialized)
struct ConsumerTests {
  /// Whether Debian's python3 can import pyte (python3-pyte), the terminal emulator that
  /// reads tmux's screen back.
  static let hasPyte = Programs.python("import pyte", interpreter: "/usr/bin/python3")

  /// Every character that one bar or another interprets.
  static let hostile = #"A&B <3> #1 ##x #[fg=red] | "q" 'x' %{A1:x:} ${HOME} $$ \n -- ---"#

  /// A store whose slot `bar` shows the hostile name; returns the harness and the plain
  /// line the slot shows, as wide as the bars below are given (--width 120), so that
  /// the whole name reaches them.
  static func store() throws -> (Harness, String) {
    let oshi = try Harness()
    try oshi.ok(["add", "--slug", "h", "--since", "2023-04-01", "--", hostile])
    try oshi.ok(["slot", "set", "bar", "--widget", "h-following"])
    let plain = try oshi.ok(["render", "--slot", "bar", "--width", "120"])
    #expect(plain.contains(hostile), "\(plain)")
    return (oshi, plain.trimmingCharacters(in: .newlines))
  }

  /// The last state of the block `name` in what i3blocks printed: i3bar's protocol, a
  /// JSON array of blocks per line, each line after the first led by a comma.
  static func lastBlock(named name: String, in output: String) -> [String: Any]? {
    output.split(separator: "\n").compactMap { line -> [String: Any]? in
      let array = line.drop { $0 == "," }
      guard array.hasPrefix("[{"),
        let parsed = try? JSONSerialization.jsonObject(with: Data(array.utf8)) as? [[String: Any]]
      else { return nil }
      return parsed.first { $0["name"] as? String == name }
    }.last
  }

  /// `render --slot bar --format FORMAT --width 120`, written to a file for a bar to read.
  static func written(_ format: String, _ oshi: Harness) throws -> String {
    let file = oshi.folder.appendingPathComponent("bar.\(format).txt")
    try oshi.ok(["render", "--slot", "bar", "--format", format, "--width", "120"]).write(
      to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  /// tmux's status line showing `#(cat file)`, drawn on a pseudo-terminal with 24-bit
  /// colour and read back through pyte: the line, then each run of cells in one colour
  /// (pyte's name for it, `default` or `rrggbb`) with its text.
  static func tmuxStatusLine(showing file: String, in oshi: Harness) throws -> (
    line: String, runs: [(colour: String, text: String)]
  ) {
    let config = oshi.folder.appendingPathComponent("tmux.conf")
    try """
    set -g status-interval 1
    set -g status-left ''
    set -g window-status-format ''
    set -g window-status-current-format ''
    set -g status-right-length 200
    set -as terminal-features ',xterm*:RGB'
    set -g status-right '#(cat \(file))'
    """.write(to: config, atomically: true, encoding: .utf8)
    let socket = oshi.folder.appendingPathComponent("tmux.sock").path
    let program = """
      import os, pty, select, sys, time
      import pyte
      import fcntl, struct, termios
      pid, fd = pty.fork()
      if pid == 0:
          fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 6, 200, 0, 0))
          os.environ["TERM"] = "xterm-256color"
          os.execvp("tmux", ["tmux", "-S", sys.argv[2], "-f", sys.argv[1], "new-session", "sleep 6"])
      screen = pyte.Screen(200, 6)
      stream = pyte.ByteStream(screen)
      end = time.time() + 4
      while time.time() < end:
          if select.select([fd], [], [], 0.1)[0]:
              try:
                  stream.feed(os.read(fd, 65536))
              except OSError:
                  break
      os.system("tmux -S " + sys.argv[2] + " kill-server")
      row = screen.buffer[5]
      line = screen.display[-1].rstrip()
      runs, colour = [], None
      for x in range(len(line)):
          cell = row[x]
          if cell.data == "":
              continue
          if cell.fg != colour:
              runs.append([cell.fg, ""])
              colour = cell.fg
          runs[-1][1] += cell.data
      print(line)
      for fg, text in runs:
          print(fg + "\\t" + text)
      """
    let result = try oshi.shell(["python3", "-c", program, config.path, socket])
    var lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty, "tmux showed nothing: \(result.stderr)")
    let line = lines.isEmpty ? "" : lines.removeFirst()
    let runs = lines.map { run in
      let parts = run.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
    return (line, runs)
  }

  @Test(
    "tmux 3.3 draws render --format tmux in its status line exactly as the plain text reads",
    .enabled(if: Programs.runs(Programs.has("tmux") && ConsumerTests.hasPyte)))
  func tmux() throws {
    let (oshi, plain) = try Self.store()
    let shown = try Self.tmuxStatusLine(showing: try Self.written("tmux", oshi), in: oshi).line
    #expect(shown.hasSuffix(plain), "tmux showed '\(shown)', the slot is '\(plain)'")
  }

  @Test(
    "conky 1.18 prints render --format conky through execpi exactly as the plain text reads",
    .enabled(if: Programs.runs(Programs.has("conky"))))
  func conky() throws {
    let (oshi, plain) = try Self.store()
    let file = try Self.written("conky", oshi)
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
    let shown = result.stdout.trimmingCharacters(in: .newlines)
    #expect(shown == plain, "conky showed '\(shown)', the slot is '\(plain)'")
  }

  /// The block i3blocks 1.4 hands i3bar for slot `bar`, as `render --format i3blocks`
  /// writes it at 120 cells.
  static func i3blocksBlock(_ oshi: Harness) throws -> [String: Any] {
    let config = oshi.folder.appendingPathComponent("i3blocks.conf")
    try """
    [oshi]
    command=oshi render --slot bar --format i3blocks --width 120
    interval=once

    """.write(to: config, atomically: true, encoding: .utf8)
    // i3blocks runs until it is stopped; timeout stops it once the block has been read.
    let result = try oshi.shell(["timeout", "2", "i3blocks", "-c", config.path])
    return try #require(
      lastBlock(named: "oshi", in: result.stdout),
      "i3blocks printed: \(result.stdout) \(result.stderr) (\(result.status))")
  }

  @Test(
    "i3blocks 1.4 passes render --format i3blocks to i3bar with full and short text",
    .enabled(if: Programs.runs(Programs.has("i3blocks"))))
  func i3blocks() throws {
    let (oshi, plain) = try Self.store()
    let block = try Self.i3blocksBlock(oshi)
    #expect(block["full_text"] as? String == plain)
    let circular = try oshi.ok(["render", "h-following", "--family", "circular"])
      .split(separator: "\n").joined(separator: " ")
    #expect(block["short_text"] as? String == circular)
  }
}
