import OshiWords

extension Words {
  /// Backups: the JSON that `oshi export` writes and `oshi import` reads back, and the
  /// file that `import` is given.
  public enum Backup {
    /// What an oshi backup is, said after a refusal of another file.
    public static let whatABackupIs = Said(
      "oshi import reads the JSON backup that oshi export writes",
      ja: "oshi import が読むのは oshi export が書く JSON のバックアップです")

    // The file as a whole.

    /// The backup cannot be decoded, for `reason`.
    public static func unreadable(_ reason: String) -> Said {
      Said("the backup cannot be read: \(reason)", ja: "バックアップを読めません: \(reason)")
    }
    /// The backup cannot be decoded, for a reason nobody gave.
    public static let unreadableWithoutReason = Said(
      "the backup cannot be read", ja: "バックアップを読めません")
    /// JSON, but not a backup's.
    public static let otherJSON = Said(
      "the file is JSON but not an oshi backup; \(whatABackupIs.en)",
      ja: "このファイルは JSON ですが oshi のバックアップではありません。\(whatABackupIs.ja)")
    /// Not JSON at all, for `why` (one of ``empty``, ``notUTF8``, ``notJSONSyntax``).
    public static func notJSON(_ why: Said) -> Said {
      Said(
        "the backup is not JSON: \(why.en); \(whatABackupIs.en)",
        ja: "バックアップが JSON ではありません(\(why.ja))。\(whatABackupIs.ja)")
    }
    /// Why a file is not JSON: it is empty.
    public static let empty = Said("the file is empty", ja: "ファイルが空です")
    /// Why a file is not JSON: it is not UTF-8.
    public static let notUTF8 = Said(
      "the file is not UTF-8 text", ja: "ファイルが UTF-8 のテキストではありません")
    /// Why a file is not JSON: its syntax.
    public static let notJSONSyntax = Said(
      "its text does not follow JSON's syntax", ja: "JSON の書き方になっていません")
    /// Another kind of file, `kind` (``iCalendar``, ``importable(_:option:)``).
    public static func looksLike(_ kind: Said) -> Said {
      Said(
        "the file is not an oshi backup: it looks like \(kind.en)",
        ja: "このファイルは oshi のバックアップではなく、\(kind.ja)")
    }
    /// The kind of file an iCalendar file is.
    public static let iCalendar = Said(
      "an iCalendar file; oshi import reads its own JSON backups, vCards, ~/.birthdays, remind files and CSV",
      ja:
        "iCalendar のファイルのようです。oshi import が読むのは oshi の JSON バックアップ、vCard、~/.birthdays、remind のファイル、CSV です"
    )
    /// The kind of file one that `import --from option` reads is, named `name`.
    public static func importable(_ name: Said, option: String) -> Said {
      Said(
        "\(name.en); import it with --from \(option), or without --from",
        ja: "\(name.ja)のようです。--from \(option) を付けるか、--from なしで読み込んでください")
    }
    /// A `format` field that is not a backup's.
    public static func otherFormat(_ format: String) -> Said {
      Said(
        "not an oshi backup (expected \"\(format)\"); \(whatABackupIs.en)",
        ja: "oshi のバックアップではありません(\"\(format)\" のはずです)。\(whatABackupIs.ja)")
    }

    // A field, at its JSON path (`$.oshis[1].birthday`).

