import Foundation
import OshiCommandWords
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets
import OshiWords

/// Which lock screen is installed: one that draws text (swaylock-effects, i3lock-color),
/// or Debian's plain swaylock or i3lock, which take only a picture.
public enum LockScreenVariant: Sendable, Equatable {
  /// swaylock-effects or i3lock-color, or none found: the text options.
  case textual
  /// Plain swaylock or i3lock: no text options.
  case plain

  /// The option only the text-drawing variant takes.
  static func textOption(for target: IntegrationTarget) -> String? {
    switch target {
    case .swaylock: "--datestr=oshi"
    case .i3lock: "--greeter-text=oshi"
    default: nil
    }
  }

  /// The variant of `target`'s program on `path`, colon-separated folders.
  ///
  /// The program is asked for its version with the text option before it: the plain
  /// one refuses the option (exit 1) and locks nothing; the other prints its version.
  /// Anything else, and a missing program, is ``textual``.
  public static func detect(_ target: IntegrationTarget, path: String) -> LockScreenVariant {
    guard let option = textOption(for: target) else { return .textual }
    let program = target.rawValue
    for folder in path.split(separator: ":") {
      let binary = "\(folder)/\(program)"
      guard FileManager.default.isExecutableFile(atPath: binary) else { continue }
      guard let outcome = try? Companion.run(binary, [option, "--version"]) else {
        return .textual
      }
      return outcome.status == 0 ? .textual : .plain
    }
    return .textual
  }
}

/// What `oshi integrate TARGET` configures.
public enum IntegrationTarget: String, CaseIterable, Sendable {
  case waybar, i3blocks
  case i3statusRust = "i3status-rust"
  case polybar, tmux, conky, xbar, hyprlock, swaylock, i3lock, starship, p10k, eww, kde, gnome,
    argos

  /// The format the target reads.
  public var format: StatusFormat {
    switch self {
    case .waybar: .waybar
    case .i3blocks: .i3blocks
    case .i3statusRust: .i3statusRust
    case .polybar: .polybar
    case .tmux: .tmux
    case .conky: .conky
    case .xbar: .xbar
    case .kde: .kde
    case .gnome: .executor
    case .argos: .argos
    case .hyprlock: .hyprlock
    case .swaylock: .swaylock
    case .i3lock: .i3lock
    case .starship, .p10k: .prompt
    case .eww: .eww
    }
  }

  /// The slot the snippet shows when none is given: lock screens show `lock`, prompts
  /// `prompt`, the rest `bar`.
  public var defaultSlot: String {
    switch self {
    case .hyprlock, .swaylock, .i3lock: "lock"
    case .starship, .p10k: "prompt"
    default: "bar"
    }
  }
}

/// The configuration that shows oshi in a bar, a lock screen, a prompt or a desktop
/// widget, with the user's own paths, ready to paste, as `schedule` prints its units.
///
/// Each snippet runs `oshi render --slot NAME --format F` (a prompt with `--cached`, as it
/// runs at every prompt; a menu bar's menu lists every widget, whose lines act), quoted
/// for the shell and then for the consumer's own configuration language.
public struct Integration: Sendable {
  /// The absolute path of the oshi binary.
  public var binary: String
  /// The absolute path of the store.
  public var store: String
  /// Refresh's output folder, which `--cached` reads.
  public var output: String
  /// The slot shown.
  public var slot: String
  /// The language of the snippets' comments; the configuration itself is the same.
  public var language: Language = .en
  /// Whether the slot rotates through more than one widget: a left click then shows the
  /// next one, else the occasion of the one it shows.
  public var rotates = false

  /// Creates an integration.
  public init(binary: String, store: String, output: String, slot: String) {
    (self.binary, self.store, self.output, self.slot) = (binary, store, output, slot)
  }

  /// The command, quoted for a POSIX shell.
  public func command(for target: IntegrationTarget) -> String {
    var words = [
      binary, "render", "--slot", slot, "--format", target.format.rawValue, "--db", store,
    ]
    if target.format == .prompt { words += ["--cached", "--out", output] }
    return words.map(Schedule.shellQuoted).joined(separator: " ")
  }

  /// The command that opens `link`, quoted for a POSIX shell: ids only, so that no
  /// name, label or symbol ever reaches a command line.
  public func action(_ link: OshiLink) -> String {
    [binary, "open", link.url, "--db", store].map(Schedule.shellQuoted).joined(separator: " ")
  }

  /// The clicks a bar takes, in the order the snippets write them.
  public var clicks: Clicks {
    Clicks(
      left: action(.slot(slot, rotates ? .next : .occasion)),
      right: action(.slot(slot, .occasion)),
      up: action(.slot(slot, .previous)),
      down: action(.slot(slot, .next)))
  }

  /// The commands of a bar's clicks: a left click steps a rotating slot on (a slot of
  /// one widget shows its occasion instead), a right click shows the occasion, the
  /// wheel steps back and on.
  public struct Clicks: Sendable, Equatable {
    public var left: String
    public var right: String
    public var up: String
    public var down: String
  }

