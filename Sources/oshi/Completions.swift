import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiWidgets

/// Shell completion from the intent-options provider.
///
/// swift-argument-parser runs these closures inside the binary at TAB time, with the
/// words of the command line being completed, so `--db`, `--tz` and `--lang` typed on
/// that line are honoured, and `OSHI_DB` from the shell's environment too.
enum Completions {
  /// Completes the stored choices of `parameter`.
  static func stored(_ parameter: Parameter, commaSeparated: Bool = false) -> CompletionKind {
    .custom { words, _, prefix in
      complete(parameter, words: words, prefix: prefix, commaSeparated: commaSeparated)
    }
  }

  static func complete(
    _ parameter: Parameter, words: [String], prefix: String, commaSeparated: Bool
  ) -> [String] {
    let environment = processEnvironment()
    // Completion must never create a store or fail loudly: no store, no choices.
    let input = GlobalInput(
      db: value(of: "--db", in: words), tz: value(of: "--tz", in: words),
      lang: value(of: "--lang", in: words).flatMap(Language.init(argument:)))
    guard let path = try? Context.storePath(input, environment: environment),
      FileManager.default.fileExists(atPath: path)
    else { return [] }
    guard let context = try? Context.resolve(input, environment: environment, clock: clock),
      let provider = try? OptionsProvider(context)
    else { return [] }

    var head = ""
    var last = prefix
    if commaSeparated, let comma = prefix.lastIndex(of: ",") {
      head = String(prefix[...comma])
      last = String(prefix[prefix.index(after: comma)...])
    }
    var filter = ChoiceFilter()
    filter.family = value(of: "--family", in: words).flatMap(Family.init(rawValue:))
    filter.oshi = value(of: "--oshi", in: words)
    filter.excluding = Set(head.split(separator: ",").map(String.init))
    return provider.choices(for: parameter, filter: filter)
      .map(\.identifier)
      .filter { $0.hasPrefix(last) }
      .map { head + $0 }
  }

  /// The value given to `option` on the command line (`--db PATH` or `--db=PATH`).
  static func value(of option: String, in words: [String]) -> String? {
    var result: String?
    for (index, word) in words.enumerated() {
      if word == option, index + 1 < words.count {
        result = words[index + 1]
      } else if word.hasPrefix(option + "=") {
        result = String(word.dropFirst(option.count + 1))
      }
    }
    return result.map { $0.replacingOccurrences(of: "\\ ", with: " ") }
  }
}
