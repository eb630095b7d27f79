import Foundation
import Testing

@Suite("A home the store cannot be made in: the system's reason, and a way out")
struct UnwritableHomeTests {
  /// The harness's variables without a store path: the store goes where a new user's
  /// does, under `home`.
  static func environment(_ oshi: Harness, home: String) -> [String: String] {
    var variables = oshi.environment
    variables["OSHI_DB"] = nil
    variables["XDG_DATA_HOME"] = nil
    variables["HOME"] = home
    return variables
  }

  @Test("A home that is a file: its path, and --db or OSHI_DB")
  func homeIsAFile() throws {
    let oshi = try Harness()
    let home = oshi.folder.appendingPathComponent("home").path
    FileManager.default.createFile(atPath: home, contents: Data("not a folder\n".utf8))
    let environment = Self.environment(oshi, home: home)
    let store = home + "/.local/share/oshi/oshi.sqlite"
    let (status, output) = try runTool(
      Harness.binary.path, ["add", "Mio", "--since", "2024-01-01"], environment: environment)
    #expect(status == 73, "\(output)")
    #expect(
      output
        == "error: cannot write the store \(store): \(home) is a file, not a folder; keep it elsewhere with --db PATH or OSHI_DB=PATH\n"
    )
    let (_, japanese) = try runTool(
      Harness.binary.path, ["add", "Mio", "--since", "2024-01-01", "--lang", "ja"],
      environment: environment)
    #expect(
      japanese
        == "error: ストア \(store) に書き込めません。\(home) はフォルダーではなくファイルです。--db パス か OSHI_DB=パス で別の場所に置けます\n"
    )
  }

  @Test(
    "A home without write permission: Permission denied, and --db or OSHI_DB",
    .enabled(
      if: Programs.runs(getuid() != 0 || Programs.has("setpriv")),
      "root ignores permissions, so as root the test drops to nobody with setpriv"))
  func readOnlyHome() throws {
    let oshi = try Harness()
    let home = oshi.folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    if getuid() == 0 {
      try FileManager.default.setAttributes(
        [.ownerAccountID: nobody, .groupOwnerAccountID: nobody], ofItemAtPath: home.path)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: home.path)
    // Writable again at the end, so that the harness can remove the folder.
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home.path)
    }
    let environment = Self.environment(oshi, home: home.path)
    func run(_ arguments: [String]) throws -> (Int32, String) {
      try runWithoutRoot(arguments, environment: environment)
    }
    let store = home.path + "/.local/share/oshi/oshi.sqlite"
    let (status, output) = try run(["add", "Mio", "--since", "2024-01-01"])
    #expect(status == 73, "\(output)")
    #expect(
      output
        == "error: cannot write the store \(store): cannot create the folder \(home.path)/.local (Permission denied); keep it elsewhere with --db PATH or OSHI_DB=PATH\n"
    )
    let (_, japanese) = try run(["add", "Mio", "--since", "2024-01-01", "--lang", "ja"])
    #expect(
      japanese
        == "error: ストア \(store) に書き込めません。フォルダー \(home.path)/.local を作れません(書き込む権限がありません: Permission denied)。--db パス か OSHI_DB=パス で別の場所に置けます\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
  }
}
