import Foundation
import Testing

/// `--help` in Japanese (issue 43): every text of every command, in the language the
/// command would speak, and a golden page of all of it.
@Suite("Help is Japanese when the language is ja")
struct JapaneseHelpTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Help__")

  /// Whether `text` has a kana or a kanji.
  static func hasJapanese(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
    }
  }

  /// The dump of every command's help that swift-argument-parser makes, in `language`.
  static func dump(_ oshi: Harness, _ language: String) throws -> [String: Any] {
    let result = try oshi.run(["--experimental-dump-help"], ["OSHI_LANG": language])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require((json as? [String: Any])?["command"] as? [String: Any])
  }

  /// Every command of the dump with its path.
  static func commands(_ command: [String: Any], path: [String] = []) -> [(String, [String: Any])] {
    let name = command["commandName"] as? String ?? ""
    let here = path + [name]
    let subcommands = command["subcommands"] as? [[String: Any]] ?? []
    return [(here.joined(separator: " "), command)]
      + subcommands.flatMap { commands($0, path: here) }
  }

  @Test("Every abstract, discussion, argument and option of every command is Japanese")
  func everyText() throws {
    let oshi = try Harness()
    let english = Dictionary(uniqueKeysWithValues: Self.commands(try Self.dump(oshi, "en")))
    let japanese = Self.commands(try Self.dump(oshi, "ja"))
    #expect(japanese.count == english.count)
    #expect(japanese.count > 40)
    var checked = 0
    for (path, command) in japanese {
      let original = try #require(english[path])
      for field in ["abstract", "discussion"] {
        guard let text = command[field] as? String, !text.isEmpty else { continue }
        #expect(Self.hasJapanese(text), "\(path): \(field) '\(text)'")
        #expect(text != original[field] as? String, "\(path): \(field) is still English")
        checked += 1
      }
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        let names = (argument["names"] as? [[String: Any]] ?? []).compactMap {
          $0["name"] as? String
        }
        guard let text = argument["abstract"] as? String, !text.isEmpty else { continue }
        #expect(Self.hasJapanese(text), "\(path) \(names): '\(text)'")
        checked += 1
      }
    }
    #expect(checked > 300)
  }

  @Test("Help speaks the command's language: --lang, OSHI_LANG, the stored lang, LANG")
  func resolution() throws {
    let oshi = try Harness()
    func overview(_ arguments: [String], _ extra: [String: String?] = [:]) throws -> Substring {
      let result = try oshi.run(arguments, extra)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      return result.stdout.split(separator: "\n").first ?? ""
    }
    #expect(
      try overview(["add", "--help"]) == "OVERVIEW: Add an oshi, with one widget per date given.")
    #expect(try overview(["add", "--help"], ["LANG": "ja_JP.UTF-8"]).hasPrefix("概要: 推しを追加し"))
    #expect(try overview(["help", "render"], ["OSHI_LANG": "ja"]).hasPrefix("概要: ウィジェットを"))
    #expect(try overview(["render", "-h", "--lang", "ja"]).hasPrefix("概要: ウィジェットを"))
    try oshi.ok(["config", "set", "lang", "ja"])
    #expect(try overview(["--help"]).hasPrefix("概要: 推しの大切な日を数えます"))
    #expect(try overview(["list", "--help", "--lang", "en"]).hasPrefix("OVERVIEW: List oshis"))
    #expect(
      try overview(["list", "--help"], ["OSHI_LANG": "en"]).hasPrefix("OVERVIEW: List oshis"))
    // Issue 61: a group named alone answers with its help, in the language asked for.
    #expect(try overview([]).hasPrefix("概要: 推しの大切な日を数えます"))
    #expect(try overview(["slot"]).hasPrefix("概要: "))
    #expect(try overview(["--lang", "en"]).hasPrefix("OVERVIEW: Count the days"))
    #expect(try overview(["--lang", "ja"], ["OSHI_LANG": "en"]).hasPrefix("概要: 推しの大切な日"))
    let footer = try oshi.ok(["slot", "--lang", "ja"])
    #expect(footer.hasSuffix("  各コマンドの詳しい説明は 'oshi help slot <コマンド>' で読めます。\n"), "\(footer)")
  }

  /// `oshi PATH --help` of every command at 80 columns, in Japanese.
  static func pages(_ oshi: Harness) throws -> String {
    var text = ""
    for (path, _) in commands(try dump(oshi, "en")) {
      let words = path.split(separator: " ").dropFirst().map(String.init)
      let result = try oshi.run(words + ["--help"], ["OSHI_LANG": "ja", "COLUMNS": "80"])
      #expect(result.status == 0, "\(path): \(result.stderr)")
      text += "$ \(path) --help\n" + result.stdout + "\n"
    }
    return text
  }

  @Test("The Japanese help of every command is the golden page, within 80 cells a line")
  func golden() throws {
    let oshi = try Harness()
    let text = try Self.pages(oshi)
    for line in text.split(separator: "\n") {
      // Cells: a Japanese character takes two.
      let cells = line.unicodeScalars.reduce(0) { width, scalar in
        width
          + ((0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFF00...0xFF60).contains(scalar.value)
            || (0x1F300...0x1FAFF).contains(scalar.value)
            ? 2 : (scalar.properties.generalCategory == .nonspacingMark ? 0 : 1))
      }
      #expect(cells <= 80 || line.hasPrefix("  $ oshi") || !line.contains(" "), "\(cells): \(line)")
    }
    let file = Self.goldens.appendingPathComponent("help-ja.txt")
    guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
      let record = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] != "never"
      if record {
        try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
      Issue.record("no golden help at \(file.path)\(record ? "; recorded it" : "")")
      return
    }
    #expect(text == golden, "the Japanese help differs from __Help__/help-ja.txt")
  }
}