  /// The snippet for `target`.
  ///
  /// - Throws: for hyprlock, when a path holds what hyprlang or hyprlock would change in
  ///   the line before any shell sees it, which no quoting prevents.
  public func snippet(for target: IntegrationTarget, locker: LockScreenVariant = .textual)
    throws(OshiError) -> String
  {
    let command = command(for: target)
    let clicks = clicks
    if locker == .plain, target == .swaylock || target == .i3lock {
      return plainLockSnippet(for: target)
    }
    switch target {
    case .waybar:
      return """
        \(Words.Snippets.waybar(language))
        "custom/oshi": {
          "exec": \(JSONValue.string(command).text),
          "return-type": "json",
          "interval": 60,
          "on-click": \(JSONValue.string(clicks.left).text),
          "on-click-right": \(JSONValue.string(clicks.right).text),
          "on-scroll-up": \(JSONValue.string(clicks.up).text),
          "on-scroll-down": \(JSONValue.string(clicks.down).text)
        },

        """
    case .i3blocks:
      return """
        # i3blocks (~/.config/i3blocks/config)\(Words.Snippets.i3blocksUrgent(language))
        \(Words.Snippets.i3blocksClicks(language))
        [oshi]
        command=\(command)
        interval=60

        """
    case .i3statusRust:
      return """
        # i3status-rust (~/.config/i3status-rust/config.toml)
        [[block]]
        block = "custom"
        command = \(Integration.tomlString(command))
        json = true
        interval = 60
        \(Integration.i3statusRustClicks(clicks))
        """
    case .polybar:
      return """
        ; polybar (~/.config/polybar/config.ini): \(Words.Snippets.addToModulesRight(language))
        [module/oshi]
        type = custom/script
        exec = \(command)
        interval = 60
        click-left = \(clicks.left)
        click-right = \(clicks.right)
        scroll-up = \(clicks.up)
        scroll-down = \(clicks.down)

        """
    case .tmux:
      return """
        # tmux (~/.tmux.conf)
        set -g status-interval 60
        set -ag status-right \(Integration.tmuxString(" #(\(command))"))

        """
    case .conky:
      // conky hands the rest of `${execpi 60 …}` to the shell as written, `$` and `#`
      // included; a `}` in a path would end it early.
      return """
        -- conky (~/.config/conky/conky.conf): \(Words.Snippets.conky(language))
        ${execpi 60 \(command)}

        """
    case .xbar:
      return Integration.script(
        command,
        comment: Words.Snippets.xbar(language).split(separator: "\n").map(String.init))
    case .kde:
      // Command Output (com.github.zren.commandoutput) shows all of the output in a QML
      // Text; Kargos reads titles as HTML and splits its menu at any "---", so it is not
      // offered (it is for Plasma 5, and unchanged since 2020).
      return """
        \(Words.Snippets.kde(language))
          Command: \(command)
          Interval: 60000 ms
          On Click: \(clicks.left)
          Mouse Wheel Up: \(clicks.up)
          Mouse Wheel Down: \(clicks.down)
        \(Words.Snippets.kdeOneLine(language))

        """
    case .gnome:
      return """
        \(Words.Snippets.gnome(language))
          Command: \(command)
          Interval: 60 s
        \(Words.Snippets.gnomeMarkup(language))

        """
    case .argos:
      return Integration.script(
        command,
        comment: Words.Snippets.argos(language).split(separator: "\n").map(String.init))
    case .hyprlock:
      let command = try hyprlockCommand()
      return """
        # hyprlock (~/.config/hypr/hyprlock.conf): \(Words.Snippets.hyprlockMarkup(language))
        label {
            text = cmd[update:60000] \(Integration.hyprlangText(command))
            text_align = center
            font_family = Noto Sans CJK JP
            halign = center
            valign = center
        }

        """
    case .swaylock:
      return """
        \(Words.Snippets.swaylockEffects(language))
        swaylock --clock --indicator --timestr '' --datestr "$(\(command))"

        """
    case .i3lock:
      return """
        \(Words.Snippets.i3lockColor(language))
        i3lock --greeter-text="$(\(command))" --greeter-align=1 --greeter-pos='ix-150:iy+150'

        """
    case .starship:
      return """
        # starship (~/.config/starship.toml)\(Words.Snippets.starshipSchedule(language))
        [custom.oshi]
        command = \(Integration.tomlString(command))
        when = true
        format = "[$output]($style) "

        """
    case .p10k:
      return """
        \(Words.Snippets.powerlevel10k(language))
        function prompt_oshi() {
          local text=$(\(command))
          p10k segment -t "${text//\\%/%%}"
        }

        """
    case .eww:
      return """
        \(Words.Snippets.eww(language))
        (defpoll oshi :interval "60s"
          :initial '{"text":"","tooltip":"","class":"","percentage":0}'
          \(Integration.yuckString(command)))
        (defwidget oshi []
          (eventbox :onclick \(Integration.yuckString(clicks.left))
            :onrightclick \(Integration.yuckString(clicks.right))
            :onscroll \(Integration.yuckString(Integration.scroll(clicks)))
            (box :class {oshi.class} :tooltip {oshi.tooltip}
              (label :text {oshi.text}))))

        """
    }
  }

