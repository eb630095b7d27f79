/// vCard 2.1, 3.0 (RFC 2426) and 4.0 (RFC 6350), as Apple Contacts, Google Contacts and
/// Thunderbird export them: FN (or N) is the name, NICKNAME the short name, BDAY the
/// birthday, and ANNIVERSARY (also X-ANNIVERSARY, and Apple's X-ABDATE with its
/// X-ABLabel) a yearly day.
///
/// Lines are unfolded before they are decoded, so a fold that splits a UTF-8 character,
/// as some exporters write, still reads. Quoted-printable values (vCard 2.1) with their
/// soft line breaks are decoded. Text must be UTF-8.
enum VCard {
  static func read(_ bytes: [UInt8]) throws(ImportFailure) -> ImportedFile {
    var file = ImportedFile()
    var card: Card?
    for line in try logicalLines(bytes) {
      let property = try Property(line)
      switch (property.name, card) {
      case ("BEGIN", .none) where property.text.uppercased() == "VCARD":
        card = Card(line: line.number)
      case ("BEGIN", .some):
        throw ImportFailure(
          line: line.number, "BEGIN:VCARD inside a card that has no END:VCARD",
          ja: "END:VCARD のないカードの中に BEGIN:VCARD があります")
      case ("END", .some(let open)) where property.text.uppercased() == "VCARD":
        if let record = try open.record() { file.append(record) } else { file.skipped += 1 }
        card = nil
      case (_, .none):
        continue
      case (_, .some):
        try card?.take(property)
      }
    }
    if let card {
      throw ImportFailure(
        line: card.line, "BEGIN:VCARD has no END:VCARD", ja: "BEGIN:VCARD に END:VCARD がありません")
    }
    return file
  }

  /// One content line after unfolding, as bytes, with the physical line it starts on.
  struct Line {
    var number: Int
    var bytes: [UInt8]
  }

