import OshiCommandWords
import OshiWords

extension VCard {
  /// `[group.]NAME[;PARAM[=VALUE]]*:VALUE`; the value is decoded to text only when it is
  /// read, so that a field oshi does not read never refuses the file.
  struct Property {
    var group: String?
    var name: String
    var parameters: [String: String] = [:]
    /// The value's bytes, quoted-printable decoded.
    var value: [UInt8]
    var line: Int
    /// The charset the file's texts suggest, for a value that is not UTF-8 and names none.
    var fallback: Charset?

    /// The properties whose text oshi reads; any other may hold anything.
    static let read: Set<String> = Card.anniversaries.union([
      "FN", "N", "NICKNAME", "X-PHONETIC-LAST-NAME", "X-PHONETIC-FIRST-NAME", "UID", "BDAY",
      "X-ABDATE", "X-ABLABEL",
    ])

    init(_ line: Line) throws(ImportFailure) {
      self.line = line.number
      // The value starts after the first colon that is not inside a quoted parameter.
      var quoted = false
      var colon: Int?
      for (index, byte) in line.bytes.enumerated() {
        if byte == UInt8(ascii: "\"") { quoted.toggle() }
        if byte == UInt8(ascii: ":") && !quoted {
          colon = index
          break
        }
      }
      guard let colon else {
        throw ImportFailure(
          line: line.number, Words.ImportFile.lineNeedsColon)
      }
      guard let head = String(validating: line.bytes[..<colon], as: UTF8.self) else {
        throw Self.notUTF8(line.number, field: nil)
      }
      var parts = Self.split(head, on: ";")
      var name = parts.removeFirst()
      if let dot = name.lastIndex(of: ".") {
        group = String(name[..<dot]).uppercased()
        name = String(name[name.index(after: dot)...])
      }
      self.name = name.uppercased()
      for part in parts {
        if let equals = part.firstIndex(of: "=") {
          var value = String(part[part.index(after: equals)...])
          if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
            value = String(value.dropFirst().dropLast())
          }
          parameters[String(part[..<equals]).uppercased()] = value
        } else {
          // vCard 2.1's bare parameters: `QUOTED-PRINTABLE`, `BASE64`, `HOME`, `JPEG`.
          let bare = part.uppercased()
          let isEncoding = ["QUOTED-PRINTABLE", "BASE64", "B"].contains(bare)
          parameters[isEncoding ? "ENCODING" : "TYPE"] = bare
        }
      }
      value = Array(line.bytes[(colon + 1)...])
      if parameters["ENCODING"]?.uppercased() == "QUOTED-PRINTABLE" {
        value = Self.decodeQuotedPrintable(value)
      }
    }

    /// Whether the value is `word`, in any case: `BEGIN:vcard`.
    func isValue(_ word: String) -> Bool {
      String(decoding: value, as: UTF8.self).trimmingSpaces.uppercased() == word
    }

    /// The charset the CHARSET parameter names; nil without one, or for UTF-8 and
    /// US-ASCII.
    var charset: Charset? {
      parameters["CHARSET"].flatMap(Charset.init(parameter:))
    }

    /// Whether oshi reads this text, and it is not UTF-8 and names no charset but UTF-8.
    var needsCharset: Bool {
      // The cheapest test first: most values are ASCII.
      value.contains { $0 >= 0x80 } && Self.read.contains(name) && charset == nil
        && String(validating: value, as: UTF8.self) == nil
    }

    /// The value as text, not yet unescaped.
    ///
    /// Text that is UTF-8 is read as UTF-8, whatever its CHARSET says: a file converted
    /// with `iconv` keeps its parameters. Other text is decoded in its CHARSET, or in the
    /// charset the file suggests (``fallback``). A charset iconv does not know, and text
    /// that is not in its charset, are refused, naming the field.
    func text() throws(ImportFailure) -> String {
      let charset = self.charset
      // ISO-2022-JP's escapes are ASCII, which would pass for UTF-8.
      let escaped = charset != nil && value.contains(0x1B)
      if !escaped, let text = String(validating: value, as: UTF8.self) { return text }
      guard let decoding = charset ?? fallback else { throw Self.notUTF8(line, field: name) }
      let written = parameters["CHARSET"] ?? decoding.name
      switch decoding.decode(value) {
      case .text(let text):
        return text
      case .unknown:
        throw ImportFailure(
          line: line, field: name,
          Words.ImportFile.charsetNotRead(written))
      case .invalid where charset == nil:
        throw Self.notUTF8(line, field: name)
      case .invalid:
        throw ImportFailure(
          line: line, field: name,
          Words.ImportFile.notTheCharset(decoding.name, written: written))
      }
    }

    static func notUTF8(_ line: Int, field: String?) -> ImportFailure {
      ImportFailure(
        line: line, field: field,
        Words.ImportFile.unknownCharsetOfContacts)
    }

    /// `=XX` bytes decoded; anything else kept.
    static func decodeQuotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
      func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
      }
      var result: [UInt8] = []
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "="), index + 2 < bytes.count,
          let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
        {
          result.append(high << 4 | low)
          index += 3
        } else {
          result.append(bytes[index])
          index += 1
        }
      }
      return result
    }

    /// `text` split on `separator` where it is not escaped with a backslash or quoted.
    static func split(_ text: String, on separator: Character) -> [String] {
      var parts: [String] = []
      var current = ""
      var escaped = false
      var quoted = false
      for character in text {
        if escaped {
          current.append("\\")
          current.append(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted.toggle()
          current.append(character)
        } else if character == separator && !quoted {
          parts.append(current)
          current = ""
        } else {
          current.append(character)
        }
      }
      if escaped { current.append("\\") }
      parts.append(current)
      return parts
    }

    /// A TEXT value's escapes undone: `\\`, `\,`, `\;`, `\n`.
    static func unescape(_ text: String) -> String {
      text.resolvingEscapes("\\") { $0 == "n" || $0 == "N" ? "\n" : $0 }
    }

    /// The value's first component (of a list such as NICKNAME), unescaped and trimmed.
    func firstValue() throws(ImportFailure) -> String {
      Self.unescape(Self.split(try text(), on: ",").first ?? "").trimmingSpaces
    }
  }
}
