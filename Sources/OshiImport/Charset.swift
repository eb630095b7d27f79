#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A character set other than UTF-8, as a vCard's CHARSET names it or as oshi guesses it
/// for a file that names none, decoded by the C library's iconv: oshi keeps no table of
/// its own.
///
/// Foundation's `String.Encoding` is not used: on Linux its Shift_JIS, ISO-2022-JP and
/// windows-1252 come from ICU's converters, which the static release binary does not have
/// (each decodes to nil there), while glibc's iconv reads them in both builds.
struct Charset: Equatable, Sendable {
  /// The name notes and refusals say: `Shift_JIS`, `windows-1252`.
  var name: String
  /// iconv's names for it, tried in order: the first that reads the bytes is taken.
  var iconvNames: [String]

  /// Shift_JIS as Japanese phones and Windows write it: CP932, with NEC's and IBM's
  /// characters (①, 髙) that Shift_JIS proper lacks, under either name.
  static let shiftJIS = Charset(name: "Shift_JIS", iconvNames: ["CP932"])
  /// ISO-2022-JP (JIS), then its extensions for the characters it lacks.
  static let iso2022JP = Charset(
    name: "ISO-2022-JP", iconvNames: ["ISO-2022-JP", "ISO-2022-JP-2", "ISO-2022-JP-3"])
  static let windows1252 = Charset(name: "windows-1252", iconvNames: ["WINDOWS-1252"])
  /// ISO-8859-1 read as browsers read the label (WHATWG's Encoding Standard): as
  /// windows-1252, whose 0x80 to 0x9F are letters and punctuation where Latin-1 has
  /// control codes; Latin-1 itself for the five bytes windows-1252 leaves unassigned.
  static let latin1 = Charset(name: "ISO-8859-1", iconvNames: ["WINDOWS-1252", "ISO-8859-1"])

  /// The charset a CHARSET parameter names; nil for UTF-8 and US-ASCII, which are read
  /// as UTF-8.
  ///
  /// A name oshi does not know is passed to iconv as written (`EUC-JP`, `KOI8-R`), when
  /// it looks like a charset's name.
  init?(parameter written: String) {
    let key = written.trimmingSpaces.uppercased()
    switch key {
    case "UTF-8", "UTF8", "US-ASCII", "ASCII", "ANSI_X3.4-1968", "US":
      return nil
    case "SHIFT_JIS", "SHIFT-JIS", "SJIS", "X-SJIS", "MS_KANJI", "CSSHIFTJIS", "CP932", "MS932",
      "WINDOWS-31J", "CSWINDOWS31J", "X-MS-CP932":
      self = .shiftJIS
    case "ISO-2022-JP", "CSISO2022JP", "ISO-2022-JP-2", "ISO-2022-JP-3":
      self = .iso2022JP
    case "WINDOWS-1252", "CP1252", "X-CP1252", "CP-1252":
      self = .windows1252
    case "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "LATIN-1", "L1", "CP819", "IBM819",
      "CSISOLATIN1", "ISO-IR-100":
      self = .latin1
    default:
      let plain =
        key.count <= 40
        && key.unicodeScalars.allSatisfy {
          ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || "-_.:+()".unicodeScalars.contains($0)
        }
      self = Charset(name: written.trimmingSpaces, iconvNames: plain && !key.isEmpty ? [key] : [])
    }
  }

  init(name: String, iconvNames: [String]) {
    self.name = name
    self.iconvNames = iconvNames
  }

  /// What decoding gave.
  enum Decoded: Equatable {
    case text(String)
    /// iconv knows none of the charset's names.
    case unknown
    /// The bytes are not text in this charset.
    case invalid
  }

  /// `bytes` decoded: the first of ``iconvNames`` that reads them all.
  func decode(_ bytes: some Collection<UInt8>) -> Decoded {
    var known = false
    let bytes = Array(bytes)
    for name in iconvNames {
      switch Iconv.decode(bytes, from: name) {
      case .text(let text): return .text(text)
      case .unknown: continue
      case .invalid: known = true
      }
    }
    return known ? .invalid : .unknown
  }

  /// The charset of text that is not UTF-8 and names none, with the text it reads: Shift_JIS
  /// for Japanese bytes, else windows-1252; nil when neither reads all of it.
  ///
  /// Japanese bytes: the text reads as Shift_JIS, and a character of it has a first byte
  /// 0x81 to 0x9F (kana, full-width symbols and the common kanji). In windows-1252 those
  /// bytes are punctuation or unassigned, so a Latin text rarely reads that way: `Renée`
  /// has its `é` (0xE9) before a letter, a kanji's pair in Shift_JIS, but no such first
  /// byte.
  static func guess(_ bytes: [UInt8]) -> (charset: Charset, text: String)? {
    let japanese = shiftJIS.decode(bytes)
    if case .text(let text) = japanese, hasJapaneseLead(bytes) { return (shiftJIS, text) }
    if case .text(let text) = windows1252.decode(bytes) { return (windows1252, text) }
    if case .text(let text) = japanese { return (shiftJIS, text) }
    return nil
  }

  /// Whether a two-byte character of Shift_JIS in `bytes` starts with 0x81 to 0x9F.
  ///
  /// Shift_JIS's structure, not a table: 0x81 to 0x9F and 0xE0 to 0xFC start a character
  /// of two bytes; every other byte is a character of its own.
  static func hasJapaneseLead(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x81...0x9F: return true
      case 0xE0...0xFC: index += 2
      default: index += 1
      }
    }
    return false
  }
}

/// The C library's iconv, to UTF-8.
enum Iconv {
  /// `bytes` in the charset iconv calls `name`, as text.
  static func decode(_ bytes: [UInt8], from name: String) -> Charset.Decoded {
    let failed = iconv_t(bitPattern: -1)
    guard let converter = iconv_open("UTF-8", name), converter != failed else { return .unknown }
    defer { iconv_close(converter) }
    guard !bytes.isEmpty else { return .text("") }
    // Every charset oshi names takes at least one byte for a character UTF-8 writes in
    // three, and two for one of four; a charset iconv knows besides may take more (one
    // byte for several characters), and then the room grows.
    var room = bytes.count * 3 + 4
    while true {
      iconv(converter, nil, nil, nil, nil)
      switch convert(bytes, with: converter, room: room) {
      case .text(let text): return .text(text)
      case .invalid: return .invalid
      case .tooSmall: room *= 4
      }
    }
  }

  /// What one conversion into `room` bytes gave.
  private enum Outcome {
    case text(String)
    /// The bytes are not text in the charset.
    case invalid
    /// The text does not fit in the room.
    case tooSmall
  }

  private static func convert(_ bytes: [UInt8], with converter: iconv_t, room: Int) -> Outcome {
    var input = bytes
    var output = [UInt8](repeating: 0, count: room)
    var tooSmall = false
    let written: Int? = input.withUnsafeMutableBytes { inputBytes in
      output.withUnsafeMutableBytes { outputBytes in
        var inPointer = inputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        var outPointer = outputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        var inLeft = bytes.count
        var outLeft = room
        let done =
          iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 && inLeft == 0
          && iconv(converter, nil, nil, &outPointer, &outLeft) != -1
        guard done else {
          tooSmall = errno == E2BIG
          return nil
        }
        return room - outLeft
      }
    }
    if tooSmall { return .tooSmall }
    guard let written, let text = String(validating: output.prefix(written), as: UTF8.self)
    else { return .invalid }
    return .text(text)
  }
}
