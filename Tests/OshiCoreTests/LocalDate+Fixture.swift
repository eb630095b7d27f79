import OshiCore
import Testing

extension LocalDate {
  /// The date a test writes as `YYYY-MM-DD`.
  ///
  /// A mistyped date is recorded as a failure of the test that reads it, and stands in as
  /// 1970-01-01; a force unwrap would stop every test in the process instead.
  static func fixture(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> LocalDate
  {
    guard let date = LocalDate(iso: iso) else {
      Issue.record("\(iso) is not a date", sourceLocation: sourceLocation)
      return LocalDate(dayNumber: 0)
    }
    return date
  }
}
