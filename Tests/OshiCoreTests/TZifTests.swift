import Foundation
import OshiCore
import Testing

@Suite("Zones read from the system's zoneinfo files")
struct TZifTests {
  /// The system's copy of the time zone database, as glibc reads it.
  static let folder = "/usr/share/zoneinfo"

  static func file(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: "\(folder)/\(name)").map { [UInt8]($0) }
  }

  @Test("Every zone agrees with Foundation's from 1970 to 2100, at and around each change")
  func agreesWithFoundation() throws {
    var compared = 0
    for name in TimeZone.knownTimeZoneIdentifiers {
      guard let bytes = TZifTests.file(name) else { continue }
      let zone = try #require(TZif(bytes), "\(name) is not read")
      let foundation = try #require(TimeZone(identifier: name))
      func expected(_ instant: Int64) -> Int {
        foundation.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
      }
      var samples: [Int64] = []
      // Every 11 days and a bit, so that the samples walk through the hours of the day.
      var instant: Int64 = 0
      while instant < 4_102_444_800 {
        samples.append(instant)
        instant += 11 * 86_400 + 3_607
      }
      // A second before and at each change, found where the offsets of two samples differ.
      for (before, after) in zip(samples, samples.dropFirst())
      where expected(before) != expected(after) {
        var low = before
        var high = after
        while high - low > 1 {
          let middle = low + (high - low) / 2
          if expected(middle) == expected(before) { low = middle } else { high = middle }
        }
        samples += [low, high]
      }
      for instant in samples {
        #expect(zone.offset(at: instant) == expected(instant), "\(name) at \(instant)")
      }
      compared += 1
    }
    // Debian's tzdata holds every zone Foundation names.
    #expect(compared > 400)
  }

  @Test("Zone(identifier:) reads the file, and a name outside the folder is no zone")
  func identifiers() throws {
    let tokyo = try #require(Zone(identifier: "Asia/Tokyo"))
    #expect(tokyo.identifier == "Asia/Tokyo")
    #expect(tokyo.offset(at: 1_795_000_000) == 9 * 3600)
    #expect(Zone(identifier: ":Europe/London")?.identifier == "Europe/London")
    for name in ["../../etc/passwd", "/etc/localtime", "Asia/../Asia/Tokyo", "Asia//Tokyo", "Asia"]
    {
      #expect(Zone(identifier: name) == nil, "\(name)")
    }
  }

  @Test("The abbreviations oshi refuses are Foundation's, with the zones they stand for")
  func abbreviations() {
    #expect(Zone.abbreviations == TimeZone.abbreviationDictionary)
  }

  @Test("A path into a zoneinfo folder names its zone; UTC is there without a database")
  func paths() throws {
    #expect(Zone.reading("/usr/share/zoneinfo/Asia/Tokyo").zone?.identifier == "Asia/Tokyo")
    #expect(Zone.reading("/opt/zoneinfo/Europe/Paris").zone?.identifier == "Europe/Paris")
    #expect(Zone.utc.identifier == "UTC")
    #expect(Zone.utc.offset(at: 1_795_000_000) == 0)
  }

  @Test("A file that is not TZif, is cut short or counts leap seconds is refused")
  func refusals() throws {
    let tokyo = try #require(TZifTests.file("Asia/Tokyo"))
    #expect(TZif([]) == nil)
    #expect(TZif(Array("not a zone file".utf8)) == nil)
    #expect(TZif(Array(tokyo.prefix(60))) == nil)
    #expect(TZif(Array(tokyo.dropLast(tokyo.count / 2))) == nil)
    #expect(TZif(Array(TZifBuilder(version: 2, leapSeconds: 1).bytes)) == nil)
    #expect(TZif(TZifBuilder(version: 2, footer: "not a rule").bytes) == nil)
  }

  @Test(
    "An offset beyond RFC 8536's −89999 to 93599 seconds is a damaged file",
    arguments: [93_600, -90_000, 532_508, Int32.min, Int32.max])
  func offsetsOutOfRange(offset: Int32) throws {
    #expect(TZif(TZifBuilder(version: 2, initial: offset).bytes) == nil)
    #expect(TZif(TZifBuilder(version: 1, changes: [(1_000_000, offset)]).bytes) == nil)
    #expect(TZif(TZifBuilder(version: 2, initial: 93_599).bytes)?.offset(at: 0) == 93_599)
    #expect(TZif(TZifBuilder(version: 2, initial: -89_999).bytes)?.offset(at: 0) == -89_999)
  }

  @Test("fuzz-tzif's finding: a cut London file with a type of +148 hours is refused")
  func fuzzedOffset() throws {
    // Fuzz/ found it (docs/fuzzing.md): accepted, it put 1941 at UTC+147:55:08.
    let bytes = try #require(
      FileManager.default.contents(
        atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .appendingPathComponent("Fuzzed/tzif-offset-148h").path))
    #expect(TZif([UInt8](bytes)) == nil)
  }

  @Test("Version 1 files, files without a footer and files without transitions")
  func versions() throws {
    // Two changes: UTC+1 from 1,000,000, UTC+2 from 2,000,000; before them UTC−1.
    let changes: [(Int64, Int32)] = [(1_000_000, 3600), (2_000_000, 7200)]
    let plain = TZifBuilder(version: 1, initial: -3600, changes: changes)
    let v1 = try #require(TZif(plain.bytes))
    let v2 = try #require(TZif(TZifBuilder(version: 2, initial: -3600, changes: changes).bytes))
    let v3 = try #require(
      TZif(TZifBuilder(version: 3, initial: -3600, changes: changes, footer: "<+03>-3").bytes))
    for zone in [v1, v2, v3] {
      #expect(zone.offset(at: -5_000_000_000) == -3600)
      #expect(zone.offset(at: 999_999) == -3600)
      #expect(zone.offset(at: 1_000_000) == 3600)
      #expect(zone.offset(at: 1_999_999) == 3600)
    }
    // After the last change: its own offset, or the footer's rule.
    #expect(v1.offset(at: 3_000_000) == 7200)
    #expect(v2.offset(at: 3_000_000) == 7200)
    #expect(v3.offset(at: 3_000_000) == 3 * 3600)
    let fixed = try #require(TZif(TZifBuilder(version: 2, initial: 19800).bytes))
    #expect(fixed.offset(at: 0) == 19800)
  }
}

