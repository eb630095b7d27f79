/// What a reminder's message says: whose day it is, and what day.
///
/// remind shows a message after two passes: the expressions in `[…]` are pasted in
/// (`[since(1984)]` is `8th`, `[$Uy - 1961]` is `65`), then the substitution filter
/// replaces `%b`, `%a` and the like by words about the day (`in 4 days' time`, `today`).
/// Neither is a name, so both are taken out; what is left is read for the common ways of
/// saying birthday in English, Japanese, Portuguese, Spanish, German and French.
extension RemindFile {
  /// What a message gives.
  struct Reading: Equatable {
    /// The person, or the message itself when it names no one in a way oshi knows.
    var name: String
    /// Whether the message says birthday.
    var birthday: Bool
    /// The message, as the label of a yearly day, when it names an anniversary rather
    /// than a birthday.
    var label: String?
  }

  /// The ways of saying birthday, lower-case, longer first so that `cumpleaños` is found
  /// before `cumple`.
  static let birthdayWords = [
    "お誕生日", "誕生日", "生誕祭", "birthday", "b-day", "bday", "aniversário", "cumpleaños",
    "cumpleanos", "cumple", "geburtstag", "anniversaire", "niver",
  ]

  /// The ways of naming a yearly day that is not a birthday.
  ///
  /// Spanish `aniversario` is an anniversary; Portuguese `aniversário`, with its accent,
  /// is a birthday.
  static let anniversaryWords = [
    "周年", "記念日", "anniversary", "aniversario", "jahrestag", "jubiläum",
  ]

  /// Words around a birthday word that are not the name: greetings before it ("Happy
  /// birthday, Aki", "Feliz cumpleaños"), and what follows a name (`Anna hat Geburtstag`).
  static let fillers: Set = [
    "happy", "feliz", "joyeux", "bon", "bonne", "alles", "gute", "zum", "herzlichen",
    "glückwunsch", "hat", "a", "the", "el", "la", "le", "o", "das", "der", "is", "was",
    "today", "おめでとう",
  ]

  /// Words between a birthday word and the name after it: "Birthday of Aki", "Aniversário
  /// de Ana", "Geburtstag von Anna", "Anniversaire de Marie".
  static let connectors: Set = [
    "of", "to", "for", "de", "da", "do", "das", "dos", "del", "von", "vom", "für", "du", "des",
  ]

  /// What `message` says, or nil when an expression in it has no closing `]`.
  ///
  /// The calendar text between `%"` and `%"` is the name's text when there is one, as in
  /// remind's calendar; whether the message says birthday is read from all of it.
  static func reading(ofMessage message: String) -> Reading? {
    guard let pasted = withoutExpressions(message) else { return nil }
    let whole = substituted(pasted)
    let quoted = pasted.split(separator: "%\"", omittingEmptySubsequences: false)
    let text = quoted.count >= 3 ? substituted(String(quoted[1])) : whole
    if let found = find(birthdayWords, in: text) {
      return Reading(name: person(around: found, in: text), birthday: true)
    }
    if find(birthdayWords, in: whole) != nil {
      return Reading(name: cleaned(text), birthday: true)
    }
    if let found = find(anniversaryWords, in: text) {
      // Whose day it is only where the message says so (`Stella's anniversary`).
      let label = cleaned(text)
      let (owner, owned) = owner(String(Array(text)[..<found.lowerBound]))
      return Reading(name: owned && !owner.isEmpty ? owner : label, birthday: false, label: label)
    }
    return Reading(name: cleaned(text), birthday: false)
  }

  /// `message` with each expression in `[…]` made a space, or nil when one is not closed.
  ///
  /// A `]` inside a string of the expression (`["]"]`) does not close it, as remind reads
  /// it.
  static func withoutExpressions(_ message: String) -> String? {
    var result = ""
    var depth = false
    var quoted = false
    var escaped = false
    for character in message {
      if !depth {
        if character == "[" { depth = true } else { result.append(character) }
      } else if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "]" {
        depth = false
        result.append(" ")
      }
    }
    return depth ? nil : result
  }

