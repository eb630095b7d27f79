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
    #expect(
      result.stderr
        == "error: no store at \(missing); check --db or OSHI_DB, or add an oshi first with oshi add NAME\n"
    )
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

  @Test(
    "A refused command on a new machine creates nothing, and render still gives the hint",
    arguments: [
      ["add", "X", "--birthday", "2025-02-30"],
      ["add", "X", "--since", "2024-01-01", "--tz", "Mars"],
      ["edit", "nobody", "--name", "X"], ["slot", "set", "bar", "--widget", "nobody-birthday"],
    ])
  func refusedCreatesNothing(arguments: [String]) throws {
    let oshi = try Harness()
    let before = Self.tree(oshi.folder)
    // The store's folder is made for it, and goes with it.
    let refused = try oshi.run(arguments)
    #expect(refused.status == 64, "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: oshi.db))
    #expect(Self.tree(oshi.folder) == before)
    let render = try oshi.run(["render"])
    #expect(render.status == 66)
    #expect(
      render.stderr
        == "error: no store at \(oshi.db); check --db or OSHI_DB, or add an oshi first with oshi add NAME\n"
    )
    // A store that was there stays, refusal or not.
    try oshi.ok(["add", "Aki", "--since", "2023-04-01"])
    let kept = try #require(oshi.storeBytes())
    #expect(try oshi.run(arguments).status == 64)
    #expect(oshi.storeBytes() == kept)
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
      #expect(
        device.stderr.contains("it is a device or a pipe, not a file; give the path of a file"))
      #expect(device.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test("edit gives a removed date's widget back, and --no-DATE clears a date with its widget")
  func editRestoresAndClears() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday"])
    #expect(
      try oshi.ok(["widget", "remove", "aki-birthday"])
        == "removed the widget aki-birthday\nslot bar now shows nothing; give it a widget with: oshi slot set bar --widget ID\n"
    )
    // The same date given again brings the widget back; before, it exited 0 and did nothing.
    #expect(try oshi.ok(["edit", "aki", "--birthday", "1999-03-15"]) == "aki-birthday\n")
    #expect(try oshi.ok(["render", "aki-birthday"]).contains("Aki"))
    // Giving the date again while its widget exists adds nothing.
    #expect(try oshi.ok(["edit", "aki", "--birthday", "1999-03-16"]) == "")

    #expect(
      try oshi.ok(["edit", "aki", "--no-debut", "--no-since"])
        == "removed the widgets aki-debut, aki-following\n")
    let listed = try Harness.jsonLines(
      try oshi.ok(["list", "--format", "json"]).replacingOccurrences(of: "\n", with: ""))
    let oshis = try #require(listed.first?["oshis"] as? [[String: Any]])
    #expect(oshis.first?["debut"] is NSNull)
    #expect(oshis.first?["since"] is NSNull)
    #expect(try oshi.ok(["options", "widget"]).split(separator: "\n").count == 1)
    // And back again.
    #expect(try oshi.ok(["edit", "aki", "--since", "2023-04-01"]) == "aki-following\n")

    let before = try #require(oshi.storeBytes())
    let both = try oshi.run(["edit", "aki", "--no-since", "--since", "2023-01-01"])
    #expect(both.status == 64)
    #expect(both.stderr == "error: give --since or --no-since, not both\n")
    #expect(oshi.storeBytes() == before)
  }

  @Test("Names are trimmed, and a birthday in the future gets a notice")
  func smallerThings() throws {
    let oshi = try Harness()
    let added = try oshi.run(["add", "  Mio  ", "--birthday", "2030-01-01", "--short", " M "])
    #expect(added.stdout == "mio-birthday\n")
    #expect(
      added.stderr
        == "notice: the birthday 2030-01-01 is in the future, so the age counts from then; if you meant a past year, fix it with oshi edit SLUG --birthday\n"
    )
    #expect(try oshi.ok(["list", "--format", "tsv"]).hasPrefix("mio-birthday\t"))
    let json = try oshi.ok(["list", "--format", "json"])
    #expect(json.contains("\"name\":\"Mio\""), "\(json)")
    #expect(json.contains("\"short\":\"M\""), "\(json)")
    let japanese = try oshi.run(["edit", "mio", "--birthday", "2031-01-01", "--lang", "ja"])
    #expect(japanese.stderr.hasPrefix("notice: 誕生日 2031-01-01 は未来の日付です。"))
    // A past birthday, or one without a year, says nothing.
    #expect(try oshi.run(["edit", "mio", "--birthday", "2000-01-01"]).stderr.isEmpty)
    #expect(try oshi.run(["edit", "mio", "--birthday", "12/24"]).stderr.isEmpty)
  }

  @Test("Japanese kind names and year-less 和暦 dates; JA and ja_JP.UTF-8 are Japanese")
  func japaneseListing() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["add", "Sui", "--birthday", "4/6"])
    let table = try oshi.ok(["list", "--era", "--lang", "ja"])
    let rows = table.split(separator: "\n").map {
      $0.split(separator: " ").prefix(3).joined(separator: " ")
    }
    #expect(rows.contains("sui-birthday 誕生日 4月6日"), "\(table)")
    #expect(rows.contains("aki-debut デビュー 令和元年11月30日"), "\(table)")
    #expect(rows.contains("aki-following 推し始め 令和5年4月1日"), "\(table)")
    let show = try oshi.ok(["show", "--lang", "ja"])
    #expect(show.hasPrefix("aki-birthday  Aki · 誕生日 · 1999-03-15\n"), "\(show)")
    // English keeps the kinds' own names, as JSON and TSV always do.
    #expect(try oshi.ok(["list"]).contains(" birthday "))
    #expect(try oshi.ok(["list", "--format", "tsv", "--lang", "ja"]).contains("\tbirthday\t"))
    for lang in ["JA", "ja_JP.UTF-8"] {
      #expect(try oshi.ok(["render", "aki-following", "--lang", lang]).contains("推し始めて"))
    }
    try oshi.ok(["config", "set", "lang", "ja_JP.UTF-8"])
    #expect(try oshi.ok(["config", "get", "lang"]) == "ja\n")
  }

  @Test("remove and widget remove say what went, and which slots lost it")
  func removalsAreReported() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["add", "Mio", "--slug", "mio", "--since", "2024-01-01"])
    try oshi.ok(["slot", "rotate", "lock", "--widgets", "aki-birthday,mio-following"])
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-following"])
    #expect(
      try oshi.ok(["remove", "aki"])
        == """
        removed Aki (aki) and the widgets aki-birthday, aki-debut, aki-following
        slot bar now shows nothing; give it a widget with: oshi slot set bar --widget ID
        slot lock no longer shows aki-birthday

        """)
    #expect(
      try oshi.ok(["widget", "remove", "mio-following", "--lang", "ja"])
        == """
        ウィジェットを削除しました: mio-following
        スロット lock は何も表示しなくなりました(oshi slot set lock --widget ID で設定できます)

        """)
  }
}

