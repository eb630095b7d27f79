import OshiRuntime
import OshiWidgets
import OshiWords

extension RenderInvocation {
  /// The arguments of the calls a status bar makes every few seconds, read by hand.
  ///
  /// swift-argument-parser's reflection over the commands costs more at start-up than
  /// the rendering itself. Anything else (help, other options, a mistake) returns nil
  /// and goes through swift-argument-parser, so messages stay the same; a test checks
  /// that both read every argument list alike.
  public init?(fastArguments arguments: ArraySlice<String>) {
    guard arguments.first == "render" else { return nil }
    self.init()
    var rest = arguments.dropFirst()
    while let word = rest.popFirst() {
      if word.hasPrefix("-") {
        // A flag given twice is for the full parser to report.
        switch word {
        case "--all": guard Self.raise(&all) else { return nil }
        case "--redact": guard Self.raise(&redact) else { return nil }
        case "--era": guard Self.raise(&era) else { return nil }
        case "--cached": guard Self.raise(&cached) else { return nil }
        default: guard take(word, from: &rest) else { return nil }
        }
      } else {
        // An id is a plain slug; anything else is for the full parser to report.
        guard !word.isEmpty,
          word.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 })
        else { return nil }
        ids.append(word)
      }
    }
  }

  /// Sets a flag that was not given yet; false when it was.
  private static func raise(_ flag: inout Bool) -> Bool {
    if flag { return false }
    flag = true
    return true
  }

  /// Reads the option `word` (`--name value` or `--name=value`), taking its value from
  /// `rest` when it is the next word; false for anything the full parser should read.
  private mutating func take(_ word: String, from rest: inout ArraySlice<String>) -> Bool {
    guard let (name, value) = FastOption.split(word, from: &rest) else { return false }
    switch name {
    case "--family":
      guard let selection = FamilySelection(rawValue: value) else { return false }
      family = selection
    case "--format":
      guard let chosen = RenderFormat(rawValue: value) else { return false }
      format = chosen
    case "--color":
      guard let choice = ColorChoice(rawValue: value) else { return false }
      color = choice
    case "--slot": slot = value
    case "--out": out = value
    case "--width":
      guard let cells = Int(value) else { return false }
      width = cells
    default: return global.take(name, value)
    }
    return true
  }
}
