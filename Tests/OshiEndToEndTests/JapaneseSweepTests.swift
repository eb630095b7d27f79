import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Under ja, no English sentence reaches the fan (issue 61, section 3): every command's
/// help, a planted error of each kind, `doctor`, bare `oshi`, `refresh --verbose`, `card`
/// and `schedule`, read for English words outside an allow-list.
@Suite("No English prose under ja")
struct JapaneseSweepTests {
  /// The words that stay as they are in Japanese text: program, format and file-format
  /// names, the units systemd reads, and the test's own oshi.
  static let allowed: Set<String> = [
    "oshi", "Aki", "gone", "json", "text", "tsv", "waybar", "i3blocks", "i3status", "rust",
    "polybar",
    "tmux", "conky", "xbar", "argos", "eww", "hyprlock", "swaylock", "i3lock", "starship", "p10k",
    "kde", "gnome", "executor", "prompt", "ics", "vdir", "vcard", "csv", "remind", "birthdays",
    "png", "svg", "cron", "crontab", "systemd", "systemctl", "vdirsyncer", "khard", "MeCab",
    "UniDic", "unidic", "mecab", "ipadic", "utf", "SQLite", "sqlite", "CalDAV", "CardDAV",
    "Radicale", "Nextcloud", "iCloud", "Fastmail", "Google", "Outlook", "Thunderbird", "iPhone",
    "Android", "iOS", "Apple", "Pango", "dunst", "ID", "IDs", "UID", "ok", "ja", "en", "on", "off",
    "auto",
    "always", "never", "inline", "circular", "rectangular", "feb28", "mar1", "inclusive",
    "elapsed", "nth", "completed", "real", "hidden", "frozen", "px", "truecolor", "Unit",
    "Service", "Timer", "Install", "Type", "oneshot", "ExecStart", "OnCalendar", "OnStartupSec",
    "Persistent", "sleep",
    "true", "WantedBy", "timers", "target", "Description", "RandomizedDelaySec", "AccuracySec",
    "BEGIN", "END", "webcal", "https", "http", "YYYY", "MM", "DD", "HH", "RRGGBB", "KANA",
    "SLUG", "NAME", "FILE", "DIR", "COLOR", "WIDGET", "PATH", "lock", "bar", "tz", "lang",
    "era", "formats", "notify", "at", "before", "kinds", "catch_up", "calendar", "contacts",
    "Asia", "Tokyo", "UTC", "JST", "IANA", "POSIX", "LANG", "gz", "tar", "deb", "Noto", "Sans",
    "CJK", "emoji", "PNG", "SVG", "xdg", "XDG", "share", "local", "usr", "bin",
    // The keys, as the keyboard writes them.
    "Enter", "Esc", "Backspace", "Tab", "Space", "PgUp", "PgDn", "Home", "End", "Ctrl",
    // The kinds, as --kind takes them, and the words docs/glossary.md keeps as they are.
    "following", "birthday", "debut", "custom", "formed", "graduation", "hiatus", "slug", "id",
    "db", "iCalendar", "Lines", "anniversary", "milestone", "kiriban", "vcf", "Debian",
    // The libraries and units named in help, and the keys of JSON and settings.
    "WidgetKit", "Cairo", "MiB", "fzf", "txt", "event", "events", "days", "number", "none", "show",
    "hide",
    // Programs and code the integrations' comments name.
    "SwiftBar", "powerlevel10k", "chmod", "AGS", "soon", "parse", "replaceAll", "Executor",
    // Character sets and the program that converts them, as import names them.
    "Shift", "JIS", "iconv",
    // The setting a right click's terminal is kept in, and a terminal it names.
    "terminal", "foot",
  ]

