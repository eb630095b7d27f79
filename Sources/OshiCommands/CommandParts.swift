import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWords

extension CommandConfiguration {
  /// The configuration of `oshi PATH` (`slot set`): named by the path's last word, with
  /// `text`, the settings' KEYS when `settings`, and the path's examples as its
  /// discussion.
  static func oshi(
    _ path: String, _ abstract: Said, _ text: Said? = nil, settings: Bool = false,
    subcommands: [any ParsableCommand.Type] = []
  ) -> CommandConfiguration {
    CommandConfiguration(
      commandName: path.split(separator: " ").last.map(String.init),
      abstract: HelpText.localized(abstract),
      discussion: Help.discussion(path, text, settings: settings), subcommands: subcommands)
  }
}

/// What a command names by its slug, id or name: an oshi, a group, a widget or a slot.
enum Stored {
  case oshi, group, oshiOrGroup, widget, slot

  /// The argument's help, and the stored choices that completion offers for it.
  var argument: (help: ArgumentHelp, choices: Parameter) {
    switch self {
    case .oshi: (ArgumentHelp.localized(Words.Help.Arguments.oshiSlug, valueName: "slug"), .oshi)
    case .group: (ArgumentHelp.localized(Words.Help.Arguments.groupSlug, valueName: "slug"), .group)
    case .oshiOrGroup:
      (ArgumentHelp.localized(Words.Help.Arguments.oshiOrGroupSlug, valueName: "slug"), .oshi)
    case .widget:
      (ArgumentHelp.localized(Words.Help.Arguments.widgetID, valueName: "widget"), .widget)
    case .slot: (ArgumentHelp.localized(Words.Help.Arguments.slotName, valueName: "name"), .slot)
    }
  }
}

/// A type that stands for one of ``Stored``'s kinds, so that a command can be generic over it.
protocol StoredKind { static var stored: Stored { get } }

enum OshiSlug: StoredKind { static let stored = Stored.oshi }
enum GroupSlug: StoredKind { static let stored = Stored.group }
enum OshiOrGroupSlug: StoredKind { static let stored = Stored.oshiOrGroup }
enum WidgetID: StoredKind { static let stored = Stored.widget }
enum SlotName: StoredKind { static let stored = Stored.slot }

/// The oshi, group, widget or slot a command acts on.
struct Target<Kind: StoredKind>: ParsableArguments {
  @Argument(
    help: Kind.stored.argument.help, completion: Completions.stored(Kind.stored.argument.choices))
  var name: String
}

/// `oshi remove`, `group remove`, `widget remove` and `slot remove`: one generic command.
///
/// Each is this command for the kind that `Kind` stands for. No command removes an
/// oshi-or-group target; it would read as `remove`.
struct RemoveCommand<Kind: StoredKind>: ParsableCommand {
  static var configuration: CommandConfiguration {
    switch Kind.stored {
    case .oshi, .oshiOrGroup:
      .oshi("remove", Words.Help.Remove.abstract)
    case .group:
      .oshi("group remove", Words.Help.GroupRemove.abstract)
    case .widget: .oshi("widget remove", Words.Help.WidgetRemove.abstract)
    case .slot: .oshi("slot remove", Words.Help.SlotRemove.abstract)
    }
  }

  @OptionGroup var target: Target<Kind>

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try global.context()
    let catalog = Catalog(context)
    let removal: Removal?
    switch Kind.stored {
    case .oshi, .oshiOrGroup: removal = try catalog.removeOshi(slug: target.name)
    case .group: removal = try catalog.removeGroup(slug: target.name)
    case .widget: removal = try catalog.removeWidget(id: target.name)
    case .slot:
      try catalog.removeSlot(target.name)
      removal = nil
    }
    if let removal { emit(removal.report(in: context.language)) }
  }
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
