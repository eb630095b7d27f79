import Foundation
import Testing

/// The relative links of the Markdown pages (README, CHANGELOG, BENCHMARKS and docs/):
/// each reaches a file, and each `#anchor` a heading or an `id` of the page it names.
@Suite("Every relative link in README and docs reaches its file and anchor")
struct DocsLinksTests {
  /// The pages whose links are checked.
  static func pages() throws -> [URL] {
    let root = DocsExamplesTests.root
    let docs = try FileManager.default.contentsOfDirectory(
      at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)
    let top = try FileManager.default.contentsOfDirectory(
      at: root, includingPropertiesForKeys: nil)
    return (top + docs).filter { $0.pathExtension == "md" }
      .sorted { $0.path < $1.path }
  }

  /// The lines of `text` outside fenced blocks, with their numbers from 1.
  static func prose(_ text: String) -> [(number: Int, line: Substring)] {
    var inFence = false
    var lines: [(number: Int, line: Substring)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        inFence.toggle()
      } else if !inFence {
        lines.append((index + 1, line))
      }
    }
    return lines
  }

  /// The anchor GitHub gives `heading`: lowercase, without punctuation or symbols but `-`
  /// and `_`, a space made `-`.
  static func slug(_ heading: Substring) -> String {
    var slug = ""
    for scalar in heading.lowercased().unicodeScalars {
      if scalar == " " {
        slug += "-"
      } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
        || scalar.properties.numericType != nil
      {
        slug.unicodeScalars.append(scalar)
      }
    }
    return slug
  }

  /// The anchors of `text`: each heading's, numbered from `-1` when it repeats, and each
  /// `id="…"`.
  static func anchors(_ text: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    for (_, line) in prose(text) {
      if let hashes = line.firstIndex(where: { $0 != "#" }), line.hasPrefix("#"),
        line[hashes] == " "
      {
        let base = slug(line[line.index(after: hashes)...])
        let count = seen[base, default: 0]
        seen[base] = count + 1
        anchors.insert(count == 0 ? base : "\(base)-\(count)")
      }
      for match in line.matches(of: /id="([^"]+)"/) { anchors.insert(String(match.output.1)) }
    }
    return anchors
  }

  /// The targets of the Markdown links and images in `line`: `[text](target)`.
  static func targets(_ line: Substring) -> [String] {
    // Inline code is no link, even when it looks like one.
    let plain = line.replacing(/`[^`]*`/, with: "")
    return plain.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/).map { String($0.output.1) }
  }

  @Test("Each relative link names a file that exists, and an anchor that it has")
  func links() throws {
    let pages = try Self.pages()
    #expect(pages.count >= 10, "\(pages.map(\.lastPathComponent))")
    var checked = 0
    for page in pages {
      let text = try String(contentsOf: page, encoding: .utf8)
      let name = page.path.replacingOccurrences(of: DocsExamplesTests.root.path + "/", with: "")
      for (number, line) in Self.prose(text) {
        for target in Self.targets(line) where !target.contains("://") {
          guard !target.hasPrefix("mailto:") else { continue }
          checked += 1
          let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          let file =
            parts[0].isEmpty
            ? page : page.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
          guard FileManager.default.fileExists(atPath: file.path) else {
            Issue.record("\(name):\(number): \(target): no such file")
            continue
          }
          guard parts.count == 2 else { continue }
          let anchors = Self.anchors(try String(contentsOf: file, encoding: .utf8))
          #expect(
            anchors.contains(String(parts[1])), "\(name):\(number): \(target): no such anchor")
        }
      }
    }
    #expect(checked > 50, "only \(checked) links were found")
  }

  @Test("README.md and README.ja.md are checked, and each links to the other on its first line")
  func translations() throws {
    let names = try Self.pages().map(\.lastPathComponent)
    for (page, other) in [("README.md", "README.ja.md"), ("README.ja.md", "README.md")] {
      #expect(names.contains(page), "\(page) is not among the pages whose links are checked")
      let text = try String(
        contentsOf: DocsExamplesTests.root.appendingPathComponent(page), encoding: .utf8)
      let first = text.prefix { $0 != "\n" }
      #expect(Self.targets(first).contains(other), "\(page)'s first line does not link to \(other)")
    }
  }

  @Test(
    "Headings get GitHub's anchors",
    arguments: [
      ("Calendar semantics (exact)", "calendar-semantics-exact"),
      ("render --format json", "render---format-json"),
      ("Groups, graduation and hiatus", "groups-graduation-and-hiatus"),
      ("`oshi integrate` and the bars", "oshi-integrate-and-the-bars"),
    ])
  func slug(_ heading: String, _ anchor: String) {
    #expect(Self.slug(Substring(heading)) == anchor)
  }
}
