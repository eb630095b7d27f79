import OshiWords

extension Words {
  /// What `oshi customize` says: its screens, its keys and what it saved.
  public enum Customize {
    /// Off a terminal (a pipe, cron, CI, TERM=dumb).
    public static let needsTerminal = Said(
      "oshi customize needs a terminal; from a script, use oshi slot set NAME --widget ID or oshi slot rotate NAME --widgets ID,ID",
      ja:
        "oshi customize は端末で使います。スクリプトからは oshi slot set 名前 --widget ID か oshi slot rotate 名前 --widgets ID,ID を使ってください"
    )
    /// No widget to choose from.
    public static let nothingToChoose = Said(
      "there is no widget to choose yet; add an oshi first with oshi add NAME --birthday DATE",
      ja: "選べるウィジェットがまだありません。oshi add 名前 --birthday 日付 で推しを追加してください")
    /// The slots' screen's title.
    public static let slotsTitle = Said(
      "oshi customize · choose a slot",
      ja: "oshi customize · スロットを選ぶ")
    /// The last line of the slots' list.
    public static let newSlot = Said("a new slot…", ja: "新しいスロット…")
    /// A slot that shows nothing (its widgets were removed).
    public static let showsNothing = Said("shows nothing", ja: "何も表示しません")
    /// Asking for a new slot's name.
    public static let newSlotName = Said(
      "name of the new slot (a-z, 0-9, -): ",
      ja: "新しいスロットの名前(a-z、0-9、-): ")
    /// A slot's screen's title.
    public static func title(_ name: String, family: Said, isNew: Bool) -> Said {
      if isNew {
        return Said(
          "oshi customize · slot \(name) (new) · \(family.en)",
          ja: "oshi customize · スロット \(name)(新規) · \(family.ja)")
      }
      return Said(
        "oshi customize · slot \(name) · \(family.en)",
        ja: "oshi customize · スロット \(name) · \(family.ja)")
    }
    /// What the slot shows, under the title.
    public static func inSlot(_ names: [String], isNew: Bool) -> Said {
      if names.isEmpty, isNew {
        return Said(
          "nothing in the slot yet: Enter adds the focused widget",
          ja: "スロットはまだ空です: Enter でフォーカス中のウィジェットを追加します")
      }
      if names.isEmpty {
        return Said(
          "the slot is empty now: Enter adds the focused widget (oshi slot remove takes a slot away)",
          ja: "スロットが空になりました: Enter でフォーカス中のウィジェットを追加します(スロットをなくすには oshi slot remove)")
      }
      if names.count == 1 {
        return Said("shows: \(names[0])", ja: "表示: \(names[0])")
      }
      // The count first: a long rotation is cut at the screen's edge.
      return Said(
        "rotates \(names.count), in this order: \(names.joined(separator: ", "))",
        ja: "\(names.count)件をこの順に切り替え: \(names.joined(separator: "、"))")
    }
    /// The keys, at the foot of a slot's screen: `?` first, which a narrow screen keeps.
    public static let keys = Said(
      "? keys  ↑↓ move  Enter add/remove  / filter  f family  s save  q quit",
      ja: "? キー  ↑↓ 移動  Enter 追加/外す  / 絞り込み  f 形  s 保存  q 終了")
    /// The keys, at the foot of the slots' screen.
    public static let slotKeys = Said(
      "↑↓ move  Enter open  q quit",
      ja: "↑↓ 移動  Enter 開く  q 終了")
    /// The keys while a new slot's name is typed.
    public static let nameKeys = Said(
      "Enter opens the slot  Esc goes back",
      ja: "Enter でスロットを開く  Esc で戻る")
    /// The filter being typed, and how many it keeps.
    public static func filter(_ text: String, kept: Int, of total: Int) -> Said {
      Said(
        "filter: \(text)▏ \(kept) of \(total) (Esc clears)",
        ja: "絞り込み: \(text)▏ \(total)件中\(kept)件(Esc で解除)")
    }
    /// A filter kept after Tab, while the keys are the list's again.
    public static func filterKept(_ text: String, kept: Int, of total: Int) -> Said {
      Said(
        "filter \(text): \(kept) of \(total)  Esc clears  s save  q quit  ? keys",
        ja: "絞り込み \(text): \(total)件中\(kept)件  Esc で解除  s 保存  q 終了  ? キー")
    }
    /// A filter that keeps nothing.
    public static let noMatch = Said(
      "nothing matches; Backspace or Esc",
      ja: "一致するものがありません。Backspace か Esc で戻ります")
    /// `s` on a slot with no widget.
    public static let emptySlot = Said(
      "a slot shows at least one widget: add one with Enter, or q to leave",
      ja: "スロットには1つ以上のウィジェットが要ります。Enter で追加するか、q で終了してください")
    /// Below 40×10.
    public static let tooSmall = Said(
      "enlarge to 40×10 or more",
      ja: "40×10 以上に広げてください")
    /// `?`'s list of keys.
    public static let help = [
      Said("↑ ↓  k j      move", ja: "↑ ↓  k j      移動"),
      Said("PgUp PgDn     a page", ja: "PgUp PgDn     1ページ"),
      Said("Home End  g G first, last", ja: "Home End  g G 先頭、末尾"),
      Said(
        "Enter Space   add the widget to the slot, or take it out",
        ja: "Enter Space   ウィジェットをスロットに追加、または外す"),
      Said(
        "/             filter by name, slug or reading (kana or romaji)",
        ja: "/             名前・スラッグ・読み(かなかローマ字)で絞り込み"),
      Said(
        "Esc, Tab      leave the filter: Esc clears it, Tab keeps it",
        ja: "Esc、Tab      絞り込みを終える: Esc は解除、Tab はそのまま"),
      Said(
        "f             the slot's family: circular, rectangular, inline",
        ja: "f             スロットの形: 円形、長方形、インライン"),
      Said("s             save and quit", ja: "s             保存して終了"),
      Said("q  Esc        quit without saving", ja: "q  Esc        保存せずに終了"),
      Said(
        "Ctrl-C        quit without saving (status 130)", ja: "Ctrl-C        保存せずに終了(終了ステータス130)"),
      Said("(any key closes this list)", ja: "(どのキーでもこの一覧を閉じます)"),
    ]
    /// What was saved.
    public static func saved(_ name: String, family: Said, widgets: [String]) -> Said {
      let list = widgets.joined(separator: ", ")
      if widgets.count == 1 {
        return Said(
          "slot \(name) (\(family.en)) shows \(list)",
          ja: "スロット \(name)(\(family.ja))に \(list) を表示します")
      }
      return Said(
        "slot \(name) (\(family.en)) rotates \(list)",
        ja: "スロット \(name)(\(family.ja))は \(list) を順に表示します")
    }
    /// Another command changed the slot while the editor was open.
    public static let changedMeanwhile = Said(
      "the slot changed while you were choosing; your changes were applied to it as it is now",
      ja: "選んでいる間にスロットが変更されました。あなたの変更を今のスロットに反映しました")
    /// Widgets chosen that were removed meanwhile.
    public static func dropped(_ ids: [String]) -> Said {
      Said(
        "left out, removed meanwhile: \(ids.joined(separator: ", "))",
        ja: "その間に削除されたため外しました: \(ids.joined(separator: "、"))")
    }
    /// The changes made meanwhile leave the slot with nothing.
    public static func nothingLeft(_ name: String) -> Said {
      Said(
        "slot \(name) would show nothing after the changes made while you were choosing; it was left as it is",
        ja: "選んでいる間の変更で、スロット \(name) に表示するものがなくなります。スロットはそのままにしました")
    }
  }
}
