import GRDB
import OshiCore
import OshiStoreCore

extension StoredColumns {
  /// The selection for GRDB's requests: `CAST(id AS INTEGER) AS id, …`.
  var selection: [any SQLSelectable] {
    columns.map { SQL(sql: "CAST(\($0.selection) AS \($0.type)) AS \($0.name)") }
  }

}

extension StoredColumn {
  /// Puts the value of each column, as `value` gives it, in a record's container: the
  /// columns that the reads select are the ones written, by name.
  static func encode(
    to container: inout PersistenceContainer,
    _ value: (Self) -> (any DatabaseValueConvertible)?
  ) {
    for column in allCases where column.isWritten { container[column.name] = value(column) }
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
    Column.encode(to: &container) { column in
      switch column {
      case .id: id
      case .slug: slug
      case .name: name
      case .shortName: shortName
      case .symbol: symbol
      case .isGroup: isGroup
      case .groupId: groupID
      case .ageMode: ageMode.description
      case .isPrivate: isPrivate
      case .stopsFollowing: stopsFollowing
      case .hiatusFrom: hiatus?.from.iso
      case .hiatusUntil: hiatus?.until?.iso
      case .color: color?.description
      case .groupColor: nil
      case .date(let date): dates[date]?.iso
      }
    }
  }
}

extension Widget: FetchableRecord, PersistableRecord {
  public static let databaseTableName = "widget"
  public static var databaseSelection: [any SQLSelectable] { stored.selection }
  public init(row: Row) { self.init(stored: row) }

  public func encode(to container: inout PersistenceContainer) throws {
    Column.encode(to: &container) { column in
      switch column {
      case .id: id
      case .oshiId: oshiID
      case .kind: kind.rawValue
      case .date: date?.iso
      case .label: label
      case .once: once
      case .countStyle: countStyle.rawValue
      case .leapDay: leapDay.rawValue
      case .isPrivate: isPrivate
      case .years: years.rawValue
      case .breakdown: showsBreakdown
      }
    }
  }
}
