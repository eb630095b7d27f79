import PropertyBased
import Testing

@testable import OshiImport

@Suite("~/.birthdays, remind and CSV")
struct TextFormatTests {
  @Test("~/.birthdays: birthdays, anniversaries and events, with and without years")
  func birthdays() throws {
    let file = try BirthdayFile.read(
      """
      # family and oshis
      Aki=15/03/1999
      星野ルナ=10/12 bd w7
      Aki=30/11/2019 ann
      Live=1/2/2024 ev to03/02/2024

      Mio=01/04/2001 for3
      Rin=29/02/96
      """)
    #expect(file.oshis.map(\.name.text) == ["Aki", "星野ルナ", "Live", "Mio", "Rin"])
    // The deprecated two-digit year is of the 20th century, as birthday(1) reads it.
    #expect(file.oshis[4].birthday?.text == "1996-02-29")
    #expect(file.oshis[0].birthday?.text == "1999-03-15")
    #expect(file.oshis[0].days.map(\.date.text) == ["2019-11-30"])
    #expect(file.oshis[0].days.map(\.kind) == [.anniversary])
    #expect(file.oshis[1].birthday?.text == "--12-10")
    #expect(file.oshis[1].birthday?.line == 3)
    #expect(file.oshis[2].birthday == nil)
    #expect(file.oshis[2].days.map(\.kind) == [.event])
    #expect(file.oshis[2].days.map(\.date.text) == ["2024-02-01"])
    #expect(file.oshis[2].days.map(\.once) == [true])
    #expect(file.oshis[3].birthday?.text == "2001-04-01")
  }

  @Test(
    "~/.birthdays refusals name the line and field",
    arguments: [
      ("Aki 15/03/1999", 1, nil as String?), ("=15/03/1999", 1, "name"),
      ("Aki=", 1, "date"), ("Aki=15-03-1999", 1, "date"), ("Aki=15/03/999", 1, "date"),
      ("# ok\nAki=15/03/1999 birthday", 2, "flags"),
    ])
  func birthdayRefusals(text: String, line: Int, field: String?) {
    #expect(throws: ImportFailure.self) { try BirthdayFile.read(text) }
    do {
      _ = try BirthdayFile.read(text)
    } catch {
      #expect(error.line == line)
      #expect(error.field == field)
    }
  }

  @Test(
    "remind: the plain dated forms become birthdays",
    arguments: [
      ("REM Mar 15 MSG Aki's birthday", "Aki", "--03-15"),
      ("REM 15 Mar 1999 MSG Aki's birthday", "Aki", "1999-03-15"),
      ("REM 1999-03-15 MSG Aki's birthday", "Aki", "1999-03-15"),
      ("REM 1999 March 15 MSG Aki birthday", "Aki", "1999-03-15"),
      ("rem dec 10 +7 msg 星野ルナの誕生日", "星野ルナ", "--12-10"),
      ("REM Dec 10 MSG %\"星野ルナ%\" 誕生日 %b", "星野ルナ", "--12-10"),
      ("REM   Jul  4\tMSG  Mio  ", "Mio", "--07-04"),
    ])
  func remindPlain(line: String, name: String, date: String) throws {
    let file = RemindFile.read(line + "\n")
    #expect(file.skipped == 0)
    #expect(file.oshis.map(\.name.text) == [name])
    #expect(file.oshis.first?.birthday?.text == date)
  }

  @Test(
    "remind: a dated reminder that does not say birthday is a one-off, skipped with its reason",
    arguments: [
      "REM Jan 1 2027 MSG 新年", "REM 2027-01-10 MSG Live at Budokan", "REM 15 Mar 1999 MSG Aki",
      "REM 2027/01/10 +3 MSG Tour final %b",
    ])
  func remindOneOff(line: String) throws {
    let file = RemindFile.read(line + "\n")
    #expect(file.oshis.isEmpty)
    #expect(file.notes.map(\.cause) == [.oneOffReminder])
    #expect(file.notes.first?.text.contains("once") == true)
  }

  @Test("remind: what changes meaning on import is noted; names come out as remind shows them")
  func remindNotes() throws {
    let file = RemindFile.read(
      """
      REM 1 Oct 1991 MSG Aki's birthday
      REM 29 Feb MSG Mio's birthday
      REM 6 Jan MSG %"Dianne's birthday%" is %b
      REM 7 Jan MSG 100% Pct
      REM 8 Jan MSG %b: Aoi
      REM 9 Jan MSG %b.
      REM 10 Jan MSG 100%% Rin
      """)
    // As `remind -c` shows them: "Dianne's", "100 Pct", "today: Aoi" (%b is "today").
    #expect(file.oshis.map(\.name.text) == ["Aki", "Mio", "Dianne", "100 Pct", "Aoi", "100% Rin"])
    #expect(file.notes.map(\.line) == [1, 2, 6])
    #expect(file.notes.map(\.cause) == [nil, nil, .oddMessage])
    #expect(file.notes[0].text.contains("once, on 1991-10-01"))
    #expect(file.notes[1].text.contains("only in leap years"))
  }

