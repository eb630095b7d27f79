import OshiWords

extension Words.Help {
  /// `oshi render`'s help.
  public enum Render {
    public static let abstract = Said(
      "Render widgets as text or JSON.",
      ja: "ウィジェットをテキストか JSON で出力します。")
    public static let discussion = Said(
      """
      Without ids, or with --all, every widget is rendered. --format json writes JSON \
      Lines: one object per widget and family, one per line.
      """,
      ja: """
        ID を指定しないか --all を付けると、すべてのウィジェットを出力します。--format json では \
        JSON Lines で、ウィジェットと形の組ごとに1行ずつ出力します。
        """)
    public static let ids = Said(
      "Widget ids (default: all).",
      ja: "ウィジェットの ID(既定: すべて)。")
    public static let slot = Said(
      "Render what this slot shows now, in its family.",
      ja: "スロットがいま表示しているウィジェットを、スロットの形で出力します。")
    public static let all = Said(
      "Render every widget.",
      ja: "すべてのウィジェットを出力します。")
    public static let group = Said(
      "Render the group's widgets and its members'.",
      ja: "グループとそのメンバーのウィジェットを出力します。")
    public static let family = Said(
      "circular, rectangular, inline (the default) or all.",
      ja: """
        形: circular(円形)、rectangular(長方形)、inline(インライン、既定)、all(3つとも)のどれか。
        """)
    public static let format = Said(
      """
      text, json, or a consumer's format: waybar, i3blocks, i3status-rust, polybar, tmux, \
      conky, xbar, hyprlock, swaylock, i3lock, prompt, eww, argos, kde, executor.
      """,
      ja: """
        text、json、または表示先の形式: waybar、i3blocks、i3status-rust、polybar、tmux、conky、\
        xbar、hyprlock、swaylock、i3lock、prompt、eww、argos、kde、executor。
        """)
    public static let width = Said(
      "Cells per line, instead of each family's default.",
      ja: "1行の幅(セル数)。指定しなければ形ごとの既定の幅です。")
    public static let cached = Said(
      """
      With --slot: print refresh's file for the slot while it is right, without reading the \
      store (for prompts).
      """,
      ja: """
        --slot と一緒に: refresh が書いたスロットのファイルが最新なら、\
        ストアを読まずにそのまま表示します(プロンプト用)。
        """)
    public static let out = Said(
      "With --cached: the folder refresh writes to (default: refresh's).",
      ja: "--cached と一緒に: refresh が書くフォルダー(既定: refresh と同じ)。")
  }
}
