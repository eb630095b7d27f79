/// Measures text in terminal cells, one grapheme cluster at a time.
///
/// A cluster is measured the way Python's `wcwidth.wcswidth` (0.7.0) measures it, so
/// that the public reference and our budgets agree. The scalar tables are generated
/// by `scripts/gen-width-tables.py` into `CellWidth+Tables.swift`.
///
/// Intentional differences from `wcswidth`, each pinned by a test:
/// - Controls (C0, DEL, C1) measure 0 where `wcswidth` gives -1 for the whole string:
///   output is sanitised before it is measured, so a -1 would only poison a sum.
/// - A cluster measures at most 2. `wcswidth` adds up a few clusters that a terminal
///   draws as one glyph: a run of leading jamo (4 for two), or several prepended
///   marks before their base.
/// - State never crosses a cluster boundary: a ZWJ at the end of one cluster does not
///   hide the next cluster, because truncation must be able to cut there.
/// - The tables are Unicode 15.0; see the allow-list in the tests for the symbols that
///   Unicode 16.0 made Wide.
public enum CellWidth {
  /// Width of one extended grapheme cluster in terminal cells (0, 1 or 2).
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    // Most clusters are one scalar, and for those the cluster rules change nothing.
    if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return of(scalar: only)
    }
    return min(clusterWidth(Array(scalars)), 2)
  }

  /// Width of a string: the sum over its grapheme clusters.
  public static func of(_ text: String) -> Int {
    // Most text is one cluster per scalar, and then the cluster rules change nothing:
    // sum the scalars from a table, without breaking the text into Characters.
    additive(text) ?? clustered(text)
  }

  /// The width of text in which no scalar may join a neighbour, or nil.
  ///
  /// Such text is one cluster per scalar, so its width is the sum of its scalars' and
  /// text joined from such pieces measures the sum of theirs: a line can be measured
  /// from its parts before it is built.
  public static func additive(_ text: String) -> Int? {
    text.utf8.withContiguousStorageIfAvailable(scalarSum) ?? scalarSum(text)
  }

  /// ``additive(_:)`` of valid UTF-8, such as a `StaticString`'s.
  public static func additive(utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    scalarSum(utf8)
  }

  /// The sum of the scalar widths of valid UTF-8, or nil when a scalar may join another.
  static func scalarSum(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let start = utf8.baseAddress else { return 0 }
    var byte = start
    let end = byte + utf8.count
    // Printable ASCII is one cell: one comparison with wrapping subtraction. Text that is
    // only that never touches the table.
    while byte < end && UInt32(byte.pointee) &- 0x20 < 0x5F { byte += 1 }
    if byte == end { return utf8.count }
    var total = byte - start
    while byte < end {
      let lead = UInt32(byte.pointee)
      if lead &- 0x20 < 0x5F {
        total += 1
        byte += 1
        continue
      }
      // A String's UTF-8 is always valid, so the continuation bytes are there.
      let value: UInt32
      switch lead {
      case ..<0x80:
        value = lead
        byte += 1
      case ..<0xE0:
        value = (lead & 0x1F) << 6 | UInt32(byte[1] & 0x3F)
        byte += 2
      case ..<0xF0:
        value = (lead & 0x0F) << 12 | UInt32(byte[1] & 0x3F) << 6 | UInt32(byte[2] & 0x3F)
        byte += 3
      default:
        value =
          (lead & 0x07) << 18 | UInt32(byte[1] & 0x3F) << 12 | UInt32(byte[2] & 0x3F) << 6
          | UInt32(byte[3] & 0x3F)
        byte += 4
      }
      let entry = entry(of: value)
      if entry & joins != 0 { return nil }
      total += Int(entry)
    }
    return total
  }

  /// The same sum over the scalar view, for text without contiguous UTF-8.
  static func scalarSum(_ text: String) -> Int? {
    var total = 0
    for scalar in text.unicodeScalars {
      let entry = entry(of: scalar.value)
      if entry & joins != 0 { return nil }
      total += Int(entry)
    }
    return total
  }

  /// Width of a string: the sum over its grapheme clusters.
  public static func of(_ text: some StringProtocol) -> Int {
    of(String(text))
  }

  /// The sum over the Characters of `text`, for text with scalars that may join.
  static func clustered(_ text: String) -> Int {
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// The flag of a table entry whose scalar may share a cluster with a neighbour.
  static let joins: UInt8 = 0x80

  /// The width of a scalar (0, 1 or 2), with ``joins`` when it may share a cluster.
  @inline(__always)
  static func entry(of value: UInt32) -> UInt8 {
    if value < 0x1_0000 { return basicPage(value >> 12).entries[Int(value & 0xFFF)] }
    if value &- emojiBlocksStart < 0x1000 {
      return emojiBlocks.entries[Int(value &- emojiBlocksStart)]
    }
    return tableEntry(value)
  }

  /// Whether `scalar` may share a grapheme cluster with the scalar before or after it.
  ///
  /// Two scalars for which this is false are always two clusters.
  public static func mayJoin(_ scalar: Unicode.Scalar) -> Bool {
    entry(of: scalar.value) & joins != 0
  }

  /// ``entry(of:)``, computed from the range tables.
  static func tableEntry(_ value: UInt32) -> UInt8 {
    let width = UInt8(of(scalar: Unicode.Scalar(value) ?? " "))
    return contains(joiningRanges, value) ? width | joins : width
  }

  /// ``tableEntry(_:)`` for 4,096 scalars from a multiple of 4,096, built from the range
  /// tables the first time a scalar of the page is measured, and kept.
  ///
  /// The plane below U+10000 is 16 pages: a widget's text, Latin with a ♡ or kana, builds
  /// two or three of them. One table for the whole plane cost a status bar's call 64 KiB
  /// written, 16 page faults and 118K instructions (docs/perf-history.md#start-shaving).
  struct Page: @unchecked Sendable {
    // Unchecked: the entries are written in `init`, before the page is shared, and only
    // read afterwards; a page is never freed.
    let entries: UnsafePointer<UInt8>

    init(from start: UInt32) {
      let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x1000)
      table.initialize(repeating: 1, count: 0x1000)
      let last = start + 0xFFF
      /// The part of each range in the page, as offsets into it.
      ///
      /// The ranges are sorted and apart, so the first that reaches the page is found by
      /// halving, and the walk ends at the first past it: scanning every range of the
      /// three tables was 28K instructions a page (docs/perf-history.md#argv).
      func parts(_ ranges: [(UInt32, UInt32)], _ body: (Int, Int) -> Void) {
        var low = 0
        var high = ranges.count
        while low < high {
          let middle = (low + high) / 2
          if ranges[middle].1 < start { low = middle + 1 } else { high = middle }
        }
        for (first, final) in ranges[low...] {
          if first > last { break }
          body(Int(max(first, start) - start), Int(min(final, last) - start))
        }
      }
      parts(wideRanges) { (table + $0).update(repeating: 2, count: $1 - $0 + 1) }
      parts(zeroWidthRanges) { (table + $0).update(repeating: 0, count: $1 - $0 + 1) }
      // Controls, C0, DEL and C1, measure 0.
      parts([(0, 0x1F), (0x7F, 0x9F)]) { (table + $0).update(repeating: 0, count: $1 - $0 + 1) }
      // Surrogates are never scalars; a literal for them is left at 1 and never read.
      parts(joiningRanges) { first, final in
        for offset in first...final { table[offset] |= joins }
      }
      entries = UnsafePointer(table)
    }
  }

  /// The page of U+`index`000 to U+`index`FFF, for `index` below 16.
  @inline(__always)
  static func basicPage(_ index: UInt32) -> Page {
    // A global each, so that each is built once, on first use, whichever thread asks.
    switch index {
    case 0x0: basicPage0
    case 0x1: basicPage1
    case 0x2: basicPage2
    case 0x3: basicPage3
    case 0x4: basicPage4
    case 0x5: basicPage5
    case 0x6: basicPage6
    case 0x7: basicPage7
    case 0x8: basicPage8
    case 0x9: basicPage9
    case 0xA: basicPageA
    case 0xB: basicPageB
    case 0xC: basicPageC
    case 0xD: basicPageD
    case 0xE: basicPageE
    default: basicPageF
    }
  }
  static let basicPage0 = Page(from: 0x0000)
  static let basicPage1 = Page(from: 0x1000)
  static let basicPage2 = Page(from: 0x2000)
  static let basicPage3 = Page(from: 0x3000)
  static let basicPage4 = Page(from: 0x4000)
  static let basicPage5 = Page(from: 0x5000)
  static let basicPage6 = Page(from: 0x6000)
  static let basicPage7 = Page(from: 0x7000)
  static let basicPage8 = Page(from: 0x8000)
  static let basicPage9 = Page(from: 0x9000)
  static let basicPageA = Page(from: 0xA000)
  static let basicPageB = Page(from: 0xB000)
  static let basicPageC = Page(from: 0xC000)
  static let basicPageD = Page(from: 0xD000)
  static let basicPageE = Page(from: 0xE000)
  static let basicPageF = Page(from: 0xF000)

  /// ``tableEntry(_:)`` for U+1F000 to U+1FFFF, where most emoji are: a symbol such as 🎂
  /// is in every line of its widget, and the range tables took a few binary searches each
  /// time.
  static let emojiBlocks = Page(from: emojiBlocksStart)
  static let emojiBlocksStart: UInt32 = 0x1_F000

  /// Width of a single scalar per the generated tables.
  ///
  /// East Asian Wide and Fullwidth count 2; combining marks and zero-width characters 0;
  /// controls 0; everything else 1.
  public static func of(scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if contains(zeroWidthRanges, value) { return 0 }
    if contains(wideRanges, value) { return 2 }
    return 1
  }

  /// The width of one cluster's scalars, step for step as `wcswidth` walks a string.
  static func clusterWidth(_ scalars: [Unicode.Scalar]) -> Int {
    var total = 0
    // The last scalar that took cells, while a following VS16 or Mc may still widen it.
    var widenable: UInt32?
    // The last scalar that took cells, or the second half of a flag: decides whether
    // a skin-tone modifier belongs to an emoji.
    var lastMeasured: UInt32?
    var afterVirama = false
    var conjunctPending = false
    var index = 0
    while index < scalars.count {
      let value = scalars[index].value

      if value == 0x200D {
        // A ZWJ glues the next scalar onto the glyph before it, unless it only asks a
        // virama for its half form.
        if !afterVirama {
          index += 1
        }
        index += 1
        continue
      }

      if value == 0xFE0F, let base = widenable {
        if contains(emojiStyleRanges, base) { total += 1 }
        widenable = nil
        index += 1
        continue
      }

      if contains(regionalIndicatorRanges, value) {
        if isSecondHalfOfFlag(scalars, at: index) {
          // The first half already took both cells.
          lastMeasured = value
          index += 1
          continue
        }
      } else if contains(emojiModifierRanges, value), let base = lastMeasured,
        contains(pictographicRanges, base) || contains(regionalIndicatorRanges, base)
      {
        index += 1
        continue
      }

      if afterVirama && contains(consonantRanges, value) {
        // A conjunct: the consonant shares the glyph, which grows by one cell at most.
        widenable = value
        lastMeasured = value
        afterVirama = false
        conjunctPending = true
        index += 1
        continue
      }

      let width = of(scalar: scalars[index])
      if width > 0 {
        if conjunctPending {
          total += 1
          conjunctPending = false
        }
        total += width
        widenable = value
        lastMeasured = value
        afterVirama = false
      } else if widenable != nil && contains(spacingMarkRanges, value) {
        // A spacing mark after its base takes a cell of its own.
        total += 1
        widenable = nil
        afterVirama = false
        conjunctPending = false
      } else {
        afterVirama = contains(viramaRanges, value)
      }
      index += 1
    }
    if conjunctPending { total += 1 }
    return total
  }

  /// Whether the regional indicator at `index` follows an odd number of them: the second
  /// half of a flag.
  static func isSecondHalfOfFlag(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    var before = 0
    var back = index - 1
    while back >= 0 && contains(regionalIndicatorRanges, scalars[back].value) {
      before += 1
      back -= 1
    }
    return before % 2 == 1
  }

  /// Whether `value` falls in one of the sorted, disjoint inclusive `ranges`.
  static func contains(_ ranges: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if value > ranges[middle].1 {
        low = middle + 1
      } else if value < ranges[middle].0 {
        high = middle
      } else {
        return true
      }
    }
    return false
  }
}
