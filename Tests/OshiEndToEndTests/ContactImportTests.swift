import Foundation
import Testing

/// `oshi import` of contacts, ~/.birthdays, remind files and CSV, end to end.
@Suite("import from contacts, ~/.birthdays, remind and CSV")
struct ContactImportTests {
  static let vcard = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Aki\r
    NICKNAME:Akko\r
    BDAY:1999-03-15\r
    item1.X-ABDATE:2019-11-30\r
    item1.X-ABLabel:_$!<Anniversary>!$_\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:星野ルナ\r
    BDAY;X-APPLE-OMIT-YEAR=1604:1604-12-10\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:No Date\r
    TEL:000\r
    END:VCARD\r

    """

  func write(_ text: String, _ name: String, in oshi: Harness) throws -> String {
    let path = oshi.folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("A vCard, read from its content: names, short names, year-less birthdays, anniversaries")
  func vcardImport() throws {
    let oshi = try Harness()
    let file = try write(Self.vcard, "contacts.vcf", in: oshi)
    let result = try oshi.run(["import", file])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "imported from a vCard: 2 oshis added, 3 new widgets; skipped 1 card without a date\n")
    let list = try oshi.ok(["list", "--format", "tsv"])
    #expect(list.contains("aki-birthday\t"))
    #expect(list.contains("1999-03-15"))
    #expect(list.contains("runa-birthday\t"))
    #expect(list.contains("--12-10"))
    #expect(list.contains("aki-anniversary\t"))
    #expect(try oshi.ok(["render", "aki-birthday"]) == "🎂 Aki turns 28 in 113d\n")
    let json = try Harness.jsonLines(try oshi.ok(["list", "--format", "json"]))
    #expect(String(describing: json).contains("Akko"))
  }

  @Test("--dry-run says what would be added and writes nothing; no store is made")
  func dryRun() throws {
    let oshi = try Harness()
    let file = try write(Self.vcard, "contacts.vcf", in: oshi)
    // Without the dictionary, the kanji of 星野 are left out.
    let result = try oshi.run(["import", file, "--dry-run"], ["OSHI_MECAB_DIC": ""])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "add Aki (aki): birthday 1999-03-15, Anniversary 2019-11-30\nadd 星野ルナ (runa): birthday --12-10\n\(file):14: skipped: a card without a date (BDAY, ANNIVERSARY)\n"
    )
    #expect(result.stderr.contains("(--dry-run: nothing was written)"))
    #expect(oshi.storeBytes() == nil)
    let japanese = try oshi.run(["import", file, "--dry-run", "--lang", "ja"])
    #expect(japanese.stdout.hasPrefix("追加: Aki(aki): 誕生日 1999-03-15、記念日 2019-11-30\n"))
  }

  @Test("A stored name is refused, store untouched, and given the file's dates with --merge")
  func storedNames() throws {
    let oshi = try Harness()
    try oshi.ok(["add", "Aki", "--since", "2023-04-01", "--symbol", "♡"])
    let file = try write(Self.vcard, "contacts.vcf", in: oshi)
    let before = try #require(oshi.storeBytes())
    let refused = try oshi.run(["import", file])
    #expect(refused.status == 64)
    #expect(
      refused.stderr
        == "error: Aki (\(file):1) is already stored; add --merge to give the stored oshis the file's dates, or --replace to replace everything\n"
    )
    #expect(oshi.storeBytes() == before)
    let dry = try oshi.run(["import", file, "--merge", "--dry-run"], ["OSHI_MECAB_DIC": ""])
    #expect(
      dry.stdout.hasPrefix(
        "add 星野ルナ (runa): birthday --12-10\nupdate Aki (aki): nickname none → Akko, birthday 1999-03-15, Anniversary 2019-11-30\n"
      ))
    #expect(oshi.storeBytes() == before)
    let merged = try oshi.run(["import", file, "--merge"])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(
      merged.stderr.hasPrefix("imported from a vCard: 1 oshi added, 1 updated, 3 new widgets"))
    // The stored oshi keeps what the file does not say: its start and its symbol.
    #expect(try oshi.ok(["render", "aki-following"]) == "♡ Aki day 1,332\n")
    #expect(try oshi.ok(["render", "aki-birthday"]) == "🎂 Aki turns 28 in 113d\n")
    // Merging the same file again adds nothing.
    let again = try oshi.run(["import", file, "--merge"])
    #expect(
      again.stderr.hasPrefix("imported from a vCard: 0 oshis added, 2 updated, 0 new widgets"))
  }

  @Test(
    "Bad input names the file's line and field, exits 64 and leaves the store byte for byte",
    arguments: [
      (
        "bad.vcf", "BEGIN:VCARD\nFN:Aki\nBDAY:March\nEND:VCARD\n",
        "bad.vcf:3: BDAY: 'March' is not a date"
      ),
      ("bad.vcf", "BEGIN:VCARD\nFN:Aki\nBDAY:1999-02-30\nEND:VCARD\n", "bad.vcf:3: BDAY:"),
      // An open card is read to the end of the file; its bad date still refuses it.
      ("open.vcf", "BEGIN:VCARD\nFN:Aki\nBDAY:99-03-15\n", "open.vcf:3: BDAY: '99-03-15' is not"),
      ("b.txt", "Aki=15/03/1999\nMio=31/04/2001\n", "b.txt:2: date:"),
      (
        "b.txt", "Aki=15/03/1999\nMio=01/04/2001 sometimes\n",
        "b.txt:2: flags: unknown flag 'sometimes'"
      ),
      ("o.csv", "name,since\nAki,2023-04-01\nMio,--04-01\n", "o.csv:3: since:"),
      ("o.csv", "name,birthday\nAki,1999-13-01\n", "o.csv:2: birthday:"),
      ("o.csv", "name,symbol\nAki,♡♡\n", "o.csv:2: symbol: the symbol must be one character"),
      ("o.csv", "name,slug\nAki,Not A Slug\n", "o.csv:2: slug: slug 'Not A Slug' is not valid"),
      ("o.csv", "name,birthdya\nAki,1999-03-15\n", "o.csv:1: unknown column 'birthdya'"),
      (
        "o.csv", "name,birthday\n\u{1B}[31mAki,1999-03-15\n",
        "o.csv:2: name: the name contains the control"
      ),
    ])
  func refusals(name: String, content: String, says: String) throws {
    let oshi = try Harness()
    try oshi.ok(["add", "Rin", "--birthday", "2004-02-29"])
    let file = try write(content, name, in: oshi)
    let before = try #require(oshi.storeBytes())
    let format = name.hasSuffix(".txt") ? ["--from", "birthday"] : []
    let result = try oshi.run(["import", file] + format)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: \(oshi.folder.path)/\(says)"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(oshi.storeBytes() == before)
    let japanese = try oshi.run(["import", file, "--lang", "ja"] + format)
    #expect(japanese.status == 64)
    #expect(japanese.stderr.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
    #expect(oshi.storeBytes() == before)
  }

  @Test("~/.birthdays: a birthday and an anniversary of one name are one oshi")
  func birthdayFile() throws {
    let oshi = try Harness()
    let file = try write(
      "# mine\nAki=15/03/1999\nAki=30/11/2019 ann w7\nLive=01/02/2027 ev\n星野ルナ=10/12 bd\n",
      "birthdays", in: oshi)
    let result = try oshi.run(["import", file, "--lang", "ja"], ["OSHI_MECAB_DIC": ""])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "~/.birthdays から推し3人を追加、ウィジェット4個\n")
    let list = try oshi.ok(["list", "--format", "tsv"])
    // Labels in the language; without the dictionary 記念日 has no reading a slug can use.
    #expect(list.contains("aki-custom\taki\tcustom\t2019-11-30"))
    #expect(list.contains("live-ibento\tlive\tcustom\t2027-02-01"))
  }

  @Test("remind: plain reminders become birthdays; the rest is skipped and counted")
  func remind() throws {
    let oshi = try Harness()
    let file = try write(
      "SET x 1\nREM Mar 15 1999 MSG Aki's birthday %b\nREM Dec 10 +7 MSG 星野ルナの誕生日\nREM Mon AT 10:00 MSG Weekly\n",
      "reminders.rem", in: oshi)
    let result = try oshi.run(["import", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "note: \(file):2: remind shows this reminder once, on 1999-03-15; oshi reads it as Aki's birthday, every year\n"
        + "imported from a remind file: 2 oshis added, 2 new widgets; skipped 2 lines that are not a plain dated REM\n"
    )
    #expect(try oshi.ok(["render", "aki-birthday"]) == "🎂 Aki turns 28 in 113d\n")
  }

  @Test("CSV: every date form add accepts, groups, symbols, slugs, and standard input")
  func csv() throws {
    let oshi = try Harness()
    try oshi.ok(["group", "add", "ステラ☆ライブ", "--slug", "stella"])
    let csv = """
      name,slug,short,symbol,group,birthday,debut,since
      Aki,,,♡,stella,1999/3/15,2019年11月30日,令和5年4月1日
      "Kobo, Kanaeru",kobo,Kobo,,,--12-12,2022-03-22,
      星野ルナ,luna,,,ステラ☆ライブ,12月10日,,today

