import Foundation
import Testing

@Suite("README's first example is true")
struct ReadmeTests {
  /// The `$ oshi …` commands of the first example under `heading`, each with the output
  /// shown after it.
  static func example(under heading: String = "## Using it") throws -> [(
    arguments: [String], output: String
  )] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.range(of: heading)).upperBound
    let open = try #require(text.range(of: "```\n", range: section..<text.endIndex)).upperBound
    let close = try #require(text.range(of: "\n```", range: open..<text.endIndex)).lowerBound
    var steps: [(arguments: [String], output: String)] = []
    for line in text[open..<close].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("$ oshi ") {
        steps.append((line.dropFirst("$ oshi ".count).split(separator: " ").map(String.init), ""))
      } else if !steps.isEmpty {
        steps[steps.count - 1].output += line + "\n"
      }
    }
    return steps
  }

  @Test("Each command prints exactly what README shows")
  func firstExample() throws {
    let steps = try Self.example()
    #expect(steps.count >= 5)
    let oshi = try Harness(now: "2026-11-22T12:00:00+09:00", tz: "Asia/Tokyo")
    for step in steps {
      let result = try oshi.run(step.arguments)
      #expect(result.status == 0, "oshi \(step.arguments): \(result.stderr)")
      #expect(result.stdout == step.output, "oshi \(step.arguments.joined(separator: " "))")
    }
  }
}