  @Test("~/.birthdays: &include is skipped and counted, and the file still detected")
  func birthdaysInclude() throws {
    let text = "&include /usr/share/birthday/names\nAki=15/03/1999\n"
    #expect(ImportFormat.detect(Substring(text)) == .birthday)
    let file = try BirthdayFile.read(text)
    #expect(file.oshis.map(\.name.text) == ["Aki"])
    #expect(file.notes.map(\.cause) == [.include])
    #expect(file.notes.map(\.line) == [1])
  }

  @Test("~/.birthdays: a date keeps the file's own text for refusals")
  func birthdaysWritten() throws {
    let file = try BirthdayFile.read("Mio=31/02/2000\nRin=4/7\n")
    #expect(file.oshis.map(\.birthday?.text) == ["2000-02-31", "--07-04"])
    #expect(file.oshis.map(\.birthday?.asWritten) == ["31/02/2000", "4/7"])
  }

  @Test(
    "Detection: a byte-order mark changes nothing, and nothing but '{' is a backup",
    arguments: [
      ("\u{FEFF}BEGIN:VCARD\r\nFN:Aki\r\n", ImportFormat.vcard as ImportFormat?),
      ("\u{FEFF}REM Mar 15 MSG Aki\n", .remind), ("\u{FEFF}Aki=15/03/1999\n", .birthday),
      ("\u{FEFF}{\"oshis\": []}", .json), ("\u{FEFF}name,birthday\nAki,1999-03-15\n", .csv),
      ("a,b\n\"x, y\",z\n", .csv), ("just some words\n", nil), ("", nil),
    ])
  func detectionWithMarks(text: String, format: ImportFormat?) {
    #expect(ImportFormat.detect(Substring(text)) == format)
  }

