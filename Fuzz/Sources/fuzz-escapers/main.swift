import FuzzSupport

@testable import OshiWidgets

/// Every status-bar escaper: the escaped text, read back by its consumer's rules (modelled
/// on the consumer's source, which `Escape` names), is the literal text, and holds
/// nothing the consumer would read as markup, a tag, a style or a new line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: bytes(start, count), as: UTF8.self)
  let line = Escape.line(text)
  require(!line.contains(where: \.isNewline), "a line break left in a line")
  // Each line break is one space: a control character no longer keeps a combining mark
  // after it apart, so the count of characters may fall, never the text's other scalars.
  require(
    line.unicodeScalars.filter { $0 != " " }.elementsEqual(
      text.unicodeScalars.filter { $0 != " " && !Character($0).isNewline }),
    "line() changed more than the line breaks")

  // Pango markup (waybar, i3status-rust, hyprlock): entities decoded give the text, and
  // no `<` or bare `&` is left to start markup.
  let pango = Escape.pango(text)
  require(!pango.contains("<") && !pango.contains(">"), "a tag left in Pango markup")
  require(Consumers.pangoText(pango) == text, "Pango reads '\(pango)' otherwise")

  // i3blocks: a line that is a whole JSON string is passed undecoded; it never is one.
  let i3blocks = Escape.i3blocks(text)
  require(
    !(i3blocks.count >= 2 && i3blocks.hasPrefix("\"") && i3blocks.hasSuffix("\"")),
    "i3blocks would read '\(i3blocks)' as JSON")
  require(i3blocks == line || i3blocks == line + " ", "i3blocks changed the text")

  // polybar: no `%{` tag, and the text without the zero-width spaces oshi adds.
  let polybar = Escape.polybar(text)
  require(!polybar.contains("%{"), "a polybar tag in '\(polybar)'")
  require(
    polybar.replacing("%\u{200B}{", with: "%{") == line
      || Consumers.withoutZeroWidth(polybar) == Consumers.withoutZeroWidth(line),
    "polybar shows '\(polybar)' otherwise")

  // tmux: each run of `#` is 4k − 2 long, or even before `[`: the format pass and the
  // drawing pass then leave exactly k and no style.
  let tmux = Escape.tmux(text)
  require(Consumers.tmuxRunsHold(tmux), "tmux runs of # in '\(tmux)'")
  require(Consumers.tmuxDisplay(tmux) == line, "tmux shows '\(tmux)' otherwise")

  // conky: `$$` is `$` and `\#` is `#`; no `$` variable and no `#` comment is left.
  let conky = Escape.conky(text)
  require(Consumers.conkyText(conky) == line, "conky shows '\(conky)' otherwise")

  // eww's unescape: `\\` is one backslash, and every backslash is doubled.
  let eww = Escape.eww(text)
  require(Consumers.ewwText(eww) == text, "eww shows '\(eww)' otherwise")

  // Qt's rich-text guess: no `<` followed by a letter, `/` or `!`, and no `&lt;`.
  let qt = Escape.qtPlain(text)
  require(!Consumers.qtMightBeRichText(qt), "Qt would read '\(qt)' as rich text")
  require(Consumers.withoutZeroWidth(qt) == Consumers.withoutZeroWidth(line), "Qt text changed")

  // strftime: `%%` is `%`, and no other conversion is left.
  let strftime = Escape.strftime(text)
  require(Consumers.strftimeText(strftime) == line, "strftime shows '\(strftime)' otherwise")

  // xbar and SwiftBar: no `|` to start parameters, no leading `-` for a submenu.
  let xbar = Escape.xbar(text)
  require(!xbar.contains("|") && !xbar.hasPrefix("-"), "xbar reads '\(xbar)' as more than text")
  return 0
}

/// How each consumer reads text, after its source.
enum Consumers {
  /// GLib's markup parser: the five entities and numeric references decoded.
  static func pangoText(_ markup: String) -> String? {
    var output = ""
    var rest = Substring(markup)
    while let amp = rest.firstIndex(of: "&") {
      output += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { return nil }
      let entity = rest[rest.index(after: amp)..<semicolon]
      switch entity {
      case "amp": output += "&"
      case "lt": output += "<"
      case "gt": output += ">"
      case "quot": output += "\""
      case "apos": output += "'"
      default:
        guard entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
          let scalar = Unicode.Scalar(code)
        else { return nil }
        output.unicodeScalars.append(scalar)
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return output + rest
  }

  static func withoutZeroWidth(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{200B}" }))
  }

  /// Every run of `#` is 4k − 2 long, or of even length before `[`.
  static func tmuxRunsHold(_ text: String) -> Bool {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      guard characters[index] == "#" else {
        index += 1
        continue
      }
      var run = 0
      while index < characters.count && characters[index] == "#" {
        run += 1
        index += 1
      }
      let beforeStyle = index < characters.count && characters[index] == "["
      if beforeStyle ? run % 2 != 0 : run % 4 != 2 { return false }
    }
    return true
  }

  /// What tmux shows, by the escaper's own account of its two passes: a run of 4k − 2
  /// `#` is k, a run of 2k before `[` is k.
  static func tmuxDisplay(_ text: String) -> String {
    let characters = Array(text)
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
      let beforeStyle = index < characters.count && characters[index] == "["
      output += String(repeating: "#", count: beforeStyle ? run / 2 : (run + 2) / 4)
    }
    return output
  }

  /// conky's variable and comment parsing: `$$` is `$`, `\#` is `#`; a lone `$` or `#`
  /// is a variable or a comment, which the text must not have.
  static func conkyText(_ text: String) -> String? {
    var output = ""
    var characters = Substring(text)
    while let character = characters.popFirst() {
      switch character {
      case "$":
        guard characters.popFirst() == "$" else { return nil }
        output.append("$")
      case "\\" where characters.first == "#":
        characters.removeFirst()
        output.append("#")
      case "#":
        return nil
      default:
        output.append(character)
      }
    }
    return output
  }

  /// eww's `unescape`: `\\` is `\`; any other escape changes the text.
  static func ewwText(_ text: String) -> String? {
    undoubled(text, "\\")
  }

  /// `Qt::mightBeRichText`'s tests on the first line: a `<` before a letter, `/` or `!`,
  /// or the entity `&lt;`.
  static func qtMightBeRichText(_ text: String) -> Bool {
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "<", index + 1 < characters.count,
        characters[index + 1].isLetter || characters[index + 1] == "/"
          || characters[index + 1] == "!"
      {
        return true
      }
      if character == "&", characters[(index + 1)...].starts(with: "lt;") { return true }
    }
    return false
  }

  /// strftime: `%%` is `%`; any other conversion is not text.
  static func strftimeText(_ text: String) -> String? {
    undoubled(text, "%")
  }

  /// `text` with each doubled `mark` read as one; nil when a `mark` is not doubled.
  static func undoubled(_ text: String, _ mark: Character) -> String? {
    var output = ""
    var characters = Substring(text)
    while let character = characters.popFirst() {
      if character == mark {
        guard characters.popFirst() == mark else { return nil }
      }
      output.append(character)
    }
    return output
  }
}