@Suite("Parser errors in oshi's own form")
struct ParserErrorTests {
  @Test(
    "Mistyped commands, options before the command, and the version",
    arguments: [
      (["rendr"], "error: unknown command 'rendr'; did you mean 'render'?\n"),
      (["slot", "sett", "bar"], "error: unknown command 'slot sett'; did you mean 'slot set'?\n"),
      (["widget", "ad"], "error: unknown command 'widget ad'; did you mean 'widget add'?\n"),
      (["--lang", "en", "list"], "error: options go after the command: oshi list --lang en\n"),
      (["--lang", "ja", "list"], "error: オプションはコマンドの後に書きます: oshi list --lang ja\n"),
      (
        ["--db", "/tmp/my store", "render", "aki-birthday"],
        "error: options go after the command: oshi render aki-birthday --db '/tmp/my store'\n"
      ),
      (
        ["xyzzy"],
        "error: unknown command 'xyzzy'; the commands of oshi are: add, edit, remove, group, graduate, disband, hiatus, resume, widget, list, render, show, card, image, upcoming, cal, timeline, notify, options, slot, customize, refresh, schedule, integrate, open, config, export, import, doctor\n"
      ),
      (["list", "extra"], "error: unexpected argument 'extra'\n"),
      // Options before a mistyped command: the command is what is wrong.
      (["--lang", "ja", "rendr"], "error: 'rendr' というコマンドはありません。'render' のことですか?\n"),
      (["--db=/tmp/x.db", "rendr"], "error: unknown command 'rendr'; did you mean 'render'?\n"),
      // A command's option with no command: where it goes, not itself as a suggestion.
      (
        ["--lang"],
        "error: '--lang' goes after a command, as in oshi <command> --lang …; oshi --help lists the commands\n"
      ),
      (
        ["--lang", "ja", "--birthday"],
        "error: '--lang' はコマンドの後に書きます(oshi <コマンド> --lang …)。コマンドの一覧は oshi --help にあります\n"
      ),
      (
        ["--format", "json"],
        "error: '--format' goes after a command, as in oshi <command> --format …; oshi --help lists the commands\n"
      ),
      (["--bogus"], "error: unknown option '--bogus'; oshi --help lists the options\n"),
    ])
  func parserErrors(arguments: [String], expected: String) throws {
    let oshi = try Harness()
    let result = try oshi.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.refusal == expected)
    #expect(result.usage != nil, "\(arguments): \(result.stderr)")
  }

  @Test("--version prints oshi and the version")
  func version() throws {
    let result = try Harness().run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.wholeMatch(of: #/oshi 0\.\d+\.\d+\n/#) != nil, "\(result.stdout)")
  }
}

