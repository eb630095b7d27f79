import Foundation
import Testing

@testable import OshiApp

/// How refresh tells that a calendar item changed: its bytes, but for the `DTSTAMP` line
/// (and a `SEQUENCE` line right after it, which refresh writes).
@Suite("A vdir item compared without its DTSTAMP")
struct CalendarFolderCompareTests {
  static func item(stamp: String, summary: String = "Aki's birthday") -> [UInt8] {
    Array(
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:aki-birthday@oshi\r\nDTSTAMP:\(stamp)\r\nSUMMARY:\(summary)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        .utf8)
  }

  @Test(
    "The same item on another day is the same; any other byte, or a stamp line that moved, is a change",
    arguments: [
      (item(stamp: "20261122T000000Z"), item(stamp: "20261123T000000Z"), true),
      (item(stamp: "20261122T000000Z"), item(stamp: "20261122T000000Z"), true),
      (item(stamp: "20261122T000000Z"), item(stamp: "2026"), true),
      (item(stamp: "20261122T000000Z"), item(stamp: "20261122T000000Z", summary: "Aki"), false),
      (
        item(stamp: "20261122T000000Z"), item(stamp: "20261123T000000Z", summary: "Aki's birthdax"),
        false
      ),
      (item(stamp: "x"), Array("BEGIN:VCALENDAR\r\n".utf8), false),
      // Without a stamp line, or one never ended, the whole bytes are compared.
      // A SEQUENCE line right after the stamp, as oshi puts one back, is left out too;
      // one anywhere else is a change.
      (item(stamp: "20261122T000000Z"), item(stamp: "20261123T000000Z\r\nSEQUENCE:3"), true),
      (
        item(stamp: "20261122T000000Z\r\nSEQUENCE:1"),
        item(stamp: "20261123T000000Z\r\nSEQUENCE:2"), true
      ),
      (
        item(stamp: "20261122T000000Z"),
        item(stamp: "20261123T000000Z", summary: "Aki's birthday\r\nSEQUENCE:1"), false
      ),
      (Array("A\r\nB\r\n".utf8), Array("A\r\nB\r\n".utf8), true),
      (Array("A\r\nB\r\n".utf8), Array("A\r\nC\r\n".utf8), false),
      (Array("A\r\nDTSTAMP:1".utf8), Array("A\r\nDTSTAMP:2".utf8), false),
      (Array("A\r\rDTSTAMP:1\r\n".utf8), Array("A\r\rDTSTAMP:2\r\n".utf8), false),
      ([], [], true),
      ([], Array("\r\n".utf8), false),
    ])
  func compare(old: [UInt8], new: [UInt8], same: Bool) {
    #expect(CalendarFolder.sameButStamp(old, new) == same)
    #expect(CalendarFolder.sameButStamp(new, old) == same)
  }
}

/// An item another program replaced (a phone's edit, brought down by a sync) is written
/// back with a `SEQUENCE` above the one it replaces (issue 54).
///
/// vdirsyncer 0.19, after copying a server's edit into the folder, keeps the hash of the
/// item it replaced: were oshi to write its old version back, byte for byte but for
/// `DTSTAMP` (which vdirsyncer's hash leaves out), the sync would see no change and
/// upload nothing.
@Suite("A vdir item put back over another program's version")
struct CalendarFolderPutBackTests {
  static let uid = "aki-birthday@oshi"
  static let name = uid + ".ics"

  /// oshi's item on `day`, with `SEQUENCE:n` after its stamp line when n is given.
  static func own(_ day: String, sequence: Int? = nil) -> [UInt8] {
    let stamp = "DTSTAMP:\(day)T000000Z\r\n"
    let text = String(
      decoding: CalendarFolderCompareTests.item(stamp: day + "T000000Z"), as: UTF8.self)
    return Array(
      text.replacingOccurrences(
        of: stamp, with: stamp + (sequence.map { "SEQUENCE:\($0)\r\n" } ?? "")
      ).utf8)
  }

  /// The item's lines but its `DTSTAMP`: what vdirsyncer's hash reads of it.
  static func hashed(_ bytes: [UInt8]) -> [Substring] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\r\n").filter {
      !$0.hasPrefix("DTSTAMP:")
    }
  }

  /// A phone's edit of the item, as a sync writes it: its own order, a new SUMMARY and a
  /// LOCATION, and the SEQUENCE it has, if any.
  static func phone(sequence: Int?) -> [UInt8] {
    let sequenceLine = sequence.map { "SEQUENCE:\($0)\r\n" } ?? ""
    return Array(
      ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Aki's birthday - buy cake!\r\n"
        + "UID:aki-birthday@oshi\r\n\(sequenceLine)DTSTAMP:20261122T000000Z\r\n"
        + "LOCATION:Shibuya\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").utf8)
  }

  @Test(
    "Written back with a SEQUENCE one above the phone's, which is then kept, the next day too",
    arguments: [(nil, 1), (0, 1), (1, 2), (7, 8)] as [(Int?, Int)])
  func putBack(phone: Int?, written: Int) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "oshi-vdir-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = CalendarFolder(path: root)
    let file = root + "/" + Self.name
    #expect(try folder.apply([(Self.uid, Self.own("20261122"))]).written == [Self.name])
    #expect(FileManager.default.contents(atPath: file).map(Array.init) == Self.own("20261122"))

    try Data(Self.phone(sequence: phone)).write(to: URL(fileURLWithPath: file))
    let report = try folder.apply([(Self.uid, Self.own("20261123"))])
    #expect(report.written == [Self.name])
    let back = FileManager.default.contents(atPath: file).map(Array.init)
    #expect(back == Self.own("20261123", sequence: written))
    // Not the first version again, but for its stamp: vdirsyncer sees a change.
    #expect(Self.hashed(back ?? []) != Self.hashed(Self.own("20261122")))

    let nextDay = try folder.apply([(Self.uid, Self.own("20261124"))])
    #expect(nextDay.kept == [Self.name] && nextDay.written.isEmpty)
    #expect(FileManager.default.contents(atPath: file).map(Array.init) == back)
  }
}
