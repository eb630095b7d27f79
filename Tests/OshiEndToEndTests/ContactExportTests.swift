import Foundation
import Testing

/// `oshi export --format vcard`, read back by `oshi import` into a new store.
@Suite("export --format vcard, and import of it")
struct ContactExportTests {
  /// A name with every character a vCard gives a meaning, an emoji and a right-to-left
  /// mark and letter.
  static let hostile = "Rin, \"Mai\"; \\n \\ 🎂 \u{200F}قمر"

  /// Aki with a photo, a short name with a comma and every yearly day; 星野ルナ with a
  /// reading, a year-less birthday and year-less day, a once tour and a private day; a
  /// hostile name born on Feb 29 with a hostile label; a private oshi; a group.
  static func store() throws -> Harness {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["edit", "aki", "--short", "あき, ちゃん"])
    let photo = oshi.folder.appendingPathComponent("photo.png")
    try #require(Data(base64Encoded: VdirSyncTests.photo)).write(to: photo)
    try oshi.ok(["image", "set", "aki", photo.path])
    try oshi.ok(["widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "初現場"])
    try oshi.ok(["add", "星野ルナ", "--slug", "luna", "--birthday", "--12-10", "--yomi", "ほしの るな"])
    try oshi.ok(["widget", "add", "--oshi", "luna", "--date", "--07-04", "--label", "Summer"])
    try oshi.ok([
      "widget", "add", "--oshi", "luna", "--date", "2027-01-10", "--label", "Tour", "--once",
    ])
    try oshi.ok([
      "widget", "add", "--oshi", "luna", "--date", "2022-05-05", "--label", "Secret", "--private",
    ])
    try oshi.ok(["add", Self.hostile, "--slug", "rin", "--birthday", "2004-02-29"])
    try oshi.ok([
      "widget", "add", "--oshi", "rin", "--date", "2021-08-01", "--label", "Live; A, B \\ C",
    ])
    try oshi.ok(["add", "Secret", "--slug", "secret", "--birthday", "2000-05-05", "--private"])
    try oshi.ok(["group", "add", "Stella", "--formed", "2018-04-01"])
    return oshi
  }

  /// What a card carries of each oshi in a store, by name: the short name, the birthday,
  /// debut and start, the reading, the photo, and each yearly custom day (`label date`).
  ///
  /// Private oshis and days, and once days, are left out unless `all`.
  static func contents(_ oshi: Harness, all: Bool = false) throws -> [String: [String: String]] {
    let backup = try #require(
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["export"]).utf8))
        as? [String: Any])
    var found: [String: [String: String]] = [:]
    for entry in backup["oshis"] as? [[String: Any]] ?? [] {
      guard all || entry["private"] as? Bool != true else { continue }
      var fields: [String: String] = [:]
      for key in ["short", "birthday", "debut", "since", "yomi", "photo"] {
        fields[key] = entry[key] as? String
      }
      let days = (entry["widgets"] as? [[String: Any]] ?? []).filter {
        $0["kind"] as? String == "custom" && $0["once"] as? Bool == false
          && (all || $0["private"] as? Bool == false)
      }.map { "\($0["label"] as? String ?? "") \($0["date"] as? String ?? "")" }
      fields["days"] = days.sorted().joined(separator: " | ")
      found[entry["name"] as? String ?? ""] = fields
    }
    return found
  }

  @Test(
    "oshi import of the export gives the same oshis, dates, readings and photos",
    arguments: ["3.0", "4.0"])
  func roundTrip(version: String) throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("oshis.vcf").path
    try oshi.ok(["export", "--format", "vcard", "--vcard-version", version, "-o", file])
    let fresh = try Harness()
    let imported = try fresh.run(["import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr == "imported from a vCard: 3 oshis added, 8 new widgets, 1 photo\n",
      "\(imported.stderr)")
    let original = try Self.contents(oshi)
    #expect(original.count == 3)
    #expect(original["Aki"]?["days"] == "初現場 2024-02-12")
    #expect(original["星野ルナ"]?["yomi"] == "ほしの るな")
    #expect(try Self.contents(fresh) == original)
    // Each came from the card of its UID.
    let backup = try fresh.ok(["export"])
    for slug in ["aki", "luna", "rin"] {
      #expect(backup.contains("\"contact\" : \"\(slug)@oshi\""), "\(slug)")
    }
    // The debut and the start are the oshi's own again, not custom days.
    let list = try fresh.ok(["list", "--format", "tsv"])
    #expect(list.contains("aki-debut\taki\tdebut\t2019-11-30"), "\(list)")
    #expect(list.contains("aki-following\taki\tfollowing\t2023-04-01"), "\(list)")
  }

  @Test("--include-private writes the private oshi and days too")
  func includePrivate() throws {
    let oshi = try Self.store()
    let text = try oshi.ok(["export", "--format", "vcard", "--include-private"])
    #expect(text.contains("\r\nFN:Secret\r\n"))
    let file = oshi.folder.appendingPathComponent("all.vcf")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let fresh = try Harness()
    try fresh.ok(["import", file.path])
    var all = try Self.contents(oshi, all: true)
    // A card has no privacy: what comes back is public.
    #expect(try Self.contents(fresh, all: true) == all)
    all["Secret"] = nil
    all["星野ルナ"]?["days"] = "Summer --07-04"
    #expect(try Self.contents(oshi) == all)
  }

  @Test("Every line CRLF and at most 75 octets; the same file again on the same store")
  func wireFormat() throws {
    let oshi = try Self.store()
    for version in ["3.0", "4.0"] {
      let text = try oshi.ok(["export", "--format", "vcard", "--vcard-version", version])
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.allSatisfy { $0.hasSuffix("\r") && $0.utf8.count <= 76 })
      #expect(text.components(separatedBy: "BEGIN:VCARD\r\nVERSION:\(version)\r\n").count == 4)
      #expect(!text.contains("Stella"), "a group is not a contact")
      #expect(!text.contains("Tour"), "a once day is not a contact's yearly day")
      #expect(try oshi.ok(["export", "--format", "vcard", "--vcard-version", version]) == text)
    }
    #expect(try oshi.ok(["export", "--format", "vcard"]).contains("\r\nVERSION:4.0\r\n"))
    let japanese = try oshi.ok(["export", "--format", "vcard", "--lang", "ja"])
    #expect(japanese.contains("\r\nitem2.X-ABLabel:推し始め\r\n"), "\(japanese)")
  }

  /// Whether Debian's python3 has vobject (python3-vobject), which Radicale reads vCards
  /// with.
  static let readsVCards = Programs.python("import vobject", interpreter: "/usr/bin/python3")

  @Test(
    "Python's vobject reads every card and every date, and they are the store's",
    .enabled(if: Programs.runs(ContactExportTests.readsVCards)), arguments: ["3.0", "4.0"])
  func vobject(version: String) throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("oshis.vcf").path
    try oshi.ok(["export", "--format", "vcard", "--vcard-version", version, "-o", file])
    let script = CalendarConsumerTests.scripts.appendingPathComponent("vcard-read.py").path
    let result = try oshi.shell(["/usr/bin/python3", script, file])
    #expect(result.status == 0, "\(result.stderr)")
    let cards = try Harness.jsonLines(result.stdout)
    #expect(cards.map { $0["uid"] as? String } == ["aki@oshi", "luna@oshi", "rin@oshi"])
    var read: [String: [String: String]] = [:]
    for card in cards {
      #expect(card["version"] as? String == version)
      var fields: [String: String] = [:]
      fields["short"] = card["nickname"] as? String
      fields["birthday"] = card["bday"] as? String
      let days = card["days"] as? [[String: Any]] ?? []
      for day in days {
        guard let own = day["own"] as? String else { continue }
        fields[own] = day["date"] as? String
        // 4.0 has one ANNIVERSARY: the debut.
        let anniversary = version == "4.0" && own == "debut"
        #expect(day["property"] as? String == (anniversary ? "ANNIVERSARY" : "X-ABDATE"))
      }
      fields["days"] = days.filter { $0["own"] is NSNull }.map {
        "\($0["label"] as? String ?? "") \($0["date"] as? String ?? "")"
      }.sorted().joined(separator: " | ")
      let phonetic = (card["phonetic"] as? [Any] ?? []).compactMap { $0 as? String }
      let sortAs = (card["sort_as"] as? String)?.split(separator: ",").joined(separator: " ")
      fields["yomi"] = phonetic.isEmpty ? sortAs : phonetic.joined(separator: " ")
      // vobject 0.9 knows vCard 3.0 only: it decodes a 3.0 photo, and cuts 4.0's data: URI
      // at its comma.
      if let photo = card["photo"] as? String {
        fields["photo"] = version == "3.0" ? photo : nil
        #expect(version == "3.0" || photo == "data:image/png;base64", "\(photo)")
      }
      read[card["fn"] as? String ?? ""] = fields
    }
    var stored = try Self.contents(oshi)
    if version == "4.0" { stored["Aki"]?["photo"] = nil }
    #expect(read == stored)
    #expect(read[Self.hostile] != nil, "\(read.keys)")
  }

  @Test("A refused --vcard-version writes no file")
  func refusedWritesNothing() throws {
    let oshi = try Self.store()
    let file = oshi.folder.appendingPathComponent("oshis.vcf").path
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run([
      "export", "--format", "vcard", "--vcard-version", "2.1", "-o", file,
    ])
    #expect(result.status == 64)
    #expect(result.refusal == "error: --vcard-version '2.1' is not one of: 3.0, 4.0\n")
    #expect(!FileManager.default.fileExists(atPath: file))
    #expect(oshi.storeBytes() == before)
  }
}
