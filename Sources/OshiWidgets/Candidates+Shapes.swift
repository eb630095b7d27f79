import OshiCore

extension Candidates {
  /// Offers the circular family's named candidates: `symbol` before the name above
  /// `first` and `second`, then the name alone above them.
  mutating func named(
    after symbol: String, _ first: @autoclosure () -> String,
    _ second: @autoclosure () -> String
  ) {
    named { ["\(symbol)\($0)", first(), second()] }
    named { [$0, first(), second()] }
  }

  /// Offers the circular family's usual three: `symbol` before the name above `first` and
  /// `second`, the name alone above them, then the symbol alone above them.
  mutating func circle(
    _ symbol: String, _ first: @autoclosure () -> String, _ second: @autoclosure () -> String
  ) {
    named(after: symbol, first(), second())
    signed([symbol, first(), second()])
  }

  /// Offers the circular family's candidates for `days` in English: the name above the
  /// number and its unit, then the symbol, then the number.
  mutating func days(_ days: Int, after symbol: String) {
    let unit = days == 1 ? "day" : "days"
    circle(symbol, "\(days)", unit)
    number("\(days)", unit)
  }

  /// Offers the circular family's named candidates for a hiatus's `days` in Japanese: the
  /// name above them, then 復帰 above them.
  mutating func hiatusDays(_ days: Int, after symbol: String) {
    named(after: symbol, "\(days)", "日")
    add(["復帰", "\(days)", "日"])
  }

  /// Offers the circular family's candidates for the `days` left in Japanese, after the
  /// named ones: the symbol above them, then あと above them, then the number.
  mutating func daysLeft(_ days: Int, after symbol: String) {
    signed([symbol, "\(days)", "日"])
    add(["あと", "\(days)", "日"])
    number("\(days)", "日")
  }

  /// Offers the inline family's barest candidates: the number with its `unit` (日, d),
  /// then the number alone.
  mutating func number(_ number: Int, unit: StaticString) {
    add("\(number)\(unit)")
    add("\(number)")
  }

  /// Offers the circular family's barest candidates: `number` above its `unit`, then the
  /// number alone.
  mutating func number(_ number: @autoclosure () -> String, _ unit: @autoclosure () -> String) {
    add([number(), unit()])
    add([number()])
  }
}
