import GRDB
import OshiCore
import OshiStoreCore

extension StoredColumns {
  /// The selection for GRDB's requests: `CAST(id AS INTEGER) AS id, …`.
  var selection: [any SQLSelectable] {
    columns.map { SQL(sql: "CAST(\($0.name) AS \($0.type)) AS \($0.name)") }
  }

  /// Puts `values`, given in the columns' order, in a record's container: the one list
  /// of columns that the reads select serves the writes too.
  func encode(
    _ values: [(any DatabaseValueConvertible)?], to container: inout PersistenceContainer
  ) {
    precondition(values.count == columns.count, "a value for each stored column")
    for (column, value) in zip(columns, values) { container[column.name] = value }
  }
}

extension Oshi: FetchableRecord, MutablePersistableRecord {
  public static let databaseTableName = "oshi"
  public static var databaseSelection: [any SQLSelectable] { stored.selection }
  public init(row: Row) { self.init(stored: row) }

  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }

  public func encode(to container: inout PersistenceContainer) throws {
    Self.stored.encode(
      [
        id, slug, name, shortName, symbol, isGroup, groupID, birthday?.iso, debut?.iso,
        since?.iso, ageMode.description, isPrivate, formed?.iso, graduated?.iso, stopsFollowing,
        hiatus?.from.iso, hiatus?.until?.iso, joined?.iso,
      ], to: &container)
  }
}

extension Widget: FetchableRecord, PersistableRecord {
  public static let databaseTableName = "widget"
  public static var databaseSelection: [any SQLSelectable] { stored.selection }
  public init(row: Row) { self.init(stored: row) }

  public func encode(to container: inout PersistenceContainer) throws {
    Self.stored.encode(
      [
        id, oshiID, kind.rawValue, date?.iso, label, once, countStyle.rawValue, leapDay.rawValue,
        isPrivate, years.rawValue, showsBreakdown,
      ], to: &container)
  }
}
