import OshiApp
import OshiCore
import Testing

@Suite("oshi customize's keys and its editor, without a terminal")
struct SlotEditorTests {
  @Test(
    "The bytes a terminal sends become keys",
    arguments: [
      ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [Key.up, .down, .right, .left]),
      // Application cursor mode (SS3), as some terminals send the arrows.
      ("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF", [.up, .down, .home, .end]),
      ("\u{1B}[5~\u{1B}[6~", [.pageUp, .pageDown]),
      (
        "\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~",
        [.home, .end, .home, .end, .home, .end]
      ),
      ("\r\n\u{7F}\u{08}\t\u{03}", [.enter, .enter, .backspace, .backspace, .tab, .interrupt]),
      (
        "jk/sui",
        [
          .character("j"), .character("k"), .character("/"), .character("s"), .character("u"),
          .character("i"),
        ]
      ),
      // Kana from an input method, and a wide letter.
      ("すいｓ", [.character("す"), .character("い"), .character("ｓ")]),
      // A sequence oshi does not use (F5) is skipped, not typed; a modified arrow is
      // the arrow.
      ("\u{1B}[15~x\u{1B}[1;5Ay", [.character("x"), .up, .character("y")]),
      // ESC before a letter is Escape, then the letter.
      ("\u{1B}q", [.escape, .character("q")]),
      // Bytes that are no UTF-8 are skipped.
      ("\u{FFFF}", [.character("\u{FFFF}")]),
    ])
  func decodes(bytes: String, keys: [Key]) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array(bytes.utf8)) == keys)
    #expect(!decoder.isWaiting)
  }

  @Test("A sequence or a character cut between two reads waits for its end; a lone ESC is Escape")
  func pieces() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B]).isEmpty && decoder.isWaiting)
    #expect(decoder.feed([0x42]) == [.down])
    let kana = Array("す".utf8)
    #expect(decoder.feed(kana[0..<2]).isEmpty && decoder.isWaiting)
    #expect(decoder.feed(kana[2...]) == [.character("す")])
    #expect(decoder.feed([0x1B]).isEmpty && decoder.isWaiting)
    #expect(decoder.flush() == [.escape] && !decoder.isWaiting)
    // A cut sequence that never ends is dropped, not typed.
    #expect(decoder.feed([0x1B, 0x5B, 0x31]).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed([0xFF, 0x61]) == [.character("a")])
  }

  static func entries(_ count: Int) -> [SlotEditor.Entry] {
    (0..<count).map { index in
      SlotEditor.Entry(
        id: "w\(index)", display: "W \(index)", inline: "line \(index)", words: ["word\(index)"])
    }
  }

  static let named = [
    SlotEditor.Entry(
      id: "suisei-birthday", display: "星街すいせい · birthday", inline: "🎂 星街すいせい",
      words: ["suisei", "星街すいせい", "ほしまち すいせい", "hoshimachi suisei"]),
    SlotEditor.Entry(
      id: "aki-birthday", display: "Aki · birthday", inline: "🎂 Aki", words: ["aki", "Aki"]),
    SlotEditor.Entry(
      id: "marine-debut", display: "宝鐘マリン · debut", inline: "★ 宝鐘マリン",
      words: ["houshou-marine", "宝鐘マリン", "ほうしょう まりん", "houshou marin"]),
  ]

  @Test("Moving: one, a page, the ends; the list scrolls with the focus and stops at its ends")
  func moving() {
    var editor = SlotEditor(
      name: "bar", isNew: true, family: .inline, widgets: [], entries: Self.entries(30))
    let rows = 10
    #expect(editor.focus == 0 && editor.top == 0)
    for (key, focus, top) in [
      (Key.up, 0, 0), (.down, 1, 0), (.character("j"), 2, 0), (.character("k"), 1, 0),
      (.pageDown, 10, 1), (.pageDown, 19, 10), (.end, 29, 20), (.down, 29, 20),
      (.pageUp, 20, 20), (.character("g"), 0, 0), (.character("G"), 29, 20), (.home, 0, 0),
    ] {
      #expect(editor.press(key, rows: rows) == .stay)
      #expect((editor.focus, editor.top) == (focus, top), "\(key)")
    }
    // A smaller screen keeps the focused row on it.
    _ = editor.press(.end, rows: rows)
    editor.fit(rows: 5)
    #expect((editor.focus, editor.top) == (29, 25))
  }

  @Test("Enter adds the focused widget at the end of the rotation, or takes it out")
  func toggling() {
    var editor = SlotEditor(
      name: "bar", isNew: false, family: .inline, widgets: ["w2"], entries: Self.entries(5))
    #expect(!editor.isChanged)
    #expect(editor.press(.enter, rows: 5) == .stay)
    #expect(editor.chosen == ["w2", "w0"] && editor.place(of: "w0") == 2)
    _ = editor.press(.down, rows: 5)
    _ = editor.press(.down, rows: 5)
    _ = editor.press(.character(" "), rows: 5)
    #expect(editor.chosen == ["w0"] && editor.place(of: "w2") == nil && editor.isChanged)
    _ = editor.press(.character("f"), rows: 5)
    #expect(editor.family == .circular)
    _ = editor.press(.character("f"), rows: 5)
    _ = editor.press(.character("f"), rows: 5)
    #expect(editor.family == .inline)
  }

  @Test(
    "/ filters by name, slug or reading, in kana or romaji, as typed",
    arguments: [
      ("すい", ["suisei-birthday"]), ("sui", ["suisei-birthday"]), ("スイ", ["suisei-birthday"]),
      ("ＳＵＩ", ["suisei-birthday"]), ("hoshimachisui", ["suisei-birthday"]),
      ("まりん", ["marine-debut"]), ("マリン", ["marine-debut"]), ("marin", ["marine-debut"]),
      ("birthday", ["suisei-birthday", "aki-birthday"]), ("AKI", ["aki-birthday"]),
      ("nobody", []),
    ])
  func filtering(typed: String, kept: [String]) {
    var editor = SlotEditor(
      name: "bar", isNew: true, family: .inline, widgets: [], entries: Self.named)
    _ = editor.press(.character("/"), rows: 5)
    #expect(editor.isFiltering)
    for character in typed { #expect(editor.press(.character(character), rows: 5) == .stay) }
    #expect(editor.filter == typed)
    #expect(editor.shown.map { editor.entries[$0].id } == kept)
    #expect(editor.focused?.id == kept.first)
  }

  @Test("In the filter, q, s and j are typed; Enter still adds; Esc clears it, then quits")
  func filterKeys() {
    var editor = SlotEditor(
      name: "bar", isNew: true, family: .inline, widgets: [], entries: Self.named)
    _ = editor.press(.character("/"), rows: 5)
    for key in [Key.character("m"), .character("a"), .character("r"), .character("q")] {
      #expect(editor.press(key, rows: 5) == .stay)
    }
    #expect(editor.filter == "marq" && editor.shown.isEmpty && editor.focused == nil)
    _ = editor.press(.backspace, rows: 5)
    #expect(editor.filter == "mar" && editor.shown.count == 1)
    #expect(editor.press(.enter, rows: 5) == .stay)
    #expect(editor.chosen == ["marine-debut"])
    // Esc leaves the filter and clears it; the focus stays on its widget.
    #expect(editor.press(.escape, rows: 5) == .stay)
    #expect(!editor.isFiltering && editor.filter.isEmpty && editor.shown.count == 3)
    #expect(editor.focused?.id == "marine-debut")
    #expect(editor.press(.character("s"), rows: 5) == .save)
    // Tab leaves the filter and keeps it: then Esc clears it, and a second Esc quits.
    _ = editor.press(.character("/"), rows: 5)
    _ = editor.press(.character("a"), rows: 5)
    _ = editor.press(.tab, rows: 5)
    #expect(!editor.isFiltering && editor.filter == "a")
    #expect(editor.press(.escape, rows: 5) == .stay && editor.filter.isEmpty)
    #expect(editor.press(.escape, rows: 5) == .quit)
  }

  @Test("s saves, unless the slot is empty; q, Esc and Ctrl-C quit; ? shows the keys until a key")
  func leaving() {
    var editor = SlotEditor(
      name: "bar", isNew: true, family: .inline, widgets: [], entries: Self.named)
    #expect(editor.press(.character("s"), rows: 5) == .stay)
    #expect(editor.note == .emptySlot)
    #expect(editor.press(.down, rows: 5) == .stay && editor.note == nil)
    #expect(editor.press(.character("?"), rows: 5) == .stay && editor.showsKeys)
    #expect(editor.press(.character("s"), rows: 5) == .stay && !editor.showsKeys)
    #expect(editor.focus == 1)
    for key in [Key.character("q"), .escape, .interrupt] {
      var copy = editor
      #expect(copy.press(key, rows: 5) == .quit)
    }
    var helped = editor
    _ = helped.press(.character("?"), rows: 5)
    #expect(helped.press(.character("q"), rows: 5) == .quit)
  }

  @Test(
    "Saving applies the fan's own changes to the slot as it is now",
    arguments: [
      // (found, chosen, now, existing) → written, changed meanwhile, dropped
      (["a"], ["a", "b"], ["a"], "abc", ["a", "b"], false, [String]()),
      // Another command added c meanwhile: kept, b after it.
      (["a"], ["a", "b"], ["a", "c"], "abc", ["a", "c", "b"], true, []),
      // The fan took a out; another command added c: c stays.
      (["a", "b"], ["b"], ["a", "b", "c"], "abc", ["b", "c"], true, []),
      // Another command removed the slot's a, which the fan kept: it stays out.
      (["a", "b"], ["a", "b", "c"], ["b"], "abc", ["b", "c"], true, []),
      // c was removed from the store meanwhile: left out and said.
      (["a"], ["a", "c"], ["a"], "ab", ["a"], false, ["c"]),
      // The fan's added widget was added meanwhile by another command too: once.
      (["a"], ["a", "b"], ["a", "b"], "ab", ["a", "b"], true, []),
    ])
  func merging(
    found: [String], chosen: [String], now: [String], existing: String, written: [String],
    meanwhile: Bool, dropped: [String]
  ) {
    let entries = ["a", "b", "c"].map {
      SlotEditor.Entry(id: $0, display: $0, inline: $0, words: [])
    }
    var editor = SlotEditor(
      name: "bar", isNew: false, family: .inline, widgets: found, entries: entries)
    for id in Set(found).symmetricDifference(chosen).sorted(by: { a, b in
      // Take out first, then add in the order chosen lists them.
      (found.contains(a) ? 0 : 1 + (chosen.firstIndex(of: a) ?? 0))
        < (found.contains(b) ? 0 : 1 + (chosen.firstIndex(of: b) ?? 0))
    }) {
      while editor.focused?.id != id { _ = editor.press(.down, rows: 3) }
      _ = editor.press(.enter, rows: 3)
      _ = editor.press(.home, rows: 3)
    }
    #expect(editor.chosen == chosen)
    let current = Slot(name: "bar", family: .inline, widgetIDs: now, current: 0)
    let merged = editor.merged(onto: current, existing: Set(existing.map(String.init)))
    #expect(merged.slot?.widgetIDs == written)
    #expect(merged.changedMeanwhile == meanwhile)
    #expect(merged.dropped == dropped)
  }

  @Test("The family: the fan's where turned, else the slot's now; a new rotation starts first")
  func mergingFamily() {
    let entries = ["a", "b"].map { SlotEditor.Entry(id: $0, display: $0, inline: $0, words: []) }
    var editor = SlotEditor(
      name: "bar", isNew: false, family: .inline, widgets: ["a", "b"], entries: entries)
    // Unchanged widgets keep the one shown now.
    let shown = Slot(name: "bar", family: .rectangular, widgetIDs: ["a", "b"], current: 1)
    let kept = editor.merged(onto: shown, existing: ["a", "b"])
    #expect(kept.slot == shown && kept.changedMeanwhile)
    _ = editor.press(.character("f"), rows: 2)
    let turned = editor.merged(onto: shown, existing: ["a", "b"])
    #expect(turned.slot?.family == .circular && turned.slot?.current == 1)
    _ = editor.press(.enter, rows: 2)
    let taken = editor.merged(onto: shown, existing: ["a", "b"])
    #expect(taken.slot?.widgetIDs == ["b"] && taken.slot?.current == 0)
    // Everything taken out meanwhile and by the fan: nothing to write.
    _ = editor.press(.down, rows: 2)
    _ = editor.press(.enter, rows: 2)
    #expect(editor.chosen.isEmpty)
    #expect(editor.merged(onto: shown, existing: ["a", "b"]).slot == nil)
    // A slot made by another command while a new one was being chosen.
    var new = SlotEditor(name: "bar", isNew: true, family: .inline, widgets: [], entries: entries)
    _ = new.press(.enter, rows: 2)
    #expect(new.merged(onto: nil, existing: ["a"]).changedMeanwhile == false)
    let made = new.merged(onto: shown, existing: ["a", "b"])
    #expect(made.changedMeanwhile && made.slot?.widgetIDs == ["a", "b"])
  }
}
