import Foundation
import Testing

/// The release `oshi` reads its command line as the debug build does.
///
/// The release build takes it from the arguments glibc hands its initialisers (the
/// `OshiArguments` target), in place of the Swift runtime's reading of /proc/self/maps,
/// which it no longer links (issue 60, docs/perf-history.md#argv). The debug build keeps
/// the runtime's own, so the two builds given the same arguments must say the same, on
/// the lean path and on oshi-cli's after `execv`.
@Suite("The release oshi reads its command line as given")
struct ReleaseArgumentsTests {
  /// The release `oshi` that `make build` links.
  static let release = ICUDataTests.release.appendingPathComponent("oshi")

  /// Arguments with a space, kanji, an empty one and an `=`, on both paths, and a mistake.
  static let commands: [[String]] = [
    ["add", "山田 花子", "--birthday", "2000-01-02", "--debut", "2019-11-30"],
    ["add", "Aki", "--birthday=1999-03-15"],
    ["render", "--all", "--family", "inline"],
    ["render", "--all", "--family", "rectangular", "--format", "json"],
    ["upcoming", "--days", "400", "--lang", "ja"],
    ["list", ""],
    ["show", "yamada-hanako"],
  ]

  @Test(
    "The release and debug builds print the same for the same arguments",
    .enabled(if: Programs.runs(FileManager.default.isExecutableFile(atPath: release.path))))
  func sameArguments() throws {
    let oshi = try Harness()
    var transcripts: [String] = []
    for folder in [Harness.binary.deletingLastPathComponent(), ICUDataTests.release] {
      let home = oshi.folder.appendingPathComponent("home")
      try? FileManager.default.removeItem(at: home)
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      let variables = oshi.environment.merging([
        "HOME": home.path, "OSHI_DB": home.appendingPathComponent("oshi.sqlite").path,
      ]) { $1 }
      var text = ""
      for command in Self.commands {
        let result = try oshi.launch(folder.appendingPathComponent("oshi"), command, variables)
        text += "$ oshi \(command)\n\(result.stdout)stderr: \(result.stderr)"
        text += "status: \(result.status)\n"
      }
      transcripts.append(text)
    }
    #expect(transcripts[0].contains("山田 花子"))
    #expect(transcripts[0].contains("status: 64"))
    #expect(transcripts[1] == transcripts[0])
  }
}
