import OshiWords

extension Words.Help {
  /// The help of the options of `WidgetOptions`, which several commands share.
  public enum WidgetOptions {
    public static let date = Said(
      "The date of a custom widget.",
      ja: "記念日のウィジェットの日付。")
    public static let label = Said(
      "The label of a custom widget, such as 初現場.",
      ja: "記念日のウィジェットのラベル。初現場 など。")
    public static let count = Said(
      "elapsed (0 on the day) or inclusive (the day is day 1).",
      ja: "elapsed(当日を0日とする)か inclusive(当日を1日目とする)。")
    public static let leapDay = Said(
      "Feb 29 in a common year: feb28 or mar1.",
      ja: "平年の2月29日: feb28(2月28日)か mar1(3月1日)。")
    public static let isPrivate = Said(
      "Hide the name and label.",
      ja: "名前とラベルを隠します。")
    public static let years = Said(
      "Anniversaries as completed years (7周年) or the year running, nth (8年目).",
      ja: "周年の数え方: completed は満了した年数(7周年)、nth は何年目か(8年目)。")
    public static let breakdown = Said(
      "Show the years, months and days since the date in rectangular (3年2ヶ月5日).",
      ja: "rectangular でその日からの年・月・日を表示します(3年2ヶ月5日)。")
    public static let notify = Said(
      "on or off: whether oshi notify sends this widget's occasions.",
      ja: "on か off: このウィジェットの日を oshi notify で通知するかどうか。")
  }
}
