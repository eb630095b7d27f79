import Foundation
import Testing

@testable import OshiImport

/// The bytes of `lines` joined with CRLF, as exporters write vCards.
private func crlf(_ lines: [String]) -> [UInt8] {
  Array(lines.map { $0 + "\r\n" }.joined().utf8)
}

private func read(_ text: String) throws -> ImportedFile {
  try ImportFormat.csv.read(Array(text.utf8))
}

/// A real export kept from roundcube's tests (Fixtures/README.md).
private func roundcube(_ name: String) throws -> [UInt8] {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/roundcube")
  return Array(try Data(contentsOf: folder.appendingPathComponent(name)))
}

@Suite("Dates as the program that wrote them meant them")
struct WriterDatesTests {
  @Test(
    "CardBook's year 1604 is a year-less day, with or without Apple's parameter",
    arguments: [
      ("BDAY:16040101", "--01-01"), ("BDAY:1604-03-15", "--03-15"),
      ("BDAY;VALUE=DATE:16041224", "--12-24"),
      ("BDAY;X-APPLE-OMIT-YEAR=1604:1604-07-04", "--07-04"),
      ("BDAY:16050101", "1605-01-01"),
    ])
  func cardBookYear(line: String, date: String) throws {
    let file = try VCard.read(crlf(["BEGIN:VCARD", "VERSION:4.0", "FN:Aki", line, "END:VCARD"]))
    #expect(file.oshis.first?.birthday?.text == date)
    let anniversary = try VCard.read(
      crlf(["BEGIN:VCARD", "VERSION:4.0", "FN:Aki", "ANNIVERSARY:16041130", "END:VCARD"]))
    #expect(anniversary.oshis.first?.days.map(\.date.text) == ["--11-30"])
  }

