import Foundation
import OshiCore
import OshiWords
import SnapshotTesting
import Testing

@testable import OshiWidgets

@Suite("Status-bar formats")
struct StatusFormatTests {
  /// A name full of what bars interpret.
  static let hostile = "A&B <3> #1 ##x #[fg=red] | \"q\" 'x' %{A1:rm -rf ~:} $HOME -- ---"

  static func contents() -> [BarContent] {
    contents(of: [
      Fixtures.face(.following, "2023-04-01", name: hostile),
      Fixtures.face(.birthday, "1999-11-22", name: "Aki"),
      Fixtures.face(.debut, "2019-11-30", name: "星野ルナ", symbol: "🌙"),
    ])
  }

  /// Each face's bar entry, its inline lines in 120 cells.
  static func contents(of faces: [WidgetFace]) -> [BarContent] {
    faces.map { face in
      let lines = Formatter.lines(
        for: face, family: .inline, budget: Budget(lines: 1, cells: 120), language: .en)
      return BarContent(face: face, lines: lines, language: .en)
    }
  }

  /// Every entry of `contents` in `format`, each under a heading with its state.
  static func rendered(_ contents: [BarContent], as format: StatusFormat) -> String {
    var output = ""
    for content in contents {
      output +=
        "== \(content.id) \(content.state.rawValue)\n" + format.render(content, menu: contents)
    }
    return output
  }

  @Test(
    "Golden output of every format, with a hostile name, on the day and otherwise",
    arguments: StatusFormat.allCases)
  func golden(format: StatusFormat) {
    assertSnapshot(
      of: Self.rendered(Self.contents(), as: format), as: .lines, named: format.rawValue)
  }

  /// Faces with colours: a hostile name painted (no symbol of its own), the symbols `%`
  /// and `#` that polybar and tmux read right before their own markup (soon, and on the
  /// day), and a face without a colour.
  static func colouredContents() -> [BarContent] {
    var faces = [
      Fixtures.face(.following, "2023-04-01", name: hostile, symbol: nil),
      Fixtures.face(.debut, "2019-11-29", name: "Aki#", symbol: "%"),
      Fixtures.face(.debut, "2019-11-30", name: "星野ルナ", symbol: "🌙"),
      Fixtures.face(.debut, "2019-11-22", name: "Rin", symbol: "#"),
    ]
    faces[0].color = OshiColor(hex: "#FF6F91")
    faces[1].color = OshiColor(hex: "#1E90FF")
    faces[3].color = OshiColor(hex: "#ADFF2F")
    return contents(of: faces)
  }

  @Test(
    "Golden output of every format with oshi colours: only the accent is painted",
    arguments: StatusFormat.allCases)
  func goldenColoured(format: StatusFormat) {
    assertSnapshot(
      of: Self.rendered(Self.colouredContents(), as: format), as: .lines,
      named: format.rawValue + "-coloured")
  }

  @Test("The accent is the symbol when the line holds it, else the name, else the short name")
  func accents() {
    var face = Fixtures.face(.following, "2023-04-01", name: "Aki", shortName: "A", symbol: "♡")
    #expect(face.accents.isEmpty)
    face.color = OshiColor(hex: "#FF6F91")
    #expect(face.accents == ["♡", "Aki", "A"])
    #expect(BarContent.split("♡ Aki day 3", at: face.accents)! == ("", "♡", " Aki day 3"))
    #expect(BarContent.split("Aki day 3", at: face.accents)! == ("", "Aki", " day 3"))
    #expect(BarContent.split("day 3 A", at: face.accents)! == ("day 3 ", "A", ""))
    // A symbol is never found inside another grapheme: ♡ with a variation selector is one.
    #expect(BarContent.split("♡\u{FE0F} x", at: ["♡"]) == nil)
    #expect(BarContent.split("day 3", at: face.accents) == nil)
    #expect(
      face.terminalPainted("♡ Aki day 3") == "\u{1B}[38;2;255;111;145m♡\u{1B}[39m Aki day 3")
    #expect(face.terminalPainted("day 3") == "day 3")
  }

  @Test("tmux: a run of # just before oshi's own style is 2k, so the style stays a style")
  func tmuxBeforeMarkup() {
    #expect(Escape.tmux("a#", beforeMarkup: true) == "a##")
    #expect(Escape.tmux("a##", beforeMarkup: true) == "a####")
    #expect(Escape.tmux("a#", beforeMarkup: false) == "a##")
    #expect(Escape.tmux("a##", beforeMarkup: false) == "a######")
  }

  @Test("i3blocks: the colour line is the oshi's, but the day keeps its own for exit 33")
  func i3blocksColour() {
    let contents = Self.colouredContents()
    let lines = contents.map { StatusFormat.i3blocks.render($0) }
    #expect(lines[0].hasSuffix("\n#ff6f91\n"))
    #expect(lines[1].hasSuffix("\n#1e90ff\n"))  // soon, and the oshi's colour wins
    #expect(lines[2].hasSuffix("\n\n"))  // no colour, not near
    #expect(lines[3].hasSuffix("\n#FF6F91\n"))  // the day
    #expect(lines.map(StatusFormat.isToday(i3blocks:)) == [false, false, false, true])
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
