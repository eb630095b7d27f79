/// キリ番: the day numbers fans celebrate, beyond SPEC's milestones.
///
/// A キリ番 is a round number (100 to 900 by hundreds, then every thousand), a repdigit
/// of three or more digits (111, 2222), a run of rising digits (123 … 789, 1234 … 6789,
/// 12345), or the oshi's birthday written as a number: its month, then its day in two
/// digits (12/10 is 1210, 1/25 is 125, 1/5 is 105). Pure.
public struct Kiriban: Hashable, Sendable {
  /// Why a number is a キリ番.
  ///
  /// When several reasons give the same number, the first of birthday, sequence, repdigit
  /// and round is kept.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    case round, repdigit, sequence, birthday
  }

  /// The number, for example 1210.
  public var value: Int
  /// Days from today's count to it; 0 on the day.
  public var daysUntil: Int
  public var reason: Reason

  public init(value: Int, daysUntil: Int, reason: Reason) {
    (self.value, self.daysUntil, self.reason) = (value, daysUntil, reason)
  }

  /// The rising runs of digits.
  public static let sequences = [
    123, 234, 345, 456, 567, 678, 789, 1234, 2345, 3456, 4567, 5678, 6789, 12345,
  ]

  /// The birthday as a number: month, then the day in two digits.
  public static func number(month: Int, day: Int) -> Int {
    month * 100 + day
  }

  /// The smallest キリ番 at or after `count` (for `count` ≥ 0), counting `birthday`
  /// (month and day) when the oshi has one.
  public static func next(atLeast count: Int, birthday: (month: Int, day: Int)?) -> Kiriban {
    var round = max(1000, (count + 999) / 1000 * 1000)
    if count <= 900 { round = min(round, max(100, (count + 99) / 100 * 100)) }
    var best = (value: round, reason: Reason.round)
    func consider(_ value: Int?, _ reason: Reason) {
      // Later reasons win a tie: the order below is round, repdigit, sequence, birthday.
      if let value, value >= count, value <= best.value { best = (value, reason) }
    }
    consider(Occasion.nextRepdigit(atLeast: max(count, 111)), .repdigit)
    consider(sequences.first { $0 >= count }, .sequence)
    consider(birthday.map { number(month: $0.month, day: $0.day) }, .birthday)
    return Kiriban(value: best.value, daysUntil: best.value - count, reason: best.reason)
  }
}
