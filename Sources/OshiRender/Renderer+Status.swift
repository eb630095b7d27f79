import OshiCore
import OshiRuntime
import OshiStoreCore
import OshiWidgets
import OshiWords

extension Renderer {
  /// The cells of a line in a menu bar's menu (xbar, Argos).
  public static let menuCells = 48

  /// The entries of a menu bar's menu (xbar, Argos): each widget's inline line in the
  /// room a menu has, at least ``menuCells``, so that each line says which day it counts
  /// ("8th formation in 126 days", "56 days since graduation").
  ///
  /// `render` and refresh's files both list these.
  public func menuContents(_ rendered: [RenderedWidget], width: Int? = nil) -> [BarContent] {
    let budget = Budget(lines: 1, cells: max(width ?? 0, Renderer.menuCells))
    return barContents(rendered, width: width).enumerated().map { index, content in
      var content = content
      content.text =
        Formatter.lines(
          for: rendered[index].face, family: .inline, budget: budget, language: language,
          era: era
        ).first ?? content.text
      return content
    }
  }

  /// The bar entries of rendered widgets, in order.
  ///
  /// - Parameters:
  ///   - rendered: the widgets, as ``render(_:)`` drew them.
  ///   - width: `--width`, which the tooltip's lines keep to as the text does.
  /// - Returns: one entry for each widget, in the same order.
  public func barContents(_ rendered: [RenderedWidget], width: Int? = nil) -> [BarContent] {
    rendered.map {
      BarContent(face: $0.face, lines: $0.lines, language: language, era: era, width: width)
    }
  }

  /// The output of `render --format` for a status-bar format, and whether any widget is
  /// on its day (i3blocks then exits 33).
  public func statusOutput(
    _ rendered: [RenderedWidget], format: StatusFormat, width: Int? = nil,
    actions: MenuActions? = nil
  ) -> (String, Bool) {
    let contents = barContents(rendered, width: width)
    let today = contents.contains { $0.state == .today }
    if format.listsEveryWidget, let first = contents.first {
      return (
        format.render(first, menu: menuContents(rendered, width: width), actions: actions), today
      )
    }
    return (contents.map { format.render($0) }.joined(), today)
  }

  /// A slot's text, as `render --slot` prints it and `refresh` writes `<slot>.txt`: its
  /// widget's lines.
  public func slotText(_ shown: RenderedWidget) -> String {
    shown.lines.map { $0 + "\n" }.joined()
  }

  /// A slot in a status-bar format, as `render --slot --format` prints it and `refresh`
  /// writes the format's file: the slot's widget, and for the menu bars `menu`.
  ///
  /// - Parameters:
  ///   - shown: the slot's widget, as ``render(_:)`` drew it.
  ///   - format: the status bar's format.
  ///   - menu: every widget's menu line (``slotMenu(width:redact:)``), which the
  ///     menu-bar formats list; the others leave it out.
  ///   - width: `--width`, which the tooltip's lines keep to as the text does.
  ///   - actions: what the menu's lines do (``menuActions(binary:slot:)``); none without.
  /// - Returns: the slot's output in `format`.
  public func slotStatus(
    _ shown: RenderedWidget, format: StatusFormat, menu: [BarContent], width: Int? = nil,
    actions: MenuActions? = nil
  ) -> String {
    let content = BarContent(
      face: shown.face, lines: shown.lines, language: language, era: era, width: width)
    return format.render(
      content, menu: format.listsEveryWidget ? menu : [], actions: actions)
  }

  /// What a menu bar's lines do, run by `binary` on this store: show a widget in `slot`
  /// (none for `render --all`), its oshi's timeline, its next occasion.
  ///
  /// The store is read again for each widget's oshi (only a menu bar's run pays for it).
  public func menuActions(binary: String, slot: String?) throws(OshiError) -> MenuActions {
    let snapshot = try store.contents()
    var oshis: [String: String] = [:]
    for widget in snapshot.widgets {
      if let oshi = snapshot.oshi(id: widget.oshiID) { oshis[widget.id] = oshi.slug }
    }
    return MenuActions(
      binary: binary, store: ProgramPath.absolute(store.path), slot: slot,
      labels: MenuActions.Labels(
        show: Words.Render.menuShow(slot ?? "")(language),
        timeline: Words.Render.menuTimeline(language),
        occasion: Words.Render.menuOccasion(language)),
      oshis: oshis)
  }

  /// The menu of the menu bars' slots: every widget's line, in the store's order.
  public func slotMenu(width: Int? = nil, redact: Bool = false) throws(OshiError)
    -> [BarContent]
  {
    slotMenu(
      try render(RenderRequest(families: [.inline], width: width, redact: redact)), width: width)
  }

  /// ``slotMenu(width:redact:)`` from widgets already rendered inline.
  public func slotMenu(_ inline: [RenderedWidget], width: Int? = nil) -> [BarContent] {
    menuContents(inline.filter { $0.family == .inline }, width: width)
  }

  /// What a slot shows now, rendered in its family.
  public func renderSlot(_ name: String, width: Int? = nil, redact: Bool = false) throws(OshiError)
    -> RenderedWidget
  {
    let snapshot = try store.contents()
    guard let slot = snapshot.slot(named: name) else { throw Lookup.unknownSlot(name) }
    guard let id = slot.shownWidgetID else {
      throw OshiError(
        Words.Render.slotShowsNothing(name, family: slot.family.rawValue), exitCode: 65)
    }
    let rendered = try render(
      RenderRequest(ids: [id], families: [slot.family], width: width, redact: redact))
    guard let first = rendered.first else { throw Lookup.unknownWidget(id) }
    return first
  }
}
