import Foundation
import Testing

/// `oshi` renders by itself and hands every other command to `oshi-cli` beside it.
@Suite("oshi renders alone and hands the rest to oshi-cli")
struct HandOverTests {
  /// The status bars' binary stays free of the libraries it hands the rest over for: a
  /// debug build links them dynamically, so they show in its list of libraries.
  @Test(
    "oshi links neither Foundation nor GRDB nor swift-argument-parser; oshi-cli does",
    .enabled(
      if: Programs.runs(Programs.has("ldd") && Programs.has("nm")),
      "reads the binaries' libraries with ldd and their symbols with nm"))
  func lean() throws {
    let oshi = Harness.binary
    let cli = oshi.deletingLastPathComponent().appendingPathComponent("oshi-cli")
    let lean = try symbols(of: oshi)
    for name in ["Foundation", "GRDB", "ArgumentParser"] {
      #expect(!lean.contains(name), "oshi links \(name)")
    }
    #expect(try symbols(of: cli).contains("ArgumentParser"))
  }

  @Test("Without oshi-cli beside it, oshi still renders, and says what is missing")
  func alone() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let folder = oshi.folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let alone = folder.appendingPathComponent("oshi")
    try FileManager.default.copyItem(at: Harness.binary, to: alone)
    let rendered = try oshi.shell([alone.path, "render", "aki-birthday"])
    #expect(rendered.status == 0)
    #expect(rendered.stdout == "🎂 Aki turns 28 in 113d\n")
    let listed = try oshi.shell([alone.path, "list"])
    #expect(listed.status == 69)
    #expect(listed.stdout.isEmpty)
    #expect(listed.stderr.hasPrefix("error: cannot run \(folder.path)/oshi-cli: "))
    #expect(listed.stderr.split(separator: "\n").count == 1)
  }

  @Test("Installed with its helpers in ../libexec/oshi, oshi finds them, and they find it")
  func installedLayout() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let prefix = oshi.folder.appendingPathComponent("prefix")
    let bin = prefix.appendingPathComponent("bin")
    let libexec = prefix.appendingPathComponent("libexec/oshi")
    for folder in [bin, libexec] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let built = Harness.binary.deletingLastPathComponent()
    try FileManager.default.copyItem(at: Harness.binary, to: bin.appendingPathComponent("oshi"))
    for helper in ["oshi-cli", "oshi-card"] {
      try FileManager.default.copyItem(
        at: built.appendingPathComponent(helper), to: libexec.appendingPathComponent(helper))
    }
    let installed = bin.appendingPathComponent("oshi").path
    // The lean binary renders; oshi-cli, found in ../libexec/oshi, does the rest.
    let rendered = try oshi.shell([installed, "render", "aki-birthday"])
    #expect(rendered.stdout == "🎂 Aki turns 28 in 113d\n")
    let listed = try oshi.shell([installed, "list", "--format", "tsv"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.hasPrefix("aki-birthday\t"))
    // What schedule and integrate write runs bin/oshi, never the helper in libexec.
    let units = try oshi.shell([installed, "schedule", "--systemd"])
    #expect(units.status == 0, "\(units.stderr)")
    #expect(units.stdout.contains("ExecStart=\(installed) refresh"), "\(units.stdout)")
    #expect(!units.stdout.contains("libexec"))
  }

  @Test(
    "A store from an older oshi is handed over, migrated once, and rendered",
    .enabled(
      if: Programs.runs(Programs.has("sqlite3")),
      "turns the store back into an older oshi's with the sqlite3 shell"))
  func olderStore() throws {
    let oshi = try Harness()
    try oshi.addAki()
    // A store without v6's photos table: every migration but v6's (nine of ten).
    let sqlite = try oshi.shell([
      "sqlite3", oshi.db,
      "DROP TABLE oshiPhoto; DELETE FROM grdb_migrations WHERE identifier LIKE 'v6%';",
    ])
    #expect(sqlite.status == 0, "\(sqlite.stderr)")
    let rendered = try oshi.run(["render", "aki-birthday"])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stdout == "🎂 Aki turns 28 in 113d\n")
    #expect(rendered.stderr.isEmpty)
    let applied = try oshi.shell(["sqlite3", oshi.db, "SELECT count(*) FROM grdb_migrations"])
    #expect(applied.stdout == "9\n")
  }

  @Test("Refusals read alike from either binary, in both languages")
  func refusals() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let cli = Harness.binary.deletingLastPathComponent().appendingPathComponent("oshi-cli")
    for arguments in [
      ["render", "nope"], ["render", "--all", "--width", "3"], ["render", "--slot", "x"],
    ] {
      for language in ["C.UTF-8", "ja_JP.UTF-8"] {
        let fast = try oshi.run(arguments, ["LANG": language])
        let full = try oshi.shell([cli.path] + arguments, extra: ["LANG": language])
        #expect(fast.status != 0)
        #expect(fast.status == full.status, "\(arguments)")
        #expect(fast.stderr == full.stderr, "\(arguments)")
        #expect(fast.stdout == full.stdout, "\(arguments)")
      }
    }
  }

  /// The shared libraries `binary` names, or its symbols when it is static.
  private func symbols(of binary: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "sh", "-c",
      "ldd \"$0\" 2>/dev/null; nm \"$0\" 2>/dev/null | grep -o 'Foundation\\|GRDB\\|ArgumentParser' | sort -u",
      binary.path,
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
