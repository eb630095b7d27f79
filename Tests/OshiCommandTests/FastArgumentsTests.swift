import ArgumentParser
import OshiApp
import OshiRender
import OshiRuntime
import PropertyBased
import Synchronization
import Testing

@testable import OshiCommands

@Suite("The fast argument path")
struct FastArgumentsTests {
  /// Words a status bar's command line, or a mistaken one, is made of: valid and invalid
  /// ids, every flag (some twice), options with good and bad values, joined with `=` or
  /// not, and words only the full parser knows.
  static let words: [[String]] = {
    var words: [[String]] = [
      ["aki-birthday"], ["x"], ["a1-2"], ["Aki"], ["a_b"], [""], ["推し"], ["--all"], ["--redact"],
      ["--era"], ["--cached"], ["--help"], ["-h"], ["--"], ["--unknown"], ["--unknown", "x"],
      ["-x"],
      ["--width", "-3"], ["--width=-3"], ["--slot="], ["--family"], ["--version"],
    ]
    let values: [(String, [String])] = [
      ("--family", FamilySelection.allCases.map(\.rawValue) + ["square", "", "Inline"]),
      ("--format", RenderFormat.allCases.map(\.rawValue) + ["yaml", ""]),
      ("--slot", ["bar", "top-1", "a b", ""]),
      ("--out", ["/tmp/out", "", "a b"]),
      ("--db", ["/tmp/oshi.sqlite", "", "a=b"]),
      ("--tz", ["Asia/Tokyo", "UTC", "JST-9", "Nowhere/Else"]),
      ("--lang", ["ja", "en", "ja_JP.UTF-8", "en_US", "C", "xx", ""]),
      ("--width", ["0", "12", "40", "abc", "1.5", ""]),
      ("--color", ColorChoice.allCases.map(\.rawValue) + ["Always", "yes", ""]),
    ]
    for (option, choices) in values {
      for value in choices {
        words.append([option, value])
        words.append(["\(option)=\(value)"])
      }
    }
    return words
  }()

  @Test("Where the fast path reads the arguments, swift-argument-parser reads the same")
  func agreesWithTheParser() async {
    let generator = Gen.int(in: 0...(Self.words.count - 1)).array(of: 0...7)
    let accepted = Counter()
    await propertyCheck(count: 3000, input: generator, Gen.bool) { picks, leading in
      let arguments =
        (leading ? ["render"] : ["list"]) + picks.flatMap { Self.words[$0] }
      guard let fast = RenderInvocation(fastArguments: arguments[...]) else { return }
      accepted.add()
      let parsed = Result { try OshiCommand.parseAsRoot(arguments) }
      guard case .success(let command) = parsed, let render = command as? RenderCommand else {
        Issue.record("the fast path read \(arguments) that the parser refuses: \(parsed)")
        return
      }
      #expect(render.invocation == fast, "\(arguments)")
    }
    // The property is not vacuous: the fast path takes a good share of the lists.
    #expect(accepted.value > 300, "\(accepted.value)")
  }

  @Test(
    "The calls a status bar makes take the fast path",
    arguments: [
      ["render", "aki-birthday"],
      ["render", "--all", "--format", "json", "--family", "all"],
      ["render", "--slot", "bar", "--format", "waybar", "--lang", "ja"],
      ["render", "--all", "--format=i3blocks", "--tz=Asia/Tokyo", "--db=/tmp/x.sqlite"],
      ["render", "--all", "--color", "always"],
    ])
  func statusBarCalls(arguments: [String]) throws {
    let fast = try #require(RenderInvocation(fastArguments: arguments[...]))
    let render = try #require(try OshiCommand.parseAsRoot(arguments) as? RenderCommand)
    #expect(render.invocation == fast)
  }
}

@Suite("The fast argument path of upcoming")
struct UpcomingFastArgumentsTests {
  /// Words an `upcoming` command line, or a mistaken one, is made of: every option with
  /// good and bad values, joined with `=` or not, given twice, and words only the full
  /// parser knows.
  static let words: [[String]] = {
    var words: [[String]] = [
      ["aki"], [""], ["--help"], ["-h"], ["--"], ["--unknown"], ["--unknown", "x"], ["-x"],
      ["--all"], ["--version"], ["--days"], ["--days", "-1"], ["--days=-1"], ["--oshi="],
      ["--limit", "-3"], ["--format"],
    ]
    let values: [(String, [String])] = [
      ("--days", ["0", "7", "365", "36600", "40000", "+5", "abc", "1.5", "", "0x10"]),
      ("--limit", ["1", "3", "0", "x", ""]),
      ("--oshi", ["aki", "a b", "推し", ""]),
      ("--group", ["stella", "", "a=b"]),
      ("--format", UpcomingInvocation.Format.allCases.map(\.rawValue) + ["yaml", "", "JSON"]),
      ("--db", ["/tmp/oshi.sqlite", "", "a=b"]),
      ("--tz", ["Asia/Tokyo", "UTC", "JST-9", "Nowhere/Else"]),
      ("--lang", ["ja", "en", "ja_JP.UTF-8", "en_US", "C", "xx", ""]),
    ]
    for (option, choices) in values {
      for value in choices {
        words.append([option, value])
        words.append(["\(option)=\(value)"])
      }
    }
    return words
  }()

