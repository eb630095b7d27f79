import OshiRuntime
import OshiWords
import Testing

@Suite("The global options, read before any parser")
struct GlobalInputTests {
  @Test(
    "--db, --tz and --lang in both forms, the last of each, and nothing after --",
    arguments: [
      ([], GlobalInput()),
      (["render", "--lang", "ja"], GlobalInput(lang: .ja)),
      (["--lang=ja_JP.UTF-8", "list"], GlobalInput(lang: .ja)),
      (["--db", "a.db", "--db=b.db"], GlobalInput(db: "b.db")),
      (["render", "--tz", "Asia/Tokyo", "--tz=UTC"], GlobalInput(tz: "UTC")),
      (["--lang", "ja", "--lang", "en"], GlobalInput(lang: .en)),
      // A language oshi does not speak is passed over, and its word is not taken.
      (["--lang", "ja", "--lang", "xx"], GlobalInput(lang: .ja)),
      (["--lang=fr", "--db", "x.db"], GlobalInput(db: "x.db")),
      (["add", "--", "--lang", "ja"], GlobalInput()),
      (["--db=", "list"], GlobalInput(db: "")),
      // A value is the next word; an option's name alone at the end is none.
      (["--db", "--lang", "ja"], GlobalInput(db: "--lang")),
      (["list", "--lang"], GlobalInput()),
      (["--language", "ja", "-l", "ja"], GlobalInput()),
      // Typed before the command, they count as typed after it.
      (["--lang", "ja", "list", "--lang", "en"], GlobalInput(lang: .ja)),
      (
        ["--db=a.db", "--tz", "UTC", "list", "--db", "b.db", "--tz=Asia/Tokyo"],
        GlobalInput(db: "a.db", tz: "UTC")
      ),
      (["list", "--lang", "en", "--lang", "ja"], GlobalInput(lang: .ja)),
    ])
  func given(arguments: [String], expected: GlobalInput) {
    #expect(GlobalInput.given(arguments) == expected)
  }

  @Test(
    "The other words, in order, without the global options and their values",
    arguments: [
      (["--lang", "ja", "slot"], ["slot"]),
      (["group", "--db=x.db", "--tz", "UTC"], ["group"]),
      (["--lang", "xx", "slot"], ["--lang", "xx", "slot"]),
      (
        ["render", "--format", "json", "--lang", "en", "a-b"],
        ["render", "--format", "json", "a-b"]
      ),
      (["add", "X", "--", "--lang", "ja"], ["add", "X", "--", "--lang", "ja"]),
      (["list", "--lang"], ["list", "--lang"]),
    ])
  func others(arguments: [String], expected: [String]) {
    #expect(GlobalInput.read(arguments).others == expected)
  }

  @Test("An error speaks the language given, then OSHI_LANG, then LANG, else English")
  func errorLanguage() {
    let both = ["OSHI_LANG": "en", "LANG": "ja_JP.UTF-8"]
    #expect(ErrorLanguage.current(arguments: ["--lang", "ja"], environment: both) == .ja)
    #expect(ErrorLanguage.current(arguments: [], environment: both) == .en)
    #expect(ErrorLanguage.current(arguments: [], environment: ["LANG": "ja_JP.UTF-8"]) == .ja)
    #expect(ErrorLanguage.current(arguments: ["--lang", "xx"], environment: [:]) == .en)
  }
}
