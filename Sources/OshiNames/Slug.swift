/// Slugs made from names.
public enum Slug {
  /// A slug made from a name: its words in lowercase ASCII (kana in romaji, Latin
  /// letters without accents: ``Romaji``) joined by '-', or nil when no letter is left
  /// (a name of kanji or emoji only).
  public static func fromName(_ name: String) -> String? {
    let ascii = Romaji.ascii(name)
    guard ascii.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) else { return nil }
    var slug = ""
    var pendingDash = false
    for scalar in ascii.unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if pendingDash && !slug.isEmpty { slug.append("-") }
        pendingDash = false
        slug.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
      // Room for `<slug>-following`, the longest id `add` makes from it, within 48.
      if slug.count >= 38 { break }
    }
    return slug
  }

  /// `base` when it is free, else `base` cut to `cut` characters and numbered: `aki-2`,
  /// `aki-3`…, the first that `isTaken` does not hold.
  public static func free(_ base: String, cut: Int, isTaken: (String) -> Bool) -> String {
    guard isTaken(base) else { return base }
    let stem = base.prefix(cut)
    var number = 2
    while isTaken("\(stem)-\(number)") { number += 1 }
    return "\(stem)-\(number)"
  }

  /// The first of `oshi1`, `oshi2`… that `isTaken` does not hold: the slug of a name
  /// with no letter a slug can use.
  public static func numbered(isTaken: (String) -> Bool) -> String {
    var number = 1
    while isTaken("oshi\(number)") { number += 1 }
    return "oshi\(number)"
  }
}
