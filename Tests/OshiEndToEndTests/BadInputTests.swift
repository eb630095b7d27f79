import Foundation
import GRDB
import Testing

/// One refused command: its arguments and a word the message must contain.
struct BadInput: CustomTestStringConvertible, Sendable {
  var arguments: [String]
  var mentions: String
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("Bad input exits 64 with one error line and leaves the store as it was")
struct BadInputTests {
  static let cases: [BadInput] = [
    BadInput(arguments: ["add", "Mio", "--birthday", "2023-02-29"], mentions: "2023-02-29"),
    BadInput(arguments: ["add", "Mio", "--birthday", "2023-13-01"], mentions: "2023-13-01"),
    BadInput(arguments: ["add", "Mio", "--debut", "令和元年4月30日"], mentions: "令和元年4月30日"),
    BadInput(arguments: ["add", "Mio", "--since", "someday"], mentions: "someday"),
    BadInput(arguments: ["add", "Aki2", "--slug", "aki"], mentions: "aki"),
    BadInput(arguments: ["add", "Aki"], mentions: "aki"),
    BadInput(arguments: ["add", "Mio", "--slug", "Mio!"], mentions: "slug"),
    BadInput(arguments: ["add", "Mi\u{07}o"], mentions: "U+0007"),
    BadInput(arguments: ["add", "Mi\u{1B}[31mo"], mentions: "U+001B"),
    BadInput(arguments: ["add", "Mi\u{85}o"], mentions: "U+0085"),
    BadInput(arguments: ["add", "Mi\u{7F}o"], mentions: "U+007F"),
    BadInput(arguments: ["add", "Mio\u{202E}oiM"], mentions: "U+202E"),
    BadInput(arguments: ["add", "Mio\u{2066}x"], mentions: "U+2066"),
    BadInput(arguments: ["add", String(repeating: "推", count: 65)], mentions: "64"),
    BadInput(arguments: ["add", String(repeating: "👩‍👩‍👧", count: 65)], mentions: "64"),
    BadInput(arguments: ["add", ""], mentions: "empty"),
    BadInput(arguments: ["add", "Mio", "--symbol", "♡♡"], mentions: "symbol"),
    BadInput(
      arguments: ["add", "Mio", "--slug", String(repeating: "m", count: 45), "--since", "today"],
      mentions: "too long"),
    BadInput(
      arguments: ["edit", "aki", "--slug", String(repeating: "a", count: 40)], mentions: "too long"),
    BadInput(arguments: ["add", "Mio", "--age", "old"], mentions: "--age"),
    BadInput(arguments: ["render", "nobody-birthday"], mentions: "nobody-birthday"),
    BadInput(arguments: ["render", "--family", "square"], mentions: "square"),
    BadInput(arguments: ["render", "--width", "2"], mentions: "--width"),
    BadInput(arguments: ["render", "--tz", "Mars/Olympus"], mentions: "Mars/Olympus"),
    BadInput(arguments: ["render", "--lang", "fr"], mentions: "fr"),
    BadInput(arguments: ["edit", "nobody", "--name", "X"], mentions: "nobody"),
    BadInput(arguments: ["edit", "aki", "--name", "A\u{9B}b"], mentions: "U+009B"),
    BadInput(arguments: ["edit", "aki", "--birthday", "2019-02-29"], mentions: "2019-02-29"),
    BadInput(arguments: ["remove", "nobody"], mentions: "nobody"),
    BadInput(
      arguments: ["widget", "edit", "nobody-x", "--count", "elapsed"], mentions: "nobody-x"),
    BadInput(
      arguments: ["widget", "edit", "aki-birthday", "--count", "sometimes"], mentions: "sometimes"),
    BadInput(
      arguments: ["widget", "edit", "aki-birthday", "--leap-day", "feb30"], mentions: "feb30"),
    BadInput(arguments: ["widget", "remove", "nobody-x"], mentions: "nobody-x"),
    BadInput(
      arguments: ["widget", "add", "--oshi", "nobody", "--date", "2024-01-01", "--label", "x"],
      mentions: "nobody"),
    BadInput(
      arguments: ["widget", "add", "--oshi", "aki", "--date", "2024-02-30", "--label", "x"],
      mentions: "2024-02-30"),
    BadInput(
      arguments: [
        "widget", "add", "--oshi", "aki", "--date", "2024-01-01", "--label", "\u{202D}x",
      ], mentions: "U+202D"),
    BadInput(
      arguments: [
        "widget", "add", "--oshi", "aki", "--date", "2024-01-01", "--label", "x", "--id",
        "aki-birthday",
      ], mentions: "aki-birthday"),
    BadInput(
      arguments: [
        "widget", "add", "--oshi", "aki", "--kind", "weekly", "--date", "2024-01-01", "--label",
        "x",
      ], mentions: "weekly"),
    BadInput(
      arguments: ["widget", "add", "--oshi", "aki", "--date", "--04-05", "--label", "x", "--once"],
      mentions: "year"),
    BadInput(arguments: ["list", "--format", "xml"], mentions: "xml"),
    BadInput(arguments: ["config", "set", "tz", "Nowhere/City"], mentions: "Nowhere/City"),
    // Only a birthday (and a yearly custom day) comes back every year without a year.
    BadInput(arguments: ["add", "Mio", "--since", "4/5"], mentions: "--since: '4/5' has no year"),
    BadInput(
      arguments: ["add", "Mio", "--debut", "08/01"], mentions: "--debut: '08/01' has no year"),
    BadInput(arguments: ["add", "Mio", "--since", "4月5日"], mentions: "year"),
    BadInput(arguments: ["edit", "aki", "--debut", "--08-01"], mentions: "year"),
    // The stored zone is an IANA name that systemd understands too.
    BadInput(arguments: ["config", "set", "tz", "JST"], mentions: "did you mean Asia/Tokyo?"),
    BadInput(arguments: ["config", "set", "tz", "EST"], mentions: "America/New_York"),
    BadInput(arguments: ["config", "set", "tz", "JST-9"], mentions: "config set tz Asia/Tokyo"),
    BadInput(
      arguments: ["config", "set", "tz", "<+0545>-5:45"], mentions: "config set tz Asia/Kathmandu"),
    BadInput(
      arguments: ["config", "set", "tz", "asia/tokyo"], mentions: "did you mean Asia/Tokyo?"),
    BadInput(
      arguments: ["config", "set", "tz", "Asia/Tokio"], mentions: "did you mean Asia/Tokyo?"),
    // Files of the zoneinfo folder that glibc reads for TZ but that name no zone.
    BadInput(arguments: ["config", "set", "tz", "posixrules"], mentions: "posixrules"),
    BadInput(arguments: ["config", "set", "tz", "posix/Asia/Tokyo"], mentions: "posix/Asia/Tokyo"),
    BadInput(arguments: ["config", "set", "tz", "localtime"], mentions: "localtime"),
    BadInput(arguments: ["render", "--tz", "JST"], mentions: "use Asia/Tokyo"),
    BadInput(arguments: ["config", "set", "colour", "red"], mentions: "colour"),
    // vCards are written as 3.0 or 4.0, and --vcard-version is for them alone.
    BadInput(
      arguments: ["export", "--format", "vcard", "--vcard-version", "2.1"],
      mentions: "--vcard-version '2.1'"),
    BadInput(arguments: ["export", "--vcard-version", "3.0"], mentions: "--format vcard"),
    BadInput(
      arguments: ["export", "--format", "ics", "--vcard-version", "4.0", "-o", "x.ics"],
      mentions: "--format vcard"),
    BadInput(arguments: ["export", "--include-private"], mentions: "--include-private"),
  ]

