import GRDB
import OshiStoreCore

extension Store {
  /// The `UID`s of the contacts the oshis were imported from, by oshi row id.
  static func readContacts(_ db: some RowSource) throws -> [Int64: String] {
    var contacts: [Int64: String] = [:]
    try db.forEachRow(
      "SELECT \(ContactColumn.columns) FROM contact WHERE oshiId IS NOT NULL"
    ) { row in
      if let id = row.integer(ContactColumn.oshiId), let uid = row.text(ContactColumn.uid) {
        contacts[id] = uid
      }
    }
    return contacts
  }

  /// The `UID`s of the contacts whose oshi was removed (`oshi remove`): an import leaves
  /// them out.
  public func removedContacts() throws(StoreError) -> Set<String> {
    try read { db in
      var uids: Set<String> = []
      try db.forEachRow("SELECT \(ContactColumn.columns) FROM contact WHERE oshiId IS NULL") {
        row in
        if let uid = row.text(ContactColumn.uid) { uids.insert(uid) }
      }
      return uids
    }
  }

  /// Remembers that the oshi came from the contact `uid`: the oshi's contact before, and
  /// another oshi's claim to `uid`, are replaced.
  static func writeContact(oshi id: Int64, _ uid: String, _ db: Database) throws {
    try db.cachedStatement(sql: "INSERT OR REPLACE INTO contact (uid, oshiId) VALUES (?, ?)")
      .execute(arguments: [uid, id])
  }
}

/// The columns of the `contact` table.
private enum ContactColumn: String, Selection { case oshiId, uid }
