import OshiCore
import Testing

@testable import OshiImport

/// oshi's own CSV follows the oshi's dates (``OshiDate``), so that a date added there is
/// never silently missing from the file a fan fills in.
@Suite("oshi's own CSV columns")
struct CSVColumnsTests {
  @Test("Each date any oshi may have and `add` sets by its option is a column of its name")
  func datesAreColumns() {
    // A group's formation and a member's joining belong to some oshis only, and a
    // graduation has commands of its own: a CSV of people and groups alike leaves them out.
    let dates = OshiDate.allCases.filter { $0.isOption && $0.belongsTo == nil }.map(\.name)
    let named = CSVFile.columns.filter { column in OshiDate.allCases.contains { $0.name == column }
    }
    #expect(named == dates)
    for date in dates {
      #expect(CSVFile.exportColumns[CSVFile.key(date)]?.isDate == true, "\(date)")
    }
  }
}
