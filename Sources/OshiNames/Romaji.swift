import Foundation

/// Names as ASCII letters that people can type.
///
/// Kana become Hepburn romaji, Latin letters lose their accents. Used to make slugs
/// (`すいせい` → `suisei`, `Björk` → `bjork`).
///
/// The rules, chosen to be predictable rather than complete:
/// - Hiragana and katakana (also half-width) are read in modified Hepburn: し shi, ち chi,
///   つ tsu, ふ fu, じ ji, ぢ ji, づ zu, を o, ん n; きゃ kya, しゃ sha, ちゃ cha, じゃ ja.
/// - Small vowels after a syllable make the loanword sounds: ファ fa, ティ ti, ディ di,
///   ウィ wi, チェ che, ヴァ va.
/// - っ doubles the next consonant (はっと hatto), and before ch writes t (まっちゃ matcha).
/// - The long vowel mark ー is dropped (ラーメン ramen), as are 々, ゝ and ゞ.
/// - Latin letters lose their accents (é e, ñ n); ß is ss, æ ae, œ oe, ø o, ł l, đ and ð
///   d, þ th, ı i. Full-width letters and digits become ASCII.
/// - Anything else (kanji, emoji, punctuation) becomes a space: kanji cannot be read
///   without a dictionary.
public enum Romaji {
  /// `text` in lowercase ASCII letters and digits, with every other run of characters
  /// turned into one space.
  public static func ascii(_ text: String) -> String {
    let scalars = normalized(text)
    var output = ""
    var index = 0
    // Set by っ: the next syllable's consonant is doubled.
    var doubling = false
    func space() {
      if !output.isEmpty, output.last != " " { output.append(" ") }
      doubling = false
    }
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar.isASCII {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
          // ASCII lowercase: an uppercase letter has bit 0x20 clear.
          let byte = UInt8(ascii: scalar)
          output.unicodeScalars.append(
            Unicode.Scalar(("A"..."Z").contains(scalar) ? byte | 0x20 : byte))
          doubling = false
        } else {
          space()
        }
        continue
      }
      if let kana = hiragana(scalar) {
        switch kana {
        case "っ":
          doubling = true
          continue
        case "ー", "ゝ", "ゞ":
          continue
        default:
          break
        }
        guard var syllable = syllables[kana] else {
          // A small vowel or small ya/yu/yo with nothing before it reads as itself.
          if let vowel = smallVowels[kana] ?? smallY[kana] {
            output += vowel
          } else {
            space()
          }
          continue
        }
        // きゃ kya, しゃ sha: a small ya/yu/yo after a syllable in i.
        if index < scalars.count, let next = hiragana(scalars[index]), let y = smallY[next],
          syllable.hasSuffix("i"), syllable.count > 1
        {
          syllable.removeLast()
          let vowel = y.dropFirst()
          syllable += ["sh", "ch", "j"].contains(syllable) ? String(vowel) : y
          index += 1
        } else if index < scalars.count, let next = hiragana(scalars[index]),
          let vowel = smallVowels[next]
        {
          // ファ fa, ティ ti, ウィ wi: a small vowel replaces the syllable's own.
          syllable.removeLast()
          syllable = (syllable.isEmpty ? "w" : syllable) + vowel
          index += 1
        }
        if doubling, let first = syllable.first, !"aeiou".contains(first) {
          output += syllable.hasPrefix("ch") ? "t" : String(first)
        }
        doubling = false
        output += syllable
        continue
      }
      if let latin = latin(scalar) {
        output += latin
        doubling = false
      } else {
        space()
      }
    }
    while output.last == " " { output.removeLast() }
    return output
  }

  /// `text` in NFKC: full-width ASCII and half-width katakana become their usual forms,
  /// and a kana with its voicing mark becomes one scalar.
  static func normalized(_ text: String) -> [Unicode.Scalar] {
    var normal = String.UnicodeScalarView()
    for scalar in text.precomposedStringWithCompatibilityMapping.unicodeScalars {
      // Half-width ｶﾞ can come out as カ and a spacing ゛: make the mark combining, so
      // that composing below gives ガ.
      switch scalar.value {
      case 0x309B: normal.append("\u{3099}")
      case 0x309C: normal.append("\u{309A}")
      default: normal.append(scalar)
      }
    }
    return Array(String(normal).precomposedStringWithCanonicalMapping.unicodeScalars)
  }

  /// A katakana scalar as its hiragana, a hiragana scalar as itself, or nil.
  static func hiragana(_ scalar: Unicode.Scalar) -> Character? {
    switch scalar.value {
    case 0x3041...0x3096, 0x309D, 0x309E: return Character(scalar)
    case 0x30A1...0x30F6: return Unicode.Scalar(scalar.value - 0x60).map(Character.init)
    case 0x30FC: return "ー"
    case 0x30FD: return "ゝ"
    case 0x30FE: return "ゞ"
    default: return nil
    }
  }

  /// A Latin letter as ASCII without its accents; nil for anything else.
  static func latin(_ scalar: Unicode.Scalar) -> String? {
    // Most names are ASCII, and Foundation's decomposition is the slow part of an import.
    switch scalar.value {
    case 0x61...0x7A: return String(scalar)
    case 0x41...0x5A: return String(Character(Unicode.Scalar(UInt8(scalar.value) | 0x20)))
    case 0..<0x80: return nil
    default: break
    }
    guard scalar.properties.isAlphabetic else { return nil }
    let lower = String(scalar).lowercased()
    if let special = specialLetters[lower] { return special }
    // é → e + U+0301: keep the ASCII base when there is one.
    let base = lower.decomposedStringWithCanonicalMapping.unicodeScalars.first
    guard let base, base.isASCII, base.properties.isAlphabetic else { return nil }
    return String(base)
  }

  static let specialLetters: [String: String] = [
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
    "ı": "i", "ħ": "h", "ŧ": "t", "ŋ": "ng",
  ]

  static let smallVowels: [Character: String] = [
    "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o",
  ]

  static let smallY: [Character: String] = ["ゃ": "ya", "ゅ": "yu", "ょ": "yo"]

  /// Each syllable's reading.
  static let syllables: [Character: String] = {
    let rows: [(String, [String])] = [
      ("あいうえお", ["a", "i", "u", "e", "o"]),
      ("かきくけこ", ["ka", "ki", "ku", "ke", "ko"]),
      ("がぎぐげご", ["ga", "gi", "gu", "ge", "go"]),
      ("さしすせそ", ["sa", "shi", "su", "se", "so"]),
      ("ざじずぜぞ", ["za", "ji", "zu", "ze", "zo"]),
      ("たちつてと", ["ta", "chi", "tsu", "te", "to"]),
      ("だぢづでど", ["da", "ji", "zu", "de", "do"]),
      ("なにぬねの", ["na", "ni", "nu", "ne", "no"]),
      ("はひふへほ", ["ha", "hi", "fu", "he", "ho"]),
      ("ばびぶべぼ", ["ba", "bi", "bu", "be", "bo"]),
      ("ぱぴぷぺぽ", ["pa", "pi", "pu", "pe", "po"]),
      ("まみむめも", ["ma", "mi", "mu", "me", "mo"]),
      ("やゆよ", ["ya", "yu", "yo"]),
      ("らりるれろ", ["ra", "ri", "ru", "re", "ro"]),
      ("わゐゑを", ["wa", "i", "e", "o"]),
      ("んゔゕゖゎ", ["n", "vu", "ka", "ke", "wa"]),
    ]
    var table: [Character: String] = [:]
    for (kana, readings) in rows {
      for (character, reading) in zip(kana, readings) { table[character] = reading }
    }
    return table
  }()
}
