/// The formats `oshi import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
  /// The JSON backup that `oshi export` writes.
  case json
  /// vCard 2.1, 3.0 and 4.0: contacts from Apple Contacts, Google Contacts, Thunderbird.
  case vcard
  /// Debian birthday's `~/.birthdays`.
  case birthday
  /// remind's plain dated reminders.
  case remind
  /// CSV with a header row.
  case csv
  /// A folder of `.vcf` files, one contact each, as vdirsyncer and khard keep a CardDAV
  /// address book (``ContactFolder``).
  case vdir

  /// What the file looks like, from its first lines that are not blank or comments; nil
  /// when it looks like none of them.
  ///
  /// Only a file whose first character (after a byte-order mark and spaces) is `{` is a
  /// backup: a vCard, a CSV or a remind file is never taken for one.
  public static func detect(_ text: Substring) -> ImportFormat? {
    var text = text
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let lines = text.split(whereSeparator: \.isNewline).lazy.map { $0.trimmingSpaces }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    guard let first = lines.first else { return nil }
    let upper = first.uppercased()
    // A CSV header first: a contact named `Rem …` must not make it a remind file.
    if CSVFile.isHeader(first) { return .csv }
    if first.hasPrefix("{") { return .json }
    if upper.hasPrefix("BEGIN:VCARD") { return .vcard }
    let head = Array(lines.prefix(5))
    if head.contains(where: BirthdayFile.isEntry),
      head.allSatisfy({ BirthdayFile.isEntry($0) || $0.hasPrefix("&include") })
    {
      return .birthday
    }
    if lines.contains(where: { $0.uppercased().hasPrefix("REM ") }) { return .remind }
    if CSVFile.isTable(text) { return .csv }
    return nil
  }

  /// What a file's bytes look like, from their first 4,096: as ``detect(_:)`` reads text,
  /// with UTF-16 and a file in another charset (Shift_JIS, windows-1252) read as
  /// ``read(_:dateOrder:)`` reads them.
  public static func detect(bytes: some Collection<UInt8>) -> ImportFormat? {
    let head = Array(bytes.prefix(4096))
    return detect(Substring(FileText.head(head, cut: head.count < bytes.count)))
  }

  /// The format a file's name suggests (`contacts.vcf`, `.birthdays`), for messages about
  /// a file that cannot be read; nil when the name says nothing.
  public static func suggested(byName path: String) -> ImportFormat? {
    let name = String(path.split(separator: "/").last ?? "").lowercased()
    if name == ".birthdays" || name == "birthdays" { return .birthday }
    guard let dot = name.lastIndex(of: ".") else { return nil }
    switch name[name.index(after: dot)...] {
    case "json": return .json
    case "vcf", "vcard": return .vcard
    case "csv": return .csv
    case "rem", "remind": return .remind
    default: return nil
    }
  }

  /// Reads `bytes` as this format; `json` is not read here (the backup has its own reader).
  ///
  /// A UTF-8 byte-order mark at the start is dropped and UTF-16 is transcoded, whatever
  /// the format (``FileText``). A file that is not UTF-8 is read in the likely charset, with
  /// a note; a vCard's CHARSET parameters name theirs. `dateOrder` reads CSV's slash dates
  /// (`03/04/1999`) month or day first, whatever the file's dates suggest.
  public func read(_ bytes: [UInt8], dateOrder: DateOrder? = nil) throws(ImportFailure)
    -> ImportedFile
  {
    let bytes = try FileText.unicode(bytes)
    // One item of a vdir is a vCard.
    if self == .vcard || self == .vdir { return try VCard.read(bytes) }
    let (text, note) = try FileText.text(bytes)
    var file: ImportedFile
    switch self {
    case .json, .vcard, .vdir: file = ImportedFile()
    case .birthday: file = try BirthdayFile.read(text)
    case .remind: file = RemindFile.read(text)
    case .csv: file = try CSVFile.read(text, dateOrder: dateOrder)
    }
    if let note { file.noteInOrder(note) }
    return file
  }
}

/// The order of the month and the day in a slash date such as `03/04/1999`, as `--date-order`
/// names it.
public enum DateOrder: String, CaseIterable, Sendable {
  /// Month first, `03/04/1999` is March 4, as the US writes.
  case monthFirst = "mdy"
  /// Day first, `03/04/1999` is 3 April, as much of the world writes.
  case dayFirst = "dmy"
}

extension StringProtocol {
  /// Without spaces and tabs at either end.
  var trimmingSpaces: String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }

  /// The text with each `escape` and the character after it resolved.
  ///
  /// The pair is replaced by what `resolve` makes of the character after `escape`, or
  /// dropped when it makes nil. A last `escape` is dropped.
  func resolvingEscapes(_ escape: Character, _ resolve: (Character) -> Character?) -> String {
    var result = ""
    var escaped = false
    for character in self {
      if escaped {
        if let resolved = resolve(character) { result.append(resolved) }
        escaped = false
      } else if character == escape {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// How many times `character` occurs.
  func count(of character: Character) -> Int {
    reduce(0) { $0 + ($1 == character ? 1 : 0) }
  }
}

/// Physical lines with their numbers from 1; CRLF, CR and LF all end a line.
func numberedLines(_ text: String) -> [(number: Int, text: Substring)] {
  var result: [(Int, Substring)] = []
  var number = 0
  var rest = Substring(text)
  if rest.hasPrefix("\u{FEFF}") { rest.removeFirst() }
  while !rest.isEmpty {
    number += 1
    if let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
      result.append((number, rest[..<end]))
      rest = rest[rest.index(after: end)...]
    } else {
      result.append((number, rest))
      rest = rest[rest.endIndex...]
    }
  }
  return result
}
