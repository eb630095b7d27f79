import OshiCommandWords
import OshiCore
import OshiWords

/// What a file of another program says about one person: the fields `oshi add` takes,
/// as written (dates normalised to `YYYY-MM-DD` or `--MM-DD` where the format has its
/// own notation), with the line each came from, so that a refusal can name it.
///
/// Pure: nothing here reads a file, the store or the clock. The app checks each field
/// as `oshi add` would and writes them in one transaction.
public struct ImportedOshi: Sendable, Equatable {
  /// The line the record starts on, from 1.
  public var line: Int
  /// The name, and the field it came from (`FN`, `name`, …).
  public var name: ImportedValue
  /// `slug`, `short`, `symbol`, `group`: CSV's optional columns; a vCard's NICKNAME is the
  /// short name.
  public var slug: ImportedValue?
  public var shortName: ImportedValue?
  public var symbol: ImportedValue?
  public var group: ImportedValue?
  /// The oshi's own dates the file gives, each counted by the widgets of its kinds.
  public var dates: [OshiDate: ImportedValue] = [:]
  /// Other days: a vCard's ANNIVERSARY, `ann` and `ev` lines of `~/.birthdays`.
  public var days: [ImportedDay]
  /// The reading of the name (よみがな) that the contact carries.
  ///
  /// A vCard's X-PHONETIC-LAST-NAME and X-PHONETIC-FIRST-NAME or N's SORT-AS; CSV's
  /// `yomi` or phonetic columns. Family name first, a space between the names.
  public var yomi: ImportedValue?
  /// The photo a contact carries (a vCard's PHOTO), as the file encodes it.
  public var photo: ImportedPhoto?
  /// Who the record is, where the file says so (a vCard's `UID`): two records of the same
  /// name and different identities are two people.
  public var identity: String?
  /// The file of a folder the record is in (`3f2a.vcf` of a vdir); nil for a single file.
  public var file: String?

  /// Creates a record.
  public init(
    line: Int, name: ImportedValue, slug: ImportedValue? = nil, shortName: ImportedValue? = nil,
    symbol: ImportedValue? = nil, group: ImportedValue? = nil, birthday: ImportedValue? = nil,
    debut: ImportedValue? = nil, since: ImportedValue? = nil, days: [ImportedDay] = []
  ) {
    self.line = line
    self.name = name
    self.slug = slug
    self.shortName = shortName
    self.symbol = symbol
    self.group = group
    self.days = days
    (self.birthday, self.debut, self.since) = (birthday, debut, since)
  }

  /// The birthday, which every contacts format has a field of its own for.
  public var birthday: ImportedValue? {
    get { dates[.birthday] }
    set { dates[.birthday] = newValue }
  }

  /// The debut date.
  public var debut: ImportedValue? {
    get { dates[.debut] }
    set { dates[.debut] = newValue }
  }

  /// The day the fan started following.
  public var since: ImportedValue? {
    get { dates[.since] }
    set { dates[.since] = newValue }
  }

  /// Whether the record has any date: a card without one is skipped.
  public var hasDate: Bool { !dates.isEmpty || !days.isEmpty }

  /// Takes in what `other` (a later record with the same name) adds: its dates where this
  /// one has none, and its days.
  mutating func absorb(_ other: ImportedOshi) {
    shortName = shortName ?? other.shortName
    symbol = symbol ?? other.symbol
    group = group ?? other.group
    dates.merge(other.dates) { mine, _ in mine }
    yomi = yomi ?? other.yomi
    photo = photo ?? other.photo
    days += other.days
  }
}

/// A contact's photo as the file holds it: base64 text, the file's own, which the app
/// decodes and checks as `oshi image set` does.
public struct ImportedPhoto: Sendable, Equatable {
  /// The base64 text, without spaces or line breaks.
  public var base64: String
  /// The line of the PHOTO property.
  public var line: Int

  public init(base64: String, line: Int) {
    self.base64 = base64
    self.line = line
  }
}

/// One field's text and where it was written.
public struct ImportedValue: Sendable, Equatable {
  /// The text, unescaped and trimmed.
  public var text: String
  /// The line, from 1.
  public var line: Int
  /// The field's name in the file (`BDAY`, `birthday`, …), for refusals.
  public var field: String
  /// The file's own text, when ``text`` is it rewritten (a date normalised to
  /// `YYYY-MM-DD`), so that a refusal quotes what the file says.
  public var written: String?

  /// Creates a value; `written` is the file's text when `text` is not it.
  public init(_ text: String, line: Int, field: String, written: String? = nil) {
    self.text = text
    self.line = line
    self.field = field
    self.written = written == text ? nil : written
  }

  /// The file's own text.
  public var asWritten: String { written ?? text }
}

/// A day other than the oshi's own dates: an anniversary or an event.
public struct ImportedDay: Sendable, Equatable {
  /// What the day is, for its label when the file gives none.
  public enum Kind: Sendable, Equatable {
    case anniversary, event
  }

