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
  /// The dates of the oshi's own widgets.
  public var birthday: ImportedValue?
  public var debut: ImportedValue?
  public var since: ImportedValue?
  /// Other days: a vCard's ANNIVERSARY, `ann` and `ev` lines of `~/.birthdays`.
  public var days: [ImportedDay]
  /// The reading of the name (よみがな) that the contact carries.
  ///
  /// A vCard's X-PHONETIC-LAST-NAME and X-PHONETIC-FIRST-NAME or N's SORT-AS; CSV's
  /// `yomi` or phonetic columns. Family name first, a space between the names.
  public var yomi: ImportedValue?

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
    self.birthday = birthday
    self.debut = debut
    self.since = since
    self.days = days
  }

  /// Whether the record has any date: a card without one is skipped.
  public var hasDate: Bool {
    birthday != nil || debut != nil || since != nil || !days.isEmpty
  }

  /// Takes in what `other` (a later record with the same name) adds: its dates where this
  /// one has none, and its days.
  mutating func absorb(_ other: ImportedOshi) {
    shortName = shortName ?? other.shortName
    symbol = symbol ?? other.symbol
    group = group ?? other.group
    birthday = birthday ?? other.birthday
    debut = debut ?? other.debut
    since = since ?? other.since
    yomi = yomi ?? other.yomi
    days += other.days
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

  /// Creates a value.
  public init(_ text: String, line: Int, field: String) {
    self.text = text
    self.line = line
    self.field = field
  }
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
  /// The records, in the file's order, one per name: a name written again (a
  /// `~/.birthdays` file with a birthday and an anniversary) adds to the first.
  public var oshis: [ImportedOshi]
  /// The records that were skipped: cards without a date, remind lines that are not
  /// plain dated reminders.
  public var skipped: Int
  /// Where each name's record is in ``oshis``.
  private var positions: [String: Int] = [:]

  /// Creates a file's reading.
  public init(oshis: [ImportedOshi] = [], skipped: Int = 0) {
    self.skipped = skipped
    self.oshis = []
    for record in oshis { append(record) }
  }

  /// Adds `record`, or merges it into the record of the same name.
  mutating func append(_ record: ImportedOshi) {
    if let index = positions[record.name.text] {
      oshis[index].absorb(record)
    } else {
      positions[record.name.text] = oshis.count
      oshis.append(record)
    }
  }

  public static func == (a: ImportedFile, b: ImportedFile) -> Bool {
    a.oshis == b.oshis && a.skipped == b.skipped
  }
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
}
