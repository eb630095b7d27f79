import OshiWords

extension Words.Help {
  /// The help of the options of `OshiOptions`, which several commands share.
  public enum OshiOptions {
    public static let birthday = Said(
      "The birthday (its year may be left out).",
      ja: "誕生日(年は省けます)。")
    public static let group = Said(
      "The slug of the oshi's group (oshi group add makes one; with edit, \"\" clears it).",
      ja: "所属グループのスラッグ(oshi group add で作ります。edit で \"\" を渡すと外します)。")
    public static let joined = Said(
      "The day the oshi joined the group.",
      ja: "推しがグループに加入した日。")
    public static let age = Said(
      "How birthdays show the age: real, hidden, or a frozen age such as 17.",
      ja: "誕生日での年齢の見せ方: real(実年齢)、hidden(出さない)、または 17 のような固定の年齢。")
    public static let notify = Said(
      "on or off: whether oshi notify sends this oshi's occasions.",
      ja: "on か off: この推しの日を oshi notify で通知するかどうか。")
  }
}
