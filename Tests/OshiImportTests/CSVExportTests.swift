import Foundation
import Testing

@testable import OshiImport

/// A record as the tests spell it: line, name, short name, birthday, days (label or
/// `nil`, kind, date, written), reading.
private struct Expected: CustomStringConvertible {
  var line: Int
  var name: String
  var short: String? = nil
  var birthday: String? = nil
  var written: String? = nil
  var days: [String] = []
  var yomi: String? = nil

  var description: String { "\(line) \(name)" }

  /// The days as `label|kind|date|written` strings.
  static func days(_ record: ImportedOshi) -> [String] {
    record.days.map {
      "\($0.label ?? "-")|\($0.kind)|\($0.date.text)|\($0.date.written ?? "-")"
    }
  }

  func check(_ record: ImportedOshi, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(record.line == line, "\(self)", sourceLocation: sourceLocation)
    #expect(record.name.text == name, sourceLocation: sourceLocation)
    #expect(record.shortName?.text == short, "\(self)", sourceLocation: sourceLocation)
    #expect(record.birthday?.text == birthday, "\(self)", sourceLocation: sourceLocation)
    #expect(record.birthday?.written == written, "\(self)", sourceLocation: sourceLocation)
    #expect(Expected.days(record) == days, "\(self)", sourceLocation: sourceLocation)
    #expect(record.yomi?.text == yomi, "\(self)", sourceLocation: sourceLocation)
    #expect(record.debut == nil && record.since == nil, sourceLocation: sourceLocation)
  }
}

private func read(_ text: String) throws -> ImportedFile {
  try ImportFormat.csv.read(Array(text.utf8))
}

