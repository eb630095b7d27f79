import OshiWords

extension Words.Help {
  /// `oshi card`'s help.
  public enum Card {
    public static let abstract = Said(
      "Draw a widget as a picture, as the Lock Screen shows it.",
      ja: "ウィジェットを、ロック画面での見た目どおりの画像にします。")
    public static let discussion = Said(
      """
      The picture is white on transparency, or on --background, at WidgetKit's sizes in \
      points: circular 76×76, rectangular 172×76, inline 257×24; all three are laid out as \
      on a Lock Screen. The ring's arc and the oshi's symbol or name are in the oshi's \
      colour, and every word keeps a contrast of 4.5:1 with what it sits on. Text is laid \
      out with the system's fonts (Noto Sans CJK JP where installed), with the same words \
      as the text families. oshi-card, next to oshi, draws it with Cairo and Pango.
      """,
      ja: """
        画像は透明な背景(または --background の画像)に白で、WidgetKit のサイズ(ポイント単位)\
        で描きます: circular 76×76、rectangular 172×76、inline 257×24。\
        3つともロック画面と同じ配置です。リングの弧と推しのシンボルまたは名前は推し色で描き、\
        どの文字も背景とのコントラスト比 4.5:1 以上を保ちます。文字はシステムのフォント(あれば \
        Noto Sans CJK JP)で組み、文言はテキストの形と同じです。描くのは oshi と同じ場所にある \
        oshi-card で、Cairo と Pango を使います。
        """)
    public static let id = Said(
      "The widget to draw.",
      ja: "描くウィジェット。")
    public static let family = Said(
      "circular, rectangular, inline or all (the default).",
      ja: """
        形: circular(円形)、rectangular(長方形)、inline(インライン)、all(3つとも、既定)のどれか。
        """)
    public static let photo = Said(
      "Draw the oshi's photo (oshi image set) as the circular image widget.",
      ja: "推しの写真(oshi image set)を circular の画像ウィジェットとして描きます。")
    public static let scale = Said(
      "Pixels per point, 1 to 8 (default 2).",
      ja: "1ポイントあたりのピクセル数。1から8(既定は2)。")
    public static let share = Said(
      """
      A picture to post instead: x (1200×675), story (1080×1920) or square (1080×1080), \
      with the oshi's photo, name and count in large type on its colour.
      """,
      ja: """
        代わりに投稿用の画像を描きます: x(1200×675)、story(1080×1920)、square(1080×1080)。\
        推し色の背景に、推しの写真と名前、数字を大きく載せます。
        """)
    public static let background = Said(
      "A PNG or JPEG to draw behind the widget.",
      ja: "ウィジェットの後ろに描く PNG か JPEG。")
    public static let backgroundColor = Said(
      """
      A solid colour to draw behind the widget, #RRGGBB or a penlight colour's name: a card \
      to look at in an image viewer.
      """,
      ja: """
        ウィジェットの後ろを塗る色。#RRGGBB かペンライトの色の名前で。\
        画像ビューアーで見るための画像になります。
        """)
    public static let output = Said(
      "The file to write: FILE.png or FILE.svg.",
      ja: "書き出すファイル: FILE.png か FILE.svg。")
    public static let format = Said(
      "text, or json: what was drawn, as oshi-card reports it.",
      ja: "text か json(oshi-card が報告する、描いた内容)。")
  }
}
