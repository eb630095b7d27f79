import OshiWords

extension Words.Help {
  /// `oshi cal`'s help.
  public enum Cal {
    public static let abstract = Said(
      "Show a month at a glance: its days as cal lays them out, the occasions marked and listed.",
      ja: "1か月をカレンダーで表示します: 日付を cal と同じに並べ、予定のある日に印を付けて一覧にします。")
    public static let discussion = Said(
      """
      The occasions are exactly those oshi upcoming lists for those days, said the same \
      way. On a terminal a day with an occasion is in its oshi's colour (reversed for one \
      without), and today is underlined; through a pipe, * marks a day with an occasion \
      and < today. --format json writes one line a month: month, and days, each with its \
      date and the events upcoming writes. -o FILE.png draws the month as a 1080×1350 \
      picture to share, with oshi-card.
      """,
      ja: """
        予定は oshi upcoming がその日付に挙げるものと同じで、書き方も同じです。端末では予定のある\
        日を推し色で(推し色のない推しは反転で)表示し、今日には下線を引きます。パイプに出すときは\
        予定のある日に *、今日に < を付けます。--format json では1か月を1行で出力します(項目: \
        month、days)。days には毎日の date と events があり、events の各項目は upcoming の JSON と同じです。\
        -o ファイル.png では、共有用の 1080×1350 の画像を oshi-card で描きます。
        """)
    public static let month = Said(
      "The month: YYYY-MM, 2026年12月 or 令和8年12月 (default: this month).",
      ja: "年月: YYYY-MM、2026年12月、令和8年12月 のように(既定: 今月)。")
    public static let months = Said(
      "How many months from it, 1 to 36; side by side as far as the terminal is wide.",
      ja: "その月から何か月分か(1〜36)。端末の幅に収まるだけ横に並べます。")
    public static let format = Said(
      "text, json, or png: a 1080×1350 picture of the month to share (with -o FILE.png).",
      ja: "text、json、png のどれか。png は共有用の 1080×1350 の画像です(-o ファイル.png と一緒に)。")
    public static let output = Said(
      "The PNG to write; -o FILE.png alone asks for the picture.",
      ja: "書き出す PNG。-o ファイル.png だけでも画像を描きます。")
    public static let monday = Said(
      "Start the weeks on Monday.",
      ja: "週を月曜日から始めます。")
  }
}
