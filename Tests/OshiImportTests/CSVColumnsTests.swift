import OshiCore
import Testing

@testable import OshiImport

/// oshi's own CSV follows the oshi's dates (``OshiDate``), so that a date added there is
/// never silently missing from the file a fan fills in.
@Suite("oshi's own CSV columns")
struct CSVColumnsTests {
  @Test("Each date any oshi may have and `add` sets by its option is a column of its name")
  func datesAreColumns() throws {
    // A group's formation and a member's joining belong to some oshis only, and a
    // graduation has commands of its own: a CSV of people and groups alike leaves them out.
    let dates = OshiDate.allCases.filter { $0.isOption && $0.belongsTo == nil }
    #expect(CSVFile.dates == dates)
    #expect(dates.allSatisfy { CSVFile.columns.contains($0.name) })
    #expect(!CSVFile.columns.contains(OshiDate.formed.name))
    // Each is read into the record's dates, on the line it is written on.
    let header = (["name"] + dates.map(\.name)).joined(separator: ",")
    let row = (["Aki"] + dates.indices.map { "20\(10 + $0)-01-02" }).joined(separator: ",")
    let file = try CSVFile.read(header + "\n" + row + "\n")
    let record = try #require(file.oshis.first)
    for (index, date) in dates.enumerated() {
      #expect(record.dates[date]?.text == "20\(10 + index)-01-02", "\(date)")
      #expect(record.dates[date]?.field == date.name)
      #expect(record.dates[date]?.line == 2)
    }
  }

  @Test("A contacts export's date columns are the same dates, under the export's names")
  func exportDates() throws {
    let file = try CSVFile.read("First Name,Birthday,推し始め\nAki,1999-03-15,2023-04-01\n")
    let record = try #require(file.oshis.first)
    #expect(record.dates[.birthday]?.text == "1999-03-15")
    #expect(record.dates[.since]?.text == "2023-04-01")
    #expect(record.dates.count == 2)
  }
}
