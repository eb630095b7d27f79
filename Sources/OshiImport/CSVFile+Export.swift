import OshiCommandWords
import OshiWords

/// The reading of a contacts program's CSV export: Google Contacts, Outlook, Thunderbird,
/// Yahoo, Japanese headers, and any other header with columns oshi knows.
extension CSVFile {
  /// Reads the rows of an export whose header is `header`, with the columns at `positions`.
  ///
  /// A file with no date column gives nothing: it is skipped with one note that lists the
  /// date columns oshi reads (and no columns read, which would only repeat it). A file with
  /// dates and no name column is refused.
  static func readExport(
    _ rows: [(line: Int, cells: [String])], header: (line: Int, cells: [String]),
    positions: [Column: Int], used: [String], ignored: [String], dateOrder: DateOrder? = nil
  ) throws(ImportFailure) -> ImportedFile {
    var file = ImportedFile()
    let hasDate =
      positions.keys.contains(where: \.isDate)
      || (positions[.birthMonth] != nil && positions[.birthDay] != nil)
    guard hasDate else {
      file.note(
        ImportNote(
          line: header.line, skipped: .fileWithoutDateColumn,
          Words.ImportFile.noDateColumn(Said(dateColumnList, ja: dateColumnListJA))))
      return file
    }
    file.columns = ImportedColumns(used: used, ignored: ignored)
    guard positions.keys.contains(where: \.isName) else {
      throw ImportFailure(
        line: header.line,
        Words.ImportFile.noNameColumnOfExport(Said(nameColumnList, ja: nameColumnListJA)))
    }
    for row in rows where row.cells.count != header.cells.count {
      throw ImportFailure(
        line: row.line, Words.ImportFile.cellCount(row.cells.count, header.cells.count))
    }
    // In the header's order, so that the date a note or a refusal names is the first one.
    let dateColumns = positions.filter { $0.key.isDate }.map(\.value).sorted()
    let order = try SlashedDate.order(
      rows.flatMap { row in dateColumns.map { (row.line, row.cells[$0].trimmingSpaces) } },
      given: dateOrder)
    if let note = order.note { file.note(note) }
    let reader = ExportRows(positions: positions, header: header, order: order, used: used)
    for row in rows { reader.read(row, into: &file) }
    return file
  }

  /// The name of a row: its `Name` (`名前`) cell, or else the parts put together as
  /// ``VCard/name(from:)`` does: family name first and no space when any part is CJK,
  /// else `Given Middle Family`.
  static func name(
    _ whole: ImportedValue?, given: ImportedValue?, middle: ImportedValue?,
    family: ImportedValue?
  ) -> ImportedValue? {
    if let whole { return whole }
    let parts = [given, middle, family].compactMap { $0 }
    guard let first = family ?? given ?? middle else { return nil }
    let text: String
    if parts.contains(where: { $0.text.unicodeScalars.contains { $0.value >= 0x2E80 } }) {
      text = [family, middle, given].compactMap { $0?.text }.joined()
    } else {
      text = parts.map(\.text).joined(separator: " ")
    }
    return ImportedValue(text, line: first.line, field: first.field)
  }

  /// Google's event: its label, or nil for `Anniversary`, `Other` and none, which the app
  /// names in the language.
  static func eventDay(label written: String, date: ImportedValue) -> ImportedDay {
    var label = written.trimmingSpaces
    // The older export marks the preferred value with `* `.
    if label.hasPrefix("* ") { label = String(label.dropFirst(2)).trimmingSpaces }
    switch label.lowercased() {
    case "", "anniversary": return ImportedDay(label: nil, kind: .anniversary, date: date)
    case "other": return ImportedDay(label: nil, kind: .event, date: date)
    default: return ImportedDay(label: label, kind: .event, date: date)
    }
  }
}

/// A date written with slashes: Outlook's short date (`3/15/1999` in the US,
/// `15/3/1999` in much of the world, `1999/3/15` in Japan) and its `0/0/00` for none.
enum SlashedDate: Equatable {
  /// `0/0/00`: no date.
  case none
  /// `yyyy/m/d`.
  case yearFirst(year: Int, month: Int, day: Int)
  /// `a/b/yyyy`: month and day in the file's order.
  case yearLast(first: Int, second: Int, year: Int)

