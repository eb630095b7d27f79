import ArgumentParser
import Foundation
import OshiApp
import OshiCore
import OshiWidgets

/// `oshi render`.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render widgets as text or JSON.",
    discussion: "Without ids, or with --all, every widget is rendered.")

  @Argument(help: "Widget ids (default: all).", completion: Completions.stored(.widget))
  var ids: [String] = []

  @Option(
    help: "Render what this slot shows now, in its family.", completion: Completions.stored(.slot))
  var slot: String?

  @Flag(help: "Render every widget.")
  var all = false

  @Option(
    help: "circular, rectangular, inline or all.",
    completion: .list(Family.allCases.map(\.rawValue) + ["all"]))
  var family: String = "inline"

  @Option(
    help:
      "text, json, or a bar's format: waybar, i3blocks, i3status-rust, polybar, tmux, conky, xbar.",
    completion: .list(RenderFormat.allNames))
  var format: String = "text"

  @Option(help: "Cells per line, instead of each family's default.")
  var width: Int?

  @Flag(help: "Hide names and labels; keep the numbers.")
  var redact = false

  @Flag(help: "Show dates in 和暦 where a family shows one (with --lang ja).")
  var era = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let invocation = RenderInvocation(
      ids: ids, slot: slot, all: all, family: family, format: format, width: width, redact: redact,
      era: era,
      global: global.input)
    let status = try invocation.run()
    if status != 0 { throw ExitCode(status) }
  }
}

/// One run of `oshi render`, whoever parsed its arguments.
struct RenderInvocation {
  var ids: [String] = []
  var slot: String?
  var all = false
  var family = "inline"
  var format = "text"
  var width: Int?
  var redact = false
  var era = false
  var global = GlobalInput()

  /// Renders and prints; returns the exit status (33 for i3blocks on the day).
  func run() throws -> Int32 {
    let (families, format, context) = try prepared()
    return try run(families, format, in: context)
  }

  /// ``run()``, then ends the process with its status while the store is still open.
  ///
  /// The system closes the file anyway, and closing it first costs more than drawing a
  /// widget: GRDB's queue unregisters from `NotificationCenter`, about 600,000
  /// instructions, on every call a status bar makes.
  func runAndExit() throws -> Never {
    let (families, format, context) = try prepared()
    let status = try run(families, format, in: context)
    withExtendedLifetime(context) { Foundation.exit(status) }
  }

  /// The options checked, the workers started when they will be needed, and the store
  /// opened, in that order.
  private func prepared() throws -> ([Family], RenderFormat, Context) {
    let (families, format) = try checkedOptions()
    startWorkers(for: format)
    return (families, format, try resolveContext(global))
  }

  /// Starts the threads of the other cores when every widget will be drawn while the
  /// store is read: on a virtual machine a thread took up to 3 ms to start running on an
  /// idle core, which opening the store now hides.
  private func startWorkers(for format: RenderFormat) {
    guard slot == nil, all || ids.isEmpty else { return }
    switch format {
    case .text, .json: Workers.shared.start()
    case .status: break
    }
  }

  /// The families and format asked for, checked before the store is opened.
  private func checkedOptions() throws -> ([Family], RenderFormat) {
    let families: [Family]
    if family == "all" {
      families = Family.allCases
    } else if let one = Family(rawValue: family) {
      families = [one]
    } else {
      throw OshiError.usage(
        "--family '\(family)' is not one of: circular, rectangular, inline, all")
    }
    guard let format = RenderFormat(rawValue: format) else {
      throw OshiError.usage(
        "--format '\(format)' is not one of: \(RenderFormat.allNames.joined(separator: ", "))")
    }
    return (families, format)
  }

  private func run(_ families: [Family], _ format: RenderFormat, in resolved: Context) throws
    -> Int32
  {
    var context = resolved
    if era { context.era = true }
    let rendered: [RenderedWidget]
    if let slot {
      guard ids.isEmpty, !all, family == "inline" || family == "all" else {
        throw OshiError.usage(
          "--slot renders the slot's own widget and family; give no ids, --all or --family with it")
      }
      rendered = [try context.renderSlot(slot, width: width, redact: redact)]
    } else {
      let request = RenderRequest(
        ids: all ? [] : ids, families: families, width: width, redact: redact)
      // Text and JSON are written widget by widget as they are drawn; a status line
      // needs every widget at once.
      switch format {
      case .text:
        TextWriter.write(try context.renderedChunks(request, as: TextWriter.self), to: emit)
        return 0
      case .json:
        JSONWriter.write(try context.renderedChunks(request, as: JSONWriter.self), to: emit)
        return 0
      case .status:
        rendered = try context.render(request)
      }
    }
    switch format {
    case .text: emit(RenderOutput.textBytes(rendered))
    case .json: emit(RenderOutput.jsonBytes(rendered))
    case .status(let status):
      let (output, today) = context.statusOutput(rendered, format: status)
      emit(output)
      // i3blocks marks a block urgent when its command exits 33.
      if status == .i3blocks && today { return 33 }
    }
    return 0
  }

  /// The arguments of the calls a status bar makes every few seconds, read without
  /// swift-argument-parser, whose reflection over the commands costs more at start-up
  /// than the rendering itself. Anything else (help, other options, a mistake) returns
  /// nil and goes through swift-argument-parser, so messages stay the same.
  init?(fastArguments arguments: ArraySlice<String>) {
    guard arguments.first == "render" else { return nil }
    var rest = arguments.dropFirst()
    while let word = rest.popFirst() {
      if word.hasPrefix("-") {
        // A flag given twice is for the full parser to report.
        switch word {
        case "--all":
          guard !all else { return nil }
          all = true
          continue
        case "--redact":
          guard !redact else { return nil }
          redact = true
          continue
        case "--era":
          guard !era else { return nil }
          era = true
          continue
        default: break
        }
        let value: String
        let name: Substring
        if let equals = word.firstIndex(of: "=") {
          name = word[..<equals]
          value = String(word[word.index(after: equals)...])
        } else {
          guard let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
          name = Substring(word)
          value = next
        }
        switch name {
        case "--family": family = value
        case "--format": format = value
        case "--slot": slot = value
        case "--db": global.db = value
        case "--tz": global.tz = value
        case "--lang": global.lang = value
        case "--width":
          guard let cells = Int(value) else { return nil }
          width = cells
        default: return nil
        }
      } else {
        // An id is a plain slug; anything else is for the full parser to report.
        guard !word.isEmpty,
          word.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 })
        else { return nil }
        ids.append(word)
      }
    }
  }

  init(
    ids: [String], slot: String?, all: Bool, family: String, format: String, width: Int?,
    redact: Bool, era: Bool,
    global: GlobalInput
  ) {
    self.ids = ids
    self.slot = slot
    self.all = all
    self.family = family
    self.format = format
    self.width = width
    self.redact = redact
    self.era = era
    self.global = global
  }
}

/// `oshi show`.
struct Show: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Preview every widget in every family, framed at its real size.")

  @Flag(help: "Show sample oshis from a temporary store; your store is not touched.")
  var demo = false

  @Flag(help: "Hide names and labels.")
  var redact = false

  @Flag(help: "Show dates in 和暦 (with --lang ja).")
  var era = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    var context = try global.context(store: demo ? Demo.store() : nil)
    if era { context.era = true }
    emit(try context.show(redact: redact, colour: Terminal.wantsColour))
  }
}
