import Foundation
import Testing

/// `render --slot NAME --cached`: refresh's file while it is right, a render otherwise.
@Suite("A prompt pays nothing: render --slot --cached")
struct CachedSlotTests {
  static func refreshed() throws -> (Harness, URL) {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-following"])
    let out = oshi.folder.appendingPathComponent("out")
    try oshi.ok(["refresh", "--out", out.path, "--formats", "tmux,i3blocks"])
    return (oshi, out)
  }

  @Test("While the refresh is right, the file is printed as it is, in each format")
  func hit() throws {
    let (oshi, out) = try Self.refreshed()
    for format in ["text", "tmux", "i3blocks"] {
      let rendered = try oshi.run(["render", "--slot", "bar", "--format", format])
      let cached = try oshi.run([
        "render", "--slot", "bar", "--format", format, "--cached", "--out", out.path,
      ])
      #expect(cached.stdout == rendered.stdout, "\(format)")
      #expect(cached.status == rendered.status)
    }
    // The file, not a render: a file changed by hand is what is printed.
    try "from the file\n".write(
      to: out.appendingPathComponent("bar.txt"), atomically: true, encoding: .utf8)
    #expect(
      try oshi.ok(["render", "--slot", "bar", "--cached", "--out", out.path]) == "from the file\n")
    // The default folder is refresh's own.
    let home = oshi.folder.appendingPathComponent(".cache/oshi")
    try oshi.ok(["refresh"])
    try "from the cache\n".write(
      to: home.appendingPathComponent("bar.txt"), atomically: true, encoding: .utf8)
    #expect(try oshi.ok(["render", "--slot", "bar", "--cached"]) == "from the cache\n")
  }

  @Test("A changed store, a new day, no refresh, or JSON: the slot is rendered")
  func miss() throws {
    let (oshi, out) = try Self.refreshed()
    let file = out.appendingPathComponent("bar.txt")
    try "stale\n".write(to: file, atomically: true, encoding: .utf8)
    let rendered = try oshi.ok(["render", "--slot", "bar"])
    // The next day: valid_until has passed.
    #expect(
      try oshi.ok(
        ["render", "--slot", "bar", "--cached", "--out", out.path],
        ["OSHI_NOW": "2026-11-23T00:00:00+09:00"])
        != "stale\n")
    // Another folder, with no refresh in it.
    let empty = oshi.folder.appendingPathComponent("empty").path
    #expect(try oshi.ok(["render", "--slot", "bar", "--cached", "--out", empty]) == rendered)
    // Options that change the drawing render: refresh drew at the standard widths.
    for options in [
      ["--width", "40"], ["--redact"], ["--lang", "ja"], ["--tz", "UTC"], ["--era"],
    ] {
      #expect(
        try oshi.ok(["render", "--slot", "bar", "--cached", "--out", out.path] + options)
          == (try oshi.ok(["render", "--slot", "bar"] + options)), "\(options)")
    }
    // JSON is not a file refresh writes.
    #expect(
      try oshi.ok(["render", "--slot", "bar", "--cached", "--out", out.path, "--format", "json"])
        .hasPrefix("{"))
    // A change to the store since the refresh.
    try oshi.ok(["edit", "aki", "--since", "2023-04-02"])
    let after = try oshi.ok(["render", "--slot", "bar", "--cached", "--out", out.path])
    #expect(after == (try oshi.ok(["render", "--slot", "bar"])))
    #expect(after != "stale\n")
  }

  @Test("On the day, i3blocks' urgent exit status comes from the file too")
  func urgent() throws {
    let oshi = try Harness(now: "2027-03-15T12:00:00+09:00")
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday"])
    let out = oshi.folder.appendingPathComponent("out")
    try oshi.ok(["refresh", "--out", out.path, "--formats", "i3blocks"])
    let cached = try oshi.run([
      "render", "--slot", "bar", "--format", "i3blocks", "--cached", "--out", out.path,
    ])
    #expect(cached.status == 33)
    #expect(
      cached.stdout == (try oshi.run(["render", "--slot", "bar", "--format", "i3blocks"])).stdout)
  }

  @Test("--cached needs --slot, and --out needs --cached")
  func refusals() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let cached = try oshi.run(["render", "--all", "--cached"])
    #expect(cached.status == 64)
    #expect(cached.stderr == "error: --cached prints refresh's file of a slot; give --slot NAME\n")
    let out = try oshi.run(["render", "--slot", "bar", "--out", "/tmp"])
    #expect(out.status == 64)
    #expect(out.stderr.hasPrefix("error: --out names refresh's folder for --cached"))
  }
}