@Suite("schedule --install keeps the user's crontab and never runs refresh twice")
struct ScheduleInstallTests {
  /// A `crontab` program that keeps the table in a file of the test's folder.
  static func fakeCrontab(in oshi: Harness) throws -> (path: [String: String?], table: URL) {
    let bin = oshi.folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let table = oshi.folder.appendingPathComponent("crontab.txt")
    let script = """
      #!/bin/sh
      case "$1" in
        -l) [ -f '\(table.path)' ] || { echo "no crontab for $(id -un)" >&2; exit 1; }
            cat '\(table.path)' ;;
        -) cat > '\(table.path)' ;;
        *) exit 2 ;;
      esac
      """
    let program = bin.appendingPathComponent("crontab")
    try script.write(to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    return (["PATH": bin.path + ":/usr/bin:/bin"], table)
  }

  @Test("Install twice, with --then kept; the user's lines stay; uninstall takes only oshi's")
  func installTwice() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["config", "set", "tz", "Asia/Tokyo"])
    let (path, table) = try Self.fakeCrontab(in: oshi)
    let mine = "MAILTO=me@example.com\n0 7 * * * /usr/bin/backup --daily\n"
    try mine.write(to: table, atomically: true, encoding: .utf8)

    // The printed hint repeats every option given.
    let printed = try oshi.ok(["schedule", "--cron", "--then", "pkill -RTMIN+8 waybar"])
    #expect(
      printed.contains(
        "# Install (or replace) with: oshi schedule --cron --install --then 'pkill -RTMIN+8 waybar'\n"
      ))

    for _ in 0..<2 {
      let installed = try oshi.run(
        ["schedule", "--cron", "--install", "--then", "pkill -RTMIN+8 waybar"], path)
      #expect(installed.status == 0, "\(installed.stderr)")
    }
    let text = try String(contentsOf: table, encoding: .utf8)
    #expect(text.hasPrefix(mine + "\n# BEGIN oshi schedule"))
    #expect(text.components(separatedBy: " refresh --db ").count == 3, "\(text)")
    #expect(text.contains("--then 'pkill -RTMIN+8 waybar'"))

    // Lines printed by an older oshi, pasted by hand, are replaced too.
    let binary = Harness.binary.path
    let legacy = """
      \(mine)# oshi: keep the status-bar files right at every local midnight (zone Asia/Tokyo).
      # Install with: (crontab -l 2>/dev/null; oshi schedule --cron) | crontab -
      */15 * * * * \(binary) refresh --db /x --out /y
      @reboot \(binary) refresh --db /x --out /y

      """
    try legacy.write(to: table, atomically: true, encoding: .utf8)
    try oshi.ok(["schedule", "--cron", "--install"], path)
    let replaced = try String(contentsOf: table, encoding: .utf8)
    #expect(replaced.components(separatedBy: " refresh --db ").count == 3, "\(replaced)")
    #expect(!replaced.contains("--db /x"))

    #expect(
      try oshi.ok(["schedule", "--uninstall"], path) == "removed oshi's lines from your crontab\n")
    #expect(try String(contentsOf: table, encoding: .utf8) == mine)
    #expect(try oshi.ok(["schedule", "--uninstall"], path) == "your crontab has no oshi lines\n")

    let systemd = try oshi.run(["schedule", "--systemd", "--install"], path)
    #expect(systemd.status == 64)
  }
}

