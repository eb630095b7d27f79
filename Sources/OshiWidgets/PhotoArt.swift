import OshiCore

/// An oshi's photo drawn in a terminal, in the circular family's 6×3 cells: half blocks
/// in shades of grey where the terminal takes colour, braille dots where it does not.
///
/// Both are cut to a circle, as the image widget is.
public enum PhotoArt {
  /// The cells across and down: the circular family's.
  public static let columns = 6
  public static let rows = 3
  /// The side of the square of greys the art is made from: two braille dots across
  /// each cell and four down.
  public static let side = 12

  /// The art, a line per row, from `side`×`side` greys (0 black to 255 white, row after
  /// row); nil when there are not that many.
  public static func lines(greys: [UInt8], colour: Bool, depth: ColorDepth = .trueColor)
    -> [String]?
  {
    guard greys.count == side * side else { return nil }
    return colour ? halfBlocks(greys, depth: depth) : braille(greys)
  }

  /// Whether the point at (`x`, `y`) of a square of `size` lies inside its circle.
  static func inCircle(_ x: Int, _ y: Int, size: Int) -> Bool {
    let centre = Double(size) / 2
    let dx = Double(x) + 0.5 - centre
    let dy = Double(y) + 0.5 - centre
    return dx * dx + dy * dy <= centre * centre
  }

  /// 6×6 greys (each the mean of 2×2), a cell holding two: the upper one as the
  /// foreground of "▀", the lower as its background.
  static func halfBlocks(_ greys: [UInt8], depth: ColorDepth = .trueColor) -> [String] {
    let size = columns
    var small = [Int](repeating: 0, count: size * size)
    for y in 0..<size {
      for x in 0..<size {
        var sum = 0
        for (dy, dx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
          sum += Int(greys[(2 * y + dy) * side + 2 * x + dx])
        }
        small[y * size + x] = (sum + 2) / 4
      }
    }
    func shade(_ grey: Int) -> OshiColor {
      OshiColor(red: UInt8(grey), green: UInt8(grey), blue: UInt8(grey))
    }
    func fg(_ grey: Int) -> String { depth.foreground(shade(grey)) }
    func bg(_ grey: Int) -> String { depth.background(shade(grey)) }
    let reset = "\u{1B}[0m"
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for x in 0..<columns {
        let upper = (x, 2 * row)
        let lower = (x, 2 * row + 1)
        let upperIn = inCircle(upper.0, upper.1, size: size)
        let lowerIn = inCircle(lower.0, lower.1, size: size)
        let top = small[upper.1 * size + upper.0]
        let bottom = small[lower.1 * size + lower.0]
        switch (upperIn, lowerIn) {
        case (true, true): line += fg(top) + bg(bottom) + "▀" + reset
        case (true, false): line += fg(top) + "▀" + reset
        case (false, true): line += fg(bottom) + "▄" + reset
        case (false, false): line += " "
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// The grey above which a dot is lit: the mean of the greys inside the circle, so
  /// that a photo shows as its light and dark halves, whatever its exposure.
  ///
  /// A flat photo (less than 32 between its lightest and darkest) has no halves: it is
  /// lit all over when light, and not at all when dark.
  static func threshold(_ greys: [UInt8]) -> Int {
    var inside: [Int] = []
    for y in 0..<side {
      for x in 0..<side where inCircle(x, y, size: side) { inside.append(Int(greys[y * side + x])) }
    }
    let lightest = inside.max() ?? 0
    let darkest = inside.min() ?? 0
    if lightest - darkest < 32 { return 127 }
    return inside.reduce(0, +) / max(1, inside.count)
  }

  /// 12×12 dots, lit where the photo is lighter than ``threshold(_:)``, in braille
  /// cells of 2×4 dots.
  static func braille(_ greys: [UInt8]) -> [String] {
    let threshold = threshold(greys)
    // The dots of a braille cell, by (column, row), as bits of U+2800's offset.
    let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        var pattern: UInt32 = 0
        for dx in 0..<2 {
          for dy in 0..<4 {
            let x = column * 2 + dx
            let y = row * 4 + dy
            guard inCircle(x, y, size: side) else { continue }
            if Int(greys[y * side + x]) > threshold { pattern |= bits[dx][dy] }
          }
        }
        // Every pattern (at most 0xFF) is a braille scalar, U+2800 to U+28FF, so the blank
        // cell after ?? is never drawn.
        line.unicodeScalars.append(Unicode.Scalar(0x2800 + pattern) ?? "\u{2800}")
      }
      lines.append(line)
    }
    return lines
  }
}
