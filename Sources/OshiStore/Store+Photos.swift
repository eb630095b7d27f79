import Foundation
import GRDB
import OshiStoreCore

extension Store {
  /// An oshi's photo (by row id), as `oshi image set` stored it: PNG bytes; nil when it
  /// has none.
  public func photo(oshi id: Int64) throws(StoreError) -> [UInt8]? {
    try read { db in try Store.readPhoto(oshi: id, db) }
  }

  /// Every stored photo, by oshi row id.
  public func photos() throws(StoreError) -> [Int64: [UInt8]] {
    try read(Store.readPhotos)
  }

  /// Stores `png` as the oshi's photo, replacing any; nil takes it out.
  public func setPhoto(oshi id: Int64, _ png: [UInt8]?) throws {
    try write { db in try Store.writePhoto(oshi: id, png, db) }
  }

  static func readPhoto(oshi id: Int64, _ db: some RowSource) throws -> [UInt8]? {
    let rows = try RowCursor(
      db, "SELECT \(PhotoColumn.columns) FROM oshiPhoto WHERE oshiId = ?", integers: [id])
    return try rows.next()?.bytes(PhotoColumn.png)
  }

  /// Every stored photo, by oshi row id.
  static func readPhotos(_ db: some RowSource) throws -> [Int64: [UInt8]] {
    var photos: [Int64: [UInt8]] = [:]
    try db.forEachRow("SELECT \(PhotoColumn.columns) FROM oshiPhoto") { row in
      if let id = row.integer(PhotoColumn.oshiId), let png = row.bytes(PhotoColumn.png) {
        photos[id] = png
      }
    }
    return photos
  }

  static func writePhoto(oshi id: Int64, _ png: [UInt8]?, _ db: Database) throws {
    if let png {
      try db.cachedStatement(sql: "INSERT OR REPLACE INTO oshiPhoto (oshiId, png) VALUES (?, ?)")
        .execute(arguments: [id, Data(png)])
    } else {
      try db.cachedStatement(sql: "DELETE FROM oshiPhoto WHERE oshiId = ?")
        .execute(arguments: [id])
    }
  }
}

/// The columns of the `oshiPhoto` table.
private enum PhotoColumn: String, Selection { case oshiId, png }
