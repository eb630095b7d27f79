import OshiWords

extension Words {
  /// `oshi doctor`: what it notes, finds and repairs in the store.
  public enum Doctor {
    /// Where a value is in the store (`oshi slug`, `oshi.name of aki`), in both
    /// languages: in Japanese, aki の oshi.name; a column's name stays as the store
    /// spells it.
    public static func place(_ place: String) -> Said {
      switch place {
      case "oshi slug": return Said("oshi slug", ja: "推しのスラッグ")
      case "widget id": return Said("widget id", ja: "ウィジェットの ID")
      case "slot name": return Said("slot name", ja: "スロットの名前")
      default: break
      }
      // No Foundation here: the words before and after " of ", by hand.
      let parts = place.split(separator: " ", omittingEmptySubsequences: false)
      guard let of = parts.firstIndex(of: "of") else { return Said(place, ja: place) }
      let column = parts[..<of].joined(separator: " ")
      let owner = parts[(of + 1)...].joined(separator: " ")
      // The place as the store names it, and its parts in Japanese's order.
      // (words: each its own way)
      return Said(place, ja: "\(owner) の \(column)")
    }
    /// The store's path.
    public static func store(_ path: String) -> Said {
      Said("store: \(path)", ja: "ストア: \(path)")
    }
    /// The schema: `applied` of `known` migrations, the last one `last` (its name, or
    /// nil), whose version is `version`.
    public static func schema(applied: Int, known: Int, last: String?, version: String?) -> Said {
      // The last migration by its name in English, by its version in Japanese.
      // (words: each its own way)
      Said(
        "schema: \(applied) of \(known) migrations (\(last ?? "none"))",
        ja: "スキーマ: \(known) 段階のうち \(applied) 段階を適用済み(\(version ?? "なし"))")
    }
    /// SQLite's integrity check passed.
    public static let integrityOK = Said("integrity: ok", ja: "整合性: 問題なし")
    /// One of SQLite's integrity findings, in its own words.
    public static func integrity(_ finding: String) -> Said {
      Said("integrity: \(finding)", ja: "整合性: \(finding)")
    }
    /// Control or direction characters at `place`.
    public static func controlCharacters(_ place: Said) -> Said {
      Said(
        "\(place.en) holds control or direction characters (--fix removes them)",
        ja: "\(place.ja) に制御文字か書字方向の文字があります(--fix で取り除けます)")
    }
    /// A value the store holds that oshi cannot read, at `place`.
    public static func unreadableValue(_ place: Said) -> Said {
      Said(
        "unreadable value \(place.en); set it again with oshi edit or oshi widget edit",
        ja: """
          読めない値があります: \(place.ja)。oshi edit か oshi widget edit で設定し直してください
          """)
    }
    /// A widget without its oshi.
    public static func orphanWidget(_ id: String) -> Said {
      Said(
        "widget '\(id)' points at no oshi (--fix removes it)",
        ja: "ウィジェット '\(id)' の推しがいません(--fix で削除できます)")
    }
    /// Slot entries that name nothing.
    public static func danglingSlotEntries(_ count: Int) -> Said {
      Said(
        "\(count) slot entries name nothing (--fix removes them)",
        ja: "スロットの \(count) 件が何も指していません(--fix で削除できます)")
    }
    /// A slot that shows nothing.
    public static func emptySlot(_ name: String) -> Said {
      Said(
        "slot '\(name)' shows nothing; place a widget with oshi slot set \(name) --widget ID, or oshi slot remove \(name)",
        ja:
          "スロット '\(name)' には何も表示されません。oshi slot set \(name) --widget ID でウィジェットを置くか、oshi slot remove \(name) で削除してください"
      )
    }
    /// What `--fix` removed that pointed at nothing.
    public static func removedOrphans(_ count: Int) -> Said {
      Said(
        "removed \(count) widgets and slot entries that pointed at nothing",
        ja: "何も指していないウィジェットとスロットの項目を \(count) 件削除しました")
    }
    /// The texts `--fix` cleaned.
    public static func cleaned(_ count: Int) -> Said {
      Said(
        "removed control characters from \(Words.counted(count, "text"))",
        ja: "\(count) 件のテキストから制御文字を取り除きました")
    }
    /// A file `--fix` made the owner's only, with its new mode in `octal`.
    public static func madeOwnerOnly(_ path: String, _ octal: String) -> Said {
      Said(
        "made \(path) owner-only (\(octal))",
        ja: """
          \(path) \
          を持ち主だけが読めるようにしました(\(octal))
          """)
    }
    /// A file others can read: its mode `now`, and the mode it should have.
    public static func readableByOthers(_ path: String, now: String, want: String) -> Said {
      Said(
        "\(path) is readable by others (mode \(now), want \(want); --fix sets it)",
        ja: "\(path) を他の人も読めます(モード \(now)、あるべきは \(want)。--fix で直せます)")
    }
    /// A slug or id at `place` that only a hand edit could make, `shown` with its
    /// escapes, and the `command` that deletes it.
    public static func plantedName(_ place: Said, _ shown: String, command: String) -> Said {
      Said(
        "\(place.en) \(shown) is not a plain slug, so refresh and completion skip it; delete it with: \(command), then oshi doctor --fix",
        ja:
          "\(place.ja) \(shown) は通常のスラッグではないため、refresh と補完はこれを飛ばします。\(command) で削除してから oshi doctor --fix を実行してください"
      )
    }
  }
}
