import Foundation
import Testing

@Suite("options, slots and shell completion")
struct OptionsAndSlotsTests {
  @Test("oshi options widget always equals what the store holds")
  func optionsFollowTheStore() throws {
    let oshi = try Harness()
    #expect(try oshi.ok(["options", "widget"]).isEmpty)
    try oshi.addAki()
    func ids() throws -> Set<String> {
      Set(
        try oshi.ok(["options", "widget"]).split(separator: "\n").map {
          String($0.split(separator: "\t")[0])
        })
    }
    func listed() throws -> Set<String> {
      Set(
        try oshi.ok(["list", "--format", "tsv"]).split(separator: "\n").map {
          String($0.split(separator: "\t")[0])
        })
    }
    #expect(try ids() == ["aki-birthday", "aki-debut", "aki-following"])
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2024-02-12", "--label", "First live", "--id",
      "aki-live",
    ])
    #expect(try ids() == listed())
    try oshi.ok(["widget", "remove", "aki-debut"])
    #expect(try ids() == listed())
    #expect(try ids() == ["aki-birthday", "aki-following", "aki-live"])

    let json = try JSONSerialization.jsonObject(
      with: Data(try oshi.ok(["options", "widget", "--format", "json"]).utf8))
    let objects = try #require(json as? [[String: String]])
    #expect(objects.allSatisfy { Set($0.keys) == ["identifier", "display", "subtitle"] })
    for line in try oshi.ok(["options", "oshi"]).split(separator: "\n") {
      #expect(line.split(separator: "\t").count == 2)
    }
  }

  @Test("An unknown parameter exits 64 and lists the valid ones")
  func unknownParameter() throws {
    let oshi = try Harness()
    let result = try oshi.run(["options", "colour"])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("widget, oshi, group, kind, family, count, leap-day, format, slot"))
  }

  @Test("A slot can be set, rotated, advanced by a click, and says when it shows nothing")
  func slots() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-following", "--family", "inline"])
    #expect(try oshi.ok(["render", "--slot", "bar"]) == "♡ Aki day 1,332\n")
    try oshi.ok(["slot", "rotate", "bar", "--widgets", "aki-birthday,aki-debut"])
    let first = try oshi.ok(["render", "--slot", "bar"])
    let second = try oshi.ok(["slot", "next", "bar"])
    #expect(first != second)
    #expect(try oshi.ok(["render", "--slot", "bar"]) == second)
    #expect(try oshi.ok(["slot", "next", "bar"]) == first)
    // Back: from the first, round to the last; then to the first again.
    #expect(try oshi.ok(["slot", "next", "bar", "--previous"]) == second)
    #expect(try oshi.ok(["slot", "next", "bar", "--previous", "--quiet"]).isEmpty)
    #expect(try oshi.ok(["render", "--slot", "bar"]) == first)
    #expect(
      try oshi.ok(["slot", "list"]).contains("bar\tinline\taki-birthday\taki-birthday,aki-debut"))

    try oshi.ok(["remove", "aki"])
    let empty = try oshi.run(["render", "--slot", "bar"])
    #expect(empty.status != 0)
    #expect(empty.stderr.hasPrefix("error: slot 'bar' shows nothing"))
    #expect(try oshi.ok(["slot", "list"]).contains("nothing"))
    try oshi.ok(["slot", "remove", "bar"])
    #expect(try oshi.ok(["slot", "list"]).isEmpty)
    #expect(try oshi.run(["slot", "next", "bar"]).status == 64)
  }

  /// Runs the bash completion function that `--generate-completion-script` produced,
  /// as bash would on TAB, and returns what it offers.
  func complete(_ line: String, harness: Harness, script: URL, extra: [String: String] = [:]) throws
    -> [String]
  {
    let program = """
      source "$1"
      read -ra COMP_WORDS <<< "$2"
      [[ "$2" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      COMP_LINE="$2"
      COMP_POINT=${#COMP_LINE}
      COMPREPLY=()
      _oshi oshi "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try harness.shell(
      ["bash", "-c", program, "bash", script.path, line], extra: extra)
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test("Pressing TAB in bash offers the stored ids")
  func bashCompletion() throws {
    let oshi = try Harness()
    try oshi.addAki()
    try oshi.ok(["slot", "set", "bar", "--widget", "aki-debut"])
    let script = oshi.folder.appendingPathComponent("oshi.bash")
    try oshi.ok(["--generate-completion-script", "bash"]).write(
      to: script, atomically: true, encoding: .utf8)

    let widgets: Set<String> = ["aki-birthday", "aki-debut", "aki-following"]
    #expect(Set(try complete("oshi render ", harness: oshi, script: script)) == widgets)
    #expect(try complete("oshi render aki-f", harness: oshi, script: script) == ["aki-following"])
    #expect(
      Set(try complete("oshi slot set bar --widget ", harness: oshi, script: script)) == widgets)
    #expect(Set(try complete("oshi widget edit ", harness: oshi, script: script)) == widgets)
    #expect(try complete("oshi edit ", harness: oshi, script: script) == ["aki"])
    #expect(try complete("oshi render --slot ", harness: oshi, script: script) == ["bar"])
    #expect(
      Set(try complete("oshi slot rotate bar --widgets aki-debut,", harness: oshi, script: script))
        == ["aki-debut,aki-birthday", "aki-debut,aki-following"])

    // --db on the line being completed wins over OSHI_DB; a missing store offers nothing.
    let elsewhere = try Harness()
    try elsewhere.ok(["add", "Mio", "--since", "2024-01-01"])
    #expect(
      try complete("oshi render --db \(elsewhere.db) ", harness: oshi, script: script) == [
        "mio-following"
      ])
    #expect(
      try complete("oshi render ", harness: oshi, script: script, extra: ["OSHI_DB": elsewhere.db])
        == ["mio-following"])
    let missing = oshi.folder.appendingPathComponent("none/oshi.sqlite").path
    #expect(try complete("oshi render --db \(missing) ", harness: oshi, script: script).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }
}
