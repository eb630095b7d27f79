import Foundation
import Testing

/// `oshi import` of files that other programs wrote: ez-vcard's real exports (kept with
/// their licence in Tests/OshiImportTests/Fixtures/ez-vcard), and what each reader leaves
/// out, said with its line; every refusal leaves the store as it was.
@Suite("import of real exports, and what it leaves out")
struct RealExportImportTests {
  /// A real export kept as a fixture.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("OshiImportTests/Fixtures/ez-vcard/\(name)").path
  }

  func write(_ text: String, _ name: String, in oshi: Harness) throws -> String {
    let path = oshi.folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(
    "iOS 5's CR CR LF export imports its contact, and the card's JPEG becomes the photo",
    .enabled(if: Programs.runs(Programs.pillow && Programs.has("sqlite3"))))
  func iPhone() throws {
    let oshi = try Harness()
    let file = Self.fixture("John_Doe_IPHONE.vcf")
    let result = try oshi.run(["import", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr == "imported from a vCard: 1 oshi added, 1 new widget, 1 photo\n")
    let stored = try #require(try PhotoTests.storedPhoto(oshi, "mr-john-richter-james-doe-sr"))
    let size = try CardTests.check(["size", stored])
    #expect(size["width"] as? Int == size["height"] as? Int)
    #expect(try oshi.ok(["list", "--format", "tsv"]).contains("2012-06-06"))
  }

  @Test(
    "Outlook's and Evolution's anniversaries, US-ASCII and an unread field that is not UTF-8",
    arguments: [
      ("outlook-2007.vcf", "1922-03-10", "2012-08-01", 1),
      ("John_Doe_MS_OUTLOOK.vcf", "1980-03-22", "2011-01-13", 1),
      ("John_Doe_EVOLUTION.vcf", "1980-03-22", "1980-03-22", 0),
    ])
  func outlook(name: String, birthday: String, anniversary: String, photos: Int) throws {
    let oshi = try Harness()
    let result = try oshi.run(["import", Self.fixture(name)])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "imported from a vCard: 1 oshi added, 2 new widgets\(photos == 1 ? ", 1 photo" : "")\n")
    let list = try oshi.ok(["list", "--format", "tsv"])
    #expect(list.contains("birthday\t\(birthday)"), "\(list)")
    #expect(list.contains("custom\t\(anniversary)"), "\(list)")
  }

  @Test("Android's export with an ORG that is not UTF-8: read, and every card counted")
  func android() throws {
    let oshi = try Harness()
    let result = try oshi.run(["import", Self.fixture("John_Doe_ANDROID.vcf")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "imported from a vCard: 0 oshis added, 0 new widgets; skipped 6 cards without a date\n")
  }

  @Test(
    "A field oshi reads in a charset iconv does not know is refused, naming the field and iconv")
  func unknownCharset() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let path = oshi.folder.appendingPathComponent("garake.vcf").path
    let bytes =
      Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT-JISX:".utf8) + [0x83, 0x41, 0x83, 0x4C]
      + Array("\r\nBDAY:19990315\r\nEND:VCARD\r\n".utf8)
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run(["import", path, "--merge"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "error: \(path):3: N: CHARSET=SHIFT-JISX is not read; convert the file to UTF-8 (iconv -f SHIFT-JISX -t UTF-8) or export the contacts as UTF-8\n"
    )
    #expect(oshi.storeBytes() == before)
  }

  @Test("Text dates and dates without a day are left out with their line; the rest imports")
  func textDates() throws {
    let oshi = try Harness()
    let file = try write(
      """
      BEGIN:VCARD\r
      VERSION:4.0\r
      FN:Aki\r
      BDAY;VALUE=text:circa 1800\r
      ANNIVERSARY:20191130\r
      END:VCARD\r
      BEGIN:VCARD\r
      VERSION:4.0\r
      FN:Rin\r
      BDAY:1953-10\r
      END:VCARD\r
      BEGIN:VCARD\r
      VERSION:4.0\r
      FN:Mio\r
      BDAY:--0704\r
      END:VCARD\r

      """, "book.vcf", in: oshi)
    let result = try oshi.run(["import", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == """
        note: \(file):4: BDAY 'circa 1800' is text, not a date; left out
        note: \(file):10: BDAY '1953-10' has no day; left out
        imported from a vCard: 2 oshis added, 2 new widgets; skipped 1 card without a date

        """)
    let ja = try Harness()
    let japanese = try ja.run(["import", file, "--dry-run", "--lang", "ja"])
    #expect(japanese.stdout.contains("\(file):4: BDAY 'circa 1800' は日付ではなく文です。読みません\n"))
  }

  @Test("Two cards of one name: another birthday is noted; with two UIDs, two oshis")
  func sameName() throws {
    let oshi = try Harness()
    let card = { (uid: String, date: String) in
      "BEGIN:VCARD\r\nVERSION:3.0\r\n\(uid)FN:Aki\r\nBDAY:\(date)\r\nEND:VCARD\r\n"
    }
    let noUID = try write(
      card("", "1999-03-15") + card("", "2001-07-04"), "same.vcf", in: oshi)
    let result = try oshi.run(["import", noUID, "--dry-run"])
    #expect(
      result.stdout
        == "add Aki (aki): birthday 1999-03-15\n\(noUID):9: Aki has the birthday 1999-03-15 on line 4 and 2001-07-04 here; kept the first (in a vCard, two people need different UIDs)\n"
    )
    let uids = try write(
      card("UID:a\r\n", "1999-03-15") + card("UID:b\r\n", "2001-07-04"), "two.vcf", in: oshi)
    try oshi.ok(["import", uids])
    let list = try oshi.ok(["list", "--format", "tsv"])
    #expect(list.contains("aki-birthday\taki\tbirthday\t1999-03-15"), "\(list)")
    #expect(list.contains("aki-2-birthday\taki-2\tbirthday\t2001-07-04"), "\(list)")
  }

  @Test("~/.birthdays: a refusal quotes the file's own date; &include is skipped and said")
  func birthdays() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let before = try #require(oshi.storeBytes())
    let bad = try write("Rin=04/07/2001\nMio=31/02/2000\n", "birthdays", in: oshi)
    let result = try oshi.run(["import", bad, "--merge"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "error: \(bad):2: date: '31/02/2000' is not a date: February 2000 has 29 days"),
      "\(result.stderr)")
    #expect(oshi.storeBytes() == before)
    let include = try write(
      "&include /usr/share/birthday/names\nMio=01/04/2001\n", "included", in: oshi)
    let ok = try oshi.run(["import", include])
    #expect(
      ok.stderr
        == "note: \(include):1: skipped: &include /usr/share/birthday/names: included files are not read; import each of them as well\nimported from ~/.birthdays: 1 oshi added, 1 new widget; skipped 1 line with &include (not followed)\n"
    )
  }

  @Test("remind: a one-off reminder, ISO-dated or in the future, is never a birthday")
  func remindOneOff() throws {
    let oshi = try Harness()
    let file = try write(
      """
      REM Jan 1 2027 MSG 新年
      REM 2027-01-10 MSG Live at Budokan
      REM 2027-03-01 MSG Rin's birthday
      REM 29 Feb MSG Mio's birthday
      REM 8 Jan MSG %b: Aoi

      """, "one-off.rem", in: oshi)
    let result = try oshi.run(["import", file, "--dry-run"])
    #expect(
      result.stdout
        == """
        add Mio (mio): birthday --02-29
        add Aoi (aoi): birthday --01-08
        \(file):1: skipped: remind shows '新年' once, on 2027-01-01: not a yearly day; add it to an oshi with oshi widget add --once
        \(file):2: skipped: remind shows 'Live at Budokan' once, on 2027-01-10: not a yearly day; add it to an oshi with oshi widget add --once
        \(file):3: skipped: remind shows this reminder once, on 2027-03-01, which is after today: not a birthday; add it to an oshi with oshi widget add --once
        \(file):4: remind shows 29 Feb only in leap years; oshi counts the birthday every year, on 28 Feb in other years (oshi widget edit --leap-day mar1 for 1 Mar)

        """)
    #expect(
      result.stderr
        == "would import from a remind file: 2 oshis added, 2 new widgets (--dry-run: nothing was written); skipped 3 lines with a one-off REM\n"
    )
  }

  @Test(
    "A backup's summary counts everything restored: groups, widgets of both, photos",
    .enabled(if: Programs.runs(Programs.pillow && Programs.has("sqlite3"))))
  func backupSummary() throws {
    let oshi = try PhotoTests.store()
    try oshi.ok(["group", "add", "ステラ☆ライブ", "--slug", "stella", "--formed", "2020-04-01"])
    try oshi.ok(["image", "set", "aki", "wide.jpg"])
    let backup = oshi.folder.appendingPathComponent("backup.json").path
    try oshi.ok(["export", "-o", backup])
    let other = try Harness()
    let result = try other.run(["import", backup, "--dry-run"])
    #expect(result.status == 0, "\(result.stderr)")
    // Aki's three widgets, Bo's birthday and the group's formation.
    #expect(
      result.stderr
        == "would import 1 group, 2 oshis, 5 widgets, 0 slots, 1 photo (--dry-run: nothing was written)\n"
    )
  }

  @Test("Detection never calls a vCard or a CSV with a quoted comma a backup")
  func detection() throws {
    let oshi = try Harness()
    let csv = try write("name,birthday\n\"Kobo, K\",2001-03-12\n", "sheet", in: oshi)
    let result = try oshi.run(["import", csv, "--dry-run"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "add Kobo, K (kobo-k): birthday 2001-03-12\n")
    let words = try write("just some words\n", "notes", in: oshi)
    let refusal = try oshi.run(["import", words])
    #expect(refusal.status == 64)
    #expect(!refusal.stderr.contains("backup is not JSON"), "\(refusal.stderr)")
    #expect(refusal.stderr.contains("--from json|vcard|csv|birthday|remind"))
  }
}
