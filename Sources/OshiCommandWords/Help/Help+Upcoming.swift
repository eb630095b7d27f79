import OshiWords

extension Words.Help {
  /// `oshi upcoming`'s help.
  public enum Upcoming {
    public static let abstract = Said(
      """
      List what is coming: birthdays, anniversaries, half-years, milestones, キリ番, \
      graduations, hiatuses.
      """,
      ja: """
        これからの予定を一覧表示します: 誕生日、周年、ハーフバースデー、半年・N年半、節目、キリ番、\
        卒業、活動休止。
        """)
    public static let discussion = Said(
      """
      Sorted by date, then by oshi. --format json writes JSON Lines: date, days_until, \
      oshi, widget, event, number, text.
      """,
      ja: """
        日付順に並べ、同じ日は推しの順です。--format json では JSON Lines で出力します(項目: \
        date、days_until、oshi、widget、event、number、text)。
        """)
    public static let days = Said(
      "How many days ahead, from today (0 to 36600).",
      ja: "今日から何日先までか(0〜36600)。")
    public static let limit = Said(
      "At most this many occasions.",
      ja: "表示する件数の上限。")
    public static let oshi = Said(
      "Only this oshi's occasions.",
      ja: "この推しの予定だけ。")
    public static let group = Said(
      "Only this group's occasions and its members'.",
      ja: "このグループとメンバーの予定だけ。")
  }
}
