import OshiCommandWords
import OshiWords

/// Debian birthday's `~/.birthdays`: one `Name=DD/MM/YYYY flags` line per event.
///
/// The year may be left out, or written with two digits, which birthday(1) reads as 19YY.
/// The flags `bd` (a birthday, the default), `ann` (an anniversary) and `ev` (an event)
/// say what the date is; `wN` (warn N days before), `toDD/MM/YYYY` and `forN` (how long
/// an event lasts) change nothing of it.
///
/// A birthday is the oshi's birthday; an anniversary is a yearly day of the oshi of that
/// name, and so is an event without a year, while an event with a year happens once (as
/// birthday(1) shows it only in that year). The app labels them. A name written on
/// several lines is one oshi.
enum BirthdayFile {
  static func read(_ text: String) throws(ImportFailure) -> ImportedFile {
    var file = ImportedFile()
    for (number, raw) in numberedLines(text) {
      let line = raw.trimmingSpaces
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("&include") {
        file.note(
          ImportNote(
            line: number, skipped: .include,
            Words.ImportFile.includeNotRead(String(line))))
        continue
      }
      guard let equals = line.lastIndex(of: "=") else {
        throw ImportFailure(line: number, Words.ImportFile.birthdaysLine)
      }
      let name = line[..<equals].trimmingSpaces
      guard !name.isEmpty else {
        throw ImportFailure(line: number, field: "name", Words.ImportFile.emptyName)
      }
      var words = line[line.index(after: equals)...].split(whereSeparator: {
        $0 == " " || $0 == "\t"
      })
      guard !words.isEmpty else {
        throw ImportFailure(
          line: number, field: "date", Words.ImportFile.birthdaysNoDate)
      }
      let date = try Self.date(String(words.removeFirst()), line: number)
      var kind = "bd"
      for word in words {
        let flag = word.lowercased()
        if ["bd", "ann", "ev"].contains(flag) {
          kind = flag
        } else if isDuration(flag) {
          continue
        } else {
          throw ImportFailure(
            line: number, field: "flags",
            Words.ImportFile.unknownFlag(String(word)))
        }
      }
      let nameValue = ImportedValue(name, line: number, field: "name")
      var record = ImportedOshi(line: number, name: nameValue)
      switch kind {
      case "bd": record.birthday = date
      case "ann": record.days = [ImportedDay(label: nil, date: date)]
      default:
        // birthday(1) shows an event with a year in that year only.
        record.days = [
          ImportedDay(label: nil, kind: .event, date: date, once: !date.text.hasPrefix("--"))
        ]
      }
      file.append(record)
    }
    return file
  }

  /// Whether a flag only warns or says how long an event lasts: `w7`, `to01/02/2025`,
  /// `for3`.
  static func isDuration(_ flag: String) -> Bool {
    if flag.hasPrefix("w"), flag.count > 1, flag.dropFirst().allSatisfy(\.isNumber) { return true }
    if flag.hasPrefix("for"), flag.count > 3, flag.dropFirst(3).allSatisfy(\.isNumber) {
      return true
    }
    return flag.hasPrefix("to") && flag.count > 2
  }

  /// Whether a line looks like one of the file's: `Name=DD/MM` with an optional year.
  static func isEntry(_ line: String) -> Bool {
    guard let equals = line.lastIndex(of: "="), equals != line.startIndex else { return false }
    let rest = line[line.index(after: equals)...].trimmingSpaces
    let date = rest.prefix { $0 != " " && $0 != "\t" }
    let parts = date.split(separator: "/", omittingEmptySubsequences: false)
    return (parts.count == 2 || parts.count == 3)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
      && parts[0].count <= 2 && parts[1].count <= 2
  }

  /// `DD/MM/YYYY` or `DD/MM` as `YYYY-MM-DD` or `--MM-DD`.
  static func date(_ text: String, line: Int) throws(ImportFailure) -> ImportedValue {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts[0].count <= 2, parts[1].count <= 2,
      parts.count == 2 || parts[2].count == 4 || parts[2].count == 2
    else {
      throw ImportFailure(
        line: line, field: "date", Words.ImportFile.notADayFirstDate(String(text)))
    }
    func pad(_ part: Substring) -> String { part.count == 1 ? "0\(part)" : String(part) }
    let monthDay = "\(pad(parts[1]))-\(pad(parts[0]))"
    guard parts.count == 3 else {
      return ImportedValue("--\(monthDay)", line: line, field: "date", written: text)
    }
    // birthday(1) reads a two-digit year, a deprecated form, in the 20th century.
    let year = parts[2].count == 2 ? "19\(parts[2])" : String(parts[2])
    return ImportedValue("\(year)-\(monthDay)", line: line, field: "date", written: text)
  }
}
