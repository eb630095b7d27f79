import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// The forms `oshi list` writes.
public enum ListingFormat: String, CaseIterable, Sendable {
  /// A table for people, in the language.
  case table
  /// One JSON object per oshi, as backups write them.
  case json
  /// One line per widget, tab-separated.
  case tsv
}

public enum Listing {
  /// `oshi list`: the oshis and their widgets in `format`, as `context`'s store holds them.
  public static func oshis(in context: Context, as format: ListingFormat) throws(OshiError)
    -> String
  {
    let snapshot = try context.store.contents()
    switch format {
    case .json:
      let quiet: Store.Quiet
      do {
        quiet = try context.store.quiet()
      } catch {
        throw OshiError(error)
      }
      return json(snapshot, quiet: quiet)
    case .tsv: return tsv(snapshot)
    case .table:
      return table(
        snapshot, today: context.today, language: context.language, display: context.display)
    }
  }

  /// `oshi group list`: the groups and their members, as JSON or as text in the language.
  public static func groups(in context: Context, json: Bool) throws(OshiError) -> String {
    let snapshot = try context.store.contents()
    return json
      ? groupsJSON(snapshot) : groups(snapshot, today: context.today, language: context.language)
  }

  /// `{"groups":[…],"oshis":[…],"widgets":[…]}`, keys sorted, on one line.
  public static func json(_ snapshot: Snapshot, quiet: Store.Quiet = Store.Quiet()) -> String {
    JSONText.line(
      ListDocument(
        groups: snapshot.groups.map {
          OshiRecord($0, notifies: !quiet.oshis.contains($0.id ?? 0))
        },
        oshis: snapshot.oshis.filter { !$0.isGroup }.map {
          OshiRecord(
            $0, group: snapshot.groupSlug(of: $0), notifies: !quiet.oshis.contains($0.id ?? 0))
        },
        widgets: snapshot.widgets.map {
          ListedWidget(
            widget: $0, oshi: snapshot.oshi(id: $0.oshiID),
            notifies: !quiet.widgets.contains($0.id))
        }
      ))
  }

  /// `oshi group list --format json`: `[{…, "members": ["luna", …]}, …]` on one line.
  public static func groupsJSON(_ snapshot: Snapshot) -> String {
    JSONText.line(
      snapshot.groups.map {
        GroupRecord(group: OshiRecord($0), members: snapshot.members(of: $0.id ?? 0).map(\.slug))
      })
  }

  /// `oshi group list`: each group, then its members, one per line.
  public static func groups(_ snapshot: Snapshot, today: LocalDate, language: Language) -> String {
    let groups = snapshot.groups
    if groups.isEmpty {
      return Words.Reads.noGroups(language)
    }
    var rows: [[String]] = []
    for group in groups {
      let members = snapshot.members(of: group.id ?? 0)
      let count =
        Words.Reads.members(members.count)(language)
      rows.append([Sanitizer.clean(group.slug), shown(group), count])
      for member in members { rows.append(["  " + Sanitizer.clean(member.slug), shown(member)]) }
    }
    return alignedTable(rows)

    func shown(_ oshi: Oshi) -> String {
      oshi.isPrivate ? Words.Reads.privateName(language) : Sanitizer.clean(oshi.name)
    }
  }

  /// A group with its members' slugs.
  struct GroupRecord: Encodable {
    var group: OshiRecord
    var members: [String]

    enum CodingKeys: String, CodingKey { case members }

    func encode(to encoder: any Encoder) throws {
      try group.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(members, forKey: .members)
    }
  }

  /// What `list --format json` writes.
  struct ListDocument: Encodable {
    var groups: [OshiRecord]
    var oshis: [OshiRecord]
    var widgets: [ListedWidget]
  }

  /// A widget with its oshi's slug and the date it counts from, text cleaned.
  struct ListedWidget: Encodable {
    var widget: Widget
    var oshi: Oshi?
    var notifies = true

    enum CodingKeys: String, CodingKey {
      case id, oshi, kind, date
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(widget.id, forKey: .id)
      try container.encode(oshi?.slug, forKey: .oshi)
      try container.encode(widget.kind.rawValue, forKey: .kind)
      try container.encode(oshi.flatMap { widget.eventDate(of: $0) }?.iso, forKey: .date)
      try BackupDocument.WidgetSettings(widget: widget, notifies: notifies).encode(to: encoder)
    }
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
      return Words.Reads.noOshis(language)
    }
    var rows: [[String]] = []
    // Each group with its members under it, then the oshis of no group.
    var order: [(oshi: Oshi, indent: String)] = []
    for group in snapshot.groups {
      order.append((group, ""))
      for member in snapshot.members(of: group.id ?? 0) { order.append((member, "  ")) }
    }
    for oshi in snapshot.oshis where !oshi.isGroup {
      if oshi.groupID.flatMap({ snapshot.oshi(id: $0) }) == nil { order.append((oshi, "")) }
    }
    for (oshi, indent) in order {
      let title = [oshi.symbol, oshi.name].compactMap { $0 }
        .map(Sanitizer.clean).joined(separator: " ")
      var tags: [String] = []
      if oshi.isGroup { tags.append(Words.Reads.group(language)) }
      if let word = oshi.status(on: today).word(isGroup: oshi.isGroup, in: language) {
        tags.append(word)
      }
      if oshi.isPrivate { tags.append("private") }
      let suffix = tags.map { " (\($0))" }.joined()
      rows.append(["\(indent)\(Sanitizer.clean(oshi.slug))  \(title)\(suffix)"])
      for widget in snapshot.widgets where widget.oshiID == oshi.id {
        let date = widget.eventDate(of: oshi).map(display) ?? "-"
        let line =
          WidgetFace(widget: widget, oshi: oshi, today: today).map {
            Formatter.lines(
              for: $0, family: .inline, budget: Budget(lines: 1, cells: 40), language: language
            ).first ?? ""
          } ?? ""
        rows.append(
          [
            indent + "  " + Sanitizer.clean(widget.id),
            widget.kind.name(in: language, isGroup: oshi.isGroup), date, line,
          ])
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
    // Sanitizer.clean turns tabs and line breaks into spaces.
    Sanitizer.clean(text)
  }
}
