import Testing

@testable import OshiImport

/// The bytes of `lines` joined with CRLF, as exporters write vCards.
private func crlf(_ lines: [String]) -> [UInt8] {
  Array(lines.map { $0 + "\r\n" }.joined().utf8)
}

@Suite("vCard: one odd line never refuses a file")
struct VCardRecoveryTests {
  @Test("Android's address continued after a trailing backslash is one line, left out")
  func backslashContinuation() throws {
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "VERSION:2.1", "FN:Mio", "ADR;HOME:;;1-2-3 Sakura-cho\\",
        "Apartment 4;Shibuya-ku;Tokyo;;", "BDAY:20010401", "END:VCARD",
      ]))
    #expect(file.oshis.map(\.name.text) == ["Mio"])
    #expect(file.oshis.first?.birthday?.text == "2001-04-01")
    #expect(file.notes.isEmpty)
  }

  @Test("A '# comment' or a bare FN is noted with its line, and the card read")
  func oddLines() throws {
    let file = try VCard.read(
      crlf([
        "# my contacts", "BEGIN:VCARD", "VERSION:3.0", "# a comment", "FN:Rin", "BDAY:--0704",
        "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "FN", "N:Hoshino;Luna;;;", "BDAY:2000-12-10",
        "END:VCARD",
      ]))
    #expect(file.oshis.map(\.name.text) == ["Rin", "Luna Hoshino"])
    #expect(file.notes.map(\.line) == [4, 10])
    #expect(file.notes.map(\.cause) == [nil, nil])
    #expect(file.notes[0].text.contains("'# a comment' is not a vCard line"))
  }

  @Test("A card oshi cannot read is skipped with its line; the next, dated card comes in")
  func badCardThenGood() throws {
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "VERSION:3.0", "FN:Broken", "BDAY:March 15", "END:VCARD", "BEGIN:VCARD",
        "VERSION:3.0", "FN:Aki", "BDAY:1999-03-15", "END:VCARD",
      ]))
    #expect(file.oshis.map(\.name.text) == ["Aki"])
    #expect(file.notes.map(\.line) == [4])
    #expect(file.notes.map(\.cause) == [.unreadableCard])
    #expect(
      file.notes.first?.text.hasPrefix("the card of line 1: BDAY: 'March 15' is not a date") == true
    )
    #expect(file.skipped == 1)
  }

  @Test("A card nested in another is read as a card of its own, and the outer one goes on")
  func nested() throws {
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "VERSION:2.1", "FN:Aki", "BDAY:19990315", "AGENT:", "BEGIN:VCARD",
        "VERSION:2.1", "FN:Manager", "BDAY:19850102", "END:VCARD", "X-ANNIVERSARY:20191130",
        "END:VCARD",
      ]))
    #expect(file.oshis.map(\.name.text) == ["Manager", "Aki"])
    #expect(file.oshis.last?.days.map(\.date.text) == ["2019-11-30"])
    #expect(file.notes.map(\.line) == [6])
    #expect(file.notes.first?.text.contains("inside the card of line 1") == true)
  }

  @Test("An unterminated last card is read to the end of the file, and said")
  func unterminated() throws {
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "FN:Aki", "BDAY:1999-03-15", "END:VCARD", "BEGIN:VCARD", "FN:Kobo",
        "BDAY:--1212",
      ]))
    #expect(file.oshis.map(\.name.text) == ["Aki", "Kobo"])
    #expect(file.notes.map(\.line) == [5])
    #expect(file.notes.first?.text.contains("no END:VCARD") == true)
  }

  @Test("A file none of whose cards reads is refused, naming the line")
  func nothingReads() throws {
    do {
      let file = try VCard.read(
        crlf(["BEGIN:VCARD", "FN:A", "BDAY:March 15", "END:VCARD"])
          + crlf(["BEGIN:VCARD", "FN:B", "BDAY:1999-3-15", "END:VCARD"]))
      Issue.record("accepted: \(file)")
    } catch {
      #expect(error.line == 3)
      #expect(error.field == "BDAY")
    }
  }
}
