import Foundation
import Testing

/// `oshi import` of files in the character sets phones and mail programs write, and of
/// dates as the writing program meant them (issue 55, parts 2 and 4), with the real
/// exports kept in Tests/OshiImportTests/Fixtures (android/, kcontacts/, roundcube/).
@Suite("import of other character sets, and dates as their program meant them")
struct CharsetImportTests {
  /// A real export kept as a fixture.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("OshiImportTests/Fixtures/\(name)").path
  }

  func write(_ bytes: [UInt8], _ name: String, in oshi: Harness) -> String {
    let path = oshi.folder.appendingPathComponent(name).path
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }

  /// アキ in Shift_JIS.
  static let aki: [UInt8] = [0x83, 0x41, 0x83, 0x4C]

  @Test("Android's Shift_JIS export imports; its card without a date is counted")
  func android() throws {
    let oshi = try Harness()
    let result = try oshi.run(["import", Self.fixture("android/v21_japanese_1.vcf")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "imported from a vCard: 0 oshis added, 0 new widgets; skipped 1 card without a date\n")
  }

  @Test("A Shift_JIS name with CHARSET, and one without, are read; the guess is said")
  func shiftJIS() throws {
    let oshi = try Harness()
    let labelled = write(
      Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:".utf8) + Self.aki
        + Array("\r\nBDAY:19990315\r\nEND:VCARD\r\n".utf8), "garake.vcf", in: oshi)
    let dryRun = try oshi.run(["import", labelled, "--dry-run"])
    #expect(dryRun.status == 0, "\(dryRun.stderr)")
    #expect(dryRun.stdout == "add アキ (aki): birthday 1999-03-15\n")
    #expect(oshi.storeBytes() == nil)
    let bare = write(
      Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:".utf8) + Self.aki
        + Array("\r\nBDAY:19990315\r\nEND:VCARD\r\n".utf8), "bare.vcf", in: oshi)
    let result = try oshi.run(["import", bare])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "note: \(bare):3: the text is not UTF-8 and names no character set: read as Shift_JIS; if a name reads wrong, export the contacts as UTF-8\nimported from a vCard: 1 oshi added, 1 new widget\n"
    )
    let japanese = try Harness().run(["import", bare, "--dry-run", "--lang", "ja"])
    #expect(
      japanese.stdout.contains(
        "\(bare):3: テキストが UTF-8 ではなく、文字コードの指定もないので、Shift_JIS として読みました。"),
      "\(japanese.stdout)")
  }

  @Test("A Latin-1 CSV without a charset is read as windows-1252, and said")
  func latin1() throws {
    let oshi = try Harness()
    let file = write(
      Array("name,birthday\nRen".utf8) + [0xE9] + Array("e,1999-03-15\n".utf8), "latin1.csv",
      in: oshi)
    let result = try oshi.run(["import", file, "--dry-run"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "add Renée (renee): birthday 1999-03-15\n\(file):2: the text is not UTF-8 and names no character set: read as windows-1252; if a name reads wrong, save the file as UTF-8\n"
    )
  }

  @Test("UTF-16 without a byte-order mark imports, from a file and from standard input")
  func utf16() throws {
    let oshi = try Harness()
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:星野ルナ\r\nBDAY:2000-12-10\r\nEND:VCARD\r\n"
    let bytes = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let file = write(bytes, "windows.vcf", in: oshi)
    let result = try oshi.run(["import", file, "--dry-run"], ["OSHI_MECAB_DIC": ""])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("add 星野ルナ ("), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("): birthday 2000-12-10\n"), "\(result.stdout)")
    // Told from its content on standard input too, where no name says vCard.
    let piped = try oshi.shell(
      ["sh", "-c", "oshi import - --dry-run < windows.vcf"], extra: ["OSHI_MECAB_DIC": ""])
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout == result.stdout)
    let roundcube = try oshi.run(["import", Self.fixture("roundcube/utf-16_sample.vcf")])
    #expect(roundcube.status == 0, "\(roundcube.stderr)")
    #expect(roundcube.stderr.hasSuffix("skipped 1 card without a date\n"), "\(roundcube.stderr)")
  }

  @Test("CardBook's 1604 is a year-less birthday, not an age of 422")
  func cardBook() throws {
    let oshi = try Harness()
    let file = write(
      Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Aki\r\nBDAY:16040101\r\nEND:VCARD\r\n".utf8),
      "cardbook.vcf", in: oshi)
    let result = try oshi.run(["import", file, "--dry-run"])
    #expect(result.stdout == "add Aki (aki): birthday --01-01\n", "\(result.stdout)")
  }

  @Test("Thunderbird's CSV: Birth Year, Birth Month and Birth Day make one birthday")
  func thunderbird() throws {
    let oshi = try Harness()
    let result = try oshi.run(["import", Self.fixture("roundcube/tb_plain.csv")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("imported from CSV: 1 oshi added, 1 new widget\n"),
      "\(result.stderr)")
    #expect(try oshi.ok(["list", "--format", "tsv"]).contains("birthday\t1970-11-15"))
  }

  @Test("A CSV without a date column is skipped with one line; nothing is written")
  func noDateColumn() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let before = try #require(oshi.storeBytes())
    let file = Self.fixture("roundcube/outlook.csv")
    let result = try oshi.run(["import", file])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(result.stderr)")
    #expect(
      lines.first?.hasPrefix(
        "note: \(file):1: skipped: no column holds a date oshi reads, so nothing is imported; the date columns are Birthday"
      ) == true, "\(result.stderr)")
    #expect(lines.last?.hasSuffix("skipped 1 file without a date column") == true)
    #expect(oshi.storeBytes() == before)
    let japanese = try oshi.run(["import", file, "--lang", "ja"])
    #expect(japanese.stderr.contains("日付の列のないファイル1個を飛ばしました"), "\(japanese.stderr)")
  }

  @Test("Slash dates: the order and why are said; --date-order settles it")
  func dateOrder() throws {
    let oshi = try Harness()
    let file = write(
      Array("First Name,Birthday\nMira,03/04/1999\nKaede,20/01/1991\n".utf8), "sheet.csv",
      in: oshi)
    let said = try oshi.run(["import", file, "--dry-run"])
    #expect(said.status == 0, "\(said.stderr)")
    #expect(said.stdout.contains("add Mira (mira): birthday 1999-04-03\n"), "\(said.stdout)")
    #expect(said.stdout.contains("\(file):3: read the slash dates day first"), "\(said.stdout)")
    let settled = try oshi.run(
      [
        "import", write(Array("First Name,Birthday\nMira,03/04/1999\n".utf8), "us.csv", in: oshi),
        "--dry-run", "--date-order", "dmy",
      ])
    #expect(
      settled.stdout
        == "read the columns First Name, Birthday\nadd Mira (mira): birthday 1999-04-03\n",
      "\(settled.stdout)")
    // The real export of issue 55: one row of 20/01/1991 makes every date day first.
    let all = try oshi.run(["import", Self.fixture("roundcube/all.csv"), "--dry-run"])
    #expect(all.status == 0, "\(all.stderr)")
    #expect(
      all.stdout.hasPrefix(
        "read the columns Display Name, First Name, Middle Name, Last Name, Nickname, Birthday, Anniversary;"
      ), "\(all.stdout)")
    #expect(all.stdout.contains("birthday 1991-01-20, Anniversary 1992-02-20\n"), "\(all.stdout)")
  }

  @Test(
    "Bad input stays one error line naming the line, and the store byte for byte",
    arguments: [
      (
        "mixed.csv", Array("First Name,Birthday\nMira,15/3/1999\nRin,12/31/2003\n".utf8), [],
        "mixed.csv:3: the dates are written day first on line 2 (15/3/1999) and month first on line 3 (12/31/2003); write them all one way, as YYYY-MM-DD, or name the order with --date-order mdy or dmy"
      ),
      (
        "mixed.csv", Array("First Name,Birthday\nMira,15/3/1999\nRin,12/31/2003\n".utf8),
        ["--date-order", "dmy"], "mixed.csv:3: Birthday: '12/31/2003' is not a date"
      ),
      (
        "charset.vcf",
        Array("BEGIN:VCARD\r\nFN;CHARSET=X-NO-SUCH:".utf8) + [0xE9]
          + Array("\r\nBDAY:19990315\r\nEND:VCARD\r\n".utf8), [],
        "charset.vcf:2: FN: CHARSET=X-NO-SUCH is not read; convert the file to UTF-8 (iconv -f X-NO-SUCH -t UTF-8) or export the contacts as UTF-8"
      ),
      (
        "bytes.csv", Array("name,birthday\nA".utf8) + [0x81] + Array(",1999-03-15\n".utf8), [],
        "bytes.csv:2: the text is not UTF-8, windows-1252 or Shift_JIS; save the file as UTF-8"
      ),
      (
        "order.vcf", Array("BEGIN:VCARD\r\nFN:Aki\r\nBDAY:19990315\r\nEND:VCARD\r\n".utf8),
        ["--date-order", "dmy"],
        "--date-order reads the slash dates of CSV; a vCard has none"
      ),
    ] as [(String, [UInt8], [String], String)])
  func refusals(name: String, bytes: [UInt8], options: [String], says: String) throws {
    let oshi = try Harness()
    try oshi.addAki()
    let file = write(bytes, name, in: oshi)
    let before = try #require(oshi.storeBytes())
    for dryRun in [[], ["--dry-run"]] {
      let result = try oshi.run(["import", file, "--merge"] + options + dryRun)
      #expect(result.status == 64)
      let place = says.hasPrefix("--") ? "" : "\(oshi.folder.path)/"
      #expect(result.stderr.hasPrefix("error: \(place)\(says)"), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(oshi.storeBytes() == before)
    }
    let japanese = try oshi.run(["import", file, "--merge", "--lang", "ja"] + options)
    #expect(japanese.status == 64)
    #expect(japanese.stderr.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
    #expect(oshi.storeBytes() == before)
  }

  @Test("--dry-run of every real fixture writes nothing, not even a store")
  func dryRunsWriteNothing() throws {
    let oshi = try Harness()
    for name in [
      "android/v21_japanese_1.vcf", "android/v21_adr_multiple_line.vcf",
      "android/v21_japanese_3.vcf", "kcontacts/vcard4.vcf", "kcontacts/testfullvcard.vcf",
      "roundcube/utf-16_sample.vcf", "roundcube/johndoe.vcf", "roundcube/thebat.vcf",
      "roundcube/tb_plain.csv", "roundcube/all.csv", "roundcube/gmail.csv",
      "roundcube/outlook.csv", "roundcube/email.csv",
    ] {
      let result = try oshi.run(["import", Self.fixture(name), "--dry-run"])
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(oshi.storeBytes() == nil, "\(name)")
    }
  }
}
