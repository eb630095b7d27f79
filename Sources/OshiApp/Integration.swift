import OshiStore
import OshiWidgets

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
    case .xbar, .kde, .gnome, .argos: .xbar
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
/// runs at every prompt; a menu-bar with `--all`, whose menu lists every widget), quoted
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

  /// Creates an integration.
  public init(binary: String, store: String, output: String, slot: String) {
    (self.binary, self.store, self.output, self.slot) = (binary, store, output, slot)
  }

  /// The command, quoted for a POSIX shell.
  public func command(for target: IntegrationTarget) -> String {
    var words = [binary, "render"]
    switch target {
    case .xbar, .kde, .gnome, .argos: words += ["--all"]
    default: words += ["--slot", slot]
    }
    words += ["--format", target.format.rawValue, "--db", store]
    if target.format == .prompt { words += ["--cached", "--out", output] }
    return words.map(Schedule.shellQuoted).joined(separator: " ")
  }

  /// The snippet for `target`.
  public func snippet(for target: IntegrationTarget) -> String {
    let command = command(for: target)
    switch target {
    case .waybar:
      return """
        // waybar (~/.config/waybar/config): add "custom/oshi" to "modules-right" (or left,
        // or center), and this module; style it with #custom-oshi.today, .soon, .hiatus.
        "custom/oshi": {
          "exec": \(JSONValue.string(command).text),
          "return-type": "json",
          "interval": 60
        },

        """
    case .i3blocks:
      return """
        # i3blocks (~/.config/i3blocks/config); it exits 33 on the day, which marks it urgent.
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

        """
    case .polybar:
      return """
        ; polybar (~/.config/polybar/config.ini): add oshi to a bar's modules-right.
        [module/oshi]
        type = custom/script
        exec = \(command)
        interval = 60

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
        -- conky (~/.config/conky/conky.conf): in conky.text
        ${execpi 60 \(command)}

        """
    case .xbar:
      return Integration.script(
        command,
        comment: [
          "xbar and SwiftBar: save as oshi.1m.sh in the plugins folder, chmod +x;",
          "the title is the first widget, the menu lists every widget.",
        ])
    case .kde:
      return Integration.script(
        command,
        comment: [
          "KDE Plasma: save as ~/.local/bin/oshi-xbar.sh, chmod +x, and give its path",
          "to Kargos (the xbar format: title, then a menu of every widget), or to the",
          "Command Output widget, which shows its first line.",
        ])
    case .gnome:
      return Integration.script(
        command,
        comment: [
          "GNOME: save as ~/.config/argos/oshi.1m.sh, chmod +x, for Argos (the xbar",
          "format: title, then a menu of every widget); or give Executor the command",
          "of the last line.",
        ])
    case .argos:
      return Integration.script(
        command,
        comment: [
          "Argos: save as ~/.config/argos/oshi.1m.sh and chmod +x; it refreshes every",
          "minute.",
        ])
    case .hyprlock:
      return """
        # hyprlock (~/.config/hypr/hyprlock.conf): the text is Pango markup, a line per line.
        label {
            text = cmd[update:60000] \(Integration.hyprlangText(command))
            font_family = Noto Sans CJK JP
            halign = center
            valign = center
        }

        """
    case .swaylock:
      return """
        # swaylock-effects: --datestr is a strftime format, which the output is.
        swaylock --clock --datestr "$(\(command))"

        """
    case .i3lock:
      return """
        # i3lock-color: the greeter text has a line per line.
        i3lock --greeter-text="$(\(command))"

        """
    case .starship:
      return """
        # starship (~/.config/starship.toml); run oshi schedule so that --cached has a file.
        [custom.oshi]
        command = \(Integration.tomlString(command))
        when = true
        format = "[$output]($style) "

        """
    case .p10k:
      return """
        # powerlevel10k (~/.p10k.zsh): add oshi to POWERLEVEL9K_LEFT_PROMPT_ELEMENTS,
        # and define its segment. p10k expands % in a segment's text: it is doubled.
        function prompt_oshi() {
          local text=$(\(command))
          p10k segment -t "${text//\\%/%%}"
        }

        """
    case .eww:
      return """
        ; eww (~/.config/eww/eww.yuck)
        (defpoll oshi :interval "60s" \(Integration.yuckString(command)))
        (defwidget oshi []
          (label :class {oshi.class} :text {oshi.text} :tooltip {oshi.tooltip}))

        """
    }
  }

  /// The warning for a snippet whose slot is not in `context`'s store yet; nil when it is,
  /// or when the target shows every widget.
  public func missingSlotWarning(for target: IntegrationTarget, in context: Context)
    throws(OshiError) -> String?
  {
    if target.format == .xbar { return nil }
    guard try context.store.contents().slot(named: slot) == nil else { return nil }
    return context.language == .ja
      ? "スロット '\(slot)' はまだありません。oshi slot set \(slot) --widget ID で作ってください"
      : "there is no slot '\(slot)' yet; make it with oshi slot set \(slot) --widget ID"
  }

  /// A shell script that runs `command`, with `comment` lines first.
  static func script(_ command: String, comment: [String]) -> String {
    "#!/bin/sh\n" + comment.map { "# \($0)\n" }.joined() + "exec \(command)\n"
  }

  /// A TOML basic string.
  static func tomlString(_ text: String) -> String {
    "\"" + text.replacingCharacters(["\\": "\\\\", "\"": "\\\""]) + "\""
  }

  /// A string for yuck: double-quoted, `\\` and `"` escaped.
  static func yuckString(_ text: String) -> String {
    "\"" + text.replacingCharacters(["\\": "\\\\", "\"": "\\\""]) + "\""
  }

  /// A tmux configuration string: double-quoted, with `\\`, `"`, `$` and `~` escaped, which
  /// tmux would otherwise read.
  static func tmuxString(_ text: String) -> String {
    "\"" + text.replacingCharacters(["\\": "\\\\", "\"": "\\\"", "$": "\\$", "~": "\\~"]) + "\""
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
