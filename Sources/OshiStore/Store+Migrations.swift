import GRDB

extension Store {
  /// The schema, as named migrations. A migration is never edited after it ships:
  /// a change is a new migration. Table and column names are plain strings here,
  /// never app types, so that later code cannot change what an old migration does.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: oshis, widgets, slots and settings") { db in
      try db.create(table: "oshi") { t in
        t.autoIncrementedPrimaryKey("id")
        t.column("slug", .text).notNull().unique()
        t.column("name", .text).notNull()
        t.column("shortName", .text)
        t.column("symbol", .text)
        t.column("groupName", .text)
        // Civil dates: `YYYY-MM-DD`, or `--MM-DD` when the year is unknown.
        t.column("birthday", .text)
        t.column("debut", .text)
        t.column("since", .text)
        // `real`, `hidden`, or a frozen age as digits.
        t.column("ageMode", .text).notNull().defaults(to: "real")
        t.column("isPrivate", .boolean).notNull().defaults(to: false)
      }
      try db.create(table: "widget") { t in
        t.primaryKey("id", .text)
        t.belongsTo("oshi", onDelete: .cascade, onUpdate: .cascade).notNull()
        t.column("kind", .text).notNull()
        t.column("date", .text)
        t.column("label", .text)
        t.column("once", .boolean).notNull().defaults(to: false)
        t.column("countStyle", .text).notNull()
        t.column("leapDay", .text).notNull().defaults(to: "feb28")
        t.column("isPrivate", .boolean).notNull().defaults(to: false)
        // Creation order, so that lists stay in the order the fan built them. The
        // store sets it right after the insert, in the same transaction.
        t.column("position", .integer)
      }
      try db.create(table: "slot") { t in
        t.primaryKey("name", .text)
        t.column("family", .text).notNull()
        // Index into the slot's widgets of the one shown now (for rotation).
        t.column("current", .integer).notNull().defaults(to: 0)
      }
      try db.create(table: "slotWidget") { t in
        t.column("slot", .text).notNull()
          .references("slot", column: "name", onDelete: .cascade, onUpdate: .cascade)
        t.column("position", .integer).notNull()
        t.column("widget", .text).notNull().indexed()
          .references("widget", column: "id", onDelete: .cascade, onUpdate: .cascade)
        t.primaryKey(["slot", "position"])
      }
      try db.create(table: "setting") { t in
        t.primaryKey("key", .text)
        t.column("value", .text).notNull()
      }
    }
    migrator.registerMigration("v2: widgets indexed in list order") { db in
      // Every list of widgets is read `ORDER BY oshiId, position, id`: with this index
      // SQLite walks them in that order instead of sorting them.
      try db.create(
        index: "widget_order", on: "widget", columns: ["oshiId", "position", "id"])
    }
    return migrator
  }

  /// The names of the migrations this build knows, oldest first.
  public static var schemaVersions: [String] { migrator.migrations }
}
