import OshiText
import Testing

@testable import OshiWidgets

@Suite("Photos as terminal art")
struct PhotoArtTests {
  /// A 12×12 picture: white on the left half, black on the right.
  static let halves: [UInt8] = (0..<144).map { $0 % 12 < 6 ? 255 : 0 }

  @Test("Braille: lit dots where the photo is light, none outside the circle")
  func braille() throws {
    let white = [UInt8](repeating: 255, count: 144)
    // Every dot inside the circle lit: the corners of the square stay dark. The top left
    // cell has two dots inside: (1.5, 2.5) and (1.5, 3.5) lie within 6 of the centre.
    #expect(
      PhotoArt.lines(greys: white, colour: false) == [
        "⢠⣶⣿⣿⣶⡄",
        "⣿⣿⣿⣿⣿⣿",
        "⠘⠿⣿⣿⠿⠃",
      ])
    #expect(
      PhotoArt.lines(greys: Self.halves, colour: false) == [
        "⢠⣶⣿⠀⠀⠀",
        "⣿⣿⣿⠀⠀⠀",
        "⠘⠿⣿⠀⠀⠀",
      ])
    let black = [UInt8](repeating: 0, count: 144)
    #expect(PhotoArt.lines(greys: black, colour: false) == ["⠀⠀⠀⠀⠀⠀", "⠀⠀⠀⠀⠀⠀", "⠀⠀⠀⠀⠀⠀"])
  }

  @Test("Braille: a light disc on a dark square shows as a disc, whatever the exposure")
  func disc() throws {
    // A disc of radius 3 in the middle: in the second row's second cell only the dots of
    // x = 3 are inside it, (3.5, 4.5 to 7.5) lying within 3 of (6, 6): "⢸".
    for (light, dark) in [(255, 0), (120, 40), (250, 200)] {
      let greys: [UInt8] = (0..<144).map { index in
        let dx = Double(index % 12) + 0.5 - 6
        let dy = Double(index / 12) + 0.5 - 6
        return UInt8(dx * dx + dy * dy <= 9 ? light : dark)
      }
      #expect(
        PhotoArt.lines(greys: greys, colour: false) == [
          "⠀⠀⣀⣀⠀⠀",
          "⠀⢸⣿⣿⡇⠀",
          "⠀⠀⠉⠉⠀⠀",
        ], "\(light) on \(dark)")
    }
  }

  @Test("Braille: a flat grey is lit all over when light, and not at all when dark")
  func flat() throws {
    let light = try #require(
      PhotoArt.lines(greys: [UInt8](repeating: 200, count: 144), colour: false))
    let white = try #require(
      PhotoArt.lines(greys: [UInt8](repeating: 255, count: 144), colour: false))
    #expect(light == white)
    let dark = try #require(
      PhotoArt.lines(greys: [UInt8](repeating: 60, count: 144), colour: false))
    #expect(dark == ["⠀⠀⠀⠀⠀⠀", "⠀⠀⠀⠀⠀⠀", "⠀⠀⠀⠀⠀⠀"])
  }

  @Test("Half blocks: 6×3 cells, each the upper and lower grey, cut to a circle")
  func halfBlocks() throws {
    let lines = try #require(PhotoArt.lines(greys: Self.halves, colour: true))
    #expect(lines.count == 3)
    let esc = "\u{1B}["
    func cell(_ top: Int, _ bottom: Int) -> String {
      "\(esc)38;2;\(top);\(top);\(top)m\(esc)48;2;\(bottom);\(bottom);\(bottom)m▀\(esc)0m"
    }
    // The top row: the corners are outside the circle above and inside below.
    #expect(
      lines[0]
        == "\(esc)38;2;255;255;255m▄\(esc)0m" + cell(255, 255) + cell(255, 255) + cell(0, 0)
        + cell(0, 0) + "\(esc)38;2;0;0;0m▄\(esc)0m")
    #expect(
      lines[1] == cell(255, 255) + cell(255, 255) + cell(255, 255) + cell(0, 0) + cell(0, 0)
        + cell(0, 0))
    // Each line takes six cells once its escapes are taken out.
    for line in lines {
      var plain = ""
      var escaping = false
      for character in line {
        if character == "\u{1B}" {
          escaping = true
        } else if escaping {
          escaping = character != "m"
        } else {
          plain.append(character)
        }
      }
      #expect(plain.cellWidth == 6)
    }
  }

  @Test("Too few or too many greys draw nothing")
  func wrongSize() {
    #expect(PhotoArt.lines(greys: [1, 2, 3], colour: false) == nil)
    #expect(PhotoArt.lines(greys: [UInt8](repeating: 0, count: 145), colour: true) == nil)
  }
}
