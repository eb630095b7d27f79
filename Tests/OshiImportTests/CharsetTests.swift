import Foundation
import Testing

@testable import OshiImport

/// The bytes of `lines` joined with CRLF, as exporters write vCards.
private func crlf(_ lines: [String]) -> [UInt8] {
  Array(lines.map { $0 + "\r\n" }.joined().utf8)
}

/// A vCard 2.1 whose line `field` holds `value` byte for byte, with a birthday.
private func card(_ field: String, _ value: [UInt8]) -> [UInt8] {
  crlf(["BEGIN:VCARD", "VERSION:2.1"]) + Array("\(field):".utf8) + value
    + crlf(["", "BDAY:19990315", "END:VCARD"])
}

/// `text` in UTF-16, little-endian or big-endian, without a byte-order mark.
private func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
  text.utf16.flatMap { unit -> [UInt8] in
    let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
    return bigEndian ? [high, low] : [low, high]
  }
}

/// The fixtures kept from other projects' tests (Fixtures/README.md).
private func fixture(_ name: String) throws -> [UInt8] {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  return Array(try Data(contentsOf: folder.appendingPathComponent(name)))
}

/// 安藤ロイド in Shift_JIS, as Android's `v21_japanese_1.vcf` writes it.
private let androidName: [UInt8] = [0x88, 0xC0, 0x93, 0xA1, 0x83, 0x8D, 0x83, 0x43, 0x83, 0x68]

