import Testing

@testable import OshiApp

/// How refresh tells that a calendar item changed: its bytes, but for the `DTSTAMP` line.
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
