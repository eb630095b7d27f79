import Testing

@testable import OshiImport

/// The bytes of `lines` joined with CRLF, as exporters write vCards.
private func crlf(_ lines: [String]) -> [UInt8] {
  Array(lines.map { $0 + "\r\n" }.joined().utf8)
}

private func card(_ body: [String]) -> [UInt8] {
  crlf(["BEGIN:VCARD", "VERSION:3.0"] + body + ["END:VCARD"])
}

private func refusal(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation)
  -> ImportFailure?
{
  do {
    let file = try VCard.read(bytes)
    Issue.record("accepted: \(file)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

@Suite("vCard")
struct VCardTests {
  @Test(
    "Any line end: CRLF, LF, CR alone, and CR CR LF as iOS 5 wrote",
    arguments: ["\r\n", "\n", "\r", "\r\r\n"])
  func lineEnds(end: String) throws {
    let text =
      ["BEGIN:VCARD", "VERSION:3.0", "FN:Aki", "NOTE:folded", " here", "BDAY:1999-03-15"]
      .map { $0 + end }.joined() + "END:VCARD" + end
    let file = try VCard.read(Array(text.utf8))
    #expect(file.oshis.map(\.name.text) == ["Aki"])
    #expect(file.oshis.first?.birthday?.text == "1999-03-15")
    #expect(file.oshis.first?.birthday?.line == 6)
  }

  @Test("US-ASCII reads, and any charset whose bytes are ASCII; an unread field may hold anything")
  func charsets() throws {
    let file = try VCard.read(
      card([
        "FN;CHARSET=us-ascii:Aki", "NICKNAME;CHARSET=SHIFT_JIS:Aki-chan",
        "BDAY:1999-03-15",
      ]) + crlf(["BEGIN:VCARD", "VERSION:2.1"])
        + Array("ORG;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=91=80".utf8) + crlf([""])
        + Array("NOTE;CHARSET=SHIFT_JIS:".utf8) + [0x83, 0x41]
        + crlf(["", "FN:Rin", "BDAY:--0704", "END:VCARD"]))
    #expect(file.oshis.map(\.name.text) == ["Aki", "Rin"])
    #expect(file.oshis.first?.shortName?.text == "Aki-chan")
    let latin1 = try VCard.read(
      crlf(["BEGIN:VCARD", "VERSION:2.1"]) + Array("FN;CHARSET=ISO-8859-1:Ren".utf8) + [0xE9, 0x65]
        + crlf(["", "BDAY:--0704", "END:VCARD"]))
    #expect(latin1.oshis.map(\.name.text) == ["Ren\u{E9}e"])
  }

  @Test(
    "Valid dates that name no day are left out with a note, and the rest of the card reads",
    arguments: [
      ("BDAY;VALUE=text:circa 1800", "'circa 1800' is text"),
      ("BDAY:1953-10", "'1953-10' has no day"),
      ("BDAY:1953", "'1953' has no day"),
      ("BDAY:--10", "'--10' has no day"),
      ("BDAY:---15", "'---15' has no month"),
      ("BDAY:", "is empty"),
    ])
  func uncountableDates(line: String, why: String) throws {
    let file = try VCard.read(
      card(["FN:Aki", line, "ANNIVERSARY:2019-11-30"]) + card(["FN:Rin", line]))
    #expect(file.oshis.map(\.name.text) == ["Aki"])
    #expect(file.oshis.first?.birthday == nil)
    #expect(file.oshis.first?.days.map(\.date.text) == ["2019-11-30"])
    // Aki's BDAY is noted; Rin's card, left with no date, is skipped with its note.
    #expect(file.notes.map(\.line) == [4, 10, 7])
    #expect(file.notes[0].text.hasPrefix("BDAY \(why)"), "\(file.notes[0].text)")
    #expect(file.notes.map(\.cause) == [nil, nil, .cardWithoutDate])
  }

  @Test("The first FN is the name (or the one of lowest PREF); a second BDAY is noted, not taken")
  func severalNames() throws {
    // RFC 6350 §5.4's example of ALTID, with a birthday.
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "VERSION:4.0", "FN;ALTID=1;LANGUAGE=jp:山田太郎",
        "FN;ALTID=1;LANGUAGE=en:Taro Yamada", "N;ALTID=1;LANGUAGE=jp:山田;太郎;;;",
        "N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;", "BDAY:19990315", "BDAY:20000101", "END:VCARD",
        "BEGIN:VCARD", "VERSION:4.0", "FN:Aki", "FN;PREF=1:Aki Hoshino", "BDAY:--0315",
        "END:VCARD",
      ]))
    #expect(file.oshis.map(\.name.text) == ["山田太郎", "Aki Hoshino"])
    #expect(file.oshis.first?.birthday?.text == "1999-03-15")
    #expect(file.notes.map(\.line) == [8])
    #expect(file.notes.first?.text.contains("20000101") == true)
  }

  @Test("Same name, other birthday: noted and the first kept; with two UIDs, two people")
  func sameNameOtherBirthday() throws {
    let noUID = try VCard.read(
      card(["FN:Aki", "BDAY:1999-03-15"]) + card(["FN:Aki", "BDAY:2001-07-04"]))
    #expect(noUID.oshis.count == 1)
    #expect(noUID.oshis.first?.birthday?.text == "1999-03-15")
    #expect(noUID.notes.map(\.line) == [9])
    #expect(noUID.notes.first?.text.contains("2001-07-04") == true)
    let twoUIDs = try VCard.read(
      card(["UID:urn:uuid:1", "FN:Aki", "BDAY:1999-03-15"])
        + card(["UID:urn:uuid:2", "FN:Aki", "BDAY:2001-07-04"])
        + card(["UID:urn:uuid:1", "FN:Aki", "ANNIVERSARY:2019-11-30"]))
    #expect(twoUIDs.oshis.map(\.birthday?.text) == ["1999-03-15", "2001-07-04"])
    #expect(twoUIDs.oshis.map(\.identity) == ["urn:uuid:1", "urn:uuid:2"])
    #expect(twoUIDs.oshis.first?.days.map(\.date.text) == ["2019-11-30"])
    #expect(twoUIDs.notes.isEmpty)
  }

  @Test("A card with a date and no name is counted as without a name")
  func withoutName() throws {
    let file = try VCard.read(card(["BDAY:1999-03-15"]) + card(["FN:Rin"]))
    #expect(file.notes.map(\.cause) == [.cardWithoutName, .cardWithoutDate])
    #expect(file.notes.map(\.line) == [1, 5])
  }

  @Test("PHOTO inline: vCard 2.1's BASE64, 3.0's ENCODING=b, 4.0's data: URI; a link is noted")
  func photos() throws {
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "VERSION:2.1", "FN:A", "BDAY:19990315", "PHOTO;JPEG;BASE64:", "  /9j/4A",
        "  AQSk", "", "END:VCARD",
      ])
        + card(["FN:B", "BDAY:1999-03-15", "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0K"])
        + crlf([
          "BEGIN:VCARD", "VERSION:4.0", "FN:C", "BDAY:19990315", "PHOTO:data:image/png;base64,iVBO",
          " Rw0K", "END:VCARD",
        ])
        + card(["FN:D", "BDAY:1999-03-15", "PHOTO;VALUE=uri:https://example.org/d.jpg"]))
    #expect(file.oshis.map(\.photo?.base64) == ["/9j/4AAQSk", "iVBORw0K", "iVBORw0K", nil])
    #expect(file.oshis.map(\.photo?.line) == [5, 14, 20, nil])
    #expect(file.notes.map(\.line) == [27])
  }

  @Test(
    "BDAY in every form exporters write",
    arguments: [
      ("BDAY:1999-03-15", "1999-03-15"),
      ("BDAY:19990315", "1999-03-15"),
      ("BDAY;VALUE=DATE:19990315", "1999-03-15"),
      ("BDAY:--0315", "--03-15"),
      ("BDAY:--03-15", "--03-15"),
      ("BDAY:1999-03-15T00:00:00Z", "1999-03-15"),
      ("BDAY;X-APPLE-OMIT-YEAR=1604:1604-03-15", "--03-15"),
      ("BDAY;VALUE=date;X-APPLE-OMIT-YEAR=1604:16040315", "--03-15"),
      // Omit-year names another year: the year is real.
      ("BDAY;X-APPLE-OMIT-YEAR=1604:1999-03-15", "1999-03-15"),
      ("bday:1999-03-15", "1999-03-15"),
    ])
  func birthdays(line: String, expected: String) throws {
    let file = try VCard.read(card(["FN:Aki", line]))
    #expect(file.oshis.first?.birthday?.text == expected)
    #expect(file.oshis.first?.birthday?.line == 4)
  }

  @Test(
    "A BDAY that is not a date is refused with its line and field",
    arguments: [
      "BDAY:March 15", "BDAY:1999-3-15", "BDAY:99-03-15", "BDAY:1999-03-15-01",
      "BDAY;VALUE=date:circa 1800",
    ])
  func badBirthdays(line: String) throws {
    let failure = try #require(refusal(card(["FN:Aki", line])))
    #expect(failure.line == 4)
    #expect(failure.field == "BDAY")
    #expect(failure.reason.contains("is not a date"))
  }

  @Test("FN is the name, NICKNAME the short name, N stands in for a missing FN")
  func names() throws {
    let file = try VCard.read(
      card(["FN:Kobo Kanaeru", "NICKNAME:Kobo\\, K,Kobokan", "BDAY:--12-12"])
        + card(["N:星野;ルナ;;;", "BDAY:--12-10"])
        + card(["N:Kanaeru;Kobo;;;", "BDAY:--12-12"])
        + card(["FN:Back\\\\slash\\; semi", "BDAY:--01-01"]))
    #expect(
      file.oshis.map(\.name.text)
        == ["Kobo Kanaeru", "星野ルナ", "Kobo Kanaeru", "Back\\slash; semi"].uniqued)
    #expect(file.oshis[0].shortName?.text == "Kobo, K")
    #expect(file.oshis[1].name.field == "N")
  }

  @Test("The reading of the name: X-PHONETIC-* first, else N's SORT-AS, family name first")
  func phonetic() throws {
    let file = try VCard.read(
      card([
        "FN:宝鐘マリン", "X-PHONETIC-FIRST-NAME:まりん", "X-PHONETIC-LAST-NAME:ほうしょう",
        "N;SORT-AS=\"ほ,ま\":宝鐘;マリン;;;", "BDAY:--07-30",
      ])
        + card(["FN:兎田ぺこら", "N;SORT-AS=\"うさだ,ぺこら\":兎田;ぺこら;;;", "BDAY:--01-12"])
        + card(["FN:さくらみこ", "X-PHONETIC-FIRST-NAME:みこ", "BDAY:--03-05"])
        + card(["FN:Aki", "BDAY:--03-15"]))
    #expect(
      file.oshis.map { $0.yomi?.text } == ["ほうしょう まりん", "うさだ ぺこら", "みこ", nil])
    #expect(
      file.oshis.map { $0.yomi?.field }
        == ["X-PHONETIC-FIRST-NAME", "N;SORT-AS", "X-PHONETIC-FIRST-NAME", nil])
    #expect(file.oshis[0].yomi?.line == 4)
  }

  @Test("Cards without a date, or without a name, are skipped and counted")
  func skipped() throws {
    let file = try VCard.read(
      card(["FN:No Date", "TEL:+81 3 0000 0000"]) + card(["BDAY:1999-03-15"])
        + card(["FN:Aki", "BDAY:1999-03-15"]))
    #expect(file.oshis.map(\.name.text) == ["Aki"])
    #expect(file.skipped == 2)
  }

  @Test("Folded lines are unfolded, even where a fold splits a UTF-8 character")
  func folding() throws {
    // 星 is E6 98 9F: fold between its second and third byte, as some exporters do.
    var bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:".utf8) + [0xE6, 0x98]
    bytes +=
      Array("\r\n ".utf8) + [0x9F]
      + Array(
        "野ルナ\r\nNOTE:a long note that goes on\r\n\t and on\r\nBDAY:\r\n 1999-03-15\r\nEND:VCARD\r\n"
          .utf8)
    let file = try VCard.read(bytes)
    #expect(file.oshis.first?.name.text == "星野ルナ")
    #expect(file.oshis.first?.birthday?.text == "1999-03-15")
    // A value is placed on its first physical line.
    #expect(file.oshis.first?.birthday?.line == 7)
  }

  @Test("Quoted-printable values with soft line breaks (vCard 2.1)")
  func quotedPrintable() throws {
    let bytes = crlf([
      "BEGIN:VCARD", "VERSION:2.1",
      "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E6=98=9F=E9=87=8E=",
      "=E3=83=AB=E3=83=8A",
      "N;CHARSET=UTF-8;QUOTED-PRINTABLE:=E6=98=9F=E9=87=8E;=E3=83=AB=E3=83=8A;;;",
      "BDAY:19951224", "END:VCARD",
    ])
    let file = try VCard.read(bytes)
    #expect(file.oshis.first?.name.text == "星野ルナ")
    #expect(file.oshis.first?.birthday?.text == "1995-12-24")
  }

  @Test("ANNIVERSARY, X-ANNIVERSARY and Apple's labelled X-ABDATE are yearly days")
  func anniversaries() throws {
    let file = try VCard.read(
      card([
        "FN:Aki", "ANNIVERSARY;VALUE=DATE:20191130", "X-ANNIVERSARY:2020-01-02",
        "item1.X-ABDATE;type=pref:2021-04-01", "item1.X-ABLabel:_$!<Anniversary>!$_",
        "item2.X-ABDATE:2022-02-12", "item2.X-ABLabel:初現場",
      ]))
    let days = try #require(file.oshis.first?.days)
    #expect(days.map(\.date.text) == ["2019-11-30", "2020-01-02", "2021-04-01", "2022-02-12"])
    #expect(days.map(\.label) == [nil, nil, nil, "初現場"])
    #expect(days.allSatisfy { !$0.once })
  }

  @Test("Refusals name the line: a CHARSET iconv does not know, bytes no likely charset reads")
  func refusals() throws {
    // Shift_JIS bytes of アキ in a field oshi reads, under a name no charset has.
    let unknown =
      crlf(["BEGIN:VCARD", "VERSION:2.1"]) + Array("FN;CHARSET=SHIFT-JISX:".utf8)
      + [0x83, 0x41, 0x83, 0x4C, 0x0D, 0x0A] + crlf(["BDAY:19990315", "END:VCARD"])
    let charset = try #require(refusal(unknown))
    #expect(charset.line == 3)
    #expect(charset.field == "FN")
    #expect(charset.reason.contains("SHIFT-JISX"))
    #expect(charset.reason.contains("iconv -f SHIFT-JISX -t UTF-8"))
    // 0x81 then a line end: not UTF-8, unassigned in windows-1252, half a Shift_JIS pair.
    let bytes =
      crlf(["BEGIN:VCARD", "VERSION:3.0"]) + Array("FN:".utf8) + [0x81, 0x0D, 0x0A]
      + crlf(["END:VCARD"])
    let notUTF8 = try #require(refusal(bytes))
    #expect(notUTF8.line == 3)
    #expect(notUTF8.field == "FN")
  }

  @Test("A name written on two cards is one record, with both cards' dates")
  func sameName() throws {
    let file = try VCard.read(
      card(["FN:Aki", "BDAY:1999-03-15"]) + card(["FN:Aki", "ANNIVERSARY:2019-11-30"]))
    #expect(file.oshis.count == 1)
    #expect(file.oshis[0].birthday?.text == "1999-03-15")
    #expect(file.oshis[0].days.map(\.date.text) == ["2019-11-30"])
  }

  @Test("An anniversary in a group takes the group's X-ABLabel; one without a group has none")
  func labelledAnniversary() throws {
    let file = try VCard.read(
      card([
        "FN:Aki", "item1.ANNIVERSARY:20191130", "item1.X-ABLabel:デビュー", "ANNIVERSARY:20200101",
        "item2.X-ANNIVERSARY:2021-02-03", "item2.X-ABLabel:_$!<Anniversary>!$_",
      ]))
    let days = try #require(file.oshis.first?.days)
    #expect(days.map(\.date.text) == ["2020-01-01", "2019-11-30", "2021-02-03"])
    #expect(days.map(\.label) == [nil, "デビュー", nil])
  }

  @Test(
    "X-OSHI-DATE, as oshi's own export marks them, makes a date the debut or the start of following",
    arguments: ["3.0", "4.0"])
  func ownDates(version: String) throws {
    let file = try VCard.read(
      crlf([
        "BEGIN:VCARD", "VERSION:\(version)", "FN:Aki", "BDAY:19990315",
        "item1.ANNIVERSARY;X-OSHI-DATE=debut:20191130", "item1.X-ABLabel:デビュー",
        "item2.X-ABDATE;X-OSHI-DATE=since:2023-04-01", "item2.X-ABLabel:推し始め",
        "item3.X-ABDATE:2024-02-12", "item3.X-ABLabel:初現場", "END:VCARD",
      ]))
    let aki = try #require(file.oshis.first)
    #expect(aki.debut?.text == "2019-11-30")
    #expect(aki.debut?.line == 5)
    #expect(aki.since?.text == "2023-04-01")
    #expect(aki.days.map(\.label) == ["初現場"])
    #expect(aki.days.map(\.date.text) == ["2024-02-12"])
  }

  @Test(
    "A second debut, a year-less one and an X-OSHI-DATE oshi does not know stay days of their own",
    arguments: [
      [
        "item1.X-ABDATE;X-OSHI-DATE=debut:2019-11-30",
        "item2.X-ABDATE;X-OSHI-DATE=debut:2020-01-01",
      ],
      ["item1.X-ABDATE:2019-11-30", "item2.X-ABDATE;X-OSHI-DATE=since:--0401"],
      ["item1.X-ABDATE:2019-11-30", "item2.X-ABDATE;X-OSHI-DATE=graduated:2026-03-31"],
    ])
  func otherMarks(lines: [String]) throws {
    let file = try VCard.read(
      card(["FN:Aki", lines[0], "item1.X-ABLabel:デビュー", lines[1], "item2.X-ABLabel:other"]))
    let aki = try #require(file.oshis.first)
    #expect(aki.since == nil)
    #expect(aki.debut?.text == (lines[0].contains("X-OSHI-DATE") ? "2019-11-30" : nil))
    #expect(aki.days.map(\.label) == (aki.debut == nil ? ["デビュー", "other"] : ["other"]))
  }
}

extension Array where Element: Hashable {
  /// The elements without repeats, in order.
  var uniqued: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
