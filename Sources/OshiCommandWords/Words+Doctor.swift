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
    /// The configuration files that show `slot` (issue 59).
    public static func shownBy(_ slot: String, _ files: [String]) -> Said {
      Said(
        "slot '\(slot)' is shown by \(files.joined(separator: ", "))",
        ja: "スロット '\(slot)' を表示している設定: \(files.joined(separator: "、"))")
    }
    /// A slot that no configuration in the usual places shows, with the `oshi integrate`
    /// lines that would, one per program installed.
    public static func shownNowhere(_ slot: String, _ commands: [String]) -> Said {
      Said(
        "slot '\(slot)' is shown nowhere yet; to show it: \(commands.joined(separator: ", "))",
        ja:
          "スロット '\(slot)' はまだどこにも表示されていません。表示するには: \(commands.joined(separator: "、"))"
      )
    }
    /// The same, when none of the programs `oshi integrate` configures is installed.
    public static func shownNowhere(_ slot: String) -> Said {
      Said(
        "slot '\(slot)' is shown nowhere yet",
        ja: "スロット '\(slot)' はまだどこにも表示されていません")
    }
    /// None of the programs `oshi integrate` configures is on PATH.
    public static let nothingInstalled = Said(
      "no bar, lock screen or prompt that oshi integrate configures is on PATH (oshi integrate --help lists them)",
      ja:
        "oshi integrate で設定できるバー、ロック画面、プロンプトが PATH に見つかりません(対応しているものは oshi integrate --help で確認できます)"
    )
    /// A configuration file that was not read, and why.
    public static func skipped(_ path: String, _ reason: Said) -> Said {
      Said(
        "skipped \(path): \(reason.en)",
        ja: "\(path) は読まずに飛ばしました: \(reason.ja)")
    }
    /// Why a file was skipped: a folder where a file was expected.
    public static let skippedFolder = Said("it is a folder", ja: "フォルダーです")
    /// Why a file was skipped: a FIFO, a socket or a device, never opened.
    public static let skippedNotRegular = Said(
      "not a regular file (a FIFO, a socket or a device)",
      ja: "普通のファイルではありません(FIFO、ソケット、デバイスなど)")
    /// Why a file was skipped: larger than `mebibytes` MiB.
    public static func skippedTooLarge(_ mebibytes: Int) -> Said {
      Said(
        "larger than \(mebibytes) MiB", ja: "\(mebibytes) MiB より大きいファイルです")
    }
    /// Why a file was skipped: not UTF-8.
    public static let skippedNotUTF8 = Said(
      "not UTF-8 text", ja: "UTF-8 のテキストではありません")
    /// Why a file was skipped: no permission to read it.
    public static let skippedNoPermission = Said(
      "permission denied", ja: "読む権限がありません")
    /// Why a file was skipped: the system's own words.
    public static func skippedUnreadable(_ system: String) -> Said {
      Said(system, ja: "読めません(\(system))")
    }
    /// Why the rest of a folder was skipped: more than `count` files.
    public static func skippedTooMany(_ count: Int) -> Said {
      Said(
        "more than \(count) files; the first \(count) were read",
        ja: "ファイルが \(count) 個を超えているので、先頭の \(count) 個だけ読みました")
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
