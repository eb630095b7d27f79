import OshiCore
import OshiText

/// The status bars and menu bars oshi writes for, each with its consumer's own format.
///
/// Each format escapes what its consumer would interpret, so a name such as
/// `A&B <3 #1 | 100%` shows as written and can run or restyle nothing.
public enum StatusFormat: String, CaseIterable, Sendable {
  /// waybar's custom module with `"return-type": "json"`.
  case waybar
  /// i3blocks: full_text, short_text and colour lines.
  case i3blocks
  /// i3status-rust's custom block with `json = true`.
  case i3statusRust = "i3status-rust"
  /// polybar's custom/script module: one line.
  case polybar
  /// tmux's `#(…)` in status-left or status-right: one line.
  case tmux
  /// conky's `${execpi …}`: one line.
  case conky
  /// xbar and SwiftBar: title, `---`, then a menu of every widget.
  case xbar
  /// hyprlock's `label` (`text = cmd[update:…] …`): Pango markup, a line per line.
  case hyprlock
  /// swaylock-effects' `--datestr`: a strftime format, so `%` is doubled.
  case swaylock
  /// i3lock-color's `--greeter-text`: a line per line, which it draws as line breaks.
  case i3lock
  /// A shell prompt (starship, powerlevel10k, PS1): one line of plain text.
  case prompt
  /// eww's `defpoll` and AGS: one JSON object with text, tooltip, class and percentage.
  case eww
  /// GNOME's Argos: xbar's lines, with Argos's own switches that turn its markup and
  /// backslash escapes off (xbar refuses them, so they are a format of their own).
  case argos
  /// KDE's Command Output widget: one plain line, which its QML text never takes for
  /// rich text.
  case kde
  /// GNOME's Executor: one line of Pango markup, switched on with its own tag.
  case executor

  /// The file a refresh writes for a slot in this format.
  public func fileName(slot: String) -> String {
    switch self {
    case .waybar, .i3statusRust, .eww: "\(slot).\(rawValue).json"
    default: "\(slot).\(rawValue).txt"
    }
  }

  /// What the format is for, for `oshi options format`.
  public var summary: String {
    switch self {
    case .waybar: "waybar custom module, return-type json"
    case .i3blocks: "i3blocks: full_text, short_text, colour; exit 33 on the day"
    case .i3statusRust: "i3status-rust custom block, json = true"
    case .polybar: "polybar custom/script: one line"
    case .tmux: "tmux #(…): one line, # doubled"
    case .conky: "conky ${execpi} or ${catp}: one line, $ and # escaped"
    case .xbar: "xbar and SwiftBar: title, ---, menu"
    case .hyprlock: "hyprlock label cmd[]: Pango markup, a line per line"
    case .swaylock: "swaylock-effects --datestr: one line, % doubled"
    case .i3lock: "i3lock-color --greeter-text: a line per line"
    case .prompt: "shell prompts (starship, p10k, PS1): one line of plain text"
    case .eww: "eww defpoll and AGS: JSON text, tooltip, class, percentage"
    case .argos: "GNOME Argos: xbar's title, ---, menu, with markup and escapes off"
    case .kde: "KDE Command Output: one plain line, never read as rich text"
    case .executor: "GNOME Executor: one line of Pango markup"
    }
  }

