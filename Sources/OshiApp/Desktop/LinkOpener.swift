import Foundation
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// `oshi open URL`: what a click on a bar, a menu line or an `oshi://` link asks for.
///
/// Every bar's click, every menu line and the desktop's handler of `oshi://` come here,
/// so that a click does the same wherever it was made.
public struct LinkOpener: Sendable {
  let context: Context
  /// The `oshi` a terminal runs the timeline with.
  let binary: String

  /// The opener of `context`'s store; `binary` is the `oshi` a terminal runs.
  public init(_ context: Context, binary: String) {
    (self.context, self.binary) = (context, binary)
  }

  /// Where an occasion or a timeline is shown.
  public enum Shown: Sendable, Equatable {
    /// As a desktop notification, or in the configured terminal.
    case desktop
    /// On standard output (`--print`, or a terminal).
    case print
  }

  /// Does what `link` asks.
  ///
  /// - Parameters:
  ///   - link: the link.
  ///   - shown: where an occasion or a timeline goes.
  ///   - send: delivers a notification; tests pass their own.
  /// - Returns: what to print: the slot's new line, or the occasion or timeline when
  ///   `shown` is ``Shown/print``; empty otherwise.
  /// - Throws: ``OshiError`` for a slot, widget or oshi that is not there, a store that
  ///   cannot be read or written, or a notification or terminal that cannot be shown.
  public func open(
    _ link: OshiLink, shown: Shown,
    send: (Notifier.Note) throws(OshiError) -> Void = Notifier.desktop
  ) throws(OshiError) -> String {
    let catalog = Catalog(context)
    switch link {
    case .slot(let name, .next):
      return try slotLine(catalog.advanceSlot(name))
    case .slot(let name, .previous):
      return try slotLine(catalog.advanceSlot(name, back: true))
    case .slot(let name, .show(let widget)):
      return try slotLine(catalog.showInSlot(name, widget: widget))
    case .slot(let name, .occasion):
      let snapshot = try context.store.contents()
      guard let slot = snapshot.slot(named: name) else { throw Lookup.unknownSlot(name) }
      guard let id = slot.shownWidgetID else {
        throw OshiError(
          Words.Render.slotShowsNothing(name, family: slot.family.rawValue), exitCode: 65)
      }
      // The right click: the oshi's timeline where a terminal is configured to show it.
      if shown == .desktop, terminal != nil, let widget = snapshot.widget(id: id),
        let oshi = snapshot.oshi(id: widget.oshiID)
      {
        return try timeline(oshi.slug, shown: shown, send: send)
      }
      return try occasion(id, shown: shown, send: send)
    case .occasion(let widget):
      return try occasion(widget, shown: shown, send: send)
    case .timeline(let slug):
      return try timeline(slug, shown: shown, send: send)
    }
  }

  /// What i3blocks' button `button` on the block of `slot` asks for: 1 (left) the next
  /// widget, or for a slot of one widget its occasion; 3 (right) the occasion; 4 and 5
  /// (the wheel) back and on; nil for any other button.
  public func i3blocksClick(button: Int, slot name: String) throws(OshiError) -> OshiLink? {
    switch button {
    case 1:
      return .slot(name, try Catalog(context).rotates(name) ? .next : .occasion)
    case 3: return .slot(name, .occasion)
    case 4: return .slot(name, .previous)
    case 5: return .slot(name, .next)
    default: return nil
    }
  }

  /// The slot's line as `slot next` prints it.
  func slotLine(_ slot: Slot) throws(OshiError) -> String {
    TextWriter.text([try Renderer(context).renderSlot(slot.name)])
  }

  /// The terminal that shows a timeline: the setting `terminal`'s words, or nil.
  var terminal: [String]? {
    let words = (context.storedSettings[SettingKey.terminal] ?? "").split(separator: " ")
    return words.isEmpty ? nil : words.map(String.init)
  }