  /// The label the file gives, or nil: the app then names the kind in the language.
  public var label: String?
  /// What the day is.
  public var kind: Kind
  /// The date.
  public var date: ImportedValue
  /// Whether it happens once rather than every year.
  public var once: Bool

  /// Creates a day.
  public init(label: String?, kind: Kind = .anniversary, date: ImportedValue, once: Bool = false) {
    self.label = label
    self.kind = kind
    self.date = date
    self.once = once
  }
}

/// A whole file, read.
public struct ImportedFile: Sendable, Equatable {
  /// The records, in the file's order, one per person: a name written again (a
  /// `~/.birthdays` file with a birthday and an anniversary) adds to the first, unless
  /// the two records carry different identities (vCard `UID`s).
  public var oshis: [ImportedOshi]
  /// What was left out or read otherwise than the file's program reads it, in the
  /// file's order: records skipped (cards without a date, remind lines that are not
  /// plain dated reminders), and dates or fields not taken.
  public var notes: [ImportNote]
  /// The columns of a contacts program's CSV export that were read and those left out;
  /// nil for other files, oshi's own CSV included.
  public var columns: ImportedColumns?
  /// The identity (vCard `UID`) of every card read, with a date or without: a contact
  /// that is in the file, whether or not it made a record.
  public var identities: Set<String> = []
  /// Where each person's record is in ``oshis``, by identity or name.
  private var positions: [String: Int] = [:]

  /// Creates a file's reading.
  public init(oshis: [ImportedOshi] = [], notes: [ImportNote] = []) {
    self.notes = notes
    self.oshis = []
    for record in oshis { append(record) }
  }

  /// How many of the file's records were left out.
  public var skipped: Int { notes.count { $0.cause != nil } }

  /// Adds `record`, or merges it into the record of the same person: the one with the
  /// same `identity`, or when neither has one, the same name.
  ///
  /// A birthday that differs from the one already read is not taken, and a note says so.
  mutating func append(_ record: ImportedOshi, identity: String? = nil) {
    let key = identity.map { "uid:" + $0 } ?? "name:" + record.name.text
    guard let index = positions[key] else {
      var record = record
      record.identity = identity
      positions[key] = oshis.count
      oshis.append(record)
      return
    }
    if let first = oshis[index].birthday, let other = record.birthday, first.text != other.text {
      // In a folder the first card may be in another file, which the note names.
      let firstFile = oshis[index].file
      let place =
        firstFile.map { Words.ImportFile.lineOfFile(first.line, $0) }
        ?? Words.ImportFile.onLine(first.line)
      let advice =
        identity == nil ? Words.ImportFile.differentUIDs : Words.ImportFile.sameUID
      note(
        ImportNote(
          line: other.line,
          Words.ImportFile.twoBirthdays(
            record.name.text, first: first.text, place: place, other: other.text, advice: advice),
          file: record.file))
    }
    oshis[index].absorb(record)
  }

  /// Adds a note.
  mutating func note(_ note: ImportNote) {
    notes.append(note)
  }

  /// Adds a note about the whole file where its line puts it among the others.
  mutating func noteInOrder(_ note: ImportNote) {
    notes.insert(note, at: notes.firstIndex { $0.line > note.line } ?? notes.count)
  }

  public static func == (a: ImportedFile, b: ImportedFile) -> Bool {
    a.oshis == b.oshis && a.notes == b.notes && a.columns == b.columns
  }
}

/// The header of a contacts program's CSV export: the columns read and the columns left
/// out, as the file names them.
public struct ImportedColumns: Sendable, Equatable {
  /// The columns read, in the header's order.
  public var used: [String]
  /// The columns left out (e-mail, phone, address…), in the header's order.
  public var ignored: [String]

  /// Creates the columns of a header.
  public init(used: [String], ignored: [String]) {
    self.used = used
    self.ignored = ignored
  }
}

/// What one record of a file (a line, a card) gives.
enum RecordReading {
  /// A record, with what changes in its meaning.
  case read(ImportedOshi, notes: [ImportNote])
  /// Nothing, and why.
  case skipped(ImportNote)
}

/// Something a reader left out of the file, or read otherwise than the file's program
/// does, with the line and why.
public struct ImportNote: Sendable, Equatable {
  /// The line, from 1.
  public var line: Int
  /// What was left out, when a whole record was; nil when the record was read and only a
  /// part of it was not, or read otherwise.
  public var cause: Cause?
  /// What happened, in English and Japanese.
  public var text: String
  public var ja: String
  /// The file of a folder the line is in; nil for a single file.
  public var file: String?

  /// Creates a note; with `cause`, the record of the line was skipped.
  public init(
    line: Int, skipped cause: Cause? = nil, _ text: String, ja: String, file: String? = nil
  ) {
    self.line = line
    self.cause = cause
    self.text = text
    self.ja = ja
    self.file = file
  }

