import Foundation
import GRDB
import Testing

@Suite("Groups, graduation and hiatus")
struct GroupAndLifeTests {
  /// render's JSON objects of the inline family, by widget id.
  func rendered(_ oshi: Harness, _ arguments: [String] = ["--all"]) throws -> [String: [String:
    Any]]
  {
    let lines = try Harness.jsonLines(try oshi.ok(["render", "--format", "json"] + arguments))
    return Dictionary(
      uniqueKeysWithValues: lines.compactMap { line in
        (line["widget"] as? String).map { ($0, line) }
      })
  }

  @Test("A group: its widgets, a member, render --group, list and options")
  func groupThroughTheCommands() throws {
    let oshi = try Harness()
    #expect(
      try oshi.ok([
        "group", "add", "ステラ☆ライブ", "--slug", "stella", "--formed", "2020-04-01", "--debut",
        "2020-08-01", "--since", "2022-01-01",
      ]) == "stella-formed\nstella-debut\nstella-following\n")
    try oshi.ok(["add", "Luna", "--slug", "luna", "--group", "stella", "--birthday", "2001-04-05"])
    try oshi.addAki()

    // The formation counts as a yearly anniversary: 7周年 on 2027-04-01.
    let all = try rendered(oshi)
    let formed = try #require(all["stella-formed"])
    #expect(formed["kind"] as? String == "formed")
    #expect(formed["days"] as? Int == 2426)
    let next = try #require(formed["next"] as? [String: Any])
    #expect(next["date"] as? String == "2027-04-01")
    #expect(next["ordinal"] as? Int == 7)

