import OshiCommandWords
import OshiWords

/// vCard 2.1, 3.0 (RFC 2426) and 4.0 (RFC 6350), as Apple Contacts, Google Contacts,
/// Outlook, Evolution and Thunderbird export them: FN (or N) is the name, NICKNAME the
/// short name, BDAY the birthday, ANNIVERSARY (also X-ANNIVERSARY, Outlook's
/// X-MS-ANNIVERSARY, Evolution's X-EVOLUTION-ANNIVERSARY, and Apple's X-ABDATE with its
/// X-ABLabel, which labels an anniversary of its group too) a yearly day, an inline PHOTO
/// the photo, and UID who the contact is.
///
/// A date marked `X-OSHI-DATE=debut` or `since`, as `oshi export --format vcard` marks
/// them, is the debut or the day the fan started following.
///
/// Lines end with CRLF, LF, CR or CR CR LF (as iOS 5 wrote), and are unfolded before
/// they are decoded, so a fold that splits a UTF-8 character, as some exporters write,
/// still reads. Quoted-printable values (vCard 2.1) with their soft line breaks are
/// decoded. Only the fields oshi reads are decoded, in their CHARSET (``Charset``:
/// Shift_JIS, ISO-2022-JP, windows-1252, Latin-1, any other iconv knows) unless their text
/// is UTF-8 already; text that is not UTF-8 and names no charset is read in the one the
/// file's such texts suggest, with a note. A field oshi does not read may hold anything.
///
/// A date of the year 1604 is year-less: Apple writes it so with X-APPLE-OMIT-YEAR, and
/// CardBook (Thunderbird) without.
///
/// A date oshi cannot count (a text date such as `circa 1800`, a year and month without
/// a day, an empty BDAY) is left out with a note; the rest of the card still reads.
///
/// One odd line never refuses the file: a line that is not `NAME:VALUE` is left out with
/// a note, a card with a field oshi reads and cannot read is skipped with a note naming
/// that line, a card inside a card is read as one of its own, and an unterminated last
/// card is read to the end. Only a file none of whose cards reads is refused.
enum VCard {
  static func read(_ bytes: [UInt8]) throws(ImportFailure) -> ImportedFile {
    var file = ImportedFile()
    // The cards open, innermost last: vCard 2.1's AGENT nests a card in a card.
    var open: [Card] = []
    var cards = 0
    var failures: [ImportFailure] = []
    func finish(_ card: Card) {
      cards += 1
      if let uid = card.uid { file.identities.insert(uid) }
      if let failure = card.failure {
        failures.append(failure)
        let field = failure.field.map { "\($0): " } ?? ""
        file.note(
          ImportNote(
            line: failure.line, skipped: .unreadableCard,
            Words.ImportFile.cardOfLine(
              card.line, field: field, Said(failure.reason, ja: failure.reasonJA))))
        return
      }
      switch card.record() {
      case .read(let record, let notes):
        for note in (card.leftOut(read: true) + notes).sorted(by: { $0.line < $1.line }) {
          file.note(note)
        }
        file.append(record, identity: card.uid)
      case .skipped(let skip):
        for note in card.leftOut(read: false) { file.note(note) }
        file.note(skip)
      }
    }
    var lines = logicalLines(bytes).map { line in (line, try? Property(line)) }
    let charsetNote = guessCharset(&lines)
    for (line, property) in lines {
      guard let property else {
        // A line that is not NAME:VALUE (a `# comment`, a bare `FN`) says nothing oshi
        // reads: it is left out, and noted when it is inside a card.
        open.indices.last.map { open[$0].leftOut(line) }
        continue
      }
      switch property.name {
      case "BEGIN" where property.isValue("VCARD"):
        if let outer = open.last {
          file.note(
            ImportNote(
              line: line.number,
              Words.ImportFile.nestedCard(outer.line)))
        }
        open.append(Card(line: line.number))
      case "END" where property.isValue("VCARD") && !open.isEmpty:
        finish(open.removeLast())
      default:
        guard let last = open.indices.last else { continue }
        do throws(ImportFailure) {
          try open[last].take(property)
        } catch {
          open[last].failure = open[last].failure ?? error
        }
      }
    }
    while let card = open.popLast() {
      file.note(
        ImportNote(
          line: card.line, Words.ImportFile.unterminatedCard))
      finish(card)
    }
    // A file none of whose cards reads is refused with the first reason: it gives nothing.
    if let first = failures.first, failures.count == cards { throw first }
    if let charsetNote { file.noteInOrder(charsetNote) }
    return file
  }

