import OshiApp
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets
import OshiWords
import Testing

@Suite("The intent-options provider")
struct OptionsProviderTests {
  /// A context on a new in-memory store, on SPEC's day in Tokyo.
  static func context(language: Language = .en) throws -> Context {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    return Context(
      store: try Store.inMemory(), zone: zone, language: language, now: now.instant(in: zone))
  }

  @Test("An empty store offers no widgets, oshis or slots, and still the fixed lists")
  func empty() throws {
    let provider = try OptionsProvider(Self.context())
    #expect(provider.choices(for: .widget).isEmpty)
    #expect(provider.choices(for: .oshi).isEmpty)
    #expect(provider.choices(for: .slot).isEmpty)
    #expect(provider.choices(for: .kind).map(\.identifier) == WidgetKind.allCases.map(\.rawValue))
    #expect(
      provider.choices(for: .family).map(\.identifier) == ["circular", "rectangular", "inline"])
    #expect(provider.choices(for: .count).map(\.identifier) == ["inclusive", "elapsed"])
    #expect(provider.choices(for: .leapDay).map(\.identifier) == ["feb28", "mar1"])
    #expect(provider.choices(for: .format).map(\.identifier).contains("json"))
  }

  @Test("Widgets come live from the store, nearest occasion first")
  func liveWidgets() throws {
    let context = try Self.context()
    _ = try Catalog(context).addOshi(
      OshiChanges(name: "Aki", birthday: "1999-03-15", debut: "2019-11-30", since: "2023-04-01"))
    _ = try Catalog(context).addOshi(OshiChanges(name: "Luna", birthday: "--12-01"))
    var provider = try OptionsProvider(context)
    // debut in 8 days, Luna's birthday in 9, Aki's in 113, following's anniversary in 130.
    #expect(
      provider.choices(for: .widget).map(\.identifier) == [
        "aki-debut", "luna-birthday", "aki-birthday", "aki-following",
      ])
    #expect(provider.choices(for: .oshi).map(\.identifier) == ["aki", "luna"])
    let debut = try #require(provider.choices(for: .widget).first)
    #expect(debut.display == "Aki · debut")
    #expect(debut.subtitle.hasPrefix("2019-11-30 · "))
    #expect(debut.subtitle.contains("8 days"))

    _ = try Catalog(context).removeWidget(id: "aki-debut")
    provider = try OptionsProvider(context)
    #expect(
      provider.choices(for: .widget).map(\.identifier) == [
        "luna-birthday", "aki-birthday", "aki-following",
      ])
    _ = try Catalog(context).removeOshi(slug: "luna")
    provider = try OptionsProvider(context)
    #expect(provider.choices(for: .widget).map(\.identifier) == ["aki-birthday", "aki-following"])
    #expect(provider.choices(for: .oshi).map(\.identifier) == ["aki"])
  }

  @Test("Filters narrow the widgets by oshi and leave out those already chosen")
  func filters() throws {
    let context = try Self.context()
    _ = try Catalog(context).addOshi(
      OshiChanges(name: "Aki", birthday: "1999-03-15", since: "2023-04-01"))
    _ = try Catalog(context).addOshi(OshiChanges(name: "Luna", birthday: "--12-01"))
    let provider = try OptionsProvider(context)
    #expect(
      provider.choices(for: .widget, filter: ChoiceFilter(oshi: "luna")).map(\.identifier) == [
        "luna-birthday"
      ])
    #expect(
      provider.choices(for: .widget, filter: ChoiceFilter(excluding: ["aki-birthday"])).map(
        \.identifier)
        == ["luna-birthday", "aki-following"])
    // In a family, the subtitle shows what the widget would draw there.
    let circular = provider.choices(
      for: .widget, filter: ChoiceFilter(family: .circular, oshi: "luna"))
    #expect(circular.first?.subtitle == "--12-01 · 🎂Luna 9 days")
  }

  @Test("Display text is localized and sanitized, and private names stay hidden")
  func displayText() throws {
    let context = try Self.context(language: .ja)
    _ = try Catalog(context).addOshi(OshiChanges(name: "Aki", birthday: "1999-03-15"))
    _ = try Catalog(context).addOshi(
      OshiChanges(name: "Secret", slug: "s", birthday: "2000-01-01", isPrivate: true))
    let provider = try OptionsProvider(context)
    let displays = provider.choices(for: .widget).map(\.display)
    #expect(displays.contains("Aki · 誕生日"))
    #expect(displays.contains("非公開 · 誕生日"))
    #expect(!provider.choices(for: .oshi).map(\.display).contains("Secret"))
    #expect(provider.choices(for: .family).map(\.display) == ["円形", "長方形", "インライン"])
  }

  @Test("Slots list what they show, and say when they show nothing")
  func slots() throws {
    let context = try Self.context()
    _ = try Catalog(context).addOshi(
      OshiChanges(name: "Aki", birthday: "1999-03-15", debut: "2019-11-30"))
    try Catalog(context).setSlot("bar", widget: "aki-birthday", family: .inline)
    try Catalog(context).rotateSlot(
      "lock", widgets: ["aki-birthday", "aki-debut"], family: .circular)
    var provider = try OptionsProvider(context)
    #expect(provider.choices(for: .slot).map(\.identifier) == ["bar", "lock"])
    #expect(try Renderer(context).renderSlot("lock").face.id == "aki-birthday")
    #expect(try Catalog(context).advanceSlot("lock").shownWidgetID == "aki-debut")
    #expect(try Renderer(context).renderSlot("lock").family == .circular)
    #expect(try Catalog(context).advanceSlot("lock").shownWidgetID == "aki-birthday")

    _ = try Catalog(context).removeWidget(id: "aki-birthday")
    provider = try OptionsProvider(context)
    #expect(provider.choices(for: .slot).first?.subtitle == "shows nothing")
    #expect(throws: OshiError.self) { try Renderer(context).renderSlot("bar") }
    #expect(try Renderer(context).renderSlot("lock").face.id == "aki-debut")
  }

  @Test("Choice output keeps one choice per line, whatever the names hold")
  func output() {
    let choices = [Choice(identifier: "a", display: "tab\there\nnew\u{1B}[31m", subtitle: "s")]
    #expect(ChoiceOutput.text(choices) == "a\ttab here new[31m\n")
    #expect(
      ChoiceOutput.json(choices)
        == "[{\"display\":\"tab here new[31m\",\"identifier\":\"a\",\"subtitle\":\"s\"}]\n")
    #expect(ChoiceOutput.tsv(choices) == "a\ttab here new[31m\ts\n")
  }
}
