import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiText
import OshiWords
import Testing

@testable import OshiCommands

@Suite("Help is true: every command has examples that parse, and config names every key")
struct HelpTests {
  /// Every command below `command`, with its path (`"slot set"`).
  static func commands(
    _ command: any ParsableCommand.Type = OshiCommand.self, path: [String] = []
  ) -> [(path: String, type: any ParsableCommand.Type)] {
    [(path.joined(separator: " "), command)]
      + command.configuration.subcommands.flatMap {
        commands($0, path: path + [$0._commandName])
      }
  }

  /// Splits an example as a POSIX shell would, for the single quotes the examples use.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        (word, started) = ("", false)
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return words
  }

  /// The Japanese of every help text in the catalog (``Words/Help``), as scripts/words.py
  /// reads them from its source.
  static func japaneseHelp() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [root.appendingPathComponent("scripts/words.py").path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entries = try #require(report["entries"] as? [[String: Any]])
    return entries.filter { ($0["file"] as? String)?.contains("/Help/") == true }
      .compactMap { $0["ja"] as? String }
  }

  @Test(
    "Japanese help wraps between words: never inside a katakana word, nor between a number and its counter (issue 61)",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func katakanaWhole() throws {
    let texts = try Self.japaneseHelp()
    #expect(texts.count > 250)
    for japanese in texts {
      for columns in [40, 56, 72, 80] {
        let lines = HelpText.wrapped("  " + japanese, columns: columns).split(separator: "\n")
        for (line, next) in zip(lines, lines.dropFirst()) {
          let end = line.last.map(HelpText.isKatakana) ?? false
          let start = next.drop { $0 == " " }.first.map(HelpText.isKatakana) ?? false
          #expect(!(end && start), "\(columns): \(line) / \(next)")
          // A number and the word after it, when no space parted them: 3つ, 1件.
          if let digit = line.last, digit.isASCII, digit.isNumber,
            let counter = next.drop(while: { $0 == " " }).first, CellWidth.of(counter) == 2
          {
            let word = line.split(separator: " ").last ?? ""
            #expect(!japanese.contains(word + String(counter)), "\(columns): \(line) / \(next)")
          }
        }
      }
    }
  }

  @Test("HelpText.groups names exactly the commands that group others")
  func groups() {
    let groups = Self.commands().filter { !$0.type.configuration.subcommands.isEmpty }
      .map { $0.path.split(separator: " ").map(String.init) }
    #expect(Set(groups) == HelpText.groups)
    #expect(HelpText.groupPath(in: ["slot", "--lang", "ja"]) == ["slot"])
    #expect(HelpText.groupPath(in: ["--lang=ja"]) == [])
    #expect(HelpText.groupPath(in: ["slot", "list"]) == nil)
    #expect(HelpText.groupPath(in: ["--lang"]) == nil)
  }

  @Test("Every command has examples, and each one parses")
  func examplesParse() throws {
    for (path, _) in Self.commands() {
      let examples = try #require(Help.examples[path], "no examples for '\(path)'")
      #expect(!examples.isEmpty)
      for example in examples {
        let words = Self.words(example.command)
        #expect(
          words.starts(with: path.split(separator: " ").map(String.init)),
          "'\(example.command)' is not an example of '\(path)'")
        #expect(throws: Never.self, "oshi \(example.command)") {
          _ = try OshiCommand.parseAsRoot(words)
        }
        // Short enough that the help's wrapping at 80 columns leaves them whole.
        #expect(("  $ oshi " + example.command).cellWidth <= 80, "\(example.command)")
        for language in Language.allCases {
          let what = example.what(language)
          #expect(("      " + what).cellWidth <= 80, "\(what)")
        }
      }
    }
    #expect(Set(Help.examples.keys) == Set(Self.commands().map(\.path)))
  }

  @Test("Every command's help shows its examples")
  func helpShowsExamples() {
    for (path, command) in Self.commands() {
      let help = command.helpMessage(columns: 80)
      #expect(help.contains("EXAMPLES:\n  $ oshi "), "\(path)")
    }
  }

  @Test("config --help and config set --help name every key")
  func configNamesEveryKey() {
    for command in [ConfigCommand.self, ConfigCommand.Set.self] as [any ParsableCommand.Type] {
      let help = command.helpMessage(columns: 80)
      for key in Settings.keys {
        #expect(help.contains("\n  \(key)\n"), "\(key)")
      }
    }
  }

  @Test(
    "Every date of an oshi's own has its option: add (or group add) sets it, edit clears it",
    arguments: OshiDate.allCases.filter(\.isOption))
  func everyDateHasItsOptions(date: OshiDate) throws {
    let option = "--\(date.name)"
    let added: OshiChanges
    if date.belongsTo == .groups {
      let command = try #require(
        try OshiCommand.parseAsRoot(["group", "add", "G", option, "2020-04-01"]) as? AddGroupCommand
      )
      added = command.changes
    } else {
      let command = try #require(
        try OshiCommand.parseAsRoot(["add", "Aki", option, "2020-04-01"]) as? AddCommand)
      added = command.changes
    }
    #expect(added.dates == [date: "2020-04-01"], "\(option)")
    // A group's own date is changed with group edit, and never cleared; the others are
    // cleared with edit.
    if date.belongsTo != .groups {
      let edit = try #require(
        try OshiCommand.parseAsRoot(["edit", "aki", "--no-\(date.name)"]) as? EditCommand)
      #expect(edit.changes.clearing == [date], "--no-\(date.name)")
    }
  }
}

