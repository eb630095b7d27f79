import OshiWidgets

/// A program whose configuration can show a slot (issue 59): a bar, a lock screen's
/// command, a prompt or a desktop widget, with the files it reads.
public enum SlotConsumer: String, CaseIterable, Sendable {
  case waybar, polybar, i3blocks
  case i3statusRust = "i3status-rust"
  case tmux, hyprlock
  /// sway's configuration, where swaylock's command usually is (`bindsym … exec swaylock`).
  case sway
  /// i3's configuration, where i3lock's command usually is.
  case i3
  /// swayidle's configuration, which locks after a time (`timeout 300 'swaylock …'`).
  case swayidle
  case starship, eww, conky

  /// What starts a whole-line comment in its configuration language.
  ///
  /// A slot named only there shows nowhere. A comment after a setting on the same line
  /// is not looked for, so a slot named there counts.
  var commentMarkers: [String] {
    switch self {
    case .waybar: ["//"]  // JSONC
    case .polybar: [";", "#"]  // polybar(5)
    case .eww: [";"]  // yuck, a lisp
    case .conky: ["--", "#"]  // Lua since conky 1.10; `#` before it
    default: ["#"]
    }
  }

  /// Where it reads its configuration, as each program's own documentation says.
  ///
  /// `config` is `$XDG_CONFIG_HOME` (when absolute) or `~/.config`. Folders are read for
  /// the files whose names end with their suffix.
  func places(home: String, config: String, starshipConfig: String?) -> [ConfigPlace] {
    switch self {
    // waybar(5): "$XDG_CONFIG_HOME/waybar/", "~/.config/waybar/", "~/waybar/", named
    // `config` or `config.jsonc`.
    case .waybar:
      [config + "/waybar", home + "/.config/waybar", home + "/waybar"].flatMap { folder in
        [.file(folder + "/config"), .file(folder + "/config.jsonc")]
      }
    // polybar(5): $XDG_CONFIG_HOME/polybar/config and config.ini, then the same in
    // ~/.config; bars started with `-c` often keep more `.ini` files beside them.
    case .polybar:
      [config, home + "/.config"].flatMap { base in
        [.file(base + "/polybar/config"), .folder(base + "/polybar", suffix: ".ini")]
      }
    // i3blocks(1): $XDG_CONFIG_HOME/i3blocks/config, else ~/.i3blocks.conf.
    case .i3blocks: [.file(config + "/i3blocks/config"), .file(home + "/.i3blocks.conf")]
    // i3status-rust's README: $XDG_CONFIG_HOME/i3status-rust/config.toml by default;
    // others are given to it as an argument, and usually kept there too.
    case .i3statusRust: [.folder(config + "/i3status-rust", suffix: ".toml")]
    // tmux(1): ~/.tmux.conf, $XDG_CONFIG_HOME/tmux/tmux.conf, ~/.config/tmux/tmux.conf.
    case .tmux:
      [
        .file(home + "/.tmux.conf"), .file(config + "/tmux/tmux.conf"),
        .file(home + "/.config/tmux/tmux.conf"),
      ]
    // Hyprland's wiki (hyprlock): $XDG_CONFIG_HOME/hypr/hyprlock.conf.
    case .hyprlock: [.file(config + "/hypr/hyprlock.conf")]
    // sway(5): $XDG_CONFIG_HOME/sway/config (and ~/.sway/config); the `config.d`
    // folder is what `include` usually reads, after Debian's and Fedora's own config.
    case .sway:
      [
        .file(config + "/sway/config"), .folder(config + "/sway/config.d", suffix: ""),
        .file(home + "/.sway/config"),
      ]
    // i3(1): $XDG_CONFIG_HOME/i3/config, ~/.i3/config.
    case .i3: [.file(config + "/i3/config"), .file(home + "/.i3/config")]
    // swayidle(1): $XDG_CONFIG_HOME/swayidle/config.
    case .swayidle: [.file(config + "/swayidle/config")]
    // starship.rs/config: STARSHIP_CONFIG, else ~/.config/starship.toml; starship does
    // not read XDG_CONFIG_HOME.
    case .starship: [.file(starshipConfig ?? home + "/.config/starship.toml")]
    // eww's documentation: $XDG_CONFIG_HOME/eww/eww.yuck.
    case .eww: [.file(config + "/eww/eww.yuck")]
    // conky(1): $XDG_CONFIG_HOME/conky/conky.conf, else ~/.conkyrc.
    case .conky: [.file(config + "/conky/conky.conf"), .file(home + "/.conkyrc")]
    }
  }
}

