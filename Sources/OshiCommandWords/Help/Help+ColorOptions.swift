import OshiWords

extension Words.Help {
  /// The help of the options of `ColorOptions`, which several commands share.
  public enum ColorOptions {
    public static let color = Said(
      """
      auto (on a terminal, unless NO_COLOR is set), always or never: each oshi's symbol or \
      name in its colour.
      """,
      ja: """
        推しのシンボルや名前を推し色で表示するか: auto(端末に出すとき。NO_COLOR があれば色なし)、\
        always、never。
        """)
  }
}
