import GRDB
import OshiCore

extension Oshi: FetchableRecord, MutablePersistableRecord {
  public static let databaseTableName = "oshi"

  public init(row: Row) throws {
    self.init(
      id: row["id"],
      slug: row["slug"],
      name: row["name"],
      shortName: row["shortName"],
      symbol: row["symbol"],
      group: row["groupName"],
      birthday: (row["birthday"] as String?).flatMap { EventDate(iso: $0) },
      debut: (row["debut"] as String?).flatMap { EventDate(iso: $0) },
      since: (row["since"] as String?).flatMap { EventDate(iso: $0) },
      ageMode: AgeMode(row["ageMode"] as String? ?? "real") ?? .real,
      isPrivate: row["isPrivate"])
  }

  public func encode(to container: inout PersistenceContainer) throws {
    container["id"] = id
    container["slug"] = slug
    container["name"] = name
    container["shortName"] = shortName
    container["symbol"] = symbol
    container["groupName"] = group
    container["birthday"] = birthday?.iso
    container["debut"] = debut?.iso
    container["since"] = since?.iso
    container["ageMode"] = ageMode.description
    container["isPrivate"] = isPrivate
  }

  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}

extension Widget: FetchableRecord, PersistableRecord {
  public static let databaseTableName = "widget"

  public init(row: Row) throws {
    let kind = WidgetKind(rawValue: row["kind"] as String? ?? "") ?? .custom
    self.init(
      id: row["id"],
      oshiID: row["oshiId"],
      kind: kind,
      date: (row["date"] as String?).flatMap { EventDate(iso: $0) },
      label: row["label"],
      once: row["once"],
      countStyle: CountStyle(rawValue: row["countStyle"] as String? ?? ""),
      leapDay: LeapDayRule(rawValue: row["leapDay"] as String? ?? "") ?? .feb28,
      isPrivate: row["isPrivate"])
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
  }
}
