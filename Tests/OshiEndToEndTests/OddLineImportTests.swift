import Foundation
import Testing

/// `oshi import` of a vCard with the odd lines real files hold (Fixtures/odd-lines.vcf,
/// made by hand): each is said with its line, and the cards around it come in.
@Suite("import of a vCard with odd lines")
struct OddLineImportTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("OshiImportTests/Fixtures/odd-lines.vcf")
    .path

  @Test("A bad card, a comment, a bare FN, a nested card and an open card refuse nothing")
  func oddLines() throws {
    let oshi = try Harness()
    let dryRun = try oshi.run(["import", Self.fixture, "--dry-run"])
    #expect(dryRun.status == 0, "\(dryRun.stderr)")
    #expect(oshi.storeBytes() == nil)
    #expect(dryRun.stdout.contains("add Aki (aki): birthday 1999-03-15, Anniversary 2019-11-30\n"))
    #expect(
      dryRun.stdout.contains(
        "odd-lines.vcf:25: skipped: the card of line 22: BDAY: 'the fifteenth of March' is not a date"
      ), "\(dryRun.stdout)")
    #expect(dryRun.stdout.contains("odd-lines.vcf:18: 'FN' is not a vCard line"))
    #expect(dryRun.stdout.contains("odd-lines.vcf:32: a card begins inside the card of line 27"))
    #expect(dryRun.stdout.contains("odd-lines.vcf:39: the card has no END:VCARD"))
    let result = try oshi.run(["import", Self.fixture])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.hasSuffix(
        "imported from a vCard: 6 oshis added, 7 new widgets; skipped 1 card that oshi cannot read\n"
      ), "\(result.stderr)")
    #expect(result.stderr.contains("note: \(Self.fixture):25: skipped: the card of line 22"))
    let list = try oshi.ok(["list", "--format", "tsv"])
    for date in ["2001-04-01", "--07-04", "2000-12-10", "1985-01-02", "1999-03-15", "--12-12"] {
      #expect(list.contains("birthday\t\(date)"), "\(date)")
    }
    let japanese = try Harness().run(["import", Self.fixture, "--dry-run", "--lang", "ja"])
    #expect(japanese.stderr.contains("読めないカード1枚"), "\(japanese.stderr)")
  }

  @Test("A file whose only card cannot be read is still one error line, the store untouched")
  func nothingReads() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let path = oshi.folder.appendingPathComponent("bad.vcf").path
    try "BEGIN:VCARD\r\nFN:Mio\r\nBDAY:March 15\r\nEND:VCARD\r\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let before = try #require(oshi.storeBytes())
    for arguments in [["import", path, "--merge"], ["import", path, "--merge", "--dry-run"]] {
      let result = try oshi.run(arguments)
      #expect(result.status == 64)
      #expect(
        result.stderr
          == "error: \(path):3: BDAY: 'March 15' is not a date; vCard dates look like 1999-03-15, 19990315 or --03-15\n"
      )
      #expect(oshi.storeBytes() == before)
    }
  }
}
