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
      "BDAY:1999", "BDAY:March 15", "BDAY;VALUE=text:circa 1800", "BDAY:1999-3-15", "BDAY:",
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

  @Test("Refusals name the line: an open card, a CHARSET that is not UTF-8, bytes that are not")
  func refusals() throws {
    let open = try #require(refusal(crlf(["BEGIN:VCARD", "FN:Aki", "BDAY:1999-03-15"])))
    #expect(open.line == 1)
    let nested = try #require(refusal(crlf(["BEGIN:VCARD", "FN:A", "BEGIN:VCARD"])))
    #expect(nested.line == 3)
    let charset = try #require(refusal(card(["FN;CHARSET=SHIFT_JIS:Aki", "BDAY:1999-03-15"])))
    #expect(charset.line == 3)
    #expect(charset.reason.contains("SHIFT_JIS"))
    let bytes =
      crlf(["BEGIN:VCARD", "VERSION:3.0"]) + Array("FN:".utf8) + [0xFF, 0x0D, 0x0A]
      + crlf(["END:VCARD"])
    #expect(try #require(refusal(bytes)).line == 3)
    #expect(try #require(refusal(crlf(["BEGIN:VCARD", "no colon here", "END:VCARD"]))).line == 2)
  }

  @Test("A name written on two cards is one record, with both cards' dates")
  func sameName() throws {
    let file = try VCard.read(
      card(["FN:Aki", "BDAY:1999-03-15"]) + card(["FN:Aki", "ANNIVERSARY:2019-11-30"]))
    #expect(file.oshis.count == 1)
    #expect(file.oshis[0].birthday?.text == "1999-03-15")
    #expect(file.oshis[0].days.map(\.date.text) == ["2019-11-30"])
  }
}

extension Array where Element: Hashable {
  /// The elements without repeats, in order.
  var uniqued: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
