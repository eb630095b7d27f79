import OshiWords

extension Words {
  /// `oshi integrate`: the snippets that show a slot in a bar, a lock screen or a prompt, and sync calendars.
  public enum Integrate {
    public static let outWithContacts = Said(
      "--out is refresh's folder, for the calendar; give the contacts' folder with --folder",
      ja: """
        --out は refresh のフォルダー(カレンダー用)です。連絡先のフォルダーは --folder \
        で指定してください
        """)
    public static func vdirsyncerOnly(_ name: String) -> Said {
      Said(
        "\(name) is for oshi integrate vdirsyncer",
        ja: "\(name) は oshi integrate vdirsyncer のためのオプションです")
    }
    /// A path hyprlock's label cannot carry to the shell unchanged.
    public static func hyprlockPath(_ piece: String) -> Said {
      Said(
        "cannot write hyprlock's label: a path has '\(piece)', which cannot reach the shell through hyprlang and hyprlock unchanged; use a store path without it (--db) or a link to oshi",
        ja:
          "hyprlock のラベルを書けません。パスにある '\(piece)' は、hyprlang と hyprlock を通るとそのままシェルに届きません。それを含まないストアのパス (--db) か oshi へのリンクを使ってください"
      )
    }
    public static let folderWithoutContacts = Said(
      "--folder is for oshi integrate vdirsyncer --contacts; the calendar's folder is the vdir.calendar setting",
      ja:
        "--folder は oshi integrate vdirsyncer --contacts のためのオプションです。カレンダーのフォルダーは設定 vdir.calendar です"
    )
  }
}
