import OshiWidgets

extension RenderInvocation {
  /// The arguments of the calls a status bar makes every few seconds, read without
  /// swift-argument-parser, whose reflection over the commands costs more at start-up
  /// than the rendering itself. Anything else (help, other options, a mistake) returns
  /// nil and goes through swift-argument-parser, so messages stay the same; a test
  /// checks that both read every argument list alike.
  public init?(fastArguments arguments: ArraySlice<String>) {
    guard arguments.first == "render" else { return nil }
    self.init()
    var rest = arguments.dropFirst()
    while let word = rest.popFirst() {
      if word.hasPrefix("-") {
        // A flag given twice is for the full parser to report.
        switch word {
        case "--all":
          guard !all else { return nil }
          all = true
          continue
        case "--redact":
          guard !redact else { return nil }
          redact = true
          continue
        case "--era":
          guard !era else { return nil }
          era = true
          continue
        case "--cached":
          guard !cached else { return nil }
          cached = true
          continue
        default: break
        }
        let value: String
        let name: Substring
        if let equals = word.firstIndex(of: "=") {
          name = word[..<equals]
          value = String(word[word.index(after: equals)...])
          // swift-argument-parser refuses `--slot=` as a missing value.
          guard !value.isEmpty else { return nil }
        } else {
          guard let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
          name = Substring(word)
          value = next
        }
        switch name {
        case "--family":
          guard let selection = FamilySelection(rawValue: value) else { return nil }
          family = selection
        case "--format":
          guard let chosen = RenderFormat(rawValue: value) else { return nil }
          format = chosen
        case "--slot": slot = value
        case "--out": out = value
        case "--db": global.db = value
        case "--tz": global.tz = value
        case "--lang":
          guard let language = Language.parse(value) else { return nil }
          global.lang = language
        case "--width":
          guard let cells = Int(value) else { return nil }
          width = cells
        default: return nil
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
}