  /// The output for one entry; `menu` lists every widget for the menu-bar formats, each
  /// line with `actions` when given.
  public func render(
    _ content: BarContent, menu: [BarContent] = [], actions: MenuActions? = nil
  ) -> String {
    switch self {
    case .waybar:
      return JSONValue.object([
        ("text", .string(StatusFormat.pango(content, content.text))),
        ("alt", .string(content.id)),
        ("tooltip", .string(Escape.pango(content.tooltip.joined(separator: "\n")))),
        // waybar takes a class or an array of them: the status joins the urgency.
        (
          "class",
          content.status == .active
            ? .string(content.state.rawValue)
            : .array([.string(content.state.rawValue), .string(content.status.rawValue)])
        ),
        ("percentage", .int(content.percentage)),
      ]).text + "\n"
    case .i3blocks:
      return
        "\(Escape.i3blocks(content.text))\n\(Escape.i3blocks(content.shortText))\n\(StatusFormat.i3blocksColour(content))\n"
    case .i3statusRust:
      let state: String =
        switch content.state {
        case .today: "Good"
        case .soon: "Info"
        case .normal: "Idle"
        }
      return JSONValue.object([
        ("state", .string(state)),
        ("text", .string(StatusFormat.pango(content, content.text))),
        ("short_text", .string(StatusFormat.pango(content, content.shortText))),
      ]).text + "\n"
    case .polybar:
      return content.painted(
        content.text, escape: { piece, _ in Escape.polybar(piece) },
        paint: { "%{F\($0.markup)}\($1)%{F-}" }) + "\n"
    case .tmux:
      // tmux's #[default] goes back to the status line's own style, not to what came
      // before oshi's output: only the accent is styled.
      return content.painted(
        content.text, escape: Escape.tmux, paint: { "#[fg=\($0.markup)]\($1)#[default]" })
        + "\n"
    case .conky:
      // conky's ${color} goes back to default_color.
      return content.painted(
        content.text, escape: { piece, _ in Escape.conky(piece) },
        paint: { "${color \($0.digits(uppercase: false))}\($1)${color}" }) + "\n"
    case .xbar:
      // Both apps accept these parameters; xbar refuses unknown ones, so no symbolize.
      return StatusFormat.menuBar(
        content, menu: menu, parameters: "emojize=false ansi=false",
        action: actions.map { actions in { actions.xbar($0) } }, actions: actions)
    case .argos:
      // Argos reads a title as Pango markup and decodes its backslash escapes unless told
      // not to (utilities.js, parseLine); both switches are Argos's own.
      return StatusFormat.menuBar(
        content, menu: menu, parameters: "useMarkup=false unescape=false emojize=false ansi=false",
        action: actions.map { actions in { actions.argos($0) } }, actions: actions)
    case .kde:
      return Escape.qtPlain(content.text) + "\n"
    case .executor:
      // Executor joins every line of the output and obeys any <executor.…> tag in it;
      // once escaped, the text can hold no tag of its own.
      return "<executor.markup.true>" + StatusFormat.pango(content, content.text) + "\n"
    case .hyprlock:
      // hyprlock hands a command's output to pango_parse_markup, which keeps line breaks
      // and refuses `<br/>` (the text is then shown raw, entities and all).
      return content.lines.map { StatusFormat.pango(content, $0) }.joined(separator: "\n") + "\n"
    case .swaylock:
      // swaylock-effects formats --datestr into a 256-byte buffer and draws nothing
      // sensible when it overflows: at most 255 bytes once %% is a %.
      return Escape.strftime(Escape.line(content.text).cut(toBytes: 255)) + "\n"
    case .i3lock:
      // i3lock-color draws \n, \r, \b and \t in its texts as moves; only \n is left.
      // It copies the text into 512 bytes, the last one the terminating zero.
      return content.lines.map(Escape.line).joined(separator: "\n").cut(toBytes: 511) + "\n"
    case .prompt:
      return Escape.line(content.text) + "\n"
    case .eww:
      // eww decodes backslash escapes in a label's :text (and refuses one it does not
      // know), but not in :tooltip; it takes classes separated by spaces.
      return JSONValue.object([
        ("text", .string(Escape.eww(Escape.line(content.text)))),
        ("tooltip", .string(content.tooltip.joined(separator: "\n"))),
        (
          "class",
          .string(
            content.status == .active
              ? content.state.rawValue : "\(content.state.rawValue) \(content.status.rawValue)")
        ),
        ("percentage", .int(content.percentage)),
        ("color", content.color.map { .string($0.markup) } ?? .null),
      ]).text + "\n"
    }
  }

