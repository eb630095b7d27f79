import OshiWidgets
import OshiWords
import Testing

@testable import OshiApp

/// Which configuration shows a slot (issue 59): the pure part, given the files' texts.
@Suite("Slot places: which configuration names a slot")
struct SlotPlacesTests {
  /// One line of a configuration, the slot looked for, and whether it names it.
  struct Row: CustomTestStringConvertible, Sendable {
    var consumer: SlotConsumer
    var line: String
    var slot: String
    var names: Bool
    var why: String
    var testDescription: String { "\(consumer.rawValue): \(why)" }
  }

  static let rows: [Row] = [
    Row(
      consumer: .waybar,
      line:
        #"  "exec": "/usr/bin/oshi render --slot bar --format waybar --db /home/you/oshi.sqlite","#,
      slot: "bar", names: true, why: "integrate's waybar line"),
    Row(
      consumer: .waybar, line: #"// "exec": "oshi render --slot bar --format waybar","#,
      slot: "bar", names: false, why: "a JSONC comment line shows nothing"),
    Row(
      consumer: .waybar, line: #""exec": "oshi render --slot barx --format waybar","#,
      slot: "bar", names: false, why: "--slot barx is another slot"),
    Row(
      consumer: .waybar, line: #""exec": "oshi render --slot bar-2 --format waybar","#,
      slot: "bar", names: false, why: "--slot bar-2 is another slot"),
    Row(
      consumer: .waybar, line: #""exec": "oshi render --slots bar","#,
      slot: "bar", names: false, why: "--slots is not --slot"),
    Row(
      consumer: .waybar, line: #""exec": "oshi render x--slot bar","#,
      slot: "bar", names: false, why: "x--slot is not --slot"),
    Row(
      consumer: .tmux, line: #"set -ag status-right " #(oshi render --slot=bar --format tmux)""#,
      slot: "bar", names: true, why: "--slot=bar"),
    Row(
      consumer: .tmux, line: #"set -ag status-right " #(oshi render '--slot' 'bar')""#,
      slot: "bar", names: true, why: "both words shell-quoted"),
    Row(
      consumer: .tmux, line: #"set -ag status-right " #(oshi render --slot 'bar')""#,
      slot: "bar", names: true, why: "the name shell-quoted"),
    Row(
      consumer: .tmux, line: "set -ag status-right \" #(oshi render '--slot=bar')\"",
      slot: "bar", names: true, why: "--slot=bar quoted as one word"),
    Row(
      consumer: .tmux, line: "set -ag status-right \" #(oshi render --slot\tbar)\"",
      slot: "bar", names: true, why: "a tab between option and name"),
    Row(
      consumer: .tmux, line: #"  # set -ag status-right " #(oshi render --slot bar)""#,
      slot: "bar", names: false, why: "an indented comment line shows nothing"),
    Row(
      consumer: .tmux, line: ##"set -g status-right "#H" # was: oshi render --slot bar"##,
      slot: "bar", names: true, why: "a comment after a setting is not looked for"),
    Row(
      consumer: .eww,
      line: #"  "oshi render \"--slot\" \"bar\" --format eww")"#,
      slot: "bar", names: true, why: #"\" quotes inside a yuck string"#),
    Row(
      consumer: .eww, line: #";; (defpoll oshi "oshi render --slot bar --format eww")"#,
      slot: "bar", names: false, why: "a yuck comment line shows nothing"),
    Row(
      consumer: .conky, line: "${execpi 60 oshi render --slot bar --format conky}",
      slot: "bar", names: true, why: "conky's execpi, ended by }"),
    Row(
      consumer: .conky, line: "-- ${execpi 60 oshi render --slot bar --format conky}",
      slot: "bar", names: false, why: "a Lua comment line shows nothing"),
    Row(
      consumer: .polybar, line: "exec = cat /home/you/.cache/oshi/bar.polybar.txt",
      slot: "bar", names: true, why: "refresh's polybar file, read with cat"),
    Row(
      consumer: .polybar, line: "; exec = oshi render --slot bar --format polybar",
      slot: "bar", names: false, why: "a polybar comment line shows nothing"),
    Row(
      consumer: .i3blocks, line: "command=cat /home/you/.cache/oshi/bar.i3blocks.txt",
      slot: "bar", names: true, why: "refresh's i3blocks file"),
    Row(
      consumer: .i3blocks, line: "command=cat /home/you/.cache/oshi/bar.txt",
      slot: "bar", names: true, why: "refresh's plain text file"),
    Row(
      consumer: .i3blocks, line: "command=cat /home/you/.cache/oshi/bar.txt.bak",
      slot: "bar", names: false, why: "another file whose name starts the same"),
    Row(
      consumer: .i3blocks, line: "command=cat /home/you/.cache/oshi/foobar.txt",
      slot: "bar", names: false, why: "another file whose name ends the same"),
    Row(
      consumer: .i3statusRust,
      line: #"command = "cat /home/you/.cache/oshi/bar.i3status-rust.json""#,
      slot: "bar", names: true, why: "refresh's i3status-rust file"),
    Row(
      consumer: .conky, line: "${catp /home/you/.cache/oshi/bar.conky.txt}",
      slot: "bar", names: true, why: "refresh's conky file, read with catp"),
    Row(
      consumer: .sway,
      line: "bindsym $mod+l exec swaylock --image '/home/you/.cache/oshi/lock.png' --color 000000",
      slot: "lock", names: true, why: "plain swaylock's picture of the slot"),
    Row(
      consumer: .swayidle, line: "timeout 300 'swaylock --datestr \"$(oshi render --slot lock)\"'",
      slot: "lock", names: true, why: "swayidle's timeout command"),
    Row(
      consumer: .hyprlock,
      line: "    text = cmd[update:60000] /usr/bin/oshi render --slot lock --format hyprlock",
      slot: "lock", names: true, why: "hyprlock's label"),
    Row(
      consumer: .starship,
      line: #"command = "oshi render --slot prompt --format prompt --cached --out /x""#,
      slot: "prompt", names: true, why: "starship's custom command"),
    Row(
      consumer: .starship, line: #"command = "oshi render --slot prompt""#,
      slot: "promp", names: false, why: "a slot whose name starts another's"),
  ]

  @Test("A line names a slot, or not", arguments: rows)
  func mentions(row: Row) {
    let found = SlotPlaces.mentions(
      row.line + "\n", slot: row.slot, comments: row.consumer.commentMarkers)
    #expect(found == row.names, "\(row.line)")
  }

  @Test("--slot at the end of a line and the name on the next do not count")
  func splitLines() {
    #expect(!SlotPlaces.mentions("oshi render --slot\nbar\n", slot: "bar", comments: ["#"]))
    #expect(
      SlotPlaces.mentions("# a comment\r\noshi render --slot bar\r\n", slot: "bar", comments: ["#"])
    )
  }

