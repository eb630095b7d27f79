import OshiWords

extension Words.Help {
  /// The help of the options of `ClearingOptions`, which several commands share.
  public enum ClearingOptions {
    public static let birthday = Said(
      "Clear the birthday, and remove its widget.",
      ja: "誕生日を消し、そのウィジェットを削除します。")
    public static let debut = Said(
      "Clear the debut date, and remove its widget.",
      ja: "デビュー日を消し、そのウィジェットを削除します。")
    public static let since = Said(
      "Clear the day you started following, and remove its widget.",
      ja: "推し始めた日を消し、そのウィジェットを削除します。")
    public static let joined = Said(
      "Clear the day the oshi joined the group.",
      ja: "グループに加入した日を消します。")
  }
}
