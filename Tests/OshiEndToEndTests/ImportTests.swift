import Foundation
import Testing

@Suite("import says why a file is refused, and grows linearly")
struct ImportTests {
  /// Files of other formats, with what a refusal must say they look like.
  static let others: [(name: String, content: String, looksLike: String)] = [
    (
      "contacts.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Aki\nBDAY:1999-03-15\nEND:VCARD\n",
      "a vCard; import it with --from vcard, or without --from"
    ),
    (
      ".birthdays", "Aki=15/03/1999\nMio=01/04\n",
      "~/.birthdays; import it with --from birthday, or without --from"
    ),
    (
      "reminders.rem", "# mine\nREM 15 Mar MSG Aki\n",
      "a remind file; import it with --from remind, or without --from"
    ),
    (
      "oshis.csv", "name,birthday\nAki,1999-03-15\n",
      "CSV; import it with --from csv, or without --from"
    ),
  ]

  @Test(
    "--from json on another format says what it looks like and how to import it", arguments: others)
  func otherFormats(name: String, content: String, looksLike: String) throws {
    let oshi = try Harness()
    try oshi.addAki()
    let file = oshi.folder.appendingPathComponent(name).path
    try content.write(toFile: file, atomically: true, encoding: .utf8)
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run(["import", file, "--merge", "--from", "json"])
    #expect(result.status == 64)
    #expect(result.stderr == "error: the file is not an oshi backup: it looks like \(looksLike)\n")
    #expect(!result.stderr.contains("correct format"))
    #expect(oshi.storeBytes() == before)
    let japanese = try oshi.run(["import", file, "--merge", "--from", "json", "--lang", "ja"])
    #expect(japanese.stderr.hasPrefix("error: このファイルは oshi のバックアップではなく、"))
  }

  @Test("An iCalendar file is refused with the formats import reads")
  func iCalendar() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let file = oshi.folder.appendingPathComponent("calendar.ics").path
    try "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run(["import", file, "--merge"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "error: the file is not an oshi backup: it looks like an iCalendar file; oshi import reads its own JSON backups, vCards, ~/.birthdays, remind files and CSV\n"
    )
    #expect(oshi.storeBytes() == before)
  }

  @Test(
    "Missing files, folders, text and JSON that is not a backup",
    arguments: [
      ("nope.json", nil, 66, "does not exist; give the path of a backup written by oshi export"),
      ("folder", nil, 66, "has no .vcf files; give a file to import"),
      ("folder.json", nil, 66, "is a folder, not a backup written by oshi export"),
      ("nope.vcf", nil, 66, "does not exist; give the path of a vCard file of contacts"),
      ("empty.json", "", 64, "error: the backup is not JSON: the file is empty;"),
      ("notes.txt", "hello\n", 64, "is: it does not look like a backup, a vCard, CSV"),
      (
        "notes.json", "hello\n", 64,
        "error: the backup is not JSON: its text does not follow JSON's syntax;"
      ),
      ("array.json", "[1, 2]", 64, "error: the file is JSON but not an oshi backup;"),
      (
        "object.json", "{\"a\": 1}", 64,
        "error: $.format (line 1): not an oshi backup (expected \"oshi-backup\");"
      ),
      (
        "newer.json", "{\"format\": \"oshi-backup\", \"version\": 3, \"oshis\": []}", 64,
        "error: $.version (line 1): 3 is not supported; this oshi reads versions 1 to 2 (a newer backup needs a newer oshi)"
      ),
    ] as [(String, String?, Int32, String)])
  func notBackups(name: String, content: String?, status: Int32, says: String) throws {
    let oshi = try Harness()
    try oshi.addAki()
    let path = oshi.folder.appendingPathComponent(name).path
    if name.hasPrefix("folder") {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } else if let content {
      try content.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run(["import", path, "--replace"])
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains(says), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!result.stderr.contains("correct format"))
    #expect(oshi.storeBytes() == before)
    let japanese = try oshi.run(["import", path, "--replace"], ["LANG": "ja_JP.UTF-8"])
    #expect(japanese.status == status)
    #expect(japanese.stderr.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
  }

  /// A backup of `count` oshis with three widgets each, as `oshi export` writes one.
  static func backup(_ count: Int, name: (Int) -> String) throws -> String {
    let oshis = (0..<count).map { index -> [String: Any] in
      let slug = "o\(index)"
      return [
        "slug": slug, "name": name(index), "short": NSNull(), "symbol": "♡", "group": NSNull(),
        "birthday": "1999-03-\(10 + index % 18)", "debut": "2019-11-30", "since": "2023-04-01",
        "age": "real", "private": false,
        "widgets": ["birthday", "debut", "following"].map { kind -> [String: Any] in
          [
            "id": "\(slug)-\(kind)", "kind": kind, "date": NSNull(), "label": NSNull(),
            "once": false, "count_style": kind == "following" ? "inclusive" : "elapsed",
            "leap_day": "feb28", "private": false,
          ]
        },
      ]
    }
    let document: [String: Any] = [
      "format": "oshi-backup", "version": 1, "oshis": oshis, "slots": [], "settings": [:],
    ]
    let data = try JSONSerialization.data(withJSONObject: document)
    return String(decoding: data, as: UTF8.self)
  }

  @Test("2,000 oshis: import, export the same, and --merge updates every one")
  func largeRoundTrip() throws {
    let oshi = try Harness()
    let file = oshi.folder.appendingPathComponent("big.json").path
    try Self.backup(2000) { "Oshi \($0)" }.write(toFile: file, atomically: true, encoding: .utf8)
    let imported = try oshi.run(["import", file])
    #expect(imported.stderr == "imported 2,000 oshis, 6,000 widgets, 0 slots\n")
    let exported = try oshi.ok(["export"])
    let again = oshi.folder.appendingPathComponent("again.json").path
    try exported.write(toFile: again, atomically: true, encoding: .utf8)
    let other = try Harness()
    try other.ok(["import", again])
    #expect(try other.ok(["export"]) == exported)
    // Every oshi renamed: --merge updates each row in place and adds nothing.
    try Self.backup(2000) { "推し\($0)" }.write(toFile: file, atomically: true, encoding: .utf8)
    try oshi.ok(["import", file, "--merge"])
    let tsv = try oshi.ok(["list", "--format", "tsv"])
    #expect(tsv.split(separator: "\n").count == 6000)
    let listed = try oshi.ok(["list"])
    #expect(listed.contains("o1999  ♡ 推し1999"))
    #expect(!listed.contains("Oshi 1999"))
  }

  @Test("One oshi is one oshi")
  func singular() throws {
    let oshi = try Harness()
    let file = oshi.folder.appendingPathComponent("one.json").path
    try Self.backup(1) { _ in "Aki" }.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try oshi.run(["import", file]).stderr == "imported 1 oshi, 3 widgets, 0 slots\n")
    let refused = try oshi.run(["import", file])
    #expect(
      refused.stderr
        == "error: the store is not empty (1 oshi; already stored: Aki); add --merge to update and add, or --replace to replace everything\n"
    )
    #expect(
      try oshi.run(["import", file, "--replace", "--lang", "ja"]).stderr
        == "読み込みました: 推し1人、ウィジェット3個、スロット0個\n")
  }
}