private func refusal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> ImportFailure?
{
  do {
    let file = try read(text)
    Issue.record("accepted: \(file)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error as? ImportFailure
  }
}

/// The notes of a file as `line|cause|text` strings.
private func notes(_ file: ImportedFile) -> [String] {
  file.notes.map { "\($0.line)|\($0.cause?.qualifier ?? "-")|\($0.text)" }
}

@Suite("CSV exports of Google Contacts and Outlook")
struct CSVExportTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  static func readFixture(_ name: String) throws -> ImportedFile {
    let bytes = try fixture(name)
    #expect(
      ImportFormat.detect(Substring(decoding: bytes.prefix(4096), as: UTF8.self)) == .csv, "\(name)"
    )
    return try ImportFormat.csv.read(bytes)
  }

  @Test("Google Contacts' export: parts of names, a hidden year, events, kana readings")
  func google() throws {
    let file = try Self.readFixture("google-contacts.csv")
    let expected = [
      Expected(
        line: 2, name: "星野ルナ", short: "ルナ", birthday: "--12-10",
        days: ["-|anniversary|2019-05-01|-"], yomi: "ほしの るな"),
      Expected(
        line: 3, name: "Mira June Solberg", short: "Mimi", birthday: "1999-03-15",
        days: ["Debut stream|event|2021-08-20|-"]),
      Expected(
        line: 5, name: "朝比奈かえで", birthday: "2000-07-04", days: ["-|event|2022-02-22|-"],
        yomi: "アサヒナ カエデ"),
    ]
    #expect(file.oshis.count == expected.count)
    for (record, wanted) in zip(file.oshis, expected) { wanted.check(record) }
    #expect(file.oshis.first?.name.field == "Last Name")
    #expect(
      notes(file) == [
        "4|without a date|a row without a date",
        "6|without a name|a row with a date and no name (First Name, Middle Name, Last Name)",
      ])
    #expect(file.notes.map(\.cause) == [.rowWithoutDate, .rowWithoutName])
    #expect(
      file.columns?.used == [
        "First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Last Name",
        "Nickname", "Birthday", "Event 1 - Label", "Event 1 - Value",
      ])
    #expect(file.columns?.ignored.count == 16)
    #expect(file.columns?.ignored.contains("File As") == true)
  }

  @Test("Google's older export: Name wins, Given and Family Name without it, Yomi Name")
  func googleLegacy() throws {
    let file = try Self.readFixture("google-contacts-legacy.csv")
    let expected = [
      Expected(
        line: 2, name: "Mira Solberg", short: "Mimi", birthday: "1999-03-15",
        days: ["-|anniversary|2021-08-20|-"]),
      Expected(line: 3, name: "星野ルナ", birthday: "--12-10", yomi: "ほしの るな"),
      Expected(line: 4, name: "Kaede Asahina", birthday: "2000-07-04"),
    ]
    #expect(file.oshis.count == expected.count)
    for (record, wanted) in zip(file.oshis, expected) { wanted.check(record) }
    #expect(file.oshis.map(\.name.field) == ["Name", "Name", "Family Name"])
    #expect(file.notes.map(\.line) == [5, 6])
    #expect(file.notes.map(\.cause) == [.rowWithoutDate, .rowWithoutName])
    #expect(file.columns?.used.count == 11)
    #expect(file.columns?.ignored.count == 24)
  }

  @Test("Outlook: every cell quoted, US dates month first, 0/0/00 for none")
  func outlook() throws {
    let file = try Self.readFixture("outlook-contacts.csv")
    let expected = [
      Expected(
        line: 2, name: "Mira June Solberg", birthday: "1999-03-15", written: "3/15/1999",
        days: ["-|anniversary|2021-08-20|8/20/2021"]),
      Expected(line: 3, name: "Kaede Asahina", birthday: "2000-07-04", written: "7/4/2000"),
      Expected(line: 5, name: "Rin Aoba", birthday: "2003-12-01", written: "12/1/2003"),
    ]
    #expect(file.oshis.count == expected.count)
    for (record, wanted) in zip(file.oshis, expected) { wanted.check(record) }
    // 8/20/2021 (Anniversary comes before Birthday) says the month comes first, and a note
    // says so, as 7/4/2000 reads both ways.
    #expect(
      notes(file) == [
        "2|-|read the slash dates month first, as 8/20/2021 on this line can only be read (no month is over 12): 7/4/2000 on line 3 is 2000-07-04; --date-order dmy reads them day first",
        "4|without a date|a row without a date",
      ])
    #expect(
      file.columns?.used == ["First Name", "Middle Name", "Last Name", "Anniversary", "Birthday"])
    #expect(file.columns?.ignored.count == 87)
  }

  @Test("Japanese Outlook: 姓, 名, ふりがな, 誕生日 and 記念日 written year first")
  func outlookJapanese() throws {
    let file = try Self.readFixture("outlook-ja.csv")
    let expected = [
      Expected(
        line: 2, name: "星野ルナ", short: "ルナ", birthday: "2001-12-10", written: "2001/12/10",
        days: ["-|anniversary|2019-05-01|2019/5/1"], yomi: "ほしの るな"),
      Expected(
        line: 3, name: "朝比奈かえで", birthday: "2000-07-04", written: "2000/7/4",
        yomi: "あさひな かえで"),
    ]
    #expect(file.oshis.count == expected.count)
    for (record, wanted) in zip(file.oshis, expected) { wanted.check(record) }
    #expect(notes(file) == ["4|without a date|a row without a date"])
    #expect(
      file.columns?.used == ["名", "ミドル ネーム", "姓", "ニックネーム", "名 (ふりがな)", "姓 (ふりがな)", "誕生日", "記念日"])
    #expect(file.columns?.ignored.count == 9)
  }

  @Test("A hand-made sheet with Japanese headers: 名前 wins, oshi's own dates and fields")
  func handMade() throws {
    let file = try read(
      "名前,よみがな,誕生日,デビュー,推し始め,グループ,シンボル,スラッグ,メモ\n"
        + "星野ルナ,ほしの るな,12月10日,2019/5/1,2020-01-05,ステラ組,🌙,luna,推し\n")
    let record = try #require(file.oshis.first)
    #expect(record.name.text == "星野ルナ")
    #expect(record.name.field == "名前")
    #expect(record.yomi?.text == "ほしの るな")
    #expect(record.birthday?.text == "12月10日")
    #expect(record.debut?.text == "2019-05-01")
    #expect(record.debut?.written == "2019/5/1")
    #expect(record.since?.text == "2020-01-05")
    #expect(record.group?.text == "ステラ組")
    #expect(record.symbol?.text == "🌙")
    #expect(record.slug?.text == "luna")
    #expect(file.columns?.ignored == ["メモ"])
  }

  @Test(
    "The order of a/b/yyyy is decided for the whole file, and said when a date reads both ways",
    arguments: [
      // A first number over 12: day first, for every date of the file.
      ("15/3/1999", "1/4/2000", "1999-03-15", "2000-04-01", [2]),
      // A second number over 12: month first.
      ("3/15/1999", "1/4/2000", "1999-03-15", "2000-01-04", [2]),
      // Either order read the same way.
      ("4/4/1999", "10/10/2000", "1999-04-04", "2000-10-10", []),
    ])
  func order(first: String, second: String, read: String, other: String, noted: [Int]) throws {
    let file = try ImportFormat.csv.read(
      Array("First Name,Birthday\r\nMira,\(first)\r\nKaede,\(second)\r\n".utf8))
    #expect(file.oshis.map { $0.birthday?.text } == [read, other])
    #expect(file.oshis.map { $0.birthday?.written } == [first, second])
    #expect(file.notes.map(\.line) == noted)
    #expect(file.notes.allSatisfy { $0.text.contains("\(second) on line 3 is \(other)") })
  }

  @Test("Without a number over 12 the dates are read month first, and a note says so")
  func assumedOrder() throws {
    let file = try read("First Name,Birthday,Anniversary\nMira,3/4/1999,0/0/00\nKaede,,5/6/2020\n")
    #expect(file.oshis.map { $0.birthday?.text } == ["1999-03-04", nil])
    #expect(file.oshis.last?.days.map(\.date.text) == ["2020-05-06"])
    #expect(file.notes.count == 1)
    let note = try #require(file.notes.first)
    #expect(note.line == 2)
    #expect(note.cause == nil)
    #expect(note.text.contains("read them month first"))
    #expect(note.text.contains("3/4/1999 is 1999-03-04"))
    #expect(note.ja.contains("月/日の順"))
  }

  @Test("Dates written day first and month first in one file are refused with both lines")
  func ambiguous() throws {
    let failure = try #require(
      refusal("First Name,Birthday\nMira,15/3/1999\nKaede,7/4/2000\nRin,12/31/2003\n"))
    #expect(failure.line == 4)
    #expect(
      failure.reason
        == "the dates are written day first on line 2 (15/3/1999) and month first on line 4 (12/31/2003); write them all one way, as YYYY-MM-DD, or name the order with --date-order mdy or dmy"
    )
    #expect(failure.reasonJA.contains("2 行目"))
  }

  @Test("oshi's own CSV still refuses a column it does not know")
  func typo() throws {
    let failure = try #require(refusal("name,birtday\nAki,1999-03-15\n"))
    #expect(failure.line == 1)
    #expect(failure.reason.hasPrefix("unknown column 'birtday'; the columns are name, slug"))
    // And a name-only row of oshi's own CSV is read, as before.
    #expect(try read("name,birthday\nAki,\n").oshis.map(\.name.text) == ["Aki"])
    #expect(try read("name,birthday\nAki,\n").columns == nil)
  }

  @Test("An export without a date column is skipped with the date columns oshi reads")
  func noDateColumn() throws {
    let file = try read("First Name,Last Name,E-mail 1 - Value\nMira,Solberg,m@x\n")
    #expect(file.oshis.isEmpty)
    #expect(file.notes.map(\.cause) == [.fileWithoutDateColumn])
    let note = try #require(file.notes.first)
    #expect(note.line == 1)
    #expect(
      note.text.hasPrefix(
        "no column holds a date oshi reads, so nothing is imported; the date columns are"))
    #expect(note.text.contains("Event 1 - Value"))
  }

  @Test(
    "Every export is detected as CSV, never as a backup, BOM and quotes included",
    arguments: [
      "google-contacts.csv", "google-contacts-legacy.csv", "outlook-contacts.csv",
      "outlook-ja.csv",
    ])
  func detection(name: String) throws {
    let text = String(decoding: try Self.fixture(name), as: UTF8.self)
    // The header and a row cut in a quoted cell, as the first 4096 bytes of a long file.
    let header = try #require(text.firstIndex(of: "\r\n"))
    let cut = String(text[...header]) + "\"Mi"
    for variant in [text, "\u{FEFF}" + text, cut, "\u{FEFF}" + cut] {
      #expect(ImportFormat.detect(Substring(variant)) == .csv, "\(name)")
    }
  }

  @Test("A contact named Rem does not make a Google export a remind file")
  func remLooksAlike() {
    let text = "Name,Given Name,Family Name,Birthday\r\nREM Kagura,REM,Kagura,2001-01-01\r\n"
    #expect(ImportFormat.detect(Substring(text)) == .csv)
  }
}
