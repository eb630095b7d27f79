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
}
