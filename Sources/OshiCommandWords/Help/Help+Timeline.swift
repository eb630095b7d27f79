import OshiWords

extension Words.Help {
  /// `oshi timeline`'s help.
  public enum Timeline {
    public static let abstract = Said(
      "Show an oshi's 推し年表: their dated events in order, and the next one.",
      ja: "推し年表を表示します: これまでの出来事を日付順に並べ、最後に次の予定を示します。")
    public static let discussion = Said(
      """
      Born, formed, debut, joined, started following, custom days, every milestone reached, \
      hiatus and return, graduation; then the next occasion. --format json writes JSON \
      Lines: date, days, event, age, number, widget, next, text.
      """,
      ja: """
        誕生、結成、デビュー、加入、推し始め、記念日、これまでに迎えた節目、活動休止と復帰、卒業、\
        そして次の予定。--format json では JSON Lines で出力します(項目: date、days、event、age、\
        number、widget、next、text)。
        """)
  }
}
