import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiRuntime
import OshiWidgets
import OshiWords

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

  /// Completes `cal`'s month: this month and the eleven after it, as YYYY-MM.
  static let months = CompletionKind.custom { words, _, prefix in
    // Today as the command counts it (OSHI_NOW, --tz, TZ, the stored zone); a missing
    // store reads as an empty one and is never created.
    guard
      let today = try? Context.command(
        GlobalInput.given(words.map(unescaped)), use: .readsOrEmpty,
        environment: processEnvironment(), clock: clock
      ).today
    else { return [] }
    let first = CalendarMonth(of: today)
    return (0..<12).map { first.adding(months: $0).description }.filter { $0.hasPrefix(prefix) }
  }

  static func complete(
    _ parameter: Parameter, words: [String], prefix: String, commaSeparated: Bool
  ) -> [String] {
    let environment = processEnvironment()
    // Completion must never create a store or fail loudly: no store, no choices.
    let input = GlobalInput.given(words.map(unescaped))
    guard let path = try? Context.storePath(input, environment: environment),
      FileManager.default.fileExists(atPath: path)
    else { return [] }
    guard
      let context = try? Context.command(
        input, use: .reads, environment: environment, clock: clock),
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
    // Only valid ids are offered: one written into the store by hand may hold `$(…)`,
    // backticks, spaces or newlines, and a shell must never see those as candidates.
    return provider.choices(for: parameter, filter: filter)
      .map(\.identifier)
      .filter { Input.isSlug($0) && $0.hasPrefix(last) }
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
    return result.map(unescaped)
  }

  /// A word as the shell handed it to completion, its spaces unescaped.
  static func unescaped(_ word: String) -> String {
    word.replacingOccurrences(of: "\\ ", with: " ")
  }
}

extension Completions {
  /// The completion script for `shell`: swift-argument-parser's, with bash's word lists
  /// offered literally, and fish's usable by `complete -C` in a script.
  ///
  /// swift-argument-parser's bash script passes every list of candidates, the stored ids
  /// among them, to `compgen -W`, which expands `$(…)`, backticks and variables in the
  /// words: an id planted in the store would run when the user pressed TAB. The ids are
  /// filtered above as well; this keeps the script itself from evaluating what it offers.
  static func script(for shell: CompletionShell) -> String {
    let script = OshiCommand.completionScript(for: shell)
    switch shell {
    case .bash:
      // bash-completion sources the file: it is not a program, so it has no `#!` line.
      let sourced =
        script.hasPrefix("#!/bin/bash\n") ? String(script.dropFirst("#!/bin/bash\n".count)) : script
      return sourced.replacingOccurrences(
        of: bashAddCompletions, with: bashAddCompletionsLiterally)
    case .fish:
      // The cursor's place in the word, asked with `commandline -C`, which fish 3 refuses
      // outside an interactive shell (`complete -C` in a script): "Can not set
      // commandline in non-interactive mode". The length of the word up to the cursor
      // is the same number, and fish gives it everywhere.
      return script.replacingOccurrences(
        of: "(__oshi_tokens -tC)", with: "(string length -- (commandline -ct))")
    default:
      return script
    }
  }

  /// The function of swift-argument-parser 1.8's bash script that every list goes through.
  static let bashAddCompletions = """
    __oshi_add_completions() {
        local completion
        while IFS='' read -r completion; do
            COMPREPLY+=("${completion}")
        done < <(IFS=$'\\n' compgen "${@}" -- "${cur}")
    }
    """

  /// The same function, with `-W` lists matched against the word as plain text.
  static let bashAddCompletionsLiterally = """
    __oshi_add_completions() {
        local completion
        if [[ "${1}" == -W ]]; then
            # oshi: the words are offered as they are; compgen -W would expand them.
            while IFS='' read -r completion; do
                [[ -n "${completion}" && "${completion}" == "${cur}"* ]] && COMPREPLY+=("${completion}")
            done <<< "${2}"
            return 0
        fi
        while IFS='' read -r completion; do
            COMPREPLY+=("${completion}")
        done < <(IFS=$'\\n' compgen "${@}" -- "${cur}")
    }
    """

  /// The shell that `--generate-completion-script [SHELL]` asks for, when the arguments
  /// are exactly that request and name a shell swift-argument-parser knows (or it can
  /// tell from `SHELL`); anything else is left to swift-argument-parser to report.
  static func requestedShell(_ arguments: ArraySlice<String>) -> CompletionShell? {
    let option = "--generate-completion-script"
    guard let first = arguments.first else { return nil }
    if first.hasPrefix(option + "=") {
      guard arguments.count == 1 else { return nil }
      return CompletionShell(rawValue: String(first.dropFirst(option.count + 1)))
    }
    guard first == option, arguments.count <= 2 else { return nil }
    guard let name = arguments.dropFirst().first else { return CompletionShell.autodetected() }
    return CompletionShell(rawValue: name)
  }
}
