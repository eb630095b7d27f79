/// A key pressed in `oshi customize`, as a terminal sends it.
public enum Key: Hashable, Sendable {
  case up, down, left, right, pageUp, pageDown, home, end
  case enter, escape, backspace, tab
  /// Ctrl-C: raw mode turns the signal off, so it arrives as a byte.
  case interrupt
  /// A character typed: a letter, a digit, kana from an input method.
  case character(Character)
}

/// Turns the bytes a terminal sends into keys: the escape sequences every terminal since
/// xterm sends for the arrows and the page keys (in both cursor modes), UTF-8 for what
/// is typed.
///
/// A lone ESC is the Escape key only when nothing follows it at once; a sequence cut
/// between two reads waits for its end.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// Whether bytes wait for more: an ESC alone, or the start of a sequence or a
  /// character.
  ///
  /// The caller waits a moment for the rest, then calls ``flush()``.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The keys that `bytes`, after what came before, complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var start = 0
    while start < pending.count {
      guard let (key, length) = Self.key(at: start, in: pending) else { break }
      if let key { keys.append(key) }
      start += length
    }
    pending.removeFirst(start)
    return keys
  }

  /// What waits, taken as it is: an ESC alone is Escape; the rest of a sequence that
  /// never ended is dropped.
  public mutating func flush() -> [Key] {
    defer { pending = [] }
    return pending == [0x1B] ? [.escape] : []
  }

  /// The key at `start` and how many bytes it takes; nil when the bytes end inside it,
  /// and a nil key for bytes that are no key (a sequence oshi does not use).
  static func key(at start: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[start]
    switch byte {
    case 0x1B: return escape(at: start, in: bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x03: return (.interrupt, 1)
    case 0x00..<0x20: return (nil, 1)
    case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return character(at: start, in: bytes)
    }
  }

  /// A UTF-8 character; a byte that starts none is skipped.
  static func character(at start: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[start]
    let length =
      switch byte {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard start + length <= bytes.count else { return nil }
    let slice = bytes[start..<(start + length)]
    guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let scalar = String(validating: slice, as: UTF8.self)?.unicodeScalars.first
    else { return (nil, 1) }
    return (.character(Character(scalar)), length)
  }

  /// An escape sequence: CSI (`ESC [`) with its parameters and final byte, or SS3
  /// (`ESC O`) and one byte; ESC before anything else is Escape, then that.
  static func escape(at start: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    guard start + 1 < bytes.count else { return nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      var end = start + 2
      // Parameters and intermediates, then the final byte (0x40 to 0x7E).
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return nil }
      let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
      return (csi(parameters, final: bytes[end]), end - start + 1)
    case UInt8(ascii: "O"):
      guard start + 2 < bytes.count else { return nil }
      return (csi("", final: bytes[start + 2]), 3)
    default:
      return (.escape, 1)
    }
  }

  static func csi(_ parameters: String, final: UInt8) -> Key? {
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _): .up
    case (UInt8(ascii: "B"), _): .down
    case (UInt8(ascii: "C"), _): .right
    case (UInt8(ascii: "D"), _): .left
    case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
    case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
    case (UInt8(ascii: "~"), "5"): .pageUp
    case (UInt8(ascii: "~"), "6"): .pageDown
    default: nil
    }
  }
}
