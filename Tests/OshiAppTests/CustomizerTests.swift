import OshiApp
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords
import Testing

@Suite("oshi customize's choices, screens and save, on a store")
struct CustomizerTests {
  /// Aki with three widgets, 星街すいせい with her reading, a private oshi, and a slot.
  static func context(language: Language = .en) throws -> Context {
    let context = try OptionsProviderTests.context(language: language)
    let catalog = Catalog(context)
    var aki = OshiChanges(
      name: "Aki", slug: "aki", birthday: "1999-03-15", debut: "2019-11-30", since: "2023-04-01")
    aki.color = "#ff66aa"
    aki.symbol = "♡"
    _ = try catalog.addOshi(aki)
    var suisei = OshiChanges(name: "星街すいせい", birthday: "--03-22")
    suisei.yomi = "ほしまち すいせい"
    _ = try catalog.addOshi(suisei)
    var secret = OshiChanges(name: "Secret", slug: "secret", birthday: "2001-12-01")
    secret.isPrivate = true
    _ = try catalog.addOshi(secret)
    try catalog.setSlot("bar", widget: "aki-birthday", family: .inline)
    return context
  }

  @Test("The choices are oshi options widget's, in its order, each with its inline line")
  func choices() throws {
    let context = try Self.context()
    let customizer = try Customizer(context)
    let options = try OptionsProvider(context).choices(for: .widget)
    #expect(customizer.entries.map(\.id) == options.map(\.identifier))
    #expect(customizer.entries.map(\.display) == options.map(\.display))
    let lines = try Renderer(context).render(RenderRequest(families: [.inline]))
    for entry in customizer.entries {
      #expect(entry.inline == lines.first { $0.face.id == entry.id }?.lines.first)
      for family in Family.allCases {
        #expect(
          customizer.lines(of: entry.id, in: family)
            == (try Renderer(context).render(RenderRequest(ids: [entry.id], families: [family])))
            .first?.lines)
      }
    }
  }

  @Test(
    "The filter finds 星街すいせい by kana and romaji, and a private oshi by its slug alone",
    arguments: [
      ("すい", ["hoshimachi-suisei-birthday"]), ("sui", ["hoshimachi-suisei-birthday"]),
      ("ほしまち", ["hoshimachi-suisei-birthday"]), ("星街", ["hoshimachi-suisei-birthday"]),
      ("secret", ["secret-birthday"]), ("Sec", ["secret-birthday"]),
    ])
  func filter(typed: String, found: [String]) throws {
    let customizer = try Customizer(Self.context())
    var editor = try customizer.editor(for: "bar")
    _ = editor.press(.character("/"), rows: 5)
    for character in typed { _ = editor.press(.character(character), rows: 5) }
    #expect(editor.shown.map { editor.entries[$0].id } == found)
  }

  @Test("A slot opens as the store has it; a new name opens empty; a bad name is refused")
  func opening() throws {
    let customizer = try Customizer(Self.context())
    let bar = try customizer.editor(for: "bar")
    #expect(!bar.isNew && bar.chosen == ["aki-birthday"] && bar.family == .inline)
    let new = try customizer.editor(for: "lock")
    #expect(new.isNew && new.chosen.isEmpty && new.family == .inline)
    let error = #expect(throws: OshiError.self) { try customizer.editor(for: "Bad Name") }
    #expect(error?.exitCode == 64)
  }

  @Test("Saving writes as slot set and slot rotate do, and merges a change made meanwhile")
  func saving() throws {
    let context = try Self.context()
    let customizer = try Customizer(context)
    var editor = try customizer.editor(for: "bar")
    // Add the first choice that is not in the slot.
    while editor.focused?.id == "aki-birthday" || editor.place(of: editor.focused?.id ?? "") != nil
    {
      _ = editor.press(.down, rows: 5)
    }
    let added = try #require(editor.focused?.id)
    _ = editor.press(.enter, rows: 5)
    // Meanwhile another command makes the slot rotate two widgets.
    try Catalog(context).rotateSlot("bar", widgets: ["aki-birthday", "aki-debut"], family: nil)
    let saved = try customizer.save(editor)
    #expect(saved.changedMeanwhile)
    let expected = ["aki-birthday", "aki-debut"] + (added == "aki-debut" ? [] : [added])
    #expect(saved.slot.widgetIDs == expected)
    let stored = try context.store.contents().slot(named: "bar")
    #expect(stored?.widgetIDs == expected && stored?.current == 0)
    // A slot of one widget, as slot set makes it.
    var lock = try customizer.editor(for: "lock")
    _ = lock.press(.enter, rows: 5)
    _ = lock.press(.character("f"), rows: 5)
    let one = try customizer.save(lock)
    #expect(!one.changedMeanwhile && one.slot.widgetIDs.count == 1 && one.slot.family == .circular)
  }

  @Test("What the fan chose was removed meanwhile and nothing is left: refused, slot as it was")
  func nothingLeft() throws {
    let context = try Self.context()
    let customizer = try Customizer(context)
    var editor = try customizer.editor(for: "bar")
    while editor.focused?.id != "aki-birthday" { _ = editor.press(.down, rows: 5) }
    _ = editor.press(.enter, rows: 5)
    while editor.focused?.id != "aki-debut" { _ = editor.press(.up, rows: 5) }
    _ = editor.press(.enter, rows: 5)
    #expect(editor.chosen == ["aki-debut"])
    _ = try Catalog(context).removeWidget(id: "aki-debut")
    let before = try context.store.contents().slot(named: "bar")
    let error = #expect(throws: OshiError.self) { try customizer.save(editor) }
    #expect(error?.exitCode == 1)
    #expect(
      error?.line(in: .en)
        == "error: slot bar would show nothing after the changes made while you were choosing; it was left as it is"
    )
    #expect(try context.store.contents().slot(named: "bar") == before)
  }

  static func screen(
    _ width: Int, _ height: Int, language: Language = .en
  ) -> CustomizeScreen {
    CustomizeScreen(width: width, height: height, depth: nil, language: language)
  }

  @Test("A slot's screen in each language: the list, the focused widget framed, the keys")
  func editorScreens() throws {
    let expected: [Language: String] = [
      .en: """
      oshi customize · slot bar · inline
      shows: Aki · birthday
          Aki · debut              ♡ Aki 7 years in 8 days
      ›   private · birthday       🎂 turns 25 in 9 days
        ● Aki · birthday           🎂 Aki turns 28 in 113d
          星街すいせい · birthday  🎂 星街すいせい 120 days
          Aki · following          ♡ Aki day 1,332






      secret-birthday · private · birthday
      ╭────────────────────────╮ ╭──────╮ ╭────────────────────────╮
      │🎂 turns 25 in 9 days   │ │  🎂  │ │🎂                      │
      ╰────────────────────────╯ │  9   │ │turns 25 in             │
                                 │ days │ │9 days                  │
                                 ╰──────╯ ╰────────────────────────╯
      ? keys  ↑↓ move  Enter add/remove  / filter  f family  s save  q quit
      """,
      .ja: """
      oshi customize · スロット bar · インライン
      表示: Aki · 誕生日
          Aki · デビュー         ♡ Aki 7周年まであと8日
      ›   非公開 · 誕生日        🎂 誕生日まであと9日
        ● Aki · 誕生日           🎂 Aki 28歳まであと113日
          星街すいせい · 誕生日  🎂星街すいせい あと120日
          Aki · 推し始め         ♡ Aki 推し始めて1332日目






      secret-birthday · 非公開 · 誕生日
      ╭────────────────────────╮ ╭──────╮ ╭────────────────────────╮
      │🎂 誕生日まであと9日    │ │  🎂  │ │🎂                      │
      ╰────────────────────────╯ │  9   │ │25歳の誕生日まで        │
                                 │  日  │ │あと9日                 │
                                 ╰──────╯ ╰────────────────────────╯
      ? キー  ↑↓ 移動  Enter 追加/外す  / 絞り込み  f 形  s 保存  q 終了
      """,
    ]
    for (language, golden) in expected {
      let customizer = try Customizer(Self.context(language: language))
      var editor = try customizer.editor(for: "bar")
      _ = editor.press(.down, rows: 5)
      let lines = Self.screen(80, 20, language: language).editor(editor, customizer)
      #expect(lines.joined(separator: "\n") == golden, "\(language)")
      #expect(lines.count == 20)
    }
  }

  @Test("The slots' screen, a rotation, the filter's line, the keys, and a terminal too small")
  func otherScreens() throws {
    let context = try Self.context()
    try Catalog(context).rotateSlot(
      "lock", widgets: ["aki-debut", "aki-following"], family: .circular)
    // A family in one ZWJ sequence, two cells wide, after the goldens' choices.
    _ = try Catalog(context).addOshi(
      OshiChanges(name: "👩‍👩‍👧‍👦 かぞく", slug: "family", birthday: "--04-01"))
    let customizer = try Customizer(context)
    let picker = Self.screen(60, 10).picker(SlotPicker(names: ["bar", "lock"]), customizer)
    #expect(
      picker.joined(separator: "\n") == """
        oshi customize · choose a slot
        › bar   inline    🎂 Aki turns 28 in 113d
          lock  circular  ♡Aki 7th in 8 days (1/2)
          a new slot…





        ↑↓ move  Enter open  q quit
        """)
    var editor = try customizer.editor(for: "lock")
    for key in [Key.character("/"), .character("a"), .character("k")] {
      _ = editor.press(key, rows: 5)
    }
    let filtered = Self.screen(60, 12).editor(editor, customizer)
    #expect(
      filtered.joined(separator: "\n") == """
        oshi customize · slot lock · circular
        rotates 2, in this order: Aki · debut, Aki · following
        › 1 Aki · debut              ♡ Aki 7 years in 8 days
            Aki · birthday           🎂 Aki turns 28 in 113d
          2 Aki · following          ♡ Aki day 1,332






        filter: ak▏ 3 of 6 (Esc clears)
        """)
    _ = editor.press(.escape, rows: 5)
    _ = editor.press(.character("?"), rows: 5)
    let keys = Self.screen(70, 16).editor(editor, customizer)
    #expect(keys[2] == "↑ ↓  k j      move" && keys[12] == "(any key closes this list)")
    for (width, height) in [(39, 30), (100, 9)] {
      #expect(
        Self.screen(width, height).editor(editor, customizer) == [
          "enlarge to 40×10 or more"
        ])
    }
    // Every line fits its screen, in each size from the least up.
    for width in [40, 57, 80, 133] {
      for height in [10, 15, 16, 40] {
        for lines in [
          Self.screen(width, height).editor(editor, customizer),
          Self.screen(width, height).picker(SlotPicker(names: ["bar", "lock"]), customizer),
        ] {
          #expect(lines.count == height, "\(width)×\(height)")
          #expect(lines.allSatisfy { $0.cellWidth <= width }, "\(width)×\(height)")
        }
      }
    }
  }
}
