import ArgumentParser
import OshiApp
import OshiCore
import OshiImport
import OshiRender
import OshiRuntime
import OshiWidgets
import OshiWords

// The value types that options take: swift-argument-parser checks them, lists them in
// help and offers them to shell completion, all from the types' own cases.

extension Family: ExpressibleByArgument {}
extension WidgetKind: ExpressibleByArgument {}
extension CountStyle: ExpressibleByArgument {}
extension LeapDayRule: ExpressibleByArgument {}
extension YearStyle: ExpressibleByArgument {}
extension FamilySelection: ExpressibleByArgument {}
extension CardPlan.Share.Layout: ExpressibleByArgument {}
extension RenderFormat: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension Parameter: ExpressibleByArgument {}
extension ImportFormat: ExpressibleByArgument {}
extension VCardWriter.Version: ExpressibleByArgument {}
extension DateOrder: ExpressibleByArgument {}

extension Language: ExpressibleByArgument {
  /// `ja` or `en`; also a locale such as `ja_JP.UTF-8`, as `LANG` holds it.
  public init?(argument: String) {
    guard let language = Language.parse(argument) else { return nil }
    self = language
  }
}

extension ListingFormat: ExpressibleByArgument {}

/// The forms `oshi options` writes.
enum ChoiceFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json, tsv
}

/// What `oshi export` writes.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
  case json, ics, vcard
}

/// text or json: how `add` and `group add` print the ids they made, and the forms of
/// `group list`, `timeline`, `upcoming`, `notify` and `card`'s report.
enum IDFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json
}
