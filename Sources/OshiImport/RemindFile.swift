/// remind's plain dated reminders, one per line, each read as a birthday.
///
/// A reminder is `REM Mar 15 [1999] [+N] MSG text`, with the day, month and year in any
/// order (`REM 15 Mar …`). The message is the name, without remind's `%` codes and without
/// a closing "'s birthday", " birthday", "の誕生日" or "誕生日". A reminder with a year is
/// that date; one without is year-less.
///
/// Every other line that is not blank or a comment (`SET`, `OMIT`, `IF`, a reminder with
/// a weekday, `AT`, `SATISFY`, an expression in `[…]`) is skipped and counted.
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
      if let record = reminder(line, number: number) {
        file.append(record)
      } else {
        file.skipped += 1
      }
    }
    return file
  }

  /// The birthday that a plain reminder gives, or nil.
  static func reminder(_ line: String, number: Int) -> ImportedOshi? {
    guard !line.hasSuffix("\\") else { return nil }
    // The words before MSG, and the message after it.
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
    guard let message, words.count >= 3, words[0].uppercased() == "REM" else { return nil }
    var day: Int?
    var month: Int?
    var year: Int?
    for word in words.dropFirst() {
      if word.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word) {
        if word.count <= 2, (1...31).contains(number), day == nil {
          day = number
        } else if word.count == 4, year == nil {
          year = number
        } else {
          return nil
        }
      } else if month == nil, let found = monthNumber(word) {
        month = found
      } else if word.hasPrefix("+"), word.count > 1, word.dropFirst().allSatisfy(\.isNumber) {
        // An advance warning changes nothing of the date.
      } else {
        return nil
      }
    }
    guard let day, let month, !message.contains("[") else { return nil }
    var name = stripCodes(String(message)).trimmingSpaces
    for suffix in ["'s birthday", "\u{2019}s birthday", " birthday", "の誕生日", "誕生日"]
    where name.lowercased().hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count)).trimmingSpaces
      break
    }
    guard !name.isEmpty else { return nil }
    let date = year.map { "\($0)-\(pad(month))-\(pad(day))" } ?? "--\(pad(month))-\(pad(day))"
    return ImportedOshi(
      line: number, name: ImportedValue(name, line: number, field: "MSG"),
      birthday: ImportedValue(date, line: number, field: "REM"))
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

  /// remind's substitutions (`%b`, `%"`, `%a`, …) taken out.
  static func stripCodes(_ text: String) -> String {
    text.resolvingEscapes("%") { _ in nil }
  }

  static func pad(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
