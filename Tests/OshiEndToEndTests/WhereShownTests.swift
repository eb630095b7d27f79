import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Is the slot shown anywhere? (issue 59): doctor and `slot list --where` read the usual
/// configuration places of a fake home, never the machine's own, and what is on a PATH
/// the test makes.
@Suite("doctor and slot list --where say which configuration shows each slot")
struct WhereShownTests {
  /// A store with the slots bar and lock, a home whose XDG_CONFIG_HOME is its own
  /// folder, and a PATH that holds only a fake `waybar`.
  struct Home {
    let oshi: Harness
    let config: URL
    let variables: [String: String?]

    init() throws {
      oshi = try Harness()
      try oshi.addAki()
      try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday"])
      try oshi.ok(["slot", "set", "lock", "--widget", "aki-following", "--family", "rectangular"])
      config = oshi.folder.appendingPathComponent("xdg")
      let bin = oshi.folder.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let waybar = bin.appendingPathComponent("waybar").path
      FileManager.default.createFile(
        atPath: waybar, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
      variables = ["XDG_CONFIG_HOME": config.path, "PATH": bin.path]
    }

    /// Writes `text` at `path` under the home (`~/…`) or XDG_CONFIG_HOME.
    func write(_ text: String, at path: String) throws {
      try write(Data(text.utf8), at: path)
    }

    func write(_ data: Data, at path: String) throws {
      let url = url(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }

    /// `~/x` in the home, anything else in XDG_CONFIG_HOME.
    func url(_ path: String) -> URL {
      path.hasPrefix("~/")
        ? oshi.folder.appendingPathComponent(String(path.dropFirst(2)))
        : config.appendingPathComponent(path)
    }

    /// What `oshi integrate TARGET --slot SLOT` prints.
    func snippet(_ target: String, slot: String) throws -> String {
      try oshi.ok(["integrate", target, "--slot", slot], variables)
    }

    func run(_ arguments: [String]) throws -> RunResult {
      try oshi.run(arguments, variables)
    }
  }

  @Test("The files integrate wrote are named; a slot shown nowhere gets integrate's line")
  func shownAndNowhere() throws {
    let home = try Home()
    try home.write(try home.snippet("waybar", slot: "bar"), at: "waybar/config")
    try home.write(try home.snippet("tmux", slot: "bar"), at: "~/.tmux.conf")
    // A slot named only in a comment shows nothing.
    try home.write(
      "# bindsym $mod+l exec swaylock --datestr \"$(oshi render --slot lock)\"\n", at: "sway/config"
    )
    let before = home.oshi.storeBytes()
    let (waybar, tmux) = (home.url("waybar/config").path, home.url("~/.tmux.conf").path)

    let doctor = try home.run(["doctor"])
    #expect(doctor.status == 0, "\(doctor.stderr)")
    let lines = doctor.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("slot 'bar' is shown by \(waybar), \(tmux)"), "\(doctor.stdout)")
    #expect(
      lines.contains(
        "slot 'lock' is shown nowhere yet; to show it: oshi integrate waybar --slot lock"),
      "\(doctor.stdout)")
    #expect(lines.last == "healthy")

    let listed = try home.run(["slot", "list", "--where"])
    #expect(listed.status == 0)
    #expect(
      listed.stdout
        == "bar\t\(waybar)\t\(tmux)\nlock\t(shown nowhere: oshi integrate waybar --slot lock)\n")
    #expect(listed.stderr.isEmpty, "\(listed.stderr)")