/// Writes a small TZif file, as zic would, for the cases real files do not show.
struct TZifBuilder {
  var version: Int
  var initial: Int32 = 0
  var changes: [(Int64, Int32)] = []
  var leapSeconds = 0
  var footer = ""

  var bytes: [UInt8] {
    // Time type 0 is the initial one; each change has a type of its own.
    let offsets = [initial] + changes.map(\.1)
    func block(timeSize: Int) -> [UInt8] {
      var out = header()
      for (instant, _) in changes {
        out +=
          timeSize == 8 ? be(UInt64(bitPattern: instant)) : be(UInt32(truncatingIfNeeded: instant))
      }
      for index in changes.indices { out.append(UInt8(index + 1)) }
      for offset in offsets { out += be(UInt32(bitPattern: offset)) + [0, 0] }
      out.append(0)  // one byte of abbreviations: an empty one
      for index in 0..<leapSeconds {
        out += timeSize == 8 ? be(UInt64(index * 1000)) : be(UInt32(index * 1000))
        out += be(UInt32(index + 1))
      }
      return out
    }
    func header() -> [UInt8] {
      var out = Array("TZif".utf8) + [version == 1 ? 0 : UInt8(ascii: "0") + UInt8(version)]
      out += [UInt8](repeating: 0, count: 15)
      for count in [0, 0, leapSeconds, changes.count, offsets.count, 1] { out += be(UInt32(count)) }
      return out
    }
    var out = block(timeSize: 4)
    if version >= 2 {
      out += block(timeSize: 8)
      out += Array("\n\(footer)\n".utf8)
    }
    return out
  }

  private func be<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.bigEndian) { Array($0) }
  }
}
