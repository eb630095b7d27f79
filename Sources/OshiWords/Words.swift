/// Every word oshi says to a fan, in English and in Japanese side by side: the one
/// catalog of messages, notes, help and examples.
///
/// Each thing said has one key, a member of an area (`Words.Card.cannotWrite`), whose
/// value is a ``Said``: the English and the Japanese, written together, so that neither
/// can be missing or drift from the other. A message that names something (a path, a
/// slug, a count) is a function of it, and both languages say every value given (a test
/// checks). The areas follow what a fan does: a command's help, adding and changing
/// oshis, the store, importing, refreshing, pictures, notifications.
///
/// How the words are chosen is in docs/glossary.md: one word per concept in each
/// language, です・ます for what a command does, and fans' own words (推し, 箱推し, 卒業,
/// 活動休止, 周年, キリ番). Option names, values, ids and file names stay as typed.
///
/// Words only: nothing here reads a file, the clock or the environment. The catalog is in
/// two modules by who links them: this one, what every binary may say (the status bar's
/// `oshi` too), and OshiCommandWords, what only the commands, the use cases, the help and
/// the desktop helpers say, which keeps it out of the lean `oshi`.
public enum Words {}

extension Words {
  /// "1 oshi", "2 oshis", "1,000 widgets": a count and its English noun, plural unless
  /// one, the digits grouped by thousands.
  public static func counted(_ n: Int, _ noun: String) -> String {
    var digits = String(n.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return "\(n < 0 ? "-" : "")\(digits) \(n.magnitude == 1 ? noun : noun + "s")"
  }
}
