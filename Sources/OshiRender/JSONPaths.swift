/// Values of a JSON text found by path (`$.oshis[1].birthday`) in one walk over its bytes.
///
/// Every value off the path is skipped. Two values are found: the line a value is on, for
/// refusals that name the file's line as well as the field (Foundation's decoders say which
/// path was refused, not where it is), and a string, for reading two fields of a large file
/// without decoding the rest. For a key that is missing, the line is the object's that
/// lacks it.
package enum JSONPaths {
  /// A step of a path: a key of an object or an index of an array.
  package enum Step: Equatable {
    case key(String)
    case index(Int)
  }

  /// The steps of `$.oshis[1].birthday`; nil when it is not such a path.
  package static func steps(_ path: String) -> [Step]? {
    guard path.hasPrefix("$") else { return nil }
    var steps: [Step] = []
    var rest = path.dropFirst()
    while let first = rest.first {
      if first == "." {
        rest.removeFirst()
        let key = rest.prefix { $0 != "." && $0 != "[" }
        guard !key.isEmpty else { return nil }
        steps.append(.key(String(key)))
        rest = rest.dropFirst(key.count)
      } else if first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close])
        else { return nil }
        steps.append(.index(index))
        rest = rest[rest.index(after: close)...]
      } else {
        return nil
      }
    }
    return steps
  }

  /// The line, from 1, of the value at `path` in `bytes`; nil when the text is not JSON
  /// enough to find it.
  package static func line(of path: String, in bytes: [UInt8]) -> Int? {
    guard let steps = steps(path) else { return nil }
    return bytes.withUnsafeBufferPointer { bytes in
      var walker = Walker(bytes: bytes)
      return walker.find(steps[...])
    }
  }

  /// The string at `path` in `bytes`, when it is there, is a string and has no escapes
  /// but `\"` and `\\`; nil otherwise.
  package static func string(at path: String, in bytes: [UInt8]) -> String? {
    guard let steps = steps(path) else { return nil }
    return bytes.withUnsafeBufferPointer { bytes in
      var walker = Walker(bytes: bytes)
      // `find` stops at the value, or at the object that lacks the key: only a string at
      // the end of the whole path is taken.
      guard walker.find(steps[...]) != nil, walker.reached, walker.index < bytes.count,
        bytes[walker.index] == UInt8(ascii: "\""), let raw = walker.string(),
        !raw.contains(UInt8(ascii: "\\"))
      else { return nil }
      return String(decoding: raw, as: UTF8.self)
    }
  }

  /// Walks the bytes in place: the timeline's list of files is a few hundred kilobytes.
  private struct Walker {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// Whether the last `find` reached the end of its path (not an object that lacks a key).
    var reached = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\n"): line += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
        default: return
        }
        index += 1
      }
    }

    /// The line of the value at `steps` from here, or, when a key or an index is not
    /// there, the line of the object or array that lacks it.
    mutating func find(_ steps: ArraySlice<Step>) -> Int? {
      skipSpace()
      guard index < bytes.count else { return nil }
      guard let step = steps.first else {
        reached = true
        return line
      }
      let start = line
      let close: UInt8
      switch (bytes[index], step) {
      case (UInt8(ascii: "{"), .key): close = UInt8(ascii: "}")
      case (UInt8(ascii: "["), .index): close = UInt8(ascii: "]")
      default:
        // A step into a value that is not an object or array: the refusal is of it.
        return line
      }
      index += 1
      var position = 0
      while true {
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == close { return start }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          position += 1
          continue
        }
        // The member the step names: an object's by its key, an array's by its place.
        let named: Bool
        switch step {
        case .key(let wanted):
          guard let key = string() else { return nil }
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
          index += 1
          named = key.elementsEqual(wanted.utf8)
        case .index(let wanted):
          named = position == wanted
        }
        if named { return find(steps.dropFirst()) }
        guard skipValue() else { return nil }
      }
    }

    /// Steps over a string; returns its raw bytes between the quotes, escapes as
    /// written (keys and the values read are plain), or nil when the text ends first.
    mutating func string() -> Slice<UnsafeBufferPointer<UInt8>>? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { return bytes[start..<(index - 1)] }
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\n") {
          line += 1
        }
      }
      return nil
    }

    /// Steps over one value; false when the text ends first.
    mutating func skipValue() -> Bool {
      skipSpace()
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        return string() != nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            guard string() != nil else { return false }
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
          case UInt8(ascii: "\n"): line += 1
          default: break
          }
          index += 1
          if depth == 0 { return true }
        }
        return false
      default:
        while index < bytes.count,
          ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index])
        {
          if bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
        return true
      }
    }
  }
}