  @Test("Every format reads through a byte-order mark")
  func byteOrderMark() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    for (format, text) in [
      (ImportFormat.vcard, "BEGIN:VCARD\r\nFN:Aki\r\nBDAY:1999-03-15\r\nEND:VCARD\r\n"),
      (.remind, "REM Mar 15 MSG Aki's birthday\n"), (.birthday, "Aki=15/03/1999\n"),
      (.csv, "name,birthday\nAki,1999-03-15\n"),
    ] {
      let file = try format.read(bom + Array(text.utf8))
      #expect(file.oshis.map(\.name.text) == ["Aki"], "\(format)")
    }
  }

  @Test("remind: every other line is skipped and counted; comments and blanks are not")
  func remindSkipped() {
    let file = RemindFile.read(
      """
      # comment
      ; another
      SET year 2026
      OMIT 25 Dec
      REM Mon AT 10:00 MSG Weekly
      REM [trigdate()] MSG Aki turns 27
      REM Mar 15 *7 MSG repeat
      REM 2 MSG the second of each month
      REM Mar MSG a whole month
      REM Mar 15 SATISFY [1] MSG x
      IF today() > '2026-01-01'
        REM Apr 1 MSG Mio
      ENDIF
      FSET f(x) = x
      REM Mar 15 MSG two \\
        lines

      REM Mar 15 MSG Aki
      """)
    #expect(file.oshis.map(\.name.text) == ["Mio", "Aki"])
    // Eleven lines, and the continued reminder once.
    #expect(file.skipped == 12)
  }

  @Test(
    "remind: a year is four digits from 1990 to 5990, as remind reads it; another skips the line",
    arguments: [
      ("REM 1 Apr 1990 MSG Aki's birthday", "1990-04-01"),
      ("REM 5990-04-01 MSG Aki's birthday", "5990-04-01"),
      ("REM 1 Apr 0021 MSG Aki's birthday", nil),
      ("REM 1 Apr 1899 MSG Aki's birthday", nil),
      ("REM 0021-04-01 MSG Aki's birthday", nil),
      ("REM 9999/04/01 MSG Aki's birthday", nil),
    ] as [(String, String?)])
  func remindYears(line: String, date: String?) {
    let file = RemindFile.read(line)
    #expect(file.oshis.first?.birthday?.text == date, "\(line)")
    #expect(file.skipped == (date == nil ? 1 : 0), "\(line)")
  }

  @Test("remind: the year fuzz-remind found, 0021, gives no date of two digits")
  func fuzzedYear() {
    // The input fuzz-remind wrote (docs/fuzzing.md): the reader made '21-04-01' of it.
    let file = RemindFile.read(
      "\u{0}# ~/.remindr: teshe oirthda@\nREM 1 Apr 0021 MSG %\"Mio's birthday%\" %b\n"
        + "REM Dacthe 13th horror stre ")
    #expect(file.oshis.isEmpty)
    // The NUL makes the first line no comment: three lines skipped, each noted.
    #expect(file.notes.map(\.line) == [1, 2, 3])
  }

  @Test("CSV: quoted cells, any column order, empty cells, a BOM and CRLF")
  func csv() throws {
    let file = try CSVFile.read(
      "\u{FEFF}birthday,Name,short\r\n1999-03-15,Aki,\r\n\"--12-10\",\"星野ルナ\",ルナ\r\n,\"Kobo, \"\"K\"\"\nKanaeru\",\r\n\r\n"
    )
    #expect(file.oshis.map(\.name.text) == ["Aki", "星野ルナ", "Kobo, \"K\"\nKanaeru"])
    #expect(file.oshis[0].shortName == nil)
    #expect(file.oshis[1].shortName?.text == "ルナ")
    #expect(file.oshis[1].birthday?.field == "birthday")
    #expect(file.oshis.map(\.line) == [2, 3, 4])
    #expect(file.oshis[2].birthday == nil)
  }

  @Test(
    "CSV refusals name the line",
    arguments: [
      ("name,birtday\nAki,1999-03-15\n", 1, "unknown column 'birtday'"),
      ("birthday\n1999-03-15\n", 1, "no 'name' column"),
      ("name,name\nAki,Aki\n", 1, "named twice"),
      ("name,birthday\nAki\n", 2, "the row has 1 cells"),
      ("name,birthday\nAki,1999\n,1999-03-15\n", 3, "the name is empty"),
      ("name\n\"Aki\n", 2, "not closed"),
      ("name\n\"Aki\"x\n", 2, "after a closing quote"),
    ])
  func csvRefusals(text: String, line: Int, says: String) {
    do {
      let file = try CSVFile.read(text)
      Issue.record("accepted: \(file)")
    } catch {
      #expect(error.line == line)
      #expect(error.reason.contains(says), "\(error.reason)")
    }
  }

  @Test(
    "CSV: the reading of the name, from oshi's yomi column or the contacts programs' two",
    arguments: [
      ("name,yomi\n宝鐘マリン,ほうしょう まりん\n", "ほうしょう まりん", "yomi"),
      (
        "Name,Phonetic Last Name,Phonetic First Name\n宝鐘マリン,ほうしょう,まりん\n", "ほうしょう まりん",
        "phonetic last name"
      ),
      (
        "name,Family Name Yomi,Given Name Yomi\n宝鐘マリン,ほうしょう,まりん\n", "ほうしょう まりん",
        "family name yomi"
      ),
      ("name,Given Yomi,Surname Yomi\n宝鐘マリン,まりん,ほうしょう\n", "ほうしょう まりん", "surname yomi"),
      ("name,Phonetic First Name\n宝鐘マリン,まりん\n", "まりん", "phonetic first name"),
      ("name,yomi\n宝鐘マリン,\n", nil, nil),
    ] as [(String, String?, String?)])
  func csvYomi(text: String, yomi: String?, field: String?) throws {
    let file = try CSVFile.read(text)
    #expect(file.oshis.first?.yomi?.text == yomi)
    #expect(file.oshis.first?.yomi?.field == field)
  }

  @Test("CSV: any cells written as RFC 4180 says read back as they were")
  func csvRoundTrip() async {
    let pool: [Character] = ["a", "Z", " ", ",", "\"", "\n", "\r\n", "推", "🎂", "é", "x"]
    let cell = Gen.int(in: 0...(pool.count - 1)).array(of: 0...8).map {
      String($0.map { pool[$0] })
    }
    await propertyCheck(count: 300, input: cell.array(of: 1...4).array(of: 1...5)) { rows in
      let width = rows[0].count
      let table = rows.map { row in (0..<width).map { $0 < row.count ? row[$0] : "" } }
      func quoted(_ text: String) -> String { "\"" + text.replacing("\"", with: "\"\"") + "\"" }
      let text = table.map { $0.map(quoted).joined(separator: ",") }.joined(separator: "\r\n")
      let records = try CSVFile.records(text)
      #expect(records.map(\.cells) == table)
    }
  }

  @Test(
    "The format is read from the content",
    arguments: [
      ("{\"format\": \"oshi-backup\"}", ImportFormat.json as ImportFormat?),
      ("\n\nBEGIN:VCARD\nVERSION:3.0\n", .vcard),
      ("begin:vcard\n", .vcard),
      ("# mine\nAki=15/03/1999\nMio=01/04 ann\n", .birthday),
      ("# mine\nSET x 1\nREM 15 Mar MSG Aki\n", .remind),
      ("name,birthday\nAki,1999-03-15\n", .csv),
      ("Name,Short\n\"Kobo, Kanaeru\",Kobo\n", .csv),
      ("name\n", .csv),
      ("a,b\n1,2\n", .csv),
      ("BEGIN:VCALENDAR\n", nil),
      ("hello\n", nil),
      ("", nil),
    ])
  func detection(text: String, format: ImportFormat?) {
    #expect(ImportFormat.detect(Substring(text)) == format)
  }
}
