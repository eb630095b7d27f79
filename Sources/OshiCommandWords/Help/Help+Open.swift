import OshiWords

extension Words.Help {
  /// `oshi open`'s help.
  public enum Open {
    public static let abstract = Said(
      "Do what an oshi:// link asks: a bar's click, a menu line, a link in a note.",
      ja: "oshi:// のリンクの操作をします。バーのクリック、メニューの項目、メモのリンク用です。")
    public static let discussion = Said(
      """
      oshi://slot/NAME/next and oshi://slot/NAME/previous step the slot as slot next \
      does; oshi://slot/NAME/show/WIDGET makes the slot show the widget (at its place in \
      a rotation, else alone); oshi://slot/NAME/occasion is the next occasion of the \
      widget the slot shows, or, with the terminal setting, its oshi's timeline in that \
      terminal; oshi://widget/ID/occasion is the widget's next occasion; \
      oshi://oshi/SLUG/timeline is the oshi's timeline. An occasion is a desktop \
      notification, a timeline opens in the terminal of the terminal setting (else a \
      notification of its last lines); on a terminal, or with --print, both are printed \
      instead. A slot's new line is printed. Anything else is refused, and the store left \
      as it was. The package makes oshi open the handler of oshi:// links \
      (oshi-url.desktop), so xdg-open oshi://slot/bar/next works from anywhere.
      """,
      ja: """
        oshi://slot/NAME/next と oshi://slot/NAME/previous は slot next と同じようにスロットを\
        進め/戻します。oshi://slot/NAME/show/WIDGET はスロットにそのウィジェットを出します(切り\
        替えの中にあればその位置へ、なければそれだけを)。oshi://slot/NAME/occasion はスロットが\
        今出しているウィジェットの次の記念日を、設定 terminal があればその推しの推し年表をその端末\
        で出します。oshi://widget/ID/occasion はウィジェットの次の記念日、oshi://oshi/SLUG/timeline \
        は推し年表です。記念日はデスクトップ通知で、推し年表は設定 terminal の端末で(なければ最後\
        の数行を通知で)出します。端末から実行したときと --print のときは、どちらも画面に表示しま\
        す。スロットを動かしたときは新しい表示を出力します。それ以外のリンクは受け付けず、ストアは\
        そのままです。パッケージは oshi open を oshi:// のリンクを開くプログラム \
        (oshi-url.desktop) にするので、どこからでも xdg-open oshi://slot/bar/next \
        のように開けます。
        """)
    public static let url = Said(
      "The link: oshi://slot/NAME/next|previous|occasion, oshi://slot/NAME/show/WIDGET, oshi://oshi/SLUG/timeline, oshi://widget/ID/occasion.",
      ja:
        "リンク: oshi://slot/NAME/next|previous|occasion、oshi://slot/NAME/show/WIDGET、oshi://oshi/SLUG/timeline、oshi://widget/ID/occasion。"
    )
    public static let print = Said(
      "Print an occasion or a timeline instead of a notification or a terminal.",
      ja: "記念日や推し年表を、通知や端末ではなく画面に表示します。")
  }
}