  /// The warning for a snippet whose slot is not in `context`'s store yet; nil when it is,
  /// or when the target shows every widget.
  public func missingSlotWarning(for target: IntegrationTarget, in context: Context)
    throws(OshiError) -> String?
  {
    guard try context.store.contents().slot(named: slot) == nil else { return nil }
    return Words.Snippets.noSlotYet(slot)(context.language)
  }

  /// Where refresh writes the slot's picture, with png in its formats.
  var picture: String { output + "/" + slot + ".png" }

  /// The snippet for Debian's plain swaylock or i3lock, which take no text: the slot's
  /// picture, which refresh writes with png in its formats.
  func plainLockSnippet(for target: IntegrationTarget) -> String {
    let picture = Schedule.shellQuoted(self.picture)
    if target == .swaylock {
      return """
        \(Words.Snippets.swaylock(language))
        swaylock --image \(picture) --scaling center --color 000000

        """
    }
    return """
      \(Words.Snippets.i3lock(language))
      i3lock --image \(picture) --color 000000

      """
  }

  /// A warning when a plain lock screen's picture would not be written: refresh writes
  /// `<slot>.png` only with png in its formats.
  public func pictureWarning(locker: LockScreenVariant, in context: Context) -> String? {
    guard locker == .plain else { return nil }
    let formats = (context.storedSettings[SettingKey.formats] ?? "").split(separator: ",")
    guard !formats.contains("png") else { return nil }
    return Words.Snippets.pngNotInFormats(slot)(context.language)
  }

  /// i3status-rust's `[[block.click]]` tables, which belong to the block above them.
  static func i3statusRustClicks(_ clicks: Clicks) -> String {
    [("left", clicks.left), ("right", clicks.right), ("up", clicks.up), ("down", clicks.down)]
      .map { button, command in
        "[[block.click]]\nbutton = \"\(button)\"\ncmd = \(tomlString(command))\nupdate = true\n"
      }.joined()
  }

  /// eww's `:onscroll` command, in which eww puts `up` or `down` for `{}`.
  static func scroll(_ clicks: Clicks) -> String {
    "case {} in up) \(clicks.up) ;; *) \(clicks.down) ;; esac"
  }

  /// A shell script that runs `command`, with `comment` lines first.
  static func script(_ command: String, comment: [String]) -> String {
    "#!/bin/sh\n" + comment.map { "# \($0)\n" }.joined() + "exec \(command)\n"
  }

  /// A TOML basic string.
  static func tomlString(_ text: String) -> String {
    "\"" + text.replacingCharacters(["\\": "\\\\", "\"": "\\\""]) + "\""
  }

  /// A string for yuck: double-quoted, with `\\`, `"` and `$` escaped (`${` would start
  /// an interpolation).
  static func yuckString(_ text: String) -> String {
    "\"" + text.replacingCharacters(["\\": "\\\\", "\"": "\\\"", "$": "\\$"]) + "\""
  }

  /// A tmux configuration string: double-quoted, with `\\`, `"`, `$` and `~` escaped, which
  /// tmux would otherwise read.
  static func tmuxString(_ text: String) -> String {
    "\"" + text.replacingCharacters(["\\": "\\\\", "\"": "\\\"", "$": "\\$", "~": "\\~"]) + "\""
  }

  /// The command for hyprlock's label, which hyprlang and then hyprlock read before any shell.
  ///
  /// hyprlang (0.6.2 and later) reads `{{` as arithmetic, (0.6.4 and later) removes `\\`
  /// escapes, and substitutes `$` variables; hyprlock then replaces `$USER`, `$TIME` and
  /// the like, and `<br/>`. No quoting protects against them, so a path that holds one is
  /// refused; a path with a `'` is put in double quotes, since quoting it inside single
  /// quotes takes a `\\`.
  func hyprlockCommand() throws(OshiError) -> String {
    let words = [binary, "render", "--slot", slot, "--format", "hyprlock", "--db", store]
    for word in words {
      let changed: String? = ["$", "\\", "{{", "}}", "<br/>"].first { word.contains($0) }
      // Inside double quotes, " and ` would need a \\ too.
      let unquotable: String? =
        word.contains("'") ? ["\"", "`"].first { word.contains($0) } : nil
      guard let piece = changed ?? unquotable else { continue }
      throw .usage(Words.Integrate.hyprlockPath(piece))
    }
    return words.map { $0.contains("'") ? "\"\($0)\"" : Schedule.shellQuoted($0) }
      .joined(separator: " ")
  }

  /// hyprlang reads `#` as a comment: `##` is a `#`.
  static func hyprlangText(_ text: String) -> String {
    text.replacingCharacters(["#": "##"])
  }
}

extension String {
  /// Each character that `replacements` names replaced by its replacement.
  fileprivate func replacingCharacters(_ replacements: [Character: String]) -> String {
    var output = ""
    for character in self {
      if let replacement = replacements[character] {
        output += replacement
      } else {
        output.append(character)
      }
    }
    return output
  }
}
