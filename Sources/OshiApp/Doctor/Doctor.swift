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
    let health: StoreHealth
    do {
      health = try store.health()
    } catch {
      throw OshiError(error)
    }
    let known = Store.schemaVersions
    result.notes.append(Words.Doctor.store(store.path))
    // A migration's name is its identifier in the store (v10: oshis' colours): its
    // version is said in Japanese, the name as it is in English.
    let last = health.appliedMigrations.last
    let version = last.map { String($0.prefix { $0 != ":" }) }
    result.notes.append(
      Words.Doctor.schema(
        applied: health.appliedMigrations.count, known: known.count, last: last, version: version))
    if health.integrity == ["ok"] {
      result.notes.append(Words.Doctor.integrityOK)
    } else {
      // SQLite's own words, quoted in both languages.
      result.findings += health.integrity.prefix(10).map {
        Words.Doctor.integrity(Sanitizer.clean($0))
      }
    }
    var cleaned: [String: String] = [:]
    for (place, text) in health.texts {
      let isSlugLike = place == "oshi slug" || place == "widget id" || place == "slot name"
      if isSlugLike, (try? Input.slug(text)) == nil {
        result.findings.append(plantedName(place: place, text: text, store: store.path))
      } else if !isSlugLike,
        Sanitizer.firstForbidden(in: text) != nil || Sanitizer.clean(text) != text
      {
        let clean = Sanitizer.clean(text)
        if fix {
          cleaned[text] = clean
        } else {
          result.findings.append(
            Words.Doctor.controlCharacters(Words.Doctor.place(Sanitizer.clean(place))))
        }
      }
    }
    for value in health.unreadableValues {
      result.findings.append(
        Words.Doctor.unreadableValue(Words.Doctor.place(Sanitizer.clean(value))))
    }
    let orphans = health.orphanWidgets.count + health.danglingSlotEntries
    if orphans > 0 && !fix {
      for id in health.orphanWidgets {
        result.findings.append(Words.Doctor.orphanWidget(Sanitizer.clean(id)))
      }
      if health.danglingSlotEntries > 0 {
        result.findings.append(Words.Doctor.danglingSlotEntries(health.danglingSlotEntries))
      }
    }
    for slot in health.emptySlots {
      let name = Sanitizer.clean(slot)
      result.findings.append(Words.Doctor.emptySlot(name))
    }
    if fix && (orphans > 0 || !cleaned.isEmpty) {
      let cleanedTexts = cleaned
      try store.change { store in _ = try store.repair(cleaning: cleanedTexts) }
      if orphans > 0 {
        result.repairs.append(Words.Doctor.removedOrphans(orphans))
      }
      if !cleaned.isEmpty {
        result.repairs.append(Words.Doctor.cleaned(cleaned.count))
      }
    }
    // The folder is oshi's own only at the default place (…/oshi); a folder the user
    // chose for --db, such as /tmp, is theirs to set.
    let folder = (store.path as NSString).deletingLastPathComponent
    var owned = [(store.path, 0o600)]
    if (folder as NSString).lastPathComponent == "oshi" { owned.append((folder, 0o700)) }
    for (path, wanted) in owned {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let mode = attributes[.posixPermissions] as? Int
      else { continue }
      if mode & 0o077 != 0 {
        if fix, chmod(path, mode_t(mode & ~0o077)) == 0 {
          let octal = String(mode & ~0o077, radix: 8)
          result.repairs.append(Words.Doctor.madeOwnerOnly(path, octal))
        } else {
          let (now, want) = (String(mode, radix: 8), String(wanted, radix: 8))
          result.findings.append(Words.Doctor.readableByOthers(path, now: now, want: want))
        }
      }
    }
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