    /// A field at `path` and what is wrong with it, `problem`.
    public static func field(_ path: String, _ problem: Said) -> Said {
      Said("\(path): \(problem.en)", ja: "\(path): \(problem.ja)")
    }
    /// A field of the wrong type: `value` was expected (``aString`` …).
    public static func expected(_ path: String, _ value: Said) -> Said {
      Said("\(path): expected \(value.en)", ja: "\(path): \(value.ja)が要ります")
    }
    /// A field that must be there.
    public static func missing(_ path: String) -> Said {
      Said("\(path): missing", ja: "\(path): ありません")
    }
    /// A field that is not what its type reads.
    public static func unreadableField(_ path: String) -> Said {
      Said("\(path): cannot be read", ja: "\(path): 読めません")
    }
    /// A value expected: text.
    public static let aString = Said("a string", ja: "文字列")
    /// A value expected: a boolean.
    public static let trueOrFalse = Said("true or false", ja: "true か false")
    /// A value expected: an integer.
    public static let aWholeNumber = Said("a whole number", ja: "整数")
    /// A value expected: an object.
    public static let anObject = Said("an object", ja: "オブジェクト")
    /// A value expected: an array.
    public static let anArray = Said("an array", ja: "配列")
    /// A value expected: any other.
    public static let anotherType = Said("another type of value", ja: "別の型の値")
    /// A `version` that is not a number.
    public static let versionNotANumber = Said(
      "missing or not a number", ja: "ないか、数ではありません")
    /// A `version` this oshi does not read, whose `newest` is the newest it does.
    public static func unsupportedVersion(_ version: Int, newest: Int) -> Said {
      Said(
        "\(version) is not supported; this oshi reads versions 1 to \(newest) (a newer backup needs a newer oshi)",
        ja: """
          \(version) には対応していません。この oshi が読めるのはバージョン 1〜\(newest) \
          です(新しいバックアップには新しい oshi が要ります)
          """)
    }
    /// A slug given twice.
    public static func slugTwice(_ path: String, _ slug: String) -> Said {
      Said("\(path).slug: '\(slug)' appears twice", ja: "\(path).slug: '\(slug)' が2回あります")
    }
    /// A widget id given twice.
    public static func widgetTwice(_ path: String, _ position: Int, _ id: String) -> Said {
      Said(
        "\(path).widgets[\(position)].id: '\(id)' appears twice",
        ja: "\(path).widgets[\(position)].id: '\(id)' が2回あります")
    }
    /// A member of a group the backup does not have.
    public static func unknownGroup(_ path: String, _ group: String) -> Said {
      Said(
        "\(path).group: no group in the backup has the slug '\(group)'",
        ja: "\(path).group: バックアップにスラッグ '\(group)' のグループはありません")
    }
    /// A slot given twice.
    public static func slotTwice(_ path: String, _ name: String) -> Said {
      Said(
        "\(path).name: slot '\(name)' appears twice",
        ja: """
          \(path).name: スロット '\(name)' \
          が2回あります
          """)
    }
    /// A slot showing a widget the backup does not have.
    public static func unknownWidget(_ path: String, _ position: Int, _ id: String) -> Said {
      Said(
        "\(path).widgets[\(position)]: no widget in the backup has the id '\(id)'",
        ja: "\(path).widgets[\(position)]: バックアップに ID '\(id)' のウィジェットはありません")
    }
    /// A widget of `kind` counting the `date` (`birthday`, 誕生日) its oshi does not have.
    public static func missingDate(_ path: String, date: Said, kind: String) -> Said {
      Said(
        "\(path).kind: the oshi has no \(date.en) date for a \(kind) widget",
        ja: "\(path).kind: 推しに\(date.ja)の日付がないので、\(kind) のウィジェットは作れません")
    }
    /// A photo that is not a PNG.
    public static let photoNotPNG = Said(
      "not a PNG in base64, as oshi export writes a photo",
      ja: "oshi export が書く写真 (base64 の PNG) ではありません")
    /// A photo of `kibibytes`, over the `most` a store keeps.
    public static func photoTooLarge(_ kibibytes: Int, most: Int) -> Said {
      Said(
        "\(kibibytes) KiB; the most oshi stores is \(most) KiB",
        ja: "\(kibibytes) KiB あります。保存できるのは \(most) KiB までです")
    }
    /// A custom widget without its date.
    public static let customWithoutDate = Said(
      "a custom widget needs a date", ja: "記念日のウィジェットには日付が要ります")
    /// A once-only day without a year.
    public static let onceWithoutYear = Said(
      "a once date needs a year", ja: "once の日付には年が要ります")
    /// A widget of another kind with a custom widget's fields.
    public static func notCustom(_ path: String) -> Said {
      Said(
        "\(path): only custom widgets have a date, a label or once",
        ja: "\(path): 日付・ラベル・once があるのは記念日のウィジェットだけです")
    }
    /// A birthday counted in nth years.
    public static let birthdayNth = Said(
      "a birthday counts an age, which has no nth years",
      ja: "誕生日は年齢を数えるので、N年目の数え方はありません")
    /// A slot's position that is not a count.
    public static let notACount = Said("not a whole number ≥ 0", ja: "0以上の整数ではありません")
    /// A value that is none of `list` (`a or b`, `a、b` in Japanese).
    public static func notOneOf(_ text: String, _ list: Said) -> Said {
      Said("'\(text)' is not \(list.en)", ja: "'\(text)' は使えません(\(list.ja) のどれか)")
    }
    /// A date that is not one.
    public static func notADate(_ text: String) -> Said {
      Said(
        "'\(text)' is not a date; write YYYY-MM-DD or --MM-DD",
        ja: "'\(text)' は日付ではありません。YYYY-MM-DD か --MM-DD で書いてください")
    }
    /// A hiatus without its first day.
    public static let hiatusWithoutStart = Said(
      "a hiatus needs the day it began", ja: "活動休止の始まりの日が要ります")
    /// An age mode that is none.
    public static func notAnAgeMode(_ age: String) -> Said {
      Said(
        "'\(age)' is not real, hidden or an age",
        ja: """
          '\(age)' は \
          real・hidden・年齢のどれでもありません
          """)
    }

