import Foundation
import GRDB
import OshiNames
import OshiStoreCore
import OshiText

extension Store {
  /// The schema, as named migrations.
  ///
  /// A migration is never edited after it ships: a change is a new migration. Table and
  /// column names are plain strings here, never app types, so that later code cannot
  /// change what an old migration does.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    // Each migration's name is its identifier in every store it ran in, read from the one
    // list that the lean binary's schema check reads too.
    let named = Store.migrationIdentifiers
    migrator.registerMigration(named[0]) { db in
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
    migrator.registerMigration(named[1]) { db in
      // Every list of widgets is read `ORDER BY oshiId, position, id`: with this index
      // SQLite walks them in that order instead of sorting them.
      try db.create(
        index: "widget_order", on: "widget", columns: ["oshiId", "position", "id"])
    }
    migrator.registerMigration(named[2]) { db in
      try db.alter(table: "oshi") { t in
        // A group (箱推し) is an oshi row of its own, with widgets of its own; its members
        // point at it, and lose the link when it is removed.
        t.add(column: "isGroup", .boolean).notNull().defaults(to: false)
        t.add(column: "groupId", .integer)
          .references("oshi", onDelete: .setNull, onUpdate: .cascade)
        t.add(column: "formed", .text)
        // The graduation (卒業), or a group's disbanding (解散).
        t.add(column: "graduated", .text)
        t.add(column: "stopsFollowing", .boolean).notNull().defaults(to: false)
        t.add(column: "hiatusFrom", .text)
        t.add(column: "hiatusUntil", .text)
      }
      try db.create(index: "oshi_group", on: "oshi", columns: ["groupId"])
      // The free-text group of v1 becomes a group row of that name, once per name.
      var slugs = Set(try String.fetchAll(db, sql: "SELECT slug FROM oshi"))
      let names = try String.fetchAll(
        db,
        sql: """
          SELECT groupName FROM oshi WHERE TRIM(COALESCE(groupName, '')) != ''
          GROUP BY groupName ORDER BY MIN(id)
          """)
      for name in names {
        let slug = Slug.free(Slug.fromName(name) ?? "group", cut: 35, isTaken: slugs.contains)
        slugs.insert(slug)
        try db.execute(
          sql: "INSERT INTO oshi (slug, name, isGroup) VALUES (?, ?, 1)",
          arguments: [slug, name.trimmingCharacters(in: .whitespaces)])
        try db.execute(
          sql: "UPDATE oshi SET groupId = ? WHERE groupName = ?",
          arguments: [db.lastInsertedRowID, name])
      }
      try db.alter(table: "oshi") { t in t.drop(column: "groupName") }
    }
    migrator.registerMigration(named[3]) { db in
      try db.alter(table: "widget") { t in
        // `completed` (7周年) or `nth` (8年目).
        t.add(column: "years", .text).notNull().defaults(to: "completed")
        // Whether the rectangular family shows the years, months and days.
        t.add(column: "breakdown", .boolean).notNull().defaults(to: false)
      }
      try db.alter(table: "oshi") { t in
        // The day a member joined their group.
        t.add(column: "joined", .text)
      }
    }
    migrator.registerMigration(named[4]) { db in
      // Each notification `oshi notify` sent (or skipped, missed for too long), so that
      // it goes once, ever: the widget, the occasion's day and event, and how many days
      // before it. A renamed widget keeps its record; a removed one takes it along.
      try db.create(table: "notification") { t in
        t.column("widget", .text).notNull()
          .references("widget", column: "id", onDelete: .cascade, onUpdate: .cascade)
        t.column("date", .text).notNull()
        t.column("event", .text).notNull()
        t.column("lead", .integer).notNull()
        // `sent` or `skipped`.
        t.column("status", .text).notNull()
        // When, as an ISO 8601 instant.
        t.column("at", .text).notNull()
        t.primaryKey(["widget", "date", "event", "lead"])
      }
      // A run reads only the last weeks' rows: the table grows by a day's notifications
      // every day.
      try db.create(index: "notification_date", on: "notification", columns: ["date"])
      // `--notify off`: an oshi's or a widget's notifications are not sent. A table of
      // its own keeps the rows that rendering reads as they were.
      try db.create(table: "quietOshi") { t in
        t.primaryKey("oshiId", .integer)
          .references("oshi", onDelete: .cascade, onUpdate: .cascade)
      }
      try db.create(table: "quietWidget") { t in
        t.primaryKey("widget", .text)
          .references("widget", column: "id", onDelete: .cascade, onUpdate: .cascade)
      }
    }
    migrator.registerMigration(named[5]) { db in
      // `oshi image set`: the oshi's photo, a square PNG of at most 512 pixels. A table of
      // its own keeps it out of every row that rendering reads.
      try db.create(table: "oshiPhoto") { t in
        t.primaryKey("oshiId", .integer)
          .references("oshi", onDelete: .cascade, onUpdate: .cascade)
        t.column("png", .blob).notNull()
      }
    }
    migrator.registerMigration(named[6]) { db in
      // Rendering reads every widget in list order. v2's `widget_order` gave the order, and
      // SQLite then looked each widget up in the table; this index holds every column the
      // reads select, so the list is read from the index alone
      // (docs/perf-history.md#b-below-remind). It also
      // serves the foreign key's look-ups, which `widget_on_oshiId` (made by v1's
      // `belongsTo`, and missing from stores planted by hand) served before.
      try db.execute(
        sql: """
          DROP INDEX IF EXISTS widget_order;
          DROP INDEX IF EXISTS widget_on_oshiId;
          CREATE INDEX widget_list ON widget(oshiId, position, id, kind, date, label, once,
            countStyle, leapDay, isPrivate, years, breakdown);
          """)
    }
    migrator.registerMigration(named[7]) { db in
      // `--yomi`: the reading of an oshi's or a group's name in kana, which made its slug
      // and is kept for later. Rendering never reads it, and no slug changes.
      try db.alter(table: "oshi") { t in t.add(column: "yomi", .text) }
    }
    migrator.registerMigration(named[8]) { db in
      // `oshi import` of a vCard: the contact's UID, so that importing the address book
      // again updates the oshi it made instead of adding another. One contact per oshi,
      // one oshi per contact; rendering never reads it. When the oshi is removed the
      // contact stays, without an oshi, so that the next import leaves it out.
      try db.create(table: "contact") { t in
        t.primaryKey("uid", .text)
        t.column("oshiId", .integer).unique()
          .references("oshi", onDelete: .setNull, onUpdate: .cascade)
      }
    }
    migrator.registerMigration(named[9]) { db in
      // `--oshi-color`: the oshi's colour (推し色) as `#RRGGBB`, or NULL. A member without
      // one shows its group's, which every read selects with the oshi by the group's key.
      try db.alter(table: "oshi") { t in t.add(column: "color", .text) }
    }
    return migrator
  }

  /// The names of the migrations this build knows, oldest first.
  public static var schemaVersions: [String] { migrator.migrations }
}
