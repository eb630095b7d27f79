import Foundation
import OshiCore
import OshiStoreCore
import Testing

/// The store as the lean `oshi` opens and reads it: without GRDB, through SQLite's C API.
@Suite("The store's reads, without GRDB")
struct StoreCoreTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "oshi-storecore-\(UUID().uuidString)")

  @Test("A store that is missing is reported when reading, and nothing is made")
  func missing() throws {
    let path = folder.appendingPathComponent("none/oshi.sqlite").path
    #expect(throws: StoreError.missing(path: path)) {
      try Store.open(path: path, creating: false, upgrade: nil)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test("A file that is not a store is refused, and left byte for byte")
  func notAStore() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("notes.txt").path
    let text = Data(String(repeating: "not a database\n", count: 40).utf8)
    try text.write(to: URL(fileURLWithPath: path))
    #expect {
      try Store.open(path: path, creating: false, upgrade: nil)
    } throws: { error in
      guard case .notAStore(let reported, _) = error as? StoreError else { return false }
      return reported == path
    }
    #expect(FileManager.default.contents(atPath: path) == text)
  }

  @Test("A new store without a migrator to make its tables is reported as needing one")
  func newWithoutMigrator() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("new/oshi.sqlite").path
    #expect(throws: StoreError.needsUpgrade(path: path)) {
      try Store.open(path: path, creating: true, upgrade: nil)
    }
  }

  @Test("The migrations are named v1 to vN, in order, each once")
  func migrationNames() {
    let versions = Store.migrationIdentifiers.map { $0.prefix { $0 != ":" } }
    #expect(versions == (1...Store.migrationIdentifiers.count).map { "v\($0)"[...] })
  }

  @Test("Every column's raw value is its position, and the read selects each by its name")
  func columns() {
    for (position, column) in Oshi.Column.allCases.enumerated() {
      #expect(Int(column.rawValue) == position, "\(column.name)")
    }
    for (position, column) in Widget.Column.allCases.enumerated() {
      #expect(Int(column.rawValue) == position, "\(column.name)")
    }
    let selection = StoredColumns(Oshi.Column.self).sql
    for column in Oshi.Column.allCases {
      #expect(
        selection.contains(column.selection == column.name ? column.name : " AS \(column.name)"))
    }
    // Each of the oshi's dates is a column of its name.
    for date in OshiDate.allCases {
      #expect(Oshi.Column.allCases.contains { $0.name == date.name }, "\(date.name)")
    }
  }
}
