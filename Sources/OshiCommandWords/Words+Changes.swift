import OshiWords

extension Words {
  /// Adding and changing oshis, groups and widgets: what a change may not do, and the fields it checks.
  public enum Changes {
    public static func slugTaken(_ slug: String) -> Said {
      Said(
        "an oshi with the slug '\(slug)' already exists; choose another with --slug",
        ja: "スラッグ '\(slug)' はすでに使われています。--slug で別のスラッグを指定してください")
    }
    public static func widgetIDTakenBySlug(_ id: String) -> Said {
      Said(
        "a widget with the id '\(id)' already exists; choose another slug with --slug",
        ja: "ID '\(id)' のウィジェットはすでにあります。--slug で別のスラッグを指定してください")
    }
    public static func newSlugTaken(_ slug: String) -> Said {
      Said(
        "an oshi with the slug '\(slug)' already exists; choose another",
        ja: "スラッグ '\(slug)' はすでに使われています。別のスラッグを指定してください")
    }
    public static func setAndClear(_ name: String) -> Said {
      Said(
        "give --\(name) or --no-\(name), not both",
        ja: "--\(name) と --no-\(name) は一緒に使えません")
    }
    public static func widgetIDTakenRemoveFirst(_ id: String) -> Said {
      Said(
        "a widget with the id '\(id)' already exists; remove it first",
        ja: "ID '\(id)' のウィジェットはすでにあります。先に削除してください")
    }
    public static func renameTaken(_ id: String, _ newID: String) -> Said {
      Said(
        "cannot rename widget '\(id)' to '\(newID)': that id is taken",
        ja: "ウィジェット '\(id)' を '\(newID)' に改名できません。その ID はもう使われています")
    }
    public static let groupInGroup = Said(
      "a group cannot belong to a group; --group is for its members",
      ja: "グループを別のグループに所属させることはできません。--group はメンバーに使います")
    public static func formedNotGroup(_ name: String) -> Said {
      Said(
        "only a group has a formation day; add one with oshi group add NAME --\(name) D",
        ja: "結成日はグループだけのものです。oshi group add 名前 --\(name) 日付 で追加してください")
    }
    public static let joinedWithoutGroup = Said(
      "only a member of a group has a joining day; give --group SLUG too",
      ja: "加入日はグループのメンバーだけのものです。--group スラッグ も指定してください")
    public static let colorSetAndClear = Said(
      "give --oshi-color or --no-oshi-color, not both",
      ja: "--oshi-color と --no-oshi-color は一緒に使えません")
    public static let widgetAddWithoutOshi = Said(
      "widget add needs --oshi SLUG; `oshi list` shows the slugs",
      ja: "widget add には --oshi スラッグ が要ります。スラッグは oshi list で確認できます")
    public static let customWithoutDate = Said(
      "a custom widget needs --date D, for example --date 2024-02-12",
      ja: "記念日のウィジェットには --date が要ります(例: --date 2024-02-12)")
    public static let customWithoutLabel = Said(
      "a custom widget needs --label L, for example --label 初現場",
      ja: "記念日のウィジェットには --label が要ります(例: --label 初現場)")
    public static func widgetIDTaken(_ id: String) -> Said {
      Said(
        "a widget with the id '\(id)' already exists; choose another with --id",
        ja: "ID '\(id)' のウィジェットはすでにあります。--id で別の ID を指定してください")
    }
    public static let birthdayNth = Said(
      "a birthday counts an age, which has no --years nth; use it on debut, formed, following or custom widgets",
      ja: """
        誕生日は年齢を数えるので --years nth は使えません。\
        デビュー・結成・推し始め・記念日のウィジェットに使ってください
        """)
    public static let widgetOshiOrKind = Said(
      "a widget's oshi and kind cannot change; remove it and add a new one",
      ja: "ウィジェットの推しと種類は変えられません。削除して新しく追加してください")
    public static let onceWithoutYear = Said(
      "a --once date needs a year, for example 2026-12-24",
      ja: "--once の日付には年が要ります(例: 2026-12-24)")
    public static func newWidgetIDTaken(_ id: String) -> Said {
      Said(
        "a widget with the id '\(id)' already exists; choose another",
        ja: "ID '\(id)' のウィジェットはすでにあります。別の ID を指定してください")
    }
    public static func slugTooLong(_ slug: String, _ long: String) -> Said {
      Said(
        "the slug '\(slug)' is too long: its widget id '\(long)' would pass 48 characters; choose a shorter one with --slug",
        ja: """
          スラッグ '\(slug)' は長すぎます。ウィジェット ID '\(long)' が48文字を超えます。--slug \
          で短いものを選んでください
          """)
    }
    public static func badAge(_ text: String) -> Said {
      Said(
        "--age '\(text)' is not valid; use real, hidden, or a frozen age such as 17",
        ja: """
          --age '\(text)' は使えません。real、hidden、または 17 のような固定の年齢にしてください
          """)
    }
    /// A field's name (`name`, `short name` …) in both languages.
    public static func field(_ field: String) -> Said {
      switch field {
      case "name": Said("name", ja: "名前")
      case "short name": Said("short name", ja: "短い名前")
      case "group": Said("group", ja: "グループ")
      case "label": Said("label", ja: "ラベル")
      case "symbol": Said("symbol", ja: "シンボル")
      case "slug": Said("slug", ja: "スラッグ")
      case "widget id": Said("widget id", ja: "ウィジェット ID")
      case "slot name": Said("slot name", ja: "スロット名")
      // A setting's key (vdir.oshis) is written as it is typed.
      default: Said(field, ja: field)
      }
    }
    /// A slug, id or slot name `text` (of `field`) that is not one.
    public static func notASlug(_ field: Said, _ text: String) -> Said {
      Said(
        "\(field.en) '\(text)' is not valid; use 1 to 48 lowercase letters, digits and '-', such as aki or aki-birthday",
        ja: """
          \(field.ja) '\(text)' は使えません。aki や aki-birthday のように、\
          小文字の英字・数字・'-' で1〜48文字にしてください
          """)
    }
    /// An `option` only a custom widget takes.
    public static func customOnly(_ option: String) -> Said {
      Said(
        "only custom widgets take \(option)",
        ja: """
          \(option) は記念日のウィジェットだけのものです
          """)
    }
    /// The same, with what to do `instead`.
    public static func customOnly(_ option: String, instead: Said) -> Said {
      Said(
        "only custom widgets take \(option); \(instead.en)",
        ja: "\(option) は記念日のウィジェットだけのものです。\(instead.ja)")
    }
    /// What to do instead of a custom date, for another widget.
    public static let editTheOshisDate = Said(
      "change the oshi's date with oshi edit", ja: "推しの日付は oshi edit で変えてください")
    /// An empty `field`.
    public static func emptyField(_ field: Said) -> Said {
      Said(
        "the \(field.en) is empty; give some text, for example \"Aki\"",
        ja: "\(field.ja)が空です。\"Aki\" のように書いてください")
    }
    /// A `field` with a control or direction character, `scalar` (U+202E).
    public static func controlCharacter(_ field: Said, _ scalar: String) -> Said {
      Said(
        "the \(field.en) contains the control or direction character \(scalar); use plain text",
        ja: "\(field.ja)に制御文字か方向制御文字 \(scalar) があります。普通の文字で書いてください")
    }
    /// A `field` of `count` characters, past its `limit`.
    public static func tooLong(_ field: Said, count: Int, limit: Int) -> Said {
      Said(
        "the \(field.en) is \(count) characters long; the limit is \(limit)",
        ja: "\(field.ja)が\(count)文字あります。\(limit)文字までです")
    }
    public static func symbolNotOne(_ checked: String) -> Said {
      Said(
        "the symbol must be one character, such as ♡ or 🎂; got \"\(checked)\"",
        ja: "シンボルは ♡ や 🎂 のような1文字にしてください(指定された値: \"\(checked)\")")
    }
    public static let notAContactUID = Said(
      "not a contact's UID: give the UID of the vCard the oshi was imported from",
      ja: "連絡先の UID ではありません。推しを読み込んだ vCard の UID を書いてください")
    /// A date `option` and what is wrong with its value, `problem`.
    public static func badDate(_ option: String, _ problem: Said) -> Said {
      Said("\(option): \(problem.en)", ja: "\(option): \(problem.ja)")
    }
    public static func slugFromDictionary(_ slug: String) -> Said {
      Said(
        "the slug \(slug) was made by reading the name's kanji with a dictionary; if the reading is wrong, fix it with oshi edit \(slug) --slug NEW --yomi KANA (or give --yomi KANA when adding)",
        ja:
          "スラッグ \(slug) は名前の漢字を辞書で読んで作りました。読みが違うときは oshi edit \(slug) --slug 新しいスラッグ --yomi よみがな で直せます(次からは oshi add 名前 --yomi よみがな)"
      )
    }
    public static func slugWithoutDictionary(_ slug: String) -> Said {
      Said(
        "the dictionary that reads kanji (unidic-mecab or mecab-ipadic-utf8) is not installed, so the slug \(slug) leaves the kanji out; give the reading with --yomi KANA",
        ja:
          "漢字を読む辞書 (unidic-mecab か mecab-ipadic-utf8) がないので、スラッグ \(slug) は漢字を読まずに作りました。--yomi よみがな で読みを渡せます"
      )
    }
    public static func noDateYet(_ slug: String) -> Said {
      Said(
        "\(slug) has no date yet, so no widget counts anything; give one with oshi edit \(slug) --birthday 2000-01-31 (or --since, --debut)",
        ja:
          "\(slug) にはまだ日付がないので、数えるウィジェットもありません。oshi edit \(slug) --birthday 2000-01-31 のように日付を付けてください(--since、--debut も使えます)"
      )
    }
    public static func numberedSlug(_ slug: String) -> Said {
      Said(
        "the name has no letter a slug can use, so its slug is \(slug); change it with oshi edit \(slug) --slug NEW (or give --slug when adding)",
        ja:
          "名前にスラッグにできる文字がないので、スラッグは \(slug) にしました。変えるには oshi edit \(slug) --slug 新しいスラッグ(次からは oshi add 名前 --slug スラッグ)"
      )
    }
    public static func futureBirthday(_ date: String) -> Said {
      Said(
        "the birthday \(date) is in the future, so the age counts from then; if you meant a past year, fix it with oshi edit SLUG --birthday",
        ja: """
          誕生日 \(date) は未来の日付です。年齢はその日から数えます(過去の年のつもりなら oshi edit \
          で直せます)
          """)
    }
    /// `widget edit` of a widget that counts the oshi's own date.
    public static func onlyCustomTakesDate(_ kind: Said, slug: String, option: String) -> Said {
      Said(
        "only custom widgets take --date, --label and --once; a \(kind.en) widget uses the oshi's date (oshi edit \(slug) --\(option) D)",
        ja:
          "--date・--label・--once は記念日のウィジェットだけのものです。\(kind.ja)のウィジェットは推しの日付を使います(oshi edit \(slug) --\(option) 日付)"
      )
    }
    /// A widget of a kind whose date the oshi does not have: `kind` names the date.
    public static func noDate(_ slug: String, _ kind: Said, option: String) -> Said {
      Said(
        "\(slug) has no \(kind.en) date; set it with oshi edit \(slug) --\(option) D",
        ja: "\(slug) には\(kind.ja)の日付がありません。oshi edit \(slug) --\(option) 日付 で設定してください")
    }
    /// `--oshi-color` that is not one: `names` lists the penlight colours in each language.
    public static func notAColour(_ option: String, _ given: String, _ names: Said) -> Said {
      Said(
        "\(option) '\(given)' is not a colour; give #RRGGBB, such as #FF6F91, or one of: \(names.en)",
        ja: "\(option) '\(given)' は色ではありません。#FF6F91 のような #RRGGBB か、次のどれかにしてください: \(names.ja)")
    }
    public static func readingNotKana(_ given: String) -> Said {
      Said(
        "the reading '\(given)' is not kana; write it in hiragana or katakana, with a space between words, such as 'ほうしょう まりん'",
        ja: "よみがな '\(given)' はかなではありません。'ほうしょう まりん' のように、ひらがなかカタカナで、語の間に空白を入れて書いてください")
    }
    /// What `remove` removed: the oshi, and its widgets when it had any.
    public static func removedOshi(_ name: String, _ slug: String) -> Said {
      Said("removed \(name) (\(slug))", ja: "\(name)(\(slug))を削除しました")
    }
    public static func removedOshiAndWidgets(_ name: String, _ slug: String, _ list: String)
      -> Said
    {
      Said(
        "removed \(name) (\(slug)) and the widgets \(list)",
        ja: "\(name)(\(slug))を削除しました。ウィジェット: \(list)")
    }
    public static func removedWidgets(_ list: String, count: Int) -> Said {
      // (words: each its own way): English says whether it was one widget.
      Said(
        "removed the widget\(count == 1 ? "" : "s") \(list)",
        ja: "ウィジェットを削除しました: \(list)")
    }
    /// A slot that lost every widget it showed.
    public static func slotNowEmpty(_ slot: String) -> Said {
      Said(
        "slot \(slot) now shows nothing; give it a widget with: oshi slot set \(slot) --widget ID",
        ja: "スロット \(slot) は何も表示しなくなりました(oshi slot set \(slot) --widget ID で設定できます)")
    }
    public static func slotLost(_ slot: String, _ lost: String) -> Said {
      Said("slot \(slot) no longer shows \(lost)", ja: "スロット \(slot) から \(lost) を外しました")
    }
  }
}
