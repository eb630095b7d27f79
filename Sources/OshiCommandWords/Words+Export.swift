import OshiWords

extension Words {
  /// `oshi export`: a backup, a calendar, or vCards.
  public enum Export {
    /// `--include-private` with a backup, which holds everything anyway.
    public static let includePrivateWithJSON = Said(
      "--include-private is for --format ics and vcard; a JSON backup always holds everything",
      ja: """
        --include-private は --format ics と vcard 用です。JSON \
        のバックアップには常にすべてが入ります
        """)
    /// `--vcard-version` without vCards.
    public static let vcardVersionWithoutVCard = Said(
      "--vcard-version is for --format vcard; add --format vcard to write vCards",
      ja: """
        --vcard-version は --format vcard 用です。vCard を書き出すなら --format vcard \
        を付けてください
        """)
    /// The file cannot be written, for `reason`.
    public static func cannotWrite(_ output: String, _ reason: String) -> Said {
      Said("cannot write \(output): \(reason)", ja: "\(output) に書き込めません: \(reason)")
    }
  }
}
