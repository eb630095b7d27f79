import OshiWords

extension Words {
  /// `oshi import`: the command's refusals, its plan and its summary (the readers' words
  /// are in ``Words/ImportFile``).
  public enum Import {
    /// `--date-order` with a `format` (named in both languages) that has no slash dates.
    public static func dateOrderWithoutCSV(_ format: Said) -> Said {
      Said(
        "--date-order reads the slash dates of CSV; \(format.en) has none",
        ja: """
          --date-order は CSV のスラッシュの日付を読むためのものです。\(format.ja)にはありません
          """)
    }
    public static let mergeOrReplace = Said(
      "choose one of --merge and --replace", ja: "--merge と --replace のどちらか一方にしてください")
    public static func removedContact(_ name: String) -> Said {
      Said(
        "\(name): its oshi was removed (oshi remove), so the contact stays out; add an oshi of that name and import with --merge to follow it again",
        ja:
          "\(name): 推しを外した(oshi remove)ので、この連絡先は読み込みません。また推すなら同じ名前で追加し、--merge を付けて読み込んでください"
      )
    }
    public static func storedNotFromContact(_ name: String) -> Said {
      Said(
        "\(name) is already stored, not from a contact; import with --merge to give it this contact",
        ja: "\(name) はすでにストアにいます(連絡先からではありません)。この連絡先と結ぶなら --merge を付けて読み込んでください")
    }
    /// Names of the file already stored (`names`, the first few), without --merge.
    public static func alreadyStored(_ names: Said, count: Int) -> Said {
      // (words: each its own way): English says is or are.
      Said(
        "\(names.en) \(count == 1 ? "is" : "are") already stored; add --merge to give the stored oshis the file's dates, or --replace to replace everything",
        ja: "\(names.ja)はすでにストアにいます。ファイルの日付で更新するなら --merge、すべて置き換えるなら --replace を付けてください")
    }
    public static func notABackup(_ kind: Said) -> Said {
      Said(
        "the file is not an oshi backup: it looks like \(kind.en)",
        ja: "このファイルは oshi のバックアップではなく、\(kind.ja)")
    }
    public static func unknownFormat(_ source: String) -> Said {
      Said(
        "cannot tell what \(source) is: it does not look like a backup, a vCard, CSV with a header row, ~/.birthdays or remind; name its format with --from json|vcard|csv|birthday|remind",
        ja:
          "\(source) が何のファイルか分かりません。バックアップ、vCard、見出しの行のある CSV、~/.birthdays、remind のどれにも見えません。--from json|vcard|csv|birthday|remind で形式を指定してください"
      )
    }
    public static func noFolder(_ path: String) -> Said {
      Said(
        "\(path) does not exist; give the folder of .vcf contacts that vdirsyncer or khard keeps",
        ja: "\(path) はありません。vdirsyncer や khard が連絡先の .vcf を置くフォルダーを指定してください")
    }
    public static func fileNotFolder(_ path: String) -> Said {
      Said(
        "\(path) is a file, not a folder of .vcf contacts; import a single file with --from vcard",
        ja: "\(path) はファイルで、連絡先の .vcf のフォルダーではありません。1つのファイルなら --from vcard で読み込んでください")
    }
    public static func folderDenied(_ path: String) -> Said {
      Said(
        "cannot read the folder \(path): permission denied", ja: "フォルダー \(path) を読めません(権限がありません)")
    }
    public static func innerFolder(_ path: String, _ inner: String) -> Said {
      Said(
        "\(path) has no .vcf files, and its folder \(inner) has some: give that one",
        ja: "\(path) に .vcf ファイルはなく、中のフォルダー \(inner) にあります。そちらを指定してください")
    }
    public static func noVCards(_ path: String) -> Said {
      Said(
        "\(path) has no .vcf files; give a file to import, or the folder that vdirsyncer syncs your contacts into, once vdirsyncer sync oshi_contacts has filled it",
        ja:
          "\(path) に .vcf ファイルがありません。読み込むファイルか、vdirsyncer が連絡先を同期するフォルダー(vdirsyncer sync oshi_contacts の後)を指定してください"
      )
    }
    public static func futureReminder(_ date: String) -> Said {
      Said(
        "remind shows this reminder once, on \(date), which is after today: not a birthday; add it to an oshi with oshi widget add --once",
        ja:
          "remind はこのリマインダーを今日より後の \(date) に一度だけ出します。誕生日ではありません。推しに付けるなら oshi widget add --once で"
      )
    }
    public static func futureBirthday(_ date: String, of name: String) -> Said {
      Said(
        "the birthday \(date) of \(name) is in the future, so the age counts from then",
        ja: "\(name) の誕生日 \(date) は未来の日付なので、年齢はその日から数えます")
    }
    /// A contact's photo that does not read, and why: the oshi comes without it.
    public static func photoLeftOut(_ why: Said) -> Said {
      Said(
        "PHOTO: \(why.en); the oshi is imported without a photo", ja: "PHOTO: \(why.ja)。写真なしで読み込みます"
      )
    }
    public static let notBase64 = Said("not base64", ja: "base64 ではありません")
    public static let noTemporaryFile = Said(
      "cannot write it to a temporary file", ja: "一時ファイルに書けません")
    /// The label of a day a file does not name.
    public static let anniversary = Said("Anniversary", ja: "記念日")
    public static let event = Said("Event", ja: "イベント")
    public static func slugTaken(_ slug: String) -> Said {
      Said(
        "an oshi with the slug '\(slug)' already exists; choose another in the slug column",
        ja: "スラッグ '\(slug)' はすでに使われています。slug の列で別のスラッグを指定してください")
    }
    /// A date as the file writes it, after a refusal that quotes it as read.
    public static func inTheFile(_ written: String) -> Said {
      Said(" ('\(written)' in the file)", ja: "(ファイルでは '\(written)')")
    }
    /// The formats as messages name them.
    public static let jsonBackup = Said("oshi's JSON backup", ja: "oshi の JSON バックアップ")
    public static let vCard = Said("a vCard", ja: "vCard(連絡先)")
    public static let remindFile = Said("a remind file", ja: "remind のファイル")
    public static let contactsVdir = Said("a vdir of contacts", ja: "連絡先の vdir")
    /// The separator of a list in each language, and the one before the skipped records.
    public static let listSeparator = Said(", ", ja: "、")
    public static let thenSkipped = Said("; ", ja: "。")
    public static let vdirFromStandardInput = Said(
      "--from vdir reads a folder of .vcf files; standard input cannot be one",
      ja: "--from vdir は .vcf ファイルのフォルダーを読みます。標準入力は読めません")
    /// `import --dry-run`'s line for each oshi: removed (--replace), added, updated, left.
    public static func willRemove(_ name: String, _ slug: String) -> Said {
      Said("remove \(name) (\(slug))", ja: "削除: \(name)(\(slug))")
    }
    public static func willAdd(_ name: String, _ slug: String, _ what: String) -> Said {
      Said("add \(name) (\(slug)): \(what)", ja: "追加: \(name)(\(slug)): \(what)")
    }
    public static func willUpdate(_ name: String, _ slug: String, _ what: String) -> Said {
      Said("update \(name) (\(slug)): \(what)", ja: "更新: \(name)(\(slug)): \(what)")
    }
    public static func willLeave(_ name: String, _ slug: String) -> Said {
      Said(
        "leave \(name) (\(slug)): the contact has not changed",
        ja: "そのまま: \(name)(\(slug)): 連絡先に変更なし")
    }
    /// What changes, in the dry run's line of an oshi.
    public static func nameChange(_ names: String) -> Said {
      Said("name \(names)", ja: "名前 \(names)")
    }
    public static func nicknameChange(_ change: String) -> Said {
      Said("nickname \(change)", ja: "ニックネーム \(change)")
    }
    public static let none = Said("none", ja: "なし")
    public static let aPhoto = Said("a photo", ja: "写真")
    public static let noNewDates = Said("no new dates", ja: "新しい日付なし")
    /// An oshi whose contact left the folder: kept.
    public static func contactGone(_ name: String, _ slug: String, _ source: String) -> Said {
      Said(
        "keep \(name) (\(slug)): the contact is not in \(source) (deleted on the phone?); the oshi stays, and oshi remove \(slug) removes it",
        ja:
          "残します: \(name)(\(slug)): 連絡先が \(source) にありません(スマホで削除しましたか)。推しは残します。消すなら oshi remove \(slug)"
      )
    }
    /// The columns of a CSV export read, and how many others were left out.
    public static func columnsRead(_ names: Said) -> Said {
      Said("read the columns \(names.en)", ja: "読んだ列: \(names.ja)")
    }
    public static func columnsRead(_ names: Said, ignoring others: Int) -> Said {
      Said(
        "read the columns \(names.en); ignored \(Words.counted(others, "other"))",
        ja: "読んだ列: \(names.ja)。ほかの\(others)列は読んでいません")
    }
    public static let skippedVerb = Said("skipped: ", ja: "飛ばしました: ")
    /// The records skipped, listed by cause in each language.
    public static func skipped(_ list: Said) -> Said {
      Said("skipped \(list.en)", ja: "\(list.ja)を飛ばしました")
    }
    /// What an import did (or would): `from` names the file's format (連絡先の vdir から,
    /// with a space after a Latin word, as Japanese sets one apart).
    public static func summary(
      from: Said, replaced: Int, added: Int, updated: Int, leftAlone: Int, newWidgets: Int,
      photos: Int, dryRun: Bool
    ) -> Said {
      // (words: each its own way): each language lists the counts in its own order.
      Said(
        (dryRun ? "would import" : "imported") + " from \(from.en): "
          + (replaced == 0 ? "" : "\(Words.counted(replaced, "stored oshi")) removed, ")
          + "\(Words.counted(added, "oshi")) added"
          + (updated == 0 ? "" : ", \(updated) updated")
          + (leftAlone == 0 ? "" : ", \(leftAlone) left alone")
          + ", \(Words.counted(newWidgets, "new widget"))"
          + (photos == 0 ? "" : ", \(Words.counted(photos, "photo"))")
          + (dryRun ? " (--dry-run: nothing was written)" : ""),
        ja: (replaced == 0 ? "" : "ストアの推し\(replaced)人を削除し、")
          + "\(from.ja)\(from.ja.last?.isASCII == true ? " " : "")から推し\(added)人を追加"
          + (updated == 0 ? "" : "、\(updated)人を更新")
          + (leftAlone == 0 ? "" : "、\(leftAlone)人はそのまま") + "、ウィジェット\(newWidgets)個"
          + (photos == 0 ? "" : "、写真\(photos)枚")
          + (dryRun ? "(--dry-run なので何も書いていません)" : ""))
    }
  }
}
