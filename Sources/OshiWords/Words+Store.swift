extension Words {
  /// The store's file, as a command finds it.
  public enum Store {
    public static func failed(_ path: String, _ error: String) -> Said {
      Said(
        "store \(path): \(error)",
        ja: "ストア \(path): \(error)")
    }
    // The Japanese leaves out the English reasons of SQLite and the clock.
    public static func notAStore(_ path: String, _ reason: String) -> Said {
      // (words: each its own way)
      Said(
        "\(path) is not an oshi store: \(reason); it was left untouched",
        ja: "\(path) は oshi のストアではありません。ファイルには触れていません")
    }
    public static func needsUpgrade(_ path: String) -> Said {
      Said(
        "\(path) was written by an older version of oshi; run any other oshi command to upgrade it",
        ja: "\(path) は古い oshi で書かれています。ほかの oshi のコマンドを一度実行すると更新されます")
    }
    public static func newerSchema(_ path: String) -> Said {
      Said(
        "\(path) was written by a newer version of oshi; upgrade oshi to use it (the file was left untouched)",
        ja: "\(path) は新しい oshi で書かれています。oshi を更新してください(ファイルには触れていません)")
    }
    public static func unreadable(_ path: String, _ reason: String) -> Said {
      // (words: each its own way)
      Said(
        "cannot read the store \(path): \(reason)",
        ja: "ストア \(path) を読めません")
    }
    public static func missing(_ path: String) -> Said {
      Said(
        "no store at \(path); check --db or OSHI_DB, or add an oshi first with oshi add NAME",
        ja: "\(path) にストアがありません。--db か OSHI_DB を確かめるか、oshi add 名前 で推しを追加してください")
    }
    public static func unwritable(_ path: String, _ reason: Said) -> Said {
      Said(
        "cannot write the store \(path): \(reason.en); keep it elsewhere with --db PATH or OSHI_DB=PATH",
        ja: "ストア \(path) に書き込めません。\(reason.ja)。--db パス か OSHI_DB=パス で別の場所に置けます")
    }
    public static func busy(_ path: String, seconds: Int) -> Said {
      // (words: each its own way)
      Said(
        "the store \(path) stayed busy for \(seconds) seconds; try again",
        ja: "ストア \(path) が使用中のままでした。もう一度お試しください")
    }
    public static func damaged(_ path: String) -> Said {
      Said(
        "the store \(path) is damaged (SQLite finds malformed pages); it was left untouched: restore a backup with oshi import",
        ja: "ストア \(path) が壊れています(ファイルには触れていません)。oshi import でバックアップから戻せます")
    }
    public static func alreadyExists(_ path: String) -> Said {
      Said(
        "the store \(path) already holds that slug or id (added meanwhile?); choose another",
        ja: "ストア \(path) にはそのスラッグか ID がすでにあります。別のものを指定してください")
    }
    public static func missingReference(_ path: String) -> Said {
      Said(
        "the store \(path) no longer holds what this refers to (removed meanwhile?); check oshi list",
        ja: "ストア \(path) にその参照先がもうありません。oshi list で確かめてください")
    }
    public static func changedMeanwhile(_ path: String) -> Said {
      Said(
        "the store \(path) kept changing while this command ran; try again",
        ja: "実行中にストア \(path) が変わり続けました。もう一度お試しください")
    }
    public static func notAFolder(_ path: String) -> Said {
      Said("\(path) is a file, not a folder", ja: "\(path) はフォルダーではなくファイルです")
    }
    public static func cannotCreateFolder(_ path: String, _ system: Said) -> Said {
      Said(
        "cannot create the folder \(path) (\(system.en))",
        ja: "フォルダー \(path) を作れません(\(system.ja))")
    }
    public static func cannotCreateFile(_ system: Said) -> Said {
      Said("cannot create the file (\(system.en))", ja: "ファイルを作れません(\(system.ja))")
    }
    public static let readOnly = Said(
      "the file or its folder is read-only", ja: "ファイルかそのフォルダーが読み取り専用です")
    /// What the system's reasons a home gives mean; the system's own words follow them.
    public static let noPermission = Said("permission denied", ja: "書き込む権限がありません")
    public static let readOnlyFileSystem = Said(
      "read-only file system", ja: "読み取り専用のファイルシステムです")
    public static let diskFull = Said("no space left on the disk", ja: "ディスクに空きがありません")
    public static let overQuota = Said("disk quota exceeded", ja: "ディスクの割り当てを超えています")
    public static let notAFolderOnTheWay = Said(
      "a part of the path is not a folder", ja: "途中にフォルダーでないものがあります")
  }
}