  /// The consumer whose file holds each target's snippet.
  static let consumers: [(IntegrationTarget, SlotConsumer)] = [
    (.waybar, .waybar), (.i3blocks, .i3blocks), (.i3statusRust, .i3statusRust),
    (.polybar, .polybar), (.tmux, .tmux), (.conky, .conky), (.hyprlock, .hyprlock),
    (.swaylock, .sway), (.i3lock, .i3), (.starship, .starship), (.eww, .eww),
  ]

  @Test("What oshi integrate prints for each consumer names its slot, and no other")
  func integrateSnippets() throws {
    for (target, consumer) in Self.consumers {
      for locker in [LockScreenVariant.textual, .plain] {
        // Paths with a space and a quote, so that integrate quotes them.
        var integration = Integration(
          binary: "/opt/my oshi/bin/oshi", store: "/home/you/Aki's/oshi.sqlite",
          output: "/home/you/.cache/oshi", slot: "bar-2")
        integration.language = .ja
        let snippet = try integration.snippet(for: target, locker: locker)
        let comments = consumer.commentMarkers
        #expect(
          SlotPlaces.mentions(snippet, slot: "bar-2", comments: comments), "\(target) \(locker)")
        #expect(!SlotPlaces.mentions(snippet, slot: "bar", comments: comments), "\(target)")
        #expect(!SlotPlaces.mentions(snippet, slot: "ar-2", comments: comments), "\(target)")
      }
    }
  }

  @Test("Each slot gets the files that name it, in order; skipped files are kept")
  func places() {
    let places = SlotPlaces(
      slots: ["bar", "lock", "prompt"],
      files: [
        ConfigFile(.waybar, "/h/.config/waybar/config", text: #""exec": "oshi render --slot bar""#),
        ConfigFile(.polybar, "/h/.config/polybar/config", skipped: .folder),
        ConfigFile(
          .tmux, "/h/.tmux.conf", text: "set -ag status-right \"#(oshi render --slot bar)\""),
        ConfigFile(.conky, "/h/.conkyrc", skipped: .notUTF8),
      ],
      installed: [.waybar, .swaylock, .i3lock])
    #expect(
      places.entries == [
        .init(slot: "bar", files: ["/h/.config/waybar/config", "/h/.tmux.conf"]),
        .init(slot: "lock", files: []), .init(slot: "prompt", files: []),
      ])
    #expect(
      places.skipped == [
        .init(path: "/h/.config/polybar/config", reason: .folder),
        .init(path: "/h/.conkyrc", reason: .notUTF8),
      ])
    // The lock screens for lock; for a slot no program is made for, every one installed.
    #expect(
      places.suggestions(for: "lock")
        == ["oshi integrate swaylock --slot lock", "oshi integrate i3lock --slot lock"])
    #expect(
      places.suggestions(for: "prompt", db: "/my store/o.sqlite") == [
        "oshi integrate waybar --slot prompt --db '/my store/o.sqlite'",
        "oshi integrate swaylock --slot prompt --db '/my store/o.sqlite'",
        "oshi integrate i3lock --slot prompt --db '/my store/o.sqlite'",
      ])
    let none = SlotPlaces(slots: ["bar"], files: [], installed: [])
    #expect(none.suggestions(for: "bar").isEmpty)
    #expect(
      none.notes(db: nil).map(\.en) == [
        "slot 'bar' is shown nowhere yet",
        "no bar, lock screen or prompt that oshi integrate configures is on PATH (oshi integrate --help lists them)",
      ])
  }

  @Test("The usual places follow XDG_CONFIG_HOME and HOME, and STARSHIP_CONFIG")
  func usualPlaces() {
    let waybar = SlotConsumer.waybar.places(home: "/h", config: "/x", starshipConfig: nil)
    #expect(waybar.first == .file("/x/waybar/config"))
    #expect(waybar.contains(.file("/h/.config/waybar/config.jsonc")))
    #expect(waybar.contains(.file("/h/waybar/config")))
    #expect(
      SlotConsumer.tmux.places(home: "/h", config: "/x", starshipConfig: nil).contains(
        .file("/x/tmux/tmux.conf")))
    #expect(
      SlotConsumer.starship.places(home: "/h", config: "/x", starshipConfig: "/s.toml") == [
        .file("/s.toml")
      ])
    // starship reads ~/.config, whatever XDG_CONFIG_HOME says.
    #expect(
      SlotConsumer.starship.places(home: "/h", config: "/x", starshipConfig: nil) == [
        .file("/h/.config/starship.toml")
      ])
    #expect(
      SlotConsumer.sway.places(home: "/h", config: "/x", starshipConfig: nil).contains(
        .folder("/x/sway/config.d", suffix: "")))
    // Every program oshi integrate names on PATH has a target, each once.
    #expect(Set(SlotPlaces.programs.map(\.target)).count == SlotPlaces.programs.count)
  }
}