/// swift-argument-parser's refusals, each kind in both languages (issue 43, section 2).
@Suite("Parser errors speak the resolved language, with the usage line after")
struct ParserErrorLanguageTests {
  struct Refusal: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var english: String
    var japanese: String
    var usage: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let refusals = [
    Refusal(
      arguments: ["add", "Mio", "--bday", "1/1"],
      english: "error: unknown option '--bday'; did you mean '--birthday'?",
      japanese: "error: '--bday' というオプションはありません。'--birthday' のことですか?",
      usage: "oshi add [<options>] <name>"),
    Refusal(
      arguments: ["render", "--width"], english: "error: --width needs a value",
      japanese: "error: --width に値がありません", usage: "oshi render [<options>] [<ids> ...]"),
    Refusal(
      arguments: ["add"],
      english:
        "error: missing expected argument '<name>'; for example: oshi add Aki --birthday 1999-03-15 --debut 2019-11-30 --since 2023-04-01 (oshi add --help shows more)",
      japanese:
        "error: 引数 <name> がありません。例: oshi add Aki --birthday 1999-03-15 --debut 2019-11-30 --since 2023-04-01(ほかの例は oshi add --help にあります)",
      usage: "oshi add [<options>] <name>"),
    Refusal(
      arguments: ["timeline", "aki", "extra"], english: "error: unexpected argument 'extra'",
      japanese: "error: 余分な引数 'extra' があります",
      usage: "oshi timeline <slug> [--format <format>] [--db <db>] [--tz <tz>] [--lang <lang>]"),
    Refusal(
      arguments: ["render", "--family", "square"],
      english: "error: --family 'square' is not one of: circular, rectangular, inline, all",
      japanese: "error: --family 'square' は使えません。次のどれかにしてください: circular, rectangular, inline, all",
      usage: "oshi render [<options>] [<ids> ...]"),
    Refusal(
      arguments: ["rendr"], english: "error: unknown command 'rendr'; did you mean 'render'?",
      japanese: "error: 'rendr' というコマンドはありません。'render' のことですか?",
      usage: "oshi <subcommand>"),
  ]

  @Test("Each kind of refusal, in English and in Japanese", arguments: refusals)
  func bothLanguages(_ refusal: Refusal) throws {
    let oshi = try Harness()
    let english = try oshi.run(refusal.arguments)
    #expect(english.status == 64)
    #expect(english.stderr == refusal.english + "\nusage: " + refusal.usage + "\n")
    for variables in [["LANG": "ja_JP.UTF-8"], ["OSHI_LANG": "ja"]] as [[String: String?]] {
      let japanese = try oshi.run(refusal.arguments, variables)
      #expect(japanese.status == 64)
      #expect(
        japanese.stderr == refusal.japanese + "\n使い方: " + refusal.usage + "\n", "\(variables)")
    }
    let flagged = try oshi.run(refusal.arguments + ["--lang", "ja"])
    #expect(flagged.stderr.hasPrefix(refusal.japanese + "\n"), "\(flagged.stderr)")
  }

  @Test("The last --lang speaks; one before the command counts as after it, where it goes")
  func lastLanguage() throws {
    let oshi = try Harness()
    let last = try oshi.run(["timeline", "aki", "extra", "--lang", "ja", "--lang", "en"])
    #expect(last.stderr.hasPrefix("error: unexpected argument 'extra'\n"), "\(last.stderr)")
    // Refused as `oshi list --lang en --lang ja`, which speaks Japanese.
    let leading = try oshi.run(["--lang", "ja", "list", "--lang", "en"])
    #expect(leading.status == 64)
    #expect(
      leading.stderr.hasPrefix("error: オプションはコマンドの後に書きます: oshi list --lang en --lang ja\n"),
      "\(leading.stderr)")
  }
}
