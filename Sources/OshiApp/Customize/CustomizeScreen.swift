import OshiCommandWords
import OshiCore
import OshiText
import OshiWidgets
import OshiWords

/// The screens of `oshi customize` as lines of text, each within the terminal's width.
///
/// Colours where the terminal takes them. Pure: tests hold its screens as golden text,
/// and the program only writes them.
public struct CustomizeScreen: Sendable {
  /// The terminal's size in cells.
  public var width: Int
  public var height: Int
  /// The colours the terminal takes; nil for none (`NO_COLOR`, `--color never`).
  public var depth: ColorDepth?
  public var language: Language

  /// The least size drawn; below it, one line asks for a larger terminal.
  public static let least = (width: 40, height: 10)

  /// A screen of `width`×`height` cells.
  public init(width: Int, height: Int, depth: ColorDepth?, language: Language) {
    (self.width, self.height, self.depth, self.language) = (width, height, depth, language)
  }

  /// Whether the terminal is below ``least``.
  public var isTooSmall: Bool { width < Self.least.width || height < Self.least.height }

  /// The rows of the preview: its heading and the frames (five rows), then a blank.
  static let previewRows = 7

  /// Whether the focused widget's frames are drawn: where 13 rows and more leave the
  /// list three or more.
  var drawsPreview: Bool { height >= 13 }

  /// The rows a slot's list has: the title and the slot's line above, the preview and
  /// the foot below.
  public var editorRows: Int { max(1, height - 3 - (drawsPreview ? Self.previewRows : 0)) }

  /// The rows the slots' list has: the title above, a blank and the foot below.
  public var pickerRows: Int { max(1, height - 3) }

  // MARK: - Screens

  /// The one line of a terminal below ``least``.
  public func tooSmall() -> [String] {
    [Words.Customize.tooSmall(language).truncated(toCells: width)]
  }

  /// A slot's screen.
  public func editor(_ editor: SlotEditor, _ customizer: Customizer) -> [String] {
    if isTooSmall { return tooSmall() }
    let family = familyName(editor.family)
    var lines = [
      bold(
        Words.Customize.title(editor.name, family: family, isNew: editor.isNew)(language)
          .truncated(toCells: width)),
      dim(
        Words.Customize.inSlot(
          editor.chosen.map { id in
            editor.entries.first { $0.id == id }?.display ?? id
          }, isNew: editor.isNew)(language).truncated(toCells: width)),
    ]
    let rows = editorRows
    if editor.showsKeys {
      let help = Words.Customize.help.map { $0(language).truncated(toCells: width) }
      lines += (0..<(height - 3)).map { $0 < help.count ? help[$0] : "" }
    } else {
      lines += list(editor, customizer, rows: rows)
      if drawsPreview { lines += preview(editor, customizer) }
    }
    lines.append(foot(editor))
    return lines
  }

  /// The slots' screen: each slot with what it shows now, then "a new slot…".
  public func picker(_ picker: SlotPicker, _ customizer: Customizer) -> [String] {
    if isTooSmall { return tooSmall() }
    var lines = [bold(Words.Customize.slotsTitle(language).truncated(toCells: width))]
    let rows = pickerRows
    let nameWidth = min(20, picker.names.map(\.cellWidth).max() ?? 0)
    let familyWidth = customizer.slots.map { familyName($0.family)(language).cellWidth }.max() ?? 0
    for row in picker.top..<min(picker.count, picker.top + rows) {
      let cursor = row == picker.focus ? "› " : "  "
      guard row < picker.names.count else {
        let text = picker.naming.map { Words.Customize.newSlotName(language) + $0 + "▏" }
        lines.append(cursor + (text ?? Words.Customize.newSlot(language)))
        continue
      }
      let slot = customizer.slots[row]
      let name = slot.name.truncated(toCells: nameWidth)
      var line = cursor + name + String(repeating: " ", count: nameWidth - name.cellWidth) + "  "
      let family = familyName(slot.family)(language)
      line += family + String(repeating: " ", count: familyWidth - family.cellWidth) + "  "
      let room = width - line.cellWidth
      if let id = slot.shownWidgetID {
        // A rectangular widget's lines are facts of their own; a circular one's, one
        // phrase broken to fit.
        let lines = customizer.lines(of: id, in: slot.family)
        var shown = lines.joined(separator: slot.family == .rectangular ? " · " : " ")
        if slot.widgetIDs.count > 1 {
          shown += " (\(slot.current % slot.widgetIDs.count + 1)/\(slot.widgetIDs.count))"
        }
        line += paint(shown.truncated(toCells: room), of: id, customizer)
      } else {
        line += Words.Customize.showsNothing(language).truncated(toCells: room)
      }
      lines.append(row == picker.focus ? bold(line) : line)
    }
    while lines.count < height - 1 { lines.append("") }
    let keys = picker.naming == nil ? Words.Customize.slotKeys : Words.Customize.nameKeys
    lines.append(dim(keys(language).truncated(toCells: width)))
    return lines
  }

