import OshiCommandWords
import OshiCore
import OshiWords

/// CSV (RFC 4180) whose first row names its columns.
///
/// oshi's own CSV has any of `name`, `slug`, `short`, `symbol`, `group`, `birthday`,
/// `debut`, `since` and `yomi`, in any order; `name` is needed, and a column a letter away
/// from one of them is refused as a typo. Dates stay as written (the app reads them as
/// `oshi add` does), but for slash dates with the year last (`15/03/1999`), read in the
/// file's order as an export's are.
///
/// Any other header is a contacts program's export (Google Contacts, Outlook, Thunderbird,
/// Yahoo, Japanese headers), read through the columns in `CSVFile+Columns.swift`, and its
/// other columns are left out.
enum CSVFile {
  /// The oshi's dates a row may give, each in a column of its name: every date any oshi
  /// may have that `add` takes by its option (a group's formation and a member's joining
  /// belong to some oshis only, and a graduation has commands of its own).
  static let dates = OshiDate.allCases.filter { $0.isOption && $0.belongsTo == nil }

  /// The columns, as the header may name them.
  static let columns =
    ["name", "slug", "short", "symbol", "group"] + dates.map(\.name) + ["yomi"]
    + phoneticColumns.flatMap { [$0.family, $0.given] }

  /// The two columns of the reading of the name, as contacts programs export them.
  ///
  /// Google Contacts writes `Phonetic Last Name` (its older export `Family Name Yomi`),
  /// Outlook `Surname Yomi` and `Given Yomi`. Matched without regard to case.
  static let phoneticColumns = [
    (family: "phonetic last name", given: "phonetic first name"),
    (family: "family name yomi", given: "given name yomi"),
    (family: "surname yomi", given: "given yomi"),
  ]

  /// Whether `line` is a header this reader knows: oshi's own, with a `name` column and
  /// columns it reads, or a contacts export's, with a column of a name.
  static func isHeader(_ line: String) -> Bool {
    guard let header = try? records(line).first else { return false }
    let names = header.cells.map { $0.trimmingSpaces.lowercased() }
    switch layout(header.cells) {
    case .own: return names.contains("name") && names.allSatisfy(columns.contains)
    case .export(let positions, _, _): return positions.keys.contains(where: \.isName)
    }
  }

