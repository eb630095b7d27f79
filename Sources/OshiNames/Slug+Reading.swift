import Foundation

/// Slugs that read kanji: the rules of issue 43, which `add`, `group add`, custom days
/// and imports use for new slugs. ``Slug/fromName(_:)`` keeps the older rules, which a
/// shipped migration runs.
extension Slug {
  /// The most characters a slug made from a name or a reading has: room for
  /// `<slug>-following` and a `-2` within an id's 48.
  public static let maximumLength = 32

  /// Where the words of a slug came from.
  public enum Source: Sendable, Equatable {
    /// Kana, digits and Latin letters only: nothing needed a dictionary.
    case letters
    /// The dictionary read some kanji.
    case dictionary
    /// Some kanji could not be read because the dictionary is missing.
    case noDictionary
    /// A reading the user gave (`--yomi`, a contact's phonetic name).
    case yomi
  }

  /// A slug and where its words came from.
  public struct Made: Sendable, Equatable {
    /// The slug, or nil when nothing in the name can be read.
    public var slug: String?
    /// Where its words came from.
    public var source: Source

    /// A slug and its source.
    public init(slug: String?, source: Source) {
      (self.slug, self.source) = (slug, source)
    }
  }

  /// A slug made from a name: kana in Hepburn, kanji read by `reader`, digits and Latin
  /// letters as they are; words joined by '-', at most ``maximumLength`` characters.
  public static func make(fromName name: String, reader: (any KanjiReader)?) -> Made {
    var words: [String] = []
    var source = Source.letters
    for chunk in chunks(of: name) {
      let hasKanji = chunk.unicodeScalars.contains(where: Script.isKanji)
      var pieces = Script.runs(of: chunk).map { NamePiece(surface: $0) }
      if hasKanji {
        if let reader, let read = reader.pieces(of: chunk) {
          pieces = read
          if read.contains(where: { $0.reading != nil }) { source = .dictionary }
        } else if source == .letters {
          source = .noDictionary
        }
      }
      words += self.words(pieces)
    }
    return Made(slug: joined(words), source: source)
  }