    // The file import is given.

    /// A path that does not exist, where `meant` was meant (``kind(of:)``).
    public static func noFile(_ path: String, meant: Said) -> Said {
      Said(
        "\(path) does not exist; give the path of \(meant.en)",
        ja: "\(path) はありません。\(meant.ja)のパスを指定してください")
    }
    /// A folder where `meant` was meant.
    public static func folder(_ path: String, meant: Said) -> Said {
      Said(
        "\(path) is a folder, not \(meant.en)",
        ja: """
          \(path) はフォルダーで、\(meant.ja)\
          ではありません
          """)
    }
    /// A folder given to `--from vcard`.
    public static func vcardFolder(_ path: String, meant: Said) -> Said {
      Said(
        "\(path) is a folder, not \(meant.en); read a folder of .vcf contacts with --from vdir",
        ja: """
          \(path) はフォルダーで、\(meant.ja)ではありません。.vcf の連絡先のフォルダーは --from \
          vdir で読み込めます
          """)
    }
    /// A file that cannot be read.
    public static func noPermission(_ path: String, meant: Said) -> Said {
      Said(
        "cannot read \(path) (\(meant.en)): permission denied",
        ja: "\(path)(\(meant.ja))を読めません(権限がありません)")
    }
    /// The file meant: a backup.
    public static let meantBackup = Said(
      "a backup written by oshi export", ja: "oshi export で書いたバックアップ")
    /// The file meant: vCards.
    public static let meantVCard = Said("a vCard file of contacts", ja: "連絡先の vCard ファイル")
    /// The file meant: CSV.
    public static let meantCSV = Said("a CSV file", ja: "CSV ファイル")
    /// The file meant: ~/.birthdays.
    public static let meantBirthdays = Said("a ~/.birthdays file", ja: "~/.birthdays のファイル")
    /// The file meant: remind's.
    public static let meantRemind = Said("a remind file", ja: "remind のファイル")
    /// The file meant: a vdir of contacts.
    public static let meantVdir = Said(
      "a folder of .vcf contacts (a vdir)", ja: "連絡先の .vcf ファイルのフォルダー(vdir)")
    /// The file meant: any that import reads.
    public static let meantAny = Said(
      "a file to import (a backup, vCard, CSV, ~/.birthdays or remind) or a folder of .vcf contacts",
      ja: """
        読み込むファイル(バックアップ、vCard、CSV、~/.birthdays、remind)か .vcf \
        の連絡先のフォルダー
        """)

