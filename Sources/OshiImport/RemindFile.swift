import OshiCommandWords
import OshiWords

/// remind's dated reminders, one per line, each read as a birthday.
///
/// A reminder is `REM Mar 15 [1999] [+N|++N] MSG text`, with the day, month and year in
/// any order (`REM 15 Mar …`), or the year first in ISO form (`REM 1999-03-15 …`). An
/// advance warning (`+N`, `++N`) changes nothing of the date. The message is read by
/// ``reading(ofMessage:)``: without remind's expressions (`[since(1984)]`) and
/// substitutions (`%b`), the name in the common ways of saying birthday (`Aki's
/// birthday`, `星野ルナの誕生日`, `Aniversário de Ana`), else the message whole.
///
/// A reminder without a year repeats every year, and is the birthday, or a yearly day
/// labelled with its message when the message names an anniversary. remind fires a
/// reminder with a year once; it is read as the birthday, with a note, only when its
/// message says birthday, and is skipped otherwise: oshi has no yearly day to make of a
/// one-off reminder.
///
/// Every other line that is not blank or a comment (`SET`, `OMIT`, `IF`, a reminder with
/// a weekday, `AT`, `SATISFY`, an expression before `MSG`) is skipped and counted, with
/// the word that made it so.
enum RemindFile {
  static func read(_ text: String) -> ImportedFile {
    var file = ImportedFile()
    var continued = false
    for (number, raw) in numberedLines(text) {
      let line = raw.trimmingSpaces
      // A line ending in a backslash goes on: one reminder, counted once.
      defer { continued = line.hasSuffix("\\") }
      if continued { continue }
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      switch reminder(line, number: number) {
      case .read(let record, let notes):
        file.append(record)
        for note in notes { file.note(note) }
      case .skipped(let note):
        file.note(note)
      }
    }
    return file
  }

  /// The birthday that a plain reminder gives, or why the line gives none.
  static func reminder(_ line: String, number: Int) -> RecordReading {
    func notPlain(_ why: Said) -> RecordReading {
      .skipped(
        ImportNote(
          line: number, skipped: .notPlainReminder, Words.ImportFile.notPlainReminder(why)))
    }
    guard !line.hasSuffix("\\") else {
      return notPlain(Words.ImportFile.continuedLine)
    }
    let (words, message) = split(line)
    guard words.first?.uppercased() == "REM" else {
      return notPlain(Words.ImportFile.wordNotRead(String(words.first ?? "")))
    }
    guard let message else { return notPlain(Words.ImportFile.noMessage) }
    guard words.count >= 2 else { return notPlain(Words.ImportFile.noReminderDate) }
    switch day(of: words.dropFirst()) {
    case .notRead(let why):
      return notPlain(why)
    case .day(let day, let month, let year):
      return birthday(
        message, day: day, month: month, year: year, written: words.dropFirst(), line: number)
    }
  }

  /// The words of a reminder before MSG, and its message after it (nil without MSG).
  static func split(_ line: String) -> (words: [Substring], message: Substring?) {
    var words: [Substring] = []
    var rest = Substring(line)
    var message: Substring?
    while message == nil {
      while let first = rest.first, first == " " || first == "\t" { rest.removeFirst() }
      guard !rest.isEmpty else { break }
      let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? rest.endIndex
      let word = rest[..<end]
      rest = rest[end...]
      if !words.isEmpty, word.uppercased() == "MSG" { message = rest } else { words.append(word) }
    }
    return (words, message)
  }

  /// The day a reminder's words after REM give, or why they give none.
  enum DayReading {
    case day(day: Int, month: Int, year: Int?)
    case notRead(Said)
  }