    // --group: the group's widgets and its members', not Aki's.
    let group = try rendered(oshi, ["--group", "stella"])
    #expect(
      Set(group.keys) == ["stella-formed", "stella-debut", "stella-following", "luna-birthday"])

    // list --format json: groups, and each oshi's group by slug.
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["list", "--format", "json"]).utf8))
        as? [String: Any])
    let groups = try #require(list["groups"] as? [[String: Any]])
    #expect(groups.count == 1)
    #expect(groups.first?["slug"] as? String == "stella")
    #expect(groups.first?["formed"] as? String == "2020-04-01")
    #expect(groups.first?["debut"] as? String == "2020-08-01")
    let oshis = try #require(list["oshis"] as? [[String: Any]])
    #expect(oshis.map { $0["slug"] as? String } == ["luna", "aki"])
    #expect(oshis.first?["group"] as? String == "stella")
    #expect(oshis.last?["group"] is NSNull)

    // The table shows the member under its group.
    let table = try oshi.ok(["list"])
    let lines = table.split(separator: "\n").map(String.init)
    let stella = try #require(lines.firstIndex { $0.hasPrefix("stella  ") })
    let luna = try #require(lines.firstIndex { $0.hasPrefix("  luna  ") })
    #expect(stella < luna)
    #expect(lines[stella].contains("(group)"))

    #expect(try oshi.ok(["options", "group"]) == "stella\tステラ☆ライブ\n")
    #expect(try oshi.ok(["group", "list"]).contains("  luna"))
    let groupJSON = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try oshi.ok(["group", "list", "--format", "json"]).utf8)) as? [[String: Any]])
    #expect(groupJSON.first?["members"] as? [String] == ["luna"])
  }

  @Test("Removing a group keeps its members, who lose the link")
  func removeGroup() throws {
    let oshi = try Harness()
    try oshi.ok(["group", "add", "Stella", "--slug", "stella", "--formed", "2020-04-01"])
    try oshi.ok(["add", "Luna", "--slug", "luna", "--group", "stella", "--birthday", "2001-04-05"])
    try oshi.ok(["group", "remove", "stella"])
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["list", "--format", "json"]).utf8))
        as? [String: Any])
    #expect((list["groups"] as? [Any])?.isEmpty == true)
    let oshis = try #require(list["oshis"] as? [[String: Any]])
    #expect(oshis.map { $0["slug"] as? String } == ["luna"])
    #expect(oshis.first?["group"] is NSNull)
  }

  @Test(
    "Refusals leave the store as it was",
    arguments: [
      ["add", "Mio", "--group", "nobody"],
      ["add", "Mio", "--group", "aki"],
      ["edit", "aki", "--group", "aki"],
      ["group", "edit", "aki", "--formed", "2020-01-01"],
      ["group", "remove", "aki"],
      ["render", "--group", "aki"],
      ["render", "--group", "stella", "aki-birthday"],
      ["disband", "aki", "--on", "2026-01-01"],
      ["graduate", "stella", "--on", "2026-01-01"],
      ["graduate", "aki", "--on", "someday"],
      ["hiatus", "aki", "--from", "2026-03-01", "--until", "2026-02-01"],
      ["resume", "aki", "--on", "2026-03-01"],
      ["hiatus", "nobody", "--from", "2026-03-01"],
    ])
  func refusals(arguments: [String]) throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["group", "add", "Stella", "--slug", "stella", "--formed", "2020-04-01"])
    let before = oshi.storeBytes()
    let result = try oshi.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(oshi.storeBytes() == before)
  }

  @Test("Graduation: its widget counts the days since, and following goes on or stops")
  func graduation() throws {
    let oshi = try Harness(now: "2026-11-22T12:00:00+09:00")
    try oshi.addAki()
    #expect(try oshi.ok(["graduate", "aki", "--on", "2026-03-31"]) == "aki-graduation\n")
    var all = try rendered(oshi)
    let graduation = try #require(all["aki-graduation"])
    #expect(graduation["kind"] as? String == "graduation")
    #expect(graduation["days"] as? Int == 236)
    // The following count goes on by default.
    #expect(all["aki-following"]?["count"] as? Int == 1332)

    // Graduating again changes the day and keeps one widget; --stop-following freezes
    // the count at the graduation day: 2023-04-01 to 2026-03-31 is 1,096 days, the
    // first day being day 1.
    #expect(try oshi.ok(["graduate", "aki", "--on", "2026-03-31", "--stop-following"]) == "")
    all = try rendered(oshi)
    #expect(all["aki-following"]?["count"] as? Int == 1096)
    #expect(all["aki-following"]?["next"] is NSNull)
    #expect(try oshi.ok(["list"]).contains("(graduated)"))

    // A group disbands.
    try oshi.ok(["group", "add", "Stella", "--slug", "stella", "--formed", "2020-04-01"])
    #expect(try oshi.ok(["disband", "stella", "--on", "2026-11-01"]) == "stella-graduation\n")
    #expect(try rendered(oshi)["stella-graduation"]?["days"] as? Int == 21)
  }

  @Test("Hiatus: day N while it lasts, the days to a known return, and resume")
  func hiatus() throws {
    let oshi = try Harness(now: "2026-11-22T12:00:00+09:00")
    try oshi.addAki()
    #expect(try oshi.ok(["hiatus", "aki", "--from", "2026-11-01"]) == "aki-hiatus\n")
    var widget = try #require(try rendered(oshi)["aki-hiatus"])
    #expect(widget["kind"] as? String == "hiatus")
    // Counted as 活休N日目: the first day is day 1.
    #expect(widget["days"] as? Int == 21)
    #expect(widget["count"] as? Int == 22)
    #expect(try oshi.ok(["list"]).contains("(on hiatus)"))

    try oshi.ok(["hiatus", "aki", "--from", "2026-11-01", "--until", "2026-12-01"])
    widget = try #require(try rendered(oshi)["aki-hiatus"])
    let next = try #require(widget["next"] as? [String: Any])
    #expect(next["date"] as? String == "2026-12-01")
    #expect(next["days_until"] as? Int == 9)

    try oshi.ok(["resume", "aki", "--on", "2026-11-20"])
    #expect(!(try oshi.ok(["list"]).contains("(on hiatus)")))
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(try oshi.ok(["list", "--format", "json"]).utf8))
        as? [String: Any])
    let aki = try #require((list["oshis"] as? [[String: Any]])?.first)
    let hiatus = try #require(aki["hiatus"] as? [String: Any])
    #expect(hiatus["from"] as? String == "2026-11-01")
    #expect(hiatus["until"] as? String == "2026-11-20")
  }

  @Test("export and import keep groups, graduations and hiatuses")
  func backupRoundTrip() throws {
    let oshi = try Harness()
    try oshi.ok(["group", "add", "Stella", "--slug", "stella", "--formed", "2020-04-01"])
    try oshi.ok(["add", "Luna", "--slug", "luna", "--group", "stella", "--birthday", "2001-04-05"])
    try oshi.ok(["graduate", "luna", "--on", "2026-03-31", "--stop-following"])
    try oshi.ok(["hiatus", "stella", "--from", "2026-10-01", "--until", "2027-01-01"])
    let backup = oshi.folder.appendingPathComponent("backup.json").path
    try oshi.ok(["export", "-o", backup])
    let listed = try oshi.ok(["list", "--format", "json"])
    try oshi.ok(["import", backup, "--replace"])
    #expect(try oshi.ok(["list", "--format", "json"]) == listed)
  }

  @Test("A version 1 backup's free-text group becomes a group of that name")
  func olderBackup() throws {
    let oshi = try Harness()
    let file = oshi.folder.appendingPathComponent("v1.json")
    try Data(
      """
      {"format": "oshi-backup", "version": 1, "oshis": [
        {"slug": "luna", "name": "Luna", "group": "ステラ☆ライブ", "birthday": "2001-04-05"},
        {"slug": "sora", "name": "Sora", "group": "ステラ☆ライブ"}
      ]}
      """.utf8
    ).write(to: file)
    try oshi.ok(["import", file.path])
    let groups = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try oshi.ok(["group", "list", "--format", "json"]).utf8)) as? [[String: Any]])
    #expect(groups.count == 1)
    #expect(groups.first?["name"] as? String == "ステラ☆ライブ")
    #expect(groups.first?["members"] as? [String] == ["luna", "sora"])
  }

  @Test("The migration turns v1's free-text groups into groups and keeps every row")
  func migration() throws {
    let oshi = try Harness()
    let folder = oshi.folder.appendingPathComponent("store")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A store as the v2 schema left it, written by hand.
    let queue = try DatabaseQueue(path: oshi.db)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES
            ('v1: oshis, widgets, slots and settings'), ('v2: widgets indexed in list order');
          CREATE TABLE oshi (id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL, shortName TEXT, symbol TEXT, groupName TEXT, birthday TEXT,
            debut TEXT, since TEXT, ageMode TEXT NOT NULL DEFAULT 'real',
            isPrivate BOOLEAN NOT NULL DEFAULT 0);
          CREATE TABLE widget (id TEXT PRIMARY KEY NOT NULL,
            oshiId INTEGER NOT NULL REFERENCES oshi(id) ON DELETE CASCADE ON UPDATE CASCADE,
            kind TEXT NOT NULL, date TEXT, label TEXT, once BOOLEAN NOT NULL DEFAULT 0,
            countStyle TEXT NOT NULL, leapDay TEXT NOT NULL DEFAULT 'feb28',
            isPrivate BOOLEAN NOT NULL DEFAULT 0, position INTEGER);
          CREATE INDEX widget_order ON widget(oshiId, position, id);
          CREATE TABLE slot (name TEXT PRIMARY KEY NOT NULL, family TEXT NOT NULL,
            current INTEGER NOT NULL DEFAULT 0);
          CREATE TABLE slotWidget (slot TEXT NOT NULL REFERENCES slot(name) ON DELETE CASCADE
            ON UPDATE CASCADE, position INTEGER NOT NULL, widget TEXT NOT NULL
            REFERENCES widget(id) ON DELETE CASCADE ON UPDATE CASCADE,
            PRIMARY KEY (slot, position));
          CREATE TABLE setting (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
          INSERT INTO oshi (slug, name, groupName, birthday, since) VALUES
            ('luna', 'Luna', 'ステラ☆ライブ', '2001-04-05', '2023-01-01'),
            ('sora', 'Sora', 'ステラ☆ライブ', NULL, '2024-01-01'),
            ('aki', 'Aki', NULL, '1999-03-15', NULL),
            ('hololive', 'Other', 'Hololive', NULL, '2022-01-01');
          INSERT INTO widget (id, oshiId, kind, countStyle, position) VALUES
            ('luna-birthday', 1, 'birthday', 'elapsed', 1),
            ('luna-following', 1, 'following', 'inclusive', 2),
            ('sora-following', 2, 'following', 'inclusive', 3),
            ('aki-birthday', 3, 'birthday', 'elapsed', 4),
            ('hololive-following', 4, 'following', 'inclusive', 5);
          INSERT INTO slot VALUES ('bar', 'inline', 0);
          INSERT INTO slotWidget VALUES ('bar', 0, 'luna-birthday');
          INSERT INTO setting VALUES ('lang', 'ja');
          """)
    }
    try queue.close()
    let list = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try oshi.ok(["list", "--format", "json", "--lang", "en"]).utf8))
        as? [String: Any])
    let groups = try #require(list["groups"] as? [[String: Any]])
    // Each name once; a slug already taken gets a number.
    #expect(groups.map { $0["name"] as? String } == ["ステラ☆ライブ", "Hololive"])
    #expect(groups.map { $0["slug"] as? String } == ["sutera-raibu", "hololive-2"])
    let oshis = try #require(list["oshis"] as? [[String: Any]])
    #expect(oshis.map { $0["slug"] as? String } == ["luna", "sora", "aki", "hololive"])
    #expect(
      oshis.map { $0["group"] as? String } == ["sutera-raibu", "sutera-raibu", nil, "hololive-2"])
    let widgets = try #require(list["widgets"] as? [[String: Any]])
    #expect(widgets.count == 5)
    #expect(try oshi.ok(["slot", "list"]).contains("luna-birthday"))
    #expect(try oshi.ok(["config", "get", "lang"]) == "ja\n")
  }
}

/// Issue 61's new user: an oshi who graduated on 2026-01-01, a group disbanded on
/// 2025-12-28 and a hiatus, read through every surface on days that would be キリ番,
/// milestones and yearly days of a celebrated count.
@Suite("Sad days are remembered on every surface")
struct SadDayTests {
  /// Celebrations and countdowns that a sad day's words never hold.
  static let loud = ["周年", "キリ番", "kiriban", "anniversary", "!", "祝"]

  static func store(now: String) throws -> Harness {
    let oshi = try Harness(now: now)
    try oshi.ok(["add", "Mio", "--slug", "mio", "--birthday", "2001-05-05"])
    try oshi.ok(["graduate", "mio", "--on", "2026-01-01"])
    try oshi.ok(["group", "add", "ゆめいろ♪バンド", "--slug", "yume", "--formed", "2020-04-01"])
    try oshi.ok(["disband", "yume", "--on", "2025-12-28"])
    try oshi.ok(["add", "Rin", "--slug", "rin", "--birthday", "2002-02-02"])
    try oshi.ok(["hiatus", "rin", "--from", "2026-05-18"])
    return oshi
  }

  /// The lines of `text` about the sad days' widgets.
  static func sad(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter {
      $0.contains("卒業") || $0.contains("解散") || $0.contains("活動休止") || $0.contains("活休")
        || $0.contains("graduat") || $0.contains("disband") || $0.contains("hiatus")
    }
  }

  @Test("upcoming, render, JSON and the calendar hold no celebration of a sad day")
  func everySurface() throws {
    // 2026-12-09 is day 342 since the graduation, 346 since the disbanding: 345 is a
    // run of digits, 333 a repdigit, for a count that is celebrated.
    let oshi = try Self.store(now: "2026-12-09T12:00:00+09:00")
    for language in ["ja", "en"] {
      let upcoming = try oshi.ok(["upcoming", "--days", "800", "--lang", language])
      let lines = Self.sad(upcoming)
      #expect(
        lines.contains {
          $0.hasSuffix(language == "ja" ? "Mio 卒業から1年" : "Mio: 1 year since graduation")
        }, "\(upcoming)")
      #expect(
        lines.contains {
          $0.hasSuffix(language == "ja" ? "ゆめいろ♪バンド 解散から1年" : "ゆめいろ♪バンド: 1 year since disbanding")
        }, "\(upcoming)")
      for line in lines {
        for word in Self.loud { #expect(!line.contains(word), "\(line)") }
      }
      let json = try Harness.jsonLines(
        try oshi.ok(["upcoming", "--days", "800", "--format", "json", "--lang", language]))
      let sadEvents = json.filter {
        ["mio-graduation", "yume-graduation", "rin-hiatus"].contains($0["widget"] as? String)
      }
      #expect(!sadEvents.isEmpty)
      #expect(
        sadEvents.allSatisfy { ["graduation", "hiatus"].contains($0["event"] as? String) },
        "\(sadEvents)")
      let ics = try oshi.ok(["export", "--format", "ics", "--lang", language])
      #expect(!ics.contains("mio-graduation-day-"), "\(ics)")
      #expect(!ics.contains("rin-hiatus-day-"), "\(ics)")
    }
    for widget in ["mio-graduation", "yume-graduation", "rin-hiatus"] {
      for day in ["2026-12-09", "2026-12-28", "2027-01-01", "2027-05-18", "2028-09-27"] {
        let now = ["OSHI_NOW": "\(day)T12:00:00+09:00"]
        let json = try #require(
          try Harness.jsonLines(try oshi.ok(["render", widget, "--format", "json"], now)).first)
        #expect(json["milestone"] is NSNull && json["kiriban"] is NSNull, "\(widget) \(day)")
        for language in ["ja", "en"] {
          for family in ["inline", "circular", "rectangular"] {
            let text = try oshi.ok(
              ["render", widget, "--family", family, "--lang", language], now)
            for word in Self.loud + ["まで", " in "] {
              #expect(!text.contains(word), "\(widget) \(family) \(day): \(text)")
            }
          }
        }
      }
    }
    // The yearly days say how long it has been.
    let yearly = ["OSHI_NOW": "2027-01-01T12:00:00+09:00"]
    #expect(try oshi.ok(["render", "mio-graduation", "--lang", "ja"], yearly) == "🌸 Mio 卒業から1年\n")
  }

  @Test("notify says a sad day's yearly day plainly, and sends nothing for its count")
  func notify() throws {
    let oshi = try Self.store(now: "2026-12-09T10:00:00+09:00")
    // Day 345 since the graduation, and the disbanding's, Mio's and the hiatus's yearly days.
    for day in ["2026-12-11", "2026-12-14", "2026-12-28", "2027-01-01", "2027-05-18"] {
      let due = try oshi.ok(
        ["notify", "--dry-run", "--lang", "ja"], ["OSHI_NOW": "\(day)T10:00:00+09:00"])
      for line in Self.sad(due) {
        for word in Self.loud { #expect(!line.contains(word), "\(day): \(line)") }
      }
      if day == "2027-01-01" { #expect(due.contains("Mio 卒業から1年"), "\(due)") }
      if day == "2026-12-11" || day == "2026-12-14" { #expect(Self.sad(due).isEmpty, "\(due)") }
    }
  }
}
