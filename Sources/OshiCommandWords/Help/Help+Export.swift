import OshiWords

extension Words.Help {
  /// `oshi export`'s help.
  public enum Export {
    public static let abstract = Said(
      "Write a complete, versioned JSON backup of the store, an iCalendar file, or a vCard per oshi.",
      ja: """
        ストア全体のバックアップ(バージョン付きの JSON)、iCalendar ファイル、推しごとの vCard \
        のいずれかを書き出します。
        """)
    public static let output = Said(
      "The file to write (default: standard output).",
      ja: "書き出すファイル(既定: 標準出力)。")
    public static let format = Said(
      "json (a backup), ics (RFC 5545, for calendar apps) or vcard (a contact per oshi, for a phone or a CardDAV address book).",
      ja: """
        json(バックアップ)、ics(RFC 5545、カレンダーアプリ用)、vcard(推しごとの連絡先、スマホや \
        CardDAV のアドレス帳用)。
        """)
    public static let vcardVersion = Said(
      "With --format vcard: 4.0 (RFC 6350, the default) or 3.0 (as iOS and Apple Contacts write it).",
      ja: "--format vcard と一緒に: 4.0(RFC 6350、既定)か 3.0(iOS と Apple の連絡先が書く形)。")
    public static let includePrivate = Said(
      "With --format ics or vcard, include private oshis and widgets.",
      ja: "--format ics か vcard と一緒に: 非公開の推しとウィジェットも含めます。")
  }
}