@Suite("Character sets as phones and mail programs write them")
struct CharsetTests {
  @Test(
    "A CHARSET parameter is decoded: Shift_JIS with CP932's extensions, ISO-2022-JP, windows-1252, Latin-1",
    arguments: [
      ("SHIFT_JIS", androidName, "安藤ロイド"),
      // 髙 (FB FC) is one of CP932's IBM extensions, which Shift_JIS proper lacks and
      // Japanese phones write under CHARSET=SHIFT_JIS.
      ("SHIFT_JIS", [0xFB, 0xFC, 0x8B, 0xB4], "髙橋"),
      ("CP932", [0xFB, 0xFC, 0x8B, 0xB4], "髙橋"),
      ("x-sjis", androidName, "安藤ロイド"),
      (
        "ISO-2022-JP",
        [0x1B, 0x24, 0x42, 0x40, 0x31, 0x4C, 0x6E, 0x25, 0x6B, 0x25, 0x4A, 0x1B, 0x28, 0x42],
        "星野ルナ"
      ),
      ("windows-1252", [0x5A, 0x6F, 0xEB, 0x20, 0x80], "Zoë €"),
      // Latin-1 as browsers read the label: windows-1252, whose 0x80 to 0x9F are letters.
      ("ISO-8859-1", [0x52, 0x65, 0x6E, 0xE9, 0x65, 0x20, 0x8A], "Renée Š"),
    ] as [(String, [UInt8], String)])
  func declared(charset: String, bytes: [UInt8], name: String) throws {
    let file = try ImportFormat.vcard.read(card("FN;CHARSET=\(charset)", bytes))
    #expect(file.oshis.map(\.name.text) == [name])
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test("A CHARSET parameter on text that is already UTF-8 is ignored, as after iconv")
  func convertedAlready() throws {
    let file = try ImportFormat.vcard.read(
      card("N;CHARSET=SHIFT_JIS", Array("安藤ロイド;;;;".utf8))
        + card("FN;CHARSET=ISO-8859-1", Array("Renée".utf8)))
    #expect(file.oshis.map(\.name.text) == ["安藤ロイド", "Renée"])
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test("Android's Shift_JIS card (v21_japanese_1.vcf) reads; its only card has no date")
  func androidJapanese() throws {
    let bytes = try fixture("android/v21_japanese_1.vcf")
    let file = try ImportFormat.vcard.read(bytes)
    #expect(file.oshis.isEmpty)
    #expect(file.notes.map(\.cause) == [.cardWithoutDate])
    let line = try #require(VCard.logicalLines(bytes).first { $0.number == 3 })
    #expect(try VCard.Property(line).text() == "安藤ロイド;;;;")
  }

  @Test("A Shift_JIS trail byte 0x5C is part of its kanji, never a backslash (v21_japanese_3.vcf)")
  func trailBackslash() throws {
    let bytes = try fixture("android/v21_japanese_3.vcf")
    let lines = VCard.logicalLines(bytes)
    #expect(try VCard.Property(lines[2]).text() == "伊能 圭一 伊予")
    var card = VCard.Card(line: 1)
    try card.take(VCard.Property(lines[3]))
    #expect(card.structuredName?.family == "伊能")
    #expect(card.structuredName?.given == "圭一")
  }

  @Test("A charset iconv does not know is refused, naming the field, the charset and iconv")
  func unknownCharset() throws {
    do {
      let file = try ImportFormat.vcard.read(card("FN;CHARSET=X-NO-SUCH", [0x41, 0xE9]))
      Issue.record("accepted: \(file)")
    } catch {
      #expect(error.line == 3)
      #expect(error.field == "FN")
      #expect(error.reason.contains("CHARSET=X-NO-SUCH"))
      #expect(error.reason.contains("iconv -f X-NO-SUCH -t UTF-8"))
      #expect(error.reasonJA.contains("CHARSET=X-NO-SUCH"))
    }
  }

  @Test("A vCard that is not UTF-8 and names no charset is read as windows-1252, and said")
  func guessedLatin1() throws {
    let file = try ImportFormat.vcard.read(
      card("FN", [0x52, 0x65, 0x6E, 0xE9, 0x65]) + card("N", Array("Aoi;Rin;;;".utf8)))
    #expect(file.oshis.map(\.name.text) == ["Renée", "Rin Aoi"])
    let note = try #require(file.notes.first)
    #expect(file.notes.count == 1)
    #expect(note.line == 3)
    #expect(note.cause == nil)
    #expect(note.text.contains("windows-1252"), "\(note.text)")
    #expect(note.ja.contains("windows-1252"), "\(note.ja)")
  }

  @Test("Japanese bytes without a charset are read as Shift_JIS, and said")
  func guessedShiftJIS() throws {
    let file = try ImportFormat.vcard.read(
      card("N", androidName + Array(";;;;".utf8)) + card("FN", [0xFB, 0xFC, 0x8B, 0xB4]))
    #expect(file.oshis.map(\.name.text) == ["安藤ロイド", "髙橋"])
    #expect(file.notes.count == 1)
    #expect(file.notes.first?.text.contains("Shift_JIS") == true, "\(file.notes)")
    #expect(file.notes.first?.line == 3)
  }

  @Test("Bytes that no likely charset reads are still refused, naming the line and field")
  func unreadable() throws {
    do {
      // 0x81 then a line end: not UTF-8, undefined in windows-1252, a cut Shift_JIS pair.
      let file = try ImportFormat.vcard.read(card("FN", [0x41, 0x81]))
      Issue.record("accepted: \(file)")
    } catch {
      #expect(error.line == 3)
      #expect(error.field == "FN")
    }
  }

  @Test(
    "Other formats that are not UTF-8 are read in the likely charset, and a note says which",
    arguments: [
      (
        ImportFormat.csv, Array("name,birthday\nRen".utf8) + [0xE9] + Array("e,1999-03-15\n".utf8),
        "Renée", "windows-1252", 2
      ),
      (
        .csv,
        // 名前,誕生日 / 星野ルナ,2000-12-10 in Shift_JIS, as Excel saves a Japanese sheet.
        [0x96, 0xBC, 0x91, 0x4F, 0x2C, 0x92, 0x61, 0x90, 0xB6, 0x93, 0xFA, 0x0A]
          + [0x90, 0xAF, 0x96, 0xEC, 0x83, 0x8B, 0x83, 0x69] + Array(",2000-12-10\n".utf8),
        "星野ルナ", "Shift_JIS", 1
      ),
      (
        .birthday, Array("Zo".utf8) + [0xEB] + Array("=15/03/1999\n".utf8), "Zoë", "windows-1252", 1
      ),
      (
        .remind, Array("REM 15 Mar MSG Zo".utf8) + [0xEB] + Array("'s birthday\n".utf8), "Zoë",
        "windows-1252", 1
      ),
    ] as [(ImportFormat, [UInt8], String, String, Int)])
  func guessedOthers(format: ImportFormat, bytes: [UInt8], name: String, charset: String, line: Int)
    throws
  {
    let file = try format.read(bytes)
    #expect(file.oshis.map(\.name.text) == [name])
    let note = try #require(file.notes.first { $0.text.contains(charset) }, "\(file.notes)")
    #expect(note.line == line)
    #expect(note.ja.contains(charset))
  }

  @Test("UTF-16 without a byte-order mark is told by its NUL bytes and read, either order")
  func utf16WithoutMark() throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:星野ルナ\r\nBDAY:2000-12-10\r\nEND:VCARD\r\n"
    for bytes in [utf16(text), utf16(text, bigEndian: true), [0xFF, 0xFE] + utf16(text)] {
      let file = try ImportFormat.vcard.read(bytes)
      #expect(file.oshis.map(\.name.text) == ["星野ルナ"])
      #expect(file.oshis.first?.birthday?.line == 4)
      #expect(ImportFormat.detect(bytes: bytes) == .vcard)
    }
    let csv = try ImportFormat.csv.read(utf16("name,birthday\r\nAki,1999-03-15\r\n"))
    #expect(csv.oshis.map(\.name.text) == ["Aki"])
  }

  @Test("roundcube's UTF-16 sample (big-endian, no mark) reads; its card has no date")
  func roundcubeUTF16() throws {
    let bytes = try fixture("roundcube/utf-16_sample.vcf")
    #expect(ImportFormat.detect(bytes: bytes) == .vcard)
    let file = try ImportFormat.vcard.read(bytes)
    #expect(file.notes.map(\.cause) == [.cardWithoutDate])
    #expect(file.notes.map(\.line) == [1])
  }

  @Test("Detection reads the head of a Shift_JIS or windows-1252 file as that charset")
  func detection() {
    let header: [UInt8] = [0x96, 0xBC, 0x91, 0x4F, 0x2C, 0x92, 0x61, 0x90, 0xB6, 0x93, 0xFA, 0x0A]
    #expect(ImportFormat.detect(bytes: header + Array("x,2000-12-10\n".utf8)) == .csv)
  }
}
