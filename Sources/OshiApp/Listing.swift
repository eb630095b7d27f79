import OshiCore
import OshiStore
import OshiText
import OshiWidgets

/// The forms of `oshi list`.
public enum Listing {
  /// `{"oshis":[…],"widgets":[…]}`.
  public static func json(_ snapshot: Snapshot) -> String {
    let oshis: [JSONValue] = snapshot.oshis.map { .object(Listing.fields(of: $0)) }
    let widgets: [JSONValue] = snapshot.widgets.map { widget in
      let oshi = snapshot.oshi(id: widget.oshiID)
      return .object([
        ("id", .string(widget.id)),
        ("oshi", .optional(oshi?.slug)),
        ("kind", .string(widget.kind.rawValue)),
        ("date", .optional(oshi.flatMap { widget.eventDate(of: $0) }?.iso)),
        ("label", .optional(widget.label.map(Sanitizer.clean))),
        ("once", .bool(widget.once)),
        ("count_style", .string(widget.countStyle.rawValue)),
        ("leap_day", .string(widget.leapDay.rawValue)),
        ("private", .bool(widget.isPrivate)),
      ])
    }
    return JSONValue.object([("oshis", .array(oshis)), ("widgets", .array(widgets))]).text + "\n"
  }

  /// An oshi's fields as `list --format json` and backups write them, text cleaned.
  static func fields(of oshi: Oshi) -> [(String, JSONValue)] {
    [
      ("slug", .string(oshi.slug)),
      ("name", .string(Sanitizer.clean(oshi.name))),
      ("short", .optional(oshi.shortName.map(Sanitizer.clean))),
      ("symbol", .optional(oshi.symbol.map(Sanitizer.clean))),
      ("group", .optional(oshi.group.map(Sanitizer.clean))),
      ("birthday", .optional(oshi.birthday?.iso)),
      ("debut", .optional(oshi.debut?.iso)),
      ("since", .optional(oshi.since?.iso)),
      ("age", .string(oshi.ageMode.description)),
      ("private", .bool(oshi.isPrivate)),
    ]
  }

  /// One widget per line: id, oshi, kind, date, count style, leap day, private, label.
  public static func tsv(_ snapshot: Snapshot) -> String {
    var output = ""
    for widget in snapshot.widgets {
      let oshi = snapshot.oshi(id: widget.oshiID)
      let fields = [
        widget.id, oshi?.slug ?? "", widget.kind.rawValue,
        oshi.flatMap { widget.eventDate(of: $0) }?.iso ?? "", widget.countStyle.rawValue,
        widget.leapDay.rawValue, widget.isPrivate ? "private" : "public",
        widget.label ?? "",
      ]
      output += fields.map(tsvField).joined(separator: "\t") + "\n"
    }
    return output
  }

  /// A table for people: each oshi, then its widgets with today's line.
  public static func table(
    _ snapshot: Snapshot, today: LocalDate, language: Language,
    display: (EventDate) -> String = { $0.iso }
  ) -> String {
    if snapshot.oshis.isEmpty {
      return language == .ja
        ? "推しはまだいません。oshi add 名前 --birthday 1999-03-15 で追加できます。\n"
        : "No oshis yet. Add one with: oshi add NAME --birthday 1999-03-15\n"
    }
    var rows: [[String]] = []
    for oshi in snapshot.oshis {
      let title = [oshi.symbol, oshi.name, oshi.group.map { "(\($0))" }].compactMap { $0 }
        .map(Sanitizer.clean).joined(separator: " ")
      rows.append(["\(Sanitizer.clean(oshi.slug))  \(title)\(oshi.isPrivate ? " (private)" : "")"])
      for widget in snapshot.widgets where widget.oshiID == oshi.id {
        let date = widget.eventDate(of: oshi).map(display) ?? "-"
        let line =
          WidgetFace(widget: widget, oshi: oshi, today: today).map {
            Formatter.lines(
              for: $0, family: .inline, budget: Budget(lines: 1, cells: 40), language: language
            ).first ?? ""
          } ?? ""
        rows.append(["  " + Sanitizer.clean(widget.id), widget.kind.rawValue, date, line])
      }
    }
    return alignedTable(rows)
  }

  /// Pads columns to the widest cell, counting terminal cells; a one-cell row is a heading.
  static func alignedTable(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: columns)
    for row in rows where row.count > 1 {
      for (index, cell) in row.enumerated() where index < columns - 1 {
        widths[index] = max(widths[index], cell.cellWidth)
      }
    }
    var output = ""
    for row in rows {
      var line = ""
      for (index, cell) in row.enumerated() {
        line += cell
        if index < row.count - 1 {
          line += String(repeating: " ", count: widths[index] - cell.cellWidth + 2)
        }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      output += line + "\n"
    }
    return output
  }

  static func tsvField(_ text: String) -> String {
    String(Sanitizer.clean(text).map { $0 == "\t" || $0 == "\n" ? " " : $0 })
  }
}
