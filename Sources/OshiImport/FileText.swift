import OshiCommandWords
import OshiWords

/// A file's bytes as the text the readers take: UTF-8, with UTF-16 transcoded, and a file
/// in another charset read in the likely one with a note saying which.
enum FileText {
  /// The layout of UTF-16 code units in bytes.
  enum UTF16Order {
    case littleEndian, bigEndian
  }

  /// The file as UTF-8 bytes: a UTF-8 byte-order mark dropped, and UTF-16 transcoded.
  ///
  /// UTF-16 is told by its byte-order mark, or without one (as Windows' tools write it) by
  /// its NUL bytes: text whose characters are mostly ASCII has a NUL in every other byte,
  /// and UTF-8 text has none. A file that looks like UTF-16 and is not is refused, naming
  /// the line.
  static func unicode(_ bytes: [UInt8]) throws(ImportFailure) -> [UInt8] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    guard let (order, start) = utf16Layout(bytes) else { return bytes }
    let units = codeUnits(bytes[start...], order)
    guard bytes[start...].count % 2 == 0, let text = String(validating: units, as: UTF16.self)
    else {
      var line = 1
      var iterator = units.makeIterator()
      var decoder = UTF16()
      decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
        case .emptyInput, .error: break decoding
        }
      }
      throw ImportFailure(line: line, Words.ImportFile.falseUTF16)
    }
    return Array(text.utf8)
  }

  /// How `bytes` hold UTF-16, and where the text starts (after a byte-order mark); nil
  /// when they are not UTF-16.
  static func utf16Layout(_ bytes: [UInt8]) -> (order: UTF16Order, start: Int)? {
    if bytes.starts(with: [0xFF, 0xFE]) { return (.littleEndian, 2) }
    if bytes.starts(with: [0xFE, 0xFF]) { return (.bigEndian, 2) }
    // The NUL bytes of the head: in ASCII-rich UTF-16 on one side of each pair only.
    let head = bytes.prefix(2048)
    var even = 0
    var odd = 0
    for (index, byte) in head.enumerated() where byte == 0 {
      if index % 2 == 0 { even += 1 } else { odd += 1 }
    }
    let pairs = head.count / 2
    if odd >= max(2, pairs / 8), even * 8 <= odd { return (.littleEndian, 0) }
    if even >= max(2, pairs / 8), odd * 8 <= even { return (.bigEndian, 0) }
    return nil
  }

  /// The bytes as UTF-16 code units; a last odd byte is dropped.
  static func codeUnits(_ bytes: ArraySlice<UInt8>, _ order: UTF16Order) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(order == .littleEndian ? second << 8 | first : first << 8 | second)
      index += 2
    }
    return units
  }

  /// The text of a file that is not a vCard: UTF-8, or the charset ``Charset/guess(_:)``
  /// finds, with a note naming it on the first line that is not UTF-8.
  ///
  /// A file that neither UTF-8 nor a likely charset reads is refused at that line.
  static func text(_ bytes: [UInt8]) throws(ImportFailure) -> (text: String, note: ImportNote?) {
    if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
    let line = firstLineNotUTF8(bytes)
    guard let (charset, text) = Charset.guess(bytes) else {
      throw ImportFailure(line: line, Words.ImportFile.unknownCharset)
    }
    return (text, guessed(charset, line: line, advice: .file))
  }

  /// What to do when a guessed charset reads a name wrong.
  enum Advice {
    /// Save the file again (a sheet, a text file).
    case file
    /// Export the contacts again (a vCard).
    case contacts
  }

  /// The note that a file naming no charset was read in `charset`.
  static func guessed(_ charset: Charset, line: Int, advice: Advice) -> ImportNote {
    let again = advice == .file ? Words.ImportFile.saveAsUTF8 : Words.ImportFile.exportAsUTF8
    return ImportNote(line: line, Words.ImportFile.guessedCharset(charset.name, again))
  }

  /// The line, from 1, of the first byte that is not UTF-8.
  static func firstLineNotUTF8(_ bytes: [UInt8]) -> Int {
    var line = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
      case .emptyInput, .error: break decoding
      }
    }
    return line
  }

  /// The head of a file as text, for detection: as ``unicode(_:)`` and ``text(_:)`` read
  /// it, never refused; `cut` says the bytes are a file's first ones, whose last line may
  /// end inside a character.
  static func head(_ bytes: [UInt8], cut: Bool) -> String {
    if let (order, start) = utf16Layout(bytes) {
      return String(decoding: codeUnits(bytes[start...], order), as: UTF16.self)
    }
    var bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if cut, let end = bytes.lastIndex(of: UInt8(ascii: "\n")) { bytes = Array(bytes[...end]) }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    return Charset.guess(bytes)?.text ?? String(decoding: bytes, as: UTF8.self)
  }
}
