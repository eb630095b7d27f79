import Foundation
import Testing

/// One version, in one place: the top of CHANGELOG.md, which `--version` prints.
@Suite("The version")
struct VersionTests {
  @Test("oshi --version and oshi-cli --version print the version at the top of CHANGELOG.md")
  func matchesTheChangelog() throws {
    let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CHANGELOG.md")
    let text = try String(contentsOf: changelog, encoding: .utf8)
    // Keep a Changelog: the first second-level heading is `## [X.Y.Z] - YYYY-MM-DD`.
    let heading = try #require(text.split(separator: "\n").first { $0.hasPrefix("## ") })
    let version = try #require(
      heading.split(separator: "[").dropFirst().first?.split(separator: "]").first)
    #expect(version.split(separator: ".").count == 3, "\(heading)")
    let oshi = try Harness()
    #expect(try oshi.ok(["--version"]) == "oshi \(version)\n")
    let cli = try oshi.shell(["oshi-cli", "--version"])
    #expect(cli.stdout == "oshi \(version)\n")
    #expect(cli.status == 0)
  }
}