    // Restoring.

    /// Both `--merge` and `--replace`.
    public static let mergeAndReplace = Said(
      "choose one of --merge and --replace",
      ja: """
        --merge と --replace のどちらか一方にしてください
        """)
    /// A store with `oshis` oshis, without `--merge` or `--replace`.
    public static func storeNotEmpty(_ oshis: Int) -> Said {
      Said(
        "the store is not empty (\(Words.counted(oshis, "oshi"))); add --merge to update and add, or --replace to replace everything",
        ja: """
          ストアは空ではありません(推し\(oshis)人)。更新と追加なら --merge、すべて置き換えるなら \
          --replace を付けてください
          """)
    }
    /// The same, naming the oshis of the backup already stored: `named` (`A, B`, `A、B`).
    public static func storeNotEmpty(_ oshis: Int, alreadyStored named: Said) -> Said {
      Said(
        "the store is not empty (\(Words.counted(oshis, "oshi")); already stored: \(named.en)); add --merge to update and add, or --replace to replace everything",
        ja:
          "ストアは空ではありません(推し\(oshis)人。もういる推し: \(named.ja))。更新と追加なら --merge、すべて置き換えるなら --replace を付けてください"
      )
    }
    /// A widget id of the backup that another oshi of the store has.
    public static func widgetOfAnother(_ field: String, _ id: String, _ slug: String) -> Said {
      Said(
        "\(field): '\(id)' belongs to the oshi '\(slug)' in the store",
        ja: "\(field): '\(id)' はストアでは推し '\(slug)' のものです")
    }
    /// The first names of a list, and whether there are more.
    public static func names(_ names: [String], more: Bool) -> Said {
      Said(
        names.joined(separator: ", ") + (more ? ", …" : ""),
        ja: names.joined(separator: "、") + (more ? "ほか" : ""))
    }
    /// `import --dry-run`'s line for an oshi or group the backup adds, or updates.
    public static func willAdd(_ name: String, _ slug: String, widgets: Int) -> Said {
      Said(
        "add \(name) (\(slug)): \(Words.counted(widgets, "widget"))",
        ja: "追加: \(name)(\(slug)): ウィジェット\(widgets)個")
    }
    public static func willUpdate(_ name: String, _ slug: String, widgets: Int) -> Said {
      Said(
        "update \(name) (\(slug)): \(Words.counted(widgets, "widget"))",
        ja: "更新: \(name)(\(slug)): ウィジェット\(widgets)個")
    }
    /// What an import brought in (or would): the counts, joined in each language.
    public static func summary(_ counts: Said, dryRun: Bool) -> Said {
      dryRun
        ? Said(
          "would import \(counts.en) (--dry-run: nothing was written)",
          ja: "読み込めます: \(counts.ja)(--dry-run なので何も書いていません)")
        : Said("imported \(counts.en)", ja: "読み込みました: \(counts.ja)")
    }
    public static func groups(_ n: Int) -> Said {
      Said("\(Words.counted(n, "group"))", ja: "グループ\(n)個")
    }
    public static func oshis(_ n: Int) -> Said {
      Said("\(Words.counted(n, "oshi"))", ja: "推し\(n)人")
    }
    public static func widgets(_ n: Int) -> Said {
      Said("\(Words.counted(n, "widget"))", ja: "ウィジェット\(n)個")
    }
    public static func slots(_ n: Int) -> Said {
      Said("\(Words.counted(n, "slot"))", ja: "スロット\(n)個")
    }
    public static func settings(_ n: Int) -> Said {
      Said("\(Words.counted(n, "setting"))", ja: "設定\(n)個")
    }
    public static func photos(_ n: Int) -> Said {
      Said("\(Words.counted(n, "photo"))", ja: "写真\(n)枚")
    }
    /// A JSON path of a backup with its line in the file.
    public static func atLine(_ path: String, _ line: Int) -> Said {
      Said("\(path) (line \(line))", ja: "\(path)(\(line)行目)")
    }
  }
}
