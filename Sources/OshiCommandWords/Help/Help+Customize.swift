import OshiWords

extension Words.Help {
  /// `oshi customize`'s help.
  public enum Customize {
    public static let abstract = Said(
      "Choose a slot's widgets as on the Lock Screen: each choice drawn as it shows.",
      ja: "ロック画面と同じように、スロットのウィジェットを見た目で選びます。")
    public static let discussion = Said(
      """
      On a terminal only. Without SLOT it lists the slots, with what each shows now; Enter \
      opens one, or a new one. A slot's screen lists the choices of oshi options widget, \
      each with its inline line in the oshi's colour, those in the slot marked (numbered \
      when it rotates), and draws the focused one in the three families, the slot's \
      first. Keys: ↑/↓ or k/j move, PgUp/PgDn and Home/End; Enter adds the focused widget \
      or takes it out; / filters as you type, by name, slug or reading (kana or romaji), \
      Esc leaves the filter; f turns the slot's family; s saves and quits; q or Esc quits \
      and leaves the store as it was; ? shows the keys. Saving writes as slot set and slot \
      rotate do, in one transaction; what another command changed in the slot meanwhile \
      is kept, and said. From a script, use oshi slot set or oshi slot rotate.
      """,
      ja: """
        端末でだけ使えます。スロットを指定しなければスロットの一覧を、それぞれの今の表示と一緒に出し\
        ます。Enter でそのスロット(または新しいスロット)を開きます。スロットの画面には oshi options \
        widget の選択肢を、インラインの表示を推し色で付けて並べ、スロットに入っているものに印(切り替え\
        のときは順番)を付け、フォーカス中のものを3つの形(スロットの形を先頭)で描きます。キー: ↑/↓ \
        か k/j で移動、PgUp/PgDn と Home/End。Enter でフォーカス中のウィジェットを追加するか外します。\
        / で入力に合わせて名前・スラッグ・読み(かなかローマ字)で絞り込み、Esc で解除します。f でスロッ\
        トの形を変えます。s で保存して終了、q か Esc で保存せずに終了(ストアはそのまま)、? でキーの一覧\
        を出します。保存は slot set と slot rotate と同じ書き方で、1つのトランザクションで行います。その間\
        にほかのコマンドがスロットを変えていれば、その変更は残し、その旨を表示します。スクリプトからは \
        oshi slot set か oshi slot rotate を使ってください。
        """)
    public static let slot = Said(
      "The slot to open, new or not (default: choose from the list).",
      ja: "開くスロット。新しい名前でもかまいません(既定: 一覧から選びます)。")
  }
}
