import OshiApp

/// The output forms that commands accept with `--format`.
enum ListFormat: String, CaseIterable {
  case text, json, tsv, table

  static func parse(_ text: String, allowed: [ListFormat]) throws -> ListFormat {
    guard let format = ListFormat(rawValue: text), allowed.contains(format) else {
      throw OshiError.usage(
        "--format '\(text)' is not one of: \(allowed.map(\.rawValue).joined(separator: ", "))")
    }
    return format
  }
}
