import OshiCommandWords
import OshiWords

/// The dates of a vCard's date properties (BDAY, ANNIVERSARY, X-ABDATE…).
extension VCard {
  /// What a date property holds.
  enum DateValue {
    /// A day oshi counts: `YYYY-MM-DD` or `--MM-DD`.
    case date(ImportedValue)
    /// A valid value that is not a whole day: why, in English and Japanese.
    case uncountable(Said)
  }

  /// A date property's value as `YYYY-MM-DD` or `--MM-DD`.
  ///
  /// Reads `19990315`, `1999-03-15`, `--0315`, `--03-15`, a date with a time after `T`,
  /// and year-less days written in a stand-in year: Apple's
  /// `BDAY;X-APPLE-OMIT-YEAR=1604:1604-03-15`, and the year 1604 alone, as CardBook writes
  /// it (`BDAY:16040315`). A text value (`VALUE=text:circa 1800`), a date of reduced
  /// accuracy (`1953-10`, `1953`, `--10`, `---15`) and an empty value are valid vCard that
  /// name no day: they are uncountable. Anything else is refused.
  static func date(_ property: Property) throws(ImportFailure) -> DateValue {
    let written = try property.text().trimmingSpaces
    if property.parameters["VALUE"]?.lowercased() == "text" {
      return .uncountable(Words.ImportFile.textNotDate(written))
    }
    if written.isEmpty {
      return .uncountable(Words.ImportFile.emptyDate)
    }
    var text = written
    if let t = text.firstIndex(where: { $0 == "T" || $0 == "t" }) { text = String(text[..<t]) }
    let digits = text.filter(\.isASCII).filter(\.isNumber)
    let isDigitsAndHyphens = text.allSatisfy { $0 == "-" || ($0.isASCII && $0.isNumber) }
    var result: String?
    if text.hasPrefix("--") {
      let rest = text.dropFirst(2)
      if digits.count == 4, rest.count == 4 || (rest.count == 5 && rest.count(of: "-") == 1) {
        result = "--\(digits.prefix(2))-\(digits.suffix(2))"
      }
    } else if digits.count == 8, text.count == 8 || (text.count == 10 && text.count(of: "-") == 2) {
      let year = String(digits.prefix(4))
      let monthDay = "\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))"
      // 1604 is the year-less year: Apple names it in X-APPLE-OMIT-YEAR, CardBook does not.
      let yearless = year == "1604" || property.parameters["X-APPLE-OMIT-YEAR"] == year
      result = yearless ? "--\(monthDay)" : "\(year)-\(monthDay)"
    }
    if let result {
      return .date(
        ImportedValue(result, line: property.line, field: property.name, written: written))
    }
    // RFC 6350's reduced accuracy: YYYY, YYYY-MM, --MM, ---DD.
    let reduced =
      isDigitsAndHyphens
      && ((text.count == 4 && digits.count == 4) || (text.count == 7 && text.count(of: "-") == 1)
        || (text.count == 4 && text.hasPrefix("--")) || (text.count == 5 && text.hasPrefix("---")))
    if reduced {
      return .uncountable(
        text.hasPrefix("---")
          ? Words.ImportFile.noMonth(written) : Words.ImportFile.noDay(written))
    }
    throw ImportFailure(
      line: property.line, field: property.name,
      Words.ImportFile.notAVCardDate(written))
  }
}