  /// Gives the texts oshi reads that are not UTF-8 and name no charset the one they suggest.
  ///
  /// Returns the note that says which, on the first of them; nil when every text oshi reads
  /// is UTF-8 or names its charset, or when no likely charset reads them all.
  static func guessCharset(_ lines: inout [(Line, Property?)]) -> ImportNote? {
    let unnamed = lines.indices.filter { lines[$0].1?.needsCharset == true }
    guard let first = unnamed.first else { return nil }
    // One text, each value on a line of its own, so that a guess holds for them all.
    let values = unnamed.compactMap { lines[$0].1?.value }.joined(separator: [UInt8(ascii: "\n")])
    guard let (charset, _) = Charset.guess(Array(values)) else { return nil }
    for index in unnamed { lines[index].1?.fallback = charset }
    return FileText.guessed(charset, line: lines[first].0.number, advice: .contacts)
  }

  /// One content line after unfolding, as bytes, with the physical line it starts on.
  struct Line {
    var number: Int
    var bytes: [UInt8]
  }

  /// The content lines: a physical line that begins with a space or a tab continues the
  /// one before it (RFC 6350 §3.2), and so does the line after a quoted-printable value
  /// that ends in `=` (a soft line break), and a line without a colon after one that ends
  /// in a backslash (Android's address of several lines).
  static func logicalLines(_ bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    for (number, physical) in physicalLines(bytes) {
      if let first = physical.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"),
        !lines.isEmpty
      {
        lines[lines.count - 1].bytes += physical.dropFirst()
      } else if let last = lines.last, last.bytes.last == UInt8(ascii: "="),
        isQuotedPrintable(last.bytes)
      {
        lines[lines.count - 1].bytes.removeLast()
        lines[lines.count - 1].bytes += physical
      } else if let last = lines.last, last.bytes.last == UInt8(ascii: "\\"),
        !physical.contains(UInt8(ascii: ":"))
      {
        // Android continues a value after a trailing backslash, on a line of its own.
        lines[lines.count - 1].bytes += [UInt8(ascii: "\n")] + physical
      } else if !physical.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
        lines.append(Line(number: number, bytes: Array(physical)))
      }
    }
    return lines
  }

  /// The physical lines with their numbers from 1: each ends with LF, CRLF, CR CR LF (any
  /// run of CR before an LF), or a CR alone.
  static func physicalLines(_ bytes: [UInt8]) -> [(number: Int, bytes: ArraySlice<UInt8>)] {
    let (cr, lf) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
    var lines: [(Int, ArraySlice<UInt8>)] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case lf:
        lines.append((lines.count + 1, bytes[start..<index]))
        index += 1
        start = index
      case cr:
        var end = index
        while end < bytes.count, bytes[end] == cr { end += 1 }
        let ending = end < bytes.count && bytes[end] == lf ? end + 1 : index + 1
        lines.append((lines.count + 1, bytes[start..<index]))
        index = ending
        start = index
      default:
        index += 1
      }
    }
    if start < bytes.count { lines.append((lines.count + 1, bytes[start...])) }
    return lines
  }

  /// Whether the line's parameters say its value is quoted-printable.
  static func isQuotedPrintable(_ bytes: [UInt8]) -> Bool {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
    return String(decoding: bytes[..<colon], as: UTF8.self).uppercased()
      .contains("QUOTED-PRINTABLE")
  }

  /// The card being read.
  struct Card {
    var line: Int
    /// FN, with its PREF (100 when it has none): the lowest PREF, then the first.
    var name: (value: ImportedValue, preference: Int)?
    var structuredName: (family: String, given: String, line: Int)?
    var nickname: ImportedValue?
    var birthday: ImportedValue?
    var days: [ImportedDay] = []
    var uid: String?
    var photo: ImportedPhoto?
    /// Whether a PHOTO was a link, which is noted once.
    var linkedPhoto = false
    /// The ALTIDs of the dates read: a text BDAY with one of them is only another form of
    /// a date read (RFC 6350 §5.4), and is not noted.
    var dateAlternatives: Set<String> = []
    /// The notes of text dates, with their ALTID.
    var textDates: [(alternative: String?, note: ImportNote)] = []
    /// The reading of the name: Apple's and Google's X-PHONETIC-LAST-NAME and
    /// X-PHONETIC-FIRST-NAME, or vCard 4's SORT-AS on N (`SORT-AS="ほうしょう,まりん"`).
    var phonetic: (family: String, given: String, line: Int, field: String)?
    var sortAs: ImportedValue?
    /// Apple's grouped dates and labels: `item1.X-ABDATE`, `item1.X-ABLabel` (an
    /// anniversary in a group takes its label too), with the oshi date that
    /// `X-OSHI-DATE` names, as oshi's own export marks the debut and the start.
    var groupedDates: [(group: String, date: ImportedValue, own: String?)] = []
    var labels: [String: String] = [:]
    /// What was left out of the card.
    var notes: [ImportNote] = []
    /// Why a field oshi reads cannot be read: the card is then skipped, the others read.
    var failure: ImportFailure?

    init(line: Int) { self.line = line }

    /// Notes `line`, which is not NAME:VALUE, as left out.
    mutating func leftOut(_ line: Line) {
      let text = String(decoding: line.bytes.prefix(40), as: UTF8.self)
      notes.append(
        ImportNote(
          line: line.number, Words.ImportFile.notAVCardLine(text)))
    }

    /// The names of the yearly days other than the birthday, as exporters write them.
    static let anniversaries: Set = [
      "ANNIVERSARY", "X-ANNIVERSARY", "X-MS-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY",
      "X-KADDRESSBOOK-X-ANNIVERSARY",
    ]

    mutating func take(_ property: Property) throws(ImportFailure) {
      switch property.name {
      case "FN":
        let text = Property.unescape(try property.text()).trimmingSpaces
        let preference = property.parameters["PREF"].flatMap { Int($0) } ?? 100
        if !text.isEmpty, preference < name?.preference ?? Int.max {
          name = (ImportedValue(text, line: property.line, field: "FN"), preference)
        }
      case "N":
        guard structuredName == nil else { break }
        let parts = Property.split(try property.text(), on: ";").map {
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
        let text = try property.firstValue()
        var names = phonetic ?? ("", "", property.line, property.name)
        if property.name == "X-PHONETIC-LAST-NAME" {
          names.family = text
        } else {
          names.given = text
        }
        phonetic = names
      case "NICKNAME":
        let text = try property.firstValue()
        if !text.isEmpty && nickname == nil {
          nickname = ImportedValue(text, line: property.line, field: "NICKNAME")
        }
      case "UID":
        let text = try property.text().trimmingSpaces
        if !text.isEmpty { uid = text }
      case "PHOTO":
        takePhoto(property)
      case "BDAY":
        guard let date = try date(property) else { break }
        if let first = birthday {
          if first.text != date.text {
            notes.append(
              ImportNote(
                line: date.line,
                Words.ImportFile.secondBirthday(
                  date.asWritten, first: first.asWritten, line: first.line))
            )
          }
        } else {
          birthday = date
        }
      case let name where Card.anniversaries.contains(name) && property.group == nil:
        if let date = try date(property) { days.append(ImportedDay(label: nil, date: date)) }
      case let name where name == "X-ABDATE" || Card.anniversaries.contains(name):
        if let date = try date(property) {
          let own = property.parameters["X-OSHI-DATE"]?.lowercased()
          groupedDates.append((property.group ?? "", date, own))
        }
      case "X-ABLABEL":
        if let group = property.group { labels[group] = Property.unescape(try property.text()) }
      default:
        break
      }
    }

    /// The date of a date property, or nil with a note when it is one oshi cannot count.
    mutating func date(_ property: Property) throws(ImportFailure) -> ImportedValue? {
      let alternative = property.parameters["ALTID"]
      switch try VCard.date(property) {
      case .date(let value):
        if let alternative { dateAlternatives.insert(alternative) }
        return value
      case .uncountable(let why):
        let note = ImportNote(
          line: property.line, Words.ImportFile.dateLeftOut(property.name, why))
        textDates.append((alternative, note))
        return nil
      }
    }

    /// What the card leaves out: the dates it cannot count (not those that are another
    /// form of a date read), then the rest when the card is read.
    func leftOut(read: Bool) -> [ImportNote] {
      let dates = textDates.filter { $0.alternative.map(dateAlternatives.contains) != true }
        .map(\.note)
      return (dates + (read ? notes : [])).sorted { $0.line < $1.line }
    }

    /// An inline photo.
    ///
    /// `ENCODING=b` or `BASE64` (vCard 2.1 and 3.0), or a `data:` URI (vCard 4.0). A link
    /// is not fetched, and a note says so, once.
    mutating func takePhoto(_ property: Property) {
      guard photo == nil, !linkedPhoto else { return }
      let text = String(decoding: property.value, as: UTF8.self).filter { !$0.isWhitespace }
      let encoding = property.parameters["ENCODING"]?.uppercased()
      if encoding == "B" || encoding == "BASE64" {
        if !text.isEmpty { photo = ImportedPhoto(base64: text, line: property.line) }
      } else if text.lowercased().hasPrefix("data:"), let comma = text.firstIndex(of: ","),
        text[..<comma].lowercased().hasSuffix(";base64")
      {
        photo = ImportedPhoto(
          base64: String(text[text.index(after: comma)...]), line: property.line)
      } else if !text.isEmpty {
        linkedPhoto = true
        notes.append(
          ImportNote(
            line: property.line,
            Words.ImportFile.photoLink))
      }
    }

    /// The card as an oshi, with a note for each unlabelled X-ABDATE, or why it is skipped:
    /// no name, or no date.
    func record() -> RecordReading {
      var days = self.days
      var own: [String: ImportedValue] = [:]
      var notes: [ImportNote] = []
      for (group, date, ownDate) in groupedDates {
        // oshi's own debut and start, which have a year; another is a day of its own.
        if let name = ownDate, VCard.ownDates.contains(name), own[name] == nil,
          !date.text.hasPrefix("--")
        {
          own[name] = date
          continue
        }
        days.append(ImportedDay(label: VCard.label(labels[group]), date: date))
        // Apple's own labels (`_$!<Anniversary>!$_`) name the day; no label at all leaves
        // the kind to guess.
        guard labels[group]?.trimmingSpaces.isEmpty ?? true else { continue }
        notes.append(
          ImportNote(
            line: date.line,
            Words.ImportFile.unlabelledDate(date.asWritten)))
      }
      var record = ImportedOshi(
        line: line, name: ImportedValue("", line: line, field: "FN"), shortName: nickname,
        birthday: birthday, debut: own["debut"], since: own["since"], days: days)
      guard record.hasDate else {
        return .skipped(
          ImportNote(
            line: line, skipped: .cardWithoutDate, Words.ImportFile.cardWithoutDate))
      }
      guard let name = name?.value ?? structuredName.flatMap(VCard.name(from:)) else {
        return .skipped(
          ImportNote(
            line: line, skipped: .cardWithoutName, Words.ImportFile.cardWithoutName))
      }
      record.name = name
      record.photo = photo
      if let phonetic {
        let text = [phonetic.family, phonetic.given].filter { !$0.isEmpty }.joined(separator: " ")
        if !text.isEmpty {
          record.yomi = ImportedValue(text, line: phonetic.line, field: phonetic.field)
        }
      }
      record.yomi = record.yomi ?? sortAs
      return .read(record, notes: notes)
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

  /// The values of `X-OSHI-DATE` that name an oshi's own date, as `oshi export --format
  /// vcard` marks the debut and the day the fan started following.
  static let ownDates: Set = ["debut", "since"]

  /// Apple's label of a grouped date: its own words, or nil for the standard ones
  /// (`_$!<Anniversary>!$_`, `_$!<Other>!$_`), which the app names.
  static func label(_ text: String?) -> String? {
    guard let text = text?.trimmingSpaces, !text.isEmpty else { return nil }
    if text.hasPrefix("_$!<") && text.hasSuffix(">!$_") { return nil }
    return text
  }
}