  /// The command line's own words, which prose names as they are typed: every command's
  /// name, every option's and argument's name and value name, and every value listed.
  static func identifiers(_ command: [String: Any]) -> Set<String> {
    var words: Set<String> = [command["commandName"] as? String ?? ""]
    for argument in command["arguments"] as? [[String: Any]] ?? [] {
      for name in argument["names"] as? [[String: Any]] ?? [] {
        words.insert(name["name"] as? String ?? "")
      }
      words.insert(argument["valueName"] as? String ?? "")
      for value in argument["allValues"] as? [String] ?? [] { words.insert(value) }
    }
    for subcommand in command["subcommands"] as? [[String: Any]] ?? [] {
      words.formUnion(identifiers(subcommand))
    }
    return Set(
      words.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) })
  }

  /// The C library's words for each error number, as `strerror` gives them.
  static let systemReasons: [String] = (1...133).map { String(cString: strerror(Int32($0))) }
    .sorted { $0.count > $1.count }

  /// The English words of `line` that are not allowed: what is left once options,
  /// commands, paths, ids, quoted text, variables and the prefixes for scripts are
  /// taken out.
  static func englishWords(in line: String, identifiers: Set<String> = []) -> [String] {
    // A command to copy, as help's examples and crontab's lines hold.
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("$ ") { return [] }
    var text = line
    // The system's own words, which a refusal quotes in both languages.
    for reason in systemReasons where text.contains(reason) {
      text = text.replacingOccurrences(of: reason, with: " ")
    }
    let removed: [Regex<Substring>] = [
      // A path first, whole: a temporary folder's UUID has letters (8E62FA50-8E0A) that
      // the patterns below would leave as words once its lowercase start was taken.
      /\S*\/\S*/,
      // A subcommand's name before its abstract, in a group's help.
      /^\s+[a-z][a-z-]*(?=\s{2,})/,
      /^(?:error|warning|notice|note):/,
      /`[^`]*`/, /'[^']*'/, /"[^"]*"/, /<[^>]*>/, /\[[^\]]*\]/, /\[--\S*/,
      /\b[a-z0-9_]+(?:[-.][a-z0-9_*]+)+\b/,
      /(?:systemctl|crontab|sqlite3|pkill)(?: -?-?[\w.+-]+)*/,
      /(?:\$ )?oshi(?:-cli|-card|-notify-send)?(?: [a-z0-9][\w.\/-]*| -\S+| <[^>]*>| \[[^\]]*\])*/,
      /--[A-Za-z][\w.-]*(?:=\S*)?/, /(?:^|\s)-[A-Za-z]\b/,
      /@reboot/, /[A-Za-z]+=\S*/,
      /\$[A-Z_]+/, /\b[A-Z][A-Z0-9_]+\b/, /#[0-9A-Fa-f]{6}\b/,
      // A migration's version, as doctor names the store's schema (v10).
      /\bv[0-9]+\b/,
    ]
    for pattern in removed { text.replace(pattern, with: " ") }
    return text.matches(of: /[A-Za-z][A-Za-z0-9']+/).map { String($0.output) }.filter {
      !allowed.contains($0) && !allowed.contains($0.lowercased()) && !identifiers.contains($0)
    }
  }

  /// The lines of `output` with English words, each with them.
  static func english(_ output: String, identifiers: Set<String>) -> [String] {
    output.split(separator: "\n").compactMap { line in
      let words = englishWords(in: String(line), identifiers: identifiers)
      return words.isEmpty ? nil : "\(line)  ← \(words.joined(separator: " "))"
    }
  }

  @Test("The detector finds English and leaves what stays as it is")
  func detector() {
    #expect(Self.englishWords(in: "healthy") == ["healthy"])
    #expect(Self.englishWords(in: "error: give --widgets ID,ID or --group SLUG") == ["give", "or"])
    #expect(Self.englishWords(in: "wrote aki-birthday.circular.txt") == ["wrote"])
    // A temporary folder's UUID is a path, not words (it failed once on 8E62FA50-8E0A).
    #expect(
      Self.englishWords(in: "ストア: /tmp/oshi-e2e-8E62FA50-8E0A-4177/store/oshi.sqlite").isEmpty)
    #expect(Self.englishWords(in: "  $ oshi add Aki --birthday 1999-03-15").isEmpty)
    #expect(Self.englishWords(in: "error: スロット 'bar' はありません。oshi slot list で確かめてください").isEmpty)
    #expect(Self.englishWords(in: "waybar、i3blocks、tmux の設定を出力します (値: json, text)").isEmpty)
  }

  /// Every command of the dump, with its words.
  static func paths(_ oshi: Harness) throws -> [[String]] {
    JapaneseHelpTests.commands(try JapaneseHelpTests.dump(oshi, "en")).map {
      $0.0.split(separator: " ").dropFirst().map(String.init)
    }
  }

  /// Files for `oshi import` to speak of, with their options: a guessed charset, a file
  /// without a date column, slash dates, an unlabelled X-ABDATE, Thunderbird's birthday
  /// without a day, and the refusals of a charset, of mixed dates and of --date-order.
  static func importFiles(_ oshi: Harness) throws -> [[String]] {
    func write(_ bytes: [UInt8], _ name: String) -> String {
      let path = oshi.folder.appendingPathComponent(name).path
      FileManager.default.createFile(atPath: path, contents: Data(bytes))
      return path
    }
    let card = { (lines: String) in Array("BEGIN:VCARD\r\n\(lines)END:VCARD\r\n".utf8) }
    let guessed = write(
      Array("BEGIN:VCARD\r\nFN:".utf8) + [0x83, 0x41, 0x83, 0x4C]
        + Array("\r\nBDAY:19990315\r\nEND:VCARD\r\n".utf8), "sjis.vcf")
    let unknown = write(
      Array("BEGIN:VCARD\r\nFN;CHARSET=X-NO-SUCH:".utf8) + [0xE9]
        + Array("\r\nBDAY:19990315\r\nEND:VCARD\r\n".utf8), "charset.vcf")
    // Names whose slugs have a hyphen, which the detector takes out as ids.
    let labelless = write(card("FN:星野ルナ\r\nitem1.X-ABDATE:2019-11-30\r\n"), "apple.vcf")
    let mails = write(Array("名前,メール\n星野ルナ,m@example.com\n".utf8), "mails.csv")
    let slashes = write(
      Array("名前,誕生日\n星野ルナ,03/04/1999\n兎田ぺこら,20/01/1991\n".utf8), "dates.csv")
    let mixed = write(
      Array("名前,誕生日\n星野ルナ,15/3/1999\n兎田ぺこら,12/31/2003\n".utf8), "mixed.csv")
    let parts = write(
      Array("名前,Birth Year,Birth Month,Birth Day\n星野ルナ,2001,,\n兎田ぺこら,,7,4\n".utf8),
      "tb.csv")
    return [
      [guessed, "--dry-run"], [unknown, "--dry-run"], [labelless, "--dry-run"],
      [mails, "--dry-run"], [slashes, "--dry-run"], [mixed, "--dry-run"],
      [mixed, "--dry-run", "--date-order", "dmy"], [parts, "--dry-run"],
      [labelless, "--date-order", "mdy"],
    ]
  }

  /// The words docs/glossary.md says oshi never uses: its table's fourth column.
  static func avoided() throws -> [String] {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/glossary.md")
    let rows = try String(contentsOf: page, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("| ") && !$0.hasPrefix("| concept") }
    return rows.flatMap { row in
      let cells = row.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 4 else { return [String]() }
      return cells[4].split(separator: "、").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
  }

  @Test("Every help page, error, note and file that oshi writes under ja is Japanese")
  func sweep() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-birthday"])
    // A slot whose widget is gone, for slot list and doctor to speak of.
    try oshi.ok(["widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "初現場"])
    try oshi.ok(["slot", "set", "gone", "--widget", "aki-hatsu-genba"])
    try oshi.ok(["widget", "remove", "aki-hatsu-genba"])
    let japanese: [String: String?] = ["OSHI_LANG": "ja", "COLUMNS": "80"]
    let identifiers = Self.identifiers(try JapaneseHelpTests.dump(oshi, "en"))
    var runs: [[String]] = try Self.paths(oshi).filter { $0 != ["help"] }.map { $0 + ["--help"] }
    runs += [
      [], ["slot"], ["--lang", "ja"], ["doctor"],
      ["refresh", "--verbose", "--out", oshi.folder.appendingPathComponent("out").path],
      ["schedule", "--cron"], ["schedule", "--systemd"],
      ["card", "aki-birthday", "-o", oshi.folder.appendingPathComponent("c.png").path],
      // A planted error of each kind: the parser's, the lean binary's, the use cases'.
      ["rendr"], ["render", "nope"], ["add"], ["add", "X", "--birthday", "2025-02-30"],
      ["upcoming", "--days", "abc"], ["upcoming", "--days", "-1"], ["slot", "rotate", "bar"],
      ["integrate", "nope"], ["options", "nope"], ["image", "set", "aki", "nosuch.png"],
      ["config", "set", "lang"], ["edit", "aki", "--oshi-color", "ぴんきー"],
      ["export", "--format", "nope"],
      ["import", oshi.folder.appendingPathComponent("no.vcf").path],
      ["graduate", "aki"], ["slot", "rotate", "bar", "--kind", "birthday", "--widgets", "x"],
      ["slot", "list"], ["slot", "list", "--where"], ["render", "--slot", "gone"],
      ["customize", "bar"],
      // Each integration's snippet: its comments are the reader's.
      ["integrate", "vdirsyncer"], ["integrate", "vdirsyncer", "--contacts"],
    ]
    // What import says of files in other charsets and of dates (issue 55): each note and
    // refusal of a file it reads.
    runs += try Self.importFiles(oshi).map { ["import"] + $0 }
    // One word per concept (docs/glossary.md): the words it lists as avoided never show.
    let avoided = try Self.avoided()
    #expect(avoided.contains("フォルダ") && avoided.contains("ファミリー"), "\(avoided)")
    for target in [
      "waybar", "i3blocks", "i3status-rust", "polybar", "tmux", "conky", "xbar", "hyprlock",
      "swaylock", "i3lock", "starship", "p10k", "eww", "kde", "gnome", "argos",
    ] {
      runs.append(["integrate", target])
    }
    for arguments in runs {
      let result = try oshi.run(arguments, japanese)
      var said = result.stdout + result.stderr
      // A snippet's configuration is the consumer's language; its comments are the reader's.
      if arguments.first == "integrate" {
        said = said.split(separator: "\n").filter { line in
          let text = line.drop { $0 == " " }
          let comment = ["#", "//", ";", "--"].contains { text.hasPrefix($0) }
          return comment && !text.hasPrefix("#   ") && !text.hasPrefix("#!")
        }.joined(separator: "\n")
      }
      for word in avoided {
        // フォルダ, but not フォルダー, which is the word.
        let uses = said.replacingOccurrences(of: word + "ー", with: "").contains(word)
        #expect(!uses, "$ oshi \(arguments.joined(separator: " ")) says \(word)")
      }
      // The columns a CSV import read are named as the file writes them (Thunderbird's
      // `Birth Year`): the file's own words, as a name is.
      if arguments.first == "import" {
        said = said.split(separator: "\n").filter { !$0.hasPrefix("読んだ列: ") }
          .joined(separator: "\n")
      }
      let lines = Self.english(said, identifiers: identifiers)
      #expect(
        lines.isEmpty,
        "$ oshi \(arguments.joined(separator: " ")) says English:\n\(lines.joined(separator: "\n"))"
      )
    }
  }
}
