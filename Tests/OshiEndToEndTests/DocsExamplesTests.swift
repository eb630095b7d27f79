import Foundation
import Testing

/// The `$ oshi …` examples of README.md, README.ja.md and docs/*.md, run and compared with
/// what each page shows.
///
/// An example is a fenced block with lines that start with `$ oshi `. Each such line is a
/// command, split into words as a POSIX shell splits them ('…', "…" and backslashes); the
/// lines after it, up to the next command or the end of the block, are what it prints:
/// standard output, then standard error, byte for byte. A line that is only `⋮` stands
/// for one or more lines left out. The examples of one page run in order on one new
/// store, on 2026-11-22 at 12:00 in Asia/Tokyo, as a user `you` with oshi installed in
/// /usr/bin runs them: the paths they print read /home/you and /usr/bin/oshi. A command
/// whose output shows an `error:` line must fail, and any other must succeed. A file that
/// a command names (`contacts.vcf`, `aki.jpg`) is made in the working folder first.
@Suite("Every $ oshi example in README and docs is what oshi prints")
struct DocsExamplesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The pages with examples that need no picture; each must have at least one.
  static let pages = [
    "README.md", "README.ja.md", "docs/using.md", "docs/integrations.md",
    "docs/notifications.md", "docs/counting.md", "docs/architecture.md",
  ]

  /// The pages whose examples read names in kanji with MeCab's dictionary.
  static let dictionaryPages = ["docs/calendars.md", "docs/names.md"]

  /// Whether MeCab's dictionary is installed where Debian puts it; CI, which installs
  /// it (OSHI_REQUIRE_CONSUMERS=1), runs these pages whatever the answer.
  static let readsKanji =
    ProcessInfo.processInfo.environment["OSHI_REQUIRE_CONSUMERS"] == "1"
    || ["/var/lib/mecab/dic/unidic", "/var/lib/mecab/dic/ipadic-utf8"].contains {
      FileManager.default.fileExists(atPath: $0)
    }

  /// The pages whose examples need a picture made with Pillow.
  static let picturePages = ["docs/pictures.md"]

  /// Reference pages, kept as they are: any example they gain is run, but they need none.
  static let referencePages = [
    "docs/SPEC.md", "docs/perf-history.md", "docs/fuzzing.md", "docs/glossary.md",
  ]

  /// A file that an example names, made before the first command that names it.
  enum Fixture {
    /// Text written as it is.
    case text(String)
    /// A picture drawn by Python with Pillow (`Harness.makePictures`).
    case picture(String)
    /// A folder of files, each name with its text.
    case folder([(String, String)])
  }

  /// The files the examples name: the contacts that ContactImportTests reads, a phone's
  /// address book as vdirsyncer keeps it, and the photo of PhotoTests, a light disc on a
  /// dark ground.
  static let fixtures: [String: Fixture] = [
    "contacts.vcf": .text(ContactImportTests.vcard),
    "phone-contacts": .folder([
      (
        "8d1c-rin.vcf",
        ContactFolderTests.card("8d1c-rin", "Rin", birthday: "2000-02-29", more: "NICKNAME:りん\r\n")
      ),
      ("5e0a-mai.vcf", ContactFolderTests.card("5e0a-mai", "Mai", birthday: "--07-07")),
      (
        "77f3-office.vcf",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:77f3-office\r\nFN:Office\r\nTEL:000\r\nEND:VCARD\r\n"
      ),
    ]),
    "aki.jpg": .picture(PhotoTests.wide + "wide.save('aki.jpg', quality=90)\n"),
  ]

  /// One `$ oshi …` line of a page, and what the page shows it printing.
  struct Step: Sendable {
    /// The line of the page, from 1.
    var line: Int
    /// What follows `$ oshi `.
    var command: String
    /// The lines shown after the command, without their line breaks.
    var output: [String] = []
  }

  /// The examples of `text`, a block's steps per block, and what is wrong with any of them.
  static func examples(in text: String) -> (blocks: [[Step]], problems: [String]) {
    var blocks: [[Step]] = []
    var problems: [String] = []
    var fence: [(line: Int, text: Substring)]?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      guard line.hasPrefix("```") else {
        fence?.append((index + 1, line))
        continue
      }
      guard let body = fence else {
        fence = []
        continue
      }
      fence = nil
      guard body.contains(where: { $0.text.hasPrefix("$ oshi ") }) else { continue }
      var steps: [Step] = []
      for (number, text) in body {
        if text.hasPrefix("$ oshi ") {
          steps.append(Step(line: number, command: String(text.dropFirst("$ oshi ".count))))
        } else if text.hasPrefix("$ ") || steps.isEmpty {
          problems.append("\(number): an example runs only `$ oshi …` lines and their output")
        } else {
          steps[steps.count - 1].output.append(String(text))
        }
      }
      blocks.append(steps)
    }
    if fence != nil { problems.append("a fenced block is never closed") }
    return (blocks, problems)
  }

  /// The words of `command`, split as a POSIX shell splits them.
  ///
  /// It reads '…', "…" (where `\` quotes `"`, `\`, `$` and a backquote) and `\` outside
  /// quotes. Nil when the line needs more of a shell: an expansion, a pipe, a redirection,
  /// a list, a glob or a comment.
  static func words(_ command: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in command {
      if escaped {
        if quote == "\"", !"\"\\$`".contains(character) { word.append("\\") }
        word.append(character)
        escaped = false
      } else if quote == "'" {
        if character == "'" { quote = nil } else { word.append(character) }
      } else if quote == "\"" {
        switch character {
        case "\"": quote = nil
        case "\\": escaped = true
        case "$", "`": return nil
        default: word.append(character)
        }
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        (word, inWord) = ("", false)
      } else {
        if "$`|&;<>()*?[".contains(character) || (!inWord && "#~".contains(character)) {
          return nil
        }
        inWord = true
        switch character {
        case "'", "\"": quote = character
        case "\\": escaped = true
        default: word.append(character)
        }
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }

  /// Whether `printed` is what `shown` shows: the same bytes, or, where a line of `shown` is
  /// `⋮`, the same lines with one or more lines of `printed` in the place of each `⋮`.
  static func matches(_ printed: String, _ shown: [String]) -> Bool {
    guard shown.contains("⋮") else { return printed == shown.map { $0 + "\n" }.joined() }
    guard printed.hasSuffix("\n") else { return false }
    let lines = printed.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let parts = shown.split(separator: "⋮", omittingEmptySubsequences: false).map(Array.init)
    guard let first = parts.first, let last = parts.last,
      lines.starts(with: first), lines.count >= first.count + last.count + parts.count - 1,
      Array(lines.suffix(last.count)) == last
    else { return false }
    // Each part in between goes as early as it can, which leaves the most room for the rest.
    var position = first.count
    let end = lines.count - last.count
    for part in parts.dropFirst().dropLast() {
      guard
        let start = (position + 1...max(position + 1, end - part.count - 1)).first(where: {
          $0 + part.count < end && Array(lines[$0..<$0 + part.count]) == part
        })
      else { return false }
      position = start + part.count
    }
    return position < end
  }

  /// `printed` as a user `you` sees it, with oshi in /usr/bin: the test's folder, which is
  /// HOME, read as /home/you, the built binary as /usr/bin/oshi, and the user's id as 1000.
  static func asShown(_ printed: String, _ oshi: Harness) -> String {
    var text = printed
    for binary in [Harness.binary.resolvingSymlinksInPath(), Harness.binary] {
      text = text.replacingOccurrences(of: binary.path, with: "/usr/bin/oshi")
    }
    for folder in [oshi.folder.resolvingSymlinksInPath(), oshi.folder] {
      text = text.replacingOccurrences(of: folder.path, with: "/home/you")
    }
    return text.replacingOccurrences(of: "/run/user/\(getuid())/", with: "/run/user/1000/")
  }

  /// Runs every example of `page` in order on one new store, and returns how many blocks
  /// ran.
  @discardableResult
  static func run(_ page: String) throws -> Int {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let (blocks, problems) = examples(in: text)
    for problem in problems { Issue.record("\(page):\(problem)") }
    let oshi = try Harness()
    // No lock screen on PATH, so that `integrate swaylock` and `integrate i3lock` print
    // what they print where none (or swaylock-effects, i3lock-color) is installed.
    let programs = oshi.folder.appendingPathComponent("no-programs")
    try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
    // The store in its default place under HOME, as a user has it.
    let variables: [String: String?] = ["OSHI_DB": nil, "PATH": programs.path]
    for step in blocks.joined() {
      let location = "\(page):\(step.line): $ oshi \(step.command)"
      guard let words = words(step.command) else {
        Issue.record("\(location): needs a shell; write it without `$ ` or make it plain words")
        continue
      }
      for name in words {
        let file = oshi.folder.appendingPathComponent(name)
        guard let fixture = fixtures[name],
          !FileManager.default.fileExists(atPath: file.path)
        else { continue }
        switch fixture {
        case .text(let content): try content.write(to: file, atomically: true, encoding: .utf8)
        case .picture(let python): try oshi.makePictures(python)
        case .folder(let files):
          try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
          for (item, content) in files {
            try content.write(
              to: file.appendingPathComponent(item), atomically: true, encoding: .utf8)
          }
        }
      }
      let result = try oshi.run(words, variables)
      let printed = asShown(result.stdout + result.stderr, oshi)
      if step.output.contains(where: { $0.hasPrefix("error:") }) {
        #expect(result.status != 0, "\(location): shows an error, but it succeeded")
      } else {
        #expect(result.status == 0, "\(location): exit \(result.status)\n\(result.stderr)")
      }
      #expect(
        matches(printed, step.output),
        "\(location): the page shows\n\(step.output.joined(separator: "\n"))\nbut oshi printed\n\(printed)"
      )
    }
    return blocks.count
  }

  @Test("Each page's examples print what the page shows", arguments: pages + referencePages)
  func page(_ page: String) throws {
    let blocks = try Self.run(page)
    if !Self.referencePages.contains(page) {
      #expect(blocks > 0, "\(page) has no `$ oshi` example, so this test checks nothing there")
    }
  }

  @Test(
    "The pages that read kanji print what they show", .enabled(if: DocsExamplesTests.readsKanji),
    arguments: dictionaryPages)
  func dictionaryPage(_ page: String) throws {
    #expect(try Self.run(page) > 0, "\(page) has no `$ oshi` example")
  }

  @Test(
    "The pages with a photo print what they show", .enabled(if: CardTests.readsPictures),
    arguments: picturePages)
  func picturePage(_ page: String) throws {
    #expect(try Self.run(page) > 0, "\(page) has no `$ oshi` example")
  }

  @Test("Every page is listed, and only pages listed for pictures need one")
  func everyPage() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      at: Self.root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)
    let found = Set(docs.filter { $0.pathExtension == "md" }.map { "docs/" + $0.lastPathComponent })
    #expect(
      found.union(["README.md", "README.ja.md"])
        == Set(Self.pages + Self.dictionaryPages + Self.picturePages + Self.referencePages),
      "list each README and each page of docs/ in pages, dictionaryPages, picturePages or referencePages"
    )
    for page in Self.pages + Self.referencePages {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      for step in Self.examples(in: text).blocks.joined() {
        let names = Self.words(step.command) ?? []
        let pictures = names.filter {
          if case .picture = Self.fixtures[$0] { return true } else { return false }
        }
        #expect(
          pictures.isEmpty, "\(page):\(step.line): needs \(pictures); list the page in picturePages"
        )
      }
    }
  }

  @Test("docs/integrations.md shows what `oshi integrate` prints for every target it takes")
  func everyTarget() throws {
    let help = try Harness().ok(["integrate", "--help"])
    let values = try #require(help.firstMatch(of: /\(values: ([^)]+)\)/)).output.1
    let targets = Set(values.split(whereSeparator: { ", \n".contains($0) }).map(String.init))
    #expect(targets.count >= 16, "\(targets)")
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("docs/integrations.md"), encoding: .utf8)
    let shown = Set(
      Self.examples(in: text).blocks.joined().compactMap { step -> String? in
        let words = Self.words(step.command) ?? []
        // A target, as `integrate TARGET`, or in English on this page of a ja store.
        guard words.first == "integrate",
          words.count == 2 || words.dropFirst(2) == ["--lang", "en"]
        else { return nil }
        return words[1]
      })
    #expect(shown == targets)
  }

  @Test(
    "Commands are split as a shell splits them, and lines that need a shell are refused",
    arguments: [
      ("render aki --lang ja", ["render", "aki", "--lang", "ja"] as [String]?),
      (#"add "Kobo Kanaeru" --slug kobo"#, ["add", "Kobo Kanaeru", "--slug", "kobo"]),
      (
        #"schedule --then 'pkill -RTMIN+8 waybar'"#,
        ["schedule", "--then", "pkill -RTMIN+8 waybar"]
      ),
      (#"add It\'s "a \"b\" \c" ''"#, ["add", "It's", #"a "b" \c"#, ""]),
      (#"render "$(oshi options widget | fzf | cut -f1)""#, nil),
      ("list | head", nil), ("export > backup.json", nil), ("render $WIDGET", nil),
      ("render 'unclosed", nil), ("import ~/backup.json", nil),
    ])
  func words(_ command: String, _ expected: [String]?) {
    #expect(Self.words(command) == expected)
  }

  @Test("⋮ stands for one or more lines, and the rest must match")
  func elision() {
    let printed = "a\nb\nc\nd\ne\n"
    #expect(Self.matches(printed, ["a", "b", "c", "d", "e"]))
    #expect(Self.matches(printed, ["a", "⋮", "e"]))
    #expect(Self.matches(printed, ["a", "⋮", "c", "⋮", "e"]))
    #expect(Self.matches(printed, ["⋮", "d", "e"]))
    #expect(Self.matches(printed, ["a", "b", "⋮"]))
    #expect(
      !Self.matches(printed, ["a", "b", "⋮", "c", "d", "e"]), "⋮ stands for at least one line")
    #expect(!Self.matches(printed, ["a", "⋮", "d"]))
    #expect(!Self.matches(printed, ["a", "⋮", "x", "⋮", "e"]))
    #expect(!Self.matches(printed, ["a", "b", "c", "d"]))
    #expect(!Self.matches("a\nb", ["a", "b"]))
  }
}
