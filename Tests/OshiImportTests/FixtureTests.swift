import Foundation
import Testing

@testable import OshiImport

/// Files in the shapes that Apple Contacts, Google Contacts, Thunderbird, Android, Debian's
/// birthday and remind write, and real files of other projects' tests (Fixtures/README.md
/// says where each comes from), read as `Fixtures/expected.json` says they must be.
@Suite("Fixtures from the programs fans use")
struct FixtureTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let files: [(name: String, format: ImportFormat)] = [
    ("apple-contacts.vcf", .vcard), ("google-contacts.vcf", .vcard), ("thunderbird.vcf", .vcard),
    ("quoted-printable.vcf", .vcard),
    ("odd-lines.vcf", .vcard), ("birthdays", .birthday), ("reminders.rem", .remind),
    ("remind-birthdays.rem", .remind),
    ("oshis.csv", .csv), ("oshis-reordered.csv", .csv),
    // Real exports from ez-vcard's test suite (Fixtures/ez-vcard/LICENSE).
    ("ez-vcard/John_Doe_IPHONE.vcf", .vcard), ("ez-vcard/outlook-2007.vcf", .vcard),
    ("ez-vcard/John_Doe_ANDROID.vcf", .vcard), ("ez-vcard/John_Doe_MS_OUTLOOK.vcf", .vcard),
    ("ez-vcard/John_Doe_EVOLUTION.vcf", .vcard), ("ez-vcard/fullcontact.vcf", .vcard),
    // Real files of Android's, KDE kcontacts' and roundcube's tests, each with its licence
    // beside it (Fixtures/README.md): Shift_JIS, UTF-16 without a mark, windows-1252.
    ("android/v21_japanese_1.vcf", .vcard), ("android/v21_adr_multiple_line.vcf", .vcard),
    ("android/v21_japanese_3.vcf", .vcard), ("kcontacts/vcard4.vcf", .vcard),
    ("kcontacts/testfullvcard.vcf", .vcard), ("roundcube/utf-16_sample.vcf", .vcard),
    ("roundcube/johndoe.vcf", .vcard), ("roundcube/thebat.vcf", .vcard),
  ]

  /// The default label of a day the file does not name, as expected.json writes it.
  static func label(_ day: ImportedDay) -> String {
    day.label ?? (day.kind == .anniversary ? "Anniversary" : "Event")
  }

  @Test("Each file is detected and read as expected.json says", arguments: files)
  func fixture(name: String, format: ImportFormat) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let expectations = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Self.folder.appendingPathComponent("expected.json")))
        as? [String: [String: Any]])
    let expected = try #require(expectations[name])
    #expect(ImportFormat.detect(bytes: data) == format)
    let file = try format.read(Array(data))
    #expect(file.skipped == expected["skipped"] as? Int)
    if let lines = expected["noteLines"] as? [Int] {
      #expect(file.notes.map(\.line) == lines, "\(file.notes)")
    }
    let records = try #require(expected["oshis"] as? [[String: Any]])
    #expect(file.oshis.count == records.count)
    for (record, wanted) in zip(file.oshis, records) {
      let name = record.name.text
      #expect(record.line == wanted["line"] as? Int, "\(name)")
      #expect(name == wanted["name"] as? String)
      #expect(record.shortName?.text == wanted["short"] as? String, "\(name)")
      #expect(record.slug?.text == wanted["slug"] as? String, "\(name)")
      #expect(record.symbol?.text == wanted["symbol"] as? String, "\(name)")
      #expect(record.group?.text == wanted["group"] as? String, "\(name)")
      #expect(record.birthday?.text == wanted["birthday"] as? String, "\(name)")
      #expect(record.debut?.text == wanted["debut"] as? String, "\(name)")
      #expect(record.since?.text == wanted["since"] as? String, "\(name)")
      let days = try #require(wanted["days"] as? [[String: Any]])
      #expect(record.days.map(Self.label) == days.map { $0["label"] as? String ?? "" }, "\(name)")
      #expect(record.days.map(\.date.text) == days.map { $0["date"] as? String ?? "" }, "\(name)")
      #expect(record.days.map(\.once) == days.map { $0["once"] as? Bool ?? false }, "\(name)")
      #expect((record.photo != nil) == (wanted["photo"] as? Bool ?? false), "\(name)")
    }
  }
}
