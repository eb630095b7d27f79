import OshiWords

extension Words.Help {
  /// `oshi remove`'s help.
  public enum Remove {
    public static let abstract = Said(
      "Remove an oshi with its widgets, and clear the slots that showed them.",
      ja: "推しをウィジェットごと削除し、そのウィジェットを表示していたスロットを空にします。")
  }
}
