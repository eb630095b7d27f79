import Foundation
import Testing

/// `oshi import --from vdir DIR`, each contact remembered by its UID.
///
/// DIR is a folder of `.vcf` files as vdirsyncer and khard keep an address book. The sync
/// with a real CardDAV server is in `VdirSyncTests`.
@Suite("import from a vdir of contacts")
struct ContactFolderTests {
  /// A vCard 3.0 contact with a UID and a birthday, as a phone's address book holds one.
  static func card(_ uid: String, _ name: String, birthday: String, more: String = "") -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nBDAY:\(birthday)\r\n\(more)END:VCARD\r\n"
  }

  /// Two contacts with UIDs: Aki with a full birthday, Rin with a year-less one.
  static let akiAndRin = [
    ("aki.vcf", card("aki-uid", "Aki", birthday: "1999-03-15")),
    ("rin.vcf", card("rin-uid", "Rin", birthday: "--03-15")),
  ]

  /// Makes the folder `name` in the test's folder with `files` (name and content).
  static func folder(
    _ oshi: Harness, _ files: [(String, String)], name: String = "contacts"
  ) throws -> String {
    let folder = oshi.folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (file, text) in files {
      try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  @Test(
    "A broken file, a file that is not a vCard, a card without a UID and a bad date are each named with file and line, skipped and counted; the rest is imported"
  )
  func badFilesAreSkipped() throws {
    let oshi = try Harness()
    let folder = try Self.folder(
      oshi,
      [
        ("aki.vcf", Self.card("aki-uid", "Aki", birthday: "1999-03-15")),
        ("broken.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half\r\n"),
        ("notes.vcf", "shopping list\neggs\n"),
        ("empty.vcf", "X-NOTE:nothing\r\n"),
        ("nouid.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mio\r\nBDAY:2001-01-01\r\nEND:VCARD\r\n"),
        ("bad.vcf", Self.card("bad-uid", "Bad", birthday: "2000-02-31")),
        // vdirsyncer's temporary file, and files of other kinds, are not items.
        (".aki.vcf.tmp", "BEGIN:VCARD\r\nFN:Tmp\r\nBDAY:2000-01-01\r\nEND:VCARD\r\n"),
        ("README.txt", "BEGIN:VCARD\r\nFN:Txt\r\nBDAY:2000-01-01\r\nEND:VCARD\r\n"),
      ])
    let result = try oshi.run(["import", "--from", "vdir", folder])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr == """
        note: \(folder)/bad.vcf:5: skipped: BDAY: '2000-02-31' is not a date: February 2000 has 29 days (write a date such as 2019-08-01 or 令和元年8月1日)
        note: \(folder)/broken.vcf:1: the card has no END:VCARD; read to the end of the file
        note: \(folder)/empty.vcf:1: skipped: not a vCard: there is no BEGIN:VCARD
        note: \(folder)/notes.vcf:1: skipped: not a vCard: there is no BEGIN:VCARD
        note: \(folder)/nouid.vcf:1: skipped: Mio has no UID, so a later import could not tell the card from a new one; vdirsyncer repair gives every card one
        imported from a vdir of contacts: 1 oshi added, 1 new widget; skipped 1 card with a field oshi add refuses, 1 card without a date, 2 files that are not a vCard oshi reads and 1 card without a UID

        """)
    let listed = try oshi.ok(["list", "--format", "tsv"])
    #expect(listed == "aki-birthday\taki\tbirthday\t1999-03-15\telapsed\tfeb28\tpublic\t\n")
  }

  @Test(
    "Refusals: one error line, and the store byte for byte as it was",
    arguments: [
      (["missing"], Int32(66), "does not exist; give the path of a file to import"),
      (["missing", "--from", "vdir"], 66, "does not exist; give the folder of .vcf contacts"),
      (
        ["store.json", "--from", "vdir"], 66,
        "is a file, not a folder of .vcf contacts; import a single file with --from vcard"
      ),
      (["outer"], 66, "has no .vcf files, and its folder book has some: give that one"),
      (["outer", "--from", "vdir"], 66, "has no .vcf files, and its folder book has some"),
      (["empty"], 66, "has no .vcf files; give a file to import, or the folder that vdirsyncer"),
      (["-", "--from", "vdir"], 64, "--from vdir reads a folder of .vcf files"),
      (
        ["contacts", "--from", "vcard"], 66,
        "is a folder, not a vCard file of contacts; read a folder of .vcf contacts with --from vdir"
      ),
    ])
  func refusals(arguments: [String], status: Int32, message: String) throws {
    let oshi = try Harness()
    try oshi.addAki()
    _ = try Self.folder(oshi, [("aki.vcf", Self.card("aki-uid", "Aki", birthday: "1999-03-16"))])
    _ = try Self.folder(
      oshi, [("rin.vcf", Self.card("rin-uid", "Rin", birthday: "--03-15"))], name: "outer/book")
    try "{}".write(
      to: oshi.folder.appendingPathComponent("store.json"), atomically: true, encoding: .utf8)
    _ = try Self.folder(oshi, [], name: "empty")
    let before = oshi.storeBytes()
    let result = try oshi.run(["import"] + arguments)
    #expect(result.status == status, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(oshi.storeBytes() == before)
  }

  @Test(
    "A stored name is linked to its contact by --merge; then a changed birthday, a renamed contact and a moved anniversary update that oshi, and none is added"
  )
  func updatesByUID() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let more = "X-ANNIVERSARY:2019-11-30\r\n"
    let folder = try Self.folder(
      oshi, [("aki.vcf", Self.card("aki-uid", "Aki", birthday: "1999-03-15", more: more))])
    let merged = try oshi.run(["import", folder, "--merge"])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(
      merged.stderr
        == "imported from a vdir of contacts: 0 oshis added, 1 updated, 1 new widget\n")
    // Imported again as it is, in Japanese: the anniversary keeps its English label.
    let same = try oshi.run(["import", folder, "--dry-run", "--lang", "ja"])
    #expect(same.stdout == "そのまま: Aki(aki): 連絡先に変更なし\n", "\(same.stdout)")

    try Self.card(
      "aki-uid", "Aki Hoshino", birthday: "1999-03-16", more: "X-ANNIVERSARY:2019-12-01\r\n"
    )
    .write(toFile: folder + "/aki.vcf", atomically: true, encoding: .utf8)
    let planned = try oshi.run(["import", folder, "--dry-run"])
    #expect(
      planned.stdout
        == "update Aki Hoshino (aki): name Aki → Aki Hoshino, birthday 1999-03-16, Anniversary 2019-12-01\n",
      "\(planned.stdout)")
    let updated = try oshi.run(["import", folder])
    #expect(
      updated.stderr
        == "imported from a vdir of contacts: 0 oshis added, 1 updated, 0 new widgets\n",
      "\(updated.stderr)")
    let listed = try oshi.ok(["list", "--format", "tsv"])
    #expect(listed.contains("aki-birthday\taki\tbirthday\t1999-03-16"), "\(listed)")
    #expect(listed.contains("aki-anniversary\taki\tcustom\t2019-12-01"), "\(listed)")
    #expect(listed.split(separator: "\n").count == 4, "\(listed)")
    #expect(try oshi.ok(["list"]).hasPrefix("aki  Aki Hoshino\n"))
    // A nickname given on the phone is said in the dry run (issue 54, item 4), and the
    // Japanese summary sets the vdir apart from から.
    try Self.card(
      "aki-uid", "Aki Hoshino", birthday: "1999-03-16",
      more: "X-ANNIVERSARY:2019-12-01\r\nNICKNAME:あきちゃん\r\n"
    )
    .write(toFile: folder + "/aki.vcf", atomically: true, encoding: .utf8)
    let nickname = try oshi.run(["import", folder, "--dry-run"])
    #expect(
      nickname.stdout == "update Aki Hoshino (aki): nickname none → あきちゃん\n",
      "\(nickname.stdout)")
    let japanese = try oshi.run(["import", folder, "--dry-run", "--lang", "ja"])
    #expect(japanese.stdout == "更新: Aki Hoshino(aki): ニックネーム なし → あきちゃん\n")
    #expect(japanese.stderr.hasPrefix("連絡先の vdir から推し0人を追加"), "\(japanese.stderr)")
  }

  @Test(
    "A contact gone from the folder is said in both languages and kept; a new contact of a stored name is another oshi"
  )
  func goneAndNamesakes() throws {
    let oshi = try Harness()
    let folder = try Self.folder(oshi, Self.akiAndRin)
    try oshi.ok(["import", folder])
    try FileManager.default.removeItem(atPath: folder + "/rin.vcf")
    try Self.card("aki-2-uid", "Aki", birthday: "2002-02-02")
      .write(toFile: folder + "/aki-2.vcf", atomically: true, encoding: .utf8)
    let planned = try oshi.run(["import", folder, "--dry-run", "--lang", "ja"])
    #expect(
      planned.stdout == """
        追加: Aki(aki-2): 誕生日 2002-02-02
        そのまま: Aki(aki): 連絡先に変更なし
        残します: Rin(rin): 連絡先が \(folder) にありません(スマホで削除しましたか)。推しは残します。消すなら oshi remove rin

        """, "\(planned.stdout)")
    let result = try oshi.run(["import", folder])
    #expect(
      result.stderr == """
        note: keep Rin (rin): the contact is not in \(folder) (deleted on the phone?); the oshi stays, and oshi remove rin removes it
        imported from a vdir of contacts: 1 oshi added, 2 left alone, 1 new widget

        """, "\(result.stderr)")
    let listed = try oshi.ok(["list", "--format", "tsv"])
    #expect(listed.contains("rin-birthday\t"), "\(listed)")
    #expect(listed.contains("aki-2-birthday\taki-2\tbirthday\t2002-02-02"), "\(listed)")
  }

  @Test(
    "In a folder, a contact whose name was added by hand is skipped and said, and the others imported; --merge gives that oshi the contact"
  )
  func storedNameIsSkipped() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let folder = try Self.folder(
      oshi,
      [
        ("aki.vcf", Self.card("aki-uid", "Aki", birthday: "1999-03-16")),
        ("rin.vcf", Self.card("rin-uid", "Rin", birthday: "--03-15")),
      ])
    let result = try oshi.run(["import", folder])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr == """
        note: \(folder)/aki.vcf:1: skipped: Aki is already stored, not from a contact; import with --merge to give it this contact
        imported from a vdir of contacts: 1 oshi added, 1 new widget; skipped 1 contact whose name is already stored

        """, "\(result.stderr)")
    let merged = try oshi.run(["import", folder, "--merge"])
    #expect(
      merged.stderr
        == "imported from a vdir of contacts: 0 oshis added, 1 updated, 1 left alone, 0 new widgets\n",
      "\(merged.stderr)")
    #expect(
      try oshi.ok(["list", "--format", "tsv"]).contains("aki-birthday\taki\tbirthday\t1999-03-16"))
  }

  @Test(
    "An oshi removed with oshi remove stays out of the next imports; added again by hand, --merge follows the contact again"
  )
  func removedStaysOut() throws {
    let oshi = try Harness()
    let folder = try Self.folder(oshi, Self.akiAndRin)
    try oshi.ok(["import", folder])
    try oshi.ok(["remove", "rin"])
    let planned = try oshi.run(["import", folder, "--dry-run"])
    #expect(
      planned.stdout == """
        leave Aki (aki): the contact has not changed
        \(folder)/rin.vcf:1: skipped: Rin: its oshi was removed (oshi remove), so the contact stays out; add an oshi of that name and import with --merge to follow it again

        """, "\(planned.stdout)")
    let again = try oshi.run(["import", folder])
    #expect(
      again.stderr
        == "imported from a vdir of contacts: 0 oshis added, 1 left alone, 0 new widgets; skipped 1 contact whose oshi was removed\n",
      "\(again.stderr)")
    #expect(!(try oshi.ok(["list", "--format", "tsv"]).contains("rin-birthday")))
    try oshi.ok(["add", "Rin", "--birthday", "--03-15"])
    let merged = try oshi.run(["import", folder, "--merge"])
    #expect(merged.stderr.contains("0 oshis added, 1 updated, 1 left alone"), "\(merged.stderr)")
    let followed = try oshi.run(["import", folder])
    #expect(followed.stderr.contains("0 oshis added, 2 left alone"), "\(followed.stderr)")
  }

  @Test(
    "Two files with one UID and two birthdays: the note names both files, and the first is kept")
  func sameUIDInTwoFiles() throws {
    let oshi = try Harness()
    let folder = try Self.folder(
      oshi,
      [
        ("a.vcf", Self.card("aki-uid", "Aki", birthday: "1999-03-15")),
        ("b.vcf", Self.card("aki-uid", "Aki", birthday: "2001-01-01")),
      ])
    let result = try oshi.run(["import", folder, "--dry-run"])
    #expect(
      result.stdout == """
        add Aki (aki): birthday 1999-03-15
        \(folder)/b.vcf:5: Aki has the birthday 1999-03-15 on line 5 of a.vcf and 2001-01-01 here; kept the first (both cards have the same UID)

        """, "\(result.stdout)")
  }

  @Test("--replace --dry-run lists what it would remove first")
  func replaceSaysWhatGoes() throws {
    let oshi = try Harness()
    try oshi.ok(["add", "Stella", "--birthday", "2000-01-01"])
    let folder = try Self.folder(
      oshi, [("aki.vcf", Self.card("aki-uid", "Aki", birthday: "1999-03-15"))])
    let result = try oshi.run(["import", folder, "--replace", "--dry-run"])
    #expect(result.stdout == "remove Stella (stella)\nadd Aki (aki): birthday 1999-03-15\n")
    #expect(
      result.stderr
        == "would import from a vdir of contacts: 1 stored oshi removed, 1 oshi added, 1 new widget (--dry-run: nothing was written)\n",
      "\(result.stderr)")
  }

  @Test("A single vCard file's contacts are remembered too: importing it again leaves them alone")
  func singleFileRemembers() throws {
    let oshi = try Harness()
    let file = oshi.folder.appendingPathComponent("contacts.vcf").path
    try
      (Self.card("aki-uid", "Aki", birthday: "1999-03-15")
      + Self.card("rin-uid", "Rin", birthday: "--03-15"))
      .write(toFile: file, atomically: true, encoding: .utf8)
    try oshi.ok(["import", file])
    let again = try oshi.run(["import", file])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      again.stderr == "imported from a vCard: 0 oshis added, 2 left alone, 0 new widgets\n",
      "\(again.stderr)")
  }

  @Test("The contact's UID goes into backups and comes back; a bad one is refused by its path")
  func backups() throws {
    let oshi = try Harness()
    let folder = try Self.folder(
      oshi,
      [
        (
          "aki.vcf",
          Self.card("urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1", "Aki", birthday: "1999-03-15")
        )
      ])
    try oshi.ok(["import", folder])
    let backup = try oshi.ok(["export"])
    #expect(backup.contains("\"contact\" : \"urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1\""))
    let file = oshi.folder.appendingPathComponent("backup.json").path
    try backup.write(toFile: file, atomically: true, encoding: .utf8)
    try oshi.ok(["import", file, "--replace"])
    // Restored, the contact is still the oshi's: the folder leaves it alone.
    let again = try oshi.run(["import", folder])
    #expect(again.stderr.contains("0 oshis added, 1 left alone"), "\(again.stderr)")

    let bad = backup.replacingOccurrences(
      of: "urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1", with: "a\\u0007b")
    try bad.write(toFile: file, atomically: true, encoding: .utf8)
    let before = oshi.storeBytes()
    let refused = try oshi.run(["import", file, "--replace"])
    #expect(refused.status == 64)
    #expect(
      refused.stderr.hasPrefix("error: $.oshis[0].contact (line "), "\(refused.stderr)")
    #expect(refused.stderr.contains("not a contact's UID"))
    #expect(oshi.storeBytes() == before)
  }
}
