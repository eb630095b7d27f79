import Foundation
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// What `oshi doctor` found, and what `--fix` did.
public struct Checkup: Sendable {
  /// Lines about the store that are fine.
  public var notes: [Said] = []
  /// Problems, one line each.
  public var findings: [Said] = []
  /// What was repaired.
  public var repairs: [Said] = []

  /// Whether the store is healthy (after any repairs).
  public var isHealthy: Bool { findings.isEmpty }
}

extension Checkup {
  /// Checks the integrity, schema, references, stored values and file modes of
  /// `context`'s store; with `fix`, repairs what can be repaired without losing anything a
  /// person typed.
  public static func run(in context: Context, fix: Bool) throws(OshiError) -> Checkup {
    try run(on: context.store, fix: fix)
  }

  /// ``run(in:fix:)`` on a store.
  static func run(on store: Store, fix: Bool) throws(OshiError) -> Checkup {
    var result = Checkup()
    let health = try store.reading { try $0.health() }
    result.noteSchema(of: health, path: store.path)
    let cleaned = result.checkTexts(of: health, fix: fix, path: store.path)
    let orphans = result.checkReferences(of: health, fix: fix)
    if fix && (orphans > 0 || !cleaned.isEmpty) {
      try store.change { store in _ = try store.repair(cleaning: cleaned) }
      if orphans > 0 {
        result.repairs.append(Words.Doctor.removedOrphans(orphans))
      }
      if !cleaned.isEmpty {
        result.repairs.append(Words.Doctor.cleaned(cleaned.count))
      }
    }
    result.checkModes(of: store.path, fix: fix)
    return result
  }

  /// The finding for an id or slug that is not a plain slug, as only a hand edit of
  /// the store can make: named with its escapes, never raw, and with the line that
  /// deletes it, since oshi's own commands refuse to take such a name.
  static func plantedName(place: String, text: String, store: String) -> Said {
    let (table, column) =
      switch place {
      case "oshi slug": ("oshi", "slug")
      case "widget id": ("widget", "id")
      default: ("slot", "name")
      }
    let hex = text.utf8.map { String(format: "%02x", $0) }.joined()
    let delete = "DELETE FROM \(table) WHERE \(column) = CAST(X'\(hex)' AS TEXT)"
    let shown = Sanitizer.visible(text)
    let command = "sqlite3 \(Schedule.shellQuoted(store)) \"\(delete)\""
    return Words.Doctor.plantedName(Words.Doctor.place(place), shown, command: command)
  }
}

// Each of doctor's checks, adding what it finds.
extension Checkup {
  /// The store, its schema, and SQLite's integrity check.
  mutating func noteSchema(of health: StoreHealth, path: String) {
    notes.append(Words.Doctor.store(path))
    // A migration's name is its identifier in the store (v10: oshis' colours): its
    // version is said in Japanese, the name as it is in English.
    let last = health.appliedMigrations.last
    let version = last.map { String($0.prefix { $0 != ":" }) }
    notes.append(
      Words.Doctor.schema(
        applied: health.appliedMigrations.count, known: Store.schemaVersions.count,
        last: last, version: version))
    if health.integrity == ["ok"] {
      notes.append(Words.Doctor.integrityOK)
    } else {
      // SQLite's own words, quoted in both languages.
      findings += health.integrity.prefix(10).map {
        Words.Doctor.integrity(Sanitizer.clean($0))
      }
    }
  }

  /// Ids that are not slugs, texts with control characters, and values no reader can
  /// read.
  ///
  /// - Returns: with `fix`, the texts to clean, each with its cleaned form.
  mutating func checkTexts(of health: StoreHealth, fix: Bool, path: String) -> [String: String] {
    var cleaned: [String: String] = [:]
    for (place, text) in health.texts {
      let isSlugLike = place == "oshi slug" || place == "widget id" || place == "slot name"
      if isSlugLike, (try? Input.slug(text)) == nil {
        findings.append(Checkup.plantedName(place: place, text: text, store: path))
      } else if !isSlugLike,
        Sanitizer.firstForbidden(in: text) != nil || Sanitizer.clean(text) != text
      {
        let clean = Sanitizer.clean(text)
        if fix {
          cleaned[text] = clean
        } else {
          findings.append(
            Words.Doctor.controlCharacters(Words.Doctor.place(Sanitizer.clean(place))))
        }
      }
    }
    for value in health.unreadableValues {
      findings.append(Words.Doctor.unreadableValue(Words.Doctor.place(Sanitizer.clean(value))))
    }
    return cleaned
  }

  /// Widgets whose oshi is gone, slot entries that name nothing, and empty slots.
  ///
  /// - Returns: how many references `fix` removes.
  mutating func checkReferences(of health: StoreHealth, fix: Bool) -> Int {
    let orphans = health.orphanWidgets.count + health.danglingSlotEntries
    if orphans > 0 && !fix {
      for id in health.orphanWidgets {
        findings.append(Words.Doctor.orphanWidget(Sanitizer.clean(id)))
      }
      if health.danglingSlotEntries > 0 {
        findings.append(Words.Doctor.danglingSlotEntries(health.danglingSlotEntries))
      }
    }
    for slot in health.emptySlots {
      findings.append(Words.Doctor.emptySlot(Sanitizer.clean(slot)))
    }
    return orphans
  }

  /// Where each slot is shown, from ``SlotPlaces``: notes only, since a configuration
  /// that shows a slot nowhere is no fault of the store's.
  public mutating func noteWhereShown(_ places: SlotPlaces, db: String?) {
    notes += places.notes(db: db)
  }

  /// The store's file and its folder readable by others; with `fix`, made the owner's.
  mutating func checkModes(of path: String, fix: Bool) {
    // The folder is oshi's own only at the default place (…/oshi); a folder the user
    // chose for --db, such as /tmp, is theirs to set.
    let folder = (path as NSString).deletingLastPathComponent
    var owned = [(path, 0o600)]
    if (folder as NSString).lastPathComponent == "oshi" { owned.append((folder, 0o700)) }
    for (path, wanted) in owned {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let mode = attributes[.posixPermissions] as? Int
      else { continue }
      guard mode & 0o077 != 0 else { continue }
      if fix, chmod(path, mode_t(mode & ~0o077)) == 0 {
        let octal = String(mode & ~0o077, radix: 8)
        repairs.append(Words.Doctor.madeOwnerOnly(path, octal))
      } else {
        let (now, want) = (String(mode, radix: 8), String(wanted, radix: 8))
        findings.append(Words.Doctor.readableByOthers(path, now: now, want: want))
      }
    }
  }
}