    let japanese = try home.run(["doctor", "--lang", "ja"])
    #expect(japanese.stdout.contains("スロット 'bar' を表示している設定: \(waybar)、\(tmux)\n"))
    #expect(
      japanese.stdout.contains(
        "スロット 'lock' はまだどこにも表示されていません。表示するには: oshi integrate waybar --slot lock\n"))
    let listedJa = try home.run(["slot", "list", "--where", "--lang", "ja"])
    #expect(
      listedJa.stdout
        == "bar\t\(waybar)\t\(tmux)\nlock\t(どこにも表示されていません: oshi integrate waybar --slot lock)\n")

    // The plain listing, a contract with outside tests, is as it was.
    #expect(
      try home.run(["slot", "list"]).stdout
        == "bar\tinline\taki-birthday\nlock\trectangular\taki-following\n")
    #expect(home.oshi.storeBytes() == before)
  }

  @Test("A --db given is repeated in integrate's line; nothing installed is said once")
  func nothingInstalled() throws {
    let home = try Home()
    var variables = home.variables
    variables["PATH"] = home.oshi.folder.appendingPathComponent("empty").path
    let result = try home.oshi.run(["doctor", "--db", home.oshi.db], variables)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains("slot 'bar' is shown nowhere yet\nslot 'lock' is shown nowhere yet\n"))
    let said =
      result.stdout.components(separatedBy: "oshi integrate configures is on PATH").count - 1
    #expect(said == 1, "\(result.stdout)")
    let listed = try home.oshi.run(["slot", "list", "--where", "--db", home.oshi.db], variables)
    #expect(listed.stdout == "bar\t(shown nowhere)\nlock\t(shown nowhere)\n")
    #expect(listed.stderr.hasPrefix("note: no bar, lock screen or prompt"))

    let fake = try home.oshi.run(["doctor", "--db", home.oshi.db], home.variables)
    #expect(
      fake.stdout.contains(
        "to show it: oshi integrate waybar --slot lock --db \(home.oshi.db)\n"), "\(fake.stdout)")
  }

  @Test("Files that cannot be read are skipped and said; the command still exits 0")
  func skipped() throws {
    let home = try Home()
    try home.write(try home.snippet("waybar", slot: "bar"), at: "waybar/config")
    // A folder where a file was expected.
    try FileManager.default.createDirectory(
      at: home.url("i3blocks/config"), withIntermediateDirectories: true)
    // Invalid UTF-8, and a file larger than a configuration is.
    try home.write(Data([0x2D, 0x2D, 0xFF, 0xFE, 0x0A]), at: "~/.conkyrc")
    try home.write(
      Data(repeating: 0x20, count: (1 << 20) + 1) + Data("--slot lock\n".utf8), at: "eww/eww.yuck")
    // A FIFO: reading it would wait for a writer that never comes.
    try FileManager.default.createDirectory(
      at: home.url("hypr"), withIntermediateDirectories: true)
    let fifo = home.url("hypr/hyprlock.conf").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Should oshi open it anyway, a writer lets it go rather than hang the suite.
    let writer = Thread {
      let descriptor = open(fifo, O_WRONLY)
      if descriptor >= 0 { close(descriptor) }
    }
    writer.start()
    defer {
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      if reader >= 0 { close(reader) }
    }
    let before = home.oshi.storeBytes()

    let doctor = try home.run(["doctor"])
    #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    let lines = Set(doctor.stdout.split(separator: "\n").map(String.init))
    let expected = [
      "skipped \(home.url("i3blocks/config").path): it is a folder",
      "skipped \(fifo): not a regular file (a FIFO, a socket or a device)",
      "skipped \(home.url("eww/eww.yuck").path): larger than 1 MiB",
      "skipped \(home.url("~/.conkyrc").path): not UTF-8 text",
    ]
    for line in expected { #expect(lines.contains(line), "\(doctor.stdout)") }
    #expect(lines.contains("slot 'bar' is shown by \(home.url("waybar/config").path)"))
    // The slot named only in the files skipped is shown nowhere.
    #expect(
      lines.contains(
        "slot 'lock' is shown nowhere yet; to show it: oshi integrate waybar --slot lock"))

    let listed = try home.run(["slot", "list", "--where"])
    #expect(listed.status == 0)
    for line in expected { #expect(listed.stderr.contains("note: \(line)\n"), "\(listed.stderr)") }

    let japanese = try home.run(["doctor", "--lang", "ja"])
    #expect(japanese.status == 0)
    #expect(japanese.stdout.contains("\(fifo) は読まずに飛ばしました: 普通のファイルではありません"))
    #expect(
      japanese.stdout.contains("\(home.url("~/.conkyrc").path) は読まずに飛ばしました: UTF-8 のテキストではありません"))
    #expect(home.oshi.storeBytes() == before)
  }

  @Test(
    "A file its reader may not read is skipped as permission denied",
    .enabled(
      if: Programs.runs(getuid() != 0 || Programs.has("setpriv")),
      "root ignores permissions, so as root the test drops to nobody with setpriv"))
  func unreadable() throws {
    let home = try Home()
    try home.write("set -ag status-right \"#(oshi render --slot lock)\"\n", at: "~/.tmux.conf")
    let locked = home.url("~/.tmux.conf").path
    #expect(chmod(locked, 0) == 0)
    // nobody reads the store, which it then owns; root keeps the file it cannot read.
    if getuid() == 0 {
      for path in [home.oshi.folder.appendingPathComponent("store").path, home.oshi.db] {
        try FileManager.default.setAttributes(
          [.ownerAccountID: nobody, .groupOwnerAccountID: nobody], ofItemAtPath: path)
      }
    }
    let before = home.oshi.storeBytes()
    var environment = home.oshi.environment
    for (key, value) in home.variables { environment[key] = value }
    let (status, output) = try runWithoutRoot(["doctor"], environment: environment)
    #expect(status == 0, "\(output)")
    #expect(output.contains("skipped \(locked): permission denied\n"), "\(output)")
    #expect(
      output.contains(
        "slot 'lock' is shown nowhere yet; to show it: oshi integrate waybar --slot lock\n"))
    let (_, japanese) = try runWithoutRoot(["doctor", "--lang", "ja"], environment: environment)
    #expect(japanese.contains("\(locked) は読まずに飛ばしました: 読む権限がありません\n"), "\(japanese)")
    #expect(home.oshi.storeBytes() == before)
  }
}
