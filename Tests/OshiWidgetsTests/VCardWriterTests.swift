import OshiCore
import OshiImport
import OshiWords
import PropertyBased
import Testing

@testable import OshiWidgets

/// `oshi export --format vcard`'s cards, read back by oshi's own vCard reader: what is
/// written is what `oshi import` takes in.
@Suite("vCards written")
struct VCardWriterTests {
  static let photo =
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGN4FtBDEmIY1TCqYfhqAACVb8IQWOTblwAAAABJRU5ErkJggg=="

  /// Aki with every field a card holds.
  static let aki = VCardWriter.Contact(
    uid: "aki@oshi", name: "Aki Hoshino", shortName: "あき", reading: "ほしの あき",
    birthday: Fixtures.date("1999-03-15"),
    days: [
      .init(label: "デビュー", date: Fixtures.date("2019-11-30"), own: .debut),
      .init(label: "推し始め", date: Fixtures.date("2023-04-01"), own: .since),
      .init(label: "Summer", date: Fixtures.date("--07-04")),
    ], photo: "iVBORw0K")

  @Test(
    "Each version's card, line by line",
    arguments: [
      (
        VCardWriter.Version.v4,
        [
          "BEGIN:VCARD", "VERSION:4.0", "PRODID:-//oshi//oshi ja//EN", "UID;VALUE=text:aki@oshi",
          "FN:Aki Hoshino", "N;SORT-AS=\"ほしの,あき\":Hoshino;Aki;;;", "NICKNAME:あき",
          "BDAY:19990315", "item1.ANNIVERSARY;X-OSHI-DATE=debut:20191130",
          "item1.X-ABLabel:デビュー", "item2.X-ABDATE;X-OSHI-DATE=since:20230401",
          "item2.X-ABLabel:推し始め", "item3.X-ABDATE:--0704", "item3.X-ABLabel:Summer",
          "PHOTO:data:image/png;base64,iVBORw0K", "END:VCARD",
        ]
      ),
      (
        .v3,
        [
          "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//oshi//oshi ja//EN", "UID:aki@oshi",
          "FN:Aki Hoshino", "N:Hoshino;Aki;;;", "NICKNAME:あき", "X-PHONETIC-LAST-NAME:ほしの",
          "X-PHONETIC-FIRST-NAME:あき", "BDAY:1999-03-15",
          "item1.X-ABDATE;X-OSHI-DATE=debut:2019-11-30", "item1.X-ABLabel:デビュー",
          "item2.X-ABDATE;X-OSHI-DATE=since:2023-04-01", "item2.X-ABLabel:推し始め",
          "item3.X-ABDATE;X-APPLE-OMIT-YEAR=1604:1604-07-04", "item3.X-ABLabel:Summer",
          "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0K", "END:VCARD",
        ]
      ),
    ])
  func lines(version: VCardWriter.Version, expected: [String]) {
    let text = VCardWriter.document([Self.aki], version: version, language: .ja)
    #expect(text == expected.map { $0 + "\r\n" }.joined())
  }

