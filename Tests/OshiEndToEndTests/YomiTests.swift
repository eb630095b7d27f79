import Foundation
import Testing

/// Whether MeCab's dictionary is installed where oshi-cli looks (docs/names.md).
///
/// CI installs it (OSHI_REQUIRE_CONSUMERS=1); there a test that needs it runs, and fails
/// when it is missing, instead of being skipped.
enum KanjiDictionary {
  static let isInstalled =
    Programs.required
    || ["/var/lib/mecab/dic/unidic", "/var/lib/mecab/dic/ipadic-utf8"].contains {
      FileManager.default.fileExists(atPath: $0 + "/sys.dic")
    }
}

/// Slugs that read kanji, and `--yomi`, end to end (issue 43).
@Suite("Readings: slugs from kanji and --yomi")
struct YomiTests {
  func write(_ text: String, _ name: String, in oshi: Harness) throws -> String {
    let path = oshi.folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("--yomi makes the slug on add and group add, and is kept")
  func yomiOnAdd() throws {
    let oshi = try Harness()
    let added = try oshi.run(["add", "宝鐘マリン", "--yomi", "ほうしょうまりん", "--since", "2024-01-01"])
    #expect(added.stdout == "houshou-marin-following\n")
    // The reading was given: no notice.
    #expect(added.stderr.isEmpty)
    #expect(
      try oshi.ok(["add", "星街すいせい", "--yomi", "ほしまち すいせい", "--since", "2024-01-01"])
        == "hoshimachi-suisei-following\n")
    #expect(
      try oshi.ok(["group", "add", "日向坂46", "--yomi", "ひなたざか46", "--formed", "2015-11-30"])
        == "hinatazaka46-formed\n")
    // Issue 61: a reading without spaces splits where the name's script does, and a
    // reading of the family name alone is completed from the name's kana.
    for (name, yomi, slug) in [
      ("兎田ぺこら", "うさだぺこら", "usada-pekora"), ("月ノ美兎", "つきのみと", "tsukino-mito"),
      ("でんぱ組.inc", "でんぱぐみ", "denpa-gumi-inc"), ("白上フブキ", "しらかみ", "shirakami-fubuki"),
    ] {
      #expect(
        try oshi.ok(["add", name, "--yomi", yomi, "--since", "2024-01-01"])
          == "\(slug)-following\n")
    }
    let export = try oshi.ok(["export"])
    #expect(export.contains("\"yomi\" : \"ほうしょうまりん\""))
    #expect(export.contains("\"yomi\" : \"ひなたざか46\""))
  }

  @Test("--yomi on edit is stored and renames nothing")
  func yomiOnEdit() throws {
    let oshi = try Harness()
    try oshi.ok(["add", "宝鐘マリン", "--slug", "marine", "--since", "2024-01-01"])
    #expect(try oshi.ok(["edit", "marine", "--yomi", "ほうしょう まりん"]).isEmpty)
    #expect(try oshi.ok(["list", "--format", "tsv"]).hasPrefix("marine-following\tmarine\t"))
    #expect(try oshi.ok(["export"]).contains("\"yomi\" : \"ほうしょう まりん\""))
  }

  @Test(
    "A reading with kanji or Latin letters is refused in both languages; the store is untouched",
    arguments: ["宝鐘", "houshou", "ほうしょうM"])
  func badYomi(yomi: String) throws {
    let oshi = try Harness()
    try oshi.ok(["add", "Aki", "--since", "2024-01-01"])
    let before = try #require(oshi.storeBytes())
    let refused = try oshi.run(["add", "宝鐘マリン", "--yomi", yomi, "--since", "2024-01-01"])
    #expect(refused.status == 64)
    #expect(
      refused.stderr
        == "error: the reading '\(yomi)' is not kana; write it in hiragana or katakana, with a space between words, such as 'ほうしょう まりん'\n"
    )
    let japanese = try oshi.run(["edit", "aki", "--yomi", yomi, "--lang", "ja"])
    #expect(japanese.status == 64)
    #expect(
      japanese.stderr
        == "error: よみがな '\(yomi)' はかなではありません。'ほうしょう まりん' のように、ひらがなかカタカナで、語の間に空白を入れて書いてください\n"
    )
    #expect(oshi.storeBytes() == before)
  }

  @Test(
    "A slug read with the dictionary says so, and how to give the reading",
    .enabled(if: KanjiDictionary.isInstalled))
  func dictionaryNotice() throws {
    let oshi = try Harness()
    let added = try oshi.run(["add", "東京ドーム公演", "--since", "2024-01-01"])
    #expect(added.status == 0)
    #expect(added.stdout == "toukyou-domu-kouen-following\n")
    #expect(
      added.stderr
        == "notice: the slug toukyou-domu-kouen was made by reading the name's kanji with a dictionary; if the reading is wrong, fix it with oshi edit toukyou-domu-kouen --slug NEW --yomi KANA (or give --yomi KANA when adding)\n"
    )
    let japanese = try oshi.run(["add", "乃木坂46", "--lang", "ja"])
    #expect(japanese.stderr.hasPrefix("notice: スラッグ nogizaka46 は名前の漢字を辞書で読んで作りました。"))
    // A custom day's id reads its label the same way.
    #expect(
      try oshi.ok([
        "widget", "add", "--oshi", "nogizaka46", "--date", "2024-03-22", "--label", "東京ドーム公演",
      ]) == "nogizaka46-toukyou-domu-kouen\n")
  }

  @Test("Without the dictionary, kana and Latin letters make the slug, and add says why")
  func noDictionary() throws {
    let oshi = try Harness()
    let added = try oshi.run(
      ["add", "宝鐘マリン", "--since", "2024-01-01"], ["OSHI_MECAB_DIC": "/nonexistent"])
    #expect(added.status == 0)
    #expect(added.stdout == "marin-following\n")
    #expect(
      added.stderr
        == "notice: the dictionary that reads kanji (unidic-mecab or mecab-ipadic-utf8) is not installed, so the slug marin leaves the kanji out; give the reading with --yomi KANA\n"
    )
  }

  @Test("A backup keeps the readings: export, then import into an empty store")
  func backupRoundTrip() throws {
    let oshi = try Harness()
    try oshi.ok(["add", "宝鐘マリン", "--yomi", "ほうしょうまりん", "--since", "2024-01-01"])
    try oshi.ok(["add", "Aki", "--since", "2024-01-01"])
    let export = try oshi.ok(["export"])
    // Only an oshi with a reading has the field.
    #expect(export.components(separatedBy: "\"yomi\"").count == 2)
    let file = try write(export, "backup.json", in: oshi)
    let other = try Harness()
    try other.ok(["import", file])
    #expect(try other.ok(["export"]) == export)
  }

  @Test("Contacts' phonetic names make the slug and are kept: vCard and Google's CSV")
  func phoneticImports() throws {
    let oshi = try Harness()
    let vcard = try write(
      """
      BEGIN:VCARD\r
      VERSION:3.0\r
      FN:宝鐘マリン\r
      X-PHONETIC-LAST-NAME:ほうしょう\r
      X-PHONETIC-FIRST-NAME:まりん\r
      BDAY:--0730\r
      END:VCARD\r
      BEGIN:VCARD\r
      VERSION:4.0\r
      FN:兎田ぺこら\r
      N;SORT-AS="うさだ,ぺこら":兎田;ぺこら;;;\r
      BDAY:--0112\r
      END:VCARD\r
      BEGIN:VCARD\r
      VERSION:4.0\r
      FN:Jane Smith\r
      N;SORT-AS="Smith,Jane":Smith;Jane;;;\r
      BDAY:--0101\r
      END:VCARD\r

      """, "contacts.vcf", in: oshi)
    let result = try oshi.run(["import", vcard])
    #expect(result.status == 0, "\(result.stderr)")
    let csv = try write(
      "name,Phonetic Last Name,Phonetic First Name,birthday\n星街すいせい,ほしまち,すいせい,--03-22\n",
      "google.csv", in: oshi)
    #expect(try oshi.run(["import", csv]).status == 0)
    let list = try oshi.ok(["list", "--format", "tsv"])
    for id in [
      "houshou-marin-birthday", "usada-pekora-birthday", "jane-smith-birthday",
      "hoshimachi-suisei-birthday",
    ] {
      #expect(list.contains("\(id)\t"), "\(list)")
    }
    let export = try oshi.ok(["export"])
    #expect(export.contains("\"yomi\" : \"ほうしょう まりん\""))
    #expect(export.contains("\"yomi\" : \"うさだ ぺこら\""))
    #expect(export.contains("\"yomi\" : \"ほしまち すいせい\""))
    // A Western card's SORT-AS is not a reading in kana: it is not kept.
    #expect(export.components(separatedBy: "\"yomi\"").count == 4)
  }
}
