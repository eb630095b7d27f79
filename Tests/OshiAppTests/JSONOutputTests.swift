import Foundation
import OshiApp
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets
import OshiWords
import Testing

@Suite("Backups, list, options and the timeline as JSON")
struct JSONOutputTests {
  static let backup = Backup(
    oshis: [
      Backup.OshiEntry(
        oshi: Oshi(
          slug: "aki", name: "Aki \u{1B}[31m", symbol: "♡", birthday: EventDate(iso: "1999-03-15")),
        widgets: [
          Widget(id: "aki-birthday", oshiID: 0, kind: .birthday),
          Widget(
            id: "aki-live", oshiID: 0, kind: .custom, date: EventDate(iso: "2026-12-24"),
            label: "A/B", once: true),
        ])
    ],
    slots: [Slot(name: "bar", family: .inline, widgetIDs: ["aki-live"], current: 0)],
    settings: ["tz": "Asia/Tokyo", "lang": "ja"])

  @Test("A backup is indented JSON, keys sorted, nil fields null, text cleaned")
  func encoded() throws {
    let expected = #"""
      {
        "format" : "oshi-backup",
        "groups" : [

        ],
        "oshis" : [
          {
            "age" : "real",
            "birthday" : "1999-03-15",
            "color" : null,
            "debut" : null,
            "formed" : null,
            "graduated" : null,
            "group" : null,
            "hiatus" : null,
            "joined" : null,
            "name" : "Aki [31m",
            "notify" : true,
            "private" : false,
            "short" : null,
            "since" : null,
            "slug" : "aki",
            "stop_following" : false,
            "symbol" : "♡",
            "widgets" : [
              {
                "breakdown" : false,
                "count_style" : "elapsed",
                "date" : null,
                "id" : "aki-birthday",
                "kind" : "birthday",
                "label" : null,
                "leap_day" : "feb28",
                "notify" : true,
                "once" : false,
                "private" : false,
                "years" : "completed"
              },
              {
                "breakdown" : false,
                "count_style" : "elapsed",
                "date" : "2026-12-24",
                "id" : "aki-live",
                "kind" : "custom",
                "label" : "A/B",
                "leap_day" : "feb28",
                "notify" : true,
                "once" : true,
                "private" : false,
                "years" : "completed"
              }
            ]
          }
        ],
        "settings" : {
          "lang" : "ja",
          "tz" : "Asia/Tokyo"
        },
        "slots" : [
          {
            "current" : 0,
            "family" : "inline",
            "name" : "bar",
            "widgets" : [
              "aki-live"
            ]
          }
        ],
        "version" : 2
      }

      """#
    let text = BackupFile.encode(Self.backup)
    #expect(text == expected)
    var cleaned = Self.backup
    cleaned.oshis[0].oshi.name = "Aki [31m"
    #expect(try BackupFile.decode(Data(text.utf8)) == cleaned)
  }

  @Test("Missing keys take their defaults, and unknown keys are ignored")
  func defaults() throws {
    let backup = try BackupFile.decode(
      Data(
        #"""
        {"format": "oshi-backup", "version": 1, "comment": "by hand",
         "oshis": [{"slug": "aki", "name": "Aki", "since": "2024-01-01",
                    "widgets": [{"id": "aki-following", "kind": "following"}]}]}
        """#.utf8))
    let entry = try #require(backup.oshis.first)
    #expect(entry.oshi.ageMode == .real)
    #expect(!entry.oshi.isPrivate)
    #expect(entry.oshi.shortName == nil)
    #expect(
      entry.widgets == [
        Widget(id: "aki-following", oshiID: 0, kind: .following, countStyle: .inclusive)
      ])
    #expect(backup.slots.isEmpty)
    #expect(backup.settings.isEmpty)
  }

  /// A backup by hand, with `oshis`, `slots` and `settings` as JSON text.
  static func document(_ oshis: String, slots: String = "[]", settings: String = "{}") -> Data {
    Data(
      #"{"format": "oshi-backup", "version": 1, "oshis": \#(oshis), "slots": \#(slots), "settings": \#(settings)}"#
        .utf8)
  }

  static let aki = #"{"slug": "aki", "name": "Aki", "birthday": "1999-03-15""#
  static let akiBirthday = #"{"id": "aki-birthday", "kind": "birthday"}"#

  /// Hand-made bad backups, and the message each must give.
  static var refusalCases: [(Data, String)] {
    [
      (
        document(
          "[\(aki)}, {\"slug\": \"luna\", \"name\": \"Luna\", \"birthday\": \"1999-02-30\"}]"),
        "$.oshis[1].birthday (line 1): '1999-02-30' is not a date; write YYYY-MM-DD or --MM-DD"
      ),
      (document(#"[{"slug": "aki", "name": 7}]"#), "$.oshis[0].name (line 1): expected a string"),
      (document(#"[{"name": "Aki"}]"#), "$.oshis[0].slug (line 1): missing"),
      (
        document("[\(aki), \"private\": 1}]"), "$.oshis[0].private (line 1): expected true or false"
      ),
      (
        document(
          "[\(aki), \"widgets\": [\(akiBirthday)]}]",
          slots: #"[{"name": "bar", "family": "inline", "widgets": ["aki-birthday", "nobody"]}]"#),
        "$.slots[0].widgets[1] (line 1): no widget in the backup has the id 'nobody'"
      ),
      (
        document(
          "[\(aki), \"widgets\": [{\"id\": \"aki-b\", \"kind\": \"birthday\", \"once\": 0}]}]"),
        "$.oshis[0].widgets[0].once (line 1): expected true or false"
      ),
      (
        document(
          "[\(aki), \"widgets\": [\(akiBirthday)]}, \(aki.replacingOccurrences(of: "Aki", with: "Aki 2"))}]"
        ),
        "$.oshis[1].slug (line 1): 'aki' appears twice"
      ),
      (
        document("[\(aki), \"widgets\": [{\"id\": \"aki-d\", \"kind\": \"debut\"}]}]"),
        "$.oshis[0].widgets[0].kind (line 1): the oshi has no debut date for a debut widget"
      ),
      (
        document("[\(aki), \"symbol\": \"♡♡\"}]"),
        "$.oshis[0].symbol (line 1): the symbol must be one character, such as ♡ or 🎂; got \"♡♡\""
      ),
      (
        document("[\(aki), \"widgets\": [{\"id\": \"aki-w\", \"kind\": \"weekly\"}]}]"),
        "$.oshis[0].widgets[0].kind (line 1): 'weekly' is not following, birthday, debut, custom, formed, graduation or hiatus"
      ),
      (
        document(
          "[\(aki), \"widgets\": [{\"id\": \"aki-b\", \"kind\": \"birthday\", \"count_style\": \"x\"}]}]"
        ),
        "$.oshis[0].widgets[0].count_style (line 1): 'x' is not elapsed or inclusive"
      ),
      (
        document(
          "[\(aki), \"widgets\": [{\"id\": \"aki-b\", \"kind\": \"birthday\", \"leap_day\": \"feb30\"}]}]"
        ),
        "$.oshis[0].widgets[0].leap_day (line 1): 'feb30' is not feb28 or mar1"
      ),
      (
        document("[]", slots: #"[{"name": "bar", "family": "square"}]"#),
        "$.slots[0].family (line 1): 'square' is not circular, rectangular or inline"
      ),
      (document(#"{"slug": "aki"}"#), "$.oshis (line 1): expected an array"),
      (document("[null]"), "$.oshis[0] (line 1): expected an object"),
      (document("[]", settings: #"{"lang": 1}"#), "$.settings.lang (line 1): expected a string"),
      (
        document("[]", slots: #"[{"name": "bar", "family": "inline", "current": -1}]"#),
        "$.slots[0].current (line 1): not a whole number ≥ 0"
      ),
      (
        Data(#"{"format": "oshi-backup", "version": 1.5}"#.utf8),
        "$.version (line 1): missing or not a number"
      ),
      (
        Data(#"{"format": "other", "version": 1}"#.utf8),
        "$.format (line 1): not an oshi backup (expected \"oshi-backup\"); oshi import reads the JSON backup that oshi export writes"
      ),
      (
        Data("[]".utf8),
        "the file is JSON but not an oshi backup; oshi import reads the JSON backup that oshi export writes"
      ),
      (
        Data(" \n".utf8),
        "the backup is not JSON: the file is empty; oshi import reads the JSON backup that oshi export writes"
      ),
      (
        Data([0x7B, 0xFF]),
        "the backup is not JSON: the file is not UTF-8 text; oshi import reads the JSON backup that oshi export writes"
      ),
      (
        Data(#"{"format": "oshi-backup""#.utf8),
        "the backup is not JSON: its text does not follow JSON's syntax; oshi import reads the JSON backup that oshi export writes"
      ),
    ]
  }

  @Test("Each refusal names the path of the bad field and its line", arguments: refusalCases)
  func refusals(data: Data, message: String) {
    // Equality compares the English message and the exit status.
    #expect(throws: OshiError.usage(message, ja: "")) { try BackupFile.decode(data) }
  }

  @Test("list writes one line of JSON, keys sorted, nil fields null")
  func list() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    let context = Context(
      store: try Store.inMemory(), zone: zone, language: .en, now: now.instant(in: zone))
    _ = try Catalog(context).addOshi(OshiChanges(name: "Aki", birthday: "--03-15"))
    let listed = Listing.json(try context.store.snapshot())
    #expect(
      listed
        == #"{"groups":[],"oshis":[{"age":"real","birthday":"--03-15","color":null,"debut":null,"formed":null,"graduated":null,"group":null,"hiatus":null,"joined":null,"name":"Aki","notify":true,"private":false,"short":null,"since":null,"slug":"aki","stop_following":false,"symbol":null}],"widgets":[{"breakdown":false,"count_style":"elapsed","date":"--03-15","id":"aki-birthday","kind":"birthday","label":null,"leap_day":"feb28","notify":true,"once":false,"oshi":"aki","private":false,"years":"completed"}]}"#
        + "\n")
  }

  @Test("DEL, C1 controls and line separators are escaped, as render's writer escapes them")
  func controls() {
    #expect(
      JSONText.line(["a\u{7F}b\u{9B}c\u{2028}d\u{2029}é\u{1B}"])
        == #"["a\u007fb\u009bc\u2028d\u2029é\u001b"]"# + "\n")
  }

  @Test("options and add write one line of JSON, keys sorted, slashes as they are")
  func optionsAndAdd() {
    #expect(
      ChoiceOutput.json([Choice(identifier: "a/b", display: "d", subtitle: "s")])
        == #"[{"display":"d","identifier":"a/b","subtitle":"s"}]"# + "\n")
    #expect(
      JSONText.line(["aki-birthday", "aki-debut"]) == #"["aki-birthday","aki-debut"]"# + "\n")
  }

  @Test("The timeline is one line of JSON, keys sorted, and reads back")
  func timeline() throws {
    let timeline = Timeline(
      generatedAt: "2026-11-22T12:00:00+09:00", validUntil: "2026-11-23T00:00:00+09:00",
      files: ["a.txt", "bar.waybar.json"], fingerprint: nil)
    #expect(
      timeline.text
        == #"{"files":["a.txt","bar.waybar.json"],"fingerprint":null,"generated_at":"2026-11-22T12:00:00+09:00","valid_until":"2026-11-23T00:00:00+09:00"}"#
        + "\n")
    #expect(Timeline(json: Data(timeline.text.utf8)) == timeline)
    var named = timeline
    named.fingerprint = "zone Asia/Tokyo"
    #expect(Timeline(json: Data(named.text.utf8)) == named)
    #expect(Timeline(json: Data(#"{"files": "a.txt"}"#.utf8)) == nil)
  }

  @Test("Only files the previous timeline listed are deleted, and never a planted path")
  func timelineOwnsItsFiles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "oshi-timeline-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let directory = OutputDirectory(path: root + "/out")
    let planted = ["old.txt", "../outside.txt", ".hidden", "sub/inner.txt", ""]
    try FileManager.default.createDirectory(
      atPath: root + "/out/sub", withIntermediateDirectories: true)
    for name in ["old.txt", "../outside.txt", ".hidden", "sub/inner.txt", "mine.txt"] {
      try "x".write(toFile: directory.file(name), atomically: true, encoding: .utf8)
    }
    let old = Timeline(generatedAt: "", validUntil: "", files: planted, fingerprint: nil)
    try old.text.write(
      toFile: directory.file(OutputDirectory.timelineName), atomically: true, encoding: .utf8)
    let report = try directory.locked { () throws(OshiError) -> RefreshReport in
      let previous = directory.timeline()
      #expect(previous == old)
      return try directory.apply(
        ["new.txt": "new\n"], previous: previous,
        timeline: { Timeline(generatedAt: "", validUntil: "", files: $0, fingerprint: nil) },
        sameTimeline: { old, names in old.files == names })
    }
    #expect(report.removed == ["old.txt"])
    #expect(report.written == ["new.txt", OutputDirectory.timelineName])
    for name in ["../outside.txt", ".hidden", "sub/inner.txt", "mine.txt", "new.txt"] {
      #expect(FileManager.default.fileExists(atPath: directory.file(name)), "\(name)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory.file("old.txt")))
    #expect(directory.timeline()?.files == ["new.txt"])
  }
}
