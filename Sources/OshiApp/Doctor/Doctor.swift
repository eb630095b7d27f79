import Foundation
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
    result.notes.append(Said("store: \(store.path)", ja: "ストア: \(store.path)"))
    // A migration's name is its identifier in the store (v10: oshis' colours): its
    // version is said in Japanese, the name as it is in English.
    let last = health.appliedMigrations.last
    let version = last.map { String($0.prefix { $0 != ":" }) }
    result.notes.append(
      Said(
        "schema: \(health.appliedMigrations.count) of \(known.count) migrations (\(last ?? "none"))",
        ja:
          "スキーマ: \(known.count) 段階のうち \(health.appliedMigrations.count) 段階を適用済み(\(version ?? "なし"))"
      ))
    if health.integrity == ["ok"] {
      result.notes.append(Said("integrity: ok", ja: "整合性: 問題なし"))
    } else {
      // SQLite's own words, quoted in both languages.
      result.findings += health.integrity.prefix(10).map {
        Said("integrity: \(Sanitizer.clean($0))", ja: "整合性: \(Sanitizer.clean($0))")
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
            Said(
              "\(Sanitizer.clean(place)) holds control or direction characters (--fix removes them)",
              ja: "\(placeJA(Sanitizer.clean(place))) に制御文字か書字方向の文字があります(--fix で取り除けます)"
            ))
        }
      }
    }
    for value in health.unreadableValues {
      result.findings.append(
        Said(
          "unreadable value \(Sanitizer.clean(value)); set it again with oshi edit or oshi widget edit",
          ja:
            "読めない値があります: \(placeJA(Sanitizer.clean(value)))。oshi edit か oshi widget edit で設定し直してください"
        ))
    }
    let orphans = health.orphanWidgets.count + health.danglingSlotEntries
    if orphans > 0 && !fix {
      for id in health.orphanWidgets {
        result.findings.append(
          Said(
            "widget '\(Sanitizer.clean(id))' points at no oshi (--fix removes it)",
            ja: "ウィジェット '\(Sanitizer.clean(id))' の推しがいません(--fix で削除できます)"))
      }
      if health.danglingSlotEntries > 0 {
        result.findings.append(
          Said(
            "\(health.danglingSlotEntries) slot entries name nothing (--fix removes them)",
            ja: "スロットの \(health.danglingSlotEntries) 件が何も指していません(--fix で削除できます)"))
      }
    }
    for slot in health.emptySlots {
      let name = Sanitizer.clean(slot)
      result.findings.append(
        Said(
          "slot '\(name)' shows nothing; place a widget with oshi slot set \(name) --widget ID, or oshi slot remove \(name)",
          ja:
            "スロット '\(name)' には何も表示されません。oshi slot set \(name) --widget ID でウィジェットを置くか、oshi slot remove \(name) で削除してください"
        ))
    }
    if fix && (orphans > 0 || !cleaned.isEmpty) {
      let cleanedTexts = cleaned
      try store.change { store in _ = try store.repair(cleaning: cleanedTexts) }
      if orphans > 0 {
        result.repairs.append(
          Said(
            "removed \(orphans) widgets and slot entries that pointed at nothing",
            ja: "何も指していないウィジェットとスロットの項目を \(orphans) 件削除しました"))
      }
      if !cleaned.isEmpty {
        result.repairs.append(
          Said(
            "removed control characters from \(English.counted(cleaned.count, "text"))",
            ja: "\(cleaned.count) 件のテキストから制御文字を取り除きました"))
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
          result.repairs.append(
            Said(
              "made \(path) owner-only (\(octal))", ja: "\(path) を持ち主だけが読めるようにしました(\(octal))"))
        } else {
          let (now, want) = (String(mode, radix: 8), String(wanted, radix: 8))
          result.findings.append(
            Said(
              "\(path) is readable by others (mode \(now), want \(want); --fix sets it)",
              ja: "\(path) を他の人も読めます(モード \(now)、あるべきは \(want)。--fix で直せます)"))
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
    return Said(
      "\(place) \(shown) is not a plain slug, so refresh and completion skip it; delete it with: \(command), then oshi doctor --fix",
      ja:
        "\(placeJA(place)) \(shown) は通常のスラッグではないため、refresh と補完はこれを飛ばします。\(command) で削除してから oshi doctor --fix を実行してください"
    )
  }

  /// Where in the store a value is, in Japanese: `oshi.name of aki` is aki の oshi.name,
  /// `oshi slug` 推しのスラッグ; a column's name stays as the store spells it.
  static func placeJA(_ place: String) -> String {
    switch place {
    case "oshi slug": return "推しのスラッグ"
    case "widget id": return "ウィジェットの ID"
    case "slot name": return "スロットの名前"
    default: break
    }
    guard let of = place.range(of: " of ") else { return place }
    return "\(place[of.upperBound...]) の \(place[..<of.lowerBound])"
  }
}