  @Test(
    "A year-less birthday: --MMDD in 4.0, Apple's 1604 in 3.0, Feb 29 too",
    arguments: [
      (VCardWriter.Version.v4, "--12-10", "BDAY:--1210"),
      (.v3, "--12-10", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-12-10"),
      (.v4, "--02-29", "BDAY:--0229"), (.v3, "--02-29", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-02-29"),
      (.v4, "0999-01-02", "BDAY:09990102"), (.v3, "0999-01-02", "BDAY:0999-01-02"),
    ])
  func yearless(version: VCardWriter.Version, date: String, line: String) throws {
    let contact = VCardWriter.Contact(uid: "u", name: "Rin", birthday: Fixtures.date(date))
    let text = VCardWriter.document([contact], version: version, language: .en)
    #expect(text.contains("\r\n" + line + "\r\n"), "\(text)")
    let read = try ImportFormat.vcard.read(Array(text.utf8))
    #expect(read.oshis.first?.birthday?.text == date)
  }

  @Test(
    "N: one word is the family name; of several, the first in Japanese, the last in Latin letters",
    arguments: [
      ("Aki", "Aki", ""), ("星野ルナ", "星野ルナ", ""), ("星野 ルナ", "星野", "ルナ"),
      ("星野\u{3000}ルナ", "星野", "ルナ"), ("Aki Rin Hoshino", "Hoshino", "Aki Rin"),
    ])
  func structuredName(name: String, family: String, given: String) {
    let parts = VCardWriter.structured(name)
    #expect(parts.family == family)
    #expect(parts.given == given)
  }

  @Test("Lines end in CRLF, hold at most 75 octets and are folded between characters")
  func folding() throws {
    var contact = Self.aki
    contact.days.append(
      .init(label: String(repeating: "ファーストライブ東京ドーム", count: 4), date: Fixtures.date("2024-02-12")))
    contact.photo = String(repeating: Self.photo, count: 20)
    for version in VCardWriter.Version.allCases {
      let bytes = Array(VCardWriter.document([contact], version: version, language: .ja).utf8)
      let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
      #expect(lines.allSatisfy { $0.last == 0x0D && !$0.dropLast().contains(0x0D) })
      #expect(lines.allSatisfy { $0.count - 1 <= 75 }, "a line over 75 octets")
      #expect(
        lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "a split character")
      #expect(lines.count(where: { $0.first == 0x20 }) > 20, "the label and photo were folded")
      let read = try #require(try ImportFormat.vcard.read(bytes).oshis.first)
      #expect(read.photo?.base64 == contact.photo)
      #expect(read.days.last?.label == contact.days.last?.label)
    }
  }

  /// Pieces of text that a vCard's syntax gives a meaning, or that are hard to keep whole.
  ///
  /// They are `,` `;` `\` `:` `"` and a line break; emoji sequences, right-to-left marks and
  /// script, CJK and spaces. A CR is left out: a line break is written as `\n`, which
  /// reads back as LF.
  static let hostile: [String] = [
    "a", "Z", " ", ",", ";", "\\", ":", "\"", "=", "\n", "\\n", "\\,", "推", "ル", "🎂",
    "👩‍👩‍👧", "🇯🇵", "\u{200F}", "\u{200E}", "ق", "א", "e\u{301}", "item1.", "END:VCARD", "^",
  ]

  /// Text of 1 to 8 hostile pieces, without a space at either end (which a reader trims).
  static let text = Gen.int(in: 0...(hostile.count - 1)).array(of: 1...8).map { indices in
    let joined = indices.map { hostile[$0] }.joined()
    var text = Substring(joined)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text.isEmpty ? "x" : String(text)
  }

  /// A reading as `--yomi` takes one: kana words with one space between.
  static let reading = Gen.int(in: 0...5).array(of: 1...3).map { words in
    words.map { ["ほしの", "ルナ", "あき", "り", "ゔぁ", "ー"][$0] }.joined(separator: " ")
  }

  /// A date with a year from 1900 to 2030, or a month and day without one, Feb 29 too.
  static let date = Gen.int(in: 0...(131 * 366)).map { number -> EventDate in
    let (year, rest) = (1900 + number / 366, number % 366)
    let month = rest / 31 % 12 + 1
    let day = rest % 31 + 1
    if year == 2030, let yearless = EventDate.yearless(checkingMonth: month, day: day) {
      return yearless
    }
    return LocalDate(year: year, month: month, day: min(day, 28)).map(EventDate.full)
      ?? .yearless(month: 2, day: 29)
  }

  @Test("Hostile names, short names and labels, readings, dates and photos read back as written")
  func roundTrip() async {
    let contact = zip(Self.text, Self.text, Self.reading, Self.date, Self.date)
    let days = zip(Self.text, Self.date).array(of: 0...3)
    await propertyCheck(count: 300, input: contact, days, Gen.int(in: 0...40)) {
      contact, days, photoLength in
      let (name, short, reading, birthday, debut) = contact
      let full = debut.date.map(EventDate.full) ?? Fixtures.date("2019-11-30")
      let written = VCardWriter.Contact(
        uid: "id-\(photoLength)@oshi", name: name, shortName: short, reading: reading,
        birthday: birthday,
        days: [.init(label: "デビュー", date: full, own: .debut)]
          + days.map { .init(label: $0.0, date: $0.1) },
        photo: photoLength == 0 ? nil : String(repeating: "iVBORw0K", count: photoLength))
      for version in VCardWriter.Version.allCases {
        let text = VCardWriter.document([written, Self.aki], version: version, language: .en)
        guard let file = try? ImportFormat.vcard.read(Array(text.utf8)) else {
          Issue.record("refused: \(text.debugDescription)")
          continue
        }
        #expect(file.notes.isEmpty, "\(file.notes)")
        #expect(file.oshis.count == 2)
        guard let read = file.oshis.first else { continue }
        #expect(read.name.text == name, "\(version.rawValue) \(text.debugDescription)")
        #expect(read.shortName?.text == short)
        #expect(read.yomi?.text == reading)
        #expect(read.birthday?.text == birthday.iso)
        #expect(read.debut?.text == full.iso)
        #expect(read.days.map(\.label) == days.map(\.0))
        #expect(read.days.map(\.date.text) == days.map(\.1.iso))
        #expect(read.photo?.base64 == written.photo)
        #expect(read.identity == written.uid)
      }
    }
  }

  @Test(
    "Names that break naive writers come back literally",
    arguments: [
      "Aki, Rin; and Mai", "星野\u{200F}ルナ", "a\\b\\,c", "line\nbreak", "قمر \u{200F}Aki",
      "👩‍👩‍👧 🇯🇵 🎂", "END:VCARD", "\"quoted\": yes", "x;SORT-AS=\"y\"",
    ])
  func hostileNames(name: String) throws {
    for version in VCardWriter.Version.allCases {
      let contact = VCardWriter.Contact(
        uid: "u@oshi", name: name, shortName: name, reading: "ほしの るな",
        birthday: Fixtures.date("--03-15"),
        days: [.init(label: name, date: Fixtures.date("2024-02-12"))])
      let text = VCardWriter.document([contact], version: version, language: .ja)
      let read = try #require(try ImportFormat.vcard.read(Array(text.utf8)).oshis.first)
      #expect(read.name.text == name)
      #expect(read.shortName?.text == name)
      #expect(read.days.map(\.label) == [name])
      #expect(read.yomi?.text == "ほしの るな")
    }
  }

  /// An oshi with its own dates, a custom day, a once day and a private day.
  static func widgets(private: Bool = false) -> (Oshi, [Widget]) {
    let oshi = Oshi(
      slug: "aki", name: "Aki\u{1B}[31m", shortName: "あき", birthday: Fixtures.date("1999-03-15"),
      debut: Fixtures.date("2019-11-30"), since: Fixtures.date("2023-04-01"),
      graduated: Fixtures.date("2026-03-31"))
    var birthday = Widget(id: "aki-birthday", oshiID: 1, kind: .birthday)
    birthday.isPrivate = `private`
    let widgets = [
      birthday, Widget(id: "aki-debut", oshiID: 1, kind: .debut),
      Widget(id: "aki-following", oshiID: 1, kind: .following),
      Widget(id: "aki-graduation", oshiID: 1, kind: .graduation),
      Widget(
        id: "aki-live", oshiID: 1, kind: .custom, date: Fixtures.date("2024-02-12"), label: "初現場"),
      Widget(
        id: "aki-tour", oshiID: 1, kind: .custom, date: Fixtures.date("2027-01-10"), label: "Tour",
        once: true),
      Widget(
        id: "aki-secret", oshiID: 1, kind: .custom, date: Fixtures.date("--05-05"),
        label: "Secret", isPrivate: true),
    ]
    return (oshi, widgets)
  }

  @Test("An oshi's card: its yearly days labelled in the language; once, sad and private days out")
  func fromOshi() throws {
    let (oshi, widgets) = Self.widgets()
    let card = try #require(
      VCardWriter.Contact(
        oshi: oshi, widgets: widgets, reading: nil, photo: nil, language: .en,
        includePrivate: false))
    #expect(card.uid == "aki@oshi")
    // A control character planted in the store comes out as import takes it.
    #expect(card.name == "Aki[31m")
    #expect(card.birthday == oshi.birthday)
    #expect(card.days.map(\.label) == ["debut", "you started following", "初現場"])
    #expect(card.days.map(\.own) == [.debut, .since, nil])
    let japanese = VCardWriter.Contact(
      oshi: oshi, widgets: widgets, reading: nil, photo: nil, language: .ja, includePrivate: true)
    #expect(japanese?.days.map(\.label) == ["デビュー", "推し始め", "初現場", "Secret"])
  }

  @Test(
    "A group is not a contact; a private oshi, or a date all of whose widgets are private, only with --include-private"
  )
  func privacy() throws {
    let (oshi, widgets) = Self.widgets(private: true)
    let card = VCardWriter.Contact(
      oshi: oshi, widgets: widgets, reading: nil, photo: nil, language: .en, includePrivate: false)
    #expect(card?.birthday == nil)
    #expect(card?.days.count == 3)
    var hidden = oshi
    hidden.isPrivate = true
    for include in [false, true] {
      let card = VCardWriter.Contact(
        oshi: hidden, widgets: widgets, reading: nil, photo: nil, language: .en,
        includePrivate: include)
      #expect((card != nil) == include)
      #expect(card.map { $0.birthday != nil } ?? true)
    }
    var group = oshi
    group.isGroup = true
    #expect(
      VCardWriter.Contact(
        oshi: group, widgets: [], reading: nil, photo: nil, language: .en, includePrivate: true)
        == nil)
  }
}
