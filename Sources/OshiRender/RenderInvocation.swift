import OshiCore
import OshiRuntime
import OshiStoreCore
import OshiWidgets
import OshiWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of `oshi render`, whoever parsed its arguments: the one entry point of the
/// status-bar path, from the parsed options to the bytes on standard output.
public struct RenderInvocation: Sendable, Equatable {
  /// Widget ids; none means every widget.
  public var ids: [String] = []
  /// `--slot NAME`: what the slot shows now, in its family.
  public var slot: String?
  /// `--group SLUG`: the group's widgets and its members'.
  public var group: String?
  /// `--all`.
  public var all = false
  /// `--family`; nil when not given, for inline.
  public var family: FamilySelection?
  /// `--format`.
  public var format: RenderFormat = .text
  /// `--width N`.
  public var width: Int?
  /// `--redact`.
  public var redact = false
  /// `--era`.
  public var era = false
  /// `--color`: whether text for a terminal carries each oshi's colour.
  public var color: ColorChoice = .auto
  /// `--cached`: refresh's file of the slot while it is right (with `--slot`).
  public var cached = false
  /// `--out DIR`: the folder refresh writes to, for `--cached`.
  public var out: String?
  /// `--db`, `--tz`, `--lang`.
  public var global = GlobalInput()

  /// An invocation with the defaults: every widget, inline, as text.
  public init() {}

  /// The global options, for a command that never creates a store: a mistyped `--db`
  /// in a status bar's command is an error, not a new empty store and an empty bar.
  private var reading: GlobalInput {
    var input = global
    input.createsStore = false
    input.readsCopy = true
    return input
  }

  /// Renders and hands the output to `write`.
  ///
  /// - Parameters:
  ///   - environment: the process environment.
  ///   - clock: reads the real clock; used only when `OSHI_NOW` is not set.
  ///   - upgrade: migrates a store made by an older oshi; the status bar's binary
  ///     has none, and hands such a store to the full one.
  ///   - write: takes the output, in one call or several.
  /// - Returns: the exit status: 0, or 33 for i3blocks when a widget is on its day.
  /// - Throws: ``OshiError`` when the options, the environment or the store are refused.
  public func run(
    environment: [String: String], clock: () -> Int64, upgrade: Store.Upgrade?,
    write: ([UInt8]) -> Void
  ) throws(OshiError) -> Int32 {
    // --cached reads no store, so its refusals cannot wait for the store's language.
    if cached { try checkSlotOptions() }
    if let hit = try cachedSlot(environment: environment, clock: clock) {
      write(hit.bytes)
      return hit.status
    }
    let context = try Context.resolve(
      reading, environment: environment, clock: clock, upgrade: upgrade)
    context.reportWarnings()
    do {
      try checkSlotOptions()
      return try run(in: context, environment: environment, write: write)
    } catch {
      throw error.said(in: context.language)
    }
  }

  /// ``run(environment:clock:upgrade:write:)``, then ends the process with its status.
  public func runAndExit(
    environment: [String: String], clock: () -> Int64, upgrade: Store.Upgrade?,
    write: ([UInt8]) -> Void
  ) throws(OshiError) -> Never {
    exit(try run(environment: environment, clock: clock, upgrade: upgrade, write: write))
  }

  /// Refuses what `--slot` cannot be given with: ids, `--all`, `--group`, and `--family`
  /// with any value (the slot has its own), alike whether the slot is rendered or read
  /// from refresh's file.
  private func checkSlotOptions() throws(OshiError) {
    guard slot != nil, !ids.isEmpty || all || group != nil || family != nil else { return }
    throw .usage(
      Words.Render.slotWithOthers)
  }

  /// With `--cached`, refresh's file of the slot while it is right; nil to render.
  private func cachedSlot(environment: [String: String], clock: () -> Int64) throws(OshiError)
    -> CachedSlot?
  {
    guard cached || out != nil else { return nil }
    guard let slot, cached else {
      throw .usage(cached ? Words.Render.cachedNeedsSlot : Words.Render.outNeedsCached)
    }
    // refresh drew its files at the standard widths, unredacted, in the stored zone,
    // language and 和暦 setting: options that change the drawing render.
    guard width == nil, !redact, !era, global.tz == nil, global.lang == nil else { return nil }
    let now: Int64
    switch try Now.from(environment) {
    case .instant(let instant)?: now = instant
    case nil: now = clock()
    // A date or a wall-clock time needs the zone, which the store holds: render.
    case .date?, .wallClock?: return nil
    }
    guard let folder = try? out ?? RefreshFolder.path(environment: environment) else {
      return nil
    }
    return CachedSlot(
      slot: slot, format: format, folder: folder,
      storePath: try Context.storePath(reading, environment: environment), now: now)
  }

  private func run(
    in resolved: Context, environment: [String: String], write: ([UInt8]) -> Void
  ) throws(OshiError) -> Int32 {
    // Only text for a terminal is coloured: JSON and the bars' formats never carry a
    // terminal's escapes.
    let painted =
      format == .text
      && color.colours(environment: environment) { isatty(STDOUT_FILENO) == 1 }
    // 24-bit colour where COLORTERM says the terminal takes it, else the nearest of 256.
    let depth = ColorDepth(colorTerm: environment["COLORTERM"])
    var context = resolved
    if era { context.era = true }
    let renderer = Renderer(context)
    let rendered: [RenderedWidget]
    if let slot {
      // The one pipeline of a slot's output, which refresh writes to the slot's files.
      let shown = try renderer.renderSlot(slot, width: width, redact: redact)
      switch format {
      case .text where painted: write(PaintedTextWriter.bytes(of: [shown], depth: depth))
      case .text: write(Array(renderer.slotText(shown).utf8))
      case .json: write(JSONWriter.bytes(of: [shown]))
      case .status(let status):
        let menu =
          status.listsEveryWidget ? try renderer.slotMenu(width: width, redact: redact) : []
        let actions =
          status.listsEveryWidget
          ? try renderer.menuActions(binary: ProgramPath.oshi(), slot: slot) : nil
        let output = renderer.slotStatus(
          shown, format: status, menu: menu, width: width, actions: actions)
        write(Array(output.utf8))
        // i3blocks marks a block urgent when its command exits 33.
        if status == .i3blocks && StatusFormat.isToday(i3blocks: output) { return 33 }
      }
      return 0
    } else {
      if group != nil, !ids.isEmpty || all {
        throw .usage(
          Words.Render.groupWithOthers)
      }
      var request = RenderRequest(
        ids: all ? [] : ids, families: (family ?? .inline).families, width: width,
        redact: redact)
      request.group = group
      switch format {
      case .text where painted:
        try renderer.write(request, with: PaintedTextWriter(depth: depth), to: write)
        return 0
      case .text:
        try renderer.write(request, as: TextWriter.self, to: write)
        return 0
      case .json:
        try renderer.write(request, as: JSONWriter.self, to: write)
        return 0
      case .status:
        // A status line needs every widget at once.
        rendered = try renderer.render(request)
      }
    }
    switch format {
    case .text: write(TextWriter.bytes(of: rendered))
    case .json: write(JSONWriter.bytes(of: rendered))
    case .status(let status):
      let actions =
        status.listsEveryWidget
        ? try renderer.menuActions(binary: ProgramPath.oshi(), slot: nil) : nil
      let (output, today) = renderer.statusOutput(
        rendered, format: status, width: width, actions: actions)
      write(Array(output.utf8))
      // i3blocks marks a block urgent when its command exits 33.
      if status == .i3blocks && today { return 33 }
    }
    return 0
  }
}
