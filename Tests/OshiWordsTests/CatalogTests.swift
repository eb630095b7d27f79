import Foundation
import OshiWords
import Testing

/// The catalog read by scripts/words.py, which finds every key's two languages in
/// OshiWords' source as the compiler reads them.
@Suite("The catalog of words")
struct CatalogTests {
  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// What scripts/words.py says of the tree at `root`, and its exit status.
  static func read(_ root: URL = root) throws -> (report: [String: Any], status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.root.appendingPathComponent("scripts/words.py").path, root.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (report, process.terminationStatus)
  }

  static var python: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

  @Test(
    "every key has both languages, saying the same values, and no message is outside it",
    .enabled(if: python))
  func complete() throws {
    let (report, status) = try Self.read()
    let problems = try #require(report["problems"] as? [String])
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(status == 0)
    let entries = try #require(report["entries"] as? [[String: Any]])
    // The help, its examples and the settings alone are well over 250 keys: a reader that
    // found none would pass the checks above.
    #expect(entries.count > 250)
  }

  @Test(
    "a key missing a language, or saying another value, or a message outside, is found",
    .enabled(if: python))
  func findsProblems() throws {
    let tree = FileManager.default.temporaryDirectory
      .appendingPathComponent("oshi-words-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: tree) }
    let catalog = tree.appendingPathComponent("Sources/OshiWords")
    let elsewhere = tree.appendingPathComponent("Sources/OshiApp")
    for folder in [catalog, elsewhere] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try #"""
    extension Words {
      enum Planted {
        static let empty = Said("Nothing.", ja: "")
        static let english = Said("Not translated.", ja: "Not translated.")
        static let romaji = Said("Day.", ja: "hi")
        static func dropped(_ path: String) -> Said {
          Said("cannot read \(path)", ja: "読めません")
        }
        static let fine = Said("Fine.", ja: "大丈夫。")
      }
    }
    """#.write(
      to: catalog.appendingPathComponent("Planted.swift"), atomically: true, encoding: .utf8)
    try #"let error = OshiError("no such oshi", ja: "その推しはいません")"#
      .write(
        to: elsewhere.appendingPathComponent("Inline.swift"), atomically: true, encoding: .utf8)
    // swift format puts a long Japanese on a line of its own, after `ja:`.
    try #"""
    let error = OshiError(
      "no such group",
      ja:
        "そのグループはありません")
    """#.write(
      to: elsewhere.appendingPathComponent("Wrapped.swift"), atomically: true, encoding: .utf8)
    // Japanese said where it is used, in whatever code: a tuple, a switch on the language.
    try #"""
    let pair = ("removed", "削除しました")  // 削除 in a comment is not said
    """#.write(
      to: elsewhere.appendingPathComponent("Tuple.swift"), atomically: true, encoding: .utf8)
    let (report, status) = try Self.read(tree)
    let problems = try #require(report["problems"] as? [String])
    #expect(status == 1)
    #expect(problems.count == 7, "\(problems)")
    for (line, problem) in [
      (3, "empty"), (4, "is the English"), (5, "has no Japanese"), (7, "different values"),
    ] {
      #expect(problems.contains { $0.contains("Planted.swift:\(line)") && $0.contains(problem) })
    }
    for file in ["Inline.swift", "Wrapped.swift", "Tuple.swift"] {
      #expect(problems.contains { $0.contains(file) && $0.contains("outside the catalog") })
    }
  }

  @Test(
    "the kinds' words are keys too: a word without its English, or the English twice, is found",
    .enabled(if: python))
  func findsKindProblems() throws {
    let tree = FileManager.default.temporaryDirectory
      .appendingPathComponent("oshi-kind-words-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: tree) }
    let widgets = tree.appendingPathComponent("Sources/OshiWidgets")
    try FileManager.default.createDirectory(at: widgets, withIntermediateDirectories: true)
    try #"""
    extension KindWords {
      static let planted = KindWords(
        symbol: "♡", name: .init(ja: "推し始め", en: "following"), groupName: nil,
        hint: .init(ja: "hint", en: "hint"),
        timeline: .init(ja: "推し始め", en: ""),
        event: .init(ja: "推し始め", dayJA: "推し始めの日", en: "first day"),
        label: Pair(ja: "記念日"))
    }
    """#.write(
      to: widgets.appendingPathComponent("KindWords.swift"), atomically: true, encoding: .utf8)
    let (report, status) = try Self.read(tree)
    let problems = try #require(report["problems"] as? [String])
    let entries = try #require(report["entries"] as? [[String: Any]])
    #expect(status == 1)
    #expect(entries.count == 4, "\(entries)")
    #expect(problems.count == 3, "\(problems)")
    for (line, problem) in [(4, "is the English"), (5, "empty"), (7, "without its English")] {
      #expect(
        problems.contains { $0.contains("KindWords.swift:\(line)") && $0.contains(problem) })
    }
    #expect(!problems.contains { $0.contains("outside the catalog") })
  }
}
