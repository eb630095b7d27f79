import Foundation
import Testing

@Suite("What a new user hit: reading creates nothing, schedule, edit, and the smaller things")
struct NewUserTests {
  /// Every file and folder under `folder`, relative to it.
  static func tree(_ folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    return (enumerator?.allObjects as? [String] ?? []).sorted()
  }

  @Test(
    "Commands that only read report a missing store and create nothing",
    arguments: [
      ["render"], ["render", "aki-birthday", "--format", "waybar"], ["render", "--slot", "bar"],
      ["export"], ["doctor"], ["doctor", "--fix"], ["refresh", "--out", "out"],
      ["render", "--all", "--family", "all"],
    ])
  func readingCreatesNothing(arguments: [String]) throws {
    let oshi = try Harness()
    let before = Self.tree(oshi.folder)
    let missing = oshi.folder.appendingPathComponent("typo/oshi.sqlite").path
    let result = try oshi.run(arguments + ["--db", missing])
    #expect(result.status == 66)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: no store at \(missing); check --db or OSHI_DB, or add an oshi first with oshi add NAME\n")
    #expect(Self.tree(oshi.folder) == before)
    // OSHI_DB is read the same way.
    let viaEnvironment = try oshi.run(arguments, ["OSHI_DB": missing])
    #expect(viaEnvironment.status == 66)
    #expect(Self.tree(oshi.folder) == before)
  }

  @Test(
    "list, show, options, config get, slot list and schedule read a missing store as empty",
    arguments: [
      (["list"], "No oshis yet. Add one with: oshi add NAME --birthday 1999-03-15\n"),
      (["show"], "No widgets yet. Add an oshi with: oshi add NAME --birthday 1999-03-15\n"),
      (["list", "--lang", "ja"], "推しはまだいません。oshi add 名前 --birthday 1999-03-15 で追加できます。\n"),
      (["config", "get"], ""), (["slot", "list"], ""), (["options", "widget"], ""),
    ])
  func emptyHint(arguments: [String], expected: String) throws {
    let oshi = try Harness()
    let before = Self.tree(oshi.folder)
    let missing = oshi.folder.appendingPathComponent("typo/oshi.sqlite").path
    let result = try oshi.run(arguments + ["--db", missing])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == expected)
    #expect(Self.tree(oshi.folder) == before)
    let schedule = try oshi.run(["schedule", "--db", missing])
    #expect(schedule.stdout.contains("--db \(missing)"))
    #expect(Self.tree(oshi.folder) == before)
  }

  @Test("A command that changes the store creates it, 0600 in a 0700 folder")
  func writingCreates() throws {
    let oshi = try Harness()
    let path = oshi.folder.appendingPathComponent("new/oshi.sqlite").path
    try oshi.ok(["add", "Aki", "--since", "2023-04-01", "--db", path])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folder = try FileManager.default.attributesOfItem(
      atPath: oshi.folder.appendingPathComponent("new").path)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }

  @Test("--db \"\" is refused, and --db /dev/null says what to do")
  func badDBPaths() throws {
    let oshi = try Harness()
    let empty = try oshi.run(["list", "--db", ""])
    #expect(empty.status == 64)
    #expect(empty.stderr == "error: --db is empty; give the store's path\n")
    for arguments in [["list"], ["add", "Aki"], ["render"]] {
      let device = try oshi.run(arguments + ["--db", "/dev/null"])
      #expect(device.status == 65)
      #expect(device.stderr.contains("it is a device or a pipe, not a file; give the path of a file"))
      #expect(device.stderr.split(separator: "\n").count == 1)
    }
  }
}
