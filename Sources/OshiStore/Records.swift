import GRDB
import OshiCore
import OshiStoreCore

extension StoredColumns {
  /// The selection for GRDB's requests: `CAST(id AS INTEGER) AS id, …`.
  var selection: [any SQLSelectable] {
    columns.map { SQL(sql: "CAST(\($0.name) AS \($0.type)) AS \($0.name)") }
  }
}

extension Oshi: FetchableRecord, MutablePersistableRecord {
  public static let databaseTableName = "oshi"

  public static var databaseSelection: [any SQLSelectable] { stored.selection }

  public init(row: Row) {
    self.init(stored: row)
  }

  public func encode(to container: inout PersistenceContainer) throws {
    container["id"] = id
    container["slug"] = slug
    container["name"] = name
    container["shortName"] = shortName
    container["symbol"] = symbol
    container["isGroup"] = isGroup
    container["groupId"] = groupID
    container["birthday"] = birthday?.iso
    container["debut"] = debut?.iso
    container["since"] = since?.iso
    container["joined"] = joined?.iso
    container["formed"] = formed?.iso
    container["graduated"] = graduated?.iso
    container["stopsFollowing"] = stopsFollowing
    container["hiatusFrom"] = hiatus?.from.iso
    container["hiatusUntil"] = hiatus?.until?.iso
    container["ageMode"] = ageMode.description
    container["isPrivate"] = isPrivate
  }

  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}

extension Widget: FetchableRecord, PersistableRecord {
  public static let databaseTableName = "widget"

  public static var databaseSelection: [any SQLSelectable] { stored.selection }

  public init(row: Row) {
    self.init(stored: row)
  }

  public func encode(to container: inout PersistenceContainer) throws {
    container["id"] = id
    container["oshiId"] = oshiID
    container["kind"] = kind.rawValue
    container["date"] = date?.iso
    container["label"] = label
    container["once"] = once
    container["countStyle"] = countStyle.rawValue
    container["leapDay"] = leapDay.rawValue
    container["isPrivate"] = isPrivate
    container["years"] = years.rawValue
    container["breakdown"] = showsBreakdown
  }
}
