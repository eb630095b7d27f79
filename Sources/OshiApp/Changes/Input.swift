import Foundation
import OshiCommandWords
import OshiCore
import OshiNames
import OshiReading
import OshiRuntime
import OshiText
import OshiWords

/// Checks on what the user types, so that nothing unsafe or impossible reaches the store.
public enum Input {
  /// The most grapheme clusters a name or label may have.
  public static let maximumLength = 64

  /// Returns `text` when it is a usable name, label or group; throws a usage error otherwise.
  ///
  /// Spaces around it are dropped: ` Aki ` is `Aki`, in every widget and in its slug.
  public static func text(_ given: String, field: String) throws(OshiError) -> String {
    let text = given.trimmingCharacters(in: .whitespaces)
    if text.isEmpty || text.allSatisfy({ $0.isWhitespace }) {
      throw .usage(
        Words.Changes.emptyField(Words.Changes.field(field)))
    }
    if let scalar = Sanitizer.firstForbidden(in: text) {
      throw .usage(
        Words.Changes.controlCharacter(Words.Changes.field(field), Input.codePoint(scalar)))
    }
    if text.count > maximumLength {
      throw .usage(
        Words.Changes.tooLong(
          Words.Changes.field(field), count: text.count, limit: maximumLength))
    }
    return text
  }

  /// Returns `text` when it is a single grapheme, such as ♡ or 🎂.
  public static func symbol(_ text: String) throws(OshiError) -> String {
    let checked = try Input.text(text, field: "symbol")
    guard checked.count == 1 else {
      throw .usage(
        Words.Changes.symbolNotOne(checked))
    }
    return checked
  }

  /// The colour `text` names: `#RRGGBB` (or `#RGB`, or the digits without `#`), or a
  /// penlight colour's name in Japanese or English.
  public static func color(_ text: String, option: String = "--oshi-color") throws(OshiError)
    -> OshiColor
  {
    let given = text.trimmingCharacters(in: .whitespaces)
    if let color = OshiColor(named: given) { return color }
    let names = Said(
      OshiColor.penlights.map(\.english).joined(separator: ", "),
      ja: OshiColor.penlights.map(\.japanese).joined(separator: "、"))
    throw .usage(Words.Changes.notAColour(option, Sanitizer.clean(given), names))
  }

  /// Returns `text` when it is a slug or id: lowercase ASCII letters, digits and '-'.
  public static func slug(_ text: String, field: String = "slug") throws(OshiError) -> String {
    guard isSlug(text) else {
      throw .usage(Words.Changes.notASlug(Words.Changes.field(field), Sanitizer.clean(text)))
    }
    return text
  }

  /// Whether `text` is a valid slug, widget id or slot name.
  ///
  /// That is 1 to 48 lowercase ASCII letters, digits and '-', not at either end. Nothing
  /// in it means anything to a shell.
  public static func isSlug(_ text: String) -> Bool {
    let allowed = text.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
    return allowed && !text.isEmpty && text.count <= 48 && !text.hasPrefix("-")
      && !text.hasSuffix("-")
  }

  /// A slug made from a name: its words in Hepburn (kanji read by MeCab, kana in
  /// romaji, Latin letters without accents) joined by '-', or nil when nothing in it can
  /// be read (emoji only, or kanji without the dictionary).
  public static func slug(fromName name: String) -> String? {
    madeSlug(fromName: name).slug
  }

  /// A slug made from a reading in kana when one is given, else from the name, and
  /// where its words came from (docs/names.md).
  public static func madeSlug(fromName name: String, yomi: String? = nil) -> Slug.Made {
    if let yomi, let slug = Slug.make(fromYomi: yomi, name: name, reader: MeCabReader.shared) {
      return Slug.Made(slug: slug, source: .yomi)
    }
    return Slug.make(fromName: name, reader: MeCabReader.shared)
  }

  /// Returns `text` when it is a reading oshi can use (`--yomi`): kana, with spaces
  /// between words; throws a usage error otherwise.
  public static func yomi(_ given: String) throws(OshiError) -> String {
    let text = given.trimmingCharacters(in: .whitespaces)
    guard Slug.isYomi(text), text.count <= maximumLength else {
      throw .usage(Words.Changes.readingNotKana(Sanitizer.clean(given)))
    }
    return text
  }

  /// Returns `uid` when it can be remembered as a contact's UID: not empty, no control
  /// or direction characters, and at most 1,000 characters (a vCard's UID is a URN, a
  /// UUID or a server's hash, well below that).
  public static func contact(_ uid: String) throws(OshiError) -> String {
    guard !uid.isEmpty, Sanitizer.firstForbidden(in: uid) == nil, uid.count <= 1000 else {
      throw .usage(
        Words.Changes.notAContactUID)
    }
    return uid
  }

  /// Parses a date as fans write it (ISO, kanji, eras, `today`, yearless forms).
  public static func date(
    _ text: String, option: String, today: LocalDate, allowsYearless: Bool = true
  ) throws(OshiError) -> EventDate {
    do {
      return try DateInput.parse(text, today: today, allowsYearless: allowsYearless)
    } catch {
      throw .usage(Words.Changes.badDate(option, Said(error.description, ja: error.japanese)))
    }
  }

  /// The `U+XXXX` name of a scalar.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
