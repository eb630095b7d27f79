import OshiCore

/// The columns of contacts programs' CSV exports that oshi reads.
///
/// Google Contacts (its current export: `First Name`, `Last Name`, `Phonetic Last Name`,
/// `Event 1 - Label`…; its older one: `Name`, `Given Name`, `Family Name Yomi`,
/// `Event 1 - Type`…), Outlook (`First Name`, `Surname Yomi`, `Birthday`, `Anniversary`),
/// Thunderbird (`Display Name`, `Birth Year`, `Birth Month`, `Birth Day`), Yahoo (`First`,
/// `Middle`, `Last`) and Japanese headers (`姓`, `名`, `誕生日`, `記念日`). Every other column
/// of such a file (e-mail, phone, address…) is left out.
extension CSVFile {
  /// What a column of the header holds.
  enum Column: Hashable {
    case name, slug, short, symbol, group, yomi
    /// One of the oshi's dates (``CSVFile/dates``): `birthday`, `Birthday`, `誕生日`.
    case date(OshiDate)
    case given, middle, family, phoneticGiven, phoneticFamily, anniversary
    /// Google's `Event N - Label` (older `Event N - Type`) and `Event N - Value`.
    case eventLabel(Int)
    case eventValue(Int)
    /// Thunderbird's birthday in three columns: `Birth Year`, `Birth Month`, `Birth Day`.
    case birthYear, birthMonth, birthDay

    /// Whether the column holds a date.
    var isDate: Bool {
      switch self {
      case .date, .anniversary, .eventValue: true
      default: false
      }
    }

    /// Whether the column holds a part of the name.
    var isName: Bool {
      switch self {
      case .name, .given, .middle, .family: true
      default: false
      }
    }
  }

  /// The headers of contacts exports, as ``key(_:)`` writes them, and what they hold.
  static let exportColumns: [String: Column] = {
    let names: [(String, Column)] = [
      ("name", .name), ("名前", .name), ("氏名", .name), ("display name", .name),
      ("first name", .given), ("given name", .given), ("名", .given), ("first", .given),
      ("middle name", .middle), ("additional name", .middle), ("ミドル ネーム", .middle),
      ("middle", .middle),
      ("last name", .family), ("family name", .family), ("姓", .family), ("last", .family),
      ("birth year", .birthYear), ("birth month", .birthMonth),
      ("nickname", .short), ("ニックネーム", .short),
      ("birthday", .date(.birthday)), ("誕生日", .date(.birthday)),
      ("anniversary", .anniversary), ("記念日", .anniversary),
      ("デビュー", .date(.debut)), ("推し始め", .date(.since)), ("グループ", .group), ("シンボル", .symbol),
      ("スラッグ", .slug),
      ("yomi", .yomi), ("yomi name", .yomi), ("よみがな", .yomi), ("ふりがな", .yomi),
      ("フリガナ", .yomi),
      ("姓 (ふりがな)", .phoneticFamily), ("姓 (フリガナ)", .phoneticFamily),
      ("名 (ふりがな)", .phoneticGiven), ("名 (フリガナ)", .phoneticGiven),
    ]
    let phonetic = phoneticColumns.flatMap {
      [($0.family, Column.phoneticFamily), ($0.given, Column.phoneticGiven)]
    }
    let own = ownColumns.map { ($0, column(own: $0)) }
    return Dictionary((names + phonetic + own).map { (key($0.0), $0.1) }) { first, _ in first }
  }()

  /// oshi's own columns, the ones the reader has always taken (`name`, `birthday`…, and
  /// the phonetic columns): a header of only these is oshi's own CSV, and a column
  /// besides them is a typo to refuse.
  static let ownColumns = columns

  /// What one of ``ownColumns`` holds.
  private static func column(own name: String) -> Column {
    switch name {
    case "name": .name
    case "slug": .slug
    case "short": .short
    case "symbol": .symbol
    case "group": .group
    case "yomi": .yomi
    default:
      if let date = dates.first(where: { $0.name == name }) {
        .date(date)
      } else if phoneticColumns.contains(where: { $0.family == name }) {
        .phoneticFamily
      } else {
        .phoneticGiven
      }
    }
  }

