#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An oshi's colour (推し色, メンバーカラー): the colour of their penlight, as 24-bit sRGB.
///
/// It is only ever six hex digits, so no surface that carries it (a status bar's markup, a
/// terminal's escape, a card) can receive text a fan typed.
public struct OshiColor: Hashable, Sendable, CustomStringConvertible {
  /// The red, green and blue channels.
  public let red: UInt8, green: UInt8, blue: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  /// Reads `#RRGGBB`, `#RGB`, or the same without `#` (as the im@sparql dataset writes
  /// member colours), in either case; nil for anything else.
  public init?(hex text: some StringProtocol) {
    var digits = text.utf8[...]
    if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
    let short = digits.count == 3
    guard short || digits.count == 6 else { return nil }
    // Read digit by digit, without a buffer: every oshi read with a colour parses one.
    var value: UInt32 = 0
    for byte in digits {
      guard let nibble = OshiColor.hexValue(byte) else { return nil }
      value = value << 4 | UInt32(nibble)
      // `#RGB` is `#RRGGBB`: each digit twice.
      if short { value = value << 4 | UInt32(nibble) }
    }
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// The nearest of the 256 colours that terminals without 24-bit colour take (`38;5;N`):
  /// of the 6×6×6 cube from 16 and the 24 greys from 232, the closer, as tmux chooses.
  public var xterm256: Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func step(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
    let (r, g, b) = (step(red), step(green), step(blue))
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grey = 8 + 10 * greyStep
    func distance(_ cr: Int, _ cg: Int, _ cb: Int) -> Int {
      let (dr, dg, db) = (cr - Int(red), cg - Int(green), cb - Int(blue))
      return dr * dr + dg * dg + db * db
    }
    let cube = distance(levels[r], levels[g], levels[b])
    return distance(grey, grey, grey) < cube ? 232 + greyStep : 16 + 36 * r + 6 * g + b
  }

  /// The value of a hexadecimal digit's byte, in either case; nil for another byte.
  package static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `#RRGGBB` in upper case: how oshi stores, lists and prints the colour as data
  /// (`render --format json`, backups).
  public var description: String { "#" + digits(uppercase: true) }

  /// `#rrggbb` in lower case: how status bars receive it.
  ///
  /// tmux expands `#F` and `#D` in a command's output as its own format aliases, and no
  /// consumer minds lower case.
  public var markup: String { "#" + digits(uppercase: false) }

  /// The six hex digits, without `#`.
  public func digits(uppercase: Bool) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(6)
    appendDigits(uppercase: uppercase, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the six hex digits as UTF-8, without `#`: a status bar's line is written as
  /// bytes.
  public func appendDigits(uppercase: Bool, to output: inout [UInt8]) {
    let letter = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
    func digit(_ value: UInt8) -> UInt8 {
      value < 10 ? UInt8(ascii: "0") + value : letter + value - 10
    }
    func append(_ channel: UInt8) {
      output.append(digit(channel >> 4))
      output.append(digit(channel & 0xF))
    }
    append(red)
    append(green)
    append(blue)
  }

  /// The relative luminance, by WCAG 2.2's definition: 0 for black, 1 for white.
  public var luminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The contrast ratio with `other`, by WCAG 2.2's definition: from 1 (the same
  /// luminance) to 21 (black and white).
  public func contrast(with other: OshiColor) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
