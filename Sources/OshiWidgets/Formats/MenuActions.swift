/// What the lines of a menu bar's menu do when clicked (xbar, SwiftBar, Argos): each
/// widget's line opens a submenu that shows it in the slot, opens its oshi's timeline,
/// or shows its next occasion, each an `oshi open` of an `oshi://` link.
///
/// Only ids reach the commands; a name is drawn as text and never becomes a parameter.
public struct MenuActions: Sendable, Equatable {
  /// The `oshi` the menu runs, an absolute path.
  public var binary: String
  /// The store, an absolute path.
  public var store: String
  /// The slot the menu bar shows; nil for `render --all`, whose menu then cannot show a
  /// widget in a slot.
  public var slot: String?
  /// The submenu's words: show in the slot, the timeline, the next occasion.
  public var labels: Labels
  /// Each widget's oshi's slug, by widget id, for the timeline's link.
  public var oshis: [String: String]

  /// The words of a widget's submenu, in the output's language.
  public struct Labels: Sendable, Equatable {
    public var show: String
    public var timeline: String
    public var occasion: String

    public init(show: String, timeline: String, occasion: String) {
      (self.show, self.timeline, self.occasion) = (show, timeline, occasion)
    }
  }

  public init(
    binary: String, store: String, slot: String?, labels: Labels, oshis: [String: String]
  ) {
    (self.binary, self.store, self.slot, self.labels) = (binary, store, slot, labels)
    self.oshis = oshis
  }

  /// The links of `item`'s submenu, each with its words, in order.
  func links(for item: BarContent) -> [(label: String, link: OshiLink)] {
    var links: [(String, OshiLink)] = []
    guard OshiLink.isID(item.id) else { return [] }
    if let slot, OshiLink.isID(slot) { links.append((labels.show, .slot(slot, .show(item.id)))) }
    if let oshi = oshis[item.id], OshiLink.isID(oshi) {
      links.append((labels.timeline, .timeline(oshi: oshi)))
    }
    links.append((labels.occasion, .occasion(widget: item.id)))
    return links
  }

  /// xbar's and SwiftBar's parameters that run `oshi open LINK`, with the path words as
  /// parameters of their own (xbar runs the program with them, no shell between); nil
  /// when a path cannot be written as xbar reads a value.
  func xbar(_ link: OshiLink) -> String? {
    guard let binary = MenuActions.xbarValue(binary), let store = MenuActions.xbarValue(store)
    else { return nil }
    return
      "bash=\(binary) param1=open param2=\(link.url) param3=--db param4=\(store) terminal=false refresh=true"
  }

  /// Argos's parameters that run `oshi open LINK`: Argos splits the parameters as a
  /// shell does (`g_shell_parse_argv`) and runs `bash` with `bash -c`, so the command is
  /// quoted for the shell, then quoted again as one word.
  func argos(_ link: OshiLink) -> String? {
    guard MenuActions.isPlain(binary), MenuActions.isPlain(store) else { return nil }
    let command = [binary, "open", link.url, "--db", store].map(MenuActions.shellQuoted)
      .joined(separator: " ")
    return "bash=\(MenuActions.shellQuoted(command)) terminal=false refresh=true"
  }

  /// A value as xbar's parameter parser reads it: bare without a space, quote or `|`;
  /// else in the quotes it does not hold (xbar's values have no escapes); nil when it
  /// holds both, a control character, or is empty.
  static func xbarValue(_ text: String) -> String? {
    guard isPlain(text) else { return nil }
    if !text.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "|" }) { return text }
    if !text.contains(where: { $0 == "\"" }) { return "\"" + text + "\"" }
    if !text.contains(where: { $0 == "'" }) { return "'" + text + "'" }
    return nil
  }

  /// Whether a path can go into a menu line: not empty, and no control character (a
  /// line break would end the line).
  static func isPlain(_ text: String) -> Bool {
    !text.isEmpty && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// A word quoted for a POSIX shell when it needs it.
  static func shellQuoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || "/._-+=:,@".unicodeScalars.contains(scalar)
    }
    if safe && !word.isEmpty { return word }
    var quoted = "'"
    for character in word {
      if character == "'" { quoted += "'\\''" } else { quoted.append(character) }
    }
    return quoted + "'"
  }
}
