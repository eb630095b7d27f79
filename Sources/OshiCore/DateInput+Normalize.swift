extension DateInput {
  /// One meaningful piece of a written date.
  enum Token: Equatable {
    /// A run of ASCII digits, kept as text so that no length can overflow an `Int`.
    case number(String)
    /// `-`, `/` or `.`.
    case separator(Character)
    /// 年, 月 or 日.
    case unit(Character)
    /// 元, as in 令和元年.
    case gannen
    /// An era, by kanji (令和), compatibility symbol (㋿) or letter (R, r).
    case era(JapaneseEra)
    /// `today` in any case, or 今日.
    case today
    /// Whitespace, which may only separate pieces that cannot run together.
    case space

    var isNumber: Bool {
      if case .number = self { return true }
      return false
    }

    var isUnit: Bool {
      if case .unit = self { return true }
      return false
    }
  }

  /// `text` without leading and trailing whitespace, U+3000 and newlines included.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start].properties.isWhitespace {
      start = scalars.index(after: start)
    }
    while start < end, scalars[scalars.index(before: end)].properties.isWhitespace {
      end = scalars.index(before: end)
    }
    return String(scalars[start..<end])
  }

  /// The pieces of `text`, or nil when it holds anything a date never contains.
  ///
  /// Whitespace between two numbers is kept as `.space` (so `2019 8 1` is refused);
  /// elsewhere it is dropped, so `令和 元年 5月 1日` reads like `令和元年5月1日`.
  static func tokens(of text: String) -> [Token]? {
    let scalars = text.unicodeScalars.map(normalized)
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if isDigit(scalar) {
        var end = index
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        tokens.append(.number(String(String.UnicodeScalarView(scalars[index..<end]))))
        index = end
        continue
      }
      if isLetter(scalar) {
        var end = index
        while end < scalars.count, isLetter(scalars[end]) { end += 1 }
        let word = String(String.UnicodeScalarView(scalars[index..<end])).lowercased()
        if word == "today" {
          tokens.append(.today)
        } else if word.count == 1, let letter = word.first, let era = JapaneseEra(letter: letter) {
          tokens.append(.era(era))
        } else {
          return nil
        }
        index = end
        continue
      }
      if let next, let era = JapaneseEra(kanji: String(String.UnicodeScalarView([scalar, next]))) {
        tokens.append(.era(era))
        index += 2
        continue
      }
      if scalar == "今", next == "日" {
        tokens.append(.today)
        index += 2
        continue
      }
      switch scalar {
      case "-", "/", ".": tokens.append(.separator(Character(scalar)))
      case "年", "月", "日": tokens.append(.unit(Character(scalar)))
      case "元": tokens.append(.gannen)
      case "\u{337E}": tokens.append(.era(.meiji))  // ㍾
      case "\u{337D}": tokens.append(.era(.taisho))  // ㍽
      case "\u{337C}": tokens.append(.era(.showa))  // ㍼
      case "\u{337B}": tokens.append(.era(.heisei))  // ㍻
      case "\u{32FF}": tokens.append(.era(.reiwa))  // ㋿
      case _ where scalar.properties.isWhitespace:
        if tokens.last != .space { tokens.append(.space) }
      default: return nil
      }
      index += 1
    }
    return withoutLooseSpaces(tokens)
  }

  private static func withoutLooseSpaces(_ tokens: [Token]) -> [Token] {
    tokens.indices.compactMap { index in
      let token = tokens[index]
      guard token == .space else { return token }
      let betweenNumbers =
        index > 0 && tokens[index - 1].isNumber
        && index + 1 < tokens.count && tokens[index + 1].isNumber
      return betweenNumbers ? token : nil
    }
  }

  /// The ASCII form of a full-width character, and `-` for the dashes an IME may type.
  private static func normalized(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    // Full-width forms of ASCII: ０-９, Ａ-Ｚ, ／, －, ．
    case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    // Hyphens, dashes and minus signs; ー and ｰ are what a Japanese IME types for `-`.
    case 0x2010...0x2015, 0x2212, 0xFE63, 0x30FC, 0xFF70: "-"
    default: scalar
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