  @Test("Refused", arguments: cases)
  func refused(_ input: BadInput) throws {
    let oshi = try Harness()
    try oshi.addAki()
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run(input.arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    // One line; a refusal of swift-argument-parser's has the usage line after it.
    let lines = result.refusal.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.isEmpty
    }
    #expect(lines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.refusal.contains(input.mentions), "stderr: \(result.stderr)")
    // The message itself never carries the control character it refuses.
    #expect(
      !result.refusal.unicodeScalars.dropLast().contains {
        $0.properties.generalCategory == .control
      })
    #expect(oshi.storeBytes() == before)
  }

  @Test("In Japanese, oshi's own refusals are Japanese", arguments: cases)
  func refusedInJapanese(_ input: BadInput) throws {
    let oshi = try Harness()
    try oshi.addAki()
    let before = try #require(oshi.storeBytes())
    let result = try oshi.run(input.arguments, ["LANG": "ja_JP.UTF-8"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.refusal.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
    // Kana: no input in the table has any, so they come from the message itself.
    let japanese = result.stderr.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
    #expect(japanese, "stderr: \(result.stderr)")
    #expect(oshi.storeBytes() == before)
  }

  @Test("A bad OSHI_NOW or OSHI_LANG is refused with one line")
  func badEnvironment() throws {
    let oshi = try Harness()
    try oshi.addAki()
    for extra: [String: String?] in [["OSHI_NOW": "tomorrow"], ["OSHI_LANG": "xx"]] {
      let result = try oshi.run(["render"], extra)
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("error: "))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }
}

@Suite("Foreign stores")
struct ForeignStoreTests {
  @Test("A newer store is refused with one line and left untouched")
  func newer() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let queue = try GRDB.DatabaseQueue(path: oshi.db)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations(identifier) VALUES ('v99')")
    }
    try queue.close()
    let before = try #require(oshi.storeBytes())
    for arguments in [["render"], ["list"], ["add", "Mio", "--since", "today"]] {
      let result = try oshi.run(arguments)
      #expect(result.status == 65)
      #expect(result.stderr.hasPrefix("error: "))
      #expect(result.stderr.contains("newer version"))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    #expect(oshi.storeBytes() == before)
  }

  @Test("A text file is refused with one line and left untouched")
  func textFile() throws {
    let oshi = try Harness()
    try FileManager.default.createDirectory(
      atPath: (oshi.db as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let content = Data("not a database\n".utf8)
    try content.write(to: URL(fileURLWithPath: oshi.db))
    let result = try oshi.run(["list"])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains("not an oshi store"))
    #expect(oshi.storeBytes() == content)
  }
}