/// A place a program reads its configuration from: a file, or the files of a folder whose
/// names end with a suffix (every file but hidden ones, with an empty suffix).
public enum ConfigPlace: Hashable, Sendable {
  case file(String)
  case folder(String, suffix: String)
}

/// Why a configuration file was not read.
///
/// Reading one never fails a command: it is skipped, and said in one line.
public enum SkipReason: Equatable, Sendable {
  /// A folder where a file was expected.
  case folder
  /// A FIFO, a socket or a device: never opened, so that nothing blocks on it.
  case notRegular
  /// Larger than ``SlotPlaces/largestFile``.
  case tooLarge
  /// Not UTF-8 text.
  case notUTF8
  /// The system refused to open or read it, with `errno`.
  case unreadable(Int32)
  /// A folder with more files than ``SlotPlaces/mostFilesInFolder``: the rest were
  /// not read.
  case tooManyFiles
}

/// A configuration file, as read: its text, or why it was not read.
public struct ConfigFile: Sendable, Equatable {
  /// The program that reads it.
  public var consumer: SlotConsumer
  /// Its path.
  public var path: String
  /// Its text, or nil when it was skipped.
  public var text: String?
  /// Why it was skipped.
  public var skipped: SkipReason?

  /// A file read whole.
  public init(_ consumer: SlotConsumer, _ path: String, text: String) {
    (self.consumer, self.path, self.text) = (consumer, path, text)
  }

  /// A file skipped.
  public init(_ consumer: SlotConsumer, _ path: String, skipped: SkipReason) {
    (self.consumer, self.path, self.skipped) = (consumer, path, skipped)
  }
}

/// Where each slot is shown: which configuration files name it, and, for a slot shown
/// nowhere, the `oshi integrate` lines for the programs installed.
///
/// Pure: given the files' texts and what is on `PATH`, it reads nothing itself
/// (`SlotPlaces+Reading.swift` does).
public struct SlotPlaces: Sendable, Equatable {
  /// One slot and the files that show it, in the order they were read.
  public struct Entry: Sendable, Equatable {
    /// The slot's name.
    public var slot: String
    /// The files that name it.
    public var files: [String]
  }

  /// A file not read, and why.
  public struct Skipped: Sendable, Equatable {
    /// Its path.
    public var path: String
    /// Why it was not read.
    public var reason: SkipReason
  }

  /// Each slot asked about, in that order.
  public var entries: [Entry]
  /// The targets of `oshi integrate` whose program is on `PATH`.
  public var installed: [IntegrationTarget]
  /// The files not read, each with why.
  public var skipped: [Skipped]

  /// The most of a file read: a configuration is far smaller.
  public static let largestFile = 1 << 20
  /// The most files read in one folder.
  public static let mostFilesInFolder = 100

  /// The programs `oshi integrate` configures, by the name they have on `PATH`.
  public static let programs: [(program: String, target: IntegrationTarget)] = [
    ("waybar", .waybar), ("polybar", .polybar), ("i3blocks", .i3blocks),
    ("i3status-rs", .i3statusRust), ("tmux", .tmux), ("hyprlock", .hyprlock),
    ("swaylock", .swaylock), ("i3lock", .i3lock), ("starship", .starship), ("eww", .eww),
    ("conky", .conky),
  ]

  /// Which of `files` show each of `slots`; `installed` are the targets found on `PATH`.
  public init(slots: [String], files: [ConfigFile], installed: [IntegrationTarget]) {
    self.installed = installed
    skipped = files.compactMap { file in file.skipped.map { Skipped(path: file.path, reason: $0) } }
    entries = slots.map { slot in
      let files = files.filter { file in
        file.text.map {
          SlotPlaces.mentions($0, slot: slot, comments: file.consumer.commentMarkers)
        }
          ?? false
      }
      return Entry(slot: slot, files: files.map(\.path))
    }
  }

  /// The `oshi integrate` lines that would show `slot`.
  ///
  /// One per installed program whose own slot it is (the lock screens for `lock`, the
  /// prompts for `prompt`, the bars for `bar`), else one per installed program. `db` is
  /// the store given with `--db`, which the lines repeat.
  public func suggestions(for slot: String, db: String? = nil) -> [String] {
    let fitting = installed.filter { $0.defaultSlot == slot }
    let store = db.map { " --db " + Schedule.shellQuoted($0) } ?? ""
    return (fitting.isEmpty ? installed : fitting).map {
      "oshi integrate \($0.rawValue) --slot \(slot)\(store)"
    }
  }
}