  @Test("Thunderbird's Birth Year, Birth Month and Birth Day are read together")
  func thunderbird() throws {
    let file = try ImportFormat.csv.read(roundcube("tb_plain.csv"))
    #expect(file.oshis.map(\.name.text) == ["Displayname"])
    #expect(file.oshis.first?.birthday?.text == "1970-11-15")
    #expect(file.oshis.first?.shortName?.text == "Nick")
    let yearless = try read(
      "First Name,Last Name,Display Name,Birth Year,Birth Month,Birth Day\nRin,Aoi,,,7,4\nMio,,,2001,,\n"
    )
    #expect(yearless.oshis.map(\.name.text) == ["Rin Aoi"])
    #expect(yearless.oshis.first?.birthday?.text == "--07-04")
    // A year alone names no day: said, and the row, without a date, skipped.
    #expect(yearless.notes.map(\.line) == [3, 3])
    #expect(
      yearless.notes.first?.text.contains("'2001//' (Birth Year/Birth Month/Birth Day)") == true,
      "\(yearless.notes)")
    #expect(yearless.notes.last?.cause == .rowWithoutDate)
  }

  @Test(
    "A layout oshi does not know reads the name columns it knows",
    arguments: [
      // Yahoo's export.
      "\"First\",\"Middle\",\"Last\",\"Nickname\",\"Email\",\"Birthday\",\"Anniversary\"\n\"Rin\",\"\",\"Aoi\",\"\",\"r@example.com\",\"7/4/2001\",\"\"\n",
      // Anything else with a name and a birthday beside columns oshi does not know.
      "Name,E-mail,Birthday,Notes\nRin Aoi,r@example.com,2001-07-04,\n",
    ])
  func unknownLayout(text: String) throws {
    let file = try read(text)
    #expect(file.oshis.map(\.name.text) == ["Rin Aoi"])
    #expect(file.oshis.first?.birthday?.text == "2001-07-04")
  }

  @Test(
    "A file with no date column is skipped with one line that lists the date columns",
    arguments: ["gmail-oldest", "outlook.csv", "email.csv"])
  func noDateColumn(name: String) throws {
    let bytes =
      name == "gmail-oldest"
      ? Array("Name,E-mail,Notes\nRin Aoi,r@example.com,\n".utf8) : try roundcube(name)
    let file = try ImportFormat.csv.read(bytes)
    #expect(file.oshis.isEmpty)
    #expect(file.notes.count == 1)
    let note = try #require(file.notes.first)
    #expect(note.line == 1)
    #expect(note.cause != nil)
    #expect(note.text.contains("Birth Year, Birth Month, Birth Day"), "\(note.text)")
    #expect(note.text.contains("Event 1 - Value"))
    #expect(file.skipped == 1)
  }

  @Test("oshi's own CSV still refuses a column one letter from its own, a typo")
  func typo() throws {
    for text in ["name,birtday\nAki,1999-03-15\n", "name,email,brithday\nAki,a@b,1999-03-15\n"] {
      do {
        let file = try read(text)
        Issue.record("accepted: \(file)")
      } catch {
        let failure = try #require(error as? ImportFailure)
        #expect(failure.line == 1)
        #expect(failure.reason.contains("the columns are name, slug"), "\(failure.reason)")
      }
    }
  }

  @Test("One row like 20/01/1991 decides the order of the slash dates, and a note says so")
  func dayFirstSaid() throws {
    let file = try read("First Name,Birthday\nMira,03/04/1999\nKaede,20/01/1991\n")
    #expect(file.oshis.map { $0.birthday?.text } == ["1999-04-03", "1991-01-20"])
    let note = try #require(file.notes.first)
    #expect(file.notes.count == 1)
    #expect(note.line == 3)
    #expect(note.text.contains("day first"), "\(note.text)")
    #expect(note.text.contains("20/01/1991"))
    #expect(note.text.contains("--date-order mdy"))
    #expect(note.ja.contains("--date-order mdy"))
    let monthFirst = try read("First Name,Birthday\nMira,03/04/1999\nKaede,01/20/1991\n")
    #expect(monthFirst.oshis.map { $0.birthday?.text } == ["1999-03-04", "1991-01-20"])
    #expect(monthFirst.notes.first?.text.contains("--date-order dmy") == true)
    // Nothing to decide: no note.
    #expect(try read("First Name,Birthday\nKaede,20/01/1991\n").notes.isEmpty)
  }

  @Test("--date-order settles the order, even of a file that mixes both")
  func dateOrder() throws {
    let text = "First Name,Birthday\nMira,03/04/1999\nKaede,20/01/1991\n"
    let monthFirst = try ImportFormat.csv.read(Array(text.utf8), dateOrder: .monthFirst)
    // 20/01/1991 has no month 20: the app refuses it, quoting the file.
    #expect(monthFirst.oshis.map { $0.birthday?.text } == ["1999-03-04", "1991-20-01"])
    #expect(monthFirst.oshis.last?.birthday?.written == "20/01/1991")
    #expect(monthFirst.notes.isEmpty)
    let mixed = "First Name,Birthday\nMira,15/3/1999\nRin,12/31/2003\n"
    let dayFirst = try ImportFormat.csv.read(Array(mixed.utf8), dateOrder: .dayFirst)
    #expect(dayFirst.oshis.first?.birthday?.text == "1999-03-15")
    #expect(dayFirst.notes.isEmpty)
    // oshi's own CSV reads its a/b/yyyy dates in the order too.
    let own = try ImportFormat.csv.read(
      Array("name,birthday\nAki,15/03/1999\n".utf8), dateOrder: .dayFirst)
    #expect(own.oshis.first?.birthday?.text == "1999-03-15")
  }

  @Test("An unlabelled X-ABDATE is an anniversary, and a note says so")
  func unlabelledDate() throws {
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "VERSION:3.0", "FN:Aki", "item1.X-ABDATE:2019-11-30",
        "item2.X-ABDATE:2020-06-12", "item2.X-ABLabel:初配信",
        "item3.X-ABDATE:2021-01-01", "item3.X-ABLabel:_$!<Anniversary>!$_", "END:VCARD",
      ]))
    #expect(file.oshis.first?.days.map(\.label) == [nil, "初配信", nil])
    #expect(file.notes.map(\.line) == [4])
    let note = try #require(file.notes.first)
    #expect(note.cause == nil)
    #expect(note.text.contains("no X-ABLabel"), "\(note.text)")
    #expect(note.text.contains("anniversary"))
    #expect(note.ja.contains("記念日"))
  }
}