  /// Whether `text` starts as a table: at least two records read as CSV (quoted cells
  /// may hold commas), each with the same number of cells, more than one.
  static func isTable(_ text: Substring) -> Bool {
    // The first lines only: the rest may be cut in the middle of a quoted cell.
    let head = text.split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: true)
      .prefix(5).joined(separator: "\n")
    guard let rows = try? records(head), rows.count >= 2, let first = rows.first,
      first.cells.count > 1
    else { return false }
    return rows.prefix(max(2, rows.count - 1)).allSatisfy { $0.cells.count == first.cells.count }
  }

  /// Reads `text`; `dateOrder` settles the order of its slash dates.
  static func read(_ text: String, dateOrder: DateOrder? = nil) throws(ImportFailure)
    -> ImportedFile
  {
    let rows = try records(text).filter { !$0.cells.allSatisfy(\.isEmpty) }
    guard let header = rows.first else { return ImportedFile() }
    if case .export(let positions, let used, let ignored) = layout(header.cells) {
      return try readExport(
        Array(rows.dropFirst()), header: header, positions: positions, used: used,
        ignored: ignored, dateOrder: dateOrder)
    }
    let index = try ownIndex(header)
    var file = ImportedFile()
    for row in rows.dropFirst() where row.cells.count != header.cells.count {
      throw ImportFailure(
        line: row.line, Words.ImportFile.cellCount(row.cells.count, header.cells.count))
    }
    let datePositions = Self.dates.compactMap { index[$0.name] }.sorted()
    let order = try SlashedDate.order(
      rows.dropFirst().flatMap { row in
        datePositions.map { (row.line, row.cells[$0].trimmingSpaces) }
      }, given: dateOrder)
    if let note = order.note { file.note(note) }
    for row in rows.dropFirst() {
      func value(_ column: String) -> ImportedValue? {
        guard let position = index[column] else { return nil }
        let text = row.cells[position].trimmingSpaces
        return text.isEmpty ? nil : ImportedValue(text, line: row.line, field: column)
      }
      /// A date as written, but for a slash date with the year last.
      func date(_ column: String) -> ImportedValue? {
        value(column).map { order.read(yearLast: $0) }
      }
      guard let name = value("name") else {
        throw ImportFailure(line: row.line, field: "name", Words.ImportFile.emptyName)
      }
      var record = ImportedOshi(
        line: row.line, name: name, slug: value("slug"), shortName: value("short"),
        symbol: value("symbol"), group: value("group"))
      for oshiDate in Self.dates { record.dates[oshiDate] = date(oshiDate.name) }
      record.yomi = value("yomi")
      for columns in phoneticColumns where record.yomi == nil {
        let parts = [value(columns.family), value(columns.given)].compactMap { $0 }
        guard let first = parts.first else { continue }
        record.yomi = ImportedValue(
          parts.map(\.text).joined(separator: " "), line: row.line, field: first.field)
      }
      file.append(record)
    }
    return file
  }

  /// The positions of oshi's own columns in `header`, by name; a column that is not one
  /// (a typo first, wherever it is), a column named twice and a header without `name` are
  /// refused.
  static func ownIndex(_ header: (line: Int, cells: [String])) throws(ImportFailure)
    -> [String: Int]
  {
    // A typo is named first, wherever it is.
    let unknown = header.cells.filter { !columns.contains($0.trimmingSpaces.lowercased()) }
    if let cell = unknown.first(where: { isTypo($0.trimmingSpaces.lowercased()) }) ?? unknown.first
    {
      throw ImportFailure(
        line: header.line,
        Words.ImportFile.unknownColumn(cell, columns.joined(separator: ", ")))
    }
    var index: [String: Int] = [:]
    for (position, cell) in header.cells.enumerated() {
      let name = cell.trimmingSpaces.lowercased()
      guard index[name] == nil else {
        throw ImportFailure(
          line: header.line, Words.ImportFile.columnTwice(name))
      }
      index[name] = position
    }
    guard index["name"] != nil else {
      throw ImportFailure(
        line: header.line, Words.ImportFile.noNameColumn)
    }
    return index
  }

  /// The records, each with the line it starts on: cells split on commas, quoted cells
  /// may hold commas, line breaks and doubled quotes.
  static func records(_ text: String) throws(ImportFailure) -> [(line: Int, cells: [String])] {
    var records: [(line: Int, cells: [String])] = []
    var cells: [String] = []
    var cell = ""
    var line = 1
    var start = 1
    var quoted = false
    var quoteStart = 1
    var afterQuote = false
    // Whether the record has begun: a line holding one empty quoted cell is a record.
    var begun = false
    var characters = Substring(text)
    if characters.hasPrefix("\u{FEFF}") { characters.removeFirst() }
    var iterator = characters.makeIterator()
    var pending: Character?
    func isBreak(_ c: Character) -> Bool { c == "\n" || c == "\r" || c == "\r\n" }
    while let character = pending ?? iterator.next() {
      pending = nil
      begun = true
      if quoted {
        if character == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              cell.append("\"")
            } else {
              quoted = false
              afterQuote = true
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          if isBreak(character) { line += 1 }
          cell.append(character)
        }
        continue
      }
      if character == "\"" && cell.trimmingSpaces.isEmpty && !afterQuote {
        cell = ""
        quoted = true
        quoteStart = line
      } else if character == "," {
        cells.append(cell)
        cell = ""
        afterQuote = false
      } else if isBreak(character) {
        cells.append(cell)
        records.append((start, cells))
        cells = []
        cell = ""
        afterQuote = false
        begun = false
        line += 1
        start = line
      } else if afterQuote && character != " " && character != "\t" {
        throw ImportFailure(
          line: line, Words.ImportFile.textAfterQuote)
      } else if !afterQuote {
        cell.append(character)
      }
    }
    if quoted {
      throw ImportFailure(
        line: quoteStart, Words.ImportFile.unclosedQuote)
    }
    if begun {
      cells.append(cell)
      records.append((start, cells))
    }
    return records
  }
}
