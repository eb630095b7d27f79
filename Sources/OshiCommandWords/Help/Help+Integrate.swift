import OshiWords

extension Words.Help {
  /// `oshi integrate`'s help.
  public enum Integrate {
    public static let abstract = Said(
      """
      Print the configuration that shows a slot in a bar, lock screen, prompt or widget, or \
      syncs the calendar.
      """,
      ja: """
        スロットをバー・ロック画面・プロンプト・ウィジェットに出すための設定、\
        またはカレンダーを同期するための設定を出力します。
        """)
    public static let discussion = Said(
      """
      The snippet names this binary, the store and the slot with their full paths. Lock \
      screens show the slot 'lock', prompts 'prompt', the rest 'bar', unless --slot says \
      otherwise; a slot that does not exist yet gets a warning. vdirsyncer pairs the \
      calendar vdir that refresh writes (vdir in formats) with a CalDAV calendar, oshi \
      winning a conflict, or with --contacts a CardDAV address book, read only, with the \
      folder that oshi import --from vdir reads; the password is read by \
      --password-command, never stored.
      """,
      ja: """
        出力する設定には、このプログラムとストアのフルパス、スロット名を書き込みます。\
        --slot で指定しなければ、ロック画面はスロット 'lock'、プロンプトは 'prompt'、\
        ほかは 'bar' を表示します。まだないスロットには警告を出します。vdirsyncer の設定は、\
        refresh が書くカレンダーの vdir(formats に vdir)を CalDAV のカレンダーと同期させ、\
        食い違ったときは oshi の側を優先します。--contacts を付けると、CardDAV \
        の連絡先を読み取り専用で、oshi import --from vdir が読むフォルダーに同期させます。\
        パスワードは --password-command で取得し、保存しません。
        """)
    /// The argument that names where, among `targets`.
    public static func target(_ targets: [String]) -> Said {
      Said(
        "Where to show oshi: \(targets.joined(separator: ", ")).",
        ja: "oshi を表示する場所: \(targets.joined(separator: "、"))。")
    }
    public static let slot = Said(
      "The slot to show (default: lock, prompt or bar, by target).",
      ja: "表示するスロット(既定: 表示先に応じて lock、prompt、bar)。")
    public static let out = Said(
      "The output folder refresh writes to, which prompts read (default: refresh's).",
      ja: "refresh が書き、プロンプトが読む出力フォルダー(既定: refresh と同じ)。")
    public static let contacts = Said(
      "vdirsyncer: sync a CardDAV address book in, for oshi import.",
      ja: "vdirsyncer: CardDAV の連絡先を同期して、oshi import で取り込めるようにします。")
    public static let folder = Said(
      """
      vdirsyncer --contacts: the folder the contacts are synced into (default: contacts \
      beside the store).
      """,
      ja: "vdirsyncer --contacts: 連絡先を同期するフォルダー(既定: ストアと同じ場所の contacts)。")
    public static let url = Said(
      "vdirsyncer: the CalDAV calendar's or CardDAV address book's URL.",
      ja: "vdirsyncer: CalDAV のカレンダーか CardDAV の連絡先の URL。")
    public static let username = Said(
      "vdirsyncer: the CalDAV or CardDAV account's user name.",
      ja: "vdirsyncer: CalDAV か CardDAV のアカウントのユーザー名。")
    public static let passwordCommand = Said(
      "vdirsyncer: a shell command that prints the password.",
      ja: "vdirsyncer: パスワードを表示するシェルのコマンド。")
  }
}