  @Test("Where the fast path reads the arguments, swift-argument-parser reads the same")
  func agreesWithTheParser() async {
    let generator = Gen.int(in: 0...(Self.words.count - 1)).array(of: 0...6)
    let accepted = Counter()
    await propertyCheck(count: 3000, input: generator, Gen.bool) { picks, leading in
      let arguments =
        (leading ? ["upcoming"] : ["timeline"]) + picks.flatMap { Self.words[$0] }
      guard let fast = UpcomingInvocation(fastArguments: arguments[...]) else { return }
      accepted.add()
      let parsed = Result { try OshiCommand.parseAsRoot(arguments) }
      guard case .success(let command) = parsed, let upcoming = command as? UpcomingCommand else {
        Issue.record("the fast path read \(arguments) that the parser refuses: \(parsed)")
        return
      }
      #expect(upcoming.invocation == fast, "\(arguments)")
    }
    // The property is not vacuous: the fast path takes a good share of the lists.
    #expect(accepted.value > 300, "\(accepted.value)")
  }

  @Test(
    "The calls prompts and timers make take the fast path",
    arguments: [
      ["upcoming"],
      ["upcoming", "--days", "365"],
      ["upcoming", "--days=7", "--limit=5", "--format=json"],
      ["upcoming", "--oshi", "aki", "--lang", "ja", "--tz", "Asia/Tokyo"],
      ["upcoming", "--group", "stella", "--db", "/tmp/x.sqlite", "--format", "text"],
    ])
  func promptCalls(arguments: [String]) throws {
    let fast = try #require(UpcomingInvocation(fastArguments: arguments[...]))
    let upcoming = try #require(try OshiCommand.parseAsRoot(arguments) as? UpcomingCommand)
    #expect(upcoming.invocation == fast)
  }

  @Test(
    "Help, mistakes and unusual forms are left to swift-argument-parser",
    arguments: [
      ["upcoming", "--help"], ["upcoming", "-h"], ["upcoming", "aki"], ["upcoming", "--days"],
      ["upcoming", "--days", "-1"], ["upcoming", "--days", "x"], ["upcoming", "--format", "yaml"],
      ["upcoming", "--lang", "xx"], ["upcoming", "--oshi="], ["upcoming", "--"],
      ["upcoming", "-x", "1"], ["--db", "x", "upcoming"], ["help", "upcoming"],
    ])
  func leftToTheParser(arguments: [String]) {
    #expect(UpcomingInvocation(fastArguments: arguments[...]) == nil)
  }
}

@Suite("notify's check, read by hand")
struct NotifyCheckArgumentsTests {
  /// Words a timer's `notify` line, or a mistaken one, is made of.
  static let words: [[String]] = {
    var words: [[String]] = [
      ["--print"], ["--dry-run"], ["--print=1"], ["--help"], ["-h"], ["--"], ["--unknown"],
      ["x"], ["--format"], ["--db="], ["--version"],
    ]
    let values: [(String, [String])] = [
      ("--format", ["text", "json", "yaml", "", "JSON"]),
      ("--db", ["/tmp/oshi.sqlite", "", "a=b"]),
      ("--tz", ["Asia/Tokyo", "UTC", "Nowhere/Else"]),
      ("--lang", ["ja", "en", "ja_JP.UTF-8", "C", "xx", ""]),
    ]
    for (option, choices) in values {
      for value in choices {
        words.append([option, value])
        words.append(["\(option)=\(value)"])
      }
    }
    return words
  }()

  @Test("Where the check reads the arguments, swift-argument-parser reads a notify alike")
  func agreesWithTheParser() async {
    let generator = Gen.int(in: 0...(Self.words.count - 1)).array(of: 0...5)
    let accepted = Counter()
    await propertyCheck(count: 3000, input: generator, Gen.bool) { picks, leading in
      let arguments = (leading ? ["notify"] : ["upcoming"]) + picks.flatMap { Self.words[$0] }
      guard let check = NotifyCheck(fastArguments: arguments[...]) else { return }
      accepted.add()
      let parsed = Result { try OshiCommand.parseAsRoot(arguments) }
      guard case .success(let command) = parsed, let notify = command as? NotifyCommand else {
        Issue.record("the check read \(arguments) that the parser refuses: \(parsed)")
        return
      }
      #expect(notify.global.input == check.global, "\(arguments)")
    }
    #expect(accepted.value > 300, "\(accepted.value)")
  }

  @Test(
    "The lines oshi schedule writes take the check",
    arguments: [
      ["notify"], ["notify", "--db", "/home/a/.local/share/oshi/oshi.sqlite"],
      ["notify", "--print"], ["notify", "--dry-run", "--format", "json"],
    ])
  func timerCalls(arguments: [String]) throws {
    let check = try #require(NotifyCheck(fastArguments: arguments[...]))
    let notify = try #require(try OshiCommand.parseAsRoot(arguments) as? NotifyCommand)
    #expect(notify.global.input == check.global)
  }
}

/// A count shared by a property's runs.
final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func add() { count.withLock { $0 += 1 } }
}

@Suite("The completion scripts oshi prints")
struct CompletionScriptTests {
  @Test("bash's candidate function is replaced, and fish asks no cursor of commandline -C")
  func patched() {
    let bash = Completions.script(for: .bash)
    #expect(bash.contains(Completions.bashAddCompletionsLiterally))
    #expect(!bash.contains(Completions.bashAddCompletions))
    let fish = Completions.script(for: .fish)
    #expect(!fish.contains("__oshi_tokens -tC"))
    #expect(fish.contains("(string length -- (commandline -ct))"))
  }

  @Test("Only the request for a script, in its three spellings, is taken before the parser")
  func request() {
    #expect(Completions.requestedShell(["--generate-completion-script", "bash"]) == .bash)
    #expect(Completions.requestedShell(["--generate-completion-script=zsh"]) == .zsh)
    #expect(Completions.requestedShell(["--generate-completion-script", "tcsh"]) == nil)
    #expect(Completions.requestedShell(["--generate-completion-script", "bash", "x"]) == nil)
    #expect(Completions.requestedShell(["render", "--generate-completion-script"]) == nil)
    #expect(Completions.requestedShell([]) == nil)
  }
}