@Suite("In Japanese, errors, warnings and notices are Japanese")
struct JapaneseMessageTests {
  @Test("Exact lines")
  func exactLines() throws {
    let oshi = try Harness()
    try oshi.addAki()
    let ja: [String: String?] = ["LANG": "ja_JP.UTF-8"]
    #expect(
      try oshi.run(["render", "nobody-x"], ja).stderr
        == "error: ID 'nobody-x' のウィジェットはありません。ID は oshi list で確認できます\n")
    #expect(
      try oshi.run(["rendr"], ja).stderr
        == "error: 'rendr' というコマンドはありません。'render' のことですか?\n使い方: oshi <subcommand>\n")
    #expect(
      try oshi.run(["add", "Mio", "--since", "4/5"], ja).stderr
        == "error: --since: '4/5' には年がありませんが、この日付には年が要ります(2020-04-05 や 令和2年4月5日 のように年を付けてください)\n"
    )
    let missing = oshi.folder.appendingPathComponent("typo.sqlite").path
    #expect(
      try oshi.run(["render", "--db", missing], ja).stderr
        == "error: \(missing) にストアがありません。--db か OSHI_DB を確かめるか、oshi add 名前 で推しを追加してください\n"
    )
    // The stored language counts too, with LANG=C.
    try oshi.ok(["config", "set", "lang", "ja"])
    #expect(
      try oshi.run(["config", "set", "tz", "JST"]).stderr
        == "error: tz 'JST' は略称で、タイムゾーンではありません。Asia/Tokyo のことですか?(oshi config set tz Asia/Tokyo)\n"
    )
    let warned = try oshi.run(["list"], ["TZ": "Nowhere/City"])
    #expect(
      warned.stderr.hasPrefix("warning: TZ 'Nowhere/City' は IANA のタイムゾーンでも POSIX 形式でもありません。"))
    // English stays English.
    #expect(
      try oshi.run(["render", "nobody-x", "--lang", "en"]).stderr
        == "error: no widget has the id 'nobody-x'; `oshi list` shows the ids\n")
  }
}

@Suite("Slugs people can type")
struct SlugTests {
  @Test(
    "Accents dropped, kana romanized, and a name without letters gets a numbered slug and a notice")
  func slugs() throws {
    let oshi = try Harness()
    for (name, slug) in [("Björk", "bjork"), ("すいせい", "suisei"), ("Hololive 3期生", "hololive-3")] {
      #expect(
        try oshi.ok(["add", name, "--since", "2024-01-01"], ["OSHI_MECAB_DIC": ""])
          == "\(slug)-following\n")
    }
    // Without the dictionary, kanji cannot be read: a numbered slug, and how to read them.
    let kanji = try oshi.run(["add", "宝鐘", "--since", "2024-01-01"], ["OSHI_MECAB_DIC": ""])
    #expect(kanji.stdout == "oshi1-following\n")
    #expect(
      kanji.stderr
        == "notice: the name has no letter a slug can use, so its slug is oshi1; change it with oshi edit oshi1 --slug NEW (or give --slug when adding)\nnotice: the dictionary that reads kanji (unidic-mecab or mecab-ipadic-utf8) is not installed, so the slug oshi1 leaves the kanji out; give the reading with --yomi KANA\n"
    )
    // Without dates there are no ids to print; the notice still names the slug.
    let emoji = try oshi.run(["add", "🎤", "--lang", "ja"])
    #expect(emoji.stderr.contains("スラッグは oshi2 にしました"))
    // A slug given, or made from letters, needs no notice.
    #expect(
      try oshi.run(
        ["add", "宝鐘", "--slug", "houshou", "--since", "2024-01-01"], ["OSHI_MECAB_DIC": ""]
      )
      .stderr.isEmpty)
    #expect(try oshi.ok(["edit", "oshi1", "--slug", "houshou-2"]).isEmpty)
    // A custom widget's id is made from its label the same way.
    #expect(
      try oshi.ok(["widget", "add", "--oshi", "suisei", "--date", "2024-03-22", "--label", "ライブ"])
        == "suisei-raibu\n")
  }

  @Test("What a new user mistypes is answered as they meant it (issue 54, item 15)")
  func mistyped() throws {
    let oshi = try Harness()
    // help of a command that does not exist is refused as the command would be.
    let help = try oshi.run(["help", "rendr"])
    #expect(help.status == 64)
    #expect(help.stdout.isEmpty)
    #expect(help.stderr == "error: unknown command 'rendr'; did you mean 'render'?\n")
    let sub = try oshi.run(["help", "slot", "sett", "--lang", "ja"])
    #expect(sub.stderr == "error: 'slot sett' というコマンドはありません。'slot set' のことですか?\n")
    #expect(try oshi.run(["help", "slot", "set"]).status == 0)
    // A short option is read by the value after it: circular is a family, json a format.
    #expect(
      try oshi.run(["render", "-f", "circular"]).stderr.hasPrefix(
        "error: unknown option '-f'; did you mean '--family'?"))
    #expect(
      try oshi.run(["render", "-f", "json"]).stderr.hasPrefix(
        "error: unknown option '-f'; did you mean '--format'?"))
    // An oshi without a date is added, and the user is told how to give one.
    let added = try oshi.run(["add", "Carl"])
    #expect(added.status == 0)
    #expect(added.stdout.isEmpty)
    #expect(
      added.stderr
        == "notice: carl has no date yet, so no widget counts anything; give one with oshi edit carl --birthday 2000-01-31 (or --since, --debut)\n"
    )
    #expect(try oshi.run(["add", "Dora", "--since", "2024-01-01"]).stderr.isEmpty)
  }
}