  /// `text` as Pango markup, its accent in a `<span>` of the oshi's colour.
  ///
  /// For waybar, i3status-rust (whose custom block shows `text` with `pango-str`),
  /// hyprlock and Executor. The span nests, so what the bar's own format styles stays
  /// styled.
  static func pango(_ content: BarContent, _ text: String) -> String {
    content.painted(
      Escape.line(text), escape: { piece, _ in Escape.pango(piece) },
      paint: { "<span foreground=\"\($0.markup)\">\($1)</span>" })
  }

  /// A menu-bar plugin's output: the title, `---`, then every widget, each line ending in
  /// `parameters`.
  ///
  /// A line of an oshi with a colour is drawn in it (`color=#rrggbb`, which xbar,
  /// SwiftBar and Argos all read): the parameters colour a whole line.
  ///
  /// With `actions`, each widget's line has a submenu (`--` lines, which xbar, SwiftBar
  /// and Argos all read): show it in the slot, its oshi's timeline, its next occasion,
  /// each running `oshi open` through `action`'s parameters. A line whose parameters
  /// cannot be written (a path xbar cannot read) has no submenu.
  static func menuBar(
    _ content: BarContent, menu: [BarContent], parameters: String,
    action: ((OshiLink) -> String?)? = nil, actions: MenuActions? = nil
  ) -> String {
    func line(_ item: BarContent) -> String {
      Escape.xbar(item.text) + " | " + parameters
        + (item.color.map { " color=" + $0.markup } ?? "") + "\n"
    }
    var output = line(content) + "---\n"
    for item in menu.isEmpty ? [content] : menu {
      output += line(item)
      guard let action, let actions else { continue }
      for (label, link) in actions.links(for: item) {
        guard let run = action(link) else { continue }
        output += "--" + Escape.xbar(label) + " | " + parameters + " " + run + "\n"
      }
    }
    return output
  }

  /// Whether the format's menu lists every widget, so that it is run with `--all`.
  public var listsEveryWidget: Bool { self == .xbar || self == .argos }

  /// Whether i3blocks output that ``render(_:menu:)`` wrote is of the day (its third line
  /// is the day's colour), for the exit status 33 that marks the block urgent.
  ///
  /// The day's colour is written in upper case and an oshi's in lower case, so an oshi
  /// whose colour is the day's pink is never taken for the day.
  public static func isToday(i3blocks output: String) -> Bool {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).first
      == Substring(colour(.today))
  }

  /// i3blocks' colour line, which colours the whole block: the day's pink on the day
  /// (when i3bar draws the urgent block in its urgent colours anyway), else the oshi's
  /// colour, else amber within a week.
  static func i3blocksColour(_ content: BarContent) -> String {
    if content.state != .today, let color = content.color { return color.markup }
    return colour(content.state)
  }

  /// i3blocks' colour line: pink on the day, amber within a week, none otherwise.
  static func colour(_ state: BarState) -> String {
    switch state {
    case .today: "#FF6F91"
    case .soon: "#FFC75F"
    case .normal: ""
    }
  }
}

