import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiWords

/// `oshi customize`.
struct CustomizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "customize", Words.Help.Customize.abstract, Words.Help.Customize.discussion)

  @Argument(help: .localized(Words.Help.Customize.slot), completion: Completions.stored(.slot))
  var slot: String?

  @OptionGroup var colorOptions: ColorOptions

  @OptionGroup var global: GlobalOptions

  func run() throws {
    guard TerminalSession.isUsable else { throw OshiError.usage(Words.Customize.needsTerminal) }
    let context = try global.context(use: .reads)
    let customizer = try Customizer(context)
    guard !customizer.entries.isEmpty else {
      throw OshiError.usage(Words.Customize.nothingToChoose)
    }
    // A slot's name is checked before the terminal is taken over.
    var editor = try slot.map { (name) throws(OshiError) in try customizer.editor(for: name) }
    guard let terminal = TerminalSession() else {
      throw OshiError.usage(Words.Customize.needsTerminal)
    }
    var saved: Customizer.Saved?
    // Ctrl-C leaves as q does, with the status of an interrupted program.
    var interrupted = false
    do {
      defer { terminal.giveBack() }
      var picker = SlotPicker(names: customizer.slots.map(\.name))
      let depth = Terminal.colours(colorOptions.color) ? Terminal.depth : nil
      func screen() -> CustomizeScreen {
        let (width, height) = terminal.size
        return CustomizeScreen(
          width: width, height: height, depth: depth, language: context.language)
      }
      var current = screen()
      running: while true {
        if var shown = editor {
          shown.fit(rows: current.editorRows)
          editor = shown
          terminal.draw(current.editor(shown, customizer))
        } else {
          picker.fit(rows: current.pickerRows)
          terminal.draw(current.picker(picker, customizer))
        }
        switch terminal.next() {
        case .closed: break running
        case .resized: current = screen()
        case .keys(let keys):
          for key in keys {
            interrupted = key == .interrupt
            if var open = editor {
              // Below the least size only leaving is taken.
              if current.isTooSmall, key != .interrupt, key != .character("q") { continue }
              let outcome = open.press(key, rows: current.editorRows)
              editor = open
              switch outcome {
              case .stay: continue
              case .quit: break running
              case .save:
                saved = try customizer.save(open)
                break running
              }
            } else {
              if current.isTooSmall, key != .interrupt, key != .character("q") { continue }
              switch picker.press(key, rows: current.pickerRows) {
              case .stay: continue
              case .quit: break running
              case .open(let name): editor = try customizer.editor(for: name)
              }
            }
          }
        }
      }
    }
    if interrupted { throw ExitCode(130) }
    guard let saved else { return }
    let language = context.language
    if saved.changedMeanwhile { notice(Words.Customize.changedMeanwhile(language)) }
    if !saved.dropped.isEmpty { notice(Words.Customize.dropped(saved.dropped)(language)) }
    emit(
      Words.Customize.saved(
        saved.slot.name, family: saved.slot.family.said, widgets: saved.slot.widgetIDs)(language)
        + "\n")
  }
}