  /// The content lines: a physical line that begins with a space or a tab continues the
  /// one before it (RFC 6350 §3.2), and so does the line after a quoted-printable value
  /// that ends in `=` (a soft line break).
  static func logicalLines(_ bytes: [UInt8]) throws(ImportFailure) -> [Line] {
    var lines: [Line] = []
    var number = 0
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count {
      number += 1
      var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let next = end + 1
      if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      let physical = bytes[start..<end]
      start = next
      if let first = physical.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"),
        !lines.isEmpty
      {
        lines[lines.count - 1].bytes += physical.dropFirst()
      } else if let last = lines.last, last.bytes.last == UInt8(ascii: "="),
        isQuotedPrintable(last.bytes)
      {
        lines[lines.count - 1].bytes.removeLast()
        lines[lines.count - 1].bytes += physical
      } else if !physical.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
        lines.append(Line(number: number, bytes: Array(physical)))
      }
    }
    return lines
  }

  /// Whether the line's parameters say its value is quoted-printable.
  static func isQuotedPrintable(_ bytes: [UInt8]) -> Bool {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
    return String(decoding: bytes[..<colon], as: UTF8.self).uppercased()
      .contains("QUOTED-PRINTABLE")
  }

  /// `[group.]NAME[;PARAM[=VALUE]]*:VALUE`, with the value decoded to text.
  struct Property {
    var group: String?
    var name: String
    var parameters: [String: String] = [:]
    /// The value as text: quoted-printable decoded, not yet unescaped.
    var text: String
    var line: Int

    init(_ line: Line) throws(ImportFailure) {
      self.line = line.number
      // The value starts after the first colon that is not inside a quoted parameter.
      var quoted = false
      var colon: Int?
      for (index, byte) in line.bytes.enumerated() {
        if byte == UInt8(ascii: "\"") { quoted.toggle() }
        if byte == UInt8(ascii: ":") && !quoted {
          colon = index
          break
        }
      }
      guard let colon else {
        throw ImportFailure(
          line: line.number, "a vCard line needs NAME:VALUE",
          ja: "vCard の行は 名前:値 の形でなければなりません")
      }
      guard let head = String(validating: line.bytes[..<colon], as: UTF8.self) else {
        throw Self.notUTF8(line.number)
      }
      var parts = Self.split(head, on: ";")
      var name = parts.removeFirst()
      if let dot = name.lastIndex(of: ".") {
        group = String(name[..<dot]).uppercased()
        name = String(name[name.index(after: dot)...])
      }
      self.name = name.uppercased()
      for part in parts {
        if let equals = part.firstIndex(of: "=") {
          var value = String(part[part.index(after: equals)...])
          if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
            value = String(value.dropFirst().dropLast())
          }
          parameters[String(part[..<equals]).uppercased()] = value
        } else {
          // vCard 2.1's bare parameters: `QUOTED-PRINTABLE`, `HOME`.
          let bare = part.uppercased()
          parameters[bare == "QUOTED-PRINTABLE" ? "ENCODING" : "TYPE"] = bare
        }
      }
      if let charset = parameters["CHARSET"], !["UTF-8", "UTF8"].contains(charset.uppercased()) {
        throw ImportFailure(
          line: line.number, field: self.name,
          "CHARSET=\(charset) is not supported; export the contacts as UTF-8",
          ja: "CHARSET=\(charset) には対応していません。連絡先を UTF-8 で書き出してください")
      }
      var value = Array(line.bytes[(colon + 1)...])
      if parameters["ENCODING"]?.uppercased() == "QUOTED-PRINTABLE" {
        value = Self.decodeQuotedPrintable(value)
      }
      guard let text = String(validating: value, as: UTF8.self) else {
        throw Self.notUTF8(line.number)
      }
      self.text = text
    }

    static func notUTF8(_ line: Int) -> ImportFailure {
      ImportFailure(
        line: line, "the text is not UTF-8; export the contacts as UTF-8",
        ja: "テキストが UTF-8 ではありません。連絡先を UTF-8 で書き出してください")
    }

    /// `=XX` bytes decoded; anything else kept.
    static func decodeQuotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
      func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
      }
      var result: [UInt8] = []
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "="), index + 2 < bytes.count,
          let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
        {
          result.append(high << 4 | low)
          index += 3
        } else {
          result.append(bytes[index])
          index += 1
        }
      }
      return result
    }

    /// `text` split on `separator` where it is not escaped with a backslash or quoted.
    static func split(_ text: String, on separator: Character) -> [String] {
      var parts: [String] = []
      var current = ""
      var escaped = false
      var quoted = false
      for character in text {
        if escaped {
          current.append("\\")
          current.append(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted.toggle()
          current.append(character)
        } else if character == separator && !quoted {
          parts.append(current)
          current = ""
        } else {
          current.append(character)
        }
      }
      if escaped { current.append("\\") }
      parts.append(current)
      return parts
    }

    /// A TEXT value's escapes undone: `\\`, `\,`, `\;`, `\n`.
    static func unescape(_ text: String) -> String {
      text.resolvingEscapes("\\") { $0 == "n" || $0 == "N" ? "\n" : $0 }
    }

    /// The value's first component (of a list such as NICKNAME), unescaped and trimmed.
    var firstValue: String {
      Self.unescape(Self.split(text, on: ",").first ?? "").trimmingSpaces
    }
  }

  /// The card being read.
  struct Card {
    var line: Int
    var name: ImportedValue?
    var structuredName: (family: String, given: String, line: Int)?
    var nickname: ImportedValue?
    var birthday: ImportedValue?
    var days: [ImportedDay] = []
    /// The reading of the name: Apple's and Google's X-PHONETIC-LAST-NAME and
    /// X-PHONETIC-FIRST-NAME, or vCard 4's SORT-AS on N (`SORT-AS="ほうしょう,まりん"`).
    var phonetic: (family: String, given: String, line: Int, field: String)?
    var sortAs: ImportedValue?
    /// Apple's grouped dates and labels: `item1.X-ABDATE`, `item1.X-ABLabel`.
    var groupedDates: [(group: String, date: ImportedValue)] = []
    var labels: [String: String] = [:]

    init(line: Int) { self.line = line }

    mutating func take(_ property: Property) throws(ImportFailure) {
      switch property.name {
      case "FN":
        let text = Property.unescape(property.text).trimmingSpaces
        if !text.isEmpty { name = ImportedValue(text, line: property.line, field: "FN") }
      case "N":
        let parts = Property.split(property.text, on: ";").map {
          Property.unescape($0).trimmingSpaces
        }
        structuredName = (
          parts.first ?? "", parts.count > 1 ? parts[1] : "", property.line
        )
        if let sort = property.parameters["SORT-AS"] {
          let words = Property.split(sort, on: ",").map { Property.unescape($0).trimmingSpaces }
          let text = words.filter { !$0.isEmpty }.joined(separator: " ")
          if !text.isEmpty { sortAs = ImportedValue(text, line: property.line, field: "N;SORT-AS") }
        }
      case "X-PHONETIC-LAST-NAME", "X-PHONETIC-FIRST-NAME":
        let text = property.firstValue
        var names = phonetic ?? ("", "", property.line, property.name)
        if property.name == "X-PHONETIC-LAST-NAME" {
          names.family = text
        } else {
          names.given = text
        }
        phonetic = names
      case "NICKNAME":
        let text = property.firstValue
        if !text.isEmpty { nickname = ImportedValue(text, line: property.line, field: "NICKNAME") }
      case "BDAY":
        birthday = try VCard.date(property)
      case "ANNIVERSARY", "X-ANNIVERSARY":
        days.append(ImportedDay(label: nil, date: try VCard.date(property)))
      case "X-ABDATE":
        groupedDates.append((property.group ?? "", try VCard.date(property)))
      case "X-ABLABEL":
        if let group = property.group { labels[group] = Property.unescape(property.text) }
      default:
        break
      }
    }

    /// The card as an oshi, or nil when it has no name or no date.
    func record() throws(ImportFailure) -> ImportedOshi? {
      var days = self.days
      for (group, date) in groupedDates {
        days.append(ImportedDay(label: VCard.label(labels[group]), date: date))
      }
      guard let name = name ?? structuredName.flatMap(VCard.name(from:)) else { return nil }
      var record = ImportedOshi(
        line: line, name: name, shortName: nickname, birthday: birthday, days: days)
      if let phonetic {
        let text = [phonetic.family, phonetic.given].filter { !$0.isEmpty }.joined(separator: " ")
        if !text.isEmpty {
          record.yomi = ImportedValue(text, line: phonetic.line, field: phonetic.field)
        }
      }
      record.yomi = record.yomi ?? sortAs
      return record.hasDate ? record : nil
    }
  }

  /// A name from N's family and given names: "given family" in Latin letters, family name
  /// first and no space between in Japanese and Chinese.
  static func name(from structured: (family: String, given: String, line: Int)) -> ImportedValue? {
    let (family, given) = (structured.family, structured.given)
    let text: String
    if family.isEmpty || given.isEmpty {
      text = family + given
    } else if (family + given).unicodeScalars.contains(where: { $0.value >= 0x2E80 }) {
      text = family + given
    } else {
      text = given + " " + family
    }
    return text.isEmpty ? nil : ImportedValue(text, line: structured.line, field: "N")
  }

  /// Apple's label of a grouped date: its own words, or nil for the standard ones
  /// (`_$!<Anniversary>!$_`, `_$!<Other>!$_`), which the app names.
  static func label(_ text: String?) -> String? {
    guard let text = text?.trimmingSpaces, !text.isEmpty else { return nil }
    if text.hasPrefix("_$!<") && text.hasSuffix(">!$_") { return nil }
    return text
  }

  /// A date property's value as `YYYY-MM-DD` or `--MM-DD`.
  ///
  /// Reads `19990315`, `1999-03-15`, `--0315`, `--03-15`, a date with a time after `T`,
  /// and Apple's year-less birthdays: `BDAY;X-APPLE-OMIT-YEAR=1604:1604-03-15`.
  static func date(_ property: Property) throws(ImportFailure) -> ImportedValue {
    var text = property.text.trimmingSpaces
    if let t = text.firstIndex(where: { $0 == "T" || $0 == "t" }) { text = String(text[..<t]) }
    let digits = text.filter(\.isASCII).filter(\.isNumber)
    var result: String?
    if text.hasPrefix("--") {
      let rest = text.dropFirst(2)
      if digits.count == 4, rest.count == 4 || (rest.count == 5 && rest.count(of: "-") == 1) {
        result = "--\(digits.prefix(2))-\(digits.suffix(2))"
      }
    } else if digits.count == 8, text.count == 8 || (text.count == 10 && text.count(of: "-") == 2) {
      let year = String(digits.prefix(4))
      let monthDay = "\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))"
      result =
        property.parameters["X-APPLE-OMIT-YEAR"] == year ? "--\(monthDay)" : "\(year)-\(monthDay)"
    }
    guard let result else {
      throw ImportFailure(
        line: property.line, field: property.name,
        "'\(property.text)' is not a date; vCard dates look like 1999-03-15, 19990315 or --03-15",
        ja: "'\(property.text)' は日付ではありません。vCard の日付は 1999-03-15、19990315、--03-15 の形です")
    }
    return ImportedValue(result, line: property.line, field: property.name)
  }
}
