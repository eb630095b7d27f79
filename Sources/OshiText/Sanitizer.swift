/// Keeps control, bidirectional and invisible format characters out of names and output.
///
/// Input is refused outright (`firstForbidden(in:)`, the set the SPEC names), and output
/// is cleaned more broadly (`clean(_:)`), because text may reach the store by other
/// means than our commands: an import, an older build, a hand-edited database.
public enum Sanitizer {
  /// Removes every character that could control, reorder or hide text in a terminal;
  /// a tab or line break becomes a space.
  ///
  /// That is every C0 (newline and tab too), DEL and C1 control, the bidi overrides and
  /// isolates (U+202A–U+202E, U+2066–U+2069), U+200E/U+200F and U+061C, line and
  /// paragraph separators, and the other invisible format characters (U+200B, U+2060,
  /// U+FEFF, interlinear annotation, stray tags). ZWJ and ZWNJ, the soft hyphen and the
  /// visible prepended marks stay. Lone surrogates can't occur in a Swift string. Used at
  /// OUTPUT time on text that may have been planted in the store.
  public static func clean(_ text: String) -> String {
    // Printable ASCII, as ids and many names are, needs no look at its scalars: a render
    // cleans an id for every widget.
    let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 &- 0x20 < 0x5F }
    }
    if printable == true { return text }
    guard text.unicodeScalars.contains(where: isSuspect) else { return text }
    var kept = String.UnicodeScalarView()
    for character in text {
      let scalars = character.unicodeScalars
      // Tag characters are invisible, and can smuggle whole ASCII messages; they are
      // kept only where they spell a subdivision flag such as England's.
      let isFlagTagSequence = scalars.first?.value == 0x1F3F4 && scalars.last?.value == 0xE007F
      if scalars.allSatisfy({ isLineOrTabBreak($0.value) }) {
        // A planted tab or line break (CR LF is one Character) separated two words:
        // keep them apart.
        kept.append(" ")
        continue
      }
      for scalar in scalars where !isRemoved(scalar, inFlagTagSequence: isFlagTagSequence) {
        kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// `text` unchanged when input would accept it (nothing ``firstForbidden(in:)``
  /// names), else cleaned.
  ///
  /// For what oshi writes to be read again, as a backup: a name that `oshi add` took
  /// keeps every character (a U+2029 that ``clean(_:)`` would make a space, found by
  /// fuzz-backup), and one planted in the store comes out as import will take it.
  public static func acceptable(_ text: String) -> String {
    firstForbidden(in: text) == nil ? text : clean(text)
  }

  /// Tab, line feed, vertical tab, form feed, carriage return, NEL and the line and
  /// paragraph separators: what `clean` turns into a space rather than drops.
  static func isLineOrTabBreak(_ value: UInt32) -> Bool {
    (0x09...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
  }

  /// `text` in double quotes, with every character that `clean` would drop or change,
  /// and `"` and `\`, written as an escape (`\t`, `\n`, `\r`, `\u{1B}`), so that a
  /// message can name text planted in the store exactly without printing it raw.
  public static func visible(_ text: String) -> String {
    var shown = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      case "\t": shown += "\\t"
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      default:
        if isLineOrTabBreak(scalar.value) || isRemoved(scalar, inFlagTagSequence: false) {
          shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    return shown + "\""
  }

  /// The first forbidden character for INPUT validation, or nil if none.
  ///
  /// Forbidden are C0 (tab and newline included), DEL, C1, the bidi overrides
  /// U+202A–U+202E and the isolates U+2066–U+2069. Used by the commands to refuse a name.
  public static func firstForbidden(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      let value = scalar.value
      return isControl(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
    }
  }

  /// C0, DEL and C1: each one can move the cursor, ring, or start an escape sequence.
  static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// A cheap test for scalars that `clean` may have to look at more closely.
  static func isSuspect(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return false }
    // Everything `clean` drops takes no cell, or is unassigned in the width tables'
    // Unicode version (and so flagged as joining): the rest needs no property look-up.
    let entry = CellWidth.entry(of: value)
    if entry & 3 != 0 && entry & CellWidth.joins == 0 { return false }
    return isRemoved(scalar, inFlagTagSequence: false)
  }

  /// Whether `clean` drops `scalar`.
  static func isRemoved(_ scalar: Unicode.Scalar, inFlagTagSequence: Bool) -> Bool {
    let value = scalar.value
    if isControl(value) { return true }
    let properties = scalar.properties
    // Embeddings, overrides, isolates and the LRM/RLM/ALM marks reorder what follows.
    if properties.isBidiControl { return true }
    switch properties.generalCategory {
    case .lineSeparator, .paragraphSeparator:
      // Terminals may break the line here, and a widget line must stay one line.
      return true
    case .format:
      return !isVisibleOrNeeded(value, inFlagTagSequence: inFlagTagSequence)
    default:
      return false
    }
  }

  /// The format characters that either show a glyph or hold an emoji together.
  static func isVisibleOrNeeded(_ value: UInt32, inFlagTagSequence: Bool) -> Bool {
    switch value {
    case 0x200C, 0x200D:
      // ZWNJ shapes Persian and Indic names; ZWJ joins emoji sequences.
      return true
    case 0x00AD:
      // The soft hyphen is drawn as a hyphen by terminals.
      return true
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
      // Prepended concatenation marks (Arabic number signs and the like) are visible.
      return true
    case 0xE0020...0xE007F:
      return inFlagTagSequence
    default:
      return false
    }
  }
}
