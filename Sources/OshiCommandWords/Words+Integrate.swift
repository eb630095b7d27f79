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
  }
}
