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

  /// A comparison of a widget's kind with a named kind, which no compiler points at when
  /// a kind is added: `kind == .birthday`, `face.kind != .hiatus`, `kind == "custom"`.
  static var kindComparison: Regex<Substring> {
    #/(?:^|[^\w])kind\s*[!=]=\s*(?:\.[a-z]\w*|"[a-z]+")/#
  }

  @Test("no code but the kinds' own files asks whether a widget is of a named kind")
  func kindsAreFacts() throws {
    let sources = DocsExamplesTests.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var found: [String] = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let name = (file as NSString).lastPathComponent
      guard name != "Kinds.swift", name != "KindWords.swift" else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line.contains(Self.kindComparison)
      {
        found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(
      found.isEmpty, "read the kind's facts or words instead:\n\(found.joined(separator: "\n"))")
    // The pattern finds what it is for.
    #expect("if face.kind == .birthday {".contains(Self.kindComparison))
    #expect("kind == \"custom\" && date == nil".contains(Self.kindComparison))
    #expect(!"kind.facts.date == .own".contains(Self.kindComparison))
  }
}
