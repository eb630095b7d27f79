import Foundation
import Testing

/// The release `oshi-cli` that `make build` links with ICU's data cut to English and
/// Japanese (scripts/icu-data.py, issue 60) says exactly what the debug build says, which
/// links Foundation's whole ICU: the same commands, under users' locales of languages the
/// cut data no longer has, print the same bytes and return the same status.
@Suite("ICU's cut data changes nothing oshi says")
struct ICUDataTests {
  /// The release build's folder, where `make build` puts its binaries.
  static let release = DocsExamplesTests.root.appendingPathComponent(".build/release")

  /// The size of the release oshi-cli's `icudtNN_dat` (ICU's common data), by `nm`; nil
  /// when there is no release build.
  static let releaseICUData: Int? = {
    let cli = release.appendingPathComponent("oshi-cli").path
    guard FileManager.default.isExecutableFile(atPath: cli), Programs.has("nm"),
      let listed = try? Harness().shell(["nm", "-S", cli])
    else { return nil }
    for line in listed.stdout.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 4, fields[3].hasPrefix("icudt"), fields[3].hasSuffix("_dat") {
        return Int(fields[1], radix: 16)
      }
    }
    return nil
  }()

  /// Whether the release oshi-cli was linked with the cut data (under 10 MB; ICU's whole
  /// data is 34 MB).
  static let cut = releaseICUData.map { $0 < 10_000_000 } ?? false

  /// Names that NFKC, kana, kanji, case and scripts without word breaks all touch.
  static let names = [
    ("ｱｷ　Ｔａｎａｋａ", "1999-03-15"), ("山田 花子", "2000-01-02"), ("Çağla İnce", "1998-02-29"),
    ("สมชาย ใจดี", "1990-05-05"), ("Zoë Straße", "2001-12-24"), ("محمد", "1995-07-07"),
    ("王 小明", "1997-10-01"),
  ]

  /// Every command of the transcript, in order, on one store.
  static let commands: [[String]] =
    names.map { ["add", $0.0, "--birthday", $0.1, "--debut", "2019-11-30"] } + [
      ["add", "Ａｋｉ", "--birthday", "2026-02-30"],
      ["import", CharsetImportTests.fixture("android/v21_japanese_3.vcf")],
      ["import", CharsetImportTests.fixture("kcontacts/testfullvcard.vcf")],
      ["list"], ["upcoming", "--days", "400"], ["cal", "2026-12"], ["show"],
      ["timeline", "aki-tanaka"], ["export", "--format", "ics"], ["export", "--format", "vcard"],
      ["options", "oshi"], ["--help"], ["add", "--help"], ["doctor"],
    ]

  /// What `commands` print with the `oshi` in `folder`, as one text: each run in the
  /// same fresh home, so that the paths they print are the same too.
  static func transcript(_ folder: URL, in oshi: Harness, language: String) throws -> String {
    let home = oshi.folder.appendingPathComponent("home")
    try? FileManager.default.removeItem(at: home)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let variables = oshi.environment.merging([
      "HOME": home.path, "OSHI_DB": home.appendingPathComponent("oshi.sqlite").path,
      "LANG": language, "LC_ALL": language,
    ]) { $1 }
    var text = ""
    for command in commands {
      let result = try oshi.launch(folder.appendingPathComponent("oshi"), command, variables)
      text += "$ oshi \(command.joined(separator: " "))\n\(result.stdout)"
      text += "stderr: \(result.stderr)status: \(result.status)\n"
    }
    return text
  }

  @Test(
    "The release build with the cut data prints what the debug build prints",
    .enabled(if: Programs.runs(cut)),
    arguments: [
      "C.UTF-8", "en_US.UTF-8", "ja_JP.UTF-8", "de_DE.UTF-8", "tr_TR.UTF-8", "th_TH.UTF-8",
      "zh_CN.UTF-8", "ar_EG.UTF-8",
    ])
  func sameOutput(language: String) throws {
    #expect(Self.cut, "the release oshi-cli has ICU data of \(Self.releaseICUData ?? 0) bytes")
    let oshi = try Harness()
    let debug = try Self.transcript(
      Harness.binary.deletingLastPathComponent(), in: oshi, language: language)
    let release = try Self.transcript(Self.release, in: oshi, language: language)
    #expect(debug.contains("aki-tanaka"))
    #expect(release == debug)
  }
}