  /// A slug made from a reading in kana (`ほうしょう まりん` → `houshou-marin`).
  ///
  /// Spaces in the reading separate words. Without them, the name shows where words
  /// end: the reading is laid over the name's runs of kanji, hiragana, katakana and
  /// Latin letters, and a word ends where the script changes (宝鐘マリン and
  /// ほうしょうまりん give `houshou-marin`, 星街すいせい and ほしまちすいせい
  /// `hoshimachi-suisei`), except that a lone の or ノ between kanji joins the word
  /// before it (月ノ美兎 and つきのみと give `tsukino-mito`) and Latin letters or digits
  /// join the word before them (日向坂46). A reading of only the name's first runs or
  /// its last ones (the family name, or the given name) is completed from the name: its
  /// kana and letters as they are, and its kanji by `reader` (星街すいせい with ほしまち
  /// gives `hoshimachi-suisei`). Latin letters the reading leaves out stay
  /// (でんぱ組.inc with でんぱぐみ gives `denpa-gumi-inc`).
  public static func make(
    fromYomi yomi: String, name: String, reader: (any KanjiReader)? = nil
  ) -> String? {
    let parts = yomi.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "・" })
    if parts.count > 1 { return joined(parts.map { Romaji.ascii(String($0)) }) }
    let words = aligned(yomi, over: name, reader: reader) ?? [yomi]
    return joined(words.map { Romaji.ascii($0) })
  }

  /// Whether `text` is a reading oshi can use: kana, the long vowel mark, digits and
  /// spaces, with at least one kana.
  public static func isYomi(_ text: String) -> Bool {
    var hasKana = false
    for scalar in text.precomposedStringWithCompatibilityMapping.unicodeScalars {
      if Romaji.hiragana(scalar) != nil {
        hasKana = hasKana || scalar.value != 0x30FC
      } else if !(("0"..."9").contains(scalar) || scalar == " " || scalar == "\u{3000}"
        || scalar == "・" || scalar == "\u{3099}" || scalar == "\u{309A}")
      {
        return false
      }
    }
    return hasKana
  }

  /// The name split at spaces and punctuation: each chunk is read on its own, and its
  /// words never join another chunk's.
  static func chunks(of name: String) -> [String] {
    var chunks: [String] = []
    var current = ""
    for character in name.precomposedStringWithCompatibilityMapping {
      if character.unicodeScalars.allSatisfy({ Script.of($0) == .other }) {
        if !current.isEmpty { chunks.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { chunks.append(current) }
    return chunks
  }

  /// The words of one chunk, in kana, digits and Latin letters, from its pieces.
  ///
  /// Kana beside kana of the same script join, as do digits and Latin letters with the
  /// word before them (日向坂46 `hinatazaka46`); a suffix or an ending joins the word
  /// before it, a prefix the word after it; two pieces of one family or one given name
  /// join. Anything else starts a word.
  static func words(_ pieces: [NamePiece]) -> [String] {
    var words: [String] = []
    var previous: (script: Script, role: NamePiece.Role)?
    for piece in pieces {
      let script = Script.of(piece.surface)
      let text: String
      if script == .kanji {
        guard let reading = piece.reading, !reading.isEmpty else {
          // Kanji the dictionary could not read end the word, as a space would.
          previous = nil
          continue
        }
        text = reading
      } else {
        text = piece.surface
      }
      var joins = false
      if let previous {
        switch (script, previous.script) {
        case (.latin, _): joins = true
        case (.hiragana, .hiragana), (.katakana, .katakana): joins = true
        case (.hiragana, .kanji): joins = piece.role == .suffix || piece.role == .inflection
        case (.kanji, .kanji):
          joins =
            piece.role == .suffix || previous.role == .prefix
            || (piece.role == previous.role
              && (piece.role == .familyName || piece.role == .givenName))
        default: joins = false
        }
      }
      if joins, !words.isEmpty {
        words[words.count - 1] += text
      } else {
        words.append(text)
      }
      previous = (script, piece.role)
    }
    return words
  }

  /// Words (in kana or letters) as a slug: each romanised, joined by '-', and cut at
  /// the last word that fits in ``maximumLength``; nil when no letter or digit is left.
  static func joined(_ words: [String]) -> String? {
    var parts: [String] = []
    for word in words {
      let ascii = Romaji.ascii(word)
      parts += ascii.split(separator: " ").map(String.init).filter { !$0.isEmpty }
    }
    var slug = ""
    for part in parts {
      let next = slug.isEmpty ? part : slug + "-" + part
      if next.count > maximumLength {
        // A first word longer than a slug may be is cut where the limit falls.
        if slug.isEmpty { slug = String(part.prefix(maximumLength)) }
        break
      }
      slug = next
    }
    return slug.isEmpty ? nil : slug
  }

  /// One run of a name, as the reading is laid over it.
  struct Run {
    /// Its text.
    var text: String
    /// Its script.
    var script: Script
    /// Whether punctuation or a space stands before it, which ends a word.
    var afterGap: Bool
  }

  /// The name's runs of kanji, kana and Latin letters, each marked when punctuation or a
  /// space stands before it.
  static func readingRuns(of name: String) -> [Run] {
    var runs: [Run] = []
    var gap = false
    for text in Script.runs(of: name.precomposedStringWithCompatibilityMapping) {
      let script = Script.of(text)
      if script == .other {
        gap = true
        continue
      }
      runs.append(Run(text: text, script: script, afterGap: gap && !runs.isEmpty))
      gap = false
    }
    return runs
  }

  /// The reading laid over the name's runs, as words; nil when it does not fit.
  ///
  /// The kana runs of the name must appear in the reading as they are, and each kanji
  /// run takes the kana between them; Latin letters and digits are taken from the reading
  /// when it has them, else from the name. When the reading covers only the first runs
  /// or the last ones, the rest come from the name: kana and letters as they are, kanji
  /// by `reader` (nil when it cannot read them).
  static func aligned(_ yomi: String, over name: String, reader: (any KanjiReader)? = nil)
    -> [String]?
  {
    let reading = Array(hiraganaOf(yomi))
    let runs = readingRuns(of: name)
    guard !runs.isEmpty else { return nil }
    // Each run's part of the reading, over `runs[range]`; a kanji run takes at least one
    // kana, as few as lets the rest fit (the first fit, found by backtracking).
    func fit(_ range: Range<Int>) -> [String]? {
      func from(_ run: Int, _ at: Int) -> [String]? {
        if run == range.upperBound { return at == reading.count ? [] : nil }
        let text = runs[run].text
        switch runs[run].script {
        case .kanji:
          guard at < reading.count else { return nil }
          for end in (at + 1)...reading.count {
            if let rest = from(run + 1, end) { return [String(reading[at..<end])] + rest }
          }
          return nil
        case .latin:
          // Letters and digits are often left out of a reading: taken from the name.
          let literal = Array(text.lowercased())
          if at + literal.count <= reading.count,
            Array(reading[at..<at + literal.count]).map({ Character($0.lowercased()) }) == literal,
            let rest = from(run + 1, at + literal.count)
          {
            return [text] + rest
          }
          return from(run + 1, at).map { [text] + $0 }
        default:
          let literal = Array(hiraganaOf(text))
          guard at + literal.count <= reading.count,
            Array(reading[at..<at + literal.count]) == literal
          else { return nil }
          return from(run + 1, at + literal.count).map { [String(literal)] + $0 }
        }
      }
      return from(range.lowerBound, 0)
    }
    // The runs the reading does not cover, in kana or letters; nil when a kanji run
    // cannot be read, or when the reading holds one of their kana (then it is no reading
    // of the other runs alone: 宝鐘マリン's まりん).
    let whole = String(reading)
    func unread(_ range: Range<Int>) -> [String]? {
      var parts: [String] = []
      for run in runs[range] {
        guard run.script == .kanji else {
          let kana = hiraganaOf(run.text)
          if run.script != .latin, whole.contains(kana) { return nil }
          parts.append(run.script == .latin ? run.text : kana)
          continue
        }
        guard let pieces = reader?.pieces(of: run.text),
          pieces.allSatisfy({ Script.of($0.surface) != .kanji || $0.reading?.isEmpty == false })
        else { return nil }
        parts.append(pieces.map { $0.reading.map(hiraganaOf) ?? $0.surface }.joined())
      }
      return parts
    }
    var parts = fit(0..<runs.count)
    // The family name's reading alone (the first runs), then the given name's (the last).
    for split in (1..<runs.count).reversed() where parts == nil {
      if let first = fit(0..<split), let rest = unread(split..<runs.count) {
        parts = first + rest
      }
    }
    for split in 1..<runs.count where parts == nil {
      if let rest = unread(0..<split), let last = fit(split..<runs.count) {
        parts = rest + last
      }
    }
    guard let parts else { return nil }
    return words(of: runs, parts)
  }

  /// The words of `runs`, each read as `parts`: a word ends where the script changes,
  /// except that Latin letters and digits, and a lone の or ノ after kanji, join the word
  /// before them.
  static func words(of runs: [Run], _ parts: [String]) -> [String] {
    var words: [String] = []
    var previous: Run?
    for (run, part) in zip(runs, parts) {
      let connective = (run.text == "の" || run.text == "ノ") && previous?.script == .kanji
      let starts: Bool
      if run.afterGap || previous == nil {
        starts = true
      } else if connective || run.script == .latin {
        starts = false
      } else {
        starts = run.script != previous?.script
      }
      if starts || words.isEmpty {
        words.append(part)
      } else {
        words[words.count - 1] += part
      }
      previous = run
    }
    return words
  }

  /// Katakana as hiragana; everything else as it is.
  static func hiraganaOf(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.precomposedStringWithCompatibilityMapping.unicodeScalars {
      if (0x30A1...0x30F6).contains(scalar.value), let kana = Unicode.Scalar(scalar.value - 0x60) {
        out.append(kana)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}

/// The scripts a name is written in, as the slug's words see them.
enum Script: Equatable {
  case kanji, hiragana, katakana, latin, other

  /// Han ideographs and the marks that stand for them (々 〆 ヶ).
  static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
    case 0x3005, 0x3006, 0x30F6: true
    default: false
    }
  }

  /// The script of one scalar.
  static func of(_ scalar: Unicode.Scalar) -> Script {
    if isKanji(scalar) { return .kanji }
    switch scalar.value {
    case 0x3041...0x309F: return .hiragana
    case 0x30A0...0x30FF, 0x31F0...0x31FF: return .katakana
    default: break
    }
    if ("0"..."9").contains(scalar) || Romaji.latin(scalar) != nil { return .latin }
    return .other
  }

  /// The script of a run: kanji when it has any.
  static func of(_ text: String) -> Script {
    let scripts = text.unicodeScalars.map(of)
    if scripts.contains(.kanji) { return .kanji }
    if let first = scripts.first, scripts.allSatisfy({ $0 == first }) { return first }
    if scripts.allSatisfy({ $0 == .hiragana || $0 == .katakana }) { return .katakana }
    return scripts.contains(.latin) ? .latin : .other
  }

  /// `text` split where the script changes; the long vowel mark, 々 and the voicing
  /// marks stay with the run they follow.
  static func runs(of text: String) -> [String] {
    var runs: [String] = []
    var current = ""
    var script: Script?
    for scalar in text.unicodeScalars {
      var next = of(scalar)
      if [0x30FC, 0x3099, 0x309A, 0x309B, 0x309C].contains(scalar.value), let script {
        next = script
      }
      if next != script, !current.isEmpty {
        runs.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      script = next
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }
}
