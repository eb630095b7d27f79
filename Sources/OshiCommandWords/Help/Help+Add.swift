import OshiWords

extension Words.Help {
  /// `oshi add`'s help.
  public enum Add {
    public static let abstract = Said(
      "Add an oshi, with one widget per date given.",
      ja: "推しを追加し、指定した日付ごとにウィジェットを作ります。")
    public static let discussion = Said(
      """
      Dates may be written 2019-08-01, 2019/8/1, 2019年8月1日, 令和元年8月1日, R1.8.1, today, or \
      without a year: --04-05, 4/5, 4月5日.
      """,
      ja: """
        日付は 2019-08-01、2019/8/1、2019年8月1日、令和元年8月1日、R1.8.1、today と書けます。\
        年を省くときは --04-05、4/5、4月5日 と書きます。
        """)
    public static let name = Said(
      """
      The name, as you write it. A name that begins with '-' goes last, after --: oshi add \
      --since today -- '-Aki-'
      """,
      ja: """
        表示名(ふだんの表記のまま)。'-' で始まる名前は最後に -- の後に書きます: oshi add --since \
        today -- '-Aki-'
        """)
    public static let slug = Said(
      "A short ASCII id for the oshi (default: from the name).",
      ja: "推しのスラッグ: 英数字の短い識別名(既定: 名前から作ります)。")
  }
}
