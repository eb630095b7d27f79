import OshiWidgets
import OshiWords
import Testing

@testable import OshiApp

@Suite("schedule --cron: each comment says what the line under it does")
struct ScheduleTests {
  static var schedule: Schedule {
    var schedule = Schedule(
      binary: "/usr/bin/oshi", store: "/home/you/.local/share/oshi/oshi.sqlite",
      output: "/home/you/.cache/oshi", then: nil, zone: "Asia/Kathmandu", passesZone: true,
      zoneWarning: "cron, systemd and status bars run without your TZ")
    schedule.notifyAt = "09:00"
    schedule.notifyMinute = 15
    return schedule
  }

  /// Each line cron runs, with the comment right above it.
  static func commented(_ crontab: String) throws -> [(comment: String, line: String)] {
    let lines = crontab.split(separator: "\n").map(String.init)
    return try lines.indices.filter { !lines[$0].hasPrefix("#") }.map { index in
      let comment = try #require(
        index > 0 ? lines[index - 1] : nil, "no comment above \(lines[index])")
      #expect(comment.hasPrefix("# oshi: "), "above \(lines[index]): \(comment)")
      return (comment, lines[index])
    }
  }

  @Test(
    "The comment above a line names when it runs and what it runs",
    arguments: [
      ("*/15 * * * * ", ["every quarter hour", "refresh"]),
      ("@reboot /usr/bin/oshi refresh", ["at boot", "refresh"]),
      ("15 * * * * ", ["every hour", "notifications"]),
      ("@reboot sleep 60;", ["a minute after boot", "send"]),
    ])
  func comment(line prefix: String, says words: [String]) throws {
    let pairs = try Self.commented(Self.schedule.crontab)
    #expect(pairs.count == 4)
    let pair = try #require(pairs.first { $0.line.hasPrefix(prefix) }, "no line \(prefix)")
    for word in words {
      #expect(pair.comment.contains(word), "above \(pair.line): \(pair.comment)")
    }
    // A line that runs every quarter hour or every hour is not said to run at midnight.
    if !pair.line.hasPrefix("@reboot") {
      #expect(!pair.comment.contains("at every local midnight"), "\(pair.comment)")
    }
  }
}

@Suite("schedule in Japanese: the comments and the units' descriptions")
struct JapaneseScheduleTests {
  @Test("Under ja every comment and description is Japanese; the block's markers stay")
  func japanese() throws {
    var schedule = ScheduleTests.schedule
    schedule.language = .ja
    let crontab = schedule.crontab
    let pairs = try ScheduleTests.commented(crontab)
    #expect(pairs.count == 4)
    #expect(pairs[0].comment.contains("15分ごと"), "\(pairs[0].comment)")
    #expect(pairs[2].comment.contains("毎時"), "\(pairs[2].comment)")
    for (comment, _) in pairs {
      #expect(!comment.contains("every") && !comment.contains("boot"), "\(comment)")
    }
    // --install finds oshi's block by its first and last lines, whatever the language.
    #expect(crontab.hasPrefix(Schedule.beginMarker + "\n"))
    #expect(crontab.contains(Schedule.endMarker))
    #expect(crontab.contains("# 入れる(入れ替える)には: oshi schedule --cron --install"))
    let units = schedule.systemd
    let descriptions = units.split(separator: "\n").filter { $0.hasPrefix("Description=") }
    #expect(descriptions.count == 4)
    for description in descriptions {
      #expect(description.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
    }
    #expect(units.contains("# そのあとで: systemctl --user daemon-reload"))
  }
}
