/// The content lines that iCalendar (RFC 5545) and vCard (RFC 6350, and 3.0's RFC 2426)
/// share: TEXT values escaped, and lines folded at 75 octets, never inside a UTF-8
/// character, each ended with CRLF.
///
/// The calendar (``ICalendar``) and the contacts (``VCardWriter``) write through these, so
/// that the two files are folded and escaped alike.
enum ContentLines {
  /// The content lines folded, each ended with CRLF.
  static func text(_ lines: [String]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.count * 48)
    append(lines, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the content lines to `bytes` as UTF-8, each folded at 75 octets (CRLF and
  /// a space before each continuation, never inside a character) and ended with CRLF.
  static func append(_ lines: [String], to bytes: inout [UInt8]) {
    for line in lines {
      // Most lines need no fold: their bytes are copied at once.
      if line.utf8.count <= 75 {
        bytes.append(contentsOf: line.utf8)
        bytes += [0x0D, 0x0A]
        continue
      }
      var octets = 0
      for byte in line.utf8 {
        // A character starts at a byte that is not a continuation (10xxxxxx); its
        // width is in that byte. The first line holds 75 octets; each continuation 74
        // after its space.
        if byte & 0xC0 != 0x80 {
          let width = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
          if octets + width > 75 {
            bytes += [0x0D, 0x0A, 0x20]
            octets = 1
          }
        }
        bytes.append(byte)
        octets += 1
      }
      bytes += [0x0D, 0x0A]
    }
  }

  /// TEXT, as RFC 5545 and RFC 6350 escape it: backslash, semicolon, comma and line
  /// breaks (LF, CR LF, CR).
  ///
  /// Every character escaped is ASCII, so the text is escaped as UTF-8 bytes, which no
  /// byte of another character can be mistaken for (docs/perf-history.md#vdir).
  static func escaped(_ text: String) -> String {
    // Most texts have nothing to escape: a look at their bytes is enough.
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x3B || $0 == 0x2C || $0 < 0x0E })
    else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 8)
    var afterCR = false
    for byte in text.utf8 {
      defer { afterCR = byte == 0x0D }
      switch byte {
      case 0x5C, 0x3B, 0x2C: output += [0x5C, byte]
      case 0x0A where afterCR: continue
      case 0x0A, 0x0D: output += [0x5C, UInt8(ascii: "n")]
      default: output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