      """
    let file = try write(csv, "oshis.csv", in: oshi)
    // From standard input, as `- `: the format is read from the content.
    let imported = try oshi.shell(["sh", "-c", "oshi import - --merge < \"$1\"", "sh", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stderr.hasPrefix("imported from CSV: 3 oshis added"))
    #expect(try oshi.ok(["render", "aki-following"]) == "♡ Aki day 1,332\n")
    #expect(try oshi.ok(["render", "aki-debut"]) == "♡ Aki 7 years in 8 days\n")
    #expect(try oshi.ok(["render", "luna-following"]).contains("day 1"))
    let groups = try oshi.ok(["group", "list"])
    #expect(groups.contains("Aki"))
    #expect(groups.contains("星野ルナ"))
    #expect(try oshi.ok(["render", "kobo-birthday"]).contains("Kobo"))
  }

  @Test("JSON backups take --dry-run too")
  func jsonDryRun() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let backup = try oshi.ok(["export"])
    let file = try write(backup, "backup.json", in: oshi)
    let other = try Harness()
    try other.ok(["add", "Rin", "--birthday", "2004-02-29"])
    let before = try #require(other.storeBytes())
    let result = try other.run(["import", file, "--merge", "--dry-run"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "add Aki (aki): 3 widgets\n")
    #expect(
      result.stderr == "would import 1 oshi, 3 widgets, 0 slots (--dry-run: nothing was written)\n")
    #expect(other.storeBytes() == before)
  }

  @Test("A Google Contacts export: --dry-run says the columns read; a refusal writes nothing")
  func googleContactsCSV() throws {
    let oshi = try Harness()
    try oshi.ok(["add", "Rin", "--birthday", "2004-02-29"])
    let before = try #require(oshi.storeBytes())
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "OshiImportTests/Fixtures/google-contacts.csv")
    let file = try write(try String(contentsOf: fixture, encoding: .utf8), "contacts.csv", in: oshi)
    let columns =
      "read the columns First Name, Middle Name, Last Name, Phonetic First Name, Phonetic Last Name, Nickname, Birthday, Event 1 - Label, Event 1 - Value; ignored 16 others\n"
    let dry = try oshi.run(["import", file, "--dry-run"], ["OSHI_MECAB_DIC": ""])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(
      dry.stderr
        == "would import from CSV: 3 oshis added, 6 new widgets (--dry-run: nothing was written); skipped 1 row without a date and 1 row without a name\n"
        + columns)
    #expect(dry.stdout.hasPrefix(columns))
    #expect(
      dry.stdout.contains(
        "add Mira June Solberg (mira-june-solberg): birthday 1999-03-15, Debut stream 2021-08-20\n")
    )
    #expect(
      dry.stdout.hasSuffix(
        "\(file):6: skipped: a row with a date and no name (First Name, Middle Name, Last Name)\n"))
    #expect(oshi.storeBytes() == before)
    let japanese = try oshi.run(
      ["import", file, "--dry-run", "--lang", "ja"], ["OSHI_MECAB_DIC": ""])
    #expect(
      japanese.stderr.hasSuffix(
        "日付のない行1行、名前のない行1行を飛ばしました\n読んだ列: First Name、Middle Name、Last Name、Phonetic First Name、Phonetic Last Name、Nickname、Birthday、Event 1 - Label、Event 1 - Value。ほかの16列は読んでいません\n"
      ))
    // Refusals: dates day first and month first in one file; a date that does not exist,
    // quoted as the file writes it.
    for (content, says) in [
      (
        "First Name,Birthday\r\nMira,15/3/1999\r\nKaede,12/31/2003\r\n",
        "o.csv:3: the dates are written day first on line 2 (15/3/1999) and month first on line 3 (12/31/2003)"
      ),
      (
        "First Name,Birthday\r\nMira,2/30/1999\r\n",
        "o.csv:2: Birthday: '2/30/1999' is not a date: February 1999 has 28 days"
      ),
    ] {
      let bad = try write(content, "o.csv", in: oshi)
      let refused = try oshi.run(["import", bad])
      #expect(refused.status == 64)
      #expect(refused.stderr.hasPrefix("error: \(oshi.folder.path)/\(says)"), "\(refused.stderr)")
      #expect(oshi.storeBytes() == before)
    }
    let imported = try oshi.run(["import", file], ["OSHI_MECAB_DIC": ""])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr
        == "note: \(file):6: skipped: a row with a date and no name (First Name, Middle Name, Last Name)\nimported from CSV: 3 oshis added, 6 new widgets; skipped 1 row without a date and 1 row without a name\n"
        + columns)
    // The slug is read from the kana of the phonetic columns.
    #expect(try oshi.ok(["render", "hoshino-runa-birthday"]).contains("星野ルナ"))
  }
}
