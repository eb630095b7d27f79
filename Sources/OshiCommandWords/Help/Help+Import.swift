import OshiWords

extension Words.Help {
  /// `oshi import`'s help.
  public enum Import {
    public static let abstract = Said(
      """
      Bring oshis in from oshi's backup, contacts (vCard or a vdir), ~/.birthdays, remind \
      or CSV; all or nothing.
      """,
      ja: """
        oshi のバックアップ、連絡先(vCard か vdir)、~/.birthdays、remind、CSV \
        から推しを取り込みます。1件でも取り込めなければ、何も取り込みません。
        """)
    public static let discussion = Said(
      """
      The format is read from the file's content unless --from names it. A backup into a \
      store that is not empty needs --merge (update and add) or --replace. From the other \
      formats, names that are not stored are added; a name that is already stored is \
      refused, and given the file's dates with --merge. A contact is remembered by its UID: \
      importing it again updates its oshi. A folder of .vcf files (vdirsyncer's or khard's) \
      is read as a vdir, and a contact gone from it is said, never removed.
      """,
      ja: """
        形式は、--from で指定しなければファイルの中身から判断します。\
        空でないストアにバックアップを取り込むには --merge(更新と追加)か --replace が必要です。\
        ほかの形式では、まだない名前を追加します。すでにある名前は取り込まず、--merge \
        を付けたときはファイルの日付で更新します。連絡先は UID で見分けるので、\
        もう一度取り込むとその推しを更新します。.vcf ファイルのフォルダー(vdirsyncer や khard \
        のもの)は vdir として読み、そこから消えた連絡先は知らせるだけで、推しは消しません。
        """)
    public static let file = Said(
      "The file, a folder of .vcf contacts, or - for standard input.",
      ja: "ファイル、連絡先の .vcf ファイルのフォルダー、標準入力なら -。")
    public static let from = Said(
      "The file's format (default: read from its content).",
      ja: "ファイルの形式(既定: 中身から判断します)。")
    public static let merge = Said(
      "Update entries with the same slug, id or name, and add the rest.",
      ja: "スラッグ・ID・名前が同じものは更新し、残りは追加します。")
    public static let replace = Said(
      "Replace everything in the store.",
      ja: "ストアの中身をすべて置き換えます。")
    public static let dryRun = Said(
      "Say what would be added and updated, and write nothing.",
      ja: "追加・更新されるものを表示し、何も書きません。")
    public static let dateOrder = Said(
      "CSV's slash dates such as 03/04/1999: mdy is month first, dmy day first (default: what the dates say).",
      ja: """
        CSV の 03/04/1999 のようなスラッシュの日付の順序: mdy は月が先、dmy は日が先(既定: \
        日付から判断します)。
        """)
  }
}