  /// The date columns, as a note lists them.
  static let dateColumnList =
    "Birthday, Anniversary, Event 1 - Value (Google), Birth Year, Birth Month, Birth Day (Thunderbird), 誕生日, 記念日, デビュー, 推し始め, birthday, debut, since"
  static let dateColumnListJA =
    "'Birthday'、'Anniversary'、'Event 1 - Value'(Google)、'Birth Year'・'Birth Month'・'Birth Day'(Thunderbird)、誕生日、記念日、デビュー、推し始め、'birthday'、'debut'、'since'"

  /// The name columns, as a refusal lists them.
  static let nameColumnList =
    "Name, Display Name, First Name, Middle Name, Last Name, First, Last, 名前, 氏名, 姓, 名, name"
  static let nameColumnListJA =
    "'Name'、'Display Name'、'First Name'、'Middle Name'、'Last Name'、'First'、'Last'、名前、氏名、姓、名、'name'"

  /// The header cell as the tables hold it: lower case, without spaces, full-width
  /// parentheses as ASCII ones, so that `姓（ふりがな）` and `姓 (ふりがな)` are one column.
  static func key(_ header: String) -> String {
    var key = ""
    for character in header.lowercased() {
      switch character {
      case " ", "\t", "\u{3000}": continue
      case "（": key.append("(")
      case "）": key.append(")")
      default: key.append(character)
      }
    }
    return key
  }

  /// The column `header` names in a contacts export, or nil when oshi does not read it.
  static func exportColumn(_ header: String) -> Column? {
    // Thunderbird's `Birth Day` is the day of the month: without its space it would be
    // Outlook's `Birthday`.
    let words = header.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
    if words == ["birth", "day"] { return .birthDay }
    let key = key(header)
    if let column = exportColumns[key] { return column }
    // Google's numbered events: `Event 1 - Label` (older `Event 1 - Type`), `Event 1 - Value`.
    guard key.hasPrefix("event") else { return nil }
    let rest = key.dropFirst("event".count)
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let number = Int(digits) else { return nil }
    switch rest.dropFirst(digits.count) {
    case "-label", "-type": return .eventLabel(number)
    case "-value": return .eventValue(number)
    default: return nil
    }
  }

  /// How the reader takes a header: oshi's own CSV, or a contacts export.
  enum Layout {
    /// oshi's own columns only (or with a typo of one, which the reader refuses).
    case own
    /// Any other header, a contacts program's export: the positions of the columns read,
    /// and their names as written.
    case export([Column: Int], used: [String], ignored: [String])
  }

  /// The layout of `cells`.
  ///
  /// oshi's own CSV has only its own columns; a column a letter away from one of them
  /// beside them is a typo, which the reader refuses. Any other header is an export,
  /// whose columns oshi knows are read and the rest left out, even when it knows none.
  static func layout(_ cells: [String]) -> Layout {
    let names = cells.map { $0.trimmingSpaces.lowercased() }
    let known = names.filter { exportColumn($0) != nil }
    let unknown = names.filter { exportColumn($0) == nil }
    if known.allSatisfy(ownColumns.contains),
      unknown.isEmpty ? !known.isEmpty : unknown.contains(where: isTypo)
    {
      return .own
    }
    var positions: [Column: Int] = [:]
    var used: [String] = []
    var ignored: [String] = []
    for (position, cell) in cells.enumerated() {
      guard let column = exportColumn(cell.trimmingSpaces) else {
        ignored.append(cell.trimmingSpaces)
        continue
      }
      // A column named twice is read once, the first time, and said as ignored.
      guard positions[column] == nil else {
        ignored.append(cell.trimmingSpaces)
        continue
      }
      positions[column] = position
      used.append(cell.trimmingSpaces)
    }
    return .export(positions, used: used, ignored: ignored)
  }

  /// Whether `name` (lower case) is one letter away from one of oshi's own columns: one
  /// letter more, less, changed, or two swapped (`birtday`, `brithday`).
  static func isTypo(_ name: String) -> Bool {
    let word = Array(name)
    guard word.count >= 4 else { return false }
    return ownColumns.contains { column in
      let other = Array(column)
      return abs(other.count - word.count) <= 1 && distance(word, other) == 1
    }
  }

  /// The edits that make `a` into `b`: insertions, deletions, changes and swaps of two
  /// neighbours (the optimal string alignment distance).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      before = previous
      previous = current
    }
    return previous[b.count]
  }
}
