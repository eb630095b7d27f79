import PropertyBased
import Testing

@testable import OshiText

/// The table behind the fast path of `CellWidth.of(_:)`.
///
/// The fast path sums scalar widths from a table and falls back to grapheme clusters only
/// when a scalar may join a neighbour. These tests hold the table to the scalar function
/// and to Swift's own grapheme breaking.
@Suite("Cell width tables")
struct CellWidthTableTests {
  /// Every Unicode scalar value.
  static var scalars: some Sequence<Unicode.Scalar> {
    (UInt32(0)...0x10_FFFF).lazy.compactMap(Unicode.Scalar.init)
  }

  @Test("the basic plane's pages hold each scalar's width and joining flag")
  func basicPlane() {
    var mismatches: [String] = []
    for scalar in Self.scalars where scalar.value < 0x1_0000 {
      let entry = CellWidth.entry(of: scalar.value)
      if entry != CellWidth.tableEntry(scalar.value)
        || Int(entry & 3) != CellWidth.of(scalar: scalar)
      {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test("the emoji-block table holds each scalar's width and joining flag")
  func emojiBlocks() {
    var mismatches: [String] = []
    for scalar in Self.scalars where scalar.value >= 0x1_0000 {
      let entry = CellWidth.entry(of: scalar.value)
      if entry != CellWidth.tableEntry(scalar.value)
        || Int(entry & 3) != CellWidth.of(scalar: scalar)
      {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test("the UTF-8 sum decodes every scalar as the scalar view does")
  func utf8Decoding() {
    var mismatches: [String] = []
    for scalar in Self.scalars {
      let text = "a" + String(Character(scalar)) + "b"
      let expected = CellWidth.scalarSum(text)
      guard let decoded = text.utf8.withContiguousStorageIfAvailable(CellWidth.scalarSum),
        decoded == expected
      else {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
        continue
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  /// Swift's grapheme breaking, by the version of Unicode the runtime carries, must
  /// never join a scalar that the tables say stands alone: not to a letter before or
  /// after it (Extend, SpacingMark, ZWJ, Prepend), not to itself (L jamo, regional
  /// indicators) and not to a Hangul syllable before it (V and T jamo).
  @Test("a scalar without the joining flag is a grapheme cluster of its own")
  func standsAlone() {
    var joined: [String] = []
    for scalar in Self.scalars where CellWidth.tableEntry(scalar.value) & CellWidth.joins == 0 {
      let alone = String(Character(scalar))
      for pair in ["a" + alone, alone + "a", alone + alone, "가" + alone] where pair.count != 2 {
        joined.append(
          "U+\(String(scalar.value, radix: 16, uppercase: true)) in \(pair.debugDescription)")
      }
    }
    #expect(joined.isEmpty, "\(joined.prefix(20))")
  }

  @Test("the sanitizer's table prefilter lets through every scalar it may remove")
  func sanitizerPrefilter() {
    var missed: [String] = []
    for scalar in Self.scalars
    where Sanitizer.isRemoved(scalar, inFlagTagSequence: false) && !Sanitizer.isSuspect(scalar) {
      missed.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
    #expect(missed.isEmpty, "\(missed.prefix(20))")
  }

  @Test("the table sum equals the cluster-by-cluster sum for any text")
  func fastPathAgrees() async {
    // Scalars from the blocks a fan's names and symbols come from, joiners included.
    let pool: [Unicode.Scalar] = [
      "a", "Z", " ", "推", "し", "ア", "ｶ", "\u{FF9E}", "가", "\u{1100}", "\u{1161}", "\u{11A8}",
      "\u{301}", "\u{200D}", "\u{FE0F}", "\u{E33}", "\u{E48}", "\u{94D}", "\u{915}", "\u{600}",
      "\u{1F382}", "\u{1F3FD}", "\u{1F1EF}", "\u{1F1F5}", "\u{2764}", "\u{9}", "\u{D}", "\u{A}",
      "\u{E9}", "\u{2026}", "\u{3099}",
    ]
    await propertyCheck(count: 1000, input: Gen.int(in: 0...(pool.count - 1)).array(of: 0...12)) {
      indices in
      var text = ""
      for index in indices { text.unicodeScalars.append(pool[index]) }
      #expect(CellWidth.of(text) == CellWidth.clustered(text), "\(text.debugDescription)")
    }
  }
}
