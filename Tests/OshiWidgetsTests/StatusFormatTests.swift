import Foundation
import OshiCore
import SnapshotTesting
import Testing

@testable import OshiWidgets

@Suite("Status-bar formats")
struct StatusFormatTests {
  /// A name full of what bars interpret.
  static let hostile = "A&B <3> #1 ##x #[fg=red] | \"q\" 'x' %{A1:rm -rf ~:} $HOME -- ---"

  static func contents() -> [BarContent] {
    let faces = [
      Fixtures.face(.following, "2023-04-01", name: hostile),
      Fixtures.face(.birthday, "1999-11-22", name: "Aki"),
      Fixtures.face(.debut, "2019-11-30", name: "星野ルナ", symbol: "🌙"),
    ]
    return faces.map { face in
      let lines = Formatter.lines(
        for: face, family: .inline, budget: Budget(lines: 1, cells: 120), language: .en)
      return BarContent(face: face, lines: lines, language: .en)
    }
  }

  @Test(
    "Golden output of every format, with a hostile name, on the day and otherwise",
    arguments: StatusFormat.allCases)
  func golden(format: StatusFormat) {
    let contents = Self.contents()
    var output = ""
    for content in contents {
      output +=
        "== \(content.id) \(content.state.rawValue)\n" + format.render(content, menu: contents)
    }
    assertSnapshot(of: output, as: .lines, named: format.rawValue)
  }

  @Test("swaylock and i3lock are cut to their buffers, 255 and 511 bytes, between characters")
  func lockLimits() {
    // One line of 640 bytes for swaylock; three of 240 for i3lock.
    let text = String(repeating: "星🌙%", count: 80)
    let line = String(repeating: "星🌙%", count: 30)
    let content = BarContent(
      id: "w", text: text, shortText: text, tooltip: [], state: .normal, percentage: 0,
      lines: [line, line, line])
    let swaylock = String(StatusFormat.swaylock.render(content).dropLast())
    let expanded = swaylock.replacingOccurrences(of: "%%", with: "%")
    #expect(expanded.utf8.count <= 255 && expanded.utf8.count > 245)
    #expect(expanded.hasSuffix("…") && text.hasPrefix(expanded.dropLast()))
    let i3lock = String(StatusFormat.i3lock.render(content).dropLast())
    #expect(i3lock.utf8.count <= 511 && i3lock.utf8.count > 500)
    #expect(i3lock.hasSuffix("…"))
    #expect(i3lock.split(separator: "\n").count == 3)
    // Short text is left whole.
    let short = BarContent(
      id: "w", text: "100% day 1", shortText: "", tooltip: [], state: .normal, percentage: 0)
    #expect(StatusFormat.swaylock.render(short) == "100%% day 1\n")
    #expect(StatusFormat.i3lock.render(short) == "100% day 1\n")
  }

  @Test("executor: a name holding Executor's own tags leaves exactly one, oshi's")
  func executorTags() {
    let text = "<executor.css.x> <executor.markup.false> A&B"
    let content = BarContent(
      id: "w", text: text, shortText: text, tooltip: [], state: .normal, percentage: 0)
    let output = StatusFormat.executor.render(content)
    #expect(output.components(separatedBy: "<executor.").count == 2)
    #expect(
      output
        == "<executor.markup.true>&lt;executor.css.x&gt; &lt;executor.markup.false&gt; A&amp;B\n")
  }

  @Test("waybar: one JSON line whose text is Pango-escaped")
  func waybar() throws {
    let content = try #require(Self.contents().first)
    let output = StatusFormat.waybar.render(content)
    #expect(output.hasSuffix("\n") && output.dropLast().split(separator: "\n").count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["text", "alt", "tooltip", "class", "percentage"])
    let text = try #require(object["text"] as? String)
    #expect(!text.contains("<") && !text.contains(">"))
    #expect(text.contains("A&amp;B &lt;3&gt;"))
    #expect(object["class"] as? String == "normal")
    #expect(object["percentage"] as? Int == 64)
  }

  @Test("waybar's class gains the status of an oshi on hiatus or graduated, as an array")
  func waybarStatus() throws {
    var face = Fixtures.face(.following, "2023-04-01")
    for (status, expected) in [(Oshi.Status.hiatus, "hiatus"), (.graduated, "graduated")] {
      face.status = status
      let content = BarContent(face: face, lines: ["x"], language: .en)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(StatusFormat.waybar.render(content).utf8))
          as? [String: Any])
      #expect(object["class"] as? [String] == ["normal", expected])
    }
  }

  @Test("Classes follow the day: today, soon, normal")
  func states() {
    #expect(BarState(Fixtures.face(.birthday, "1999-11-22")) == .today)
    #expect(BarState(Fixtures.face(.birthday, "1999-11-29")) == .soon)
    #expect(BarState(Fixtures.face(.birthday, "1999-11-30")) == .normal)
    #expect(BarState(Fixtures.face(.following, "2024-02-27")) == .today)  // day 1000
    #expect(BarState(Fixtures.face(.following, "2023-04-01")) == .normal)
  }

  @Test(
    "tmux: every # survives both of tmux's passes, and no #[ style starts",
    arguments: [
      ("#1", "##1"), ("##x", "######x"), ("#[fg=red]", "##[fg=red]"), ("a###", "a##########"),
      ("no hash", "no hash"),
    ])
  func tmux(text: String, expected: String) {
    #expect(Escape.tmux(text) == expected)
  }

  @Test("polybar: a %{ tag can never open; a lone % stays")
  func polybar() {
    let output = Escape.polybar("100% %{A1:rm -rf ~:}x%{F#f00}")
    #expect(!output.contains("%{"))
    #expect(output.contains("100% "))
    #expect(output.filter { $0 != "\u{200B}" } == "100% %{A1:rm -rf ~:}x%{F#f00}")
  }

  @Test("xbar: a name cannot add parameters or submenus")
  func xbar() {
    let output = StatusFormat.xbar.render(
      BarContent(
        id: "x", text: "--- a | bash=/bin/rm", shortText: "", tooltip: [], state: .normal,
        percentage: 0))
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == " --- a │ bash=/bin/rm | emojize=false ansi=false")
    #expect(lines[1] == "---")
    for line in lines where line != "---" && !line.isEmpty {
      #expect(line.split(separator: "|").count == 2)
      #expect(!line.hasPrefix("-"))
    }
  }

  @Test("conky: $ and # are escaped for execpi")
  func conky() {
    #expect(Escape.conky("$HOME #1") == "$$HOME \\#1")
  }

  @Test("i3blocks: three lines; a whole-JSON-string line stays plain")
  func i3blocks() {
    let output = StatusFormat.i3blocks.render(
      BarContent(
        id: "x", text: "\"Bob\"", shortText: "B", tooltip: [], state: .today, percentage: 100))
    #expect(output == "\"Bob\" \nB\n#FF6F91\n")
  }
}
