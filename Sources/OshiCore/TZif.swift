/// A zone of the IANA time zone database as the system's `zoneinfo` folder holds it: a
/// TZif file (RFC 8536), the file glibc reads for `TZ=Asia/Tokyo`.
///
/// The file lists every change of offset up to some year, and its footer is a POSIX `TZ`
/// rule for the instants after the last one. Pure: the caller reads the file.
public struct TZif: Sendable, Equatable {
  /// The instants, in seconds since 1970 and ascending, at which the offset changes.
  let transitions: [Int64]
  /// The offset, in seconds east of UTC, from each transition on.
  let offsets: [Int32]
  /// The offset before the first transition: the file's first time type.
  let initialOffset: Int
  /// The rule after the last transition, when the file has one.
  let footer: PosixTimeZone?

  /// Reads a TZif file; nil when `bytes` is not one, or when its times count leap
  /// seconds (the `right/` zones), which civil days never do.
  public init?(_ bytes: [UInt8]) {
    guard var header = Header(bytes, at: 0) else { return nil }
    var start = Header.size
    if header.version >= 2 {
      // The version 1 block comes first, with 32-bit times; version 2's follows it
      // with 64-bit times and the footer.
      start += header.blockSize(timeSize: 4)
      guard let second = Header(bytes, at: start) else { return nil }
      header = second
      start += Header.size
    }
    let timeSize = header.version >= 2 ? 8 : 4
    guard header.leapCount == 0, header.typeCount > 0,
      bytes.count >= start + header.blockSize(timeSize: timeSize)
    else { return nil }
    var reader = ByteReader(bytes: bytes, offset: start)
    var transitions: [Int64] = []
    transitions.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      transitions.append(timeSize == 8 ? reader.int64() : Int64(reader.int32()))
    }
    var indices: [Int] = []
    indices.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount { indices.append(Int(reader.byte())) }
    var typeOffsets: [Int32] = []
    for _ in 0..<header.typeCount {
      typeOffsets.append(reader.int32())
      reader.skip(2)  // isdst and the abbreviation's index: only offsets count here
    }
    // RFC 8536 §3.2: an offset is within −89999 and 93599 seconds (−25 to +26 hours);
    // one beyond is a damaged file, not a zone.
    guard indices.allSatisfy({ $0 < typeOffsets.count }),
      typeOffsets.allSatisfy({ (-89_999...93_599).contains($0) })
    else { return nil }
    var footer: PosixTimeZone?
    if header.version >= 2 {
      // The footer is "\nRULE\n" after the block; an empty rule means none.
      let end = start + header.blockSize(timeSize: 8)
      if end < bytes.count, bytes[end] == UInt8(ascii: "\n"),
        let close = bytes[(end + 1)...].firstIndex(of: UInt8(ascii: "\n")), close > end + 1
      {
        footer = PosixTimeZone(String(decoding: bytes[(end + 1)..<close], as: UTF8.self))
        guard footer != nil else { return nil }
      }
    }
    self.transitions = transitions
    offsets = indices.map { typeOffsets[$0] }
    initialOffset = Int(typeOffsets[0])
    self.footer = footer
  }

  /// Seconds east of UTC in force at `instant` (seconds since 1970).
  public func offset(at instant: Int64) -> Int {
    guard let first = transitions.first, instant >= first else { return initialOffset }
    if let footer, let last = transitions.last, instant >= last {
      return footer.offset(at: instant)
    }
    // The last transition at or before `instant`.
    var low = 0
    var high = transitions.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
    }
    return Int(offsets[low])
  }

  /// The counts a TZif header gives.
  private struct Header {
    static let size = 44
    let version: Int
    let utcCount: Int
    let standardCount: Int
    let leapCount: Int
    let timeCount: Int
    let typeCount: Int
    let characterCount: Int

    init?(_ bytes: [UInt8], at start: Int) {
      guard bytes.count >= start + Header.size,
        bytes[start..<(start + 4)].elementsEqual("TZif".utf8)
      else { return nil }
      // Version 1 files have a zero byte; later ones the digit.
      let mark = bytes[start + 4]
      version = mark == 0 ? 1 : Int(mark) - Int(UInt8(ascii: "0"))
      guard version >= 1 else { return nil }
      var reader = ByteReader(bytes: bytes, offset: start + 20)
      utcCount = Int(reader.uint32())
      standardCount = Int(reader.uint32())
      leapCount = Int(reader.uint32())
      timeCount = Int(reader.uint32())
      typeCount = Int(reader.uint32())
      characterCount = Int(reader.uint32())
      // Counts no real file comes near, which would only make the sums below overflow.
      guard
        [utcCount, standardCount, leapCount, timeCount, typeCount, characterCount]
          .allSatisfy({ $0 < 1 << 20 })
      else { return nil }
    }

    /// The bytes of the data block after this header.
    func blockSize(timeSize: Int) -> Int {
      timeCount * (timeSize + 1) + typeCount * 6 + characterCount
        + leapCount * (timeSize + 4) + standardCount + utcCount
    }
  }

  /// Big-endian integers read one after another; the caller has checked the length.
  private struct ByteReader {
    let bytes: [UInt8]
    var offset: Int

    mutating func byte() -> UInt8 {
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func skip(_ count: Int) { offset += count }

    mutating func uint32() -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 { value = value << 8 | UInt32(byte()) }
      return value
    }

    mutating func int32() -> Int32 { Int32(bitPattern: uint32()) }

    mutating func int64() -> Int64 {
      Int64(bitPattern: UInt64(uint32()) << 32 | UInt64(uint32()))
    }
  }
}
