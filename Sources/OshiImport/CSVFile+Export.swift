/// The reading of a contacts program's CSV export: Google Contacts, Outlook, Japanese
/// headers.
extension CSVFile {
  /// Reads the rows of an export whose header is `header`, with the columns at `positions`.
  static func readExport(
    _ rows: [(line: Int, cells: [String])], header: (line: Int, cells: [String]),
    positions: [Column: Int], used: [String], ignored: [String]
  ) throws(ImportFailure) -> ImportedFile {
    guard positions.keys.contains(where: \.isDate) else {
      throw ImportFailure(
        line: header.line,
        "no column holds a date oshi reads; the date columns are \(dateColumnList)",
        ja: "oshi が読む日付の列がありません。日付の列: \(dateColumnList)")
    }
    for row in rows where row.cells.count != header.cells.count {
      throw ImportFailure(
        line: row.line,
        "the row has \(row.cells.count) cells and the header \(header.cells.count)",
        ja: "この行のセルは\(row.cells.count)個、見出しは\(header.cells.count)個です")
    }
    let written = { (column: Column) in
      positions[column].map { header.cells[$0].trimmingSpaces } ?? ""
    }
    let dateColumns = positions.keys.filter(\.isDate)
    let order = try SlashedDate.order(
      rows.flatMap { row in
        dateColumns.compactMap { column in
          positions[column].map { (row.line, row.cells[$0].trimmingSpaces) }
        }
      })
    let events = positions.keys.compactMap { column -> Int? in
      if case .eventValue(let number) = column { return number }
      return nil
    }.sorted()
    var file = ImportedFile()
    if let note = order.note { file.note(note) }
    file.columns = ImportedColumns(used: used, ignored: ignored)
    for row in rows {
      func value(_ column: Column) -> ImportedValue? {
        guard let position = positions[column] else { return nil }
        let text = row.cells[position].trimmingSpaces
        return text.isEmpty ? nil : ImportedValue(text, line: row.line, field: written(column))
      }
      func date(_ column: Column) -> ImportedValue? {
        value(column).flatMap { order.read($0) }
      }
      var days: [ImportedDay] = []
      if let anniversary = date(.anniversary) {
        days.append(ImportedDay(label: nil, kind: .anniversary, date: anniversary))
      }
      for number in events {
        guard let day = date(.eventValue(number)) else { continue }
        let label = value(.eventLabel(number)).map(\.text) ?? ""
        days.append(eventDay(label: label, date: day))
      }
      let birthday = date(.birthday)
      let debut = date(.debut)
      let since = date(.since)
      guard birthday != nil || debut != nil || since != nil || !days.isEmpty else {
        file.note(
          ImportNote(
            line: row.line, skipped: .rowWithoutDate, "a row without a date",
            ja: "日付のない行です"))
        continue
      }
      guard
        let name = name(
          value(.name), given: value(.given), middle: value(.middle),
          family: value(.family))
      else {
        file.note(
          ImportNote(
            line: row.line, skipped: .rowWithoutName,
            "a row with a date and no name (\(used.filter { exportColumn($0)?.isName ?? false }.joined(separator: ", ")))",
            ja:
              "日付はあっても名前(\(used.filter { exportColumn($0)?.isName ?? false }.joined(separator: "、")))のない行です"
          ))
        continue
      }
      var record = ImportedOshi(
        line: row.line, name: name, slug: value(.slug), shortName: value(.short),
        symbol: value(.symbol), group: value(.group), birthday: birthday, debut: debut,
        since: since, days: days)
      record.yomi = value(.yomi)
      if record.yomi == nil {
        let parts = [value(.phoneticFamily), value(.phoneticGiven)].compactMap { $0 }
        if let first = parts.first {
          record.yomi = ImportedValue(
            parts.map(\.text).joined(separator: " "), line: row.line, field: first.field)
        }
      }
      file.append(record)
    }
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
  }

  /// `YYYY-MM-DD`.
  static func iso(_ year: Int, _ month: Int, _ day: Int) -> String {
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// The order of the `a/b/yyyy` dates among `cells` (line, text), for the whole file.
  ///
  /// Day first when a first number is over 12, month first when a second one is; both is
  /// refused with the lines. Neither is month first, as Outlook writes in the US, with a
  /// note.
  static func order(_ cells: [(line: Int, text: String)]) throws(ImportFailure) -> Order {
    var dayFirst: (line: Int, text: String)?
    var monthFirst: (line: Int, text: String)?
    var ambiguous: (line: Int, text: String)?
    for cell in cells {
      guard case .yearLast(let first, let second, _)? = SlashedDate(cell.text) else { continue }
      if first > 12 && dayFirst == nil { dayFirst = cell }
      if second > 12 && monthFirst == nil { monthFirst = cell }
      if first != second && first <= 12 && second <= 12 && ambiguous == nil { ambiguous = cell }
    }
    switch (dayFirst, monthFirst) {
    case (let day?, let month?):
      let later = max(day.line, month.line)
      throw ImportFailure(
        line: later,
        "the dates are written day first on line \(day.line) (\(day.text)) and month first on line \(month.line) (\(month.text)); write them all one way, or as YYYY-MM-DD",
        ja:
          "日付が \(day.line) 行目では日/月 (\(day.text))、\(month.line) 行目では月/日 (\(month.text)) の順に書かれています。どちらかに揃えるか、YYYY-MM-DD で書いてください"
      )
    case (_?, nil):
      return Order(dayFirst: true)
    case (nil, _?):
      return Order(dayFirst: false)
    case (nil, nil):
      guard let cell = ambiguous,
        case .yearLast(let first, let second, let year)? =
          SlashedDate(cell.text)
      else { return Order(dayFirst: false) }
      let read = iso(year, first, second)
      return Order(
        dayFirst: false,
        note: ImportNote(
          line: cell.line,
          "no date says whether the day or the month comes first: read them month first, as Outlook writes them in the US (\(cell.text) is \(read)); if the day comes first, write the dates as YYYY-MM-DD",
          ja:
            "日と月のどちらが先か分かる日付がないので、米国の Outlook と同じ月/日の順に読みました(\(cell.text) は \(read))。日が先なら YYYY-MM-DD で書いてください"
        ))
    }
  }
}