  /// Creates a note from its words in both languages; with `cause`, the record of the
  /// line was skipped.
  public init(line: Int, skipped cause: Cause? = nil, _ said: Said, file: String? = nil) {
    self.init(line: line, skipped: cause, said.en, ja: said.ja, file: file)
  }

  /// What kind of record was skipped, as the summary counts them: "2 cards without a
  /// date", "日付のないカード2枚".
  public struct Cause: Sendable, Hashable {
    /// The thing counted, singular: `card`, `line`.
    public var noun: String
    /// What is said of it: `without a date`.
    public var qualifier: String
    /// The Japanese phrase, with `{n}` where the count goes: `日付のないカード{n}枚`.
    public var ja: String
    /// Whether `oshi import` says each one on its own line (without `--dry-run`); routine
    /// skips, such as the many cards of an address book without a birthday, are only
    /// counted.
    public var isRoutine: Bool

    public init(noun: String, _ qualifier: String, ja: String, routine: Bool = false) {
      self.noun = noun
      self.qualifier = qualifier
      self.ja = ja
      self.isRoutine = routine
    }

    /// A cause from its words: the English qualifier, the Japanese phrase with `{n}`.
    public init(noun: String, _ said: Said, routine: Bool = false) {
      self.init(noun: noun, said.en, ja: said.ja, routine: routine)
    }
  }
}

extension ImportNote.Cause {
  /// A contact without a birthday or another date: most of an address book.
  public static let cardWithoutDate = Self(
    noun: "card", Words.ImportFile.Skipped.cardWithoutDate, routine: true)
  /// A contact with a date and no name.
  public static let cardWithoutName = Self(
    noun: "card", Words.ImportFile.Skipped.cardWithoutName)
  /// A CSV export's row without any date: most of an address book.
  public static let rowWithoutDate = Self(
    noun: "row", Words.ImportFile.Skipped.rowWithoutDate, routine: true)
  /// A CSV export's row with a date and no name.
  public static let rowWithoutName = Self(
    noun: "row", Words.ImportFile.Skipped.rowWithoutName)
  /// A CSV export without any column of a date (an address book of e-mail addresses): it
  /// gives nothing.
  public static let fileWithoutDateColumn = Self(
    noun: "file", Words.ImportFile.Skipped.fileWithoutDateColumn)
  /// remind's lines that are not `REM date MSG name`.
  public static let notPlainReminder = Self(
    noun: "line", Words.ImportFile.Skipped.notPlainReminder, routine: true)
  /// A dated reminder that remind shows once, and does not say birthday.
  public static let oneOffReminder = Self(
    noun: "line", Words.ImportFile.Skipped.oneOffReminder)
  /// A reminder whose message is only remind's codes and punctuation.
  public static let oddMessage = Self(
    noun: "line", Words.ImportFile.Skipped.oddMessage)
  /// A card with a field oshi reads that it cannot read (a date that is not one, a
  /// charset it does not decode): the other cards are read.
  public static let unreadableCard = Self(
    noun: "card", Words.ImportFile.Skipped.unreadableCard)
  /// A file of a contacts folder that does not read as a vCard.
  public static let unreadableFile = Self(
    noun: "file", Words.ImportFile.Skipped.unreadableFile)
  /// A contact of a folder without a UID, which a later import could not match.
  public static let cardWithoutUID = Self(
    noun: "card", Words.ImportFile.Skipped.cardWithoutUID)
  /// A contact whose oshi was removed with `oshi remove`: it stays out.
  public static let removedContact = Self(
    noun: "contact", Words.ImportFile.Skipped.removedContact, routine: true)
  /// A contact of a folder whose name is stored, as an oshi not made from a contact.
  public static let storedName = Self(
    noun: "contact", Words.ImportFile.Skipped.storedName)
  /// A contact of a folder with a field `oshi add` refuses.
  public static let refusedCard = Self(
    noun: "card", Words.ImportFile.Skipped.refusedCard)
  /// birthday(1)'s `&include`.
  public static let include = Self(
    noun: "line", Words.ImportFile.Skipped.include)
}

/// Why a file cannot be read: the line, the field if one is to blame, and what is wrong,
/// in English and Japanese.
public struct ImportFailure: Error, Sendable, Equatable {
  public var line: Int
  public var field: String?
  public var reason: String
  public var reasonJA: String

  /// Creates a refusal.
  public init(line: Int, field: String? = nil, _ reason: String, ja: String) {
    self.line = line
    self.field = field
    self.reason = reason
    self.reasonJA = ja
  }

  /// Creates a refusal from its words in both languages.
  public init(line: Int, field: String? = nil, _ reason: Said) {
    self.init(line: line, field: field, reason.en, ja: reason.ja)
  }
}
