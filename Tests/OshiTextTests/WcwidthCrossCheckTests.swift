import Foundation
import OshiText
import Testing

/// Runs `scripts/wcwidth-reference.py`, Python wcwidth's view of every width.
enum WcwidthReference {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let script = packageRoot.appendingPathComponent("scripts/wcwidth-reference.py")

  /// CI sets OSHI_REQUIRE_WCWIDTH=1 so that a missing reference fails instead of skipping.
  static let isRequired = ProcessInfo.processInfo.environment["OSHI_REQUIRE_WCWIDTH"] == "1"

  /// "0.7.0\t17.0.0" when python3 can import wcwidth, nil otherwise.
  static let version: String? = {
    guard let output = try? run("version"), !output.isEmpty else { return nil }
    return String(decoding: output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  static var shouldRun: Bool { version != nil || isRequired }

  /// The script's standard output for `mode`; throws when it does not exit 0.
  static func run(_ mode: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, mode]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Read before waiting: the code point table is far larger than a pipe's buffer.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ReferenceError(mode: mode, status: process.terminationStatus)
    }
    return data
  }

  /// The Unicode version our generated tables name, read from their Swift source.
  static func tablesVersion() throws -> (major: Int, minor: Int) {
    let tables = packageRoot.appendingPathComponent("Sources/OshiText/CellWidth+Tables.swift")
    let source = try String(contentsOf: tables, encoding: .utf8)
    let marker = "static let unicodeVersion = \""
    guard let start = source.range(of: marker) else { throw ReferenceError(mode: "tables") }
    let parts = source[start.upperBound...].prefix { $0 != "\"" }.split(separator: ".")
    guard parts.count == 3, let major = Int(parts[0]), let minor = Int(parts[1]) else {
      throw ReferenceError(mode: "tables")
    }
    return (major, minor)
  }
}

struct ReferenceError: Error, CustomStringConvertible {
  let mode: String
  var status: Int32 = 0
  var description: String { "wcwidth-reference.py \(mode) failed (status \(status))" }
}

/// Code points on which we knowingly disagree with wcwidth 0.7.0, with the reason.
///
/// Our tables come from Debian's UCD 15.0 and wcwidth 0.7.0 ships only Unicode 17.0
/// (its `unicode_version` argument is ignored), so the comparison keeps the code points
/// assigned in both, that is, in 15.0. Unicode 16.0 then changed East_Asian_Width from
/// Neutral to Wide for the Yijing and Tai Xuan Jing symbols and the counting rods: with
/// 15.0 data they are 1 here and 2 in wcwidth. Regenerating the tables from 16.0 or
/// later data makes these entries unnecessary, and the test then says so.
let wcwidthAllowList: [(range: ClosedRange<UInt32>, reason: String)] = [
  (0x2630...0x2637, "trigrams: East_Asian_Width N to W in Unicode 16.0"),
  (0x268A...0x268F, "monograms and digrams: East_Asian_Width N to W in Unicode 16.0"),
  (0x4DC0...0x4DFF, "Yijing hexagrams: East_Asian_Width N to W in Unicode 16.0"),
  (0x1D300...0x1D356, "Tai Xuan Jing symbols: East_Asian_Width N to W in Unicode 16.0"),
  (0x1D360...0x1D376, "counting rods and tally marks: East_Asian_Width N to W in Unicode 16.0"),
]

@Suite(
  "Cross-check with Python wcwidth",
  .enabled(
    if: WcwidthReference.shouldRun,
    """
    python3 with the wcwidth package is not installed (pip install wcwidth==0.7.0); \
    set OSHI_REQUIRE_WCWIDTH=1 to make this a failure
    """))
struct WcwidthCrossCheckTests {
  @Test("every code point assigned in both versions has wcwidth's width")
  func codePoints() throws {
    let reference = try #require(
      WcwidthReference.version, "OSHI_REQUIRE_WCWIDTH=1 but python3 cannot import wcwidth")
    let tables = try WcwidthReference.tablesVersion()
    let output = try WcwidthReference.run("codepoints")

    var compared = 0
    var mismatches: [String] = []
    var mismatchCount = 0
    var allowedSeen = Set<UInt32>()
    var allowedTotal = Set<UInt32>()
    try forEachLine(output) { value, width in
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
        (age.major, age.minor) <= tables
      else { return }
      let isAllowed = wcwidthAllowList.contains { $0.range.contains(value) }
      if isAllowed { allowedTotal.insert(value) }
      compared += 1
      let ours = CellWidth.of(scalar: scalar)
      let asCluster = CellWidth.of(Character(scalar))
      guard ours != width || asCluster != width else { return }
      if isAllowed {
        allowedSeen.insert(value)
        return
      }
      mismatchCount += 1
      if mismatches.count < 40 {
        let hex = String(value, radix: 16, uppercase: true)
        mismatches.append("U+\(hex): ours \(ours) (cluster \(asCluster)), wcwidth \(width)")
      }
    }

    // The Swift stdlib knows at least Unicode 15.0, so nearly 150,000 code points qualify.
    #expect(compared > 140_000, "compared only \(compared) code points")
    #expect(
      mismatchCount == 0,
      "\(mismatchCount) mismatches with wcwidth \(reference): \(mismatches.joined(separator: "; "))"
    )
    let stale = allowedTotal.subtracting(allowedSeen)
    #expect(stale.isEmpty, "allow-list entries now agree with wcwidth: \(stale.sorted())")
  }

  @Test("real names measure as wcswidth measures them")
  func corpus() throws {
    let reference = try #require(
      WcwidthReference.version, "OSHI_REQUIRE_WCWIDTH=1 but python3 cannot import wcwidth")
    let lines = String(decoding: try WcwidthReference.run("corpus"), as: UTF8.self)
      .split(separator: "\n")
    #expect(lines.count > 50)
    for line in lines {
      let fields = line.split(separator: "\t")
      let text = try #require(fields.first.map(String.init))
      let width = try #require(fields.last.flatMap { Int($0) })
      #expect(
        text.cellWidth == width,
        "\(text) \(text.unicodeScalars.map { String($0.value, radix: 16) }), wcwidth \(reference)"
      )
    }
  }

  /// Calls `body` with each `hex<TAB>decimal` line of `data`, without building strings:
  /// the table has about a million lines.
  func forEachLine(_ data: Data, _ body: (UInt32, Int) throws -> Void) throws {
    var value: UInt32 = 0
    var width = 0
    var inWidth = false
    for byte in data {
      switch byte {
      case UInt8(ascii: "\t"):
        inWidth = true
      case UInt8(ascii: "\n"):
        try body(value, width)
        value = 0
        width = 0
        inWidth = false
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        if inWidth { width = width * 10 + digit } else { value = value << 4 | UInt32(digit) }
      case UInt8(ascii: "A")...UInt8(ascii: "F"):
        value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        throw ReferenceError(mode: "codepoints: unexpected byte \(byte)")
      }
    }
  }
}
