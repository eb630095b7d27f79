import OshiCommandWords
import OshiCore
import OshiWords

/// The rows of a contacts program's CSV export, read once its columns and the order of its
/// slash dates are known.
extension CSVFile {
  struct ExportRows {
    /// Where each column read is.
    var positions: [Column: Int]
    var header: (line: Int, cells: [String])
    /// The order of the file's slash dates.
    var order: SlashedDate.Order
    /// The columns read, as written.
    var used: [String]

    /// The numbers of Google's events, in order.
    var events: [Int] {
      positions.keys.compactMap { column -> Int? in
        if case .eventValue(let number) = column { return number }
        return nil
      }.sorted()
    }

    /// The header's name of `column`, as written.
    func written(_ column: Column) -> String {
      positions[column].map { header.cells[$0].trimmingSpaces } ?? ""
    }

    /// Reads `row` into `file`: a record, or a note of why it is skipped.
    func read(_ row: (line: Int, cells: [String]), into file: inout ImportedFile) {
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
      let parts = (value(.birthYear), value(.birthMonth), value(.birthDay))
      var dates: [OshiDate: ImportedValue] = [:]
      for oshiDate in CSVFile.dates { dates[oshiDate] = date(.date(oshiDate)) }
      // Thunderbird writes its birthday in three columns of its own.
      dates[.birthday] = dates[.birthday] ?? self.birthday(parts, row: row.line, in: &file)
      guard !dates.isEmpty || !days.isEmpty else {
        file.note(
          ImportNote(
            line: row.line, skipped: .rowWithoutDate, Words.ImportFile.rowWithoutDate))
        return
      }
      guard
        let name = name(
          value(.name), given: value(.given), middle: value(.middle),
          family: value(.family))
      else {
        let names = used.filter { exportColumn($0)?.isName ?? false }
        file.note(
          ImportNote(
            line: row.line, skipped: .rowWithoutName,
            Words.ImportFile.rowWithoutName(
              Said(names.joined(separator: ", "), ja: names.joined(separator: "、")))))
        return
      }
      var record = ImportedOshi(
        line: row.line, name: name, slug: value(.slug), shortName: value(.short),
        symbol: value(.symbol), group: value(.group), days: days)
      record.dates = dates
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

    /// Thunderbird's birthday, from its `Birth Year`, `Birth Month` and `Birth Day`.
    ///
    /// Year-less without a year. A month or a day without the other names no day: nil,
    /// with a note.
    func birthday(
      _ parts: (year: ImportedValue?, month: ImportedValue?, day: ImportedValue?), row: Int,
      in file: inout ImportedFile
    ) -> ImportedValue? {
      let (year, month, day) = parts
      guard year != nil || month != nil || day != nil else { return nil }
      let columns = [Column.birthYear, .birthMonth, .birthDay].map(written).filter { !$0.isEmpty }
      let field = columns.joined(separator: "/")
      let asWritten = [year, month, day].map { $0?.text ?? "" }.joined(separator: "/")
      guard let month, let day else {
        file.note(
          ImportNote(
            line: row, Words.ImportFile.noMonthOrDay(asWritten, field: field)))
        return nil
      }
      func padded(_ text: String, _ width: Int) -> String {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return text }
        return String(repeating: "0", count: max(0, width - text.count)) + text
      }
      let monthDay = "\(padded(month.text, 2))-\(padded(day.text, 2))"
      let text = year.map { "\(padded($0.text, 4))-\(monthDay)" } ?? "--\(monthDay)"
      return ImportedValue(text, line: row, field: field)
    }
  }
}
