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

  /// Every status-bar format refresh can write.
  static let statusFormats = [
    "waybar", "i3blocks", "i3status-rust", "polybar", "tmux", "conky", "xbar", "hyprlock",
    "swaylock", "i3lock", "prompt", "eww", "argos", "kde", "executor",
  ]

  /// The file refresh writes for a slot in a format.
  static func fileName(slot: String, format: String) -> String {
    switch format {
    case "text": "\(slot).txt"
    case "waybar", "i3status-rust", "eww": "\(slot).\(format).json"
    default: "\(slot).\(format).txt"
    }
  }

  @Test(
    "A slot is one pipeline: the live render, --cached and refresh's file are the same bytes",
    arguments: 0..<3)
  func onePipeline(round: Int) throws {
    var (random, context) = SplitMix.replayable(round: round)
    // A day on which some widgets are on their day, some near, some far.
    let now = "2026-\(random.pick(["03-15", "04-01", "11-22", "11-30"]))T09:00:00+09:00"
    let oshi = try Harness(now: now)
    var widgets: [String] = []
    for index in 0..<random.int(in: 1...4) {
      let slug = "o\(index)"
      var arguments = ["add", "Oshi \(index)", "--slug", slug]
      let year = random.int(in: 1990...2026)
      if random.bool() { arguments += ["--birthday", "\(year)-03-15"] }
      if random.bool() { arguments += ["--debut", "2019-\(random.pick(["04-01", "11-30"]))"] }
      if random.bool() || arguments.count == 4 { arguments += ["--since", "2023-04-01"] }
      if random.bool() { arguments += ["--lang", "ja"] }
      widgets += try oshi.ok(arguments).split(separator: "\n").map(String.init)
      if random.bool() {
        let added = try oshi.ok([
          "widget", "add", "--oshi", slug, "--date", "2024-\(random.pick(["11-22", "02-12"]))",
          "--label", random.pick(["初現場", "First live at the Budokan, the long way"]),
        ])
        widgets.append(added.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
    var slots: [String] = []
    for index in 0..<random.int(in: 1...3) {
      let slot = "s\(index)"
      try oshi.ok([
        "slot", "set", slot, "--widget", random.pick(widgets), "--family",
        random.pick(["circular", "rectangular", "inline"]),
      ])
      slots.append(slot)
    }
    if random.bool() { try oshi.ok(["config", "set", "lang", random.pick(["ja", "en"])]) }
    let out = oshi.folder.appendingPathComponent("out")
    try oshi.ok([
      "refresh", "--out", out.path, "--formats", Self.statusFormats.joined(separator: ","),
    ])
    for slot in slots {
      for format in ["text"] + Self.statusFormats {
        let live = try oshi.run(["render", "--slot", slot, "--format", format])
        let cached = try oshi.run([
          "render", "--slot", slot, "--format", format, "--cached", "--out", out.path,
        ])
        let file = try String(
          contentsOf: out.appendingPathComponent(Self.fileName(slot: slot, format: format)),
          encoding: .utf8)
        #expect(live.status == cached.status, "\(slot) \(format), \(context)")
        #expect(live.stdout == file, "\(slot) \(format), \(context)")
        #expect(cached.stdout == file, "\(slot) \(format), \(context)")
      }
    }
  }

  @Test("--slot takes no --family, whichever family is named, rendered or cached")
  func slotRefusesEveryFamily() throws {
    let (oshi, out) = try Self.refreshed()
    for family in ["circular", "rectangular", "inline", "all"] {
      for extra in [[], ["--cached", "--out", out.path]] {
        let result = try oshi.run(["render", "--slot", "bar", "--family", family] + extra)
        #expect(result.status == 64, "\(family) \(extra)")
        #expect(
          result.stderr
            == "error: --slot renders the slot's own widget and family; give no ids, --all, --group or --family with it\n",
          "\(family) \(extra)")
        #expect(result.stdout.isEmpty)
      }
    }
  }
}

/// A small seeded generator (SplitMix64), so that a failing round replays from its seed.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The generator of one round of a property test, seeded from `OSHI_PROPERTY_SEED` when
  /// it is set, else at random, and the words that say how to replay it.
  static func replayable(round: Int) -> (SplitMix, context: String) {
    let seed =
      ProcessInfo.processInfo.environment["OSHI_PROPERTY_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 0...UInt64.max)
    return (
      SplitMix(seed: seed &+ UInt64(round)),
      "seed \(seed), round \(round) (OSHI_PROPERTY_SEED=\(seed) replays it)"
    )
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func bool() -> Bool { Bool.random(using: &self) }
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0...(choices.count - 1))] }
}