  /// The date `text` writes, or nil when it is not three numbers between slashes.
  init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3,
      parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }
      ),
      let a = Int(parts[0]), let b = Int(parts[1]), let c = Int(parts[2])
    else { return nil }
    if a == 0 && b == 0 && c == 0 {
      self = .none
    } else if parts[0].count == 4 && parts[1].count <= 2 && parts[2].count <= 2 {
      self = .yearFirst(year: a, month: b, day: c)
    } else if parts[2].count == 4 && parts[0].count <= 2 && parts[1].count <= 2 {
      self = .yearLast(first: a, second: b, year: c)
    } else {
      return nil
    }
  }

  /// The order of a file's `a/b/yyyy` dates.
  struct Order {
    /// Whether the day comes first.
    var dayFirst: Bool
    /// What the file is told about an order assumed.
    var note: ImportNote?

    /// `value` as `YYYY-MM-DD`, the file's text kept; nil for `0/0/00`; other forms as
    /// written, for the app to read.
    func read(_ value: ImportedValue) -> ImportedValue? {
      let iso: String
      switch SlashedDate(value.text) {
      case nil: return value
      case .none?: return nil
      case .yearFirst(let year, let month, let day)?:
        iso = SlashedDate.iso(year, month, day)
      case .yearLast(let first, let second, let year)?:
        iso =
          dayFirst
          ? SlashedDate.iso(year, second, first) : SlashedDate.iso(year, first, second)
      }
      return ImportedValue(iso, line: value.line, field: value.field, written: value.text)
    }

    /// `value` as `YYYY-MM-DD` when it is a slash date with the year last; else as written,
    /// for the app to read as `oshi add` does (oshi's own CSV).
    func read(yearLast value: ImportedValue) -> ImportedValue {
      guard case .yearLast? = SlashedDate(value.text) else { return value }
      return read(value) ?? value
    }
  }

  /// `YYYY-MM-DD`.
  static func iso(_ year: Int, _ month: Int, _ day: Int) -> String {
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// The order of the `a/b/yyyy` dates among `cells` (line, text), for the whole file:
  /// `given` when `--date-order` names it, else what the dates say.
  ///
  /// Day first when a first number is over 12, month first when a second one is; both is
  /// refused with the lines. Neither is month first, as Outlook writes in the US. When a
  /// date would read otherwise in the other order, a note says which order was read and
  /// why.
  static func order(_ cells: [(line: Int, text: String)], given: DateOrder? = nil)
    throws(ImportFailure) -> Order
  {
    if let given { return Order(dayFirst: given == .dayFirst) }
    var dayFirst: (line: Int, text: String)?
    var monthFirst: (line: Int, text: String)?
    var ambiguous: (line: Int, text: String, first: Int, second: Int, year: Int)?
    for cell in cells {
      guard case .yearLast(let first, let second, let year)? = SlashedDate(cell.text) else {
        continue
      }
      if first > 12 && dayFirst == nil { dayFirst = cell }
      if second > 12 && monthFirst == nil { monthFirst = cell }
      if first != second && first <= 12 && second <= 12 && ambiguous == nil {
        ambiguous = (cell.line, cell.text, first, second, year)
      }
    }
    switch (dayFirst, monthFirst) {
    case (let day?, let month?):
      let later = max(day.line, month.line)
      throw ImportFailure(
        line: later,
        Words.ImportFile.mixedDateOrder(
          dayLine: day.line, day: day.text, monthLine: month.line, month: month.text))
    case (let day?, nil):
      guard let cell = ambiguous else { return Order(dayFirst: true) }
      let read = iso(cell.year, cell.second, cell.first)
      return Order(
        dayFirst: true,
        note: ImportNote(
          line: day.line,
          Words.ImportFile.readDayFirst(day.text, cell: cell.text, line: cell.line, read: read)))
    case (nil, let month?):
      guard let cell = ambiguous else { return Order(dayFirst: false) }
      let read = iso(cell.year, cell.first, cell.second)
      return Order(
        dayFirst: false,
        note: ImportNote(
          line: month.line,
          Words.ImportFile.readMonthFirst(month.text, cell: cell.text, line: cell.line, read: read))
      )
    case (nil, nil):
      guard let cell = ambiguous else { return Order(dayFirst: false) }
      let read = iso(cell.year, cell.first, cell.second)
      return Order(
        dayFirst: false,
        note: ImportNote(
          line: cell.line,
          Words.ImportFile.readMonthFirstUndecided(cell.text, read: read)))
    }
  }
}
