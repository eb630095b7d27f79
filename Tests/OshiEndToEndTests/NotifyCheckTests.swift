import Foundation
import Testing

/// `oshi notify` answered by the lean binary when nothing is due, and by oshi-cli otherwise.
@Suite("notify's check in the lean binary")
struct NotifyCheckTests {
  @Test(
    "The lean oshi and oshi-cli notify alike, at every hour of random stores' days",
    arguments: 0..<3)
  func agrees(round: Int) throws {
    var (random, context) = SplitMix.replayable(round: round)
    let day = random.pick(["2026-03-15", "2026-03-08", "2026-11-22", "2026-11-30", "2027-02-12"])
    let oshi = try Harness(now: "\(day)T08:00:00+09:00")
    for index in 0..<random.int(in: 1...4) {
      var arguments = ["add", "Oshi \(index)", "--slug", "o\(index)"]
      if random.bool() { arguments += ["--birthday", "\(random.int(in: 1990...2005))-03-15"] }
      if random.bool() { arguments += ["--debut", "2019-11-30"] }
      if random.bool() || arguments.count == 4 { arguments += ["--since", "2023-04-01"] }
      if random.bool() { arguments += ["--notify", "off"] }
      try oshi.ok(arguments)
    }
    if random.bool() { try oshi.ok(["config", "set", "notify.before", "7,1"]) }
    if random.bool() { try oshi.ok(["config", "set", "notify.at", "10:30"]) }
    for hour in ["00:00", "09:00", "10:30", "23:59"] {
      let now = ["OSHI_NOW": "\(day)T\(hour):00+09:00"]
      let store = oshi.storeBytes()
      let full = try oshi.shell(
        ["oshi-cli", "notify", "--dry-run", "--format", "json", "--db", oshi.db],
        extra: ["OSHI_NOW": "\(day)T\(hour):00+09:00"])
      let lean = try oshi.run(["notify", "--dry-run", "--format", "json"], now)
      #expect(lean.stdout == full.stdout, "\(hour), \(context)")
      #expect(lean.stderr == full.stderr, "\(hour), \(context)")
      #expect(lean.status == full.status, "\(hour), \(context)")
      // A dry run records nothing, answered or not.
      #expect(oshi.storeBytes() == store, "\(hour), \(context)")
      // What is due is printed and recorded once; then nothing is due, and the lean
      // binary answers without a word.
      let printed = try oshi.run(["notify", "--print"], now)
      #expect(printed.status == 0, "\(printed.stderr)")
      let again = try oshi.run(["notify", "--print"], now)
      #expect(again.stdout.isEmpty && again.stderr.isEmpty && again.status == 0, "\(context)")
    }
  }

  @Test("With nothing due, the lean oshi answers and leaves the store as it was")
  func nothingDue() throws {
    let oshi = try Harness(now: "2026-11-22T12:00:00+09:00")
    try oshi.addAki()
    let store = oshi.storeBytes()
    let result = try oshi.run(["notify", "--db", oshi.db])
    #expect(result.stdout.isEmpty && result.stderr.isEmpty && result.status == 0)
    #expect(oshi.storeBytes() == store)
    // An option the check does not read goes to oshi-cli, which refuses it as before.
    let refused = try oshi.run(["notify", "--now"])
    #expect(refused.status == 64)
    #expect(refused.stderr.hasPrefix("error: "))
  }
}