  // MARK: - Parts

  /// The list's rows: a cursor, the place in the rotation, the choice, its inline line.
  func list(_ editor: SlotEditor, _ customizer: Customizer, rows: Int) -> [String] {
    var lines: [String] = []
    let shown = editor.shown
    let place = editor.chosen.count > 9 ? 2 : 1
    // The choices' column: as wide as the widest choice, at most half the width, the
    // same on every page.
    let visible = shown[min(editor.top, shown.count)..<min(shown.count, editor.top + rows)]
    let displayWidth = min(max(12, (width - 4 - place) / 2), editor.displayWidth)
    for index in visible.indices {
      let entry = editor.entries[shown[index]]
      let focused = index == editor.focus
      let mark: String
      if let number = editor.place(of: entry.id) {
        mark = editor.chosen.count == 1 ? "●" : String(number)
      } else {
        mark = ""
      }
      let padded = String(repeating: " ", count: max(0, place - mark.cellWidth)) + mark
      let display = entry.display.truncated(toCells: displayWidth)
      var line = (focused ? "›" : " ") + " " + padded + " " + display
      line += String(repeating: " ", count: displayWidth - display.cellWidth) + "  "
      let inline = entry.inline.truncated(toCells: max(0, width - line.cellWidth))
      line += paint(inline, of: entry.id, customizer)
      lines.append(focused ? bold(line) : line)
    }
    if shown.isEmpty {
      lines.append("  " + Words.Customize.noMatch(language).truncated(toCells: width - 2))
    }
    while lines.count < rows { lines.append("") }
    return lines
  }

  /// The focused widget in the three families, the slot's first, framed as `show`
  /// frames them, under its id and name.
  func preview(_ editor: SlotEditor, _ customizer: Customizer) -> [String] {
    guard let entry = editor.focused else {
      return Array(repeating: "", count: Self.previewRows)
    }
    let order = [editor.family] + Family.allCases.filter { $0 != editor.family }
    let frames = Preview.frames(
      order.map { ($0, customizer.lines(of: entry.id, in: $0)) }, width: width,
      colour: depth != nil, paint: { paint($0, of: entry.id, customizer) })
    let heading = "\(entry.id) · \(entry.display)".truncated(toCells: width)
    var lines = [""] + [bold(heading)] + frames
    while lines.count < Self.previewRows { lines.append("") }
    return lines
  }

  /// The last line: the filter as typed, a note, or the keys.
  func foot(_ editor: SlotEditor) -> String {
    if editor.isFiltering {
      return Words.Customize.filter(
        editor.filter, kept: editor.shown.count, of: editor.entries.count)(language)
        .truncated(toCells: width)
    }
    if !editor.filter.isEmpty {
      return dim(
        Words.Customize.filterKept(
          editor.filter, kept: editor.shown.count, of: editor.entries.count)(language)
          .truncated(toCells: width))
    }
    if editor.note == .emptySlot {
      return bold(Words.Customize.emptySlot(language).truncated(toCells: width))
    }
    return dim(Words.Customize.keys(language).truncated(toCells: width))
  }

  // MARK: - Looks

  func familyName(_ family: Family) -> Said { family.said }

  func paint(_ line: String, of id: String, _ customizer: Customizer) -> String {
    guard let depth else { return line }
    return customizer.painted(line, of: id, depth: depth)
  }

  func bold(_ text: String) -> String { depth == nil ? text : "\u{1B}[1m" + text + "\u{1B}[22m" }
  func dim(_ text: String) -> String { depth == nil ? text : "\u{1B}[2m" + text + "\u{1B}[22m" }
}
