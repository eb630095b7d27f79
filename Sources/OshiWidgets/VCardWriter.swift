import OshiCore
import OshiText
import OshiWords

/// Oshis as vCards, for a phone's contacts or a CardDAV address book: `oshi export
/// --format vcard`.
///
/// One card per oshi, in the version asked for: 4.0 (RFC 6350) or 3.0 (RFC 2426, which
/// iOS and Apple Contacts write and read):
///
/// - FN is the name, N the same name as family and given names, NICKNAME the short name.
/// - The reading of the name, family name first: `X-PHONETIC-LAST-NAME` and
///   `X-PHONETIC-FIRST-NAME` in 3.0, as Apple and Google write it; N's `SORT-AS` in 4.0.
/// - BDAY is the birthday. A year-less one is `--MMDD` in 4.0, and in 3.0 Apple's
///   `BDAY;X-APPLE-OMIT-YEAR=1604:1604-MM-DD`, which iOS shows without a year.
/// - The other yearly days are grouped with their label as Apple groups them
///   (`item1.X-ABDATE` and `item1.X-ABLabel`): the debut (in 4.0 as its one
///   `ANNIVERSARY`), the day the fan started following, and each yearly custom day. The
///   oshi's own days carry `X-OSHI-DATE=debut` or `since`, so that `oshi import` reads
///   them back as those dates; a phone shows the label.
/// - PHOTO is the photo, inline: `ENCODING=b` in 3.0, a `data:` URI in 4.0.
/// - UID is `<slug>@oshi`: a slug never changes, so a card uploaded again to a CardDAV
///   address book replaces the one there instead of adding another.
///
/// Text is escaped and lines are folded as iCalendar's are (``ContentLines``): RFC 6350
/// has the same rules. Pure: the caller reads the store.
public enum VCardWriter {
  /// The vCard versions written.
  public enum Version: String, CaseIterable, Sendable {
    /// RFC 2426, as iOS and Apple Contacts write it.
    case v3 = "3.0"
    /// RFC 6350.
    case v4 = "4.0"
  }

  /// One contact: what a card says, its texts as they are to be read back.
  public struct Contact: Sendable, Equatable {
    /// The card's `UID`.
    public var uid: String
    /// The name.
    public var name: String
    /// The short name, as NICKNAME.
    public var shortName: String?
    /// The reading of the name in kana, family name first, a space between the names.
    public var reading: String?
    /// The birthday; its year may be unknown.
    public var birthday: EventDate?
    /// The other yearly days, in the card's order.
    public var days: [Day]
    /// The photo: a PNG, in base64.
    public var photo: String?

    /// Creates a contact.
    public init(
      uid: String, name: String, shortName: String? = nil, reading: String? = nil,
      birthday: EventDate? = nil, days: [Day] = [], photo: String? = nil
    ) {
      (self.uid, self.name, self.shortName, self.reading) = (uid, name, shortName, reading)
      (self.birthday, self.days, self.photo) = (birthday, days, photo)
    }
  }

  /// A yearly day of a contact other than the birthday.
  public struct Day: Sendable, Equatable {
    /// What the phone shows beside the date.
    public var label: String
    /// The date; its year may be unknown.
    public var date: EventDate
    /// The oshi's own date it is (the debut, the start of following), or nil for a
    /// custom day.
    public var own: OshiDate?

    /// Creates a day.
    public init(label: String, date: EventDate, own: OshiDate? = nil) {
      (self.label, self.date, self.own) = (label, date, own)
    }
  }

  /// The oshi's own dates a card carries besides the birthday, in its order.
  ///
  /// They are those `oshi import` reads back; the first is 4.0's ANNIVERSARY.
  public static let carried: [OshiDate] = [.debut, .since]

  /// The cards of `contacts`, in their order, as one file.
  public static func document(_ contacts: [Contact], version: Version, language: Language)
    -> String
  {
    ContentLines.text(contacts.flatMap { lines(of: $0, version: version, language: language) })
  }

  /// The content lines of one card, not yet folded.
  static func lines(of contact: Contact, version: Version, language: Language) -> [String] {
    var lines = [
      "BEGIN:VCARD", "VERSION:" + version.rawValue,
      "PRODID:-//oshi//oshi \(language.rawValue)//EN",
      // RFC 6350's UID is a URI unless it says it is text; 3.0's is text.
      (version == .v4 ? "UID;VALUE=text:" : "UID:") + ContentLines.escaped(contact.uid),
      "FN:" + ContentLines.escaped(contact.name),
    ]
    let name = structured(contact.name)
    let reading = contact.reading.map(structured(reading:))
    var sortAs = ""
    if version == .v4, let reading {
      let parts = [reading.family, reading.given].filter { !$0.isEmpty }.map(parameter)
      sortAs = ";SORT-AS=\"" + parts.joined(separator: ",") + "\""
    }
    lines.append(
      "N\(sortAs):" + ContentLines.escaped(name.family) + ";"
        + ContentLines.escaped(name.given) + ";;;")
    if let short = contact.shortName {
      lines.append("NICKNAME:" + ContentLines.escaped(short))
    }
    if version == .v3, let reading {
      lines.append("X-PHONETIC-LAST-NAME:" + ContentLines.escaped(reading.family))
      if !reading.given.isEmpty {
        lines.append("X-PHONETIC-FIRST-NAME:" + ContentLines.escaped(reading.given))
      }
    }
    if let birthday = contact.birthday {
      lines.append("BDAY" + date(birthday, version: version))
    }
    for (index, day) in contact.days.enumerated() {
      let group = "item\(index + 1)."
      let property = version == .v4 && day.own == carried.first ? "ANNIVERSARY" : "X-ABDATE"
      let own = day.own.map { ";X-OSHI-DATE=" + $0.name } ?? ""
      lines += [
        group + property + own + date(day.date, version: version),
        group + "X-ABLabel:" + ContentLines.escaped(day.label),
      ]
    }
    if let photo = contact.photo {
      lines.append(
        version == .v4
          ? "PHOTO:data:image/png;base64," + photo : "PHOTO;ENCODING=b;TYPE=PNG:" + photo)
    }
    lines.append("END:VCARD")
    return lines
  }

