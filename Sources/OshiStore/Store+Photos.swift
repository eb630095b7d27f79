import Foundation
import GRDB

extension Store {
  /// An oshi's photo (by row id), as `oshi image set` stored it: PNG bytes; nil when it
  /// has none.
  public func photo(oshi id: Int64) throws(StoreError) -> [UInt8]? {
    try read { db in try Store.readPhoto(oshi: id, db) }
  }

  /// Every stored photo, by oshi row id.
  public func photos() throws(StoreError) -> [Int64: [UInt8]] {
    try read { db in
      var photos: [Int64: [UInt8]] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT oshiId, png FROM oshiPhoto") {
        let id: Int64 = row["oshiId"]
        let png: Data = row["png"]
        photos[id] = Array(png)
      }
      return photos
    }
  }

  /// Stores `png` as the oshi's photo, replacing any; nil takes it out.
  public func setPhoto(oshi id: Int64, _ png: [UInt8]?) throws {
    try write { db in try Store.writePhoto(oshi: id, png, db) }
  }

  static func readPhoto(oshi id: Int64, _ db: Database) throws -> [UInt8]? {
    try Data.fetchOne(db, sql: "SELECT png FROM oshiPhoto WHERE oshiId = ?", arguments: [id])
      .map(Array.init)
  }

  static func writePhoto(oshi id: Int64, _ png: [UInt8]?, _ db: Database) throws {
    if let png {
      try db.execute(
        sql: "INSERT OR REPLACE INTO oshiPhoto (oshiId, png) VALUES (?, ?)",
        arguments: [id, Data(png)])
    } else {
      try db.execute(sql: "DELETE FROM oshiPhoto WHERE oshiId = ?", arguments: [id])
    }
  }
}