@Suite("swift-argument-parser's words, translated in one file")
struct ParserTranslationTests {
  @Test("the translation was written for the version Package.resolved pins")
  func pinnedVersion() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let resolved = try String(
      contentsOf: root.appendingPathComponent("Package.resolved"), encoding: .utf8)
    // The pin's entry: its identity, then its state's version.
    let entry = try #require(resolved.range(of: "\"identity\" : \"swift-argument-parser\""))
    let after = resolved[entry.upperBound...]
    let version = try #require(
      after.firstMatch(of: /"version" : "(?<version>[0-9.]+)"/)?.output.version)
    #expect(
      String(version) == ParserTranslation.version,
      "swift-argument-parser is \(version): read its help and messages, then update ParserTranslation"
    )
  }

  @Test("each of the parser's words that the translation reads, in Japanese")
  func translated() {
    #expect(ParserTranslation.line("OVERVIEW: Count the days.") == "概要: Count the days.")
    #expect(
      ParserTranslation.line("  See 'oshi help slot <subcommand>' for detailed help.")
        == "  各コマンドの詳しい説明は 'oshi help slot <コマンド>' で読めます。")
    #expect(ParserTranslation.line("  --days <days>  (default: 30)") == "  --days <days>  (既定: 30)")
    #expect(ParserTranslation.sentences("Show help information.") == "ヘルプを表示します。")
    // One style for a list of values (issue 61): 、 between them, 。 before the default.
    #expect(
      ParserTranslation.line(
        "  --format <format>  text か json。 (values: text, json; default: text)")
        == "  --format <format>  text か json。(値: text、json。既定: text)")
    #expect(
      ParserTranslation.line("  --lang <lang>  言語。 (values: ja, en)")
        == "  --lang <lang>  言語。(値: ja、en)")
    #expect(
      ParserTranslation.message("missing expected argument '<name>'") == "引数 <name> がありません")
    #expect(
      ParserTranslation.message("missing expected argument '--on <on>'") == "--on を付けてください")
    #expect(
      ParserTranslation.message("the value 'x' is invalid for '--days <days>'")
        == "--days に 'x' は使えません")
    #expect(ParserTranslation.message("unexpected argument 'y'") == "余分な引数 'y' があります")
    // A message it does not know stays as the parser wrote it.
    #expect(ParserTranslation.message("something new") == "something new")
  }
}
