import Foundation
import Testing

/// docs/architecture.md is the map of the package: it names every target of Package.swift,
/// so that a new module or test target comes with its line (issue 56).
@Suite("docs/architecture.md names every target")
struct ArchitectureDocTests {
  /// The names of the targets Package.swift declares: libraries, executables, system
  /// libraries and test targets.
  static func targets(in manifest: String) throws -> Set<String> {
    let declaration = try Regex(
      #"\.(?:target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)""#)
    return Set(
      manifest.matches(of: declaration).compactMap { match in
        match.output[1].substring.map(String.init)
      })
  }

  @Test("every target of Package.swift is named in docs/architecture.md, in backquotes")
  func namesEveryTarget() throws {
    let root = DocsExamplesTests.root
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let targets = try Self.targets(in: manifest)
    // A manifest read wrong would find nothing to check.
    #expect(targets.isSuperset(of: ["OshiCore", "oshi", "oshi-cli", "OshiEndToEndTests"]))
    #expect(targets.count > 25)
    let missing = targets.filter { !page.contains("`\($0)`") }.sorted()
    #expect(missing.isEmpty, "docs/architecture.md does not name \(missing)")
  }

  @Test("the reader of Package.swift finds each kind of declaration")
  func readsDeclarations() throws {
    let manifest = """
      .target(name: "A", dependencies: []),
      .executableTarget(
        name: "b-cli"),
      .systemLibrary(name: "CLib", pkgConfig: "lib"),
      .testTarget(name: "ATests", dependencies: ["A"]),
      .product(name: "NotATarget", package: "p"),
      """
    #expect(try Self.targets(in: manifest) == ["A", "b-cli", "CLib", "ATests"])
  }
}