/// Escaping for each consumer.
///
/// Text reaching here is already free of control characters.
///
/// The rules follow each consumer's parser: waybar `custom.cpp`, i3blocks `i3bar.c`,
/// i3status-rust `formatter/pango.rs`, polybar `tags/parser.cpp`, tmux `format.c` and
/// `format-draw.c`, conky `core.cc`, xbar `plugins/parse.go`, SwiftBar `MenuLineParameters`,
/// hyprlock `TextCmdResource.cpp` with hyprgraphics `TextResource.cpp` (Pango markup),
/// swaylock-effects' `--datestr` (strftime), i3lock-color `unlock_indicator.c`
/// (`draw_text_with_cc`).
enum Escape {
  /// Any line break left would start a new protocol line.
  static func line(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  /// Pango markup: waybar and i3status-rust render `&`, `<` and `>` as markup.
  static func pango(_ text: String) -> String {
    text.escaped {
      switch $0 {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  /// i3blocks passes a line that is a whole JSON string (`"Bob"`) through undecoded;
  /// a trailing space keeps it plain text.
  static func i3blocks(_ text: String) -> String {
    let plain = line(text)
    return plain.count >= 2 && plain.hasPrefix("\"") && plain.hasSuffix("\"") ? plain + " " : plain
  }

  /// polybar reads `%{…}` as a formatting tag (even `%{A1:cmd:}`, a click command) and
  /// has no escape, so a zero-width space keeps `%` and `{` apart.
  static func polybar(_ text: String) -> String {
    var output = ""
    var previous: Character?
    for character in line(text) {
      if previous == "%" && character == "{" { output.append("\u{200B}") }
      output.append(character)
      previous = character
    }
    return output
  }

  /// tmux expands `#` formats in `#(…)` output, then its drawing step reads `##` and
  /// `#[` again.
  ///
  /// A run of k `#` becomes 4k − 2 (2 for a single `#`: doubled), or 2k before `[`, so
  /// that both passes leave exactly k `#` and never a style.
  ///
  /// A run just before a style of oshi's own (`beforeMarkup`) is a run before `[` too:
  /// 2k, so that the style's `#[` stays a style.
  static func tmux(_ text: String, beforeMarkup: Bool = false) -> String {
    let characters = Array(line(text))
    var output = ""
    var index = 0
    while index < characters.count {
      guard characters[index] == "#" else {
        output.append(characters[index])
        index += 1
        continue
      }
      var run = 0
      while index < characters.count && characters[index] == "#" {
        run += 1
        index += 1
      }
      let beforeStyle =
        index < characters.count ? characters[index] == "[" : beforeMarkup
      output += String(repeating: "#", count: beforeStyle ? 2 * run : 4 * run - 2)
    }
    return output
  }

  /// conky's execpi and catp parse `$` variables and `#` comments: `$$` and `\#` print them.
  static func conky(_ text: String) -> String {
    line(text).escaped {
      switch $0 {
      case "$": "$$"
      case "#": "\\#"
      default: nil
      }
    }
  }

  /// eww's label runs its text through `unescape` (`\\n`, `\\t`, `\\\\`, `\\x41` …, and an
  /// error for any other): every backslash doubled is one backslash.
  static func eww(_ text: String) -> String {
    text.escaped { $0 == "\\" ? "\\\\" : nil }
  }

  /// Qt's rich-text guess (`Qt::mightBeRichText`, which a QML Text's AutoText follows)
  /// looks at the first line for a `<` that opens a known tag, or a `&lt;` before it.
  ///
  /// A zero-width space after each `<` and inside each `&lt;` leaves the text as it
  /// reads, and plain.
  static func qtPlain(_ text: String) -> String {
    let characters = Array(line(text))
    var output = ""
    for (index, character) in characters.enumerated() {
      output.append(character)
      if character == "<" || (character == "&" && characters[(index + 1)...].starts(with: "lt;")) {
        output.append("\u{200B}")
      }
    }
    return output
  }

  /// strftime, which swaylock-effects applies to `--datestr`: `%%` prints `%`.
  static func strftime(_ text: String) -> String {
    line(text).replacingPercent()
  }

  /// xbar and SwiftBar split a line at `|` into text and parameters (`bash=`, `href=`),
  /// with no escape, and read lines starting with `-` as submenus or separators.
  static func xbar(_ text: String) -> String {
    var output = String(line(text).map { $0 == "|" ? "│" : $0 })
    if output.hasPrefix("-") { output = " " + output }
    return output
  }
}

extension String {
  /// The text cut between grapheme clusters to at most `limit` bytes of UTF-8, ending
  /// in "…" when cut.
  func cut(toBytes limit: Int) -> String {
    guard utf8.count > limit else { return self }
    var output = ""
    var bytes = "…".utf8.count
    for character in self {
      let size = character.utf8.count
      if bytes + size > limit { break }
      output.append(character)
      bytes += size
    }
    return output + "…"
  }

  /// Every `%` doubled.
  fileprivate func replacingPercent() -> String {
    var output = ""
    for character in self {
      if character == "%" { output += "%%" } else { output.append(character) }
    }
    return output
  }
}
