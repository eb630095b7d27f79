import ArgumentParser
import Foundation
import OshiApp
import OshiRender

extension CommandConfiguration {
  /// The configuration of `oshi PATH` (`slot set`): named by the path's last word, with
  /// `text` and the path's examples as its discussion.
  static func oshi(
    _ path: String, _ abstract: String, _ text: String = "",
    subcommands: [any ParsableCommand.Type] = []
  ) -> CommandConfiguration {
    CommandConfiguration(
      commandName: path.split(separator: " ").last.map(String.init), abstract: abstract,
      discussion: Help.discussion(path, text), subcommands: subcommands)
  }
}

/// The oshi a command acts on.
struct OshiSlug: ParsableArguments {
  @Argument(help: "The oshi's slug.", completion: Completions.stored(.oshi))
  var slug: String
}

/// The group a command acts on.
struct GroupSlug: ParsableArguments {
  @Argument(help: "The group's slug.", completion: Completions.stored(.group))
  var slug: String
}

/// The oshi or group a life event or a timeline is about.
struct OshiOrGroupSlug: ParsableArguments {
  @Argument(help: "The oshi's or group's slug.", completion: Completions.stored(.oshi))
  var slug: String
}

/// The widget a command acts on.
struct WidgetID: ParsableArguments {
  @Argument(help: "The widget's id.", completion: Completions.stored(.widget))
  var widget: String
}

/// The slot a command acts on.
struct SlotName: ParsableArguments {
  @Argument(help: "The slot's name.", completion: Completions.stored(.slot))
  var name: String
}

/// What `add` and `group add` take after the dates: whether the name is hidden, and how
/// the ids of the widgets made are printed.
struct AddingOptions: ParsableArguments {
  @Flag(name: .customLong("private"), help: "Hide the name in every widget.")
  var isPrivate = false

  @Option(help: "text (one id per line) or json.")
  var format: IDFormat = .text
}

/// Writes `text`, when there is one, to standard error as a `notice:` line.
func notice(_ text: String?) {
  if let text { FileHandle.standardError.write(Data("notice: \(text)\n".utf8)) }
}

/// Writes the ids a command made: one per line, or as one JSON array.
func emit(_ ids: [String], as format: IDFormat) {
  switch format {
  case .json: emit(JSONText.line(ids))
  case .text: emit(ids.map { $0 + "\n" }.joined())
  }
}
