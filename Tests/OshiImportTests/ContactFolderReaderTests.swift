import Testing

@testable import OshiImport

/// `ContactFolder`: the items of a vdir of contacts, read as one file of cards.
@Suite("A vdir of contacts, read")
struct ContactFolderReaderTests {
  static func card(_ lines: [String]) -> [UInt8]? {
    Array(
      (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).map { $0 + "\r\n" }.joined().utf8)
  }

  @Test("Items are .vcf files that are not hidden, whatever the case of the extension")
  func items() {
    #expect(ContactFolder.isItem("3f2a-11.vcf"))
    #expect(ContactFolder.isItem("Aki.VCF"))
    for name in [".3f2a.vcf", ".vcf", "notes.txt", "a.vcf.tmp", "a.ics", "vcf"] {
      #expect(!ContactFolder.isItem(name), "\(name)")
    }
  }

  @Test(
    "Cards are read in the order of their files' names, each with its file, its UID and every card's UID remembered"
  )
  func cards() throws {
    let file = ContactFolder.read([
      ("b.vcf", Self.card(["UID:rin", "FN:Rin", "BDAY:--0315"])),
      ("a.vcf", Self.card(["UID:aki", "FN:Aki", "BDAY:1999-03-15"])),
      ("c.vcf", Self.card(["UID:nobody", "FN:Nobody", "TEL:000"])),
    ])
    #expect(file.oshis.map(\.name.text) == ["Aki", "Rin"])
    #expect(file.oshis.map(\.file) == ["a.vcf", "b.vcf"])
    #expect(file.oshis.map(\.identity) == ["aki", "rin"])
    // The card without a date made no record, and is still in the folder.
    #expect(file.identities == ["aki", "rin", "nobody"])
    #expect(file.notes.map(\.file) == ["c.vcf"])
    #expect(file.notes.map(\.cause) == [.cardWithoutDate])
  }

  @Test("What does not read is a note with its file and line, and the other files still read")
  func skipped() throws {
    let file = ContactFolder.read([
      ("aki.vcf", Self.card(["UID:aki", "FN:Aki", "BDAY:1999-03-15"])),
      ("half.vcf", Array("BEGIN:VCARD\r\nFN:Half\r\n".utf8)),
      ("text.vcf", Array("just text\n".utf8)),
      ("other.vcf", Array("X-A:b\r\n".utf8)),
      ("locked.vcf", nil),
      ("nouid.vcf", Self.card(["FN:Mio", "BDAY:2001-01-01"])),
      (
        "x-charset.vcf",
        Self.card(["UID:x", "FN;CHARSET=X-NO-SUCH:\u{FFFD}", "BDAY:2001-01-01"]).map {
          $0.map { $0 == 0xEF ? 0x82 : $0 }
        }
      ),
    ])
    #expect(file.oshis.map(\.name.text) == ["Aki"])
    let notes = file.notes.map { "\($0.file ?? ""):\($0.line): \($0.text)" }
    #expect(
      notes == [
        "half.vcf:1: the card has no END:VCARD; read to the end of the file",
        "half.vcf:1: a card without a date (BDAY, ANNIVERSARY)",
        "locked.vcf:1: cannot read the file: permission denied",
        "nouid.vcf:1: Mio has no UID, so a later import could not tell the card from a new one; vdirsyncer repair gives every card one",
        "other.vcf:1: not a vCard: there is no BEGIN:VCARD",
        "text.vcf:1: not a vCard: there is no BEGIN:VCARD",
        "x-charset.vcf:4: FN: CHARSET=X-NO-SUCH is not read; convert the file to UTF-8 (iconv -f X-NO-SUCH -t UTF-8) or export the contacts as UTF-8",
      ], "\(notes)")
    // Each file is skipped, or read and said why it gave nothing.
    #expect(file.notes.map { $0.cause != nil } == [false, true, true, true, true, true, true])
    #expect(file.skipped == 6)
  }

  @Test("Two files with one UID are one contact, as two cards of one UID in a file are")
  func sameUID() {
    let file = ContactFolder.read([
      ("a.vcf", Self.card(["UID:aki", "FN:Aki", "BDAY:1999-03-15"])),
      ("b.vcf", Self.card(["UID:aki", "FN:Aki", "ANNIVERSARY:20191130"])),
    ])
    #expect(file.oshis.count == 1)
    #expect(file.oshis.first?.birthday?.text == "1999-03-15")
    #expect(file.oshis.first?.days.map(\.date.text) == ["2019-11-30"])
  }
}