  /// A date property's parameters (if any) and value, from the colon: `:19990315` and
  /// `:--0315` in 4.0; `:1999-03-15` and Apple's `;X-APPLE-OMIT-YEAR=1604:1604-03-15` in
  /// 3.0 (1604 is a leap year, so Feb 29 is a day of it).
  static func date(_ date: EventDate, version: Version) -> String {
    let month = LocalDate.pad(date.month, 2)
    let day = LocalDate.pad(date.day, 2)
    switch (version, date.date) {
    case (.v4, let full?): return ":" + ICalendar.compact(full)
    case (.v4, nil): return ":--\(month)\(day)"
    case (.v3, let full?): return ":" + full.iso
    case (.v3, nil): return ";X-APPLE-OMIT-YEAR=1604:1604-\(month)-\(day)"
    }
  }

  /// A name as N's family and given names: one word is the family name; of several, the
  /// first is the family name in Japanese and Chinese, the last in Latin letters.
  static func structured(_ name: String) -> (family: String, given: String) {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)
    guard let first = words.first, let last = words.last, words.count > 1 else {
      return (name, "")
    }
    if name.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) {
      return (first, words.dropFirst().joined(separator: " "))
    }
    return (last, words.dropLast().joined(separator: " "))
  }

  /// A reading as family and given names: the words before the first space and after it,
  /// so that a reader that puts them together with a space has the reading again.
  static func structured(reading: String) -> (family: String, given: String) {
    guard let space = reading.firstIndex(where: { $0 == " " || $0 == "\u{3000}" }) else {
      return (reading, "")
    }
    return (String(reading[..<space]), String(reading[reading.index(after: space)...]))
  }

  /// Text as a quoted parameter value's part: without the quote, the comma and the
  /// semicolon that would end it, and without control characters.
  static func parameter(_ text: String) -> String {
    String(
      text.unicodeScalars.filter { scalar in
        !["\"", ",", ";"].contains(scalar) && scalar.value >= 0x20 && scalar.value != 0x7F
      }.map(Character.init))
  }
}

extension VCardWriter.Contact {
  /// The card of `oshi` with its `widgets`, its reading and its photo (a PNG in base64),
  /// with its labels in `language`; nil for a group, which is not a contact, and for a
  /// private oshi unless `includePrivate`.
  ///
  /// It holds the birthday, the debut and the day the fan started following (each left
  /// out when all the widgets that show it are private, unless `includePrivate`), and each
  /// yearly custom day (a private one only with `includePrivate`). A `--once` day, a
  /// formation, a graduation and a hiatus are not a contact's yearly days: they stay out.
  /// Texts are as import will take them (``Sanitizer/acceptable(_:)``).
  public init?(
    oshi: Oshi, widgets: [Widget], reading: String?, photo: String?, language: Language,
    includePrivate: Bool
  ) {
    guard !oshi.isGroup, includePrivate || !oshi.isPrivate else { return nil }
    // A date is shown unless every widget that shows it is private.
    func shown(_ date: OshiDate) -> Bool {
      let showing = widgets.filter { $0.kind.oshiDate == date }
      return includePrivate || showing.isEmpty || showing.contains { !$0.isPrivate }
    }
    var days: [VCardWriter.Day] = []
    for date in VCardWriter.carried {
      guard let value = oshi.dates[date], shown(date), let kind = date.kinds.first else {
        continue
      }
      let label = (kind.words.timeline ?? kind.words.name)(language)
      days.append(VCardWriter.Day(label: label, date: value, own: date))
    }
    for widget in widgets where widget.kind.facts.date == .own && widget.repeats {
      guard includePrivate || !widget.isPrivate, let date = widget.date else { continue }
      let label = widget.kind.words.label(widget.label, isGroup: false, language)
      days.append(VCardWriter.Day(label: Sanitizer.acceptable(label), date: date))
    }
    self.init(
      uid: oshi.slug + "@oshi", name: Sanitizer.acceptable(oshi.name),
      shortName: oshi.shortName.map(Sanitizer.acceptable),
      reading: reading.map(Sanitizer.acceptable),
      birthday: shown(.birthday) ? oshi.birthday : nil, days: days, photo: photo)
  }
}