// Finding a slot's name in a configuration's text.
extension SlotPlaces {
  /// Whether `text` names `slot` outside whole-line comments: `--slot NAME`,
  /// `--slot=NAME`, each word shell-quoted or not (`'--slot' 'NAME'`, as `integrate`
  /// quotes what needs it, and `\"` inside a JSON or yuck string), or one of the files
  /// refresh writes for it (`/NAME.waybar.json`, `/NAME.tmux.txt`, `/NAME.txt`,
  /// `/NAME.png`) after a `/`.
  ///
  /// The name must end there: `--slot barx` and `/bar.txt.bak` do not name `bar`.
  static func mentions(_ text: String, slot: String, comments: [String]) -> Bool {
    let name = Array(slot.utf8)
    let files = refreshFiles(slot: slot).map { Array("/\($0)".utf8) }
    for line in text.split(whereSeparator: \.isNewline) {
      let start = line.drop { $0 == " " || $0 == "\t" }
      if comments.contains(where: { start.hasPrefix($0) }) { continue }
      let bytes = Array(start.utf8)
      if optionNames(name, in: bytes) { return true }
      if files.contains(where: { fileNamed($0, in: bytes) }) { return true }
    }
    return false
  }

  /// The files refresh writes for `slot`: its text, one per status format, its picture.
  static func refreshFiles(slot: String) -> [String] {
    ["\(slot).txt", RefreshFormats.pictureFile(slot: slot)]
      + StatusFormat.allCases.map { $0.fileName(slot: slot) }
  }

  /// Whether `line` has `--slot` followed by `name`.
  static func optionNames(_ name: [UInt8], in line: [UInt8]) -> Bool {
    let option = Array("--slot".utf8)
    var index = 0
    while let found = line.firstRange(of: option, from: index) {
      index = found.upperBound
      if found.lowerBound > 0, isNameByte(line[found.lowerBound - 1]) { continue }
      var cursor = skipQuote(line, at: found.upperBound)
      if cursor < line.count, line[cursor] == UInt8(ascii: "=") {
        cursor += 1
      } else {
        let blanks = line[cursor...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard !blanks.isEmpty else { continue }
        cursor += blanks.count
      }
      cursor = skipQuote(line, at: cursor)
      if endsName(name, in: line, at: cursor) { return true }
    }
    return false
  }

  /// Whether `line` has `file` (which starts with `/`), not followed by more of a name.
  static func fileNamed(_ file: [UInt8], in line: [UInt8]) -> Bool {
    var index = 0
    while let found = line.firstRange(of: file, from: index) {
      index = found.lowerBound + 1
      let next = found.upperBound < line.count ? line[found.upperBound] : nil
      if next.map({ !isNameByte($0) && $0 != UInt8(ascii: ".") }) ?? true { return true }
    }
    return false
  }

  /// Whether `name` is at `index` of `line`, and nothing of a name follows it.
  static func endsName(_ name: [UInt8], in line: [UInt8], at index: Int) -> Bool {
    guard line.count - index >= name.count, line[index..<index + name.count].elementsEqual(name)
    else { return false }
    let after = index + name.count
    return after == line.count || !isNameByte(line[after])
  }

  /// The index after a quote at `index` (`'`, `"`, or `\"` inside a JSON or yuck
  /// string), or `index` when there is none.
  static func skipQuote(_ line: [UInt8], at index: Int) -> Int {
    guard index < line.count else { return index }
    if line[index] == UInt8(ascii: "'") || line[index] == UInt8(ascii: "\"") { return index + 1 }
    if line[index] == UInt8(ascii: "\\"), index + 1 < line.count,
      line[index + 1] == UInt8(ascii: "\"")
    {
      return index + 2
    }
    return index
  }

  /// A byte that a slot's name, or an option's, could go on with.
  static func isNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }
}

extension Array where Element == UInt8 {
  /// The first range of `needle` at or after `start`.
  fileprivate func firstRange(of needle: [UInt8], from start: Int) -> Range<Int>? {
    guard !needle.isEmpty, count >= needle.count, start <= count - needle.count else { return nil }
    let first = needle[0]
    var index = start
    while index <= count - needle.count {
      if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) {
        return index..<index + needle.count
      }
      index += 1
    }
    return nil
  }
}