  /// The day, month and year (if any) of a plain reminder's date words: `Mar 15`,
  /// `15 March 1999`, `1999-03-15`, with `+N` warnings.
  static func day(of words: ArraySlice<Substring>) -> DayReading {
    var day: Int?
    var month: Int?
    var year: Int?
    for word in words {
      if let iso = isoDate(word), day == nil, month == nil, year == nil {
        (year, month, day) = iso
      } else if word.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word) {
        if word.count <= 2, (1...31).contains(number), day == nil {
          day = number
        } else if word.count == 4, year == nil, Self.years.contains(number) {
          year = number
        } else {
          return .notRead(Words.ImportFile.wordNotRead(String(word)))
        }
      } else if month == nil, let found = monthNumber(word) {
        month = found
      } else if isAdvanceWarning(word) {
        // `+N` and `++N` say how many days before to remind: nothing of the date.
      } else {
        return .notRead(Words.ImportFile.wordNotRead(String(word)))
      }
    }
    guard let day, let month else {
      return .notRead(
        day == nil ? Words.ImportFile.noDayOfMonth : Words.ImportFile.noReminderMonth)
    }
    return .day(day: day, month: month, year: year)
  }

  /// The record of a plain reminder on `day` of `month` (of `year`, if given), whose
  /// message names whose birthday (or what day) it is; or why the message gives none.
  static func birthday(
    _ message: Substring, day: Int, month: Int, year: Int?, written words: ArraySlice<Substring>,
    line number: Int
  ) -> RecordReading {
    let written = String(message).trimmingSpaces
    guard let reading = Self.reading(ofMessage: String(message)) else {
      return .skipped(
        ImportNote(
          line: number, skipped: .oddMessage,
          Words.ImportFile.unclosedBracket(written)))
    }
    let (name, saysBirthday) = (reading.name, reading.birthday)
    guard name.contains(where: \.isLetter) else {
      return .skipped(
        ImportNote(
          line: number, skipped: .oddMessage,
          Words.ImportFile.messageWithoutName(written)))
    }
    let date = year.map { "\($0)-\(pad(month))-\(pad(day))" } ?? "--\(pad(month))-\(pad(day))"
    if year != nil && !saysBirthday {
      return .skipped(
        ImportNote(
          line: number, skipped: .oneOffReminder,
          Words.ImportFile.oneOffReminder(written, date: date)))
    }
    var notes: [ImportNote] = []
    if year != nil {
      notes.append(
        ImportNote(
          line: number,
          Words.ImportFile.datedBirthday(date, name: name)))
    }
    if month == 2 && day == 29 && year == nil {
      notes.append(
        ImportNote(
          line: number,
          Words.ImportFile.leapDayReminder))
    }
    let value = ImportedValue(
      date, line: number, field: "REM", written: words.joined(separator: " "))
    var record = ImportedOshi(line: number, name: ImportedValue(name, line: number, field: "MSG"))
    if let label = reading.label {
      record.days = [ImportedDay(label: label, date: value)]
    } else {
      record.birthday = value
    }
    return .read(record, notes: notes)
  }

  /// `text` without spaces at its ends, nor punctuation set apart from the name by a
  /// space or the end, such as `: Aki` or `Aki is .` once `%b` is out.
  static func trimmingLoosePunctuation(_ text: String) -> String {
    let loose: Set<Character> = [":", ";", ",", ".", "-", "–", "—", "!", "?", "(", ")"]
    var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    while let first = words.first, first.allSatisfy(loose.contains) { words.removeFirst() }
    while let last = words.last, last.allSatisfy(loose.contains) { words.removeLast() }
    if let first = words.first, let mark = first.first, loose.contains(mark) {
      words[0] = first.drop { loose.contains($0) }
    }
    return words.joined(separator: " ")
  }

  /// `+N` or `++N`: remind's advance warning.
  static func isAdvanceWarning(_ word: Substring) -> Bool {
    let digits = word.hasPrefix("++") ? word.dropFirst(2) : word.dropFirst()
    return word.hasPrefix("+") && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The years remind reads: from its BASE, 1990, to 5990.
  ///
  /// remind 04.02 takes another four-digit number (`1899`, `0021`) as no year: the line
  /// then is not one oshi reads, and is skipped with the others.
  static let years = 1990...5990

  /// `1999-03-15` or `1999/03/15`, as remind reads a date.
  static func isoDate(_ word: Substring) -> (Int, Int, Int)? {
    let parts = word.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "/" }
    guard parts.count == 3, parts[0].count == 4,
      parts.allSatisfy({
        !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber }
      }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      years.contains(year), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    return (year, month, day)
  }

  /// The month a word names, as remind reads it: its first three letters or more of an
  /// English month's name.
  static func monthNumber(_ word: Substring) -> Int? {
    let lower = word.lowercased()
    guard lower.count >= 3 else { return nil }
    return monthNames.firstIndex { $0.hasPrefix(lower) }.map { $0 + 1 }
  }

  static let monthNames = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]

  static func pad(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