  /// The widget's next occasion, as a notification or a line.
  func occasion(
    _ id: String, shown: Shown, send: (Notifier.Note) throws(OshiError) -> Void
  ) throws(OshiError) -> String {
    let note = try occasionNote(id)
    if shown == .print { return "\(note.summary) — \(note.body)\n" }
    try send(note)
    return ""
  }

  /// The notification of widget `id`'s next occasion within ten years, as `notify` words
  /// it; a widget with none ahead (a past day that comes once) says so.
  func occasionNote(_ id: String) throws(OshiError) -> Notifier.Note {
    let snapshot = try context.store.contents()
    guard let widget = snapshot.widget(id: id), let oshi = snapshot.oshi(id: widget.oshiID)
    else { throw Lookup.unknownWidget(id) }
    let hidden =
      !NotifySettings(context.storedSettings).showsPrivate
      && (oshi.isPrivate || widget.isPrivate)
    let language = context.language
    guard let event = widget.upcoming(of: oshi, from: context.today, days: 3_660).first else {
      let name = hidden ? Words.Reads.privateInParentheses(language) : Sanitizer.clean(oshi.name)
      return Notifier.Note(
        summary: Words.Open.noOccasion(name)(language),
        body: NotificationText.body(context.today, language: language),
        category: "x-oshi.none")
    }
    let sentence = UpcomingList.sentences(
      of: widget, oshi: oshi, hidden: hidden, language: language)(event)
    var note = Notifier.Note(
      summary: NotificationText.summary(
        sentence, daysUntil: event.daysUntil, language: language,
        remembered: !widget.kind.celebratesCount && !event.isReturn),
      body: NotificationText.body(event.date, language: language),
      category: NotificationText.category(event.event))
    if !hidden, let oshiID = oshi.id, let png = try? context.store.photo(oshi: oshiID) {
      note.icon = Notifier.iconFile(slug: oshi.slug, png: png)
    }
    return note
  }

  /// The oshi's timeline: printed; in the configured terminal; else its last lines and
  /// the next occasion as a notification.
  func timeline(
    _ slug: String, shown: Shown, send: (Notifier.Note) throws(OshiError) -> Void
  ) throws(OshiError) -> String {
    let timeline = LifeTimeline(context)
    let items = try timeline.items(slug: slug)
    if shown == .print { return timeline.text(items) }
    if let terminal {
      try Self.launch(
        terminal + [binary, "timeline", slug, "--db", context.store.path],
        path: ProcessInfo.processInfo.environment["PATH"])
      return ""
    }
    let snapshot = try context.store.contents()
    let oshi = snapshot.oshi(slug: slug)
    let hidden =
      !NotifySettings(context.storedSettings).showsPrivate && oshi?.isPrivate == true
    let name =
      hidden
      ? Words.Reads.privateInParentheses(context.language) : Sanitizer.clean(oshi?.name ?? slug)
    let lines = timeline.text(items).split(separator: "\n").suffix(4)
    try send(
      Notifier.Note(
        summary: Words.Open.timeline(name)(context.language),
        body: lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"),
        category: "x-oshi.timeline"))
    return ""
  }

  /// Starts `words` and leaves it running: a terminal outlives `oshi open`.
  ///
  /// The program is looked for on `PATH` first, so that a terminal that is not there is
  /// said, not lost in a child that fails after oshi has gone.
  static func launch(_ words: [String], path: String?) throws(OshiError) {
    let program = words[0]
    let found =
      program.contains("/")
      ? program
      : (path ?? "").split(separator: ":").map { "\($0)/\(program)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
    guard let found, FileManager.default.isExecutableFile(atPath: found) else {
      throw OshiError(Words.Open.noTerminal(Sanitizer.clean(program)), exitCode: 69)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: found)
    process.arguments = Array(words.dropFirst())
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw OshiError(Words.Open.noTerminal(Sanitizer.clean(program)), exitCode: 69)
    }
  }
}