  /// `text` without remind's substitutions: `%` and a letter, a digit or one of `_!@#"`
  /// go, and so does `%*` and the letter after it (`%*c`); `%` and any other character is
  /// that character (`%%` is `%`).
  static func substituted(_ text: String) -> String {
    var result = ""
    var escaped = false
    var starred = false
    for character in text {
      if starred {
        starred = false
      } else if escaped {
        escaped = false
        if character == "*" {
          starred = true
        } else if !(character.isASCII
          && (character.isLetter || character.isNumber || "_!@#\"".contains(character)))
        {
          result.append(character)
        }
      } else if character == "%" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Where the first of `words` is in `text`, in any case; a word of Latin letters only
  /// where it stands apart from other letters (`bday` in `Mai's Bday`, not in `Bdays`).
  static func find(_ words: [String], in text: String) -> Range<Int>? {
    let characters = Array(text)
    let lower = characters.map { $0.lowercased() }
    for word in words {
      let letters = word.map { String($0) }
      let latin = word.unicodeScalars.allSatisfy { $0.value < 0x2E80 }
      guard letters.count <= lower.count else { continue }
      for start in 0...(lower.count - letters.count)
      where Array(lower[start..<(start + letters.count)]) == letters {
        let end = start + letters.count
        let apart =
          !latin
          || ((start == 0 || !characters[start - 1].isLetter)
            && (end == lower.count || !characters[end].isLetter))
        if apart { return start..<end }
      }
    }
    return nil
  }

  /// The name beside the word at `found`: before it when it is written as the owner's
  /// (`Mai's Bday`, `星野ルナの誕生日`) or when nothing after it is a name; after it when a
  /// connector leads there (`Aniversário de Ana`) or nothing before it is.
  static func person(around found: Range<Int>, in text: String) -> String {
    let characters = Array(text)
    let before = String(characters[..<found.lowerBound])
    let after = String(characters[found.upperBound...])
    let (left, owned) = owner(before)
    let (right, connected) = owned ? ("", false) : named(after)
    if owned || (!connected && left.contains(where: \.isLetter)) || right.isEmpty {
      return left
    }
    return right
  }

  /// The text before a birthday word without greetings and `'s` or `の`, and whether it
  /// was written as the owner's.
  static func owner(_ text: String) -> (String, Bool) {
    var name = cleaned(text)
    var owned = false
    for mark in ["'s", "\u{2019}s", "s'", "s\u{2019}", "の"] where name.lowercased().hasSuffix(mark)
    {
      name = String(name.dropLast(mark == "s'" || mark == "s\u{2019}" ? 1 : mark.count))
      owned = true
      break
    }
    return (withoutFillers(cleaned(name)), owned)
  }

  /// The text after a birthday word without the connector before the name, and whether
  /// there was one.
  static func named(_ text: String) -> (String, Bool) {
    var words = cleaned(text).split(separator: " ").map(String.init)
    var connected = false
    while let first = words.first, fillers.contains(first.lowercased()) { words.removeFirst() }
    if let first = words.first, connectors.contains(first.lowercased()) {
      words.removeFirst()
      connected = true
    } else if let first = words.first,
      let elided = ["d'", "d\u{2019}", "l'", "l\u{2019}"].first(where: {
        first.lowercased().hasPrefix($0)
      })
    {
      words[0] = String(first.dropFirst(elided.count))
      connected = true
    }
    return (withoutFillers(words.joined(separator: " ")), connected)
  }

  /// `text` without greeting words at its ends.
  static func withoutFillers(_ text: String) -> String {
    var words = text.split(separator: " ")
    while let first = words.first, fillers.contains(first.lowercased()) { words.removeFirst() }
    while let last = words.last, fillers.contains(last.lowercased()) { words.removeLast() }
    return cleaned(words.joined(separator: " "))
  }

  /// `text` without loose punctuation, marks closing its last word (`Aki!`), nor the `is`
  /// that the manual's idiom leaves once `%b` is out (`Dianne's birthday is %b`).
  static func cleaned(_ text: String) -> String {
    var words = trimmingLoosePunctuation(text).split(separator: " ").map(String.init)
    let closing: Set<Character> = ["!", "?", ".", ",", ":", ";", "！", "？", "。", "、"]
    while let last = words.last {
      let trimmed = String(last.reversed().drop { closing.contains($0) }.reversed())
      if trimmed.isEmpty || ["is", "was"].contains(trimmed.lowercased()) {
        words.removeLast()
      } else {
        words[words.count - 1] = trimmed
        break
      }
    }
    return trimmingLoosePunctuation(words.joined(separator: " "))
  }
}
