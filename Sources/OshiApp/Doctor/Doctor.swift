import Foundation
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets

/// What `oshi doctor` found, and what `--fix` did.
public struct Checkup: Sendable {
  /// Lines about the store that are fine.
  public var notes: [String] = []
  /// Problems, one line each.
  public var findings: [String] = []
  /// What was repaired.
  public var repairs: [String] = []

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
    result.notes.append("store: \(store.path)")
    result.notes.append(
      "schema: \(health.appliedMigrations.count) of \(known.count) migrations (\(health.appliedMigrations.last ?? "none"))"
    )
    if health.integrity == ["ok"] {
      result.notes.append("integrity: ok")
    } else {
      result.findings += health.integrity.prefix(10).map { "integrity: \(Sanitizer.clean($0))" }
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
            "\(Sanitizer.clean(place)) holds control or direction characters (--fix removes them)")
        }
      }
    }
    for value in health.unreadableValues {
      result.findings.append(
        "unreadable value \(Sanitizer.clean(value)); set it again with oshi edit or oshi widget edit"
      )
    }
    let orphans = health.orphanWidgets.count + health.danglingSlotEntries
    if orphans > 0 && !fix {
      for id in health.orphanWidgets {
        result.findings.append(
          "widget '\(Sanitizer.clean(id))' points at no oshi (--fix removes it)")
      }
      if health.danglingSlotEntries > 0 {
        result.findings.append(
          "\(health.danglingSlotEntries) slot entries name nothing (--fix removes them)")
      }
    }
    for slot in health.emptySlots {
      result.findings.append(
        "slot '\(Sanitizer.clean(slot))' shows nothing; place a widget with oshi slot set \(Sanitizer.clean(slot)) --widget ID, or oshi slot remove \(Sanitizer.clean(slot))"
      )
    }
    if fix && (orphans > 0 || !cleaned.isEmpty) {
      let cleanedTexts = cleaned
      try store.change { store in _ = try store.repair(cleaning: cleanedTexts) }
      if orphans > 0 {
        result.repairs.append("removed \(orphans) widgets and slot entries that pointed at nothing")
      }
      if !cleaned.isEmpty {
        result.repairs.append(
          "removed control characters from \(English.counted(cleaned.count, "text"))")
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
          result.repairs.append("made \(path) owner-only (\(String(mode & ~0o077, radix: 8)))")
        } else {
          result.findings.append(
            "\(path) is readable by others (mode \(String(mode, radix: 8)), want \(String(wanted, radix: 8)); --fix sets it)"
          )
        }
      }
    }
    return result
  }

  /// The finding for an id or slug that is not a plain slug, as only a hand edit of
  /// the store can make: named with its escapes, never raw, and with the line that
  /// deletes it, since oshi's own commands refuse to take such a name.
  static func plantedName(place: String, text: String, store: String) -> String {
    let (table, column) =
      switch place {
      case "oshi slug": ("oshi", "slug")
      case "widget id": ("widget", "id")
      default: ("slot", "name")
      }
    let hex = text.utf8.map { String(format: "%02x", $0) }.joined()
    let delete = "DELETE FROM \(table) WHERE \(column) = CAST(X'\(hex)' AS TEXT)"
    return
      "\(place) \(Sanitizer.visible(text)) is not a plain slug, so refresh and completion skip it; delete it with: sqlite3 \(Schedule.shellQuoted(store)) \"\(delete)\", then oshi doctor --fix"
  }
}
